/**
 * Sitemaps (SPEC §7 "Files, images, sitemap") and robots.txt.
 *
 * - GET /sitemap/{area}/{language}: a sitemap index (sitemaps.org 0.9) listing the paged urlsets of the language,
 *   per type: content pages, category pages, product pages.
 * - GET /sitemap/{area}/{language}/{type}/{page}: a urlset of up to `pageSize` (10,000) URLs, each with its language
 *   versions as `xhtml:link rel="alternate" hreflang` (itself included, plus `x-default` for the area's default
 *   language) and `lastmod` where the catalogue knows a date.
 *
 * Only what anyone may see is listed: published pages answering 200, not templates or fragments (product template,
 * footer) and not the members' pages (lookup template 'member'); products that have a URL in the language (a text
 * and a category page above them).
 *
 * Locations are absolute. Their origin per language is the area's primary domain for that language (with PUBLIC_URL's
 * scheme; PUBLIC_URL's port when it is PUBLIC_URL's own host; not a local name like 'localhost'), else PUBLIC_URL —
 * never the request's Host header, so a forged Host cannot put foreign URLs into the shop's sitemaps or their caches.
 *
 * Documents are cached (namespace 'sitemap', gzip-compressed, so a 100k-product catalogue's pages stay small in
 * memory and in Redis) and dropped by invalidateSitemaps — called by invalidateCatalogue for catalogue changes —
 * or after SITEMAP_CACHE_TTL for content changes.
 */
import { gunzipSync, gzipSync } from 'node:zlib';
import type { Db } from '../db';
import { notFound } from '../errors';
import type { Cache } from './cache';
import { languageOrigin, primaryDomainOf } from '../../common/siteOrigin';
import { AREA_NOT_FOUND, findArea, getSiteConfiguration, parseJson, resolveAreaLanguage } from './area';
import { categoryIdChain, categoryPagesByLanguage, idList, productUrl } from './products';

export const SITEMAP_TYPES = ['content', 'category', 'product'] as const;
export type SitemapType = (typeof SITEMAP_TYPES)[number];

/** URLs per urlset page (the protocol allows 50,000; SITEMAP_PAGE_SIZE overrides it, e.g. in tests). */
export const SITEMAP_PAGE_SIZE = 10_000;
export const SITEMAP_MAX_PAGE_SIZE = 50_000;
export const SITEMAP_NAMESPACE = 'sitemap';
/** Seconds a sitemap document stays cached (content changes have no invalidation hook yet). */
export const SITEMAP_CACHE_TTL = 900;
/** The protocol's longest location. */
const MAX_LOC_LENGTH = 2048;

const SITEMAP_XMLNS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_XMLNS = 'http://www.w3.org/1999/xhtml';

/** Page types never served at their own URL (templates and fragments), and pages only members may see. */
const INTERNAL_PAGE_TYPES = ['product', 'footer'];
const MEMBER_TEMPLATES = ['member'];

export interface AppLike {
  db: Db;
  cache: Cache;
  config: { publicUrl: string; sitemapPageSize: number };
}

interface SitemapContext {
  areaId: string;
  language: string;
  /** The area's language codes, in the area's order. */
  languages: string[];
  defaultLanguage: string;
  /** Language code → origin ('https://shop.example'). */
  origins: Map<string, string>;
}

/** One URL of a urlset: paths per language (the entry's own language included); lastmod when known. */
interface Entry {
  path: string;
  lastmod: string | null;
  alternates: Map<string, string>;
}

// ---------------------------------------------------------------- origins

/** The origin of every language (common/siteOrigin.ts: its primary domain, else PUBLIC_URL's origin). */
export function languageOrigins(
  publicUrl: string,
  domains: readonly { domain: string; language: string; is_primary: number }[],
  languages: readonly string[],
): Map<string, string> {
  const areaDomains = domains.map((d) => ({ domain: d.domain, language: d.language, isPrimary: d.is_primary === 1 }));
  return new Map(languages.map((language) => [language, languageOrigin(publicUrl, primaryDomainOf(areaDomains, language))]));
}

async function sitemapContext(app: AppLike, areaId: string, language: string): Promise<SitemapContext> {
  const area = await findArea(app.db, areaId);
  if (!area) throw notFound(AREA_NOT_FOUND);
  // 404 'Area id not found for language' for a language the area does not have.
  const lang = await resolveAreaLanguage(app.db, area.id, language);
  const [languages, domains] = await Promise.all([
    app.db.selectFrom('languages').select('code').where('area_id', '=', area.id).orderBy('sort').orderBy('code').execute(),
    app.db.selectFrom('area_domains').selectAll().where('area_id', '=', area.id).orderBy('domain').execute(),
  ]);
  const codes = languages.map((l) => l.code);
  return {
    areaId: area.id,
    language: lang.code,
    languages: codes,
    defaultLanguage: area.default_language,
    origins: languageOrigins(app.config.publicUrl, domains, codes),
  };
}

/** An absolute, percent-encoded URL of a shop path in a language; null when it is not a usable location. */
function absoluteUrl(ctx: SitemapContext, language: string, path: string): string | null {
  const origin = ctx.origins.get(language);
  if (!origin || !path.startsWith('/') || path.startsWith('//')) return null;
  const href = new URL(path, `${origin}/`).href;
  return href.length <= MAX_LOC_LENGTH ? href : null;
}

// ---------------------------------------------------------------- entries

/** W3C datetime in UTC without fractions ('2025-03-01T08:15:00Z'), or null for a value that is not a date. */
function w3cDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

const later = (a: string | null, b: string | null): string | null => (a === null ? b : b === null || a >= b ? a : b);

/** Category id → the newest creation time of a product in it or below it. */
async function categoryLastmods(db: Db): Promise<Map<string, string>> {
  const [categories, newest] = await Promise.all([
    db.selectFrom('categories').select(['id', 'parent_id']).execute(),
    db
      .selectFrom('products')
      .select(['category_id', (eb) => eb.fn.max('created_at').as('newest')])
      .groupBy('category_id')
      .execute(),
  ]);
  const parents = new Map(categories.map((c) => [c.id, c.parent_id]));
  const result = new Map<string, string>();
  for (const row of newest) {
    const date = w3cDate(row.newest);
    if (date === null) continue;
    for (const { id } of categoryIdChain(parents, row.category_id)) result.set(id, later(result.get(id) ?? null, date) ?? date);
  }
  return result;
}

/** Published, public pages answering 200 of the area: content pages or category pages, in the requested language. */
async function pageEntries(db: Db, ctx: SitemapContext, type: 'content' | 'category'): Promise<Entry[]> {
  let query = db
    .selectFrom('pages')
    .select(['group_id', 'language', 'url', 'sort', 'properties'])
    .where('area_id', '=', ctx.areaId)
    .where('language', 'in', ctx.languages)
    .where('published', '=', 1)
    .where('status_code', '=', 200)
    .where('template', 'not in', MEMBER_TEMPLATES);
  query =
    type === 'category'
      ? query.where('type', '=', 'category')
      : query.where('type', 'not in', [...INTERNAL_PAGE_TYPES, 'category']);
  const rows = await query.orderBy('sort').orderBy('url').execute();
  const groups = new Map<string, Map<string, string>>();
  for (const row of rows) {
    const versions = groups.get(row.group_id) ?? new Map<string, string>();
    if (!versions.has(row.language)) versions.set(row.language, row.url);
    groups.set(row.group_id, versions);
  }
  const lastmods = type === 'category' ? await categoryLastmods(db) : null;
  const entries: Entry[] = [];
  const listed = new Set<string>();
  for (const row of rows) {
    if (row.language !== ctx.language || listed.has(row.url)) continue;
    listed.add(row.url);
    let lastmod: string | null = null;
    if (lastmods) {
      const categoryId = parseJson<{ categoryId?: unknown }>(row.properties, {}).categoryId;
      if (categoryId !== undefined && categoryId !== null) lastmod = lastmods.get(String(categoryId)) ?? null;
    }
    entries.push({ path: row.url, lastmod, alternates: groups.get(row.group_id) ?? new Map([[row.language, row.url]]) });
  }
  return entries;
}

interface ProductRef {
  id: string;
  categoryId: string;
  path: string;
  lastmod: string | null;
}

interface ProductUrlBuilder {
  /** The product's URL in a language, or '' when it has none there. */
  url(language: string, categoryId: string, slug: string): string;
}

/** Category pages of the area per language, and the category tree, to build product URLs. */
async function productUrlBuilder(db: Db, ctx: SitemapContext): Promise<ProductUrlBuilder> {
  const [categories, pages] = await Promise.all([
    db.selectFrom('categories').select(['id', 'parent_id']).execute(),
    db
      .selectFrom('pages')
      .select(['language', 'url', 'properties'])
      .where('area_id', '=', ctx.areaId)
      .where('type', '=', 'category')
      .where('published', '=', 1)
      .orderBy('sort')
      .orderBy('url')
      .execute(),
  ]);
  const parents = new Map(categories.map((c) => [c.id, c.parent_id]));
  const pagesByLanguage = categoryPagesByLanguage(pages);
  const chains = new Map<string, { id: string }[]>();
  const chainOf = (leaf: string): { id: string }[] => {
    let chain = chains.get(leaf);
    if (!chain) {
      chain = categoryIdChain(parents, leaf);
      chains.set(leaf, chain);
    }
    return chain;
  };
  return {
    url: (language, categoryId, slug) =>
      slug ? productUrl(chainOf(categoryId), pagesByLanguage.get(language) ?? new Map(), slug) : '',
  };
}

/** Every product with a URL in the requested language, by product number. */
async function productRefs(db: Db, ctx: SitemapContext, urls: ProductUrlBuilder): Promise<ProductRef[]> {
  const [products, texts] = await Promise.all([
    db.selectFrom('products').select(['id', 'category_id', 'created_at']).orderBy('id').execute(),
    db.selectFrom('product_texts').select(['product_id', 'slug']).where('language', '=', ctx.language).execute(),
  ]);
  const slugs = new Map(texts.map((t) => [t.product_id, t.slug]));
  const refs: ProductRef[] = [];
  for (const p of products) {
    const path = urls.url(ctx.language, p.category_id, slugs.get(p.id) ?? '');
    if (path) refs.push({ id: p.id, categoryId: p.category_id, path, lastmod: w3cDate(p.created_at) });
  }
  return refs;
}

/** The page's products with their URLs in every language of the area. */
async function productEntries(db: Db, ctx: SitemapContext, urls: ProductUrlBuilder, refs: ProductRef[]): Promise<Entry[]> {
  if (refs.length === 0) return [];
  const texts = await db
    .selectFrom('product_texts')
    .select(['product_id', 'language', 'slug'])
    .where('product_id', 'in', idList(db, refs.map((r) => r.id)))
    .where('language', 'in', ctx.languages)
    .execute();
  const slugs = new Map<string, Map<string, string>>();
  for (const t of texts) {
    const map = slugs.get(t.product_id) ?? new Map<string, string>();
    map.set(t.language, t.slug);
    slugs.set(t.product_id, map);
  }
  return refs.map((ref) => {
    const alternates = new Map<string, string>();
    for (const language of ctx.languages) {
      const path = language === ctx.language ? ref.path : urls.url(language, ref.categoryId, slugs.get(ref.id)?.get(language) ?? '');
      if (path) alternates.set(language, path);
    }
    return { path: ref.path, lastmod: ref.lastmod, alternates };
  });
}

// ---------------------------------------------------------------- XML

/** Text for XML content and attribute values; characters XML 1.0 cannot hold are dropped. */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** A urlset: per url loc, lastmod, then the xhtml:link alternates (the schema's order: its own elements first). */
function urlsetXml(ctx: SitemapContext, entries: readonly Entry[]): string {
  const parts: string[] = [XML_DECLARATION, `<urlset xmlns="${SITEMAP_XMLNS}" xmlns:xhtml="${XHTML_XMLNS}">\n`];
  for (const entry of entries) {
    const loc = absoluteUrl(ctx, ctx.language, entry.path);
    if (!loc) continue;
    parts.push('<url><loc>', escapeXml(loc), '</loc>');
    if (entry.lastmod) parts.push('<lastmod>', entry.lastmod, '</lastmod>');
    const links: [string, string][] = [];
    for (const language of ctx.languages) {
      const path = entry.alternates.get(language);
      const href = path ? absoluteUrl(ctx, language, path) : null;
      if (href) links.push([language, href]);
    }
    // Alternates only mean something with at least one other language version.
    if (links.length > 1) {
      const fallback = links.find(([language]) => language === ctx.defaultLanguage);
      if (fallback) links.push(['x-default', fallback[1]]);
      for (const [hreflang, href] of links) {
        parts.push(`<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`);
      }
    }
    parts.push('</url>\n');
  }
  parts.push('</urlset>\n');
  return parts.join('');
}

function sitemapIndexXml(sitemaps: readonly { loc: string; lastmod: string | null }[]): string {
  const parts: string[] = [XML_DECLARATION, `<sitemapindex xmlns="${SITEMAP_XMLNS}">\n`];
  for (const s of sitemaps) {
    parts.push('<sitemap><loc>', escapeXml(s.loc), '</loc>');
    if (s.lastmod) parts.push('<lastmod>', s.lastmod, '</lastmod>');
    parts.push('</sitemap>\n');
  }
  parts.push('</sitemapindex>\n');
  return parts.join('');
}

// ---------------------------------------------------------------- documents

/** A sitemap document, gzip-compressed (as cached). */
export interface SitemapDocument {
  gzip: Buffer;
}

export function sitemapXml(doc: SitemapDocument): string {
  return gunzipSync(doc.gzip).toString('utf8');
}

const pack = (xml: string): string => gzipSync(Buffer.from(xml, 'utf8')).toString('base64');
const unpack = (value: string | null): SitemapDocument | null => (value === null ? null : { gzip: Buffer.from(value, 'base64') });

function pageSizeOf(app: AppLike): number {
  const size = app.config.sitemapPageSize;
  return Number.isInteger(size) && size >= 1 ? Math.min(size, SITEMAP_MAX_PAGE_SIZE) : SITEMAP_PAGE_SIZE;
}

const pageCount = (count: number, size: number): number => Math.ceil(count / size);

/** The area's sitemap location for a language (absolute; used by the index and robots.txt). */
function sitemapUrl(ctx: SitemapContext, language: string, ...rest: string[]): string {
  const path = ['sitemap', ctx.areaId, language, ...rest].map(encodeURIComponent).join('/');
  return `${ctx.origins.get(language) ?? ''}/${path}`;
}

/** The sitemap index of an area's language: one sitemap per type and page, with the newest lastmod of each. */
export async function sitemapIndex(app: AppLike, areaId: string, language: string): Promise<SitemapDocument> {
  const ctx = await sitemapContext(app, areaId, language);
  const size = pageSizeOf(app);
  const packed = await app.cache.wrap(SITEMAP_NAMESPACE, `${ctx.areaId}|${ctx.language}|index|${size}`, SITEMAP_CACHE_TTL, async () => {
    const sitemaps: { loc: string; lastmod: string | null }[] = [];
    const add = (type: SitemapType, lastmods: readonly (string | null)[]) => {
      for (let page = 1; page <= pageCount(lastmods.length, size); page++) {
        const slice = lastmods.slice((page - 1) * size, page * size);
        sitemaps.push({ loc: sitemapUrl(ctx, ctx.language, type, String(page)), lastmod: slice.reduce(later, null) });
      }
    };
    add('content', (await pageEntries(app.db, ctx, 'content')).map((e) => e.lastmod));
    add('category', (await pageEntries(app.db, ctx, 'category')).map((e) => e.lastmod));
    add('product', (await productRefs(app.db, ctx, await productUrlBuilder(app.db, ctx))).map((r) => r.lastmod));
    // The schema needs at least one sitemap in an index: a language without any URL has no index.
    return sitemaps.length === 0 ? null : pack(sitemapIndexXml(sitemaps));
  });
  const doc = unpack(packed);
  if (!doc) throw notFound('Sitemap not found');
  return doc;
}

/** Page `page` (1-based) of a type's urlset; 404 for an unknown type or a page beyond the last. */
export async function sitemapPage(
  app: AppLike,
  areaId: string,
  language: string,
  type: string,
  page: string,
): Promise<SitemapDocument> {
  const ctx = await sitemapContext(app, areaId, language);
  if (!(SITEMAP_TYPES as readonly string[]).includes(type)) throw notFound('Sitemap type not found');
  const kind = type as SitemapType;
  // Pages are numbered 1, 2, …: anything else names no sitemap.
  if (!/^[1-9][0-9]{0,6}$/.test(page)) throw notFound('Sitemap page not found');
  const pageNr = Number(page);
  const size = pageSizeOf(app);
  const packed = await app.cache.wrap(SITEMAP_NAMESPACE, `${ctx.areaId}|${ctx.language}|${kind}|${pageNr}|${size}`, SITEMAP_CACHE_TTL, async () => {
    const from = (pageNr - 1) * size;
    let entries: Entry[];
    if (kind === 'product') {
      const urls = await productUrlBuilder(app.db, ctx);
      entries = await productEntries(app.db, ctx, urls, (await productRefs(app.db, ctx, urls)).slice(from, from + size));
    } else {
      entries = (await pageEntries(app.db, ctx, kind)).slice(from, from + size);
    }
    // An empty urlset is not valid: no URLs on this page means there is no such page.
    return entries.length === 0 ? null : pack(urlsetXml(ctx, entries));
  });
  const doc = unpack(packed);
  if (!doc) throw notFound('Sitemap page not found');
  return doc;
}

/** Drops every cached sitemap (catalogue or content changed). */
export async function invalidateSitemaps(app: { cache: Cache }): Promise<void> {
  await app.cache.invalidate(SITEMAP_NAMESPACE);
}

// ---------------------------------------------------------------- robots.txt

/**
 * robots.txt for a host: the host's site configuration (else the '*' one) decides. With noindex everything is
 * disallowed; otherwise the sitemaps of every language of the configuration's area are listed.
 */
export async function robotsTxt(app: AppLike, host: string): Promise<string> {
  const site = await getSiteConfiguration(app.db, app.cache, host);
  if (site?.noindex) return 'User-agent: *\nDisallow: /\n';
  const lines = ['User-agent: *', 'Disallow: /backoffice/', 'Disallow: /payment-sandbox/'];
  if (site) {
    const area = await findArea(app.db, site.areaId);
    if (area) {
      const ctx = await sitemapContext(app, area.id, area.default_language).catch(() => null);
      if (ctx) {
        lines.push('');
        for (const language of ctx.languages) lines.push(`Sitemap: ${sitemapUrl(ctx, language)}`);
      }
    }
  }
  return `${lines.join('\n')}\n`;
}
