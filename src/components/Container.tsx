import styled from 'styled-components';
import { media } from '../styles/theme';

/** Centred page column: max width theme.containerMaxWidth (1440 px) with side padding. */
export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.containerMaxWidth}px;
  margin-inline: auto;
  padding-inline: 16px;

  ${media.md} {
    padding-inline: 24px;
  }

  ${media.xl} {
    padding-inline: 32px;
  }
`;
