import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { blockMessages } from './messages';
import { clamp, num, params, str } from '../../../../common/content/params';
import type { BlockProps } from './registry';

export const IFRAME_DEFAULT_HEIGHT = 450;

const Frame = styled.iframe`
  display: block;
  width: 100%;
  border: 0;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
`;

/** Only https/http URLs (and same-site paths) are embedded. */
export function embeddableUrl(src: string | undefined): URL | null {
  if (!src) return null;
  try {
    const base = typeof window !== 'undefined' ? window.location.href : 'http://localhost/';
    const url = new URL(src, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * iframe: { src: string; title: string; height?: number } — lazy, sandboxed. Cross-origin embeds (maps,
 * videos) may run scripts in their own origin; a same-origin page gets no allow-same-origin, so it cannot
 * reach the shop's storage.
 */
export function IframeBlock({ block }: BlockProps) {
  const intl = useIntl();
  const p = params(block);
  const url = embeddableUrl(str(p, 'src'));
  if (!url) return null;
  const title = str(p, 'title') ?? intl.formatMessage(blockMessages.iframeTitle);
  const height = clamp(Math.round(num(p, 'height') ?? IFRAME_DEFAULT_HEIGHT), 100, 2000);
  const sameOrigin = typeof window !== 'undefined' && url.origin === window.location.origin;
  const sandbox = ['allow-scripts', 'allow-popups', 'allow-forms', 'allow-presentation'];
  if (!sameOrigin) sandbox.push('allow-same-origin');
  return (
    <Frame
      data-block="iframe"
      src={url.href}
      title={title}
      height={height}
      loading="lazy"
      sandbox={sandbox.join(' ')}
      referrerPolicy="strict-origin-when-cross-origin"
      allowFullScreen
    />
  );
}
