/**
 * The `stock` document (docs/stock.md): key = product number, or product number + '/' + variant number; data =
 * { warehouses: [{ warehouse, available, nextInbound? { date, quantity } }] } in base units. Stored as one
 * stock_levels row per warehouse. Availability is read fresh on every reply (server/services/stock.ts), so a change
 * needs no cache dropped.
 */
import type { DocumentProblem } from '../../../contract/documents';
import type { StockDocument, StockWarehouse } from '../../../contract/documents/stock';
import { sql } from 'kysely';
import type { DocumentHandler, Tx } from './types';
import { likePrefix, wordsMatch } from './sql';

interface StockKey {
  productId: string;
  /** '' for the product's own stock. */
  variantId: string;
}

/** The key's parts: the whole key when it is a product's number, else split at the last '/'. */
async function parseKey(db: Tx, key: string): Promise<StockKey | null> {
  const whole = await db.selectFrom('products').select('id').where('id', '=', key).executeTakeFirst();
  if (whole) return { productId: key, variantId: '' };
  const slash = key.lastIndexOf('/');
  if (slash <= 0 || slash === key.length - 1) return null;
  return { productId: key.slice(0, slash), variantId: key.slice(slash + 1) };
}

/** The key's parts as stored (no look-up of the product: a stored row may outlive its product). */
function splitStored(key: string, stored: readonly { product_id: string; variant_id: string }[]): StockKey | null {
  const own = stored.find((r) => r.product_id === key && r.variant_id === '');
  if (own) return { productId: key, variantId: '' };
  const slash = key.lastIndexOf('/');
  if (slash <= 0) return { productId: key, variantId: '' };
  return { productId: key.slice(0, slash), variantId: key.slice(slash + 1) };
}

const keyOf = (productId: string, variantId: string): string => (variantId === '' ? productId : `${productId}/${variantId}`);

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isRealDate(text: string): boolean {
  const m = DATE.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === text;
}

const hasAtMost3Decimals = (n: number): boolean => Math.abs(Math.round(n * 1000) - n * 1000) < 1e-6;

function warehouseProblems(warehouses: readonly StockWarehouse[]): DocumentProblem[] {
  const problems: DocumentProblem[] = [];
  const seen = new Set<string>();
  warehouses.forEach((w, i) => {
    const at = `/data/warehouses/${i}`;
    if (seen.has(w.warehouse)) problems.push({ path: `${at}/warehouse`, reason: `warehouse ${w.warehouse} is listed twice` });
    seen.add(w.warehouse);
    if (!hasAtMost3Decimals(w.available)) problems.push({ path: `${at}/available`, reason: 'at most 3 decimals' });
    if (w.nextInbound) {
      if (!isRealDate(w.nextInbound.date)) problems.push({ path: `${at}/nextInbound/date`, reason: 'not a date (YYYY-MM-DD)' });
      if (!hasAtMost3Decimals(w.nextInbound.quantity)) problems.push({ path: `${at}/nextInbound/quantity`, reason: 'at most 3 decimals' });
    }
  });
  return problems;
}

async function readRows(db: Tx, key: StockKey) {
  return db
    .selectFrom('stock_levels')
    .select(['warehouse', 'available', 'inbound_date', 'inbound_quantity'])
    .where('product_id', '=', key.productId)
    .where('variant_id', '=', key.variantId)
    .orderBy('warehouse')
    .execute();
}

/** Rows that may hold the key's stock: the product's own (key = product) or the variant's (key = product/variant). */
async function storedKey(db: Tx, key: string): Promise<StockKey | null> {
  const slash = key.lastIndexOf('/');
  const candidates = await db
    .selectFrom('stock_levels')
    .select(['product_id', 'variant_id'])
    .where((eb) =>
      slash > 0
        ? eb.or([
            eb.and([eb('product_id', '=', key), eb('variant_id', '=', '')]),
            eb.and([eb('product_id', '=', key.slice(0, slash)), eb('variant_id', '=', key.slice(slash + 1))]),
          ])
        : eb.and([eb('product_id', '=', key), eb('variant_id', '=', '')]),
    )
    .limit(2)
    .execute();
  return candidates.length > 0 ? splitStored(key, candidates) : null;
}

export const stockHandler: DocumentHandler<StockDocument> = {
  type: 'stock',
  normalise(data) {
    const warehouses = [...data.warehouses].sort((a, b) => (a.warehouse < b.warehouse ? -1 : a.warehouse > b.warehouse ? 1 : 0));
    return { warehouses };
  },
  async check(ctx, key, data) {
    const problems = warehouseProblems(data.warehouses);
    const parsed = await parseKey(ctx.db, key);
    if (!parsed) {
      problems.unshift({ path: '/key', reason: `no product ${key}; a stock key is a product number, or product number/variant number` });
      return problems;
    }
    const product = await ctx.db.selectFrom('products').select('id').where('id', '=', parsed.productId).executeTakeFirst();
    if (!product) {
      problems.unshift({ path: '/key', reason: `no product ${parsed.productId}; a stock key is a product number, or product number/variant number` });
    } else if (parsed.variantId !== '') {
      const variant = await ctx.db
        .selectFrom('product_variants')
        .select('id')
        .where('id', '=', parsed.variantId)
        .where('product_id', '=', parsed.productId)
        .executeTakeFirst();
      if (!variant) problems.unshift({ path: '/key', reason: `product ${parsed.productId} has no variant ${parsed.variantId}` });
    }
    return problems;
  },
  async read(db, key) {
    const stored = await storedKey(db, key);
    if (!stored) return null;
    const rows = await readRows(db, stored);
    if (rows.length === 0) return null;
    return {
      warehouses: rows.map((r) => {
        const w: StockWarehouse = { warehouse: r.warehouse, available: Number(r.available) };
        if (r.inbound_date !== null && r.inbound_quantity !== null) {
          w.nextInbound = { date: r.inbound_date, quantity: Number(r.inbound_quantity) };
        }
        return w;
      }),
    };
  },
  async write(trx, key, data) {
    const parsed = await parseKey(trx, key);
    if (!parsed) throw new Error(`no product ${key}`);
    await trx.deleteFrom('stock_levels').where('product_id', '=', parsed.productId).where('variant_id', '=', parsed.variantId).execute();
    await trx
      .insertInto('stock_levels')
      .values(
        data.warehouses.map((w) => ({
          product_id: parsed.productId,
          variant_id: parsed.variantId,
          warehouse: w.warehouse,
          available: w.available,
          inbound_date: w.nextInbound?.date ?? null,
          inbound_quantity: w.nextInbound?.quantity ?? null,
        })),
      )
      .execute();
  },
  async remove(trx, key) {
    const stored = await storedKey(trx, key);
    if (!stored) return 'notFound';
    await trx.deleteFrom('stock_levels').where('product_id', '=', stored.productId).where('variant_id', '=', stored.variantId).execute();
    return 'deleted';
  },
  async search(db, query) {
    let q = db.selectFrom('stock_levels').select(['product_id', 'variant_id']).distinct();
    // A key starts with its product number: filter on that in SQL, on the whole key below.
    if (query.keyPrefix) {
      const pattern = likePrefix(query.keyPrefix.split('/')[0]!);
      q = q.where(sql<boolean>`product_id like ${pattern} escape '\\'`);
    }
    const rows = await q.orderBy('product_id').orderBy('variant_id').execute();
    const keys = rows
      .map((r) => keyOf(r.product_id, r.variant_id))
      .filter((k) => (query.keyPrefix ? k.startsWith(query.keyPrefix) : true))
      .filter((k) => wordsMatch(query.words, k));
    return { total: keys.length, keys: keys.slice(query.skip, query.skip + query.take) };
  },
  async afterChange() {
    // Nothing to drop: availability is read from stock_levels for every reply (services/stock.ts withAvailability,
    // the cart's calculation), and no cache holds it.
  },
};
