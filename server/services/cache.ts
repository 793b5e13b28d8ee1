import { Redis } from 'ioredis';

/**
 * A small JSON cache for derived read data (area settings, menus, translations).
 * In-process by default; with REDIS_URL it is shared by every instance, and invalidation
 * bumps a namespace generation in Redis so all instances see it at once.
 * Nothing is ever only in the cache: every value can be rebuilt from the database.
 */
export interface Cache {
  wrap<T>(namespace: string, key: string, ttlSeconds: number, load: () => Promise<T>): Promise<T>;
  invalidate(namespace: string): Promise<void>;
  /**
   * Drops this instance's own copies of a namespace without telling anyone (another instance invalidated it and the
   * change arrived through the sync of server/services/cacheSync.ts). Nothing to do for Redis: its entries are shared.
   */
  clearLocal(namespace: string): Promise<void>;
  /** What a namespace holds and how its reads went on this instance (Debug/GetCacheUsage). */
  usage(namespace: string): Promise<NamespaceUsage>;
  /** 'memory' or 'redis' plus a liveness check for /integrity. */
  check(): Promise<{ kind: 'memory' | 'redis'; ok: boolean }>;
  close(): Promise<void>;
}

export interface NamespaceUsage {
  entries: number;
  /** Estimate: the length of the values' JSON text. */
  bytes: number;
  hits: number;
  misses: number;
}

/** Reads per namespace since the instance started: answered from the cache (hits) or loaded anew (misses). */
class ReadCounters {
  private readonly counts = new Map<string, { hits: number; misses: number }>();
  count(namespace: string, hit: boolean): void {
    let c = this.counts.get(namespace);
    if (!c) this.counts.set(namespace, (c = { hits: 0, misses: 0 }));
    if (hit) c.hits++;
    else c.misses++;
  }
  of(namespace: string): { hits: number; misses: number } {
    return { ...(this.counts.get(namespace) ?? { hits: 0, misses: 0 }) };
  }
}

/**
 * The size estimate of a value: its JSON text length, typed arrays counted by their bytes instead (0 when it cannot
 * be written as JSON).
 */
export function jsonSize(value: unknown): number {
  let binary = 0;
  try {
    const text = JSON.stringify(value, (_key, v: unknown) => {
      if (ArrayBuffer.isView(v)) {
        binary += v.byteLength;
        return null;
      }
      return v;
    });
    return (text?.length ?? 0) + binary;
  } catch {
    return 0;
  }
}

interface Entry {
  value: unknown;
  expires: number;
  /** jsonSize(value), measured when it was stored. */
  bytes: number;
}

export class MemoryCache implements Cache {
  private readonly entries = new Map<string, Entry>();
  private readonly reads = new ReadCounters();
  constructor(private readonly maxEntries = 5000) {}

  async wrap<T>(namespace: string, key: string, ttlSeconds: number, load: () => Promise<T>): Promise<T> {
    const k = `${namespace}:${key}`;
    const hit = this.entries.get(k);
    if (hit && hit.expires > Date.now()) {
      this.reads.count(namespace, true);
      return hit.value as T;
    }
    this.reads.count(namespace, false);
    const value = await load();
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(k, { value, expires: Date.now() + ttlSeconds * 1000, bytes: jsonSize(value) });
    return value;
  }

  async invalidate(namespace: string): Promise<void> {
    for (const k of [...this.entries.keys()]) if (k.startsWith(`${namespace}:`)) this.entries.delete(k);
  }

  async clearLocal(namespace: string): Promise<void> {
    await this.invalidate(namespace);
  }

  async usage(namespace: string): Promise<NamespaceUsage> {
    let entries = 0;
    let bytes = 0;
    const now = Date.now();
    for (const [k, entry] of this.entries) {
      if (!k.startsWith(`${namespace}:`) || entry.expires <= now) continue;
      entries++;
      bytes += entry.bytes;
    }
    return { entries, bytes, ...this.reads.of(namespace) };
  }

  async check() {
    return { kind: 'memory' as const, ok: true };
  }

  async close(): Promise<void> {
    this.entries.clear();
  }
}

/** Most keys GetCacheUsage counts per namespace in Redis (a SCAN over a large key space stays short). */
const REDIS_USAGE_SCAN_LIMIT = 20_000;

export class RedisCache implements Cache {
  private readonly client: Redis;
  private readonly reads = new ReadCounters();
  private everReady = false;
  constructor(url: string) {
    this.client = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true });
    // Errors surface through commands and /integrity; avoid unhandled 'error' events.
    this.client.on('error', () => undefined);
    this.client.on('ready', () => {
      this.everReady = true;
    });
  }

  /**
   * The client for a command. Until the first connection, commands wait in ioredis's offline queue (a starting
   * instance); once Redis has been there, a command while it is gone fails at once instead of waiting for the
   * reconnection attempts (seconds per request) — callers then serve from the database, and the client reconnects
   * by itself when Redis is back.
   */
  /** Tells `listener` when the connection to Redis is lost (false) and when it is back (true); the server logs it. */
  watch(listener: (up: boolean) => void): void {
    let up = this.client.status === 'ready';
    this.client.on('ready', () => {
      if (!up) listener((up = true));
    });
    this.client.on('close', () => {
      if (up) listener((up = false));
    });
  }

  private get redis(): Redis {
    if (this.everReady && this.client.status !== 'ready') throw new Error(`Redis is ${this.client.status}`);
    return this.client;
  }

  private async generation(namespace: string): Promise<string> {
    return (await this.redis.get(`gen:${namespace}`)) ?? '0';
  }

  async wrap<T>(namespace: string, key: string, ttlSeconds: number, load: () => Promise<T>): Promise<T> {
    let k: string | null = null;
    try {
      k = `c:${namespace}:${await this.generation(namespace)}:${key}`;
      const hit = await this.redis.get(k);
      if (hit !== null) {
        this.reads.count(namespace, true);
        return JSON.parse(hit) as T;
      }
    } catch {
      // Redis down: serve from the database rather than failing the request.
      this.reads.count(namespace, false);
      return load();
    }
    this.reads.count(namespace, false);
    const value = await load();
    if (!this.everReady || this.client.status === 'ready') this.client.set(k, JSON.stringify(value), 'EX', ttlSeconds).catch(() => undefined);
    return value;
  }

  async invalidate(namespace: string): Promise<void> {
    await this.redis.incr(`gen:${namespace}`);
  }

  async clearLocal(): Promise<void> {
    // Entries live in Redis only; the generation bump that invalidated them is already shared.
  }

  /** Keys of the namespace's current generation and their lengths (SCAN, at most REDIS_USAGE_SCAN_LIMIT keys). */
  async usage(namespace: string): Promise<NamespaceUsage> {
    const reads = this.reads.of(namespace);
    try {
      const match = `c:${namespace}:${await this.generation(namespace)}:*`;
      let cursor = '0';
      let entries = 0;
      let bytes = 0;
      do {
        const [next, keys] = await this.redis.scan(cursor, 'MATCH', match, 'COUNT', 1000);
        cursor = next;
        if (keys.length > 0) {
          const pipeline = this.redis.pipeline();
          for (const key of keys) pipeline.strlen(key);
          for (const [error, length] of (await pipeline.exec()) ?? []) if (!error) bytes += Number(length);
          entries += keys.length;
        }
      } while (cursor !== '0' && entries < REDIS_USAGE_SCAN_LIMIT);
      return { entries, bytes, ...reads };
    } catch {
      return { entries: 0, bytes: 0, ...reads };
    }
  }

  async check() {
    try {
      return { kind: 'redis' as const, ok: (await this.redis.ping()) === 'PONG' };
    } catch {
      return { kind: 'redis' as const, ok: false };
    }
  }

  async close(): Promise<void> {
    this.client.disconnect();
  }
}

export function createCache(redisUrl: string | undefined): Cache {
  return redisUrl ? new RedisCache(redisUrl) : new MemoryCache();
}
