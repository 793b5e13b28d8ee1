/**
 * The public entry of src/features/checkout: what other features and the app use of it (eslint.config.mjs,
 * boundaries/feature-entry). Screens and lazily loaded parts are not here: they load as chunks of their own
 * through import() (src/app/routes.tsx), and webpack keeps out of a chunk whatever of this entry it does not use.
 */
export { AddressView, deliveryAddress, hasAddress } from './AddressView';
export { checkoutApi, useGetAddressesQuery } from './checkoutApi';
export { startFreshCart } from './freshCart';
export { checkoutMessages } from './messages';
// Issue 20: the receipt's 'Pay now' of a card order approved after it was placed.
export { startCardPayment } from './orderConversion';
