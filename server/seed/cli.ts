/**
 * Seeds the demo data into the configured database (DATA_DIR / DATABASE_URL, see server/config.ts).
 *
 *   npm run seed                      seed when the database is empty
 *   npm run seed -- --force           wipe the demo tables first, then seed
 *   npm run seed -- --products=5000   number of products (default SEED_PRODUCTS, 600)
 */
import path from 'node:path';
import { loadConfig } from '../config';
import { migrateToLatest, openDb } from '../db';
import { isSeeded, SEED_TABLES, seedDemo, wipeDemo } from './index';

function parseArgs(argv: string[]): { force: boolean; products: number | undefined; help: boolean } {
  let products: number | undefined;
  for (const arg of argv) {
    const m = /^--products=(\d+)$/.exec(arg);
    if (m) products = Number(m[1]);
  }
  return { force: argv.includes('--force'), products, help: argv.includes('--help') || argv.includes('-h') };
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  if (args.help) {
    console.log('Usage: tsx server/seed/cli.ts [--force] [--products=N]');
    return;
  }
  const config = loadConfig();
  const handle = openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const applied = await migrateToLatest(handle.db);
    if (applied.length > 0) console.log(`Applied migrations: ${applied.join(', ')}`);

    if (await isSeeded(handle.db)) {
      if (!args.force) {
        console.log('The database is already seeded (table areas has rows). Use --force to wipe the demo tables and seed again.');
        return;
      }
      console.log('--force: wiping the demo tables …');
      await wipeDemo(handle.db);
    }

    const products = args.products ?? config.seedProducts;
    const mediaDir = path.join(config.dataDir, 'media');
    console.log(`Seeding ${products} products into ${handle.dialect === 'postgres' ? 'PostgreSQL' : path.join(config.dataDir, 'shop.sqlite')} …`);
    await seedDemo(handle.db, { products, mediaDir, log: (msg) => console.log(msg) });

    console.log('Row counts:');
    for (const table of [...SEED_TABLES].reverse()) {
      const row = await handle.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
      console.log(`  ${table.padEnd(22)} ${Number(row?.n ?? 0)}`);
    }
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
