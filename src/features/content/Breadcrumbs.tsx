import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { Page } from '../../api/types';
import { useAppSelector } from '../../app/hooks';
import { makeSelectBreadcrumbs } from '../menu';
import { breadcrumbMessages } from './blocks/messages';

const Nav = styled.nav`
  padding-block: 12px;
  font-size: 0.875rem;
`;

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 0;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: inline-flex;
  align-items: center;
  min-width: 0;

  a {
    color: ${({ theme }) => theme.colors.primary};
  }

  [aria-current='page'] {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Separator = styled.span`
  margin-inline: 8px;
  color: ${({ theme }) => theme.colors.muted};
`;

export interface BreadcrumbsProps {
  page: Page | null;
  /** The current path (location.pathname). */
  url: string;
}

/**
 * SPEC §2 breadcrumbs from the menu tree (makeSelectBreadcrumbs): a 'Breadcrumb' navigation landmark with an
 * ordered list; the last crumb is the current page (aria-current, not a link). Nothing without crumbs.
 */
export function Breadcrumbs({ page, url }: BreadcrumbsProps) {
  const intl = useIntl();
  const selectBreadcrumbs = useMemo(makeSelectBreadcrumbs, []);
  const crumbs = useAppSelector((state) => selectBreadcrumbs(state, page, url));
  if (crumbs.length === 0) return null;
  return (
    <Nav aria-label={intl.formatMessage(breadcrumbMessages.label)}>
      <List>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <Item key={`${crumb.id}:${index}`}>
              {index > 0 && <Separator aria-hidden="true">/</Separator>}
              {last ? <span aria-current="page">{crumb.name}</span> : <Link to={crumb.url}>{crumb.name}</Link>}
            </Item>
          );
        })}
      </List>
    </Nav>
  );
}

export default Breadcrumbs;
