/**
 * Customer price list (issue 8 target, printed, not asserted): GET /files/DownloadCustomerPriceList/{n} for a
 * catalogue of 10k products ≤ 2 s, streamed with bounded memory. Runs on a 10k-product database of the same kind
 * as the one given (prepared and cached like the others: bench/.data/shop-10000.sqlite, or shop_bench_10000 on
 * BENCH_DATABASE_URL's server), over real HTTP, the client reading and dropping the body as it arrives; the
 * process's RSS is sampled every 5 ms during each download and the peak growth over the RSS before it reported,
 * with the process's CPU time per download (a figure a busy machine inflates less than the wall time).
 */
import type { TokenResponse } from '../contract/user';
import { DEMO_PASSWORD } from '../server/seed';
import {
  defineBench,
  memory,
  preparePostgres,
  prepareSqlite,
  send,
  startApp,
  timeCalls,
  type BenchDatabase,
} from './harness';

const PRODUCTS = 10_000;
const TARGET_MS = 2000;
const DOWNLOADS = 5;

async function database10k(given: BenchDatabase): Promise<BenchDatabase> {
  if (given.products === PRODUCTS) return given;
  if (given.kind === 'sqlite') return prepareSqlite(PRODUCTS);
  const server = process.env.BENCH_DATABASE_URL;
  if (!server) throw new Error('BENCH_DATABASE_URL is needed for the PostgreSQL price-list bench');
  return preparePostgres(server, PRODUCTS);
}

export default defineBench({
  name: 'price list',
  async run(ctx, given) {
    const database = await database10k(given);
    const bench = await startApp(database, { http: true });
    try {
      const login = await send(bench, {
        method: 'POST',
        url: '/api/User/Login',
        payload: { username: 'kunde@demo.dk', password: DEMO_PASSWORD },
      });
      const token = (JSON.parse(login.body) as TokenResponse).token;
      const url = `${bench.baseUrl}/files/DownloadCustomerPriceList/10001`;
      let bytes = 0;
      let peakGrowth = 0;
      const growths: number[] = [];
      const cpuMs: number[] = [];
      const download = async () => {
        const cpu = process.cpuUsage();
        const before = process.memoryUsage().rss;
        let peak = before;
        const sampler = setInterval(() => {
          peak = Math.max(peak, process.memoryUsage().rss);
        }, 5);
        try {
          const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
          if (res.status !== 200 || !res.body) throw new Error(`price list: HTTP ${res.status}`);
          let size = 0;
          const reader = res.body.getReader();
          for (;;) {
            const { done, value } = await reader.read();
            if (done) break;
            size += value.byteLength;
          }
          bytes = size;
        } finally {
          clearInterval(sampler);
        }
        peak = Math.max(peak, process.memoryUsage().rss);
        const used = process.cpuUsage(cpu);
        cpuMs.push((used.user + used.system) / 1000);
        growths.push(peak - before);
        peakGrowth = Math.max(peakGrowth, peak - before);
      };
      const result = await timeCalls({ bench: 'price list', name: `price list xlsx, ${PRODUCTS} products`, app: bench }, DOWNLOADS, 1, download);
      const mb = (v: number) => `${(v / 1e6).toFixed(1)} MB`;
      const sortedCpu = [...cpuMs].sort((a, b) => a - b);
      const cpuMedian = sortedCpu[Math.floor(sortedCpu.length / 2)] ?? 0;
      result.note = `${mb(bytes)} xlsx; CPU ${cpuMedian.toFixed(0)} ms (median, server + client); peak RSS growth ${mb(peakGrowth)} (per download ${growths.map(mb).join(', ')}); target ≤ ${TARGET_MS} ms: ${result.p95 <= TARGET_MS ? 'met' : 'MISSED'}`;
      ctx.report(result);
      ctx.log(`after: ${memory()}`);
    } finally {
      await bench.close();
    }
  },
});
