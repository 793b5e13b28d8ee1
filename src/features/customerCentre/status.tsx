import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { CustomerOrderStatus, Order, OrderPlacedBy } from '../../api/commerceTypes';
import type { Invoice, InvoiceStatus } from '../../api/customerCentreTypes';
import { formatShortDate } from '../../../common/format';
import { m, mv } from './messages';
import { Badge, type Tone } from './styles';

/**
 * The buyer's order status (Order.customerStatus: one code the server derives from the transfer status and the
 * order's documents, server/services/orders/status.ts): the words for it, a colour and a sentence that explains it.
 */
export const ORDER_STATUS: Record<CustomerOrderStatus, { label: MessageDescriptor; about: MessageDescriptor; tone: Tone }> = {
  received: { label: m.orderStatusReceived, about: m.aboutReceived, tone: 'info' },
  awaitingApproval: { label: m.orderStatusAwaitingApproval, about: m.aboutAwaitingApproval, tone: 'warning' },
  awaitingPayment: { label: m.orderStatusAwaitingPayment, about: m.aboutAwaitingPayment, tone: 'warning' },
  inProgress: { label: m.orderStatusInProgress, about: m.aboutInProgress, tone: 'info' },
  shipped: { label: m.orderStatusShipped, about: m.aboutShipped, tone: 'success' },
  invoiced: { label: m.orderStatusInvoiced, about: m.aboutInvoiced, tone: 'success' },
  rejected: { label: m.orderStatusRejected, about: m.aboutRejected, tone: 'danger' },
};

export const INVOICE_STATUS: Record<InvoiceStatus, { label: MessageDescriptor; tone: Tone }> = {
  open: { label: m.invoiceOpen, tone: 'info' },
  paid: { label: m.invoicePaid, tone: 'success' },
  overdue: { label: m.invoiceOverdue, tone: 'danger' },
};

/** The order's status for the buyer as a badge (data-status: the code). */
export function OrderStatusBadge({ order }: { order: Pick<Order, 'customerStatus'> }) {
  const intl = useIntl();
  const entry = ORDER_STATUS[order.customerStatus] ?? { label: m.none, tone: 'neutral' as const };
  return (
    <Badge $tone={entry.tone} data-status={order.customerStatus}>
      {intl.formatMessage(entry.label)}
    </Badge>
  );
}

/** Who placed the order, in the page's language: the user, or '<rep> on behalf of <user>'. */
export function placedByText(intl: IntlShape, placedBy: OrderPlacedBy): string {
  return placedBy.repName ? intl.formatMessage(mv.placedByRep, { rep: placedBy.repName, user: placedBy.name }) : placedBy.name;
}

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const intl = useIntl();
  const entry = INVOICE_STATUS[status] ?? { label: m.none, tone: 'neutral' as const };
  return (
    <Badge $tone={entry.tone} data-status={status}>
      {intl.formatMessage(entry.label)}
    </Badge>
  );
}

export type PaymentStateMessage = 'paid' | 'awaitingPayment' | 'paymentNotCompleted' | 'onAccount';

/**
 * How the order is paid, for the customer: by card (paid, awaiting, not completed) or on account. The receipt
 * shows the same (its texts belong to the checkout's message group, these to the customer centre's).
 */
export function paymentState(order: Pick<Order, 'paymentStatus' | 'status'>): { message: PaymentStateMessage; tone: Tone } {
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
      return order.status === 'PendingPayment' ? { message: 'awaitingPayment', tone: 'warning' } : { message: 'onAccount', tone: 'neutral' };
  }
}

/** A document date 'YYYY-MM-DD' as a SPEC §9 short date (read at noon, so no time zone moves it to another day). */
export function documentDate(date: string, locale: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? formatShortDate(`${date}T12:00:00`, locale) : formatShortDate(date, locale);
}

/** What is left to pay of an invoice, in cents: the amount incl. VAT less what its credit memos credited; 0 when paid. */
export function amountDueCents(invoice: Pick<Invoice, 'status' | 'total' | 'creditedAmount'>): number {
  if (invoice.status === 'paid') return 0;
  const cents = Math.round(invoice.total.priceWithVat * 100) - Math.round((invoice.creditedAmount ?? 0) * 100);
  return Math.max(0, cents);
}
