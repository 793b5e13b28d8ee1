/**
 * Content by URL (SPEC §7 GetContentByUrl) and translations (GetTranslations, GetTranslationsByAreaId).
 * Lookup templates and the visibility of members' content: docs/content-api.md.
 */
import type { Selectable } from 'kysely';
import type { Block, ContentResponse, Page } from '../../contract/content';
import type { LanguageCode } from '../../contract/common';
import type { Db } from '../db';
import type { PageTable } from '../db/schema';
import { badRequest, forbidden, notFound } from '../errors';
import type { Identity } from '../plugins/auth';
import type { Cache } from './cache';
import { AREA_CACHE_TTL, AREA_NOT_FOUND, normalizeHost, parseJson, resolveAreaLanguage } from './area';
import { loadProducts, productUrlsByLanguage } from './products';
import { shopToday } from './cart/delivery';
import { withAvailability } from './stock';
import { sanitizeBlocks } from './richText';

export type PageRow = Selectable<PageTable>;

/**
 * Page types that are templates or fragments, never served at their own URL: the product template, the footer,
 * content shown in a modal (GetModalRequest) and the sales persons listed by the sales-persons page.
 */
export const INTERNAL_PAGE_TYPES: readonly string[] = ['product', 'footer', 'modal', 'salesPerson'];

/**
 * SPEC §2 lookup templates of content (pages.template). A content call that names one accepts only content of
 * that template — except 'page', the template of the content routes, which accepts every template.
 * ('product-cart' is a product lookup template: the product calls take it.)
 */
export const CONTENT_LOOKUP_TEMPLATES = ['page', 'frontpage', 'product-list', 'member', 'sales-persons'] as const;
export type ContentLookupTemplate = (typeof CONTENT_LOOKUP_TEMPLATES)[number];

/** The template of content only logged-in callers may see (SPEC §8: content by URL answers 403 'Forbidden'). */
export const MEMBER_TEMPLATE = 'member';

/** The requested lookup template, checked: undefined when none was given; 400 for an unknown one. */
export function lookupTemplateOf(value: string | undefined): ContentLookupTemplate | undefined {
  const template = value?.trim();
  if (!template) return undefined;
  if (!(CONTENT_LOOKUP_TEMPLATES as readonly string[]).includes(template)) {
    throw badRequest(`LookupTemplate must be one of ${CONTENT_LOOKUP_TEMPLATES.join(', ')}`, {
      lookupTemplate: 'unknown lookup template',
    });
  }
  return template as ContentLookupTemplate;
}

/** Whether a page of `template` answers a lookup for `requested` ('page' and no template accept every one). */
export function templateMatches(template: string, requested: ContentLookupTemplate | undefined): boolean {
  return requested === undefined || requested === 'page' || template === requested;
}

/**
 * '/en/about-us/?x=1#top' → '/en/about-us'; decodes percent escapes, collapses '//', keeps '/' for the root.
 * A URL that does not decode stays as it was (minus query and hash).
 */
export function normalizeContentUrl(raw: string): string {
  let url = raw.trim();
  // An absolute URL: keep only its path.
  const absolute = /^[a-z][a-z0-9+.-]*:\/\/[^/]*/i.exec(url);
  if (absolute) url = url.slice(absolute[0].length);
  url = url.replace(/[?#].*$/s, '');
  try {
    url = decodeURIComponent(url);
  } catch {
    // Malformed escapes: match literally.
  }
  url = `/${url}`.replace(/\/{2,}/g, '/');
  if (url.length > 1) url = url.replace(/\/+$/, '');
  return url || '/';
}

/** The page's blocks as served: rich text sanitised (server/services/richText.ts). */
function toBlocks(json: string): Block[] {
  return sanitizeBlocks(parseJson<unknown>(json, []));
}

export function toPage(row: PageRow, urls: Partial<Record<LanguageCode, string>>): Page {
  const properties = parseJson<unknown>(row.properties, {});
  return {
    id: row.id,
    parentId: row.parent_id,
    type: row.type,
    title: row.title,
    description: row.description,
    url: row.url,
    menuTitle: row.menu_title,
    properties: properties && typeof properties === 'object' && !Array.isArray(properties)
      ? (properties as Record<string, unknown>)
      : {},
    urls,
    content: toBlocks(row.content),
  };
}

export async function groupUrls(db: Db, row: PageRow): Promise<Partial<Record<LanguageCode, string>>> {
  const versions = await db
    .selectFrom('pages')
    .select(['language', 'url'])
    .where('area_id', '=', row.area_id)
    .where('group_id', '=', row.group_id)
    .where('published', '=', 1)
    .execute();
  const urls: Partial<Record<LanguageCode, string>> = {};
  for (const v of versions) urls[v.language as LanguageCode] = v.url;
  return urls;
}

/** Whether the caller may see the page: members' content (template 'member') needs a logged-in user. */
export function canView(page: Pick<PageRow, 'template'>, identity: Identity | null): boolean {
  return page.template !== MEMBER_TEMPLATE || (identity !== null && !identity.anonymous);
}

/**
 * Access rule on content (SPEC §8: content by URL answers 403 'Forbidden'): members' content for anonymous
 * callers (no token, or an anonymous token) is forbidden. Impersonating sales reps act as the customer user.
 */
export function assertCanView(page: Pick<PageRow, 'template'>, identity: Identity | null): void {
  if (!canView(page, identity)) throw forbidden();
}

export interface ContentRequest {
  areaId: string;
  languageCode: string;
  currencyCode: string;
  url: string;
  lookupTemplate?: string | undefined;
  identity: Identity | null;
}

const NOT_FOUND_CONTENT: ContentResponse = { contentType: 'other', content: null, statusCode: 404 };

export async function getContentByUrl(db: Db, req: ContentRequest): Promise<ContentResponse> {
  const areaId = req.areaId.trim();
  const lookupTemplate = lookupTemplateOf(req.lookupTemplate);
  // Throws 404 'Area id not found for language' for an unknown area or language.
  const requested = await resolveAreaLanguage(db, areaId, req.languageCode);
  const url = normalizeContentUrl(req.url);

  // URLs carry the language prefix, so they are unique in an area; prefer the requested language on a tie.
  const candidates = await db
    .selectFrom('pages')
    .selectAll()
    .where('area_id', '=', areaId)
    .where('url', '=', url)
    .where('published', '=', 1)
    .where('type', 'not in', INTERNAL_PAGE_TYPES)
    .execute();
  const found = candidates.find((p) => p.language === requested.code) ?? candidates[0];
  // A page of another template than the one looked up is not there for this lookup (e.g. the home route's 'frontpage').
  const page = found && templateMatches(found.template, lookupTemplate) ? found : undefined;
  if (found && !page) return NOT_FOUND_CONTENT;
  if (page) {
    assertCanView(page, req.identity);
    return {
      contentType: page.type === 'category' ? 'category' : 'other',
      content: toPage(page, await groupUrls(db, page)),
      statusCode: page.status_code,
    };
  }

  // Product pages: the product-details template, looked up through the content routes' 'page'.
  if (lookupTemplate !== undefined && lookupTemplate !== 'page') return NOT_FOUND_CONTENT;
  return (await productContent(db, areaId, url, req)) ?? NOT_FOUND_CONTENT;
}

/**
 * '<category page url>/<product slug>' → the product template page filled with the product. The slug finds the
 * product (product_texts_slug index); product numbers may hold '-' or capitals (a PIM's 'GL-2611'), so the number is
 * not read out of the slug.
 */
async function productContent(
  db: Db,
  areaId: string,
  url: string,
  req: ContentRequest,
): Promise<ContentResponse | null> {
  const cut = url.lastIndexOf('/');
  const parentUrl = cut > 0 ? url.slice(0, cut) : '/';
  const slug = url.slice(cut + 1);
  if (cut < 0 || slug === '') return null;

  const categoryPage = await db
    .selectFrom('pages')
    .selectAll()
    .where('area_id', '=', areaId)
    .where('url', '=', parentUrl)
    .where('type', '=', 'category')
    .where('published', '=', 1)
    .executeTakeFirst();
  if (!categoryPage) return null;
  const categoryId = parseJson<{ categoryId?: unknown }>(categoryPage.properties, {}).categoryId;
  if (categoryId === undefined || categoryId === null) return null;
  const language = categoryPage.language;

  const text = await db
    .selectFrom('product_texts')
    .select('product_id')
    .where('language', '=', language)
    .where('slug', '=', slug)
    .executeTakeFirst();
  if (!text) return null;
  const productId = text.product_id;

  const products = await withAvailability(db, await loadProducts(db, [productId], language, req.currencyCode, { areaId }), shopToday(new Date()));
  const product = products.get(productId);
  // The product must be in the page's category or below it.
  if (!product || !product.categories.some((c) => c.id === String(categoryId))) return null;

  const [template, urls] = await Promise.all([
    db
      .selectFrom('pages')
      .selectAll()
      .where('area_id', '=', areaId)
      .where('language', '=', language)
      .where('type', '=', 'product')
      .where('published', '=', 1)
      .orderBy('sort')
      .executeTakeFirst(),
    productUrlsByLanguage(db, areaId, productId),
  ]);
  const base: Page = template
    ? toPage(template, urls)
    : {
        id: '',
        parentId: null,
        type: 'product',
        title: '',
        description: '',
        url: '',
        menuTitle: '',
        properties: {},
        urls,
        content: [{ id: 'product-details', type: 'productDetails', parameters: {} }],
      };
  assertCanView(template ?? categoryPage, req.identity);
  return {
    contentType: 'product',
    content: {
      ...base,
      id: `product-${product.id}`,
      parentId: categoryPage.id,
      type: 'product',
      title: product.name,
      menuTitle: product.name,
      description: product.shortDescription,
      url: product.url || url,
      properties: { ...base.properties, productId: product.id },
      urls,
    },
    statusCode: 200,
    product,
  };
}

/** The area id serving a host (area_domains), else the area of the '*' site configuration. */
export async function findAreaIdByHost(db: Db, host: string): Promise<string | null> {
  const domain = normalizeHost(host);
  const row = await db
    .selectFrom('area_domains')
    .select('area_id')
    .where('domain', '=', domain)
    .orderBy('is_primary', 'desc')
    .executeTakeFirst();
  if (row) return row.area_id;
  const fallback = await db.selectFrom('site_configs').select('area_id').where('hostname', '=', '*').executeTakeFirst();
  return fallback?.area_id ?? null;
}

export async function getTranslations(
  db: Db,
  cache: Cache,
  areaId: string,
  languageCode: string,
): Promise<Record<string, string>> {
  const lang = await resolveAreaLanguage(db, areaId, languageCode);
  return cache.wrap('translations', `${lang.area_id}|${lang.code}`, AREA_CACHE_TTL, async () => {
    const rows = await db
      .selectFrom('translations')
      .select(['key', 'value'])
      .where('area_id', '=', lang.area_id)
      .where('language', '=', lang.code)
      .orderBy('key')
      .execute();
    // fromEntries defines own properties, so a key like '__proto__' cannot touch the prototype.
    return Object.fromEntries(rows.map((r) => [r.key, r.value])) as Record<string, string>;
  });
}

export async function getTranslationsByHost(
  db: Db,
  cache: Cache,
  host: string,
  languageCode: string,
): Promise<Record<string, string>> {
  const areaId = await findAreaIdByHost(db, host);
  if (!areaId) throw notFound(AREA_NOT_FOUND);
  return getTranslations(db, cache, areaId, languageCode);
}
