/**
 * Issue 18 targets: `BENCH_ONLY=import npm run bench`.
 *
 * 1. 100,000 generated products (BENCH_PRODUCTS) as NDJSON through POST /backoffice/api/Document/Import into a small
 *    demo shop (its brands and categories), streamed from a generator (the body is never held whole): time and extra
 *    RSS (peak minus the start, sampled every 50 ms) — targets ≤ 60 s and ≤ 500 MB —, and searchable when it answers.
 * 2. Change → visible in search at that size: one product renamed through Document/Update, searched for by its new
 *    name on the same instance right after the answer, and polled for on a second instance over the same database
 *    (the change feed) — target ≤ 1 s; a deletion the same way.
 */
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { DocumentImportResponse, DocumentUpdateResponse } from '../contract/documents';
import type { ProductSearchResponse } from '../contract/products';
import { migrateToLatest, openDb } from '../server/db';
import { createIntegrationKey } from '../server/services/backoffice/integrationKeys';
import { searchService } from '../server/services/search/service';
import { DATA_DIR, defineBench, memory, startApp, type BenchApp, type BenchDatabase } from './harness';

const AREA = { areaId: 'b2b', languageCode: 'da', currencyCode: 'DKK' };
const LANGS = ['da', 'en', 'sv', 'nb', 'fi'];
const WORDS = ['skrue', 'bolt', 'møtrik', 'hammer', 'tang', 'kabel', 'lampe', 'stik', 'rør', 'fitting', 'ventil', 'pumpe'];

function productLine(i: number, brands: readonly number[], categories: readonly string[]): string {
  const key = `IMP${String(i).padStart(6, '0')}`;
  const word = WORDS[i % WORDS.length]!;
  const size = 3 + (i % 17);
  const texts: Record<string, { name: string; shortDescription: string }> = {};
  for (const lang of LANGS) texts[lang] = { name: `${word} ${size} mm ${lang} ${key}`, shortDescription: `Importeret vare ${i} (${lang})` };
  return JSON.stringify({
    type: 'product',
    key,
    data: {
      brand: brands[i % brands.length],
      category: categories[i % categories.length],
      sortOrder: i,
      texts,
      units: [
        { unit: 'STK', factor: 1, default: true },
        { unit: 'PK', factor: 10 },
      ],
      media: [{ path: `products/imp-${i % 50}.svg` }],
      specs: [
        { key: 'lengthMm', value: String(size * 10), number: size * 10 },
        { key: 'material', language: 'da', value: i % 2 ? 'Stål' : 'Messing' },
        { key: 'material', language: 'en', value: i % 2 ? 'Steel' : 'Brass' },
      ],
      fees: i % 10 === 0 ? [{ type: 'packagingFee', currency: 'DKK', amount: 50 }] : [],
    },
  });
}

/** The NDJSON body as a stream of ~64 kB chunks. */
function ndjson(count: number, brands: readonly number[], categories: readonly string[]): Readable {
  return Readable.from(
    (function* () {
      let chunk = '';
      for (let i = 1; i <= count; i++) {
        chunk += `${productLine(i, brands, categories)}\n`;
        if (chunk.length > 64_000) {
          yield chunk;
          chunk = '';
        }
      }
      if (chunk) yield chunk;
    })(),
  );
}

async function searchIds(bench: BenchApp, freeText: string): Promise<string[]> {
  const res = await bench.app.inject({
    method: 'POST',
    url: '/api/Product/GetProductsBySearch',
    payload: { area: AREA, facets: [], skip: 0, take: 5, search: { freeText }, sorting: [] },
  });
  return (JSON.parse(res.body) as ProductSearchResponse).items.map((i) => i.item.id);
}

/** A small demo shop (areas, languages, brands, categories) in a fresh SQLite file. */
async function emptyShop(): Promise<BenchDatabase> {
  const dataDir = path.join(DATA_DIR, 'import');
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'shop.sqlite');
  const handle = openDb({ dataDir, file });
  await migrateToLatest(handle.db);
  const { seedDemo } = await import('../server/seed');
  await seedDemo(handle.db, { products: 20, mediaDir: path.join(dataDir, 'media') });
  await handle.close();
  return { kind: 'sqlite', label: 'SQLite', products: 20, file, dataDir, seedSeconds: 0 };
}

async function timeUntil(check: () => Promise<boolean>, limitMs: number): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    if (await check()) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return Number.NaN;
}

export default defineBench({
  name: 'import',
  ownDatabase: true,
  async run(ctx) {
    const count = ctx.products;
    const database = await emptyShop();
    const a = await startApp(database);
    try {
      await searchService(a.app).warmUp();
      const brands = (await a.db.selectFrom('brands').select('id').execute()).map((b) => Number(b.id));
      const categories = (await a.db.selectFrom('categories').select('id').where('level', '=', 3).execute()).map((c) => c.id);
      const { key } = await createIntegrationKey(a.db, { name: 'bench', scopes: ['documents:write'], createdBy: 'bench' });
      const headers = { authorization: `Bearer ${key}` };

      // ---- 1. the import
      global.gc?.();
      const rssBefore = process.memoryUsage().rss;
      let peak = rssBefore;
      const sampler = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage().rss);
      }, 50);
      const started = performance.now();
      const res = await a.app.inject({
        method: 'POST',
        url: '/backoffice/api/Document/Import',
        headers: { ...headers, 'content-type': 'application/x-ndjson' },
        payload: ndjson(count, brands, categories),
      });
      const seconds = (performance.now() - started) / 1000;
      clearInterval(sampler);
      peak = Math.max(peak, process.memoryUsage().rss);
      const result = JSON.parse(res.body) as DocumentImportResponse;
      const probe = `IMP${String(Math.ceil(count / 2)).padStart(6, '0')}`;
      const searchable = (await searchIds(a, probe)).includes(probe);
      const extraMb = (peak - rssBefore) / 1e6;
      ctx.log(
        `import of ${count} products: HTTP ${res.statusCode}, ${seconds.toFixed(1)} s (target ≤ 60 s), ` +
          `${Math.round(count / seconds)} products/s, extra RSS peak ${extraMb.toFixed(0)} MB (target ≤ 500 MB); ` +
          `counts ${JSON.stringify(result.counts)}; searchable when answered: ${searchable ? 'yes' : 'NO'}; ${memory()}`,
      );

      // ---- 2. change → visible in search, same instance and a second one
      const b = await startApp(database);
      try {
        await searchService(b.app).warmUp();
        const same: number[] = [];
        const other: number[] = [];
        for (let round = 1; round <= 5; round++) {
          const n = Math.floor((count * round) / 7);
          const id = `IMP${String(n).padStart(6, '0')}`;
          const word = `latensprobe${round}x${Date.now() % 100000}`;
          const line = JSON.parse(productLine(n, brands, categories)) as { data: { texts: Record<string, { name: string }> } };
          line.data.texts.da!.name = `${word} ${id}`;
          const t0 = performance.now();
          const up = await a.app.inject({ method: 'POST', url: '/backoffice/api/Document/Update', headers, payload: { documents: [{ type: 'product', key: id, data: line.data }] } });
          if ((JSON.parse(up.body) as DocumentUpdateResponse).counts.updated !== 1) throw new Error(`update failed: ${up.body}`);
          same.push((await searchIds(a, word)).includes(id) ? performance.now() - t0 : Number.NaN);
          const waitFrom = performance.now() - t0;
          other.push(waitFrom + (await timeUntil(async () => (await searchIds(b, word)).includes(id), 5000)));
        }
        const deleted = `IMP${String(count).padStart(6, '0')}`;
        const t0 = performance.now();
        await a.app.inject({ method: 'POST', url: '/backoffice/api/Document/DeleteByKey', headers, payload: { type: 'product', keys: [deleted] } });
        const goneHere = (await searchIds(a, deleted)).includes(deleted) ? Number.NaN : performance.now() - t0;
        const goneFrom = performance.now() - t0;
        const goneThere = goneFrom + (await timeUntil(async () => !(await searchIds(b, deleted)).includes(deleted), 5000));
        const fmt = (list: number[]) => list.map((ms) => (Number.isNaN(ms) ? 'not seen' : `${ms.toFixed(0)}`)).join(', ');
        ctx.log(`change → visible at ${count} products (ms, update answered + search; target ≤ 1000): same instance ${fmt(same)}; second instance ${fmt(other)}`);
        ctx.log(`delete → gone (ms): same instance ${fmt([goneHere])}; second instance ${fmt([goneThere])}`);
        ctx.log(`second instance's index: ${JSON.stringify(searchService(b.app).status())}`);
      } finally {
        await b.close();
      }
    } finally {
      await a.close();
    }
  },
});
