/**
 * Reply serialisation (issue 17): GetContentByUrl and GetProductsBySearch, each sent back to back for a fixed time
 * (BENCH_SECONDS, default 10) against the seeded app, printed as requests per second. Run before and after a change
 * to the routes' reply schemas (Fastify serialises a reply with a schema through fast-json-stringify, one without
 * through JSON.stringify):
 *
 *   BENCH_ONLY=serialise BENCH_PRODUCTS=10000 npm run bench
 */
import { DEFAULT_FACETS } from '../server/db/seed';
import { defineBench, percentile, send, startApp, type BenchApp, type BenchResult, type RequestSpec } from './harness';

const AREA = { areaId: 'b2b', languageCode: 'da', currencyCode: 'DKK' };

/** The front page's content (the largest seeded content document: several blocks). */
const CONTENT: RequestSpec = {
  method: 'GET',
  url: '/api/Content/GetContentByUrl',
  query: { 'Area.AreaId': 'b2b', 'Area.LanguageCode': 'da', 'Area.CurrencyCode': 'DKK', Url: '/', LookupTemplate: 'frontpage' },
};

/** A product list page: 24 products with the default facets, sorted by name. */
const SEARCH: RequestSpec = {
  method: 'POST',
  url: '/api/Product/GetProductsBySearch',
  payload: {
    area: AREA,
    facets: DEFAULT_FACETS,
    skip: 0,
    take: 24,
    search: {},
    sorting: [{ field: 'data.sortOrder', direction: 'Ascending' }],
    lookupTemplate: 'product-list',
  },
};

function seconds(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.BENCH_SECONDS);
  return Number.isFinite(n) && n > 0 ? n : 10;
}

/** Sends `spec` one request after another for `durationMs` (after 1 s of warm-up) and returns the figures. */
async function forDuration(bench: BenchApp, name: string, spec: RequestSpec, durationMs: number): Promise<BenchResult> {
  const warmUntil = performance.now() + 1000;
  let first = await send(bench, spec);
  if (first.statusCode !== 200) throw new Error(`${name}: ${first.statusCode} ${first.body.slice(0, 200)}`);
  while (performance.now() < warmUntil) first = await send(bench, spec);
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  while (performance.now() - started < durationMs) {
    const t = performance.now();
    const reply = await send(bench, spec);
    latencies.push(performance.now() - t);
    if (reply.statusCode !== 200) errors++;
  }
  const wall = performance.now() - started;
  const sorted = [...latencies].sort((a, b) => a - b);
  const p = (q: number) => percentile(sorted, q);
  return {
    bench: 'serialise',
    name,
    database: `${bench.database.label} ${bench.database.products}`,
    requests: sorted.length,
    errors,
    p50: p(0.5),
    p95: p(0.95),
    p99: p(0.99),
    max: sorted[sorted.length - 1] ?? Number.NaN,
    mean: sorted.reduce((a, b) => a + b, 0) / Math.max(1, sorted.length),
    // Server-side times are not separated here: the figure that matters is the throughput.
    serverP50: Number.NaN,
    serverP95: Number.NaN,
    serverP99: Number.NaN,
    serverMax: Number.NaN,
    rps: (sorted.length / wall) * 1000,
    note: `${(first.body.length / 1024).toFixed(1)} KiB reply`,
  };
}

export default defineBench({
  name: 'serialise',
  async run(ctx, database) {
    const bench = await startApp(database);
    try {
      const durationMs = seconds() * 1000;
      for (const [name, spec] of [
        ['GetContentByUrl /', CONTENT],
        ['GetProductsBySearch 24', SEARCH],
      ] as const) {
        const result = await forDuration(bench, name, spec, durationMs);
        ctx.log(`${name}: ${result.rps.toFixed(0)} req/s (${result.requests} in ${seconds()} s)`);
        ctx.report(result);
      }
    } finally {
      await bench.close();
    }
  },
});
