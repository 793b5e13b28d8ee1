import { defineMessage, defineMessages } from 'react-intl';

/** Texts of the checkout (SPEC §2 /checkout). Translations: translations/src/checkout.json. */
const plainMessages = defineMessages({
  title: { id: 'checkout.title', defaultMessage: 'Checkout' },
  emptyCart: { id: 'checkout.emptyCart', defaultMessage: 'Your cart is empty — there is nothing to check out yet.' },
  continueShopping: { id: 'checkout.continueShopping', defaultMessage: 'Continue shopping' },
  backToCart: { id: 'checkout.backToCart', defaultMessage: 'Back to the cart' },
  // Payment returns (VerifyPaymentRedirect → /checkout?payment=…)
  paymentDeclined: {
    id: 'checkout.payment.declined',
    defaultMessage: 'Your card was declined — choose another card or pay by invoice.',
  },
  paymentFailed: {
    id: 'checkout.payment.failed',
    defaultMessage: 'The card payment did not go through — try again or pay by invoice.',
  },
  paymentCanceled: {
    id: 'checkout.payment.canceled',
    defaultMessage: 'The card payment was cancelled — pay by card again or choose invoice.',
  },
  // Addresses
  billingAddress: { id: 'checkout.billingAddress', defaultMessage: 'Billing address' },
  billingAddressChoice: { id: 'checkout.billingAddressChoice', defaultMessage: 'Invoice to' },
  billingAddressInvalid: {
    id: 'checkout.billingAddressInvalid',
    defaultMessage: 'The billing address is incomplete. Please contact us to have it corrected.',
  },
  addressesFailed: {
    id: 'checkout.addressesFailed',
    defaultMessage: 'Your saved addresses could not be loaded. You can still type a delivery address.',
  },
  deliveryAddress: { id: 'checkout.deliveryAddress', defaultMessage: 'Delivery address' },
  deliverToBilling: { id: 'checkout.deliverToBilling', defaultMessage: 'The billing address' },
  deliverToOther: { id: 'checkout.deliverToOther', defaultMessage: 'Another address' },
  collectNoAddress: {
    id: 'checkout.collectNoAddress',
    defaultMessage: 'You collect the order, so no delivery address is used.',
  },
  company: { id: 'checkout.address.company', defaultMessage: 'Company' },
  name: { id: 'checkout.address.name', defaultMessage: 'Attention (name)' },
  address1: { id: 'checkout.address.address1', defaultMessage: 'Address' },
  address2: { id: 'checkout.address.address2', defaultMessage: 'Address, line 2' },
  zip: { id: 'checkout.address.zip', defaultMessage: 'Postcode' },
  city: { id: 'checkout.address.city', defaultMessage: 'City' },
  country: { id: 'checkout.address.country', defaultMessage: 'Country' },
  phone: { id: 'checkout.address.phone', defaultMessage: 'Phone' },
  email: { id: 'checkout.address.email', defaultMessage: 'E-mail' },
  optional: { id: 'checkout.optional', defaultMessage: '(optional)' },
  // Delivery
  deliveryMethod: { id: 'checkout.deliveryMethod', defaultMessage: 'Delivery method' },
  deliveryMethodsLoading: { id: 'checkout.deliveryMethodsLoading', defaultMessage: 'Finding delivery methods…' },
  deliveryMethodsFailed: { id: 'checkout.deliveryMethodsFailed', defaultMessage: 'The delivery methods could not be loaded.' },
  deliveryMethodsNone: { id: 'checkout.deliveryMethodsNone', defaultMessage: 'We do not deliver to this country.' },
  chooseDeliveryMethod: { id: 'checkout.chooseDeliveryMethod', defaultMessage: 'Choose a delivery method.' },
  deliveryOptions: { id: 'checkout.deliveryOptions', defaultMessage: 'Delivery options' },
  deliveryOptionsHint: {
    id: 'checkout.deliveryOptionsHint',
    defaultMessage: 'Choose a delivery method first. Changing the method resets these options.',
  },
  collectOrder: { id: 'checkout.collectOrder', defaultMessage: 'I collect the order myself' },
  freightOffer: { id: 'checkout.freightOffer', defaultMessage: 'Freight offer — we quote the freight price afterwards' },
  privateAddress: { id: 'checkout.privateAddress', defaultMessage: 'Delivery to a private address' },
  expectedDeliveryDate: { id: 'checkout.expectedDeliveryDate', defaultMessage: 'Expected delivery date' },
  // Payment
  paymentMethod: { id: 'checkout.paymentMethod', defaultMessage: 'Payment method' },
  paymentMethodsLoading: { id: 'checkout.paymentMethodsLoading', defaultMessage: 'Loading payment methods…' },
  paymentMethodsFailed: { id: 'checkout.paymentMethodsFailed', defaultMessage: 'The payment methods could not be loaded.' },
  choosePaymentMethod: { id: 'checkout.choosePaymentMethod', defaultMessage: 'Choose a payment method.' },
  cardHint: {
    id: 'checkout.cardHint',
    defaultMessage: 'You will be taken to the secure card payment page and then back to your receipt.',
  },
  // The card method of the sandbox provider (extraInfo.testMode): it moves no money.
  testMode: { id: 'checkout.testMode', defaultMessage: 'Test mode' },
  testModeHint: {
    id: 'checkout.testModeHint',
    defaultMessage: 'Test mode: no money is moved and no real card may be used. Pay with the test card 4242 4242 4242 4242.',
  },
  // Order details
  orderDetails: { id: 'checkout.orderDetails', defaultMessage: 'Order details' },
  reference: { id: 'checkout.reference', defaultMessage: 'Your reference' },
  referenceHint: {
    id: 'checkout.referenceHint',
    defaultMessage: 'Your own order reference, e.g. a purchase order or project number. It is printed on the invoice.',
  },
  comment: { id: 'checkout.comment', defaultMessage: 'Comment' },
  // Summary and placing the order
  summary: { id: 'checkout.summary', defaultMessage: 'Your order' },
  placeOrder: { id: 'checkout.placeOrder', defaultMessage: 'Place order' },
  waitingForConnection: {
    id: 'checkout.placeOrder.waitingForConnection',
    defaultMessage: 'The order can be placed when the connection to the shop returns and your cart is saved.',
  },
  companyViewer: {
    id: 'checkout.placeOrder.companyViewer',
    defaultMessage: 'Your role in the company is Viewer: you can see orders and documents, but not place orders.',
  },
  companyRequester: {
    id: 'checkout.placeOrder.companyRequester',
    defaultMessage: "Your role in the company is Requester: you cannot place the order yourself. Ask a buyer or your company's administrator to place it.",
  },
  sendForApproval: { id: 'checkout.placeOrder.sendForApproval', defaultMessage: 'Send for approval' },
  placing: { id: 'checkout.placing', defaultMessage: 'Placing your order…' },
  redirecting: { id: 'checkout.redirecting', defaultMessage: 'Taking you to the card payment…' },
  redirectLink: { id: 'checkout.redirectLink', defaultMessage: 'Nothing happens? Go to the card payment' },
  fixFields: { id: 'checkout.fixFields', defaultMessage: 'Please check the marked fields. Nothing you typed is lost.' },
  cartEmptyError: { id: 'checkout.cartEmptyError', defaultMessage: 'The cart is empty.' },
  alreadyOrdered: {
    id: 'checkout.alreadyOrdered',
    defaultMessage: 'This cart has already been ordered. Your orders are listed in the customer centre.',
  },
  unauthorized: { id: 'checkout.unauthorized', defaultMessage: 'Your session has ended. Please log in again.' },
  networkError: {
    id: 'checkout.networkError',
    defaultMessage: 'The server could not be reached. Check your connection and try again — your entries are kept.',
  },
  placeFailed: {
    id: 'checkout.placeFailed',
    defaultMessage: 'The order could not be placed. Please try again — your entries are kept.',
  },
});

/** Messages with values, defined one by one so that their values are typed. */
const fieldInvalid = defineMessage<{ field: string }>({ id: 'checkout.fieldInvalid', defaultMessage: 'Please fill in a valid {field}.' });
const freeAbove = defineMessage<{ amount: string }>({ id: 'checkout.freeAbove', defaultMessage: 'free above {amount}' });
const earliestDelivery = defineMessage<{ date: string }>({ id: 'checkout.earliestDelivery', defaultMessage: 'Earliest possible date: {date}' });
const deliveryDateTooEarly = defineMessage<{ date: string }>({
    id: 'checkout.deliveryDateTooEarly',
    defaultMessage: 'The delivery date is too early. Choose {date} or later.',
  });
const fee = defineMessage<{ amount: string }>({ id: 'checkout.fee', defaultMessage: 'fee {amount}' });
const itemCount = defineMessage<{ count: number }>({ id: 'checkout.itemCount', defaultMessage: '{count, plural, one {# item} other {# items}}' });

export const checkoutMessages = { ...plainMessages, fieldInvalid, freeAbove, earliestDelivery, deliveryDateTooEarly, fee, itemCount };
