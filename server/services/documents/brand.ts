/** The `brand` document: key = the brand number (a positive whole number as text), data = { name }. */
import type { BrandDocument } from '../../../contract/documents/catalogue';
import { productsChanged } from '../search';
import type { DocumentHandler } from './types';
import { wordsMatch } from './sql';

const KEY = /^[1-9][0-9]{0,8}$/;

export const brandHandler: DocumentHandler<BrandDocument> = {
  type: 'brand',
  async check(_ctx, key) {
    return KEY.test(key) ? [] : [{ path: '/key', reason: 'a brand key is its number: a positive whole number (1–999999999)' }];
  },
  async read(db, key) {
    if (!KEY.test(key)) return null;
    const row = await db.selectFrom('brands').select('name').where('id', '=', Number(key)).executeTakeFirst();
    return row ? { name: row.name } : null;
  },
  async write(trx, key, data, existing) {
    if (existing) await trx.updateTable('brands').set({ name: data.name }).where('id', '=', Number(key)).execute();
    else await trx.insertInto('brands').values({ id: Number(key), name: data.name }).execute();
  },
  async remove(trx, key) {
    if (!KEY.test(key)) return 'notFound';
    const id = Number(key);
    const row = await trx.selectFrom('brands').select('id').where('id', '=', id).executeTakeFirst();
    if (!row) return 'notFound';
    const used = await trx.selectFrom('products').select('id').where('brand_id', '=', id).limit(1).executeTakeFirst();
    if (used) return { refused: 'products still have this brand; give them another brand first' };
    await trx.deleteFrom('brands').where('id', '=', id).execute();
    return 'deleted';
  },
  async search(db, query) {
    const rows = await db.selectFrom('brands').select(['id', 'name']).orderBy('id').execute();
    const keys = rows
      .filter((r) => (query.keyPrefix ? String(r.id).startsWith(query.keyPrefix) : true))
      .filter((r) => wordsMatch(query.words, String(r.id), r.name))
      .map((r) => String(r.id));
    return { total: keys.length, keys: keys.slice(query.skip, query.skip + query.take) };
  },
  async afterChange(ctx) {
    // Brand names are in the brand facet and the text index of every product of the brand: a full rebuild, on every
    // instance (the change feed).
    await productsChanged(ctx, []);
  },
};
