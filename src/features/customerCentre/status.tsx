import { useIntl, type MessageDescriptor } from 'react-intl';
import type { Order, OrderTransferStatus } from '../../api/commerceTypes';
import type { Invoice, InvoiceStatus } from '../../api/customerCentreTypes';
import { formatShortDate } from '../../lib/format';
import { m } from './messages';
import { Badge, type Tone } from './styles';

/** SPEC §3 Order transfer status: the customer's words for it, a colour and a sentence that explains it. */
export const TRANSFER_STATUS: Record<OrderTransferStatus, { label: MessageDescriptor; about: MessageDescriptor; tone: Tone }> = {
  PendingPayment: { label: m.statusPendingPayment, about: m.aboutPendingPayment, tone: 'warning' },
  PendingApproval: { label: m.statusPendingApproval, about: m.aboutPendingApproval, tone: 'warning' },
  PendingTransfer: { label: m.statusPendingTransfer, about: m.aboutPendingTransfer, tone: 'info' },
  Transferred: { label: m.statusTransferred, about: m.aboutTransferred, tone: 'success' },
  ErrorInTransfer: { label: m.statusErrorInTransfer, about: m.aboutErrorInTransfer, tone: 'warning' },
  Rejected: { label: m.statusRejected, about: m.aboutRejected, tone: 'danger' },
};

export const INVOICE_STATUS: Record<InvoiceStatus, { label: MessageDescriptor; tone: Tone }> = {
  open: { label: m.invoiceOpen, tone: 'info' },
  paid: { label: m.invoicePaid, tone: 'success' },
  overdue: { label: m.invoiceOverdue, tone: 'danger' },
};

export function TransferStatusBadge({ status }: { status: OrderTransferStatus }) {
  const intl = useIntl();
  const entry = TRANSFER_STATUS[status] ?? { label: m.none, tone: 'neutral' as const };
  return (
    <Badge $tone={entry.tone} data-status={status}>
      {intl.formatMessage(entry.label)}
    </Badge>
  );
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
