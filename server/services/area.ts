/**
 * Area settings (SPEC §3 "Area settings", §7 GetAreaById / GetAreaByDomain): the area, its domains and
 * languages, the footer blocks and the menu trees of one language.
 */
import type { Selectable } from 'kysely';
import type { AreaDomain, AreaSettings, LanguageEntry, MenuItem, MenuKind, SiteConfiguration } from '../../contract/area';
import type { Facet, SortingOption } from '../../contract/products';
import type { LanguageCode } from '../../contract/common';
import type { Db } from '../db';
import type { AreaTable, LanguageTable, MenuItemTable } from '../db/schema';
import { badRequest, notFound } from '../errors';
import type { Cache } from './cache';
import { AREA_VAT_RATE_BP } from './cart/methods';
import { sanitizeBlocks } from './richText';

export const AREA_NOT_FOUND = 'Area not found';
/** SPEC §8 "Area id not found for a language". */
export const AREA_LANGUAGE_NOT_FOUND = 'Area id not found for language';

/** Seconds area data stays cached (namespace 'area'; the back office invalidates the namespace). */
export const AREA_CACHE_TTL = 300;

export type AreaRow = Selectable<AreaTable>;
export type LanguageRow = Selectable<LanguageTable>;

const MENU_KINDS: readonly MenuKind[] = ['primary', 'categories', 'secondary'];

/** 'da', 'DA', 'da-DK', 'da_dk' → 'da'. Empty input stays empty. */
export function normalizeLanguageCode(input: string): string {
  return input.trim().toLowerCase().split(/[-_]/)[0] ?? '';
}

/** 'LocalHost:8080' → 'localhost', '[::1]:8080' → '[::1]', 'shop.example.' → 'shop.example'. */
export function normalizeHost(input: string): string {
  let host = input.trim().toLowerCase();
  if (host.startsWith('[')) {
    const end = host.indexOf(']');
    host = end >= 0 ? host.slice(0, end + 1) : host;
  } else if (host.split(':').length === 2) {
    host = host.split(':')[0] ?? '';
  }
  return host.replace(/\.$/, '');
}

/** Parses a JSON text column, falling back when it is empty or malformed. */
export function parseJson<T>(text: string | null | undefined, fallback: T): T {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

export function toLanguageEntry(row: LanguageRow): LanguageEntry {
  return {
    code: row.code as LanguageCode,
    languageId: row.language_id,
    name: row.name,
    areaId: row.area_id,
    localeCode: row.locale_code,
    perfionLanguageId: row.perfion_language_id,
    urlPrefix: row.url_prefix,
  };
}

export async function findArea(db: Db, areaId: string): Promise<AreaRow | undefined> {
  return db.selectFrom('areas').selectAll().where('id', '=', areaId.trim()).executeTakeFirst();
}

/**
 * The language row of an area for a code like 'da' or 'da-DK'.
 * Throws 404 'Area id not found for language' when the area or the language does not exist.
 */
export async function resolveAreaLanguage(db: Db, areaId: string, language: string): Promise<LanguageRow> {
  const code = normalizeLanguageCode(language);
  const row = await db
    .selectFrom('languages')
    .selectAll()
    .where('area_id', '=', areaId.trim())
    .where('code', '=', code)
    .executeTakeFirst();
  if (!row) throw notFound(AREA_LANGUAGE_NOT_FOUND);
  return row;
}

/**
 * The area and language of a call whose area is stored or sent on (carts, orders, payments): the area id trimmed
 * and the language's code ('da-DK' → 'da'). An unknown area or a language the area does not have is a 400 naming
 * the parameter: `<prefix>.areaId` 'is unknown', `<prefix>.languageCode` 'is not a language of the area'.
 */
export async function checkAreaInfo(
  db: Db,
  info: { areaId: string; languageCode: string },
  prefix: string,
): Promise<{ areaId: string; languageCode: string }> {
  const areaId = info.areaId.trim();
  const language = await db
    .selectFrom('languages')
    .select('code')
    .where('area_id', '=', areaId)
    .where('code', '=', normalizeLanguageCode(info.languageCode))
    .executeTakeFirst();
  if (language) return { areaId, languageCode: language.code };
  if (!(await findArea(db, areaId))) {
    throw badRequest(`${prefix}.areaId is not an area of the shop`, { [`${prefix}.areaId`]: 'is unknown' });
  }
  const reason = 'is not a language of the area';
  throw badRequest(`${prefix}.languageCode ${reason}`, { [`${prefix}.languageCode`]: reason });
}

/** Menu rows of one menu kind → a forest; children sorted by sort (then name). Orphans become roots. */
export function buildMenuTree(rows: Selectable<MenuItemTable>[]): MenuItem[] {
  const sorted = [...rows].sort((a, b) => a.sort - b.sort || a.name.localeCompare(b.name));
  const items = new Map<string, MenuItem>();
  for (const row of sorted) {
    items.set(row.id, {
      id: row.id,
      name: row.name,
      url: row.url,
      externalLink: row.external_link,
      parentId: row.parent_id,
      menus: [row.menu],
      children: [],
    });
  }
  const roots: MenuItem[] = [];
  for (const row of sorted) {
    const item = items.get(row.id);
    if (!item) continue;
    const parent = row.parent_id !== null && row.parent_id !== row.id ? items.get(row.parent_id) : undefined;
    if (parent) parent.children.push(item);
    else roots.push(item);
  }
  return roots;
}

interface AreaJsonSettings {
  defaultFacets?: Facet[];
  sortingOptions?: SortingOption[];
}

/** Builds the settings from the database (uncached). */
export async function loadAreaSettings(db: Db, areaId: string, language: string): Promise<AreaSettings> {
  const area = await findArea(db, areaId);
  if (!area) throw notFound(AREA_NOT_FOUND);
  const lang = await resolveAreaLanguage(db, area.id, language);

  const [languages, domains, footer, menuRows] = await Promise.all([
    db.selectFrom('languages').selectAll().where('area_id', '=', area.id).orderBy('sort').orderBy('code').execute(),
    db
      .selectFrom('area_domains')
      .selectAll()
      .where('area_id', '=', area.id)
      .orderBy('domain')
      .orderBy('is_primary', 'desc')
      .orderBy('language')
      .execute(),
    db
      .selectFrom('pages')
      .select('content')
      .where('area_id', '=', area.id)
      .where('language', '=', lang.code)
      .where('type', '=', 'footer')
      .where('published', '=', 1)
      .orderBy('sort')
      .executeTakeFirst(),
    db.selectFrom('menu_items').selectAll().where('area_id', '=', area.id).where('language', '=', lang.code).execute(),
  ]);

  const settings = parseJson<AreaJsonSettings>(area.settings, {});
  const menus = {} as Record<MenuKind, MenuItem[]>;
  for (const kind of MENU_KINDS) menus[kind] = buildMenuTree(menuRows.filter((r) => r.menu === kind));

  return {
    area: {
      id: area.id,
      name: area.name,
      currencyCode: area.currency_code,
      defaultLanguage: area.default_language as LanguageCode,
      vatPercentage: AREA_VAT_RATE_BP / 100,
    },
    domains: domains.map(
      (d): AreaDomain => ({ domain: d.domain, language: d.language as LanguageCode, isPrimary: d.is_primary === 1 }),
    ),
    languages: languages.map(toLanguageEntry),
    // Rich text sanitised where it is served (server/services/richText.ts).
    footerContent: sanitizeBlocks(parseJson<unknown>(footer?.content, [])),
    defaultFacets: Array.isArray(settings.defaultFacets) ? settings.defaultFacets : [],
    sortingOptions: Array.isArray(settings.sortingOptions) ? settings.sortingOptions : [],
    imagePrefix: area.image_prefix,
    menus,
  };
}

/**
 * Area settings through the cache. The key includes the logged-in status (SPEC §6: the area data cache
 * depends on it); today both variants hold the same data — per-audience menus would branch here.
 */
export async function getAreaSettings(
  db: Db,
  cache: Cache,
  areaId: string,
  language: string,
  loggedIn: boolean,
): Promise<AreaSettings> {
  const key = `${areaId.trim()}|${normalizeLanguageCode(language)}|${loggedIn ? 'user' : 'anon'}`;
  return cache.wrap('area', key, AREA_CACHE_TTL, () => loadAreaSettings(db, areaId, language));
}

/**
 * The area serving a host name: its row for the language, else its primary row, else any row of the domain,
 * else the area of the '*' site configuration. Null when none applies.
 */
export async function findAreaIdByDomain(db: Db, domain: string, language: string): Promise<string | null> {
  const host = normalizeHost(domain);
  const code = normalizeLanguageCode(language);
  const rows = await db.selectFrom('area_domains').selectAll().where('domain', '=', host).execute();
  const match =
    rows.find((r) => r.language === code) ?? rows.find((r) => r.is_primary === 1) ?? rows[0];
  if (match) return match.area_id;
  const fallback = await db
    .selectFrom('site_configs')
    .select('area_id')
    .where('hostname', '=', '*')
    .executeTakeFirst();
  return fallback?.area_id ?? null;
}

export async function getAreaSettingsByDomain(
  db: Db,
  cache: Cache,
  domain: string,
  language: string,
  loggedIn: boolean,
): Promise<AreaSettings> {
  const key = `domain|${normalizeHost(domain)}|${normalizeLanguageCode(language)}`;
  const areaId = await cache.wrap('area', key, AREA_CACHE_TTL, () => findAreaIdByDomain(db, domain, language));
  if (!areaId) throw notFound(AREA_NOT_FOUND);
  return getAreaSettings(db, cache, areaId, language, loggedIn);
}

/**
 * Site configuration for a host (SPEC §3): the row of the exact host name, else the '*' row.
 * hostname in the reply is the requested host. Null when neither exists.
 */
export async function getSiteConfiguration(db: Db, cache: Cache, host: string): Promise<SiteConfiguration | null> {
  const hostname = normalizeHost(host);
  return cache.wrap('site', hostname, AREA_CACHE_TTL, async () => {
    const rows = await db.selectFrom('site_configs').selectAll().where('hostname', 'in', [hostname, '*']).execute();
    const row = rows.find((r) => r.hostname === hostname) ?? rows.find((r) => r.hostname === '*');
    if (!row) return null;
    return {
      hostname,
      areaId: row.area_id,
      apiUri: row.api_uri,
      publicApiUri: row.public_api_uri,
      publicCmsUri: row.public_cms_uri,
      noindex: row.noindex === 1,
      titlePostfix: row.title_postfix,
    };
  });
}
