import styled from 'styled-components';

export const Intro = styled.p`
  margin: 0 0 20px;
  max-width: 70ch;
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin: 8px 0;
`;

export { ActionButton as Button } from '../../components/ActionButton';

export const Field = styled.label`
  display: flex;
  flex-direction: column;
  gap: 4px;
  flex: 1 1 220px;
  input,
  textarea,
  select {
    min-height: 44px;
    padding: 8px 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    font: inherit;
    max-width: 100%;
  }
  textarea {
    min-height: 88px;
    resize: vertical;
  }
  [aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

export const Message = styled.p<{ $error?: boolean }>`
  margin: 8px 0;
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.text)};
`;

export const Notice = styled.p<{ $warning?: boolean }>`
  margin: 0 0 16px;
  padding: 10px 14px;
  border-left: 4px solid ${({ theme, $warning }) => ($warning ? theme.colors.warning : theme.colors.success)};
  background: ${({ theme }) => theme.colors.surface};
`;

export const StateBadge = styled.span<{ $state: string }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: 999px;
  font-size: 0.85rem;
  font-weight: 600;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.white};
  background: ${({ theme, $state }) =>
    $state === 'answered'
      ? theme.colors.success
      : $state === 'requested' || $state === 'accepted'
        ? theme.colors.primary
        : $state === 'ordered'
          ? theme.colors.primaryDark
          : $state === 'expired'
            ? theme.colors.warning
            : theme.colors.muted};
`;

export { CardList } from '../../components/CardList';

export const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: 6px;
  height: 100%;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  h2,
  h3 {
    margin: 0;
    font-size: 1.1rem;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const Meta = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
`;

/** Lines of a quote: a table from 768 px; below, each row a block with its cells' labels (data-label). */
export const LinesTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin: 12px 0;
  th,
  td {
    padding: 8px 6px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  th:not(:first-child),
  td:not(:first-child) {
    text-align: right;
    white-space: nowrap;
  }
  tfoot td {
    font-weight: 700;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.md - 0.02}px) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
    tr {
      display: block;
      padding: 8px 0;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    td,
    th {
      display: flex;
      justify-content: space-between;
      gap: 12px;
      padding: 2px 0;
      border: 0;
    }
    td:first-child,
    th:first-child {
      display: block;
      font-weight: 600;
    }
    td[data-label]::before {
      content: attr(data-label);
      color: ${({ theme }) => theme.colors.muted};
      font-weight: 400;
      text-align: left;
      white-space: normal;
    }
    td:not(:first-child) {
      white-space: normal;
    }
  }
`;
