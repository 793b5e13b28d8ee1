import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useAppSelector } from '../../app/hooks';
import { useRoutePath, type RouteName } from '../../app/routePaths';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { Container } from '../../components/Container';
import { media } from '../../styles/theme';
import { selectIsImpersonating, selectUser } from '../user';
import { m } from './messages';

const Page = styled(Container)`
  padding-top: 24px;
  padding-bottom: 48px;
  h1 {
    margin: 0 0 8px;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Nav = styled.nav`
  margin-bottom: 24px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ul {
    display: flex;
    gap: 4px;
    margin: 0;
    padding: 0;
    list-style: none;
    overflow-x: auto;
  }
  a {
    display: block;
    padding: 10px 12px;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    white-space: nowrap;
    border-bottom: 3px solid transparent;
    ${media.md} {
      padding: 10px 16px;
    }
  }
  a:hover,
  a:focus-visible {
    color: ${({ theme }) => theme.colors.primary};
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

const SECTIONS: { route: RouteName; label: keyof typeof m }[] = [
  { route: 'customerCenter', label: 'navOverview' },
  { route: 'orders', label: 'navOrders' },
  { route: 'invoices', label: 'navInvoices' },
  { route: 'creditMemos', label: 'navCreditMemos' },
  { route: 'favorites', label: 'navFavorites' },
  { route: 'savedCarts', label: 'navSavedCarts' },
  // Issue 20: the company's quotes (src/features/quotes).
  { route: 'quotes', label: 'navQuotes' },
  { route: 'profile', label: 'navProfile' },
  // Issue 20: for the company's admins only (not a sales rep acting for one).
  { route: 'company', label: 'navCompany' },
  { route: 'approvals', label: 'navApprovals' },
];

export interface CustomerCentreLayoutProps {
  /** The page's h1 and document title. */
  title: string;
  /** The section the page belongs to (the detail pages belong to their list). */
  section: RouteName;
  /** Under the heading: actions, dates, … */
  head?: ReactNode;
  children: ReactNode;
}

/** The frame of every customer-centre page: the sections' navigation, the heading and the page's title. */
export function CustomerCentreLayout({ title, section, head, children }: CustomerCentreLayoutProps) {
  const intl = useIntl();
  const path = useRoutePath();
  const companyAdmin = useAppSelector((state) => selectUser(state)?.companyRole === 'admin' && !selectIsImpersonating(state));
  useDocumentTitle(title);
  return (
    <Page>
      <Nav aria-label={intl.formatMessage(m.navLabel)}>
        <ul>
          {SECTIONS.filter((entry) => (entry.route !== 'company' && entry.route !== 'approvals') || companyAdmin).map((entry) => (
            <li key={entry.route}>
              <Link to={path(entry.route)} aria-current={entry.route === section ? 'page' : undefined}>
                {intl.formatMessage(m[entry.label])}
              </Link>
            </li>
          ))}
        </ul>
      </Nav>
      {head ?? <h1>{title}</h1>}
      {children}
    </Page>
  );
}
