/**
 * In-process caches (maps and LRUs an instance keeps for itself) register here by kind, so Debug/GetCacheUsage can
 * count them and Debug/InvalidateCacheByType can clear them (server/services/cacheSync.ts). Held weakly: a cache
 * whose owner is gone (a closed test app) drops out by itself.
 */
import type { CacheKind } from '../../contract/backofficeDebug';

export interface LocalCache {
  /** Entries held, their estimated size (JSON text length) and the reads since start. */
  usage(): { entries: number; bytes: number; hits: number; misses: number };
  clear(): void;
}

const registered = new Map<CacheKind, Set<WeakRef<LocalCache>>>();

export function registerLocalCache(kind: CacheKind, cache: LocalCache): void {
  let set = registered.get(kind);
  if (!set) registered.set(kind, (set = new Set()));
  set.add(new WeakRef(cache));
}

function alive(kind: CacheKind): LocalCache[] {
  const set = registered.get(kind);
  if (!set) return [];
  const out: LocalCache[] = [];
  for (const ref of set) {
    const cache = ref.deref();
    if (cache) out.push(cache);
    else set.delete(ref);
  }
  return out;
}

/** The sum over this process's caches of the kind. */
export function localCacheUsage(kind: CacheKind): { entries: number; bytes: number; hits: number; misses: number } {
  const sum = { entries: 0, bytes: 0, hits: 0, misses: 0 };
  for (const cache of alive(kind)) {
    const u = cache.usage();
    sum.entries += u.entries;
    sum.bytes += u.bytes;
    sum.hits += u.hits;
    sum.misses += u.misses;
  }
  return sum;
}

export function clearLocalCaches(kind: CacheKind): void {
  for (const cache of alive(kind)) cache.clear();
}
