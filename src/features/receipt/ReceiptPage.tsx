import { useEffect, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useSearchParams } from 'react-router';
import styled, { createGlobalStyle } from 'styled-components';
import type { Order, OrderLine, Price } from '../../api/commerceTypes';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useRoutePath } from '../../app/routePaths';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { Container } from '../../components/Container';
import { NavigationButton } from '../../components/NavigationButton';
import { Spinner } from '../../components/Spinner';
import { formatMoney, formatShortDate, formatTime, toCents } from '../../../common/format';
import { media } from '../../styles/theme';
import { AddressView, checkoutMessages, deliveryAddress, startCardPayment } from '../checkout';
import { selectVatMode, useCmsText } from '../website';
import { loadReceipt } from './loadReceipt';
import { receiptMessages as m } from './messages';
import { selectReceipt } from './receiptSlice';

/** Header, footer and the page's own buttons stay off paper. */
const PrintStyle = createGlobalStyle`
  @media print {
    header, footer, [data-print='hide'] { display: none !important; }
    main { padding: 0 !important; }
  }
`;

const Page = styled(Container)`
  padding-top: 24px;
  padding-bottom: 48px;
  h1 {
    margin: 0 0 4px;
    color: ${({ theme }) => theme.colors.primary};
  }
  h2 {
    margin: 0 0 8px;
    font-size: 1.1rem;
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: flex-start;
  gap: 16px;
  margin-bottom: 24px;
  p {
    margin: 4px 0 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const OrderNumber = styled.p`
  && {
    color: ${({ theme }) => theme.colors.text};
    font-size: 1.25rem;
    font-weight: 600;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const Cards = styled.div`
  display: grid;
  gap: 16px;
  margin-bottom: 24px;
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  section {
    padding: 16px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    break-inside: avoid;
  }
  p {
    margin: 0 0 4px;
  }
`;

const Status = styled.span<{ $tone: 'success' | 'warning' | 'danger' | 'neutral' }>`
  display: inline-block;
  margin-top: 4px;
  padding: 2px 10px;
  border-radius: 999px;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.white};
  background: ${({ theme, $tone }) => ($tone === 'neutral' ? theme.colors.primary : theme.colors[$tone])};
`;

/**
 * The order lines. On a phone the product's name gives way (its long words break) and the numbers keep their line:
 * a Finnish name's longest word made the table wider than the screen (issue 16).
 */
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin-bottom: 24px;
  caption {
    text-align: left;
    font-weight: 600;
    font-size: 1.1rem;
    margin-bottom: 8px;
  }
  th,
  td {
    padding: 8px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  th[scope='col']:not(:first-child),
  td {
    text-align: right;
  }
  td {
    white-space: nowrap;
  }
  tbody th {
    overflow-wrap: anywhere;
  }
  tbody th small {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
    font-weight: normal;
  }
  tr.sub th {
    padding-left: 28px;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.md - 1}px) {
    th,
    td {
      padding: 8px 4px;
    }
    .unit {
      display: none;
    }
  }
`;

const Totals = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 6px 24px;
  max-width: 420px;
  margin: 0 0 24px auto;
  dt,
  dd {
    margin: 0;
  }
  dd {
    text-align: right;
  }
  .grand {
    font-weight: 700;
    font-size: 1.15rem;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    padding-top: 6px;
  }
`;

const Notice = styled.div`
  padding: 16px;
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.surface};
  margin-bottom: 16px;
  p {
    margin: 0 0 12px;
  }
`;

const Comment = styled.p`
  white-space: pre-line;
`;

type Tone = 'success' | 'warning' | 'danger' | 'neutral';

type PaymentStateMessage = 'paid' | 'awaitingPayment' | 'paymentNotCompleted' | 'onAccount';

/** Paid / awaiting payment / on account / not completed, from the order's payment method and status. */
export function paymentState(order: Order): { message: PaymentStateMessage; tone: Tone } {
  switch (order.paymentStatus) {
    case 'succeeded':
      return { message: 'paid', tone: 'success' };
    case 'pending':
      return { message: 'awaitingPayment', tone: 'warning' };
    case 'declined':
    case 'failed':
    case 'canceled':
      return { message: 'paymentNotCompleted', tone: 'danger' };
    default:
      return order.status === 'PendingPayment'
        ? { message: 'awaitingPayment', tone: 'warning' }
        : { message: 'onAccount', tone: 'neutral' };
  }
}

const sumCents = (lines: readonly OrderLine[], pick: (line: OrderLine) => number) =>
  lines.reduce((sum, line) => sum + toCents(pick(line)), 0);

/** The amounts shown incl. VAT when the shop shows prices incl. VAT (the server's figures add up either way). */
function useShownAmount() {
  const withVat = useAppSelector(selectVatMode);
  return { withVat, shown: (price: Price) => (withVat ? price.priceWithVat : price.priceWithoutVat) };
}

function OrderLines({ order, intl }: { order: Order; intl: IntlShape }) {
  const { withVat, shown } = useShownAmount();
  const cms = useCmsText();
  const money = (amount: number) => formatMoney(amount, order.currencyCode);
  const products = order.lines.filter((line) => line.type === 'product');
  return (
    <Table>
      <caption>{intl.formatMessage(m.lines)}</caption>
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage(m.item)}</th>
          <th scope="col">{intl.formatMessage(m.quantity)}</th>
          <th scope="col" className="unit">
            {intl.formatMessage(withVat ? m.unitPriceInclVat : m.unitPrice)}
          </th>
          <th scope="col">{intl.formatMessage(withVat ? m.amountInclVat : m.amount)}</th>
        </tr>
      </thead>
      <tbody>
        {products.map((line) => (
          <tr key={line.id} className={line.parentId ? 'sub' : undefined}>
            <th scope="row">
              {line.text}
              <small>{intl.formatMessage(m.itemNumber, { productId: line.productKey.productId })}</small>
            </th>
            <td>
              {/* The unit's name as the cart shows it ('unit.PK' → 'Pakke'). */}
              {intl.formatNumber(line.quantity)} {cms(`unit.${line.productKey.unitOfMeasure}`, line.productKey.unitOfMeasure)}
            </td>
            <td className="unit">{money(shown(line.netUnitPrice))}</td>
            <td>{money(shown(line.netLinePrice))}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function OrderTotals({ order, intl }: { order: Order; intl: IntlShape }) {
  const { shown } = useShownAmount();
  const money = (amount: number) => formatMoney(amount, order.currencyCode);
  const products = order.lines.filter((line) => line.type === 'product');
  const generated = order.lines.filter((line) => line.type === 'generated');
  const rows: { key: string; label: string; amount: number }[] = [
    { key: 'subtotal', label: intl.formatMessage(m.subtotal), amount: sumCents(products, (l) => shown(l.linePrice)) / 100 },
  ];
  if (toCents(order.discount.priceWithoutVat) !== 0) {
    rows.push({ key: 'discount', label: intl.formatMessage(m.discount), amount: -shown(order.discount) });
  }
  for (const line of generated) rows.push({ key: `g-${line.id}`, label: line.text || line.id, amount: shown(line.netLinePrice) });
  rows.push({ key: 'freight', label: intl.formatMessage(m.freight), amount: shown(order.freight) });
  if (toCents(order.paymentFee.priceWithoutVat) !== 0) {
    rows.push({ key: 'paymentFee', label: intl.formatMessage(m.paymentFee), amount: shown(order.paymentFee) });
  }
  return (
    <section aria-labelledby="receipt-totals">
      <h2 id="receipt-totals">{intl.formatMessage(m.totals)}</h2>
      <Totals>
        {rows.map((row) => (
          <Row key={row.key} label={row.label}>
            {money(row.amount)}
          </Row>
        ))}
        <Row label={intl.formatMessage(m.totalExclVat)}>{money(order.totalNetPrice.priceWithoutVat)}</Row>
        <Row label={intl.formatMessage(m.vat)}>{money(order.totalNetPrice.vat)}</Row>
        <Row label={intl.formatMessage(m.totalInclVat)} className="grand">
          {money(order.totalNetPrice.priceWithVat)}
        </Row>
      </Totals>
    </section>
  );
}

function Row({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <>
      <dt className={className}>{label}</dt>
      <dd className={className}>{children}</dd>
    </>
  );
}

function Receipt({ order }: { order: Order }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const path = useRoutePath();
  const payment = paymentState(order);
  const options = order.shippingMethod?.extraInfo ?? {};
  const collected = options.collectOrder === true;
  const created = new Date(order.createdAt);
  return (
    <>
      <Head>
        <div>
          <h1>{intl.formatMessage(m.thanks)}</h1>
          <OrderNumber>{intl.formatMessage(m.orderNumber, { orderNumber: order.orderNumber })}</OrderNumber>
          {/* Issue 20: over a spending limit, or a requester's order: it waits for the company admin's approval. */}
          {order.status === 'PendingApproval' && (
            <p>
              <Status $tone="warning">{intl.formatMessage(m.awaitingApproval)}</Status>
            </p>
          )}
          <p>
            {intl.formatMessage(m.placed, {
              date: formatShortDate(created, intl.locale),
              time: formatTime(created, intl.locale),
              name: order.placedBy.repName
                ? intl.formatMessage(m.placedByRep, { rep: order.placedBy.repName, user: order.placedBy.name })
                : order.placedBy.name,
            })}
          </p>
        </div>
        <Actions data-print="hide">
          {/* Issue 20: a card order approved after it was placed (or a payment left unfinished) is paid from here. */}
          {order.status === 'PendingPayment' && order.paymentStatus !== 'succeeded' && (
            <NavigationButton onClick={() => void dispatch(startCardPayment(order.cartId))}>{intl.formatMessage(m.payNow)}</NavigationButton>
          )}
          <NavigationButton variant="secondary" onClick={() => window.print()}>
            {intl.formatMessage(m.print)}
          </NavigationButton>
          <NavigationButton variant="secondary" to={path('orders')}>
            {intl.formatMessage(m.toOrders)}
          </NavigationButton>
          <NavigationButton variant="secondary" to={path('home')}>
            {intl.formatMessage(m.continueShopping)}
          </NavigationButton>
        </Actions>
      </Head>
      <Cards>
        <section aria-labelledby="receipt-billing">
          <h2 id="receipt-billing">{intl.formatMessage(m.billingAddress)}</h2>
          <AddressView address={order.billingAddress} />
        </section>
        <section aria-labelledby="receipt-shipping">
          <h2 id="receipt-shipping">{intl.formatMessage(m.deliveryAddress)}</h2>
          {collected ? <p>{intl.formatMessage(m.collected)}</p> : <AddressView address={deliveryAddress(order)} />}
        </section>
        <section aria-labelledby="receipt-delivery">
          <h2 id="receipt-delivery">{intl.formatMessage(m.delivery)}</h2>
          <p>{order.shippingMethod?.name ?? intl.formatMessage(m.none)}</p>
          {collected && <p>{intl.formatMessage(checkoutMessages.collectOrder)}</p>}
          {options.freightOffer === true && <p>{intl.formatMessage(checkoutMessages.freightOffer)}</p>}
          {options.privateAddress === true && <p>{intl.formatMessage(checkoutMessages.privateAddress)}</p>}
          {order.expectedDeliveryDate && (
            <p>
              {intl.formatMessage(m.expectedDelivery, {
                date: formatShortDate(`${order.expectedDeliveryDate}T12:00:00`, intl.locale),
              })}
            </p>
          )}
        </section>
        <section aria-labelledby="receipt-payment">
          <h2 id="receipt-payment">{intl.formatMessage(m.payment)}</h2>
          <p>{order.paymentMethod?.name ?? intl.formatMessage(m.none)}</p>
          <Status $tone={payment.tone}>{intl.formatMessage(m[payment.message])}</Status>
        </section>
        {order.reference && (
          <section aria-labelledby="receipt-reference">
            <h2 id="receipt-reference">{intl.formatMessage(m.reference)}</h2>
            <p>{order.reference}</p>
          </section>
        )}
        {order.comment && (
          <section aria-labelledby="receipt-comment">
            <h2 id="receipt-comment">{intl.formatMessage(m.comment)}</h2>
            <Comment>{order.comment}</Comment>
          </section>
        )}
      </Cards>
      <OrderLines order={order} intl={intl} />
      <OrderTotals order={order} intl={intl} />
    </>
  );
}

/**
 * SPEC §2 Receipt (/checkout/kvittering?cartId=…): the order made from the cart, loaded by cart id. When it cannot
 * be shown the page says what is known — not found, or not loadable right now (the error itself is only logged).
 */
export default function ReceiptPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const path = useRoutePath();
  const [params] = useSearchParams();
  const cartId = params.get('cartId')?.trim() ?? '';
  const receipt = useAppSelector(selectReceipt);
  useDocumentTitle(intl.formatMessage(m.pageTitle));

  useEffect(() => {
    if (cartId) void dispatch(loadReceipt(cartId));
  }, [cartId, dispatch]);

  const current = receipt.cartId === cartId;
  const order = current ? receipt.order : null;
  let body: ReactNode;
  if (!cartId) {
    body = (
      <Notice role="status">
        <p>{intl.formatMessage(m.noOrder)}</p>
        <Actions>
          <NavigationButton variant="secondary" to={path('orders')}>
            {intl.formatMessage(m.toOrders)}
          </NavigationButton>
          <NavigationButton variant="secondary" to={path('home')}>
            {intl.formatMessage(m.continueShopping)}
          </NavigationButton>
        </Actions>
      </Notice>
    );
  } else if (order) {
    body = <Receipt order={order} />;
  } else if (current && receipt.status === 'error') {
    body = (
      <Notice role="alert">
        <p>{intl.formatMessage(receipt.error === 'notFound' ? m.notFound : m.failed)}</p>
        <Actions>
          {receipt.error === 'failed' && (
            <NavigationButton onClick={() => dispatch(loadReceipt(cartId))}>{intl.formatMessage(m.retry)}</NavigationButton>
          )}
          <NavigationButton variant="secondary" to={path('orders')}>
            {intl.formatMessage(m.toOrders)}
          </NavigationButton>
        </Actions>
      </Notice>
    );
  } else {
    body = (
      <p role="status">
        <Spinner size={18} decorative /> {intl.formatMessage(m.loading)}
      </p>
    );
  }
  return (
    <Page>
      <PrintStyle />
      {body}
    </Page>
  );
}
