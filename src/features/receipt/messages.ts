import { defineMessage, defineMessages } from 'react-intl';

/** Texts of the receipt (SPEC §2 /checkout/kvittering). Translations: translations/src/checkout.json. */
const plainMessages = defineMessages({
  pageTitle: { id: 'checkout.receipt.pageTitle', defaultMessage: 'Order confirmation' },
  thanks: { id: 'checkout.receipt.thanks', defaultMessage: 'Thank you for your order' },
  payNow: { id: 'checkout.receipt.payNow', defaultMessage: 'Pay now by card' },
  awaitingApproval: {
    id: 'checkout.receipt.awaitingApproval',
    defaultMessage: "Your order is waiting for approval by your company's administrator. It is sent on once it is approved; you get an e-mail if it is rejected.",
  },
  loading: { id: 'checkout.receipt.loading', defaultMessage: 'Loading your order…' },
  noOrder: { id: 'checkout.receipt.noOrder', defaultMessage: 'There is no order to show here.' },
  notFound: {
    id: 'checkout.receipt.notFound',
    defaultMessage: 'We could not find an order for this cart. Your orders are listed in the customer centre.',
  },
  failed: {
    id: 'checkout.receipt.failed',
    defaultMessage:
      'We could not show your order right now. This does not affect an order you have placed — try again, or find it under your orders in the customer centre.',
  },
  retry: { id: 'checkout.receipt.retry', defaultMessage: 'Try again' },
  toOrders: { id: 'checkout.receipt.toOrders', defaultMessage: 'See your orders' },
  continueShopping: { id: 'checkout.receipt.continueShopping', defaultMessage: 'Continue shopping' },
  print: { id: 'checkout.receipt.print', defaultMessage: 'Print' },
  lines: { id: 'checkout.receipt.lines', defaultMessage: 'Order lines' },
  item: { id: 'checkout.receipt.item', defaultMessage: 'Item' },
  quantity: { id: 'checkout.receipt.quantity', defaultMessage: 'Quantity' },
  unitPrice: { id: 'checkout.receipt.unitPrice', defaultMessage: 'Unit price' },
  amount: { id: 'checkout.receipt.amount', defaultMessage: 'Amount' },
  unitPriceInclVat: { id: 'checkout.receipt.unitPriceInclVat', defaultMessage: 'Unit price incl. VAT' },
  amountInclVat: { id: 'checkout.receipt.amountInclVat', defaultMessage: 'Amount incl. VAT' },
  totals: { id: 'checkout.receipt.totals', defaultMessage: 'Totals' },
  subtotal: { id: 'checkout.receipt.subtotal', defaultMessage: 'Subtotal' },
  discount: { id: 'checkout.receipt.discount', defaultMessage: 'Discount' },
  freight: { id: 'checkout.receipt.freight', defaultMessage: 'Freight' },
  paymentFee: { id: 'checkout.receipt.paymentFee', defaultMessage: 'Payment fee' },
  totalExclVat: { id: 'checkout.receipt.totalExclVat', defaultMessage: 'Total excl. VAT' },
  vat: { id: 'checkout.receipt.vat', defaultMessage: 'VAT' },
  totalInclVat: { id: 'checkout.receipt.totalInclVat', defaultMessage: 'Total incl. VAT' },
  billingAddress: { id: 'checkout.receipt.billingAddress', defaultMessage: 'Billing address' },
  deliveryAddress: { id: 'checkout.receipt.deliveryAddress', defaultMessage: 'Delivery address' },
  collected: { id: 'checkout.receipt.collected', defaultMessage: 'You collect the order — no delivery address.' },
  delivery: { id: 'checkout.receipt.delivery', defaultMessage: 'Delivery' },
  payment: { id: 'checkout.receipt.payment', defaultMessage: 'Payment' },
  paid: { id: 'checkout.receipt.paid', defaultMessage: 'Paid' },
  awaitingPayment: { id: 'checkout.receipt.awaitingPayment', defaultMessage: 'Awaiting payment' },
  onAccount: { id: 'checkout.receipt.onAccount', defaultMessage: 'Invoiced on account' },
  paymentNotCompleted: { id: 'checkout.receipt.paymentNotCompleted', defaultMessage: 'Payment not completed' },
  reference: { id: 'checkout.receipt.reference', defaultMessage: 'Your reference' },
  comment: { id: 'checkout.receipt.comment', defaultMessage: 'Comment' },
  none: { id: 'checkout.receipt.none', defaultMessage: '—' },
});

/** Messages with values, defined one by one so that their values are typed. */
const orderNumber = defineMessage<{ orderNumber: string }>({ id: 'checkout.receipt.orderNumber', defaultMessage: 'Order number {orderNumber}' });
const placed = defineMessage<{ date: string; time: string; name: string }>({ id: 'checkout.receipt.placed', defaultMessage: 'Placed on {date} at {time} by {name}' });
const placedByRep = defineMessage<{ rep: string; user: string }>({ id: 'checkout.receipt.placedByRep', defaultMessage: '{rep} on behalf of {user}' });
const itemNumber = defineMessage<{ productId: string }>({ id: 'checkout.receipt.itemNumber', defaultMessage: 'Item no. {productId}' });
const expectedDelivery = defineMessage<{ date: string }>({ id: 'checkout.receipt.expectedDelivery', defaultMessage: 'Expected delivery: {date}' });

export const receiptMessages = { ...plainMessages, orderNumber, placed, placedByRep, itemNumber, expectedDelivery };
