/**
 * Demo stock (issue 18, docs/stock.md): most products in stock, some low, some out with an inbound date in the
 * next weeks, a few on order. Products with variants get stock per variant; a third of the products are also held
 * in the Swedish warehouse. Deterministic for a product id and day.
 */
import type { Insertable, Kysely } from 'kysely';
import type { Database, StockLevelTable } from '../db/schema';
import { BATCH_ROWS } from './bulk';
import { hashSeed, Rng } from './prng';

type StockRow = Insertable<StockLevelTable>;

const MAIN = 'DK-ODENSE';
const SECOND = 'SE-MALMO';
const DAY_MS = 86_400_000;

/** A stable number of a product or variant id. */
function idSeed(id: string): number {
  let h = 0;
  for (let i = 0; i < id.length; i++) h = Math.imul(h, 31) + id.charCodeAt(i);
  return hashSeed(h, 18);
}

const dateIn = (today: number, days: number): string => new Date(today + days * DAY_MS).toISOString().slice(0, 10);

/** The rows of one product (variant_id '') or variant. */
export function stockOf(productId: string, variantId: string, today: number): StockRow[] {
  const rng = new Rng(idSeed(`${productId}/${variantId}`));
  const kind = rng.weighted([['inStock', 70], ['low', 12], ['expected', 12], ['onOrder', 6]] as const);
  const row = (warehouse: string, available: number, inbound?: { days: number; quantity: number }): StockRow => ({
    product_id: productId,
    variant_id: variantId,
    warehouse,
    available,
    inbound_date: inbound ? dateIn(today, inbound.days) : null,
    inbound_quantity: inbound ? inbound.quantity : null,
  });
  const restock = () => ({ days: rng.int(3, 45), quantity: rng.int(2, 20) * 10 });
  const rows: StockRow[] = [];
  switch (kind) {
    case 'inStock':
      rows.push(row(MAIN, rng.int(12, 400), rng.chance(0.2) ? restock() : undefined));
      break;
    case 'low':
      rows.push(row(MAIN, rng.int(1, 9), rng.chance(0.6) ? restock() : undefined));
      break;
    case 'expected':
      rows.push(row(MAIN, 0, restock()));
      break;
    case 'onOrder':
      rows.push(row(MAIN, 0));
      break;
  }
  // The Swedish warehouse holds a third of the products; out-of-stock ones are out there too.
  if (rng.chance(1 / 3)) rows.push(row(SECOND, kind === 'inStock' ? rng.int(0, 60) : 0));
  return rows;
}

/** Stock rows of every product of the catalogue (per variant for products with variants). */
export async function seedStock(db: Kysely<Database>, now: Date): Promise<number> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const [products, variants] = await Promise.all([
    db.selectFrom('products').select('id').orderBy('id').execute(),
    db.selectFrom('product_variants').select(['id', 'product_id']).orderBy('id').execute(),
  ]);
  const variantsOf = new Map<string, string[]>();
  for (const v of variants) variantsOf.set(v.product_id, [...(variantsOf.get(v.product_id) ?? []), v.id]);
  const rows: StockRow[] = [];
  for (const p of products) {
    const own = variantsOf.get(p.id);
    if (own) for (const v of own) rows.push(...stockOf(p.id, v, today));
    else rows.push(...stockOf(p.id, '', today));
  }
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < rows.length; i += BATCH_ROWS) await trx.insertInto('stock_levels').values(rows.slice(i, i + BATCH_ROWS)).execute();
  });
  return rows.length;
}
