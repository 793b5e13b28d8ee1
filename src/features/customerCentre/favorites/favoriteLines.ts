import type { FavoriteListLine } from '../../../api/accountTypes';
import type { AreaInfo, PriceKey, Product } from '../../../api/types';
import type { AppDispatch } from '../../../app/store';
import { isApiError } from '../../../api/apiError';
import type { CartLineInput } from '../../cart';
import { quantityProblem, unitAllowsDecimals } from '../../cart';
import { PRODUCT_CART_LOOKUP_TEMPLATE, productApi } from '../../product';

/** A line's identity: product, variant (or none) and unit (docs/account-api.md). */
export const lineKey = (line: Pick<FavoriteListLine, 'productId' | 'variantId' | 'unitOfMeasure'>) =>
  `${line.productId}\u0000${line.variantId ?? ''}\u0000${line.unitOfMeasure}`;

export const priceKeyOf = (line: FavoriteListLine): PriceKey => ({
  productId: line.productId,
  variantId: line.variantId,
  unitOfMeasure: line.unitOfMeasure,
});

/** Why a line cannot be bought any more. */
export type LineProblem = 'discontinued' | 'unitGone' | 'variantGone';

/** The product of a line, or why it is not available: the catalogue no longer has it, its unit or its variant. */
export function resolveLine(
  line: FavoriteListLine,
  products: Readonly<Record<string, Product>>,
): { product: Product; problem: null } | { product: Product | null; problem: LineProblem } {
  const product = products[line.productId];
  if (!product) return { product: null, problem: 'discontinued' };
  if (product.units.length > 0 && !product.units.some((unit) => unit.unitId === line.unitOfMeasure)) {
    return { product, problem: 'unitGone' };
  }
  if (line.variantId && !product.variants.some((variant) => variant.id === line.variantId)) {
    return { product, problem: 'variantGone' };
  }
  return { product, problem: null };
}

/** GetProductsByIds takes at most this many ids per call (server MAX_IDS). */
export const PRODUCT_BATCH = 200;

/**
 * The products of these ids, in batches of PRODUCT_BATCH. A batch none of whose ids exists answers 404 'Not Found'
 * (SPEC §8): those products are simply missing (discontinued). Other errors reject.
 */
export async function fetchProducts(
  dispatch: AppDispatch,
  area: AreaInfo,
  ids: readonly string[],
): Promise<Record<string, Product>> {
  const unique = [...new Set(ids)];
  const batches: string[][] = [];
  for (let i = 0; i < unique.length; i += PRODUCT_BATCH) batches.push(unique.slice(i, i + PRODUCT_BATCH));
  const answers = await Promise.all(
    batches.map(async (batch) => {
      const request = dispatch(productApi.endpoints.getProductsByIds.initiate({ area, ids: batch, lookupTemplate: PRODUCT_CART_LOOKUP_TEMPLATE }, { subscribe: false }));
      try {
        return (await request.unwrap()).items;
      } catch (err) {
        if (isApiError(err) && err.status === 404) return {};
        throw err;
      }
    }),
  );
  return Object.assign({}, ...answers) as Record<string, Product>;
}

/** The quantity a line goes to the cart with: the one typed on the page, else the remembered one, else 1. */
export function lineQuantity(line: FavoriteListLine, typed: Readonly<Record<string, number>>): number {
  return typed[lineKey(line)] ?? line.quantity ?? 1;
}

/**
 * The cart lines of favourite lines: every available line with its quantity; the others are counted as skipped.
 * unitPriceOf gives the known net unit price (analytics), or null.
 */
export function cartLinesOf(
  lines: readonly FavoriteListLine[],
  products: Readonly<Record<string, Product>>,
  typed: Readonly<Record<string, number>>,
  unitPriceOf: (line: FavoriteListLine) => number | null,
): { lines: CartLineInput[]; skipped: number } {
  const out: CartLineInput[] = [];
  let skipped = 0;
  for (const line of lines) {
    const { product, problem } = resolveLine(line, products);
    const quantity = lineQuantity(line, typed);
    if (problem || !product || quantityProblem(quantity, unitAllowsDecimals(product.units, line.unitOfMeasure)) !== null) {
      skipped += 1;
      continue;
    }
    out.push({ product, unitId: line.unitOfMeasure, variantId: line.variantId, quantity, unitPrice: unitPriceOf(line) });
  }
  return { lines: out, skipped };
}
