/**
 * `npm run bench`: runs every bench/*.bench.ts against a seeded SQLite database (always) and PostgreSQL (when
 * BENCH_DATABASE_URL is set), then prints a summary. See bench/harness.ts for the environment variables.
 */
import { readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  BENCH_DIR,
  benchOptions,
  benchProducts,
  preparePostgres,
  prepareSqlite,
  printResults,
  printTargets,
  type Bench,
  type BenchContext,
  type BenchDatabase,
  type BenchResult,
  type BenchTarget,
} from './harness';

function isBench(value: unknown): value is Bench {
  return typeof value === 'object' && value !== null && 'name' in value && 'run' in value && typeof value.run === 'function';
}

async function loadBenches(only: string | undefined): Promise<Bench[]> {
  const files = readdirSync(BENCH_DIR)
    .filter((f) => f.endsWith('.bench.ts'))
    .sort();
  const benches: Bench[] = [];
  for (const file of files) {
    const mod: unknown = await import(pathToFileURL(path.join(BENCH_DIR, file)).href);
    // Default export (CommonJS interop may nest it once more).
    let candidate = (mod as { default?: unknown }).default;
    if (!isBench(candidate)) candidate = (candidate as { default?: unknown } | undefined)?.default;
    if (!isBench(candidate)) {
      console.warn(`bench/${file}: no default export made with defineBench – skipped`);
      continue;
    }
    if (only && !candidate.name.includes(only) && !file.includes(only)) continue;
    benches.push(candidate);
  }
  return benches;
}

async function main(): Promise<void> {
  const products = benchProducts();
  const options = benchOptions();
  const benches = await loadBenches(process.env.BENCH_ONLY);
  console.log(
    `Benchmarks: ${benches.map((b) => b.name).join(', ') || '(none)'} — ${products} products, ` +
      `${options.requests} requests per measurement (+${options.warmup} warm-up), concurrency ${options.concurrency}, ` +
      `${options.http ? 'real HTTP' : 'app.inject'}; Node ${process.version}, ${os.cpus().length} CPUs, load ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  );

  const ownOnly = benches.length > 0 && benches.every((b) => b.ownDatabase === true);
  const placeholder: BenchDatabase = { kind: 'sqlite', label: 'SQLite', products, dataDir: BENCH_DIR, seedSeconds: 0 };
  const databases: BenchDatabase[] = ownOnly ? [placeholder] : [await prepareSqlite(products)];
  if (process.env.BENCH_DATABASE_URL && !ownOnly) databases.push(await preparePostgres(process.env.BENCH_DATABASE_URL, products));

  const results: BenchResult[] = [];
  const targets: BenchTarget[] = [];
  // Targets at a million products (issue 19): the seed ≤ 5 min (when this run seeded); the benches add theirs.
  for (const database of databases) {
    if (database.seedSeconds > 0 && products >= 1_000_000) {
      targets.push({ database: database.label, name: `seed of ${products} products`, value: database.seedSeconds, limit: 300, unit: 's' });
    }
  }
  for (const database of databases) {
    for (const bench of benches) {
      const mine: BenchResult[] = [];
      const ctx: BenchContext = {
        products,
        options,
        results,
        report(result) {
          const r = { ...result, bench: result.bench || bench.name };
          mine.push(r);
          results.push(r);
        },
        log(message) {
          console.log(`  [${database.label}/${bench.name}] ${message}`);
        },
        target(target) {
          targets.push({ ...target, database: database.label });
        },
      };
      console.log(`\n--- ${bench.name} on ${database.label} (${database.products} products)`);
      try {
        await bench.run(ctx, database);
      } catch (err) {
        console.error(`bench ${bench.name} on ${database.label} failed:`, err);
        process.exitCode = 1;
      }
      if (mine.length > 0) printResults(`${bench.name} — ${database.label} ${database.products}`, mine);
    }
  }
  if (databases.length > 1 || benches.length > 1) {
    printResults(
      'Summary',
      results.map((r) => ({ ...r, name: `${r.database.split(' ')[0]} ${r.bench}: ${r.name}` })),
    );
  }
  if (!printTargets(targets)) process.exitCode = 1;
  console.log(`\nload average at the end: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
