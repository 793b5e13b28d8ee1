import { css } from 'styled-components';

/**
 * The header's square icon buttons (cart, quick order, the phone's search): 42 px, no border, the primary colour,
 * a light background on hover and focus. One rule for all of them, so they keep the same size and feel.
 */
export const iconButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 42px;
  height: 42px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius};
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.primaryLight};
  }
`;
