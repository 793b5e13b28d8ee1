/**
 * The `priceGroup` document: key = the group id customers name ("A"); data = its name and discounts (per cent off the
 * list price on everything, a brand, a category at any level, or a brand within a category). Names in price_groups
 * (migration 021), discounts in price_group_discounts. A group customers use cannot be deleted.
 */
import type { DocumentProblem } from '../../../contract/documents';
import type { PriceGroupDocument } from '../../../contract/documents/accounts';
import { PRICE_CACHE_NAMESPACE } from '../prices/internal';
import { byText, CODE_KEY } from './accounts';
import { wordsMatch } from './sql';
import type { DocumentHandler } from './types';

interface Discount {
  brand: number | null;
  category: string | null;
  percent: number;
}
interface PriceGroup {
  name: string;
  discounts: Discount[];
}

const discountId = (d: Pick<Discount, 'brand' | 'category'>) => `${d.brand ?? ''}\u0000${d.category ?? ''}`;
const sortDiscounts = (list: Discount[]) => list.sort((a, b) => byText(discountId(a), discountId(b)) || a.percent - b.percent);

export const priceGroupHandler: DocumentHandler<PriceGroup> = {
  type: 'priceGroup',
  normalise: (data: PriceGroupDocument) => ({
    name: data.name,
    discounts: sortDiscounts((data.discounts ?? []).map((d) => ({ brand: d.brand ?? null, category: d.category ?? null, percent: d.percent }))),
  }),
  async check(ctx, key, data) {
    const problems: DocumentProblem[] = [];
    if (!CODE_KEY.test(key)) problems.push({ path: '/key', reason: 'a price group id is 1–50 letters, digits, ".", "_" or "-"' });
    const brands = [...new Set(data.discounts.flatMap((d) => (d.brand === null ? [] : [d.brand])))];
    const categories = [...new Set(data.discounts.flatMap((d) => (d.category === null ? [] : [d.category])))];
    const [foundBrands, foundCategories] = await Promise.all([
      brands.length ? ctx.db.selectFrom('brands').select('id').where('id', 'in', brands).execute() : [],
      categories.length ? ctx.db.selectFrom('categories').select('id').where('id', 'in', categories).execute() : [],
    ]);
    const brandSet = new Set(foundBrands.map((b) => Number(b.id)));
    const categorySet = new Set(foundCategories.map((c) => c.id));
    const seen = new Set<string>();
    data.discounts.forEach((d, i) => {
      if (d.brand !== null && !brandSet.has(d.brand)) problems.push({ path: `/data/discounts/${i}/brand`, reason: `there is no brand ${d.brand}` });
      if (d.category !== null && !categorySet.has(d.category)) problems.push({ path: `/data/discounts/${i}/category`, reason: `there is no category ${d.category}` });
      if (seen.has(discountId(d))) problems.push({ path: `/data/discounts/${i}`, reason: 'a second discount for the same brand and category' });
      seen.add(discountId(d));
    });
    return problems;
  },
  async read(db, key) {
    const row = await db.selectFrom('price_groups').select('name').where('id', '=', key).executeTakeFirst();
    if (!row) return null;
    const rows = await db.selectFrom('price_group_discounts').selectAll().where('price_group', '=', key).execute();
    const discounts = rows.map((r) => ({
      brand: r.brand_id === null ? null : Number(r.brand_id),
      category: r.category_id,
      percent: Number(r.discount_percent),
    }));
    return { name: row.name, discounts: sortDiscounts(discounts) };
  },
  async write(trx, key, data, existing) {
    if (existing) await trx.updateTable('price_groups').set({ name: data.name }).where('id', '=', key).execute();
    else await trx.insertInto('price_groups').values({ id: key, name: data.name }).execute();
    await trx.deleteFrom('price_group_discounts').where('price_group', '=', key).execute();
    if (data.discounts.length > 0) {
      await trx
        .insertInto('price_group_discounts')
        .values(data.discounts.map((d) => ({ price_group: key, brand_id: d.brand, category_id: d.category, discount_percent: d.percent })))
        .execute();
    }
  },
  async remove(trx, key) {
    const row = await trx.selectFrom('price_groups').select('id').where('id', '=', key).executeTakeFirst();
    if (!row) return 'notFound';
    const used = await trx.selectFrom('customers').select('customer_number').where('price_group', '=', key).limit(1).executeTakeFirst();
    if (used) return { refused: `customers still use this price group (${used.customer_number}); give them another group first` };
    await trx.deleteFrom('price_group_discounts').where('price_group', '=', key).execute();
    await trx.deleteFrom('price_groups').where('id', '=', key).execute();
    return 'deleted';
  },
  async search(db, query) {
    const rows = await db.selectFrom('price_groups').select(['id', 'name']).execute();
    const keys = rows
      .filter((r) => (query.keyPrefix ? r.id.startsWith(query.keyPrefix) : true))
      .filter((r) => wordsMatch(query.words, r.id, r.name))
      .map((r) => r.id)
      .sort(byText);
    return { total: keys.length, keys: keys.slice(query.skip, query.skip + query.take) };
  },
  async afterChange(ctx) {
    // Discount rules are cached per group (prices/internal.ts); the search index keys its net-price columns by the rules.
    await ctx.cache.invalidate(PRICE_CACHE_NAMESPACE);
  },
};
