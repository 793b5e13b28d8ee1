/**
 * The mixed run of `npm run bench:load` (issue 19 target): a fixed 300 req/s (autocannon overallRate) for
 * LOAD_MIX_SECONDS (default 60) over catalogue (content, search, prices), cart (CalculateCart) and customer-centre
 * (GetOrdersWithPagination) routes, the server pinned to one core. Target: 0 errors, 0 non-2xx and p99 ≤ 100 ms,
 * at the asked rate.
 */
import type { LoadJob } from './cannon';
import type { MixRow } from './report';
import { runCannon } from './processes';
import type { LoadRoute } from './routes';

export const MIX_RATE = 300;
export const MIX_P99_MS = 100;
/** Enough connections that the rate holds while single answers take long (each connection waits for its answer). */
const MIX_CONNECTIONS = 50;

/** Route labels in the order one connection sends them: per 10 requests 2 content, 3 searches, 3 prices, 1 cart, 1 orders. */
const SEQUENCE = ['content', 'selective', 'prices', 'content', 'broad', 'prices', 'cart', 'empty', 'prices', 'orders'];

/**
 * LOAD_MIX_SPREAD=<n> (default 10): the connections in n groups started evenly over a second (cannon.ts run()).
 * autocannon's rate is a per-second quota of each connection, spent at the start of its second: in one group the
 * 300 req/s arrive as one burst of all 50 connections once a second (bench/results/load-findings.md), which measures
 * how long a backlog of 300 requests takes to drain rather than the latency at a rate of 300 req/s. 10 groups, one
 * every 100 ms, send 30 at a time: close to a steady rate. LOAD_MIX_SPREAD=1 gives the burst.
 */
export const DEFAULT_MIX_SPREAD = 10;
const spread = Number.parseInt(process.env.LOAD_MIX_SPREAD ?? String(DEFAULT_MIX_SPREAD), 10) || 1;

export async function runMix(base: string, routes: readonly LoadRoute[], seconds: number, cpu: string | null): Promise<MixRow> {
  const byLabel = new Map(routes.map((r) => [r.request.label, r]));
  const missing = SEQUENCE.filter((l) => !byLabel.has(l));
  if (missing.length > 0) throw new Error(`the mix needs the routes ${missing.join(', ')}`);
  const job: LoadJob = {
    url: base,
    connections: MIX_CONNECTIONS,
    seconds,
    warmupSeconds: 0,
    overallRate: MIX_RATE,
    requests: SEQUENCE.map((l) => ({ ...byLabel.get(l)!.request, label: l })),
    perLabel: true,
    ...(spread > 1 ? { spreadGroups: spread } : {}),
  };
  console.log(`mix: ${MIX_RATE} req/s for ${seconds} s …`);
  const result = await runCannon(job, cpu);
  const p99 = Math.max(result.p99, result.correctedP99);
  const problems = [
    result.errors > 0 ? `${result.errors} errors` : '',
    result.non2xx > 0 ? `${result.non2xx} non-2xx (${JSON.stringify(result.perLabel)})` : '',
    p99 > MIX_P99_MS ? `p99 ${p99.toFixed(0)} ms > ${MIX_P99_MS} ms` : '',
    result.rps < MIX_RATE * 0.95 ? `rate ${result.rps.toFixed(0)} < ${MIX_RATE} req/s` : '',
  ].filter(Boolean);
  return {
    rate: MIX_RATE,
    seconds,
    connections: MIX_CONNECTIONS,
    composition:
      'per 10 requests 2 GetContentByUrl, 3 GetProductsBySearch (selective, broad = empty query, empty result), 3 GetPrices, 1 CalculateCart (100 lines), 1 GetOrdersWithPagination' +
      (spread > 1 ? `; connections in ${spread} groups started evenly over each second (LOAD_MIX_SPREAD)` : ''),
    result,
    verdict: problems.length === 0 ? 'PASS' : `FAIL (${problems.join('; ')})`,
    pass: problems.length === 0,
  };
}
