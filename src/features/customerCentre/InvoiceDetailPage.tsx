import { useIntl } from 'react-intl';
import type { Invoice } from '../../api/customerCentreTypes';
import { useRoutePath } from '../../app/routePaths';
import { NavigationButton } from '../../components/NavigationButton';
import { formatMoney, formatShortDate } from '../../../common/format';
import { AddressView, hasAddress } from '../checkout';
import { selectInvoices } from '../invoices';
import { CustomerCentreLayout } from './CustomerCentreLayout';
import { DetailScreen } from './DetailScreen';
import { DocumentLinesTable, RelatedDocuments, TotalRow, VatSummaryTable } from './DocumentParts';
import { listSearch, NO_FILTERS } from './listQuery';
import { loadInvoice } from './loaders';
import { m, mv } from './messages';
import { PdfButton } from './PdfButton';
import { amountDueCents, documentDate, InvoiceStatusBadge } from './status';
import { Actions, Cards, Head, Section, Totals } from './styles';

function InvoiceDetail({ invoice }: { invoice: Invoice }) {
  const intl = useIntl();
  const path = useRoutePath();
  const money = (amount: number) => formatMoney(amount, invoice.currencyCode);
  const title = intl.formatMessage(mv.invoiceTitle, { number: invoice.invoiceNumber });
  const linked = (route: 'orders' | 'creditMemos') =>
    `${path(route)}${listSearch({ ...NO_FILTERS, linkId: invoice.id, linkNumber: invoice.invoiceNumber })}`;

  const head = (
    <Head>
      <div>
        <h1>{title}</h1>
        <p>
          {intl.formatMessage(mv.invoiceDated, { date: documentDate(invoice.invoiceDate, intl.locale) })} ·{' '}
          {intl.formatMessage(mv.dueOn, { date: documentDate(invoice.dueDate, intl.locale) })}
        </p>
        <p>
          <InvoiceStatusBadge status={invoice.status} />{' '}
          {invoice.paidAt && intl.formatMessage(mv.paidOn, { date: formatShortDate(invoice.paidAt, intl.locale) })}
        </p>
      </div>
      <Actions>
        <PdfButton invoiceId={invoice.id} documentName={title} fileName={`invoice-${invoice.invoiceNumber}.pdf`} />
        <NavigationButton variant="secondary" to={path('invoices')}>
          {intl.formatMessage(m.backToInvoices)}
        </NavigationButton>
      </Actions>
    </Head>
  );

  return (
    <CustomerCentreLayout title={title} section="invoices" head={head}>
      <Cards>
        <section aria-labelledby="cc-billing">
          <h2 id="cc-billing">{intl.formatMessage(m.billingAddress)}</h2>
          <AddressView address={invoice.billingAddress} />
        </section>
        {/* Empty only when the goods were collected: then there is no delivery address to show. */}
        {hasAddress(invoice.shippingAddress) && (
          <section aria-labelledby="cc-shipping">
            <h2 id="cc-shipping">{intl.formatMessage(m.deliveryAddress)}</h2>
            <AddressView address={invoice.shippingAddress} />
          </section>
        )}
        <section aria-labelledby="cc-terms">
          <h2 id="cc-terms">{intl.formatMessage(m.paymentTerms)}</h2>
          <p>{invoice.paymentTerms.text}</p>
          <p>{intl.formatMessage(mv.dueOn, { date: documentDate(invoice.dueDate, intl.locale) })}</p>
        </section>
        {(invoice.reference || invoice.comment) && (
          <section aria-labelledby="cc-reference">
            <h2 id="cc-reference">{intl.formatMessage(m.reference)}</h2>
            {invoice.reference && <p>{invoice.reference}</p>}
            {invoice.comment && <p style={{ whiteSpace: 'pre-line' }}>{invoice.comment}</p>}
          </section>
        )}
      </Cards>
      <DocumentLinesTable lines={invoice.lines} currencyCode={invoice.currencyCode} caption={intl.formatMessage(m.lines)} />
      <VatSummaryTable lines={invoice.vatSummary} currencyCode={invoice.currencyCode} />
      <Section aria-labelledby="cc-totals">
        <h2 id="cc-totals">{intl.formatMessage(m.totals)}</h2>
        <Totals>
          <TotalRow label={intl.formatMessage(m.totalExclVat)}>{money(invoice.total.priceWithoutVat)}</TotalRow>
          <TotalRow label={intl.formatMessage(m.vat)}>{money(invoice.total.vat)}</TotalRow>
          <TotalRow label={intl.formatMessage(m.totalInclVat)} className="grand">
            {money(invoice.total.priceWithVat)}
          </TotalRow>
          {invoice.creditedAmount > 0 && <TotalRow label={intl.formatMessage(m.credited)}>{money(-invoice.creditedAmount)}</TotalRow>}
          <TotalRow label={intl.formatMessage(m.amountDue)} className="grand">
            {money(amountDueCents(invoice) / 100)}
          </TotalRow>
        </Totals>
      </Section>
      <RelatedDocuments
        groups={[
          {
            key: 'orders',
            heading: intl.formatMessage(m.relatedOrders),
            detailRoute: 'orderDetail',
            links: invoice.orders,
            empty: intl.formatMessage(m.none),
            listLink: { to: linked('orders'), label: intl.formatMessage(mv.showOrdersOf, { number: invoice.invoiceNumber }) },
          },
          {
            key: 'creditMemos',
            heading: intl.formatMessage(m.relatedCreditMemos),
            detailRoute: 'creditMemoDetail',
            links: invoice.creditMemos,
            empty: intl.formatMessage(m.noCreditMemosYet),
            listLink: { to: linked('creditMemos'), label: intl.formatMessage(mv.showCreditMemosOf, { number: invoice.invoiceNumber }) },
          },
        ]}
      />
    </CustomerCentreLayout>
  );
}

/** SPEC §2 Invoice detail (/kundecenter/fakturaer/{id}): lines, VAT summary, totals, status, links and the PDF. */
export default function InvoiceDetailPage() {
  return (
    <DetailScreen section="invoices" title={m.invoicesTitle} notFound={m.invoiceNotFound} back={m.backToInvoices} select={selectInvoices} load={loadInvoice}>
      {(invoice) => <InvoiceDetail invoice={invoice} />}
    </DetailScreen>
  );
}
