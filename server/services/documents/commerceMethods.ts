/**
 * What the shippingMethod and paymentMethod documents share: their key `<areaId>:<id>`, the area's languages and
 * currencies their names and prices must use, the names' parsing, listing, deactivation and the cache they feed.
 */
import type { DocumentProblem } from '../../../contract/documents';
import { parseJson } from '../area';
import { COMMERCE_CACHE_NAMESPACE } from '../cart/methods';
import { byText } from './accounts';
import { wordsMatch } from './sql';
import type { DocumentContext, Tx } from './types';

const METHOD_KEY = /^([A-Za-z0-9][A-Za-z0-9_-]{0,99}):([A-Za-z0-9][A-Za-z0-9._-]{0,49})$/;

/** `<areaId>:<id>` → its parts; null when the key has another form. */
export function methodKey(key: string): { areaId: string; id: string } | null {
  const m = METHOD_KEY.exec(key);
  return m ? { areaId: m[1]!, id: m[2]! } : null;
}

export const METHOD_KEY_REASON = 'a method key is <areaId>:<id>, e.g. b2b:gls (the id: 1–50 letters, digits, ".", "_" or "-")';

/** The area's languages and currencies (null when there is no such area). */
export async function areaLists(db: Tx, areaId: string): Promise<{ languages: string[]; currencies: string[] } | null> {
  const area = await db.selectFrom('areas').select(['currency_code', 'settings']).where('id', '=', areaId).executeTakeFirst();
  if (!area) return null;
  const languages = await db.selectFrom('languages').select('code').where('area_id', '=', areaId).execute();
  const stored = parseJson<{ currencies?: unknown }>(area.settings, {}).currencies;
  const currencies = Array.isArray(stored) && stored.length > 0 ? stored.filter((c): c is string => typeof c === 'string') : [area.currency_code];
  return { languages: languages.map((l) => l.code), currencies };
}

/** Key, area and names: the problems both method types check alike (the area's lists for the type's own checks). */
export async function methodProblems(
  db: Tx,
  key: string,
  names: Record<string, string>,
): Promise<{ problems: DocumentProblem[]; lists: { languages: string[]; currencies: string[] } | null }> {
  const parts = methodKey(key);
  if (!parts) return { problems: [{ path: '/key', reason: METHOD_KEY_REASON }], lists: null };
  const lists = await areaLists(db, parts.areaId);
  if (!lists) return { problems: [{ path: '/key', reason: `no area ${parts.areaId} (an areaSettings document creates it)` }], lists: null };
  const problems: DocumentProblem[] = [];
  for (const language of Object.keys(names).sort()) {
    if (!lists.languages.includes(language)) {
      problems.push({ path: `/data/names/${language}`, reason: `${language} is not a language of area ${parts.areaId} (${lists.languages.join(', ')})` });
    }
  }
  return { problems, lists };
}

/** A currency problem when `currency` is not one of the area's. */
export function currencyProblem(path: string, currency: string, currencies: readonly string[]): DocumentProblem[] {
  return currencies.includes(currency) ? [] : [{ path, reason: `${currency} is not one of the area's currencies (${currencies.join(', ')})` }];
}

/** A method's names as stored (JSON per row); only string values. */
export function parseNames(json: string): Record<string, string> {
  const value = parseJson<Record<string, unknown> | null>(json, {}) ?? {};
  return Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

/** The keys of the rows (one row per price), filtered and paged like every document search. */
export function searchMethods(
  rows: readonly { area_id: string; id: string; names: string }[],
  query: { keyPrefix?: string | undefined; words: string[]; skip: number; take: number },
): { total: number; keys: string[] } {
  const byKey = new Map<string, string>();
  for (const r of rows) byKey.set(`${r.area_id}:${r.id}`, r.names);
  const keys = [...byKey]
    .filter(([key]) => (query.keyPrefix ? key.startsWith(query.keyPrefix) : true))
    .filter(([key, names]) => wordsMatch(query.words, key, ...Object.values(parseNames(names))))
    .map(([key]) => key)
    .sort(byText);
  return { total: keys.length, keys: keys.slice(query.skip, query.skip + query.take) };
}

/** Methods are read through the 'commerce' cache per area and currency (cart/methods.ts). */
export async function invalidateMethods(ctx: DocumentContext): Promise<void> {
  await ctx.cache.invalidate(COMMERCE_CACHE_NAMESPACE);
}

/** ISO 3166-1 alpha-2 codes that name a region (Intl knows them; an unknown code is answered as itself). */
const regions = new Intl.DisplayNames(['en'], { type: 'region' });
export const isCountryCode = (code: string): boolean => /^[A-Z]{2}$/.test(code) && regions.of(code) !== code && code !== 'EU' && code !== 'UN';
