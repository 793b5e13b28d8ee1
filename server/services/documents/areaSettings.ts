/**
 * The `areaSettings` document: key = the area id, data = name, default currency and language, image prefix, default
 * facets and sorting options, and the area's languages, currencies and domains. Creates the area when it does not
 * exist (an empty database: docs/going-live.md), then the three lists are required; when updating, a list left out
 * stays as it is. A new area also gets a site configuration for its host names (and the '*' fallback when the shop
 * has none), so the storefront's start-up calls answer. Never deleted through documents. Feeds the area data (per
 * logged-in status) and the area's default currency in prices: invalidates 'area', 'site' and 'prices'.
 */
import type { AreaDomainEntry, AreaLanguage, AreaSettingsDocument } from '../../../contract/documents/content';
import type { DocumentProblem } from '../../../contract/documents';
import { parseJson } from '../area';
import { AREA_KEY, pageKeys } from './contentKeys';
import { wordsMatch } from './sql';
import type { DocumentHandler, Tx } from './types';

interface StoredSettings {
  defaultFacets?: unknown;
  sortingOptions?: unknown;
  currencies?: unknown;
}

/** Languages with their defaults filled in (URL prefix, Perfion id) so that read() compares equal. */
function normaliseLanguages(languages: AreaLanguage[], defaultLanguage: string): AreaLanguage[] {
  return languages.map((l, i) => ({
    ...l,
    urlPrefix: l.urlPrefix ?? (l.code === defaultLanguage ? '' : `/${l.code}`),
    perfionLanguageId: l.perfionLanguageId ?? i + 1,
  }));
}

function normaliseDomains(domains: AreaDomainEntry[]): AreaDomainEntry[] {
  return domains
    .map((d) => ({ domain: d.domain, language: d.language, primary: d.primary ?? false }))
    .sort((x, y) => x.domain.localeCompare(y.domain) || x.language.localeCompare(y.language));
}

/** The lists as they will be after the write: the document's, else the stored ones. */
async function effectiveLists(db: Tx, key: string, data: AreaSettingsDocument): Promise<{ languages: string[]; currencies: string[] }> {
  const languages = data.languages
    ? data.languages.map((l) => l.code)
    : (await db.selectFrom('languages').select('code').where('area_id', '=', key).execute()).map((r) => r.code);
  let currencies = data.currencies;
  if (!currencies) {
    const row = await db.selectFrom('areas').select(['settings', 'currency_code']).where('id', '=', key).executeTakeFirst();
    currencies = row ? storedCurrencies(row) : [];
  }
  return { languages, currencies };
}

function storedCurrencies(row: { settings: string; currency_code: string }): string[] {
  const stored = parseJson<StoredSettings>(row.settings, {}).currencies;
  return Array.isArray(stored) && stored.length > 0 ? (stored as string[]) : [row.currency_code];
}

function listProblems(data: AreaSettingsDocument, languages: string[], currencies: string[]): DocumentProblem[] {
  const problems: DocumentProblem[] = [];
  const codes = new Set<string>();
  data.languages?.forEach((l, i) => {
    if (codes.has(l.code)) problems.push({ path: `/data/languages/${i}/code`, reason: `${l.code} is listed twice` });
    codes.add(l.code);
  });
  if (!languages.includes(data.defaultLanguage)) {
    problems.push({ path: '/data/defaultLanguage', reason: `${data.defaultLanguage} is not one of the area's languages (${languages.join(', ')})` });
  }
  if (!currencies.includes(data.currencyCode)) {
    problems.push({ path: '/data/currencyCode', reason: `${data.currencyCode} is not one of the area's currencies (${currencies.join(', ')})` });
  }
  const seen = new Set<string>();
  const primary = new Set<string>();
  data.domains?.forEach((d, i) => {
    if (!languages.includes(d.language)) problems.push({ path: `/data/domains/${i}/language`, reason: `${d.language} is not one of the area's languages` });
    const pair = `${d.domain}|${d.language}`;
    if (seen.has(pair)) problems.push({ path: `/data/domains/${i}`, reason: `${d.domain} is listed twice for ${d.language}` });
    seen.add(pair);
    if (d.primary && primary.has(d.language)) problems.push({ path: `/data/domains/${i}/primary`, reason: `a second primary domain for ${d.language}` });
    if (d.primary) primary.add(d.language);
  });
  return problems;
}

/** A domain and language another area serves already (area_domains is keyed by domain and language). */
async function domainProblems(db: Tx, key: string, domains: AreaDomainEntry[] | undefined): Promise<DocumentProblem[]> {
  if (!domains?.length) return [];
  const rows = await db
    .selectFrom('area_domains')
    .select(['domain', 'language', 'area_id'])
    .where('domain', 'in', [...new Set(domains.map((d) => d.domain))])
    .where('area_id', '<>', key)
    .execute();
  const problems: DocumentProblem[] = [];
  domains.forEach((d, i) => {
    const other = rows.find((r) => r.domain === d.domain && r.language === d.language);
    if (other) problems.push({ path: `/data/domains/${i}/domain`, reason: `${d.domain} serves area ${other.area_id} in ${d.language} already` });
  });
  return problems;
}

/** A language left out of `languages` that the area's pages, menus or translations still use. */
async function removedLanguageProblems(db: Tx, key: string, languages: AreaLanguage[] | undefined): Promise<DocumentProblem[]> {
  if (!languages) return [];
  const kept = languages.map((l) => l.code);
  const [pages, menus, texts] = await Promise.all([
    db.selectFrom('pages').select('language').distinct().where('area_id', '=', key).execute(),
    db.selectFrom('menu_items').select('language').distinct().where('area_id', '=', key).execute(),
    db.selectFrom('translations').select('language').distinct().where('area_id', '=', key).execute(),
  ]);
  const used = [...new Set([...pages, ...menus, ...texts].map((r) => r.language))].filter((l) => !kept.includes(l)).sort();
  return used.map((l) => ({ path: '/data/languages', reason: `${l} is left out, but the area's pages, menus or translations use it (delete them first)` }));
}

async function writeLists(trx: Tx, key: string, data: AreaSettingsDocument): Promise<void> {
  if (data.languages) {
    await trx.deleteFrom('languages').where('area_id', '=', key).execute();
    const rows = normaliseLanguages(data.languages, data.defaultLanguage).map((l, i) => ({
      area_id: key,
      code: l.code,
      language_id: l.languageId,
      name: l.name,
      locale_code: l.localeCode,
      perfion_language_id: l.perfionLanguageId ?? i + 1,
      url_prefix: l.urlPrefix ?? '',
      sort: i + 1,
    }));
    await trx.insertInto('languages').values(rows).execute();
  }
  if (data.domains) {
    await trx.deleteFrom('area_domains').where('area_id', '=', key).execute();
    const rows = data.domains.map((d) => ({ area_id: key, domain: d.domain, language: d.language, is_primary: d.primary ? 1 : 0 }));
    await trx.insertInto('area_domains').values(rows).execute();
    await addSiteConfigs(trx, key, data);
  }
}

/** Site configurations for host names that have none (and '*' when the shop has none): GetSiteConfiguration answers. */
async function addSiteConfigs(trx: Tx, key: string, data: AreaSettingsDocument): Promise<void> {
  const hosts = [...new Set((data.domains ?? []).map((d) => d.domain))];
  const existing = await trx.selectFrom('site_configs').select('hostname').where('hostname', 'in', [...hosts, '*']).execute();
  const have = new Set(existing.map((r) => r.hostname));
  const missing = [...hosts, '*'].filter((h) => !have.has(h));
  if (missing.length === 0) return;
  const rows = missing.map((hostname) => ({
    hostname,
    area_id: key,
    api_uri: '/api',
    public_api_uri: '',
    public_cms_uri: '',
    noindex: 0,
    title_postfix: ` | ${data.name}`,
  }));
  await trx.insertInto('site_configs').values(rows).execute();
}

export const areaSettingsHandler: DocumentHandler<AreaSettingsDocument> = {
  type: 'areaSettings',
  normalise(data) {
    const out: AreaSettingsDocument = {
      ...data,
      imagePrefix: data.imagePrefix ?? '',
      defaultFacets: data.defaultFacets ?? [],
      sortingOptions: data.sortingOptions ?? [],
    };
    if (data.languages) out.languages = normaliseLanguages(data.languages, data.defaultLanguage);
    if (data.domains) out.domains = normaliseDomains(data.domains);
    return out;
  },
  async check(ctx, key, data) {
    if (!AREA_KEY.test(key)) return [{ path: '/key', reason: 'an areaSettings key is the area id, e.g. b2b' }];
    const area = await ctx.db.selectFrom('areas').select('id').where('id', '=', key).executeTakeFirst();
    if (!area) {
      const missing = (['languages', 'currencies', 'domains'] as const).filter((f) => data[f] === undefined);
      if (missing.length > 0) {
        return [{ path: '/key', reason: `no area ${key}: to create it, send ${missing.join(', ')} too (Area/GetAreas lists the areas)` }];
      }
    }
    const { languages, currencies } = await effectiveLists(ctx.db, key, data);
    return [
      ...listProblems(data, languages, currencies),
      ...(await domainProblems(ctx.db, key, data.domains)),
      ...(area ? await removedLanguageProblems(ctx.db, key, data.languages) : []),
    ];
  },
  async read(db, key) {
    const row = await db.selectFrom('areas').selectAll().where('id', '=', key).executeTakeFirst();
    if (!row) return null;
    const settings = parseJson<StoredSettings>(row.settings, {});
    const [languages, domains] = await Promise.all([
      db.selectFrom('languages').selectAll().where('area_id', '=', key).orderBy('sort').orderBy('code').execute(),
      db.selectFrom('area_domains').selectAll().where('area_id', '=', key).execute(),
    ]);
    return {
      name: row.name,
      currencyCode: row.currency_code,
      defaultLanguage: row.default_language,
      imagePrefix: row.image_prefix,
      defaultFacets: (Array.isArray(settings.defaultFacets) ? settings.defaultFacets : []) as AreaSettingsDocument['defaultFacets'],
      sortingOptions: (Array.isArray(settings.sortingOptions) ? settings.sortingOptions : []) as AreaSettingsDocument['sortingOptions'],
      languages: languages.map((l) => ({
        code: l.code,
        languageId: l.language_id,
        name: l.name,
        localeCode: l.locale_code,
        urlPrefix: l.url_prefix,
        perfionLanguageId: l.perfion_language_id,
      })),
      currencies: storedCurrencies(row),
      domains: normaliseDomains(domains.map((d) => ({ domain: d.domain, language: d.language, primary: d.is_primary === 1 }))),
    };
  },
  async write(trx, key, data) {
    const row = await trx.selectFrom('areas').select('settings').where('id', '=', key).executeTakeFirst();
    // Other settings an area may carry (a letterhead …) are kept as they are.
    const settings: Record<string, unknown> = {
      ...parseJson<Record<string, unknown>>(row?.settings, {}),
      defaultFacets: data.defaultFacets ?? [],
      sortingOptions: data.sortingOptions ?? [],
    };
    if (data.currencies) settings.currencies = data.currencies;
    const values = {
      name: data.name,
      currency_code: data.currencyCode,
      default_language: data.defaultLanguage,
      image_prefix: data.imagePrefix ?? '',
      settings: JSON.stringify(settings),
    };
    if (row) await trx.updateTable('areas').set(values).where('id', '=', key).execute();
    else await trx.insertInto('areas').values({ id: key, ...values }).execute();
    await writeLists(trx, key, data);
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
    await ctx.cache.invalidate('site');
    await ctx.cache.invalidate('prices');
  },
};
