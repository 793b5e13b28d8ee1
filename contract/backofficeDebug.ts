/**
 * SPEC §7 "Back office and test": GET /backoffice/api/Debug/GetCacheUsage, POST /backoffice/api/Debug/InvalidateCacheByType
 * (scope cache) and POST /api/Test/InvalidateByDocument (only with TEST_API=true). docs/caches.md describes the
 * kinds and what invalidates what. Imports nothing but TypeBox.
 */
import { Type, type Static } from '@sinclair/typebox';
import { StringEnum } from './common';
import { DocumentTypeSchema } from './documents';

/**
 * Every cache the server keeps, by kind. Shared kinds live in the app cache (in-process, or Redis with REDIS_URL);
 * 'searchProducts' is an in-process map of each instance, 'images' a folder each instance indexes in memory.
 */
export const CACHE_KINDS = [
  /** Area settings per area, language and logged-in status (SPEC §6), menus included; domain → area. */
  'area',
  /** Site configuration per host name. */
  'site',
  /** Translations per area and language. */
  'translations',
  /** The HTTP status of storefront URLs (content pages, products, categories) served to browsers. */
  'pageStatus',
  /** Sitemaps per area, language and page. */
  'sitemap',
  /** Users and sales-rep assignments read by the token check. */
  'auth',
  /** Price calculation inputs: customers' price groups, discount rules, currencies, area price settings. */
  'prices',
  /** Shipping and payment methods per area and currency, customers' payment terms and billing data. */
  'commerce',
  /** The catalogue generation: invalidating it rebuilds the search index on every instance. */
  'catalogue',
  /** 'Customers also bought' lists per product. */
  'related',
  /** Products as search results show them, per area, language and currency (in-process, each instance). */
  'searchProducts',
  /** Resized image renditions on disk (DATA_DIR/cache/images, bounded by IMAGE_CACHE_MAX_MB); counted per instance. */
  'images',
  /** Whole anonymous answers (content by URL, translations, the storefront's pages), serialised and compressed (in-process, each instance). */
  'answers',
] as const;
export type CacheKind = (typeof CACHE_KINDS)[number];
export const CacheKindSchema = StringEnum(CACHE_KINDS);

export const CacheKindUsage = Type.Object({
  type: CacheKindSchema,
  /** 'shared': the app cache (Redis when configured); 'local': an in-process map of this instance. */
  scope: StringEnum(['shared', 'local'] as const),
  /** Entries held now (for Redis: keys of the kind's current generation). */
  entries: Type.Integer(),
  /** Estimate: the JSON text length of the values held (for Redis: the stored strings' lengths). */
  bytes: Type.Integer(),
  /** Reads answered from the cache / loaded anew, on this instance since it started. */
  hits: Type.Integer(),
  misses: Type.Integer(),
  /** hits / (hits + misses), 0 when nothing was read. */
  hitRate: Type.Number(),
  /** The kind's invalidation generation in the database (each invalidation on any instance adds one). */
  generation: Type.Integer(),
});
export type CacheKindUsage = Static<typeof CacheKindUsage>;

export const GetCacheUsageResponse = Type.Object({
  /** 'memory' or 'redis': where the shared kinds live. */
  backend: StringEnum(['memory', 'redis'] as const),
  /** How often each instance looks for invalidations made elsewhere (CACHE_SYNC_INTERVAL_MS). */
  syncIntervalMs: Type.Integer(),
  kinds: Type.Array(CacheKindUsage),
});
export type GetCacheUsageResponse = Static<typeof GetCacheUsageResponse>;

/** POST /backoffice/api/Debug/InvalidateCacheByType. `type` is checked by the route (400 naming the kinds). */
export const InvalidateCacheByTypeRequest = Type.Object({ type: Type.String({ maxLength: 50 }) });
export type InvalidateCacheByTypeRequest = Static<typeof InvalidateCacheByTypeRequest>;

export const InvalidateCacheResponse = Type.Object({
  /** The kinds cleared (on this instance at once, on the others within the sync interval). */
  invalidated: Type.Array(CacheKindSchema),
});
export type InvalidateCacheResponse = Static<typeof InvalidateCacheResponse>;

/** POST /api/Test/InvalidateByDocument: query (SPEC §7) or JSON body; `id` left out means every document of the type. */
export const InvalidateByDocumentRequest = Type.Object({
  areaId: Type.Optional(Type.String({ maxLength: 100 })),
  type: Type.Optional(DocumentTypeSchema),
  id: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
});
export type InvalidateByDocumentRequest = Static<typeof InvalidateByDocumentRequest>;

export const InvalidateByDocumentResponse = Type.Object({
  type: DocumentTypeSchema,
  keys: Type.Array(Type.String()),
  /** Cache kinds the document's change cleared. */
  invalidated: Type.Array(CacheKindSchema),
});
export type InvalidateByDocumentResponse = Static<typeof InvalidateByDocumentResponse>;
