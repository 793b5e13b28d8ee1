/**
 * Batch look-ups for a cart: every product, unit and text of the lines in one query (variants in a second one
 * only when lines name variants), every product fee in one query.
 */
import type { Db } from '../../db';
import type { ProductFeeTable } from '../../db/schema';

export interface CartProduct {
  /** Name in the requested language (else Danish). */
  name: string;
  /** unit id → base units per unit */
  units: Map<string, number>;
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
      .select(['u.product_id', 'u.unit_id', 'u.factor', 't.language', 't.name'])
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
    product.units.set(row.unit_id, Number(row.factor));
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

/** A line's product, unit factor and text, or why it cannot be sold ('unknown product'). */
export function resolveLine(
  products: ReadonlyMap<string, CartProduct>,
  key: { productId: string; unitOfMeasure: string; variantId: string | null },
): { factor: number; text: string } | null {
  const product = products.get(key.productId);
  const factor = product?.units.get(key.unitOfMeasure);
  const variantName = key.variantId ? product?.variants.get(key.variantId) : '';
  if (!product || factor === undefined || variantName === undefined) return null;
  return { factor, text: variantName ? `${product.name} – ${variantName}` : product.name };
}
