import styled from 'styled-components';
import { num, params, str } from '../../../../common/content/params';
import type { BlockProps } from './registry';

const Wrapper = styled.header`
  margin: 0;
`;

const Heading = styled.h2<{ $level: 1 | 2 | 3 }>`
  margin: 0;
  font-size: ${({ $level }) => ($level === 1 ? 'clamp(1.75rem, 4vw, 2.5rem)' : $level === 2 ? '1.75rem' : '1.375rem')};
`;

const Subtitle = styled.p`
  margin: 8px 0 0;
  font-size: 1.125rem;
  color: ${({ theme }) => theme.colors.muted};

  section[data-background='primary'] & {
    color: inherit;
    opacity: 0.85;
  }
`;

const HEADING_TAGS = ['h1', 'h2', 'h3'] as const;

/** header: { text: string; level?: 1 | 2 | 3; subtitle?: string } */
export function HeaderBlock({ block }: BlockProps) {
  const p = params(block);
  const text = str(p, 'text');
  if (!text) return null;
  const raw = num(p, 'level');
  const level: 1 | 2 | 3 = raw === 1 || raw === 3 ? raw : 2;
  const subtitle = str(p, 'subtitle');
  const tag = HEADING_TAGS[level - 1] ?? 'h2';
  const heading = (
    <Heading as={tag} $level={level}>
      {text}
    </Heading>
  );
  if (!subtitle) return heading;
  return (
    <Wrapper>
      {heading}
      <Subtitle>{subtitle}</Subtitle>
    </Wrapper>
  );
}
