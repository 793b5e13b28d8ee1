import styled from 'styled-components';
import { ContentLink } from './ContentLink';
import { asString, isRecord, list, params, str } from '../../../../common/content/params';
import type { BlockProps } from './registry';

const Box = styled.div`
  min-width: 0;

  h2 {
    margin: 0 0 12px;
    font-size: 1.0625rem;
  }

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }

  li + li {
    margin-top: 6px;
  }

  a {
    color: inherit;
  }
`;

export interface FooterLine {
  text: string;
  url?: string;
}

export function footerLines(value: unknown[]): FooterLine[] {
  return value.flatMap((entry): FooterLine[] => {
    if (typeof entry === 'string') return entry.trim() ? [{ text: entry.trim() }] : [];
    if (!isRecord(entry)) return [];
    const text = asString(entry.text);
    const url = asString(entry.url);
    if (!text && !url) return [];
    return [url ? { text: text ?? url, url } : { text: text ?? '' }];
  });
}

/** footerBox: { title: string; lines: { text: string; url?: string }[] } — lines with a url are links. */
export function FooterBoxBlock({ block }: BlockProps) {
  const p = params(block);
  const title = str(p, 'title');
  const lines = footerLines(list(p, 'lines'));
  if (!title && lines.length === 0) return null;
  return (
    <Box data-block="footerBox">
      {title && <h2>{title}</h2>}
      {lines.length > 0 && (
        <ul>
          {lines.map((line, i) => (
            <li key={i}>{line.url ? <ContentLink href={line.url}>{line.text}</ContentLink> : line.text}</li>
          ))}
        </ul>
      )}
    </Box>
  );
}
