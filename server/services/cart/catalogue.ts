/**
 * Batch look-ups for a cart: every product, unit and text of the lines in one query (variants in a second one
 * only when lines name variants), every product fee in one query.
 */
import { quantityProblem } from '../../../common/quantity';
import type { Db } from '../../db';
import type { ProductFeeTable } from '../../db/schema';

export interface CartProduct {
  /** Name in the requested language (else Danish). */
  name: string;
  /** unit id → base units per unit, and whether its quantities may have decimals (product_units.allows_decimals) */
  units: Map<string, { factor: number; allowsDecimals: boolean }>;
  /** variant id → variant name */
  variants: Map<string, string>;
}

export type FeeType = ProductFeeTable['fee_type'];
export const FEE_TYPES: readonly FeeType[] = ['weefee', 'packagingFee', 'chemicalsFee'];

/** product id → fee type → amount per base unit (minor units). */
export type ProductFees = Map<string, Partial<Record<FeeType, number>>>;

export const FALLBACK_LANGUAGE = 'da';

export async function loadProducts(
  db: Db,
  productIds: readonly string[],
  variantIds: readonly string[],
  language: string,
): Promise<Map<string, CartProduct>> {
  const out = new Map<string, CartProduct>();
  if (productIds.length === 0) return out;
  const languages = [...new Set([language, FALLBACK_LANGUAGE])];
  const [rows, variants] = await Promise.all([
    db
      .selectFrom('product_units as u')
      .innerJoin('product_texts as t', 't.product_id', 'u.product_id')
      .select(['u.product_id', 'u.unit_id', 'u.factor', 'u.allows_decimals', 't.language', 't.name'])
      .where('u.product_id', 'in', productIds)
      .where('t.language', 'in', languages)
      .execute(),
    variantIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('product_variants')
          .select(['id', 'product_id', 'name'])
          .where('id', 'in', variantIds)
          .where('product_id', 'in', productIds)
          .execute(),
  ]);
  for (const row of rows) {
    let product = out.get(row.product_id);
    if (!product) {
      product = { name: row.name, units: new Map(), variants: new Map() };
      out.set(row.product_id, product);
    }
    if (row.language === language) product.name = row.name;
    product.units.set(row.unit_id, { factor: Number(row.factor), allowsDecimals: Number(row.allows_decimals) === 1 });
  }
  for (const v of variants) out.get(v.product_id)?.variants.set(v.id, v.name);
  return out;
}

export async function loadFees(db: Db, productIds: readonly string[], currency: string): Promise<ProductFees> {
  const fees: ProductFees = new Map();
  if (productIds.length === 0) return fees;
  const rows = await db
    .selectFrom('product_fees')
    .select(['product_id', 'fee_type', 'amount'])
    .where('product_id', 'in', productIds)
    .where('currency_code', '=', currency)
    .execute();
  for (const row of rows) {
    const entry = fees.get(row.product_id) ?? {};
    entry[row.fee_type] = Number(row.amount);
    fees.set(row.product_id, entry);
  }
  return fees;
}

export interface ResolvedLine {
  factor: number;
  text: string;
  /** The unit's catalogue rule: quantities may have decimals. */
  allowsDecimals: boolean;
}

/** A line's product, unit factor, unit rule and text, or null when it cannot be sold ('unknown product'). */
export function resolveLine(
  products: ReadonlyMap<string, CartProduct>,
  key: { productId: string; unitOfMeasure: string; variantId: string | null },
): ResolvedLine | null {
  const product = products.get(key.productId);
  const unit = product?.units.get(key.unitOfMeasure);
  const variantName = key.variantId ? product?.variants.get(key.variantId) : '';
  if (!product || unit === undefined || variantName === undefined) return null;
  return { factor: unit.factor, allowsDecimals: unit.allowsDecimals, text: variantName ? `${product.name} – ${variantName}` : product.name };
}

/**
 * A line against the catalogue: its resolved product, or why it cannot be sold — 'unknown product', or a quantity
 * with decimals of a unit that is not sold by measure (half a pack: 'quantity must be a whole number for this unit').
 * Every path that stores, prices or orders lines goes through here (SaveCart, the calculation, orders).
 */
export function checkLine(
  products: ReadonlyMap<string, CartProduct>,
  line: { quantity: number; productKey: { productId: string; unitOfMeasure: string; variantId: string | null } },
): { resolved: ResolvedLine } | { problem: string } {
  const resolved = resolveLine(products, line.productKey);
  if (!resolved) return { problem: 'unknown product' };
  if (quantityProblem(line.quantity, resolved.allowsDecimals) === 'notWhole') {
    return { problem: 'quantity must be a whole number for this unit' };
  }
  return { resolved };
}
