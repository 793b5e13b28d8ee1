import { defineMessage, defineMessages } from 'react-intl';

/** Texts of the cart page, the mini-cart and the cart summary panel. Translations: translations/src/cart.json. */
const plainMessages = defineMessages({
  title: { id: 'cart.page.title', defaultMessage: 'Cart' },
  metaDescription: {
    id: 'cart.page.metaDescription',
    defaultMessage: 'Your cart: change quantities, see your own prices, freight and delivery, and go on to checkout.',
  },
  linesHeading: { id: 'cart.page.linesHeading', defaultMessage: 'Products' },
  summaryHeading: { id: 'cart.page.summaryHeading', defaultMessage: 'Order summary' },
  empty: { id: 'cart.page.empty', defaultMessage: 'Your cart is empty.' },
  emptyHint: {
    id: 'cart.page.emptyHint',
    defaultMessage: 'Find products through the menu or the search, or add item numbers with quick order.',
  },
  continueShopping: { id: 'cart.page.continueShopping', defaultMessage: 'Continue shopping' },
  emptyCart: { id: 'cart.page.emptyCart', defaultMessage: 'Empty cart' },
  emptyCartQuestion: { id: 'cart.page.emptyCartQuestion', defaultMessage: 'Remove all products from the cart?' },
  emptyCartConfirm: { id: 'cart.page.emptyCartConfirm', defaultMessage: 'Yes, empty the cart' },
  cancel: { id: 'cart.page.cancel', defaultMessage: 'Cancel' },
  goToCheckout: { id: 'cart.page.goToCheckout', defaultMessage: 'Go to checkout' },
  fallbackNotice: {
    id: 'cart.page.fallbackNotice',
    defaultMessage: 'Your own prices cannot be fetched right now, so list prices are shown. They may differ from the prices on your order.',
  },
  unitPrice: { id: 'cart.line.unitPrice', defaultMessage: 'Unit price' },
  lineTotal: { id: 'cart.line.total', defaultMessage: 'Amount' },
  priceNotCalculated: { id: 'cart.line.priceNotCalculated', defaultMessage: 'Price is being calculated' },
  subtotal: { id: 'cart.summary.subtotal', defaultMessage: 'Subtotal' },
  discount: { id: 'cart.summary.discount', defaultMessage: 'Discount' },
  freight: { id: 'cart.summary.freight', defaultMessage: 'Freight' },
  freightNotChosen: { id: 'cart.summary.freightNotChosen', defaultMessage: 'Chosen at checkout' },
  freightFree: { id: 'cart.summary.freightFree', defaultMessage: 'Free' },
  weefee: { id: 'cart.summary.weefee', defaultMessage: 'Environmental fee (WEEE)' },
  packagingFee: { id: 'cart.summary.packagingFee', defaultMessage: 'Packaging fee' },
  chemicalsFee: { id: 'cart.summary.chemicalsFee', defaultMessage: 'Chemicals fee' },
  privateDelivery: { id: 'cart.summary.privateDelivery', defaultMessage: 'Delivery to a private address' },
  paymentFee: { id: 'cart.summary.paymentFee', defaultMessage: 'Payment fee' },
  totalInclVat: { id: 'cart.summary.totalInclVat', defaultMessage: 'Total incl. VAT' },
  totalExclVat: { id: 'cart.summary.totalExclVat', defaultMessage: 'Total excl. VAT' },
  calculating: { id: 'cart.summary.calculating', defaultMessage: 'Calculating prices…' },
  notCalculated: { id: 'cart.summary.notCalculated', defaultMessage: 'The prices are updated in a moment.' },
  calculationFailed: { id: 'cart.summary.calculationFailed', defaultMessage: 'The prices could not be calculated.' },
  retry: { id: 'cart.summary.retry', defaultMessage: 'Try again' },
  unconfirmed: {
    id: 'cart.summary.unconfirmed',
    defaultMessage: 'Not yet confirmed: these amounts are from before your latest changes. They are updated when the connection returns.',
  },
  waitingForConnection: {
    id: 'cart.summary.waitingForConnection',
    defaultMessage: 'The prices are updated when the connection returns.',
  },
  unauthorized: {
    id: 'cart.summary.unauthorized',
    defaultMessage: 'You are no longer logged in, so the cart has been reset. Log in again to see your prices.',
  },
  alreadyOrdered: {
    id: 'cart.summary.alreadyOrdered',
    defaultMessage: 'This cart has already been ordered. A new, empty cart has been started.',
  },
  miniCartTitle: { id: 'cart.mini.title', defaultMessage: 'Your order' },
  miniCartClose: { id: 'cart.mini.close', defaultMessage: 'Close' },
  showCart: { id: 'cart.mini.showCart', defaultMessage: 'Show cart' },
});

/** Messages with values, defined one by one so that their values are typed. */
const quantityFor = defineMessage<{ name: string }>({
  id: 'cart.line.quantityFor',
  defaultMessage: 'Quantity of {name}',
});
const unit = defineMessage<{ unit: string }>({ id: 'cart.line.unit', defaultMessage: 'Unit: {unit}' });
const itemNumber = defineMessage<{ id: string }>({ id: 'cart.line.itemNumber', defaultMessage: 'Item no. {id}' });
const remove = defineMessage<{ name: string }>({ id: 'cart.line.remove', defaultMessage: 'Remove {name}' });
const removed = defineMessage<{ name: string }>({
  id: 'cart.line.removed',
  defaultMessage: '{name} was removed from the cart.',
});
const subLinesOf = defineMessage<{ name: string }>({ id: 'cart.line.subLinesOf', defaultMessage: 'Belongs to {name}' });
const freightWith = defineMessage<{ method: string }>({ id: 'cart.summary.freightWith', defaultMessage: 'Freight ({method})' });
/** The products (lines) in the cart, as the header badge counts them. */
const itemCount = defineMessage<{ count: number }>({
  id: 'cart.mini.itemCount',
  defaultMessage: '{count, plural, one {# item} other {# items}} in the cart',
});

/** A mini-cart line's quantity with its unit: '12,5 Meter'. */
const lineQuantity = defineMessage<{ quantity: string; unit: string }>({
  id: 'cart.mini.lineQuantity',
  defaultMessage: '{quantity} {unit}',
});
const moreLines = defineMessage<{ count: number }>({
  id: 'cart.mini.moreLines',
  defaultMessage: '{count, plural, one {# more product} other {# more products}} in the cart',
});

export const cartMessages = {
  ...plainMessages,
  quantityFor,
  unit,
  itemNumber,
  remove,
  removed,
  subLinesOf,
  freightWith,
  itemCount,
  lineQuantity,
  moreLines,
};
