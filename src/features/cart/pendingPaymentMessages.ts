import { defineMessage, defineMessages } from 'react-intl';

/**
 * Texts of the notice about a card payment the customer left unfinished (PendingPaymentNotice, on the cart and checkout
 * pages). Translations: translations/src/checkout.json.
 */
const plainMessages = defineMessages({
  heading: { id: 'checkout.pendingPayment.heading', defaultMessage: 'Card payment not finished' },
  hint: {
    id: 'checkout.pendingPayment.hint',
    defaultMessage: 'Continue to the payment, or cancel it to change your cart or pay by invoice.',
  },
  continuePayment: { id: 'checkout.pendingPayment.continue', defaultMessage: 'Continue to payment' },
  cancelPayment: { id: 'checkout.pendingPayment.cancel', defaultMessage: 'Cancel card payment' },
  canceling: { id: 'checkout.pendingPayment.canceling', defaultMessage: 'Cancelling the card payment…' },
  canceledHeading: { id: 'checkout.pendingPayment.canceledHeading', defaultMessage: 'Card payment cancelled' },
  showOrder: { id: 'checkout.pendingPayment.showOrder', defaultMessage: 'See the order' },
  cancelFailed: {
    id: 'checkout.pendingPayment.cancelFailed',
    defaultMessage: 'The card payment could not be cancelled just now. Please try again.',
  },
});

/** Messages with values, defined one by one so that their values are typed. */
const waiting = defineMessage<{ orderNumber: string; amount: string }>({
  id: 'checkout.pendingPayment.waiting',
  defaultMessage: 'Order {orderNumber} ({amount}) is waiting for your card payment.',
});
const canceled = defineMessage<{ orderNumber: string }>({
  id: 'checkout.pendingPayment.canceled',
  defaultMessage: 'Order {orderNumber} is cancelled and your cart is back. Change it, or choose another payment method such as invoice.',
});
const alreadyPaid = defineMessage<{ orderNumber: string }>({
  id: 'checkout.pendingPayment.alreadyPaid',
  defaultMessage: 'The card payment for order {orderNumber} has already gone through — the order is placed.',
});

export const pendingPaymentMessages = { ...plainMessages, waiting, canceled, alreadyPaid };
