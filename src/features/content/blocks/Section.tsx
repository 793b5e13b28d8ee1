import styled, { css } from 'styled-components';
import { Container } from '../../../components/Container';
import { BlockList } from './BlockList';
import { bool, childBlocks, oneOf, params } from '../../../../common/content/params';
import type { BlockProps } from './registry';
import { Stack } from './styles';

export type SectionBackground = 'none' | 'light' | 'primary';
const BACKGROUNDS: readonly SectionBackground[] = ['none', 'light', 'primary'];

const SectionEl = styled.section<{ $background: SectionBackground }>`
  padding-block: ${({ $background }) => ($background === 'none' ? '24px' : '40px')};

  ${({ theme, $background }) =>
    $background === 'light' &&
    css`
      background: ${theme.colors.surface};
    `}

  ${({ theme, $background }) =>
    $background === 'primary' &&
    css`
      background: ${theme.colors.primary};
      color: ${theme.colors.white};

      a:not([class]) {
        color: inherit;
      }
    `}
`;

/** section: { background?: 'none' | 'light' | 'primary'; fullWidth?: boolean } with child blocks. */
export function SectionBlock({ block }: BlockProps) {
  const p = params(block);
  const background = oneOf(p, 'background', BACKGROUNDS, 'none');
  const content = (
    <Stack>
      <BlockList blocks={childBlocks(block)} />
    </Stack>
  );
  return (
    <SectionEl $background={background} data-block="section" data-background={background}>
      {bool(p, 'fullWidth') ? content : <Container>{content}</Container>}
    </SectionEl>
  );
}
