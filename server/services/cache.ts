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
  /** 'memory' or 'redis' plus a liveness check for /integrity. */
  check(): Promise<{ kind: 'memory' | 'redis'; ok: boolean }>;
  close(): Promise<void>;
}

interface Entry {
  value: unknown;
  expires: number;
}

export class MemoryCache implements Cache {
  private readonly entries = new Map<string, Entry>();
  constructor(private readonly maxEntries = 5000) {}

  async wrap<T>(namespace: string, key: string, ttlSeconds: number, load: () => Promise<T>): Promise<T> {
    const k = `${namespace}:${key}`;
    const hit = this.entries.get(k);
    if (hit && hit.expires > Date.now()) return hit.value as T;
    const value = await load();
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(k, { value, expires: Date.now() + ttlSeconds * 1000 });
    return value;
  }

  async invalidate(namespace: string): Promise<void> {
    for (const k of [...this.entries.keys()]) if (k.startsWith(`${namespace}:`)) this.entries.delete(k);
  }

  async check() {
    return { kind: 'memory' as const, ok: true };
  }

  async close(): Promise<void> {
    this.entries.clear();
  }
}

export class RedisCache implements Cache {
  private readonly redis: Redis;
  constructor(url: string) {
    this.redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true });
    // Errors surface through commands and /integrity; avoid unhandled 'error' events.
    this.redis.on('error', () => undefined);
  }

  private async generation(namespace: string): Promise<string> {
    return (await this.redis.get(`gen:${namespace}`)) ?? '0';
  }

  async wrap<T>(namespace: string, key: string, ttlSeconds: number, load: () => Promise<T>): Promise<T> {
    let k: string | null = null;
    try {
      k = `c:${namespace}:${await this.generation(namespace)}:${key}`;
      const hit = await this.redis.get(k);
      if (hit !== null) return JSON.parse(hit) as T;
    } catch {
      // Redis down: serve from the database rather than failing the request.
      return load();
    }
    const value = await load();
    this.redis.set(k, JSON.stringify(value), 'EX', ttlSeconds).catch(() => undefined);
    return value;
  }

  async invalidate(namespace: string): Promise<void> {
    await this.redis.incr(`gen:${namespace}`);
  }

  async check() {
    try {
      return { kind: 'redis' as const, ok: (await this.redis.ping()) === 'PONG' };
    } catch {
      return { kind: 'redis' as const, ok: false };
    }
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}

export function createCache(redisUrl: string | undefined): Cache {
  return redisUrl ? new RedisCache(redisUrl) : new MemoryCache();
}
