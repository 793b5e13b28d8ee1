/**
 * The public entry of src/features/savedCarts (issue 20): what other features use of it. The saved carts page is a
 * screen of the customer centre's lazy chunk (customerCentre/screens.ts); 'Save cart' is used by the cart page (the
 * cart chunk). Neither is in the first load; webpack keeps out of a chunk what it does not use of this entry.
 */
export { SaveCartControl } from './SaveCartControl';
export { default as SavedCartsPage } from './SavedCartsPage';
