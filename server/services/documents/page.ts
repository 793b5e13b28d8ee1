/**
 * The `page` document: key = the page's id in the content tables (one document per language version; `groupId`
 * ties the versions together), data = where it lives (area, language, URL, parent), what it is (type, template,
 * title …) and its blocks. Content by URL reads the pages table on every call; what is cached from pages is the
 * HTTP status of storefront URLs ('pageStatus'), the sitemaps ('sitemap') and, for footer pages, the area data
 * ('area', per logged-in status) — those are invalidated.
 */
import type { PageDocument } from '../../../contract/documents/content';
import { parseJson } from '../area';
import { normalizeContentUrl, type PageRow } from '../content';
import { areaLanguageProblems, PAGE_KEY } from './contentKeys';
import { likePrefix, wordsMatch } from './sql';
import type { DocumentHandler, Tx } from './types';
import { sql } from 'kysely';

/** Page types whose content is part of the area data (loadAreaSettings' footer). */
const AREA_PAGE_TYPES = ['footer'];

function toDocument(row: PageRow): Required<PageDocument> {
  return {
    areaId: row.area_id,
    language: row.language,
    groupId: row.group_id,
    parentId: row.parent_id,
    type: row.type,
    template: row.template,
    title: row.title,
    description: row.description,
    url: row.url,
    menuTitle: row.menu_title,
    properties: parseJson<Record<string, unknown>>(row.properties, {}),
    content: parseJson<Required<PageDocument>['content']>(row.content, []),
    statusCode: row.status_code,
    published: row.published === 1,
    sort: row.sort,
  };
}

function toRow(key: string, d: PageDocument): PageRow {
  return {
    id: key,
    group_id: d.groupId ?? key,
    area_id: d.areaId,
    language: d.language,
    parent_id: d.parentId ?? null,
    type: d.type,
    template: d.template ?? 'page',
    title: d.title,
    description: d.description ?? '',
    url: d.url,
    menu_title: d.menuTitle ?? '',
    properties: JSON.stringify(d.properties ?? {}),
    content: JSON.stringify(d.content ?? []),
    status_code: d.statusCode ?? 200,
    published: d.published === false ? 0 : 1,
    sort: d.sort ?? 0,
  };
}

async function parentProblems(db: Tx, key: string, data: PageDocument) {
  if (data.parentId === null || data.parentId === undefined) return [];
  if (data.parentId === key) return [{ path: '/data/parentId', reason: 'a page cannot be its own parent' }];
  const parent = await db.selectFrom('pages').select(['area_id', 'language']).where('id', '=', data.parentId).executeTakeFirst();
  if (!parent) return [{ path: '/data/parentId', reason: `no page ${data.parentId} (send parents before their children)` }];
  if (parent.area_id !== data.areaId || parent.language !== data.language) {
    return [{ path: '/data/parentId', reason: `page ${data.parentId} is of another area or language` }];
  }
  return [];
}

export const pageHandler: DocumentHandler<PageDocument> = {
  type: 'page',
  normalise(data, key) {
    return toDocument(toRow(key, { ...data, url: normalizeContentUrl(data.url) }));
  },
  async check(ctx, key, data) {
    if (!PAGE_KEY.test(key)) return [{ path: '/key', reason: 'a page key is its id: letters, digits, . _ - (up to 200)' }];
    const problems = await areaLanguageProblems(ctx.db, data.areaId, data.language, { area: '/data/areaId', language: '/data/language' });
    if (problems.length > 0) return problems;
    problems.push(...(await parentProblems(ctx.db, key, data)));
    const sameUrl = await ctx.db
      .selectFrom('pages')
      .select('id')
      .where('area_id', '=', data.areaId)
      .where('url', '=', data.url)
      .where('id', '!=', key)
      .executeTakeFirst();
    if (sameUrl) problems.push({ path: '/data/url', reason: `page ${sameUrl.id} has this URL in area ${data.areaId}` });
    return problems;
  },
  async read(db, key) {
    const row = await db.selectFrom('pages').selectAll().where('id', '=', key).executeTakeFirst();
    return row ? toDocument(row) : null;
  },
  async write(trx, key, data, existing) {
    const row = toRow(key, data);
    if (existing) await trx.updateTable('pages').set(row).where('id', '=', key).execute();
    else await trx.insertInto('pages').values(row).execute();
  },
  async remove(trx, key) {
    const row = await trx.selectFrom('pages').select('id').where('id', '=', key).executeTakeFirst();
    if (!row) return 'notFound';
    const child = await trx.selectFrom('pages').select('id').where('parent_id', '=', key).limit(1).executeTakeFirst();
    if (child) return { refused: `page ${child.id} has this page as its parent; move or delete it first` };
    await trx.deleteFrom('pages').where('id', '=', key).execute();
    return 'deleted';
  },
  async search(db, query) {
    let q = db.selectFrom('pages').select(['id', 'title', 'url']).orderBy('id');
    if (query.keyPrefix) q = q.where(sql<boolean>`id like ${likePrefix(query.keyPrefix)} escape '\\'`);
    const keys = (await q.execute()).filter((r) => wordsMatch(query.words, r.id, r.title, r.url)).map((r) => r.id);
    return { total: keys.length, keys: keys.slice(query.skip, query.skip + query.take) };
  },
  async afterChange(ctx, keys) {
    await ctx.cache.invalidate('pageStatus');
    await ctx.cache.invalidate('sitemap');
    // A footer feeds the area data; a deleted page (no row) may have been one.
    const rows = keys.length === 0 ? [] : await ctx.db.selectFrom('pages').select('type').where('id', 'in', keys).execute();
    if (keys.length === 0 || rows.length < keys.length || rows.some((r) => AREA_PAGE_TYPES.includes(r.type))) {
      await ctx.cache.invalidate('area');
    }
  },
};
