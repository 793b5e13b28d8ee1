import { useCallback, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { isInternalHref } from './ContentLink';

export const RichText = styled.div`
  min-width: 0;
  overflow-wrap: break-word;

  & > :last-child {
    margin-bottom: 0;
  }

  h2,
  h3,
  h4 {
    margin: 1.25em 0 0.5em;
  }

  & > h2:first-child,
  & > h3:first-child,
  & > h4:first-child {
    margin-top: 0;
  }

  ul,
  ol {
    margin: 0 0 1em;
    padding-left: 1.5em;
  }

  li + li {
    margin-top: 0.25em;
  }

  img {
    display: block;
    max-width: 100%;
    height: auto;
    margin: 1em 0;
  }

  table {
    display: block;
    max-width: 100%;
    overflow-x: auto;
    border-collapse: collapse;
    margin: 0 0 1em;
  }

  th,
  td {
    padding: 8px 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }

  th {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

export interface RichHtmlProps {
  html: unknown;
  className?: string;
  id?: string;
}

/**
 * CMS rich text as the server sends it: sanitised where content is served (server/services/richText.ts — every
 * block parameter named `html`), so no HTML sanitiser ships to the browser; the CSP (script-src 'self', no inline
 * script) is the second layer. Only HTML from the content API belongs here. Clicks on internal links ('/…')
 * navigate client-side through react-router; modified clicks (new tab, …) and external links keep the browser's
 * behaviour.
 */
export function RichHtml({ html, className, id }: RichHtmlProps) {
  const navigate = useNavigate();
  const clean = typeof html === 'string' && html.trim() !== '' ? html : '';

  const onClick = useCallback(
    (event: MouseEvent<HTMLDivElement>) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const target = event.target;
      if (!(target instanceof Element)) return;
      const anchor = target.closest('a');
      if (!anchor || !event.currentTarget.contains(anchor)) return;
      const href = anchor.getAttribute('href');
      if (!href || !isInternalHref(href) || anchor.hasAttribute('download')) return;
      const targetAttr = anchor.getAttribute('target');
      if (targetAttr && targetAttr !== '_self') return;
      event.preventDefault();
      void navigate(href);
    },
    [navigate],
  );

  if (!clean) return null;
  return <RichText id={id} className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: clean }} />;
}
