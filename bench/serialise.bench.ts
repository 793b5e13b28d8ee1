/**
 * Reply serialisation (issue 17): GetContentByUrl and GetProductsBySearch, each sent back to back for a fixed time
 * (BENCH_SECONDS, default 10) against the seeded app, printed as requests per second. Fastify serialises a reply
 * with a schema through fast-json-stringify, one without through JSON.stringify. Both ways are measured in the same
 * app, in alternating one-second slices (so a busy machine slows both alike): 'schema' as the routes are, 'JSON'
 * with reply.serializer(JSON.stringify) set for each request (what the routes did before they had reply schemas).
 *
 *   BENCH_ONLY=serialise BENCH_PRODUCTS=10000 npm run bench
 */
import { DEFAULT_FACETS } from '../server/seed';
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

type Serialiser = 'schema' | 'JSON';

/** Which serialiser the bench app's replies use now (see the onRequest hook in run()). */
let serialiser: Serialiser = 'schema';

interface Sample {
  latencies: number[];
  errors: number;
  wall: number;
}

/** Sends `spec` one request after another for `ms` with `way` serialising, adding to `sample`. */
async function slice(bench: BenchApp, spec: RequestSpec, way: Serialiser, ms: number, sample: Sample): Promise<void> {
  serialiser = way;
  const started = performance.now();
  while (performance.now() - started < ms) {
    const t = performance.now();
    const reply = await send(bench, spec);
    sample.latencies.push(performance.now() - t);
    if (reply.statusCode !== 200) sample.errors++;
  }
  sample.wall += performance.now() - started;
}

/** Both ways for `durationMs` each (after 1 s of warm-up each), in alternating one-second slices. */
async function forDuration(bench: BenchApp, name: string, spec: RequestSpec, durationMs: number): Promise<BenchResult[]> {
  const first = await send(bench, spec);
  if (first.statusCode !== 200) throw new Error(`${name}: ${first.statusCode} ${first.body.slice(0, 200)}`);
  const samples: Record<Serialiser, Sample> = {
    schema: { latencies: [], errors: 0, wall: 0 },
    JSON: { latencies: [], errors: 0, wall: 0 },
  };
  await slice(bench, spec, 'schema', 500, { latencies: [], errors: 0, wall: 0 });
  await slice(bench, spec, 'JSON', 500, { latencies: [], errors: 0, wall: 0 });
  for (let done = 0; done < durationMs; done += 1000) {
    await slice(bench, spec, 'schema', 1000, samples.schema);
    await slice(bench, spec, 'JSON', 1000, samples.JSON);
  }
  return (['JSON', 'schema'] as const).map((way) => result(bench, `${name} (${way})`, samples[way], first.body.length));
}

function result(bench: BenchApp, name: string, { latencies, errors, wall }: Sample, bytes: number): BenchResult {
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
    note: `${(bytes / 1024).toFixed(1)} KiB reply`,
  };
}

export default defineBench({
  name: 'serialise',
  async run(ctx, database) {
    const bench = await startApp(database, {
      beforeReady: (app) =>
        app.addHook('onRequest', async (_request, reply) => {
          if (serialiser === 'JSON') reply.serializer(JSON.stringify);
        }),
    });
    try {
      const durationMs = seconds() * 1000;
      for (const [name, spec] of [
        ['GetContentByUrl /', CONTENT],
        ['GetProductsBySearch 24', SEARCH],
      ] as const) {
        for (const result of await forDuration(bench, name, spec, durationMs)) {
          ctx.log(`${result.name}: ${result.rps.toFixed(0)} req/s (${result.requests} in ${seconds()} s)`);
          ctx.report(result);
        }
      }
    } finally {
      await bench.close();
    }
  },
});
