import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Invoice } from '../../api/customerCentreTypes';
import { useRoutePath } from '../../app/routePaths';
import { formatMoney } from '../../../common/format';
import { selectInvoices } from '../invoices';
import { ListScreen, type Column } from './ListScreen';
import { loadInvoices } from './loaders';
import { m, mv } from './messages';
import { amountDueCents, documentDate, InvoiceStatusBadge } from './status';

const COLUMNS: Column[] = [
  { key: 'number', label: m.invoiceNumber },
  { key: 'date', label: m.date },
  { key: 'due', label: m.dueDate },
  { key: 'status', label: m.status },
  { key: 'gross', label: m.totalInclVat, numeric: true },
  { key: 'amountDue', label: m.amountDue, numeric: true },
];

/** SPEC §2 Invoices list (/kundecenter/fakturaer): paged, searchable, with the payment status of each invoice. */
export default function InvoicesPage() {
  const intl = useIntl();
  const path = useRoutePath();
  return (
    <ListScreen<Invoice>
      section="invoices"
      title={m.invoicesTitle}
      caption={mv.invoicesCaption}
      empty={m.noInvoices}
      columns={COLUMNS}
      select={selectInvoices}
      load={loadInvoices}
      rowKey={(invoice) => invoice.id}
      renderRow={(invoice, labels) => (
        <>
          <th scope="row">
            <Link to={path('invoiceDetail', { id: invoice.id })}>{invoice.invoiceNumber}</Link>
          </th>
          <td data-label={labels[1]}>{documentDate(invoice.invoiceDate, intl.locale)}</td>
          <td data-label={labels[2]}>{documentDate(invoice.dueDate, intl.locale)}</td>
          <td data-label={labels[3]}>
            <InvoiceStatusBadge status={invoice.status} />
          </td>
          <td data-label={labels[4]} className="num">
            {formatMoney(invoice.total.priceWithVat, invoice.currencyCode)}
          </td>
          <td data-label={labels[5]} className="num">
            {formatMoney(amountDueCents(invoice) / 100, invoice.currencyCode)}
          </td>
        </>
      )}
    />
  );
}
