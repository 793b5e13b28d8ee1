/**
 * The public entry of src/features/savedCarts (issue 20): what other features use of it. The saved carts page loads
 * as a chunk of its own through import() (src/app/routes.tsx); 'Save cart' is used by the cart page (the cart chunk).
 */
export { SaveCartControl } from './SaveCartControl';
