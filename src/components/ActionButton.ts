import styled from 'styled-components';

/**
 * A button of a customer-centre screen's own actions (save, restore, answer, decline …): outlined, `$primary` filled,
 * `$danger` in the danger colour; 44 px high (a finger's target on a phone).
 */
export const ActionButton = styled.button<{ $primary?: boolean; $danger?: boolean }>`
  min-height: 44px;
  padding: 8px 14px;
  border: 1px solid ${({ theme, $danger }) => ($danger ? theme.colors.danger : theme.colors.primary)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme, $primary, $danger }) => ($danger ? theme.colors.danger : $primary ? theme.colors.primary : theme.colors.white)};
  color: ${({ theme, $primary, $danger }) => ($primary || $danger ? theme.colors.white : theme.colors.primary)};
  font: inherit;
  cursor: pointer;
  &:disabled {
    opacity: 0.6;
    cursor: default;
  }
`;
