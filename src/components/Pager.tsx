import { memo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import { pageLabel, pagerMessages } from './messages';
import { pageItems } from './paging';
import { formatDecimal } from '../../common/format';

const Nav = styled.nav`
  margin-top: 32px;
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const item = css<{ $current?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 40px;
  height: 40px;
  padding: 0 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme, $current }) => ($current ? theme.colors.primary : theme.colors.white)};
  color: ${({ theme, $current }) => ($current ? theme.colors.white : theme.colors.primary)};
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const PageLink = styled(Link)<{ $current?: boolean }>`
  ${item}
`;

const PageButton = styled.button<{ $current?: boolean }>`
  ${item}
`;

const Gap = styled.span`
  padding: 0 4px;
  color: ${({ theme }) => theme.colors.muted};
`;

export interface PagerProps {
  current: number;
  total: number;
  /** The page's link (page 1 without p), or null for a list without URL state (buttons). */
  hrefOf: (page: number) => string | null;
  onSelect: (page: number) => void;
}

/** Previous / next and page numbers with gaps; links carry ?p= and the active page has aria-current. */
export const Pager = memo(function Pager({ current, total, hrefOf, onSelect }: PagerProps) {
  const intl = useIntl();
  if (total <= 1) return null;

  const control = (page: number, content: ReactNode, label: string, isCurrent = false) => {
    const href = hrefOf(page);
    const common = {
      'aria-label': label,
      'aria-current': isCurrent ? ('page' as const) : undefined,
      $current: isCurrent,
    };
    return href !== null ? (
      <PageLink to={href} preventScrollReset defaultShouldRevalidate={false} onClick={() => onSelect(page)} {...common}>
        {content}
      </PageLink>
    ) : (
      <PageButton type="button" onClick={() => onSelect(page)} {...common}>
        {content}
      </PageButton>
    );
  };

  return (
    <Nav aria-label={intl.formatMessage(pagerMessages.pagination)}>
      <List>
        {current > 1 && (
          <li>
            {control(
              current - 1,
              <>
                <span aria-hidden="true">‹ </span>
                {intl.formatMessage(pagerMessages.previous)}
              </>,
              intl.formatMessage(pagerMessages.previousLabel),
            )}
          </li>
        )}
        {pageItems(current, total).map((entry, index) =>
          entry === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true">
              <Gap>…</Gap>
            </li>
          ) : (
            <li key={entry}>
              {control(entry, formatDecimal(entry, intl.locale), intl.formatMessage(pageLabel, { page: entry }), entry === current)}
            </li>
          ),
        )}
        {current < total && (
          <li>
            {control(
              current + 1,
              <>
                {intl.formatMessage(pagerMessages.next)}
                <span aria-hidden="true"> ›</span>
              </>,
              intl.formatMessage(pagerMessages.nextLabel),
            )}
          </li>
        )}
      </List>
    </Nav>
  );
});
