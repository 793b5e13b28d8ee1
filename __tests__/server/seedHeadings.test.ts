import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrateToLatest, openDb, type DbHandle } from '../../server/db';
import { seedDemo } from '../../server/seed';
import type { Block } from '../../src/api/types';

jest.setTimeout(60_000);

/**
 * Every seeded page a visitor opens has one main heading (an h1: axe's page-has-heading-one, the screen reader's
 * way to the page's subject; issue 16 found none on the service page). The blocks that render it: a header or a
 * banner of level 1 (src/features/content/blocks), or the product details (the product's name).
 */
const H1_BLOCKS = (block: Block) =>
  ((block.type === 'header' || block.type === 'banner') && block.parameters.level === 1) || block.type === 'productDetails';

function count(blocks: Block[], match: (block: Block) => boolean): number {
  return blocks.reduce((n, block) => n + (match(block) ? 1 : 0) + count(block.children ?? [], match), 0);
}

let dir: string;
let handle: DbHandle;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-headings-'));
  handle = openDb({ dataDir: dir });
  await migrateToLatest(handle.db);
  await seedDemo(handle.db, { products: 30, mediaDir: path.join(dir, 'media'), now: new Date('2026-06-01T00:00:00Z') });
});

afterAll(async () => {
  await handle.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

it('every seeded page has exactly one h1 block (fragments — footer, modals, sales persons — have none of their own)', async () => {
  const pages = await handle.db.selectFrom('pages').select(['url', 'type', 'content']).execute();
  const wrong: string[] = [];
  for (const page of pages) {
    // '/__…' pages are parts of other pages (GetElementById, GetModalRequest, the footer), not pages of their own.
    if (page.url.includes('/__') && page.type !== 'product') continue;
    const h1 = count(JSON.parse(page.content) as Block[], H1_BLOCKS);
    if (h1 !== 1) wrong.push(`${page.url}: ${h1}`);
  }
  expect(pages.length).toBeGreaterThan(50);
  expect(wrong).toEqual([]);
});
