import { css } from 'styled-components';

/** FormField's input look for the quick order's selects and text area (FormField styles inputs only). */
export const controlStyles = css`
  padding: 0 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  font: inherit;
  background: ${({ theme }) => theme.colors.white};
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 1px;
  }
`;
