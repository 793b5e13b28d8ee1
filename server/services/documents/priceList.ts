/**
 * The `priceList` document: key = the product number; data = all its list prices (per currency, unit and variant: a
 * base price, an optional before-price and quantity breaks), in integer minor units. Written as rows of `prices`
 * (min_quantity 1 = the base price, the others the tiers); prices the document leaves out are removed. A change
 * invalidates the price caches and the search index's price columns (sorting and filtering by price).
 */
import type { DocumentProblem } from '../../../contract/documents';
import type { ListPrice, PriceListDocument } from '../../../contract/documents/accounts';
import type { PriceTable } from '../../db/schema';
import { PRICE_CACHE_NAMESPACE } from '../prices/internal';
import { noteProductChanges, productsChanged } from '../search/changes';
import { byText } from './accounts';
import { wordsMatch } from './sql';
import type { DocumentHandler } from './types';

type Price = Required<ListPrice>;
interface PriceList {
  prices: Price[];
}

const priceId = (p: Pick<Price, 'currency' | 'unit' | 'variant'>) => `${p.currency}\u0000${p.unit}\u0000${p.variant}`;

function normalisePrices(data: PriceListDocument): PriceList {
  const prices = data.prices.map((p) => ({
    currency: p.currency,
    unit: p.unit,
    variant: p.variant ?? '',
    price: p.price,
    beforePrice: p.beforePrice ?? null,
    tiers: [...(p.tiers ?? [])].sort((a, b) => a.minQuantity - b.minQuantity),
  }));
  return { prices: prices.sort((a, b) => byText(priceId(a), priceId(b))) };
}

/** The rows of `prices` grouped back into the document (the row with the lowest quantity is the base price). */
function fromRows(rows: PriceTable[]): PriceList {
  const groups = new Map<string, PriceTable[]>();
  for (const row of rows) {
    const id = priceId({ currency: row.currency_code, unit: row.unit_id, variant: row.variant_id });
    groups.set(id, [...(groups.get(id) ?? []), row]);
  }
  const prices: Price[] = [];
  for (const group of groups.values()) {
    const [base, ...tiers] = group.sort((a, b) => Number(a.min_quantity) - Number(b.min_quantity));
    prices.push({
      currency: base!.currency_code,
      unit: base!.unit_id,
      variant: base!.variant_id,
      price: Number(base!.price),
      beforePrice: base!.before_price === null ? null : Number(base!.before_price),
      tiers: tiers.map((t) => ({ minQuantity: Number(t.min_quantity), price: Number(t.price) })),
    });
  }
  return { prices: prices.sort((a, b) => byText(priceId(a), priceId(b))) };
}

export const priceListHandler: DocumentHandler<PriceList> = {
  type: 'priceList',
  normalise: (data) => normalisePrices(data),
  async check(ctx, key, data) {
    const product = await ctx.db.selectFrom('products').select('id').where('id', '=', key).executeTakeFirst();
    if (!product) return [{ path: '/key', reason: `there is no product ${key} (send its product document first)` }];
    const [units, variants] = await Promise.all([
      ctx.db.selectFrom('product_units').select('unit_id').where('product_id', '=', key).execute(),
      ctx.db.selectFrom('product_variants').select('id').where('product_id', '=', key).execute(),
    ]);
    const unitIds = new Set(units.map((u) => u.unit_id));
    const variantIds = new Set(variants.map((v) => v.id));
    const problems: DocumentProblem[] = [];
    const seen = new Set<string>();
    data.prices.forEach((p, i) => {
      if (!unitIds.has(p.unit)) problems.push({ path: `/data/prices/${i}/unit`, reason: `the product has no unit ${p.unit} (its units: ${[...unitIds].join(', ') || 'none'})` });
      if (p.variant !== '' && !variantIds.has(p.variant)) problems.push({ path: `/data/prices/${i}/variant`, reason: `the product has no variant ${p.variant}` });
      if (seen.has(priceId(p))) problems.push({ path: `/data/prices/${i}`, reason: 'a second price for the same currency, unit and variant' });
      seen.add(priceId(p));
      const breaks = p.tiers.map((t) => t.minQuantity);
      if (new Set(breaks).size !== breaks.length) problems.push({ path: `/data/prices/${i}/tiers`, reason: 'two tiers start at the same quantity' });
    });
    return problems;
  },
  async read(db, key) {
    const rows = await db.selectFrom('prices').selectAll().where('product_id', '=', key).execute();
    return rows.length === 0 ? null : fromRows(rows);
  },
  async write(trx, key, data) {
    await trx.deleteFrom('prices').where('product_id', '=', key).execute();
    const rows = data.prices.flatMap((p) => [
      { product_id: key, variant_id: p.variant, unit_id: p.unit, currency_code: p.currency, min_quantity: 1, price: p.price, before_price: p.beforePrice },
      ...p.tiers.map((t) => ({
        product_id: key,
        variant_id: p.variant,
        unit_id: p.unit,
        currency_code: p.currency,
        min_quantity: t.minQuantity,
        price: t.price,
        before_price: null,
      })),
    ]);
    await trx.insertInto('prices').values(rows).execute();
    // The product's price columns in every instance's search index (sorting and filtering by price).
    await noteProductChanges(trx, [key]);
  },
  async remove(trx, key) {
    const result = await trx.deleteFrom('prices').where('product_id', '=', key).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) return 'notFound';
    await noteProductChanges(trx, [key]);
    return 'deleted';
  },
  async search(db, query) {
    const rows = await db.selectFrom('prices').select('product_id').distinct().execute();
    const keys = rows
      .map((r) => r.product_id)
      .filter((k) => (query.keyPrefix ? k.startsWith(query.keyPrefix) : true))
      .filter((k) => wordsMatch(query.words, k))
      .sort(byText);
    return { total: keys.length, keys: keys.slice(query.skip, query.skip + query.take) };
  },
  async afterChange(ctx, keys) {
    await ctx.cache.invalidate(PRICE_CACHE_NAMESPACE);
    // Only these products are patched into the search index ([]: the whole catalogue is rebuilt).
    await productsChanged(ctx, keys);
  },
};
