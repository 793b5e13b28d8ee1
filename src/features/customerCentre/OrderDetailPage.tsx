import { useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { OrderLine } from '../../api/commerceTypes';
import type { CustomerCentreOrder } from '../../api/customerCentreTypes';
import { useRoutePath } from '../../app/routePaths';
import { NavigationButton } from '../../components/NavigationButton';
import { formatMoney, formatShortDate, formatTime, toCents } from '../../../common/format';
import { AddressView, deliveryAddress } from '../checkout';
import { selectOrders } from '../orders';
import { CustomerCentreLayout } from './CustomerCentreLayout';
import { DetailScreen } from './DetailScreen';
import { ColumnHeads, LineItemCells, RelatedDocuments, TotalRow, useShownAmount } from './DocumentParts';
import { listSearch, NO_FILTERS } from './listQuery';
import { loadOrder } from './loaders';
import { m, mv } from './messages';
import { OrderShipments } from './OrderShipments';
import { ReorderPreview } from './ReorderPreview';
import { documentDate, ORDER_STATUS, OrderStatusBadge, paymentState, placedByText } from './status';
import { Actions, Badge, Cards, DataTable, Head, Section, Totals } from './styles';

const sumCents = (lines: readonly OrderLine[], pick: (line: OrderLine) => number) =>
  lines.reduce((sum, line) => sum + toCents(pick(line)), 0);

function OrderLinesTable({ order, intl }: { order: CustomerCentreOrder; intl: IntlShape }) {
  const { withVat, shown } = useShownAmount();
  const money = (amount: number) => formatMoney(amount, order.currencyCode);
  const labels = [m.item, m.quantity, withVat ? m.unitPriceInclVat : m.unitPrice, withVat ? m.amountInclVat : m.amount].map((label) =>
    intl.formatMessage(label),
  );
  return (
    <DataTable>
      <caption>{intl.formatMessage(m.lines)}</caption>
      <ColumnHeads labels={labels} numeric={[1, 2, 3]} />
      <tbody>
        {order.lines
          .filter((line) => line.type === 'product')
          .map((line, index) => (
            <tr key={line.id || index}>
              <LineItemCells line={line} quantityLabel={labels[1]!} />
              <td data-label={labels[2]} className="num">
                {money(shown(line.netUnitPrice))}
              </td>
              <td data-label={labels[3]} className="num">
                {money(shown(line.netLinePrice))}
              </td>
            </tr>
          ))}
      </tbody>
    </DataTable>
  );
}

/**
 * Subtotal, discount, fee lines, freight, payment fee (excl. or incl. VAT, as the lines), then the total excl. VAT,
 * the VAT and the total incl. VAT.
 */
function OrderTotals({ order, intl }: { order: CustomerCentreOrder; intl: IntlShape }) {
  const { shown } = useShownAmount();
  const money = (amount: number) => formatMoney(amount, order.currencyCode);
  const products = order.lines.filter((line) => line.type === 'product');
  const generated = order.lines.filter((line) => line.type === 'generated');
  const rows = [{ key: 'subtotal', label: intl.formatMessage(m.subtotal), amount: sumCents(products, (l) => shown(l.linePrice)) / 100 }];
  if (toCents(order.discount.priceWithoutVat) !== 0) rows.push({ key: 'discount', label: intl.formatMessage(m.discount), amount: -shown(order.discount) });
  generated.forEach((line, index) => rows.push({ key: `g-${line.id || index}`, label: line.text || line.id, amount: shown(line.netLinePrice) }));
  rows.push({ key: 'freight', label: intl.formatMessage(m.freight), amount: shown(order.freight) });
  if (toCents(order.paymentFee.priceWithoutVat) !== 0) rows.push({ key: 'fee', label: intl.formatMessage(m.paymentFee), amount: shown(order.paymentFee) });
  return (
    <Section aria-labelledby="cc-totals">
      <h2 id="cc-totals">{intl.formatMessage(m.totals)}</h2>
      <Totals>
        {rows.map((row) => (
          <TotalRow key={row.key} label={row.label}>
            {money(row.amount)}
          </TotalRow>
        ))}
        <TotalRow label={intl.formatMessage(m.totalExclVat)}>{money(order.totalNetPrice.priceWithoutVat)}</TotalRow>
        <TotalRow label={intl.formatMessage(m.vat)}>{money(order.totalNetPrice.vat)}</TotalRow>
        <TotalRow label={intl.formatMessage(m.totalInclVat)} className="grand">
          {money(order.totalNetPrice.priceWithVat)}
        </TotalRow>
      </Totals>
    </Section>
  );
}

/** The order's cards: addresses, delivery, payment, reference and comment. */
function OrderCards({ order }: { order: CustomerCentreOrder }) {
  const intl = useIntl();
  const payment = paymentState(order);
  const options = order.shippingMethod?.extraInfo ?? {};
  const collected = options.collectOrder === true;
  return (
    <Cards>
      <section aria-labelledby="cc-billing">
        <h2 id="cc-billing">{intl.formatMessage(m.billingAddress)}</h2>
        <AddressView address={order.billingAddress} />
      </section>
      <section aria-labelledby="cc-shipping">
        <h2 id="cc-shipping">{intl.formatMessage(m.deliveryAddress)}</h2>
        {collected ? <p>{intl.formatMessage(m.collected)}</p> : <AddressView address={deliveryAddress(order)} />}
      </section>
      <section aria-labelledby="cc-delivery">
        <h2 id="cc-delivery">{intl.formatMessage(m.delivery)}</h2>
        <p>{order.shippingMethod?.name ?? intl.formatMessage(m.none)}</p>
        {options.freightOffer === true && <p>{intl.formatMessage(m.freightOffer)}</p>}
        {options.privateAddress === true && <p>{intl.formatMessage(m.privateAddress)}</p>}
        {order.expectedDeliveryDate && (
          <p>{intl.formatMessage(mv.expectedDelivery, { date: documentDate(order.expectedDeliveryDate, intl.locale) })}</p>
        )}
      </section>
      <section aria-labelledby="cc-payment">
        <h2 id="cc-payment">{intl.formatMessage(m.payment)}</h2>
        <p>{order.paymentMethod?.name ?? intl.formatMessage(m.none)}</p>
        <Badge $tone={payment.tone}>{intl.formatMessage(m[payment.message])}</Badge>
      </section>
      {order.reference && (
        <section aria-labelledby="cc-reference">
          <h2 id="cc-reference">{intl.formatMessage(m.reference)}</h2>
          <p>{order.reference}</p>
        </section>
      )}
      {order.comment && (
        <section aria-labelledby="cc-comment">
          <h2 id="cc-comment">{intl.formatMessage(m.comment)}</h2>
          <p style={{ whiteSpace: 'pre-line' }}>{order.comment}</p>
        </section>
      )}
    </Cards>
  );
}

function OrderDetail({ order }: { order: CustomerCentreOrder }) {
  const intl = useIntl();
  const path = useRoutePath();
  const [reordering, setReordering] = useState(false);
  const title = intl.formatMessage(mv.orderTitle, { number: order.orderNumber });
  const created = new Date(order.createdAt);
  const status = ORDER_STATUS[order.customerStatus];
  const firstInvoice = order.invoices[0];

  const head = (
    <Head>
      <div>
        <h1>{title}</h1>
        <p>
          {intl.formatMessage(mv.placed, {
            date: formatShortDate(created, intl.locale),
            time: formatTime(created, intl.locale),
            name: placedByText(intl, order.placedBy),
          })}
        </p>
        <p>
          <OrderStatusBadge order={order} /> {status && intl.formatMessage(status.about)}
        </p>
      </div>
      <Actions>
        <NavigationButton onClick={() => setReordering(true)} disabled={reordering}>
          {intl.formatMessage(m.reorder)}
        </NavigationButton>
        <NavigationButton variant="secondary" to={path('orders')}>
          {intl.formatMessage(m.backToOrders)}
        </NavigationButton>
      </Actions>
    </Head>
  );

  return (
    <CustomerCentreLayout title={title} section="orders" head={head}>
      {reordering && <ReorderPreview order={order} onClose={() => setReordering(false)} />}
      <OrderCards order={order} />
      <OrderLinesTable order={order} intl={intl} />
      <OrderTotals order={order} intl={intl} />
      <OrderShipments order={order} />
      <RelatedDocuments
        groups={[
          {
            key: 'invoices',
            heading: intl.formatMessage(m.relatedInvoices),
            detailRoute: 'invoiceDetail',
            links: order.invoices,
            empty: intl.formatMessage(m.notInvoicedYet),
            listLink: {
              to: `${path('invoices')}${listSearch({ ...NO_FILTERS, linkId: order.id, linkNumber: order.orderNumber })}`,
              label: intl.formatMessage(mv.showInvoicesOf, { number: order.orderNumber }),
            },
          },
          {
            key: 'creditMemos',
            heading: intl.formatMessage(m.relatedCreditMemos),
            detailRoute: 'creditMemoDetail',
            links: order.creditMemos,
            empty: intl.formatMessage(m.noCreditMemosYet),
            ...(firstInvoice
              ? {
                  listLink: {
                    to: `${path('creditMemos')}${listSearch({ ...NO_FILTERS, linkId: order.id, linkNumber: order.orderNumber })}`,
                    label: intl.formatMessage(mv.showCreditMemosOfOrder, { number: order.orderNumber }),
                  },
                }
              : {}),
          },
        ]}
      />
    </CustomerCentreLayout>
  );
}

/** SPEC §2 Order detail (/kundecenter/ordrer/{id}): lines, totals, VAT, addresses, status, links — and reorder. */
export default function OrderDetailPage() {
  return (
    <DetailScreen section="orders" title={m.ordersTitle} notFound={m.orderNotFound} back={m.backToOrders} select={selectOrders} load={loadOrder}>
      {(order) => <OrderDetail order={order} />}
    </DetailScreen>
  );
}
