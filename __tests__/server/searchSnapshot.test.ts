/**
 * The search index on disk (issue 19, server/services/search/snapshot.ts), with real server processes over one
 * database: the first start builds the index and writes it; the next start reads it and answers the same searches;
 * a product changed meanwhile (by another instance: its feed row) is listed in changes.json and patched in at the
 * next start; a whole-catalogue change or a broken file means a full build, never a wrong answer. SQLite, and
 * PostgreSQL when TEST_DATABASE_URL is set (CI).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, truncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrateToLatest, openDb } from '../../server/db';
import { seedDemo } from '../../server/seed';
import { readSnapshot } from '../../server/services/search/snapshot';
import { noteProductChanges } from '../../server/services/search/version';
import { createTestDatabase } from './helpers';
import { startServer, stopServer, type Server } from './processes';

jest.setTimeout(180_000);

const AREA = { areaId: 'b2b', languageCode: 'da', currencyCode: 'DKK' };
const NEW_NAME = 'Zebrafiskeskrue testudgave';

let dataDir: string;
let databaseUrl: string | undefined;
let drop: () => Promise<void>;
let server: Server | undefined;
let word: string;
let changedId: string;

const snapshotDir = () => path.join(dataDir, 'search-index');

async function waitFor<T>(what: string, probe: () => Promise<T | null | undefined | false>, ms = 60_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function start(): Promise<Server> {
  const s = await startServer(dataDir, databaseUrl, { LOG_LEVEL: 'info' });
  await waitFor('readiness', () => fetch(`${s.base}/integrity/ready`).then((r) => r.ok));
  return s;
}

interface Found {
  total: number;
  ids: string[];
  facets: Record<string, { key: string; count: number }[]>;
}

async function search(s: Server, body: Record<string, unknown>): Promise<Found> {
  const res = await fetch(`${s.base}/api/Product/GetProductsBySearch`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ area: AREA, skip: 0, take: 24, search: {}, sorting: [], ...body }),
  });
  expect(res.status).toBe(200);
  const json = (await res.json()) as {
    itemsTotal: number;
    items: { item: { id: string } }[];
    facetOptions?: Record<string, { key: string; count: number }[]>;
  };
  const facets: Found['facets'] = {};
  for (const [field, options] of Object.entries(json.facetOptions ?? {})) facets[field] = options.map((o) => ({ key: o.key, count: o.count }));
  return { total: json.itemsTotal, ids: json.items.map((i) => i.item.id), facets };
}

/** Searches whose answers must not depend on where the index came from. */
async function answers(s: Server): Promise<Found[]> {
  const facets = [
    { field: 'brand', type: 'CheckboxOr' },
    { field: 'category', type: 'CheckboxOr' },
  ];
  return [
    await search(s, { search: { freeText: word }, facets }),
    await search(s, { search: {}, facets, sorting: [{ field: 'price', direction: 'Ascending' }] }),
    await search(s, { search: { freeText: word }, sorting: [{ field: 'name', direction: 'Descending' }], skip: 3 }),
  ];
}

async function withDb<T>(work: (db: ReturnType<typeof openDb>['db']) => Promise<T>): Promise<T> {
  const handle = openDb({ databaseUrl, dataDir });
  try {
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

const logged = (s: Server, text: string) => s.stdout().includes(text);

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'shop-snapshot-'));
  ({ databaseUrl, drop } = await createTestDatabase());
  await withDb(async (db) => {
    await migrateToLatest(db);
    await seedDemo(db, { products: 200, mediaDir: path.join(dataDir, 'media') });
    const row = await db.selectFrom('product_texts').select(['product_id', 'name']).where('language', '=', 'da').orderBy('product_id').executeTakeFirstOrThrow();
    word = row.name.split(/\s+/)[0]!.toLowerCase();
    changedId = row.product_id;
  });
});

afterEach(async () => {
  await stopServer(server);
  server = undefined;
});

afterAll(async () => {
  await drop();
  rmSync(dataDir, { recursive: true, force: true });
});

let before: Found[];

it('the first start builds the index and writes it to disk; the next start reads it and answers alike', async () => {
  server = await start();
  expect(logged(server, 'search index built')).toBe(true);
  await waitFor('the snapshot', async () => existsSync(path.join(snapshotDir(), 'index.bin')) && logged(server!, 'search index snapshot written'));
  before = await answers(server);
  expect(before[0]!.total).toBeGreaterThan(0);
  await stopServer(server);

  server = await start();
  expect(logged(server, 'search index read from its snapshot: 200 products (0 changed since)')).toBe(true);
  expect(logged(server, 'search index built')).toBe(false);
  expect(await answers(server)).toEqual(before);
});

it('a product changed by another instance is listed with the snapshot and patched in at the next start', async () => {
  server = await start();
  await withDb((db) =>
    db.transaction().execute(async (trx) => {
      await trx.updateTable('product_texts').set({ name: NEW_NAME }).where('product_id', '=', changedId).where('language', '=', 'da').execute();
      await noteProductChanges(trx, [changedId]);
    }),
  );
  // This instance follows the change feed, and lists the product for the snapshot.
  await waitFor('the change in search', async () => (await search(server!, { search: { freeText: 'zebrafiskeskrue' } })).ids.includes(changedId));
  await waitFor('changes.json', async () => {
    const file = path.join(snapshotDir(), 'changes.json');
    return existsSync(file) && (JSON.parse(readFileSync(file, 'utf8')) as { ids: string[] }).ids.includes(changedId);
  });
  await stopServer(server);

  server = await start();
  expect(logged(server, 'search index read from its snapshot: 200 products (1 changed since)')).toBe(true);
  // Right away, before any feed poll could have brought it.
  expect((await search(server, { search: { freeText: 'zebrafiskeskrue' } })).ids).toEqual([changedId]);
  expect((await search(server, { search: {}, sorting: [{ field: 'price', direction: 'Ascending' }] })).total).toBe(before[1]!.total);
});

it('after a whole-catalogue change the snapshot is not used: the index is built again (and written anew)', async () => {
  await withDb((db) => noteProductChanges(db, []));
  server = await start();
  expect(logged(server, 'search index snapshot is of an older catalogue: building the index')).toBe(true);
  expect(logged(server, 'search index built')).toBe(true);
  expect((await search(server, { search: { freeText: 'zebrafiskeskrue' } })).ids).toEqual([changedId]);
  await waitFor('the new snapshot', async () => logged(server!, 'search index snapshot written'));
});

it('a rebuild while running (a whole-catalogue change elsewhere) writes a snapshot as warm as the start\'s: its sort orders and name ranks too', async () => {
  server = await start();
  await waitFor('the snapshot after the warm-up', async () => logged(server!, 'search index snapshot written') || (await readSnapshot(snapshotDir(), () => true)));
  const atStart = await readSnapshot(snapshotDir(), () => true);
  expect(atStart).not.toBeNull();
  const writtenBefore = server.stdout().split('search index snapshot written').length;
  await withDb((db) => noteProductChanges(db, []));
  // The feed notices the change, the index is built again in the background and written when done.
  await waitFor('the rebuilt snapshot', async () => server!.stdout().split('search index snapshot written').length > writtenBefore, 90_000);
  const rebuilt = await readSnapshot(snapshotDir(), () => true);
  expect(rebuilt!.meta.builtAt > atStart!.meta.builtAt).toBe(true);
  const keys = (entries: [string, unknown][]) => entries.map(([key]) => key).sort();
  expect(keys(atStart!.extras.nameRanks).length).toBeGreaterThan(0);
  expect(keys(rebuilt!.extras.nameRanks)).toEqual(expect.arrayContaining(keys(atStart!.extras.nameRanks)));
  expect(keys(rebuilt!.extras.permutations)).toEqual(expect.arrayContaining(keys(atStart!.extras.permutations)));
});

it('a broken snapshot file is not used: the index is built from the database', async () => {
  const file = path.join(snapshotDir(), 'index.bin');
  truncateSync(file, Math.floor(readFileSync(file).length / 2));
  server = await start();
  expect(logged(server, 'search index snapshot could not be read: building the index')).toBe(true);
  expect((await search(server, { search: { freeText: 'zebrafiskeskrue' } })).ids).toEqual([changedId]);
});

it('SEARCH_SNAPSHOT_DIR=off: no snapshot is read or written', async () => {
  rmSync(snapshotDir(), { recursive: true, force: true });
  server = await startServer(dataDir, databaseUrl, { LOG_LEVEL: 'info', SEARCH_SNAPSHOT_DIR: 'off' });
  await waitFor('readiness', () => fetch(`${server!.base}/integrity/ready`).then((r) => r.ok));
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(existsSync(snapshotDir())).toBe(false);
  expect(logged(server, 'search index built')).toBe(true);
});
