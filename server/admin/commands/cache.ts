/**
 * `cache usage` and `cache invalidate TYPE` (docs/caches.md). The CLI is not one of the server's instances: it sees
 * the shared kinds (entries in Redis when REDIS_URL is set) and the invalidation generations in the database; the
 * hits and misses of an instance come from its GET /backoffice/api/Debug/GetCacheUsage. An invalidation made here
 * reaches every running instance within CACHE_SYNC_INTERVAL_MS.
 */
import { parseArgs } from 'node:util';
import { CACHE_KINDS } from '../../../contract/backofficeDebug';
import { HttpError } from '../../errors';
import { cacheKindOf, invalidateCacheKind } from '../../services/backoffice/caches';
import { cacheUsage } from '../../services/cacheSync';
import { UsageError, type AdminCommand } from '../command';

function positionalsOf(args: string[]): string[] {
  try {
    return parseArgs({ args, options: {}, allowPositionals: true, strict: true }).positionals;
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

const COLUMNS = ['KIND', 'SCOPE', 'ENTRIES', 'BYTES', 'HITS', 'MISSES', 'HIT RATE', 'GENERATION'] as const;
const WIDTHS = [16, 7, 9, 12, 9, 9, 9, 10];

export const cacheCommands: AdminCommand[] = [
  {
    name: 'cache usage',
    usage: '',
    summary: 'the caches by kind: entries, bytes, hit rate, invalidation generation',
    async run(ctx, args) {
      if (positionalsOf(args).length > 0) throw new UsageError('cache usage takes no arguments.');
      const report = await cacheUsage(ctx.cache(), ctx.db, ctx.config.cacheSyncIntervalMs);
      const line = (cells: readonly string[]) =>
        `${cells.map((c, i) => (i < 2 ? c.padEnd(WIDTHS[i]!) : c.padStart(WIDTHS[i]!))).join('  ')}\n`;
      ctx.out.write(line(COLUMNS));
      for (const k of report.kinds) {
        ctx.out.write(
          line([k.type, k.scope, String(k.entries), String(k.bytes), String(k.hits), String(k.misses), `${(k.hitRate * 100).toFixed(1)}%`, String(k.generation)]),
        );
      }
      ctx.out.write(
        `\nShared cache: ${report.backend}. Hits and misses are counted by each server instance (GET /backoffice/api/Debug/GetCacheUsage);` +
          ` ${report.backend === 'memory' ? 'without Redis every instance holds its own entries, so this process shows none' : 'entries are those in Redis'}.\n`,
      );
      return 0;
    },
  },
  {
    name: 'cache invalidate',
    usage: 'TYPE',
    summary: `clear one kind of cache on every instance (${CACHE_KINDS.join(', ')})`,
    async run(ctx, args) {
      const positionals = positionalsOf(args);
      if (positionals.length !== 1) throw new UsageError(`Name one cache type: ${CACHE_KINDS.join(', ')}.`);
      let kind;
      try {
        kind = cacheKindOf(positionals[0]!);
      } catch (error) {
        if (error instanceof HttpError) throw new UsageError(error.message);
        throw error;
      }
      await invalidateCacheKind({ db: ctx.db, cache: ctx.cache() }, kind);
      ctx.out.write(
        `Invalidated ${kind}; running instances drop their copies within ${ctx.config.cacheSyncIntervalMs} ms (CACHE_SYNC_INTERVAL_MS).\n`,
      );
      return 0;
    },
  },
];
