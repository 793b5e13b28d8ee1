import type { Product } from '../../api/types';
import type { AppDispatch, RootState } from '../../app/store';
import { pushEvent } from '../../lib/analytics';
import { cartCreated, lineAdded, selectCart } from '../cart/cartSlice';
import { selectCustomer } from '../customer/customerSlice';
import { selectCurrencyCode } from '../website/websiteSlice';
import { productBrand } from './specs';

export interface AddToCartArgs {
  product: Product;
  unitId: string;
  variantId: string | null;
  quantity: number;
  /** Unit price without the VAT display factor, when known (analytics value). */
  unitPrice: number | null;
  /** Currency of unitPrice; the request currency when not given. */
  currencyCode?: string;
}

/** The cart line text: the product name, with the variant name when there is one. */
export function lineText(product: Product, variantId: string | null): string {
  const variant = variantId ? product.variants.find((v) => v.id === variantId) : undefined;
  return variant ? `${product.name} – ${variant.name}` : product.name;
}

/**
 * SPEC §4 Cart lifecycle, add to cart: makes sure a cart exists (else a new empty cart with the customer's billing
 * address), adds the line (merging by product, unit and variant) — cartStorageSaga saves it locally at once — and
 * pushes the add_to_cart analytics event. Throws when the quantity is not a whole number ≥ 1.
 */
export const addToCart =
  ({ product, unitId, variantId, quantity, unitPrice, currencyCode }: AddToCartArgs) =>
  (dispatch: AppDispatch, getState: () => RootState): void => {
    if (!Number.isSafeInteger(quantity) || quantity < 1) throw new Error(`Invalid quantity: ${String(quantity)}`);
    const state = getState();
    const currency = currencyCode ?? selectCurrencyCode(state);
    // The stored cart is loaded at start by cartStorageSaga; without one a new cart is created.
    if (!selectCart(state)) {
      dispatch(cartCreated({ currencyCode: selectCurrencyCode(state), billingAddress: selectCustomer(state)?.billingAddress ?? null }));
    }
    dispatch(
      lineAdded({
        productKey: { productId: product.id, unitOfMeasure: unitId, variantId },
        quantity,
        text: lineText(product, variantId),
      }),
    );
    const brand = productBrand(product);
    const variant = variantId ? product.variants.find((v) => v.id === variantId)?.name : undefined;
    pushEvent({
      event: 'add_to_cart',
      ecommerce: {
        currency,
        value: unitPrice === null ? 0 : Math.round(unitPrice * quantity * 100) / 100,
        items: [
          {
            item_id: product.id,
            item_name: product.name,
            ...(brand ? { item_brand: brand } : {}),
            ...(variant ? { item_variant: variant } : {}),
            ...(unitPrice === null ? {} : { price: unitPrice }),
            quantity,
          },
        ],
      },
    });
  };
