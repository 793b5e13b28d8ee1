/**
 * The `menu` document: key = `<areaId>:<language>:<menu>` (menu primary, categories or secondary), data = { items }
 * — the whole menu (items left out are removed). Menus are part of the area data (GetAreaById/GetAreaByDomain, for
 * logged-in and anonymous callers alike): invalidates 'area'.
 */
import type { DocumentProblem } from '../../../contract/documents';
import type { MenuDocument, MenuDocumentItem } from '../../../contract/documents/content';
import { areaLanguageProblems, menuKey, pageKeys } from './contentKeys';
import { wordsMatch } from './sql';
import type { DocumentHandler } from './types';

const byOrder = (a: MenuDocumentItem, b: MenuDocumentItem) => (a.sort ?? 0) - (b.sort ?? 0) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

function itemProblems(items: MenuDocumentItem[]): DocumentProblem[] {
  const problems: DocumentProblem[] = [];
  const ids = new Set(items.map((i) => i.id));
  const seen = new Set<string>();
  items.forEach((item, i) => {
    if (seen.has(item.id)) problems.push({ path: `/data/items/${i}/id`, reason: `item ${item.id} appears twice` });
    seen.add(item.id);
    if (item.parentId !== null && item.parentId !== undefined && (!ids.has(item.parentId) || item.parentId === item.id)) {
      problems.push({ path: `/data/items/${i}/parentId`, reason: `${item.parentId} is not another item of this menu` });
    }
  });
  return problems;
}

export const menuHandler: DocumentHandler<MenuDocument> = {
  type: 'menu',
  normalise(data) {
    const items = data.items.map((i) => ({ ...i, parentId: i.parentId ?? null, externalLink: i.externalLink ?? null, sort: i.sort ?? 0 }));
    return { items: items.sort(byOrder) };
  },
  async check(ctx, key, data) {
    const parts = menuKey(key);
    if (!parts) return [{ path: '/key', reason: 'a menu key is <areaId>:<language>:<primary|categories|secondary>, e.g. b2b:da:primary' }];
    const problems = await areaLanguageProblems(ctx.db, parts.areaId, parts.language, { area: '/key', language: '/key' });
    problems.push(...itemProblems(data.items));
    if (problems.length > 0 || data.items.length === 0) return problems;
    // Item ids are unique over every menu: one used by another menu cannot be taken.
    const taken = await ctx.db
      .selectFrom('menu_items')
      .select(['id', 'area_id', 'language', 'menu'])
      .where('id', 'in', data.items.map((i) => i.id))
      .execute();
    for (const row of taken) {
      if (row.area_id === parts.areaId && row.language === parts.language && row.menu === parts.menu) continue;
      const i = data.items.findIndex((item) => item.id === row.id);
      problems.push({ path: `/data/items/${i}/id`, reason: `item id ${row.id} belongs to menu ${row.area_id}:${row.language}:${row.menu}` });
    }
    return problems;
  },
  async read(db, key) {
    const parts = menuKey(key);
    if (!parts) return null;
    const rows = await db
      .selectFrom('menu_items')
      .selectAll()
      .where('area_id', '=', parts.areaId)
      .where('language', '=', parts.language)
      .where('menu', '=', parts.menu)
      .execute();
    if (rows.length === 0) return null;
    const items = rows.map((r) => ({ id: r.id, parentId: r.parent_id, name: r.name, url: r.url, externalLink: r.external_link, sort: r.sort }));
    return { items: items.sort(byOrder) };
  },
  async write(trx, key, data) {
    const { areaId, language, menu } = menuKey(key)!;
    await trx.deleteFrom('menu_items').where('area_id', '=', areaId).where('language', '=', language).where('menu', '=', menu).execute();
    if (data.items.length === 0) return;
    await trx
      .insertInto('menu_items')
      .values(
        data.items.map((i) => ({
          id: i.id,
          area_id: areaId,
          language,
          menu,
          parent_id: i.parentId ?? null,
          name: i.name,
          url: i.url,
          external_link: i.externalLink ?? null,
          sort: i.sort ?? 0,
        })),
      )
      .execute();
  },
  async remove(trx, key) {
    const parts = menuKey(key);
    if (!parts) return 'notFound';
    const result = await trx
      .deleteFrom('menu_items')
      .where('area_id', '=', parts.areaId)
      .where('language', '=', parts.language)
      .where('menu', '=', parts.menu)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0 ? 'deleted' : 'notFound';
  },
  async search(db, query) {
    const rows = await db.selectFrom('menu_items').select(['area_id', 'language', 'menu']).distinct().execute();
    return pageKeys(rows.map((r) => ({ key: `${r.area_id}:${r.language}:${r.menu}`, text: [] })), query, wordsMatch);
  },
  async afterChange(ctx) {
    await ctx.cache.invalidate('area');
  },
};
