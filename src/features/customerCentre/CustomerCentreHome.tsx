import { useIntl } from 'react-intl';
import { shallowEqual } from 'react-redux';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { Invoice } from '../../api/customerCentreTypes';
import { useAppSelector } from '../../app/hooks';
import { useRoutePath, type RouteName } from '../../app/routePaths';
import { Spinner } from '../../components/Spinner';
import { formatMoney } from '../../../common/format';
import { media } from '../../styles/theme';
import { selectCustomer } from '../customer';
import { selectUser } from '../user';
import { selectAreaInfo } from '../website';
import { useGetInvoicesQuery, useGetOrdersWithPaginationQuery } from './customerCenterApi';
import { CustomerCentreLayout } from './CustomerCentreLayout';
import { messageOf } from './loaders';
import { m, mv } from './messages';
import { amountDueCents, documentDate, InvoiceStatusBadge, OrderStatusBadge } from './status';
import { ColumnHeads } from './DocumentParts';
import { DataTable, Facts, Muted, Notice, Section, TextLink, TwoColumns } from './styles';

/** Orders shown on the overview. */
export const RECENT_ORDERS = 5;
/** Open invoices listed on the overview (the amount due counts all of them). */
export const OPEN_INVOICES_SHOWN = 5;

const Tiles = styled.ul`
  display: grid;
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.xl} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  li {
    padding: 16px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
  }
  a {
    font-size: 1.1rem;
  }
  p {
    margin: 6px 0 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Due = styled.p`
  font-size: 1.4rem;
  font-weight: 700;
  margin: 0 0 4px;
`;

/** Σ amount due per currency of the open (and overdue) invoices, in cents. */
export function amountDueByCurrency(invoices: readonly Invoice[]): [string, number][] {
  const sums = new Map<string, number>();
  for (const invoice of invoices) {
    if (invoice.status === 'paid') continue;
    sums.set(invoice.currencyCode, (sums.get(invoice.currencyCode) ?? 0) + amountDueCents(invoice));
  }
  return [...sums.entries()];
}

function Loading() {
  const intl = useIntl();
  return (
    <p role="status">
      <Spinner size={16} decorative /> {intl.formatMessage(m.loading)}
    </p>
  );
}

function Failed({ error }: { error: unknown }) {
  const intl = useIntl();
  return (
    <Notice role="alert" $tone="danger">
      <p>{intl.formatMessage(m.listFailed)}</p>
      <p>{intl.formatMessage(mv.errorDetail, { message: messageOf(error) })}</p>
    </Notice>
  );
}

function RecentOrders() {
  const intl = useIntl();
  const path = useRoutePath();
  const areaInfo = useAppSelector(selectAreaInfo, shallowEqual);
  const { data, error, isLoading } = useGetOrdersWithPaginationQuery({
    pageSize: RECENT_ORDERS,
    pageNr: 1,
    body: { areaInfo, searchOptions: { includeLinesInResult: false } },
  });
  const labels = [m.orderNumber, m.date, m.status, m.totalExclVat].map((label) => intl.formatMessage(label));
  let body;
  if (isLoading) body = <Loading />;
  else if (error) body = <Failed error={error} />;
  else if (!data?.orders.length) body = <Muted>{intl.formatMessage(m.noOrdersYet)}</Muted>;
  else
    body = (
      <DataTable>
        <caption className="visually-hidden">{intl.formatMessage(m.recentOrders)}</caption>
        <ColumnHeads labels={labels} numeric={[3]} />
        <tbody>
          {data.orders.map((order) => (
            <tr key={order.id}>
              <th scope="row">
                <Link to={path('orderDetail', { id: order.id })}>{order.orderNumber}</Link>
              </th>
              <td data-label={labels[1]}>{documentDate(order.orderDate || order.createdAt, intl.locale)}</td>
              <td data-label={labels[2]}>
                <OrderStatusBadge order={order} />
              </td>
              <td data-label={labels[3]} className="num">
                {formatMoney(order.totalNetPrice.priceWithoutVat, order.currencyCode)}
              </td>
            </tr>
          ))}
        </tbody>
      </DataTable>
    );
  return (
    <Section aria-labelledby="cc-recent">
      <h2 id="cc-recent">{intl.formatMessage(m.recentOrders)}</h2>
      {body}
      <TextLink to={path('orders')}>{intl.formatMessage(m.allOrders)}</TextLink>
    </Section>
  );
}

function OpenInvoices() {
  const intl = useIntl();
  const path = useRoutePath();
  const areaInfo = useAppSelector(selectAreaInfo, shallowEqual);
  const { data, error, isLoading } = useGetInvoicesQuery({ areaInfo, searchOptions: { includeLinesInResult: false } });
  const open = (data?.invoices ?? []).filter((invoice) => invoice.status !== 'paid');
  // The oldest due date first: what to pay next.
  const shown = [...open].sort((a, b) => a.dueDate.localeCompare(b.dueDate)).slice(0, OPEN_INVOICES_SHOWN);
  const overdue = open.filter((invoice) => invoice.status === 'overdue').length;
  const labels = [m.invoiceNumber, m.dueDate, m.status, m.amountDue].map((label) => intl.formatMessage(label));
  let body;
  if (isLoading) body = <Loading />;
  else if (error) body = <Failed error={error} />;
  else if (open.length === 0) body = <Muted>{intl.formatMessage(m.noOpenInvoices)}</Muted>;
  else
    body = (
      <>
        <p>
          {intl.formatMessage(mv.openInvoiceCount, { count: open.length })}
          {overdue > 0 && <> — {intl.formatMessage(mv.overdueCount, { count: overdue })}</>}
        </p>
        <p>{intl.formatMessage(m.amountDue)}</p>
        {amountDueByCurrency(open).map(([currency, cents]) => (
          <Due key={currency}>{formatMoney(cents / 100, currency)}</Due>
        ))}
        <DataTable>
          <caption className="visually-hidden">{intl.formatMessage(m.openInvoices)}</caption>
          <ColumnHeads labels={labels} numeric={[3]} />
          <tbody>
            {shown.map((invoice) => (
              <tr key={invoice.id}>
                <th scope="row">
                  <Link to={path('invoiceDetail', { id: invoice.id })}>{invoice.invoiceNumber}</Link>
                </th>
                <td data-label={labels[1]}>{documentDate(invoice.dueDate, intl.locale)}</td>
                <td data-label={labels[2]}>
                  <InvoiceStatusBadge status={invoice.status} />
                </td>
                <td data-label={labels[3]} className="num">
                  {formatMoney(amountDueCents(invoice) / 100, invoice.currencyCode)}
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      </>
    );
  return (
    <Section aria-labelledby="cc-open">
      <h2 id="cc-open">{intl.formatMessage(m.openInvoices)}</h2>
      {body}
      <TextLink to={path('invoices')}>{intl.formatMessage(m.allInvoices)}</TextLink>
    </Section>
  );
}

const SECTION_TILES: { route: RouteName; label: keyof typeof m; text?: keyof typeof m }[] = [
  { route: 'orders', label: 'navOrders', text: 'ordersText' },
  { route: 'invoices', label: 'navInvoices', text: 'invoicesText' },
  { route: 'creditMemos', label: 'navCreditMemos', text: 'creditMemosText' },
  { route: 'favorites', label: 'navFavorites', text: 'favoritesText' },
  { route: 'savedCarts', label: 'navSavedCarts', text: 'savedCartsText' },
  // Issue 20: the company's quotes (src/features/quotes).
  { route: 'quotes', label: 'navQuotes', text: 'quotesText' },
  { route: 'profile', label: 'navProfile', text: 'profileText' },
  // Issue 20: for the company's admins only (as in the sections' navigation).
  { route: 'company', label: 'navCompany', text: 'companyText' },
  { route: 'approvals', label: 'navApprovals', text: 'approvalsText' },
  { route: 'changePassword', label: 'changePassword' },
];

/** SPEC §2 Customer centre home (/kundecenter, /customercenter): recent orders, open invoices, every section, you. */
export default function CustomerCentreHome() {
  const intl = useIntl();
  const path = useRoutePath();
  const user = useAppSelector(selectUser);
  const customer = useAppSelector(selectCustomer);
  const companyAdmin = user?.companyRole === 'admin' && !user.extraInfo.impersonatorName;
  const title = intl.formatMessage(m.title);
  const company = customer?.name || customer?.billingAddress.company || user?.extraInfo.customerName || '';
  const head = (
    <div>
      <h1>{title}</h1>
      {user && <p>{intl.formatMessage(mv.welcome, { name: user.name })}</p>}
      <Muted>{intl.formatMessage(m.homeIntro)}</Muted>
    </div>
  );
  return (
    <CustomerCentreLayout title={title} section="customerCenter" head={head}>
      <TwoColumns>
        <RecentOrders />
        <OpenInvoices />
      </TwoColumns>
      <TwoColumns>
        <Section aria-labelledby="cc-sections">
          <h2 id="cc-sections">{intl.formatMessage(m.sections)}</h2>
          <Tiles>
            {SECTION_TILES.filter((tile) => (tile.route !== 'company' && tile.route !== 'approvals') || companyAdmin).map((tile) => (
              <li key={tile.route}>
                <TextLink to={path(tile.route)}>{intl.formatMessage(m[tile.label])}</TextLink>
                {tile.text && <p>{intl.formatMessage(m[tile.text])}</p>}
              </li>
            ))}
          </Tiles>
        </Section>
        <Section aria-labelledby="cc-you">
          <h2 id="cc-you">{intl.formatMessage(m.yourDetails)}</h2>
          <Facts>
            {company && (
              <>
                <dt>{intl.formatMessage(m.company)}</dt>
                <dd>{company}</dd>
              </>
            )}
            {(customer?.customerNumber || user?.customerNumber) && (
              <>
                <dt>{intl.formatMessage(m.customerNumber)}</dt>
                <dd>{customer?.customerNumber || user?.customerNumber}</dd>
              </>
            )}
            {user && (
              <>
                <dt>{intl.formatMessage(m.name)}</dt>
                <dd>{user.name}</dd>
              </>
            )}
            {user?.extraInfo.username && (
              <>
                <dt>{intl.formatMessage(m.email)}</dt>
                <dd>{user.extraInfo.username}</dd>
              </>
            )}
          </Facts>
          <TextLink to={path('profile')}>{intl.formatMessage(m.showProfile)}</TextLink>
        </Section>
      </TwoColumns>
    </CustomerCentreLayout>
  );
}
