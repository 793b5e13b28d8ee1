/** What the content document handlers share: their keys' forms and the area/language checks. */
import type { DocumentProblem } from '../../../contract/documents';
import type { Tx } from './types';

export const MENU_NAMES = ['primary', 'categories', 'secondary'] as const;
export type MenuName = (typeof MENU_NAMES)[number];

const AREA = '[A-Za-z0-9][A-Za-z0-9_-]{0,99}';
const TRANSLATIONS_KEY = new RegExp(`^(${AREA}):([a-z]{2})$`);
const MENU_KEY = new RegExp(`^(${AREA}):([a-z]{2}):(${MENU_NAMES.join('|')})$`);
const FORM_KEY = new RegExp(`^(${AREA}):([A-Za-z0-9][A-Za-z0-9_-]{0,99})$`);
export const AREA_KEY = new RegExp(`^${AREA}$`);
/** A page id as the content tables keep them ('cat-hammers-da', 'about-en'). */
export const PAGE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** `<areaId>:<language>` → its parts; null when the key has another form. */
export function translationsKey(key: string): { areaId: string; language: string } | null {
  const m = TRANSLATIONS_KEY.exec(key);
  return m ? { areaId: m[1]!, language: m[2]! } : null;
}

/** `<areaId>:<language>:<menu>` → its parts. */
export function menuKey(key: string): { areaId: string; language: string; menu: MenuName } | null {
  const m = MENU_KEY.exec(key);
  return m ? { areaId: m[1]!, language: m[2]!, menu: m[3] as MenuName } : null;
}

/** `<areaId>:<formKey>` → its parts. */
export function formKey(key: string): { areaId: string; formKey: string } | null {
  const m = FORM_KEY.exec(key);
  return m ? { areaId: m[1]!, formKey: m[2]! } : null;
}

/** Problems when the area or its language does not exist (`path` names where they were given). */
export async function areaLanguageProblems(
  db: Tx,
  areaId: string,
  language: string | null,
  paths: { area: string; language: string },
): Promise<DocumentProblem[]> {
  const area = await db.selectFrom('areas').select('id').where('id', '=', areaId).executeTakeFirst();
  if (!area) return [{ path: paths.area, reason: `no area ${areaId} (Area/GetAreas lists them)` }];
  if (language === null) return [];
  const lang = await db.selectFrom('languages').select('code').where('area_id', '=', areaId).where('code', '=', language).executeTakeFirst();
  return lang ? [] : [{ path: paths.language, reason: `${language} is not a language of area ${areaId}` }];
}

/** Keys filtered by prefix and words, in key order, then paged (for types whose keys are few: areas, menus …). */
export function pageKeys(
  all: { key: string; text: string[] }[],
  query: { keyPrefix?: string | undefined; words: string[]; skip: number; take: number },
  match: (words: readonly string[], ...texts: string[]) => boolean,
): { total: number; keys: string[] } {
  const keys = all
    .filter((d) => (query.keyPrefix ? d.key.startsWith(query.keyPrefix) : true))
    .filter((d) => match(query.words, d.key, ...d.text))
    .map((d) => d.key)
    .sort();
  return { total: keys.length, keys: keys.slice(query.skip, query.skip + query.take) };
}
