import { useIntl } from 'react-intl';
import type { CreditMemo } from '../../api/customerCentreTypes';
import { useRoutePath } from '../../app/routePaths';
import { NavigationButton } from '../../components/NavigationButton';
import { formatMoney } from '../../../common/format';
import { AddressView } from '../checkout';
import { selectCreditMemos } from '../creditMemos';
import { CustomerCentreLayout } from './CustomerCentreLayout';
import { DetailScreen } from './DetailScreen';
import { DocumentLinesTable, RelatedDocuments, TotalRow, VatSummaryTable } from './DocumentParts';
import { loadCreditMemo } from './loaders';
import { m, mv } from './messages';
import { PdfButton } from './PdfButton';
import { documentDate } from './status';
import { Actions, Cards, Head, Section, TextLink, Totals } from './styles';

function CreditMemoDetail({ memo }: { memo: CreditMemo }) {
  const intl = useIntl();
  const path = useRoutePath();
  const money = (amount: number) => formatMoney(amount, memo.currencyCode);
  const title = intl.formatMessage(mv.creditMemoTitle, { number: memo.creditMemoNumber });

  const head = (
    <Head>
      <div>
        <h1>{title}</h1>
        <p>{intl.formatMessage(mv.creditMemoDated, { date: documentDate(memo.creditMemoDate, intl.locale) })}</p>
        <p>
          <TextLink to={path('invoiceDetail', { id: memo.invoice.id })}>
            {intl.formatMessage(mv.forInvoice, { number: memo.invoice.number })}
          </TextLink>
        </p>
      </div>
      <Actions>
        <PdfButton
          invoiceId={memo.invoice.id}
          creditMemoId={memo.id}
          documentName={title}
          fileName={`creditmemo-${memo.creditMemoNumber}.pdf`}
        />
        <NavigationButton variant="secondary" to={path('creditMemos')}>
          {intl.formatMessage(m.backToCreditMemos)}
        </NavigationButton>
      </Actions>
    </Head>
  );

  return (
    <CustomerCentreLayout title={title} section="creditMemos" head={head}>
      <Cards>
        <section aria-labelledby="cc-billing">
          <h2 id="cc-billing">{intl.formatMessage(m.billingAddress)}</h2>
          <AddressView address={memo.billingAddress} />
        </section>
        <section aria-labelledby="cc-reason">
          <h2 id="cc-reason">{intl.formatMessage(m.reason)}</h2>
          <p>{memo.reasonText}</p>
          {memo.comment && <p style={{ whiteSpace: 'pre-line' }}>{memo.comment}</p>}
        </section>
        {memo.reference && (
          <section aria-labelledby="cc-reference">
            <h2 id="cc-reference">{intl.formatMessage(m.reference)}</h2>
            <p>{memo.reference}</p>
          </section>
        )}
      </Cards>
      <DocumentLinesTable lines={memo.lines} currencyCode={memo.currencyCode} caption={intl.formatMessage(m.lines)} />
      <VatSummaryTable lines={memo.vatSummary} currencyCode={memo.currencyCode} />
      <Section aria-labelledby="cc-totals">
        <h2 id="cc-totals">{intl.formatMessage(m.totals)}</h2>
        <Totals>
          <TotalRow label={intl.formatMessage(m.totalExclVat)}>{money(memo.total.priceWithoutVat)}</TotalRow>
          <TotalRow label={intl.formatMessage(m.vat)}>{money(memo.total.vat)}</TotalRow>
          <TotalRow label={intl.formatMessage(m.totalCredited)} className="grand">
            {money(memo.total.priceWithVat)}
          </TotalRow>
        </Totals>
      </Section>
      <RelatedDocuments
        groups={[
          {
            key: 'invoice',
            heading: intl.formatMessage(m.relatedInvoices),
            detailRoute: 'invoiceDetail',
            links: [memo.invoice],
            empty: intl.formatMessage(m.none),
          },
          {
            key: 'orders',
            heading: intl.formatMessage(m.relatedOrders),
            detailRoute: 'orderDetail',
            links: memo.orders,
            empty: intl.formatMessage(m.none),
          },
        ]}
      />
    </CustomerCentreLayout>
  );
}

/** SPEC §2 Credit memo detail (/kundecenter/kreditnotaer/{id}): the credited lines, VAT, totals, its invoice, the PDF. */
export default function CreditMemoDetailPage() {
  return (
    <DetailScreen
      section="creditMemos"
      title={m.creditMemosTitle}
      notFound={m.creditMemoNotFound}
      back={m.backToCreditMemos}
      select={selectCreditMemos}
      load={loadCreditMemo}
    >
      {(memo) => <CreditMemoDetail memo={memo} />}
    </DetailScreen>
  );
}
