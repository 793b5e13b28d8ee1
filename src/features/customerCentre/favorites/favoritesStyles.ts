/** The favourite-lists page's styled elements (FavoritesPage, ListTitleBar, FavoriteLinesTable). */
import styled from 'styled-components';
import { Container } from '../../../components/Container';
import { visuallyHidden } from '../../../components/VisuallyHidden';
import { media } from '../../../styles/theme';

export const Page = styled(Container)`
  padding-top: 24px;
  padding-bottom: 48px;
  h1 {
    margin: 0 0 8px;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export const Intro = styled.p`
  margin: 0 0 20px;
  color: ${({ theme }) => theme.colors.muted};
`;

export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 24px;
  ${media.lg} {
    grid-template-columns: 260px minmax(0, 1fr);
  }
`;

export const Side = styled.div`
  display: flex;
  flex-direction: column;
  gap: 20px;
`;

export const ListNav = styled.nav`
  ul {
    display: flex;
    flex-direction: column;
    gap: 4px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: flex;
    justify-content: space-between;
    gap: 8px;
    padding: 8px 12px;
    border-radius: ${({ theme }) => theme.radius};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    background: ${({ theme }) => theme.colors.primaryLight};
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.white};
    font-weight: 600;
  }
`;

export const InlineForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 8px;
  > div {
    flex: 1 1 200px;
    margin: 0;
  }
`;

export const Plain = styled.button<{ $danger?: boolean }>`
  min-height: 40px;
  padding: 0 14px;
  border: 1px solid ${({ theme, $danger }) => ($danger ? theme.colors.danger : theme.colors.primary)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme, $danger }) => ($danger ? theme.colors.danger : theme.colors.primary)};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
`;

export const Primary = styled(Plain)`
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.white};
`;

export const Danger = styled(Plain)`
  border-color: ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.white};
`;

export const ListHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 12px;
  h2 {
    margin: 0;
    overflow-wrap: anywhere;
  }
  > div {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
`;

export const Confirm = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin-bottom: 12px;
  padding: 12px;
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  background: #fdecea;
  p {
    margin: 0;
    flex: 1 1 100%;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin: 12px 0;
`;

/**
 * A list's lines. Below 768 px one card per line — the checkbox beside the product, then unit, price and quantity
 * each with its column's name (data-label), and 'Remove': six columns did not fit, and the page scrolled sideways
 * (issue 16). The head keeps 'select all' (with 'Product' beside it); one DOM for every width, so screen readers
 * meet one table.
 */
export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: 8px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  th {
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  input[type='checkbox'] {
    width: 18px;
    height: 18px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  input[type='text'] {
    width: 80px;
    height: 36px;
    padding: 0 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    font: inherit;
    &[aria-invalid='true'] {
      border-color: ${({ theme }) => theme.colors.danger};
    }
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.md - 0.02}px) {
    &,
    thead,
    tbody {
      display: block;
    }
    thead tr {
      display: flex;
      align-items: center;
      gap: 12px;
      padding: 0 12px 8px;
    }
    thead th {
      padding: 0;
      border: 0;
    }
    thead th:nth-child(n + 3) {
      ${visuallyHidden}
    }
    tbody tr {
      display: grid;
      grid-template-columns: auto minmax(0, 1fr);
      gap: 4px 12px;
      margin-bottom: 12px;
      padding: 10px 12px;
      border: 1px solid ${({ theme }) => theme.colors.border};
      border-radius: ${({ theme }) => theme.radius};
    }
    tbody td {
      display: flex;
      grid-column: 1 / -1;
      align-items: center;
      justify-content: space-between;
      gap: 12px;
      padding: 2px 0;
      border: 0;
      overflow-wrap: anywhere;
    }
    tbody td:nth-child(1) {
      grid-column: 1;
      align-items: flex-start;
      padding-top: 2px;
    }
    tbody td:nth-child(2) {
      display: block;
      grid-column: 2;
    }
    tbody td[data-label]::before {
      content: attr(data-label);
      flex: none;
      color: ${({ theme }) => theme.colors.muted};
      font-size: 0.875rem;
    }
    tbody td:last-child {
      justify-content: flex-end;
    }
  }
`;

/** Previous / next under the table: the lines are paged in the page, not in the URL. */
export const Paging = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 12px;
  margin-top: 16px;
`;

export const Problem = styled.span`
  color: ${({ theme }) => theme.colors.warning};
  font-weight: 600;
`;

export const Status = styled.p<{ $error?: boolean }>`
  margin: 8px 0;
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.text)};
`;

/** The owner's sharing choice under a list's title (issue 20). */
export const ShareField = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin: 0 0 12px;
  label {
    flex: 0 1 auto;
  }
  select {
    min-height: 44px;
    min-width: 0;
    max-width: 100%;
    flex: 1 1 12em;
    padding: 6px 8px;
    font: inherit;
  }
`;
