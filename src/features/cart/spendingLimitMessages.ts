import { defineMessage, defineMessages } from 'react-intl';

const monthLeft = defineMessage<{ amount: string; limit: string }>({
  id: 'cart.limits.monthLeft',
  defaultMessage: '{amount} left this month (monthly limit {limit}, excl. VAT)',
});
const orderLimit = defineMessage<{ limit: string }>({ id: 'cart.limits.orderLimit', defaultMessage: 'Your limit per order: {limit} excl. VAT' });

/** Texts of the spending-limit notice in the cart and the checkout (issue 20). Translations: translations/src/cart.json. */
export const spendingLimitMessages = {
  ...defineMessages({
    heading: { id: 'cart.limits.heading', defaultMessage: 'Your spending limits' },
    requester: { id: 'cart.limits.requester', defaultMessage: "Your order is sent to your company's administrator for approval before it is placed with us." },
    overOrder: { id: 'cart.limits.overOrder', defaultMessage: "This order is over your limit per order: it waits for your company administrator's approval before it is sent." },
    overMonth: { id: 'cart.limits.overMonth', defaultMessage: "With this order you are over your monthly limit: it waits for your company administrator's approval before it is sent." },
    cardLater: { id: 'cart.limits.card', defaultMessage: 'You pay by card once the order is approved: we e-mail you, and you pay from the order confirmation.' },
  }),
  monthLeft,
  orderLimit,
};
