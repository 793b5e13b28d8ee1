/**
 * Stock from the ERP as buyers see it (issue 18, docs/stock.md): availability of products and variants, the
 * shipping of cart lines, and the delivery date that inbound deliveries allow. Stock rows (stock_levels) are read
 * fresh for every reply — nothing caches them — so a stock document shows on the next read.
 */
import { LOW_STOCK_THRESHOLD, type Availability, type Inbound, type LineStock } from '../../contract/stock';
import type { Product } from '../../contract/products';
import type { Db } from '../db';
import type { StockLevelTable } from '../db/schema';
import { idList } from './products';

export { LOW_STOCK_THRESHOLD };

type StockRow = Pick<StockLevelTable, 'warehouse' | 'available' | 'inbound_date' | 'inbound_quantity'>;

/** product id → variant id ('' for the product's own stock) → its warehouse rows. */
export type StockMap = Map<string, Map<string, StockRow[]>>;

/** The stock rows of these products (one query), grouped by product and variant. */
export async function loadStock(db: Db, productIds: readonly string[]): Promise<StockMap> {
  const map: StockMap = new Map();
  const unique = [...new Set(productIds)];
  if (unique.length === 0) return map;
  const rows = await db
    .selectFrom('stock_levels')
    .select(['product_id', 'variant_id', 'warehouse', 'available', 'inbound_date', 'inbound_quantity'])
    .where('product_id', 'in', idList(db, unique))
    .execute();
  for (const row of rows) {
    const variants = map.get(row.product_id) ?? new Map<string, StockRow[]>();
    const list = variants.get(row.variant_id) ?? [];
    list.push({
      warehouse: row.warehouse,
      available: Number(row.available),
      inbound_date: row.inbound_date,
      inbound_quantity: row.inbound_quantity === null ? null : Number(row.inbound_quantity),
    });
    variants.set(row.variant_id, list);
    map.set(row.product_id, variants);
  }
  return map;
}

/** Sums without binary fractions creeping in (quantities have at most 3 decimals). */
const add = (a: number, b: number): number => Math.round((a + b) * 1000) / 1000;

/** Inbound deliveries of `today` or later, by date (quantities of one day added up), earliest first. */
export function inboundsOf(rows: readonly StockRow[], today: string): Inbound[] {
  const byDate = new Map<string, number>();
  for (const row of rows) {
    if (row.inbound_date === null || row.inbound_quantity === null || row.inbound_date < today) continue;
    byDate.set(row.inbound_date, add(byDate.get(row.inbound_date) ?? 0, row.inbound_quantity));
  }
  return [...byDate.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([date, quantity]) => ({ date, quantity }));
}

/**
 * The availability rules (docs/stock.md): quantity ≥ LOW_STOCK_THRESHOLD → inStock; 1 to the threshold − 1 → low;
 * 0 with an inbound date of today or later → expected; 0 without → onOrder. Inbound dates before `today` are
 * deliveries the ERP has not booked yet: left out.
 */
export function availabilityOf(rows: readonly StockRow[], today: string): Availability {
  const quantity = rows.reduce((sum, r) => add(sum, r.available), 0);
  const next = inboundsOf(rows, today)[0];
  const status = quantity >= LOW_STOCK_THRESHOLD ? 'inStock' : quantity > 0 ? 'low' : next ? 'expected' : 'onOrder';
  return next ? { status, quantity, nextInbound: next } : { status, quantity };
}

/** The rows that say what a variant has: its own when the ERP sent them, else the product's own. */
export function rowsFor(stock: StockMap, productId: string, variantId: string | null): StockRow[] | null {
  const variants = stock.get(productId);
  if (!variants) return null;
  return (variantId ? variants.get(variantId) : undefined) ?? variants.get('') ?? null;
}

/** A product's rows: its own, else all its variants' together; null without stock data. */
function productRows(stock: StockMap, productId: string): StockRow[] | null {
  const variants = stock.get(productId);
  if (!variants) return null;
  return variants.get('') ?? [...variants.values()].flat();
}

/**
 * Copies of the products with `availability` on the product and on each variant (from stock read now); products
 * and variants without stock data get none. The given objects are not changed (they may be cached).
 */
export async function withAvailability(db: Db, products: Map<string, Product>, today: string): Promise<Map<string, Product>> {
  if (products.size === 0) return products;
  const stock = await loadStock(db, [...products.keys()]);
  if (stock.size === 0) return products;
  const out = new Map<string, Product>();
  for (const [id, product] of products) {
    const rows = productRows(stock, id);
    if (!rows) {
      out.set(id, product);
      continue;
    }
    out.set(id, {
      ...product,
      availability: availabilityOf(rows, today),
      variants: product.variants.map((v) => {
        const own = rowsFor(stock, id, v.id);
        return own ? { ...v, availability: availabilityOf(own, today) } : v;
      }),
    });
  }
  return out;
}

/** What the shipping of a cart needs to know of a line. */
export interface StockLine {
  productId: string;
  variantId: string | null;
  /** The line's quantity in base units (quantity × the unit's factor). */
  baseQuantity: number;
}

/**
 * Each line's shipping, in cart order: a line ships now when what is available (less the earlier lines of the same
 * product or variant) covers it; else it can ship on the first inbound date from which the deliveries cover it, or
 * never known (null). Lines of products without stock data get null (no note).
 */
export function shippingOf(stock: StockMap, lines: readonly StockLine[], today: string): (LineStock | null)[] {
  const used = new Map<string, number>();
  return lines.map((line) => {
    const rows = rowsFor(stock, line.productId, line.variantId);
    if (!rows) return null;
    const own = line.variantId ? stock.get(line.productId)?.get(line.variantId) : undefined;
    const poolKey = `${line.productId}\u0000${own ? line.variantId : ''}`;
    const before = used.get(poolKey) ?? 0;
    const need = add(before, line.baseQuantity);
    used.set(poolKey, need);
    let covered = rows.reduce((sum, r) => add(sum, r.available), 0);
    if (need <= covered) return { shipsNow: true };
    for (const inbound of inboundsOf(rows, today)) {
      covered = add(covered, inbound.quantity);
      if (need <= covered) return { shipsNow: false, availableFrom: inbound.date };
    }
    return { shipsNow: false, availableFrom: null };
  });
}
