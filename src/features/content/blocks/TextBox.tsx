import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { ContentLink } from './ContentLink';
import { blockMessages } from './messages';
import { link, params, str } from '../../../../common/content/params';
import type { BlockProps } from './registry';

const Box = styled.div`
  min-width: 0;

  h2 {
    font-size: 1.375rem;
  }

  p {
    white-space: pre-line;
  }

  & > :last-child {
    margin-bottom: 0;
  }
`;

const MoreLink = styled(ContentLink)`
  font-weight: 600;
`;

/** Plain text → paragraphs (blank lines separate them). */
export function paragraphs(text: string | undefined): string[] {
  if (!text) return [];
  return text
    .split(/\r?\n[ \t]*\r?\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** textBox: { title?: string; text: string; link?: Link } */
export function TextBoxBlock({ block }: BlockProps) {
  const intl = useIntl();
  const p = params(block);
  const title = str(p, 'title');
  const parts = paragraphs(str(p, 'text'));
  const target = link(p, 'link');
  if (!title && parts.length === 0 && !target) return null;
  return (
    <Box data-block="textBox">
      {title && <h2>{title}</h2>}
      {parts.map((part, i) => (
        <p key={i}>{part}</p>
      ))}
      {target && (
        <p>
          <MoreLink href={target.url}>{target.label || intl.formatMessage(blockMessages.readMore)}</MoreLink>
        </p>
      )}
    </Box>
  );
}
