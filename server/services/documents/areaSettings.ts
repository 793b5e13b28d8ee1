/**
 * The `areaSettings` document: key = the area id, data = name, default currency and language, image prefix, default
 * facets and sorting options. Only for existing areas (they come with their languages and domains); never deleted
 * through documents. Feeds the area data (per logged-in status) and the area's default currency in prices:
 * invalidates 'area' and 'prices'.
 */
import type { AreaSettingsDocument } from '../../../contract/documents/content';
import { parseJson } from '../area';
import { AREA_KEY, areaLanguageProblems, pageKeys } from './contentKeys';
import { wordsMatch } from './sql';
import type { DocumentHandler } from './types';

export const areaSettingsHandler: DocumentHandler<AreaSettingsDocument> = {
  type: 'areaSettings',
  normalise(data) {
    return { ...data, imagePrefix: data.imagePrefix ?? '', defaultFacets: data.defaultFacets ?? [], sortingOptions: data.sortingOptions ?? [] };
  },
  async check(ctx, key, data) {
    if (!AREA_KEY.test(key)) return [{ path: '/key', reason: 'an areaSettings key is the area id, e.g. b2b' }];
    return areaLanguageProblems(ctx.db, key, data.defaultLanguage, { area: '/key', language: '/data/defaultLanguage' });
  },
  async read(db, key) {
    const row = await db.selectFrom('areas').selectAll().where('id', '=', key).executeTakeFirst();
    if (!row) return null;
    const settings = parseJson<{ defaultFacets?: unknown; sortingOptions?: unknown }>(row.settings, {});
    return {
      name: row.name,
      currencyCode: row.currency_code,
      defaultLanguage: row.default_language,
      imagePrefix: row.image_prefix,
      defaultFacets: (Array.isArray(settings.defaultFacets) ? settings.defaultFacets : []) as AreaSettingsDocument['defaultFacets'],
      sortingOptions: (Array.isArray(settings.sortingOptions) ? settings.sortingOptions : []) as AreaSettingsDocument['sortingOptions'],
    };
  },
  async write(trx, key, data) {
    const row = await trx.selectFrom('areas').select('settings').where('id', '=', key).executeTakeFirstOrThrow();
    // Other settings an area may carry are kept as they are.
    const settings = { ...parseJson<Record<string, unknown>>(row.settings, {}), defaultFacets: data.defaultFacets ?? [], sortingOptions: data.sortingOptions ?? [] };
    await trx
      .updateTable('areas')
      .set({
        name: data.name,
        currency_code: data.currencyCode,
        default_language: data.defaultLanguage,
        image_prefix: data.imagePrefix ?? '',
        settings: JSON.stringify(settings),
      })
      .where('id', '=', key)
      .execute();
  },
  async remove(trx, key) {
    const row = await trx.selectFrom('areas').select('id').where('id', '=', key).executeTakeFirst();
    return row ? { refused: 'areas are not deleted through documents (orders, customers and content belong to them)' } : 'notFound';
  },
  async search(db, query) {
    const rows = await db.selectFrom('areas').select(['id', 'name']).execute();
    return pageKeys(rows.map((r) => ({ key: r.id, text: [r.name] })), query, wordsMatch);
  },
  async afterChange(ctx) {
    await ctx.cache.invalidate('area');
    await ctx.cache.invalidate('prices');
  },
};
