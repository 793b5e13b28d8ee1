/**
 * The cart's rules for adding lines (SPEC §4): the quantity rule and adding — for every place that adds to the cart
 * (product page, tiles, quick order, favourites, reorder). Who has a server cart and what a new cart starts from are
 * cartOwner.ts (the sagas of the first load need them, not these rules).
 */
import type { Product } from '../../api/types';
import type { AppDispatch, RootState } from '../../app/store';
import { pushEvent } from '../../lib/analytics';
import { toCents } from '../../../common/format';
import { quantityProblem, unitAllowsDecimals } from '../../../common/quantity';
import { productBrand } from '../product';
import { selectCurrencyCode } from '../website';
import { newCartArgs } from './cartOwner';
import { cartCreated, lineAdded, selectCart } from './cartSlice';

/** SPEC §4: when there is no cart, a new empty cart for the visitor (currency, the customer's billing address). */
export const ensureCart = () => (dispatch: AppDispatch, getState: () => RootState): void => {
  const state = getState();
  if (!selectCart(state)) dispatch(cartCreated(newCartArgs(state)));
};

/** One line to add: the product, its unit and variant, the quantity and the known unit price. */
export interface CartLineInput {
  product: Product;
  unitId: string;
  variantId: string | null;
  quantity: number;
  /** Unit price without the VAT display factor, when known (analytics value). */
  unitPrice: number | null;
}

export interface AddToCartArgs extends CartLineInput {
  /** Currency of unitPrice; the request currency when not given. */
  currencyCode?: string;
}

/**
 * The quantity rule of every place that adds lines is the shop's one (src/lib/quantity.ts, the server's too): a
 * positive number, whole unless the product's unit is sold by measure — the catalogue's flag `allowsDecimals` in the
 * product's units, never a list of unit ids — then at most MAX_QUANTITY_DECIMALS decimals.
 */
export {
  MAX_QUANTITY_DECIMALS,
  quantityProblem,
  unitAllowsDecimals,
  type QuantityProblem,
} from '../../../common/quantity';

/** The cart line text: the product name, with the variant name when there is one. */
export function lineText(product: Product, variantId: string | null): string {
  const variant = variantId ? product.variants.find((v) => v.id === variantId) : undefined;
  return variant ? `${product.name} – ${variant.name}` : product.name;
}

/**
 * SPEC §4 Cart lifecycle, add to cart, for one or many lines in one user action: makes sure a cart exists (else a
 * new empty cart with the customer's billing address), adds each line (merging by product, unit and variant; the line
 * keeps its unit's allowsDecimals for the cart's quantity field) — cartStorageSaga.ts saves it locally at once — and
 * pushes ONE add_to_cart analytics event with all items. Throws, adding nothing, when a quantity breaks
 * quantityProblem's rule for its unit. No lines → nothing happens.
 */
export const addLinesToCart =
  (lines: readonly CartLineInput[], currencyCode?: string) =>
  (dispatch: AppDispatch, getState: () => RootState): void => {
    const bad = lines.find((line) => quantityProblem(line.quantity, unitAllowsDecimals(line.product.units, line.unitId)) !== null);
    if (bad) throw new Error(`Invalid quantity: ${String(bad.quantity)} ${bad.unitId}`);
    if (lines.length === 0) return;
    const currency = currencyCode ?? selectCurrencyCode(getState());
    // The stored cart is loaded at start by cartStorageSaga; without one a new cart is created.
    dispatch(ensureCart());
    for (const { product, unitId, variantId, quantity } of lines) {
      dispatch(
        lineAdded({
          productKey: { productId: product.id, unitOfMeasure: unitId, variantId },
          quantity,
          text: lineText(product, variantId),
          allowsDecimals: unitAllowsDecimals(product.units, unitId),
        }),
      );
    }
    // The value in integer cents, so that many lines add up exactly.
    const value = lines.reduce((sum, line) => sum + (line.unitPrice === null ? 0 : toCents(line.unitPrice * line.quantity)), 0) / 100;
    pushEvent({
      event: 'add_to_cart',
      ecommerce: {
        currency,
        value,
        items: lines.map(({ product, variantId, quantity, unitPrice }) => {
          const brand = productBrand(product);
          return {
            item_id: product.id,
            item_name: product.name,
            ...(brand ? { item_brand: brand } : {}),
            // The variant id, as in the cart and purchase events (names differ per language).
            ...(variantId ? { item_variant: variantId } : {}),
            ...(unitPrice === null ? {} : { price: unitPrice }),
            quantity,
          };
        }),
      },
    });
  };

/** Adds one line (the product page): addLinesToCart with a single line. */
export const addToCart = ({ currencyCode, ...line }: AddToCartArgs) => addLinesToCart([line], currencyCode);
