/**
 * Content elements (SPEC §7 GetElementById, GetElementsByIds, GetElementsBySearch) and modal content
 * (GetModalRequest): pages and page fragments of an area read by id or by a query instead of by URL.
 * Bodies and replies: docs/content-api.md.
 *
 * - An element is a row of `pages` in the SPEC §3 Page shape (including fragments never served at a URL, such as
 *   the sales persons and modal content). Only published elements are answered.
 * - Elements are answered in the requested language: an id of another language's version answers the version of
 *   the same page (group) in the requested language.
 * - Members' content (template 'member') is for logged-in callers: by id it is 403 'Forbidden' to others, in
 *   lists it is left out for them.
 */
import type { AreaBody } from '../../contract/common';
import {
  ELEMENT_LIMITS,
  type ElementByIdRequest,
  type ElementsByIdsRequest,
  type ElementsByIdsResponse,
  type ElementsBySearchRequest,
  type ElementsBySearchResponse,
  type ModalContent,
  type ModalRequest,
} from '../../contract/content';
import type { LanguageCode } from '../../contract/common';
import type { Page } from '../../contract/content';
import type { Db } from '../db';
import { badRequest, notFound } from '../errors';
import type { Identity } from '../plugins/auth';
import { resolveAreaLanguage, type LanguageRow } from './area';
import {
  assertCanView,
  canView,
  INTERNAL_PAGE_TYPES,
  lookupTemplateOf,
  MEMBER_TEMPLATE,
  templateMatches,
  toPage,
  type ContentLookupTemplate,
  type PageRow,
} from './content';

export const ELEMENT_NOT_FOUND = 'Element not found';
export const MODAL_NOT_FOUND = 'Modal content not found';

/** Rows a free-text query reads at most (pages are few; the text is matched in Unicode lower case). */
const TEXT_SCAN_ROWS = 5_000;

export interface ElementContext {
  identity: Identity | null;
}

/** The area's language row; areaId and languageCode must be given (400 naming the missing one). */
async function areaLanguage(db: Db, area: AreaBody): Promise<LanguageRow> {
  const areaId = area.areaId?.trim();
  const languageCode = area.languageCode?.trim();
  if (!areaId) throw badRequest('area.areaId must be defined', { 'area.areaId': 'must be defined' });
  if (!languageCode) throw badRequest('area.languageCode must be defined', { 'area.languageCode': 'must be defined' });
  return resolveAreaLanguage(db, areaId, languageCode);
}

/** language → url of the published versions of each group, for the pages' `urls`. */
async function urlsByGroup(db: Db, areaId: string, groupIds: string[]): Promise<Map<string, Partial<Record<LanguageCode, string>>>> {
  const out = new Map<string, Partial<Record<LanguageCode, string>>>();
  if (groupIds.length === 0) return out;
  const rows = await db
    .selectFrom('pages')
    .select(['group_id', 'language', 'url', 'type'])
    .where('area_id', '=', areaId)
    .where('group_id', 'in', [...new Set(groupIds)])
    .where('published', '=', 1)
    .execute();
  for (const row of rows) {
    const urls = out.get(row.group_id) ?? {};
    urls[row.language as LanguageCode] = row.url;
    out.set(row.group_id, urls);
  }
  return out;
}

/** Rows → Pages; fragments never served at a URL (INTERNAL_PAGE_TYPES) have no url and no urls. */
async function toPages(db: Db, areaId: string, rows: PageRow[]): Promise<Page[]> {
  const routable = rows.filter((r) => !INTERNAL_PAGE_TYPES.includes(r.type));
  const urls = await urlsByGroup(db, areaId, routable.map((r) => r.group_id));
  return rows.map((row) =>
    INTERNAL_PAGE_TYPES.includes(row.type) ? { ...toPage(row, {}), url: '' } : toPage(row, urls.get(row.group_id) ?? {}),
  );
}

/**
 * The published elements for `ids` in the language: each id is an element id of any language of the area; its
 * version in `language` is the answer (the row itself when it is in that language). Keyed by the asked id.
 */
async function rowsForIds(db: Db, lang: LanguageRow, ids: readonly string[]): Promise<Map<string, PageRow>> {
  const out = new Map<string, PageRow>();
  const unique = [...new Set(ids)];
  if (unique.length === 0) return out;
  const asked = await db
    .selectFrom('pages')
    .select(['id', 'group_id', 'language'])
    .where('area_id', '=', lang.area_id)
    .where('id', 'in', unique)
    .execute();
  if (asked.length === 0) return out;
  const groups = [...new Set(asked.map((r) => r.group_id))];
  const versions = await db
    .selectFrom('pages')
    .selectAll()
    .where('area_id', '=', lang.area_id)
    .where('language', '=', lang.code)
    .where('group_id', 'in', groups)
    .where('published', '=', 1)
    .execute();
  const byGroup = new Map(versions.map((v) => [v.group_id, v]));
  for (const row of asked) {
    const version = byGroup.get(row.group_id);
    if (version) out.set(row.id, version);
  }
  return out;
}

/** GetElementById: the element, 404 when it is not there (in the language, or for the lookup template), 403 for members' content. */
export async function getElementById(db: Db, req: ElementByIdRequest, ctx: ElementContext): Promise<Page> {
  const lookupTemplate = lookupTemplateOf(req.lookupTemplate);
  const lang = await areaLanguage(db, req.area);
  const row = (await rowsForIds(db, lang, [req.id.trim()])).get(req.id.trim());
  if (!row || !templateMatches(row.template, lookupTemplate)) throw notFound(ELEMENT_NOT_FOUND);
  assertCanView(row, ctx.identity);
  const [page] = await toPages(db, lang.area_id, [row]);
  if (!page) throw notFound(ELEMENT_NOT_FOUND);
  return page;
}

/** GetElementsByIds: the elements found, in the order asked; the others (and members' content for anonymous callers) under notFound. */
export async function getElementsByIds(db: Db, req: ElementsByIdsRequest, ctx: ElementContext): Promise<ElementsByIdsResponse> {
  const lookupTemplate = lookupTemplateOf(req.lookupTemplate);
  if (req.ids.length > ELEMENT_LIMITS.maxIds) {
    throw badRequest(`ids must hold at most ${ELEMENT_LIMITS.maxIds} ids`, { ids: 'too many' });
  }
  const lang = await areaLanguage(db, req.area);
  const ids = [...new Set(req.ids.map((id) => id.trim()).filter((id) => id !== ''))];
  const rows = await rowsForIds(db, lang, ids);
  const found: PageRow[] = [];
  const missing: string[] = [];
  const seen = new Set<string>();
  for (const id of ids) {
    const row = rows.get(id);
    if (!row || !templateMatches(row.template, lookupTemplate) || !canView(row, ctx.identity)) {
      missing.push(id);
    } else if (!seen.has(row.id)) {
      // Two asked ids of one page (e.g. its Danish and English ids) answer it once.
      seen.add(row.id);
      found.push(row);
    }
  }
  return { items: await toPages(db, lang.area_id, found), notFound: missing };
}

/** The words of a free text, lower-cased (Unicode), without duplicates; at most 10. */
export function textWords(text: string | undefined): string[] {
  if (!text) return [];
  const words = text.toLocaleLowerCase().split(/\s+/).filter((w) => w !== '');
  return [...new Set(words)].slice(0, 10);
}

const matchesWords = (row: Pick<PageRow, 'title' | 'menu_title' | 'description'>, words: string[]): boolean => {
  const haystack = `${row.title}\n${row.menu_title}\n${row.description}`.toLocaleLowerCase();
  return words.every((w) => haystack.includes(w));
};

/**
 * GetElementsBySearch: the published elements of the language matching the query and the lookup template, that the
 * caller may see, ordered by sort (then title) or by title, a page at a time.
 */
export async function getElementsBySearch(
  db: Db,
  req: ElementsBySearchRequest,
  ctx: ElementContext,
): Promise<ElementsBySearchResponse> {
  const lookupTemplate: ContentLookupTemplate | undefined = lookupTemplateOf(req.lookupTemplate);
  const skip = req.skip ?? 0;
  const take = req.take ?? ELEMENT_LIMITS.defaultTake;
  if (!Number.isInteger(skip) || skip < 0 || skip > ELEMENT_LIMITS.maxSkip) {
    throw badRequest(`skip must be an integer from 0 to ${ELEMENT_LIMITS.maxSkip}`, { skip: 'out of range' });
  }
  if (!Number.isInteger(take) || take < 1 || take > ELEMENT_LIMITS.maxTake) {
    throw badRequest(`take must be an integer from 1 to ${ELEMENT_LIMITS.maxTake}`, { take: 'out of range' });
  }
  const text = req.query?.text?.trim() ?? '';
  if (text.length > ELEMENT_LIMITS.maxText) {
    throw badRequest(`query.text must be at most ${ELEMENT_LIMITS.maxText} characters`, { 'query.text': 'too long' });
  }
  const lang = await areaLanguage(db, req.area);
  const rawTypes = req.query?.type;
  const types = (typeof rawTypes === 'string' ? [rawTypes] : [...(rawTypes ?? [])]).map((t) => t.trim()).filter(Boolean);

  let parentId: string | null = null;
  const askedParent = req.query?.parentId?.trim();
  if (askedParent) {
    const parent = (await rowsForIds(db, lang, [askedParent])).get(askedParent);
    // The children of an element the caller may not see (or that is not there) are not there either.
    if (!parent || !canView(parent, ctx.identity)) return { items: [], totalItems: 0, skip, take };
    parentId = parent.id;
  }

  let base = db
    .selectFrom('pages')
    .where('area_id', '=', lang.area_id)
    .where('language', '=', lang.code)
    .where('published', '=', 1);
  if (types.length > 0) base = base.where('type', 'in', types);
  if (parentId !== null) base = base.where('parent_id', '=', parentId);
  if (lookupTemplate !== undefined && lookupTemplate !== 'page') base = base.where('template', '=', lookupTemplate);
  if (ctx.identity === null || ctx.identity.anonymous) base = base.where('template', '!=', MEMBER_TEMPLATE);

  const byTitle = req.sort === 'title';
  const words = textWords(text);
  let ids: string[];
  let totalItems: number;
  if (words.length > 0) {
    // Free text: match in Unicode lower case here (SQLite's lower() folds ASCII only), over a bounded scan.
    const rows = await base
      .select(['id', 'title', 'menu_title', 'description'])
      .$if(byTitle, (q) => q.orderBy('title'))
      .$if(!byTitle, (q) => q.orderBy('sort').orderBy('title'))
      .orderBy('id')
      .limit(TEXT_SCAN_ROWS)
      .execute();
    const matching = rows.filter((row) => matchesWords(row, words));
    totalItems = matching.length;
    ids = matching.slice(skip, skip + take).map((row) => row.id);
  } else {
    const count = await base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
    totalItems = Number(count?.n ?? 0);
    const page =
      skip >= totalItems
        ? []
        : await base
            .select('id')
            .$if(byTitle, (q) => q.orderBy('title'))
            .$if(!byTitle, (q) => q.orderBy('sort').orderBy('title'))
            .orderBy('id')
            .limit(take)
            .offset(skip)
            .execute();
    ids = page.map((r) => r.id);
  }
  if (ids.length === 0) return { items: [], totalItems, skip, take };
  const rows = await db.selectFrom('pages').selectAll().where('id', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const pageRows = ids.map((id) => byId.get(id)).filter((r): r is PageRow => r !== undefined);
  return { items: await toPages(db, lang.area_id, pageRows), totalItems, skip, take };
}

/** GetModalRequest: the content to show in a modal, by element id or by modal key (exactly one). */
export async function getModal(db: Db, req: ModalRequest, ctx: ElementContext): Promise<ModalContent> {
  const id = req.id?.trim();
  const key = req.key?.trim();
  if (!id && !key) throw badRequest('id or key must be defined', { id: 'must be defined', key: 'must be defined' });
  if (id && key) throw badRequest('Give either id or key, not both', { id: 'only one of id and key', key: 'only one of id and key' });
  const lang = await areaLanguage(db, req.area);
  let row: PageRow | undefined;
  if (id) {
    row = (await rowsForIds(db, lang, [id])).get(id);
  } else if (key) {
    row = await db
      .selectFrom('pages')
      .selectAll()
      .where('area_id', '=', lang.area_id)
      .where('language', '=', lang.code)
      .where('group_id', '=', key)
      .where('type', '=', 'modal')
      .where('published', '=', 1)
      .executeTakeFirst();
  }
  if (!row) throw notFound(MODAL_NOT_FOUND);
  assertCanView(row, ctx.identity);
  const [page] = await toPages(db, lang.area_id, [row]);
  if (!page) throw notFound(MODAL_NOT_FOUND);
  const isModal = row.type === 'modal';
  return { id: page.id, key: isModal ? row.group_id : null, title: page.title, url: page.url || null, content: page.content };
}
