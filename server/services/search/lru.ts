import type { CacheKind } from '../../../contract/backofficeDebug';
import { jsonSize } from '../cache';
import { registerLocalCache } from '../localCaches';

/**
 * A small least-recently-used map (insertion order of a Map is the recency order). Given a cache kind it registers
 * itself (server/services/localCaches.ts): Debug/GetCacheUsage counts it, InvalidateCacheByType clears it.
 */
export class Lru<K, V> {
  private readonly map = new Map<K, V>();
  private hits = 0;
  private misses = 0;

  constructor(
    private readonly max: number,
    kind?: CacheKind,
  ) {
    if (kind) registerLocalCache(kind, this);
  }

  /** Entries, their estimated size (JSON text length of the values) and the reads since start. */
  usage(): { entries: number; bytes: number; hits: number; misses: number } {
    let bytes = 0;
    for (const value of this.map.values()) bytes += jsonSize(value);
    return { entries: this.map.size, bytes, hits: this.hits, misses: this.misses };
  }

  get size(): number {
    return this.map.size;
  }

  get(key: K): V | undefined {
    const value = this.map.get(key);
    if (value !== undefined) {
      this.hits++;
      this.map.delete(key);
      this.map.set(key, value);
    } else {
      this.misses++;
    }
    return value;
  }

  set(key: K, value: V): void {
    if (this.max <= 0) return;
    this.map.delete(key);
    this.map.set(key, value);
    while (this.map.size > this.max) {
      const oldest = this.map.keys().next();
      if (oldest.done) break;
      this.map.delete(oldest.value);
    }
  }

  /** Values from the least to the most recently used. */
  values(): IterableIterator<V> {
    return this.map.values();
  }

  /** Entries from the least to the most recently used. */
  entries(): IterableIterator<[K, V]> {
    return this.map.entries();
  }

  clear(): void {
    this.map.clear();
  }
}
