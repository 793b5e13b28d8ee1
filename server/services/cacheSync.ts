/**
 * Cache invalidation on every instance (issue 18, docs/caches.md). The app's cache is a SyncedCache around the
 * memory or Redis cache: every invalidate(kind) clears the kind here (the shared entries too, with Redis: their
 * generation moves), clears this process's in-process caches of the kind (server/services/localCaches.ts), and adds
 * one to the kind's row in cache_generations (migration 023). Every instance polls that table every
 * CACHE_SYNC_INTERVAL_MS and drops its own copies of a kind whose generation moved — so several instances on one
 * PostgreSQL (or SQLite) database agree within the interval, with Redis or without.
 */
import { sql } from 'kysely';
import { CACHE_KINDS, type CacheKind, type CacheKindUsage, type GetCacheUsageResponse } from '../../contract/backofficeDebug';
import type { Db } from '../db';
import { isDatabaseUnavailable } from '../db/availability';
import type { Cache, NamespaceUsage } from './cache';
import { clearLocalCaches, localCacheUsage } from './localCaches';

export const isCacheKind = (value: string): value is CacheKind => (CACHE_KINDS as readonly string[]).includes(value);

/** Kinds that live in each instance's own memory, not in the app cache. */
const LOCAL_KINDS: readonly CacheKind[] = ['searchProducts', 'images', 'answers'];

export interface SyncLogger {
  warn(obj: object, msg: string): void;
}

export class SyncedCache implements Cache {
  /** The generation of each kind this instance has acted on. */
  private readonly seen = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;
  private polling: Promise<void> | null = null;
  private started = false;

  constructor(
    readonly inner: Cache,
    private readonly db: Db,
    readonly intervalMs: number,
    private readonly log?: SyncLogger,
  ) {}

  wrap<T>(namespace: string, key: string, ttlSeconds: number, load: () => Promise<T>): Promise<T> {
    return this.inner.wrap(namespace, key, ttlSeconds, load);
  }

  /** Clears the kind here at once and tells the other instances (through cache_generations). */
  async invalidate(namespace: string): Promise<void> {
    await this.inner.invalidate(namespace);
    if (isCacheKind(namespace)) clearLocalCaches(namespace);
    await this.bump(namespace);
  }

  async clearLocal(namespace: string): Promise<void> {
    await this.inner.clearLocal(namespace);
    if (isCacheKind(namespace)) clearLocalCaches(namespace);
  }

  usage(namespace: string): Promise<NamespaceUsage> {
    return this.inner.usage(namespace);
  }

  check() {
    return this.inner.check();
  }

  /** Stops polling; the inner cache is closed by whoever made it (server/index.ts). */
  async close(): Promise<void> {
    this.stop();
  }

  private async bump(kind: string): Promise<void> {
    const now = new Date().toISOString();
    try {
      await this.db
        .insertInto('cache_generations')
        .values({ kind, generation: 1, updated_at: now })
        .onConflict((oc) => oc.column('kind').doUpdateSet({ generation: sql<number>`cache_generations.generation + 1`, updated_at: now }))
        .execute();
      const row = await this.db.selectFrom('cache_generations').select('generation').where('kind', '=', kind).executeTakeFirst();
      // Our own bump needs no second clear when the poll sees it; a bump by another instance in between still does.
      const generation = Number(row?.generation ?? 0);
      if ((this.seen.get(kind) ?? 0) === generation - 1) this.seen.set(kind, generation);
    } catch (err) {
      // The local clear happened; the other instances only learn it when the database answers again.
      this.log?.warn({ err, kind }, 'could not record a cache invalidation for the other instances');
    }
  }

  /** The generations in the database, by kind. */
  async generations(): Promise<Map<string, number>> {
    const rows = await this.db.selectFrom('cache_generations').select(['kind', 'generation']).execute();
    return new Map(rows.map((r) => [r.kind, Number(r.generation)]));
  }

  /** Looks once for invalidations made elsewhere and drops this instance's copies of those kinds. */
  poll(): Promise<void> {
    if (this.polling) return this.polling;
    const polling = (async () => {
      const generations = await this.generations();
      for (const [kind, generation] of generations) {
        const seen = this.seen.get(kind);
        this.seen.set(kind, generation);
        // The first look only learns where the generations stand (this instance's caches start empty).
        if (!this.started || seen === generation) continue;
        await this.clearLocal(kind);
      }
      this.started = true;
    })()
      // The database gone (stopped, restarting): server/index.ts logs that once; the next poll tries again.
      .catch((err: unknown) => {
        if (!isDatabaseUnavailable(err)) this.log?.warn({ err }, 'cache sync: could not read cache_generations');
      })
      .finally(() => {
        this.polling = null;
      });
    this.polling = polling;
    return polling;
  }

  /** A look that starts now (after one already running): every invalidation committed before the call is taken in. */
  async sync(): Promise<void> {
    await this.polling;
    await this.poll();
  }

  /**
   * The generation of each kind as this instance last read or made it — right after sync(), what the database held
   * at that read (the answer cache stamps its answers with it: server/services/answerCache.ts).
   */
  seenGenerations(): ReadonlyMap<string, number> {
    return this.seen;
  }

  /** Starts polling every intervalMs (the timer does not keep the process alive). */
  async start(): Promise<void> {
    if (this.timer) return;
    await this.poll();
    this.timer = setInterval(() => void this.poll(), this.intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}

/** The app cache with invalidation on every instance (not started: the server starts polling, the CLI need not). */
export function syncedCache(inner: Cache, db: Db, intervalMs: number, log?: SyncLogger): SyncedCache {
  return inner instanceof SyncedCache ? inner : new SyncedCache(inner, db, intervalMs, log);
}

/** Debug/GetCacheUsage: every kind with its entries, size, reads and generation. */
export async function cacheUsage(cache: Cache, db: Db, syncIntervalMs: number): Promise<GetCacheUsageResponse> {
  const generations = await db.selectFrom('cache_generations').select(['kind', 'generation']).execute();
  const generationOf = new Map(generations.map((r) => [r.kind, Number(r.generation)]));
  const kinds: CacheKindUsage[] = [];
  for (const type of CACHE_KINDS) {
    const local = LOCAL_KINDS.includes(type);
    const u = local ? localCacheUsage(type) : await cache.usage(type);
    const reads = u.hits + u.misses;
    kinds.push({
      type,
      scope: local ? 'local' : 'shared',
      entries: u.entries,
      bytes: u.bytes,
      hits: u.hits,
      misses: u.misses,
      hitRate: reads === 0 ? 0 : Math.round((u.hits / reads) * 1000) / 1000,
      generation: generationOf.get(type) ?? 0,
    });
  }
  return { backend: (await cache.check()).kind, syncIntervalMs, kinds };
}
