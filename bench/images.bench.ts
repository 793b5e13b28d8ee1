/**
 * GET /images/… under a flood (issue 6): the resize cache stays within IMAGE_CACHE_MAX_MB and renders are limited
 * to IMAGE_RENDER_CONCURRENCY at once.
 *
 * 1. 200 distinct sizes of one seed image, 16 requests in flight, with a 128 KB cache bound: files on disk, bytes,
 *    evictions, wall time.
 * 2. 16 parallel 2000 px renders (distinct heights, so none share a render): the most renders seen at once,
 *    wall time, and cache hits timed while those renders hold every slot.
 *
 * Runs once (on SQLite): renders do not touch the database. Adds a few seconds to `npm run bench`.
 */
import { readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { defineBench, measure, percentile, send, startApp, type BenchResult } from './harness';

// Small enough that the 200 sizes (about 250 KB of WebP) must evict; the default bound is 512 MB.
const CACHE_LIMIT_MB = 0.125;
const DISTINCT_SIZES = 200;
const BIG_RENDERS = 16;

function folder(dir: string): { files: number; bytes: number } {
  const names = readdirSync(dir);
  return { files: names.length, bytes: names.reduce((sum, n) => sum + statSync(path.join(dir, n)).size, 0) };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

export default defineBench({
  name: 'images',
  async run(ctx, database) {
    if (database.kind !== 'sqlite') {
      ctx.log('skipped: image renders do not depend on the database (measured on SQLite)');
      return;
    }
    const cacheDir = path.join(database.dataDir, 'cache', 'images');
    rmSync(cacheDir, { recursive: true, force: true });
    const bench = await startApp(database, { env: { IMAGE_CACHE_MAX_MB: String(CACHE_LIMIT_MB) } });
    try {
      const renderer = bench.app.imageRenderer;
      const { concurrency, queueLimit } = renderer.limiter;
      const row = await bench.db.selectFrom('product_media').select('path').orderBy('product_id').executeTakeFirstOrThrow();
      const b64 = Buffer.from(row.path, 'utf8').toString('base64url');
      ctx.log(`source ${row.path}; cache bound ${CACHE_LIMIT_MB} MB, ${concurrency} renders at once, ${queueLimit} waiting`);

      // 1. Many distinct sizes.
      const distinct = await measure(
        bench,
        `${DISTINCT_SIZES} distinct sizes, 16 in flight`,
        (i) => ({ url: `/images/fit/${100 + i}/0/center/${b64}`, headers: { accept: 'image/webp' } }),
        { requests: DISTINCT_SIZES, warmup: 0, concurrency: 16, bench: 'images' },
      );
      const disk = folder(cacheDir);
      const stats = renderer.stats();
      const wall = (DISTINCT_SIZES / distinct.rps).toFixed(2);
      distinct.note = `${disk.files} files, ${kb(disk.bytes)} on disk (bound ${CACHE_LIMIT_MB} MB), ${stats.evictions} evicted, ${wall} s`;
      ctx.report(distinct);
      ctx.log(
        `${DISTINCT_SIZES} distinct sizes: ${stats.renders} renders, ${disk.files} files / ${kb(disk.bytes)} left on disk, ` +
          `${stats.evictions} evicted, at most ${stats.maxActiveRenders} renders at once, ${stats.rejectedRenders} refused, wall ${wall} s`,
      );

      // 2. Large renders in parallel, with cache hits timed meanwhile.
      const hitUrl = `/images/fit/${100 + DISTINCT_SIZES - 1}/0/center/${b64}`;
      if ((await send(bench, { url: hitUrl, headers: { accept: 'image/webp' } })).statusCode !== 200) throw new Error('hit URL failed');
      renderer.limiter.maxActive = 0;
      const hitTimes: number[] = [];
      let rendering = true;
      const hits = (async () => {
        while (rendering) {
          const t = performance.now();
          await send(bench, { url: hitUrl, headers: { accept: 'image/webp' } });
          hitTimes.push(performance.now() - t);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      })();
      const big = await measure(
        bench,
        `${BIG_RENDERS} parallel 2000 px renders`,
        (i) => ({ url: `/images/fill/2000/${2000 - i}/center/${b64}`, headers: { accept: 'image/webp' } }),
        { requests: BIG_RENDERS, warmup: 0, concurrency: BIG_RENDERS, bench: 'images' },
      );
      rendering = false;
      await hits;
      const most = renderer.limiter.maxActive;
      hitTimes.sort((a, b) => a - b);
      const hitMax = hitTimes.at(-1) ?? Number.NaN;
      big.note = `at most ${most} renders at once (limit ${concurrency}), wall ${(BIG_RENDERS / big.rps).toFixed(2)} s`;
      // The app's server-side times include the hits below; this row's round trips are the renders alone.
      Object.assign(big, { serverP50: Number.NaN, serverP95: Number.NaN, serverP99: Number.NaN, serverMax: Number.NaN });
      ctx.report(big);
      const hitRow: BenchResult = {
        ...big,
        name: 'cache hits during those renders',
        requests: hitTimes.length,
        errors: 0,
        p50: percentile(hitTimes, 0.5),
        p95: percentile(hitTimes, 0.95),
        p99: percentile(hitTimes, 0.99),
        max: hitMax,
        mean: hitTimes.reduce((a, b) => a + b, 0) / Math.max(1, hitTimes.length),
        rps: hitTimes.length / (BIG_RENDERS / big.rps),
        note: 'one at a time, 20 ms apart',
      };
      ctx.report(hitRow);
      ctx.log(
        `${BIG_RENDERS} × 2000 px: at most ${most} renders at once, wall ${(BIG_RENDERS / big.rps).toFixed(2)} s; ` +
          `${hitTimes.length} cache hits meanwhile, slowest ${hitMax.toFixed(1)} ms; cache ${kb(renderer.stats().cachedBytes)}`,
      );
    } finally {
      await bench.close();
      rmSync(cacheDir, { recursive: true, force: true });
    }
  },
});
