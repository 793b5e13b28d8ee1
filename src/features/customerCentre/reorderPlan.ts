/**
 * Reorder with a preview: what each line of an earlier order would be today — can it still be bought, and at what
 * price — before anything goes into the cart.
 */
import type { OrderLine } from '../../api/commerceTypes';
import type { PriceKey, Product } from '../../api/types';
import { toCents } from '../../../common/format';
import type { CartLineInput } from '../cart';
import { quantityProblem, soldUnits, unitAllowsDecimals } from '../cart';
import type { PriceItemState } from '../price';
import { priceForQuantity } from '../price';

/**
 * Why a line cannot be bought any more:
 * - productGone: GetProductsByIds does not return the product (discontinued, removed);
 * - variantGone: the product no longer has the line's variant;
 * - unitGone: the product is no longer sold in the line's unit;
 * - quantity: the quantity is not one the unit allows any more (e.g. decimals in a unit sold whole);
 * - noPrice: the customer has no price for it today (the price store answered without it, or failed).
 */
export type UnavailableReason = 'productGone' | 'variantGone' | 'unitGone' | 'quantity' | 'noPrice';

export type ReorderVerdict =
  | { kind: 'available'; product: Product; unitPrice: number; currencyCode: string }
  /** The product is known, today's price is still being asked. */
  | { kind: 'pending'; product: Product }
  | { kind: 'unavailable'; reason: UnavailableReason; product: Product | null };

export interface ReorderLine {
  line: OrderLine;
  verdict: ReorderVerdict;
}

/** The lines a reorder takes: the order's top-level product lines (sub-lines and generated fee lines come by themselves). */
export function reorderableLines(lines: readonly OrderLine[]): OrderLine[] {
  return lines.filter((line) => line.type === 'product' && !line.parentId && line.productKey.productId !== '');
}

export const priceKeyOf = (line: OrderLine): PriceKey => ({
  productId: line.productKey.productId,
  variantId: line.productKey.variantId ?? null,
  unitOfMeasure: line.productKey.unitOfMeasure,
});

/** Whether the product can still be bought in the line's unit and variant and quantity (prices aside). */
export function productProblem(line: OrderLine, product: Product | undefined): UnavailableReason | null {
  if (!product) return 'productGone';
  const { variantId, unitOfMeasure } = line.productKey;
  if (variantId && !product.variants.some((variant) => variant.id === variantId)) return 'variantGone';
  if (!soldUnits(product).includes(unitOfMeasure)) return 'unitGone';
  if (quantityProblem(line.quantity, unitAllowsDecimals(product.units, unitOfMeasure)) !== null) return 'quantity';
  return null;
}

/**
 * The verdict per line. `products` holds what GetProductsByIds returned (null while it is being asked: every
 * line is then pending only once products are known — before that there is nothing to say), `priceOf` the price
 * store's entry of a line's key.
 */
export function planReorder(
  lines: readonly OrderLine[],
  products: ReadonlyMap<string, Product>,
  priceOf: (key: PriceKey) => PriceItemState | undefined,
): ReorderLine[] {
  return reorderableLines(lines).map((line) => {
    const product = products.get(line.productKey.productId);
    const problem = productProblem(line, product);
    if (problem) return { line, verdict: { kind: 'unavailable', reason: problem, product: product ?? null } };
    const known = product as Product;
    const entry = priceOf(priceKeyOf(line));
    if (!entry || entry.status === 'pending') return { line, verdict: { kind: 'pending', product: known } };
    if (entry.status === 'failed' || entry.price === null) {
      return { line, verdict: { kind: 'unavailable', reason: 'noPrice', product: known } };
    }
    const unitPrice = priceForQuantity(entry.price, entry.tiers ?? [], line.quantity);
    return { line, verdict: { kind: 'available', product: known, unitPrice, currencyCode: entry.currencyCode } };
  });
}

/** Today's unit price against the one paid, in cents: > 0 dearer, < 0 cheaper. */
export function priceChangeCents(paid: number, today: number): number {
  return toCents(today) - toCents(paid);
}

/** The cart lines of the available lines, with today's price for the add_to_cart event. */
export function cartLinesOf(plan: readonly ReorderLine[]): CartLineInput[] {
  return plan.flatMap(({ line, verdict }) =>
    verdict.kind === 'available'
      ? [
          {
            product: verdict.product,
            unitId: line.productKey.unitOfMeasure,
            variantId: line.productKey.variantId ?? null,
            quantity: line.quantity,
            unitPrice: verdict.unitPrice,
          },
        ]
      : [],
  );
}
