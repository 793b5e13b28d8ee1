/**
 * The `translations` document: key = `<areaId>:<language>`, data = { texts: { key: text } } — every text of the
 * language (a text left out is removed). Feeds GetTranslations / GetTranslationsByAreaId: invalidates 'translations'.
 */
import type { TranslationsDocument } from '../../../contract/documents/content';
import { areaLanguageProblems, pageKeys, translationsKey } from './contentKeys';
import { wordsMatch } from './sql';
import type { DocumentHandler } from './types';

/** Rows per insert statement (4 parameters each: far below SQLite's and PostgreSQL's limits). */
const CHUNK = 500;

export const translationsHandler: DocumentHandler<TranslationsDocument> = {
  type: 'translations',
  async check(ctx, key) {
    const parts = translationsKey(key);
    if (!parts) return [{ path: '/key', reason: 'a translations key is <areaId>:<language>, e.g. b2b:da' }];
    return areaLanguageProblems(ctx.db, parts.areaId, parts.language, { area: '/key', language: '/key' });
  },
  async read(db, key) {
    const parts = translationsKey(key);
    if (!parts) return null;
    const rows = await db
      .selectFrom('translations')
      .select(['key', 'value'])
      .where('area_id', '=', parts.areaId)
      .where('language', '=', parts.language)
      .execute();
    if (rows.length === 0) return null;
    return { texts: Object.fromEntries(rows.map((r) => [r.key, r.value])) };
  },
  async write(trx, key, data) {
    const { areaId, language } = translationsKey(key)!;
    await trx.deleteFrom('translations').where('area_id', '=', areaId).where('language', '=', language).execute();
    const rows = Object.entries(data.texts).map(([k, value]) => ({ area_id: areaId, language, key: k, value }));
    for (let i = 0; i < rows.length; i += CHUNK) await trx.insertInto('translations').values(rows.slice(i, i + CHUNK)).execute();
  },
  async remove(trx, key) {
    const parts = translationsKey(key);
    if (!parts) return 'notFound';
    const result = await trx.deleteFrom('translations').where('area_id', '=', parts.areaId).where('language', '=', parts.language).executeTakeFirst();
    return Number(result.numDeletedRows) > 0 ? 'deleted' : 'notFound';
  },
  async search(db, query) {
    const rows = await db.selectFrom('translations').select(['area_id', 'language']).distinct().execute();
    return pageKeys(rows.map((r) => ({ key: `${r.area_id}:${r.language}`, text: [] })), query, wordsMatch);
  },
  async afterChange(ctx) {
    await ctx.cache.invalidate('translations');
  },
};
