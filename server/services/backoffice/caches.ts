/**
 * Debug/InvalidateCacheByType and Test/InvalidateByDocument (issue 18, docs/caches.md): clear one cache kind, or
 * what one document feeds, on every instance.
 */
import { CACHE_KINDS, type CacheKind } from '../../../contract/backofficeDebug';
import { DOCUMENT_TYPES, type DocumentType } from '../../../contract/documents';
import type { Db } from '../../db';
import { badRequest } from '../../errors';
import type { Cache, NamespaceUsage } from '../cache';
import { isCacheKind } from '../cacheSync';
import { handlerOf } from '../documents/handlers';
import { productsChanged } from '../search';

/** The kind named by an operator, checked: 400 naming the kinds otherwise. */
export function cacheKindOf(value: string): CacheKind {
  if (isCacheKind(value)) return value;
  throw badRequest(`Unknown cache type "${value}"; the types are ${CACHE_KINDS.join(', ')}`, {
    type: `must be one of ${CACHE_KINDS.join(', ')}`,
  });
}

/**
 * Clears one kind here and, through the synced cache, on every instance. 'catalogue' also rebuilds the search index
 * and retires every search index snapshot (the catalogue may have been changed behind the shop's back).
 */
export async function invalidateCacheKind(app: { db: Db; cache: Cache }, kind: CacheKind): Promise<void> {
  // The whole catalogue as changed: every instance rebuilds (through the change feed, with or without Redis).
  if (kind === 'catalogue') await productsChanged(app, []);
  else await app.cache.invalidate(kind);
}

/** A cache that notes which kinds were invalidated through it (to answer what a document's change cleared). */
function recording(cache: Cache, seen: Set<CacheKind>): Cache {
  return {
    wrap: (namespace, key, ttl, load) => cache.wrap(namespace, key, ttl, load),
    async invalidate(namespace) {
      if (isCacheKind(namespace)) seen.add(namespace);
      await cache.invalidate(namespace);
    },
    clearLocal: (namespace) => cache.clearLocal(namespace),
    usage: (namespace): Promise<NamespaceUsage> => cache.usage(namespace),
    check: () => cache.check(),
    close: () => cache.close(),
  };
}

/**
 * What one document (or, without keys, every document of the type) feeds, invalidated as a change of it would:
 * the handler's afterChange. 400 for a type the shop does not take yet.
 */
export async function invalidateByDocument(
  app: { db: Db; cache: Cache },
  type: string,
  keys: string[],
): Promise<CacheKind[]> {
  const handler = (DOCUMENT_TYPES as readonly string[]).includes(type) ? handlerOf(type as DocumentType) : null;
  if (!handler) {
    throw badRequest(`The shop does not take ${type} documents (yet)`, { type: 'no document handler for this type' });
  }
  const seen = new Set<CacheKind>();
  await handler.afterChange({ db: app.db, cache: recording(app.cache, seen) }, keys);
  return CACHE_KINDS.filter((k) => seen.has(k));
}
