import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import { visuallyHidden } from '../../components/VisuallyHidden';
import { media } from '../../styles/theme';

export type Tone = 'success' | 'warning' | 'danger' | 'neutral' | 'info';

const toneColour = (tone: Tone) =>
  ({
    success: css`
      background: #e6f2e7;
      /* A darker green than the theme's: its 4.44:1 on this background is below WCAG AA's 4.5:1 (issue 16). */
      color: #1b5e20;
      border-color: ${({ theme }) => theme.colors.success};
    `,
    warning: css`
      background: #fbf1e0;
      color: #8a5200;
      border-color: ${({ theme }) => theme.colors.warning};
    `,
    danger: css`
      background: #fbe9e9;
      color: ${({ theme }) => theme.colors.danger};
      border-color: ${({ theme }) => theme.colors.danger};
    `,
    info: css`
      background: ${({ theme }) => theme.colors.primaryLight};
      color: ${({ theme }) => theme.colors.primary};
      border-color: ${({ theme }) => theme.colors.primary};
    `,
    neutral: css`
      background: ${({ theme }) => theme.colors.surface};
      color: ${({ theme }) => theme.colors.text};
      border-color: ${({ theme }) => theme.colors.border};
    `,
  })[tone];

/** A status badge: the text says the status (colour is only a second cue). */
export const Badge = styled.span<{ $tone: Tone }>`
  display: inline-block;
  padding: 1px 10px;
  border: 1px solid;
  border-radius: 999px;
  font-size: 0.875rem;
  font-weight: 600;
  white-space: nowrap;
  ${({ $tone }) => toneColour($tone)}
`;

export const Section = styled.section`
  margin-bottom: 32px;
  h2 {
    margin: 0 0 12px;
    font-size: 1.2rem;
  }
`;

/** Boxes side by side from md up (addresses, delivery, payment, …). */
export const Cards = styled.div`
  display: grid;
  gap: 16px;
  margin-bottom: 24px;
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  > section {
    padding: 16px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
  }
  h2 {
    margin: 0 0 8px;
    font-size: 1.05rem;
  }
  p {
    margin: 0 0 4px;
  }
`;

/**
 * A data table that turns into one card per row below md: each cell then shows its column name from data-label.
 * One DOM for every width, so screen readers and tests meet the same table. The column name wraps even in a cell
 * whose value does not ('Yhteensä ilman ALV:ta' beside an amount made a card wider than a 320 px phone; issue 16).
 */
export const DataTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin-bottom: 16px;
  caption {
    text-align: left;
    font-weight: 600;
    margin-bottom: 8px;
  }
  caption.visually-hidden {
    ${visuallyHidden}
  }
  th,
  td {
    padding: 8px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  thead th {
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.muted};
    white-space: nowrap;
  }
  .num {
    text-align: right;
    white-space: nowrap;
  }
  tbody th small,
  td small {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
    font-weight: normal;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.md - 1}px) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    tr {
      display: block;
      margin-bottom: 12px;
      padding: 8px 12px;
      border: 1px solid ${({ theme }) => theme.colors.border};
      border-radius: ${({ theme }) => theme.radius};
    }
    th,
    td {
      display: flex;
      justify-content: space-between;
      gap: 12px;
      padding: 4px 0;
      border: 0;
      text-align: right;
    }
    tbody th {
      display: block;
      text-align: left;
      font-size: 1.05rem;
    }
    td[data-label]::before {
      content: attr(data-label);
      color: ${({ theme }) => theme.colors.muted};
      text-align: left;
      font-weight: normal;
      white-space: normal;
    }
  }
`;

export const Totals = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 6px 24px;
  max-width: 440px;
  margin: 0 0 24px auto;
  dt,
  dd {
    margin: 0;
  }
  dd {
    text-align: right;
    white-space: nowrap;
  }
  .grand {
    font-weight: 700;
    font-size: 1.1rem;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    padding-top: 6px;
  }
`;

export const Notice = styled.div<{ $tone?: Tone }>`
  padding: 16px;
  margin-bottom: 16px;
  border-left: 4px solid
    ${({ theme, $tone = 'warning' }) =>
      $tone === 'danger' ? theme.colors.danger : $tone === 'info' ? theme.colors.primary : theme.colors.warning};
  background: ${({ theme }) => theme.colors.surface};
  p {
    margin: 0 0 8px;
  }
  p:last-child {
    margin-bottom: 0;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;

export const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: flex-start;
  gap: 16px;
  margin-bottom: 24px;
  h1 {
    margin: 0 0 4px;
  }
  p {
    margin: 4px 0 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export const TextLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

/** Label–value pairs side by side (customer number, company, …). */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 6px 16px;
  margin: 0 0 16px;
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
  }
`;

/** Two columns from lg up (overview panels, profile parts). */
export const TwoColumns = styled.div`
  display: grid;
  gap: 24px;
  ${media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
