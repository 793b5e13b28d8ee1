import fs from 'node:fs';
import { sql } from 'kysely';
import pg from 'pg';
import os from 'node:os';
import path from 'node:path';
import { migrateToLatest, openDb, type DbHandle } from '../../server/db';
import { DEMO_PASSWORD, DEMO_USERS, SALES_REP_CUSTOMERS, TRANSLATION_KEYS, isSeeded, seedDemo } from '../../server/seed';
import { verifyPassword } from '../../server/services/password';
import type { Block, Facet, SortingOption } from '../../src/api/types';

jest.setTimeout(120_000);

const PRODUCTS = 300;
const LANGS = ['da', 'en', 'sv', 'nb', 'fi'];
const PREFIX: Record<string, string> = { da: '', en: '/en', sv: '/sv', nb: '/nb', fi: '/fi' };

interface Seeded {
  dir: string;
  mediaDir: string;
  handle: DbHandle;
}

/** SQLite's page cache setting of the connection (negative: KiB). */
async function pageCache(handle: DbHandle): Promise<number> {
  const { rows } = await sql<{ cache_size: number }>`pragma cache_size`.execute(handle.db);
  return Number(rows[0]?.cache_size);
}
let cacheBefore = 0;

async function createSeeded(): Promise<Seeded & { seededBefore: boolean }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-test-'));
  const mediaDir = path.join(dir, 'media');
  const handle = openDb({ dataDir: dir });
  await migrateToLatest(handle.db);
  const seededBefore = await isSeeded(handle.db);
  cacheBefore = await pageCache(handle);
  await seedDemo(handle.db, { products: PRODUCTS, mediaDir, now: new Date('2026-06-01T00:00:00Z') });
  return { dir, mediaDir, handle, seededBefore };
}

function walkBlocks(blocks: Block[], visit: (b: Block, depth: number) => void, depth = 0): void {
  for (const b of blocks) {
    visit(b, depth);
    if (b.children) walkBlocks(b.children, visit, depth + 1);
  }
}

let first: Seeded & { seededBefore: boolean };
const others: Seeded[] = [];

beforeAll(async () => {
  first = await createSeeded();
});

afterAll(async () => {
  for (const s of [first, ...others]) {
    if (!s) continue;
    await s.handle.close();
    fs.rmSync(s.dir, { recursive: true, force: true });
  }
});

describe('seedDemo', () => {
  it('marks the database as seeded', async () => {
    expect(first.seededBefore).toBe(false);
    await expect(isSeeded(first.handle.db)).resolves.toBe(true);
  });

  it('gives the connection its own SQLite page cache back after seeding with a wide one', async () => {
    expect(cacheBefore).toBeLessThan(0);
    await expect(pageCache(first.handle)).resolves.toBe(cacheBefore);
  });

  it('creates the b2b area with languages, domains, site configuration and settings', async () => {
    const { db } = first.handle;
    const area = await db.selectFrom('areas').selectAll().executeTakeFirstOrThrow();
    expect(area).toMatchObject({ id: 'b2b', name: 'B2B', currency_code: 'DKK', default_language: 'da', image_prefix: 'products' });
    const settings = JSON.parse(area.settings) as { defaultFacets: Facet[]; sortingOptions: SortingOption[] };
    expect(settings.defaultFacets.map((f) => f.queryField)).toEqual(['brand', 'material', 'features', 'price', 'length']);
    expect(settings.defaultFacets.map((f) => f.type)).toEqual(['CheckboxOr', 'CheckboxOr', 'CheckboxAnd', 'Slider', 'Slider']);
    expect(settings.sortingOptions[0]).toEqual({ name: expect.any(String), queryValue: 'name', sortings: [{ field: 'name', direction: 'Ascending' }] });
    expect(settings.sortingOptions.map((s) => s.queryValue)).toEqual(['name', 'relevance', 'price-asc', 'price-desc', 'newest']);

    const languages = await db.selectFrom('languages').selectAll().orderBy('sort').execute();
    expect(languages.map((l) => [l.code, l.language_id, l.locale_code, l.perfion_language_id, l.url_prefix])).toEqual([
      ['da', 'da-DK', 'DAN', 1, ''],
      ['en', 'en-US', 'EN', 2, '/en'],
      ['sv', 'sv-SE', 'SVE', 3, '/sv'],
      ['nb', 'nb-NO', 'NOR', 4, '/nb'],
      ['fi', 'fi-FI', 'FIN', 5, '/fi'],
    ]);
    const domains = await db.selectFrom('area_domains').selectAll().execute();
    expect(domains).toHaveLength(10);
    expect(domains.filter((d) => d.is_primary === 1)).toEqual([{ area_id: 'b2b', domain: 'localhost', language: 'da', is_primary: 1 }]);
    const site = await db.selectFrom('site_configs').selectAll().executeTakeFirstOrThrow();
    expect(site).toMatchObject({ hostname: '*', area_id: 'b2b', api_uri: '/api', noindex: 0 });
    expect(site.title_postfix).toContain('Nordlys Teknik');
  });

  it('creates the requested number of products with texts in five languages', async () => {
    const { db } = first.handle;
    const products = await db.selectFrom('products').selectAll().execute();
    expect(products).toHaveLength(PRODUCTS);
    for (const p of products) {
      expect(p.id).toMatch(/^\d{6}$/);
      expect(p.ean).toMatch(/^\d{13}$/);
      expect(Number.isNaN(Date.parse(p.created_at))).toBe(false);
    }
    expect(new Set(products.map((p) => p.sort_order)).size).toBe(PRODUCTS);

    const leafCategories = await db.selectFrom('categories').select('id').where('level', '=', 3).execute();
    expect(new Set(products.map((p) => p.category_id))).toEqual(new Set(leafCategories.map((c) => c.id)));

    const texts = await db.selectFrom('product_texts').selectAll().execute();
    expect(texts).toHaveLength(PRODUCTS * LANGS.length);
    const byProduct = new Map<string, Set<string>>();
    for (const t of texts) {
      byProduct.set(t.product_id, (byProduct.get(t.product_id) ?? new Set()).add(t.language));
      expect(t.name.length).toBeGreaterThan(5);
      expect(t.short_description.length).toBeGreaterThan(10);
      expect(t.description.length).toBeGreaterThan(t.short_description.length);
      expect(t.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(t.slug.endsWith(`-${t.product_id}`)).toBe(true);
    }
    expect(byProduct.size).toBe(PRODUCTS);
    for (const langs of byProduct.values()) expect([...langs].sort()).toEqual([...LANGS].sort());
  });

  it('prices every product and unit in four currencies with consistent units and variants', async () => {
    const { db } = first.handle;
    const prices = await db.selectFrom('prices').selectAll().execute();
    const units = await db.selectFrom('product_units').selectAll().execute();
    const variants = await db.selectFrom('product_variants').selectAll().execute();

    const unitKeys = new Set(units.map((u) => `${u.product_id}|${u.unit_id}`));
    const variantIds = new Set(variants.map((v) => v.id));
    const currencies = new Map<string, Set<string>>();
    for (const p of prices) {
      currencies.set(p.product_id, (currencies.get(p.product_id) ?? new Set()).add(p.currency_code));
      expect(Number.isInteger(p.price)).toBe(true);
      expect(p.price).toBeGreaterThan(0);
      expect(unitKeys.has(`${p.product_id}|${p.unit_id}`)).toBe(true);
      if (p.variant_id !== '') expect(variantIds.has(p.variant_id)).toBe(true);
      if (p.before_price !== null) expect(p.before_price).toBeGreaterThan(p.price);
    }
    expect(currencies.size).toBe(PRODUCTS);
    for (const set of currencies.values()) expect([...set].sort()).toEqual(['DKK', 'EUR', 'NOK', 'SEK']);

    // every unit has a base price (min_quantity 1) for every product, and each product has exactly one default unit
    const base = new Set(prices.filter((p) => p.min_quantity === 1 && p.variant_id === '' && p.currency_code === 'DKK').map((p) => `${p.product_id}|${p.unit_id}`));
    for (const key of unitKeys) expect(base.has(key)).toBe(true);
    const defaults = new Map<string, number>();
    for (const u of units) defaults.set(u.product_id, (defaults.get(u.product_id) ?? 0) + u.is_default);
    for (const n of defaults.values()) expect(n).toBe(1);

    expect(prices.some((p) => p.min_quantity === 10)).toBe(true);
    expect(prices.some((p) => p.before_price !== null)).toBe(true);
    expect(variants.some((v) => v.name === 'XL')).toBe(true);
  });

  it('stores brand, translated material and features, and numeric specs', async () => {
    const { db } = first.handle;
    const specs = await db.selectFrom('product_specs').selectAll().execute();
    const brandSpecs = specs.filter((s) => s.key === 'brand');
    expect(brandSpecs).toHaveLength(PRODUCTS);
    expect(brandSpecs.every((s) => s.language === '')).toBe(true);
    const materials = specs.filter((s) => s.key === 'material');
    expect(materials).toHaveLength(PRODUCTS * LANGS.length);
    expect(specs.some((s) => s.key === 'features' && s.language === 'da' && s.value.includes('|'))).toBe(true);
    const numeric = specs.filter((s) => ['lengthMm', 'diameterMm', 'weightKg', 'voltage', 'ipClass'].includes(s.key));
    expect(numeric.length).toBeGreaterThan(PRODUCTS);
    for (const s of numeric) {
      expect(s.language).toBe('');
      expect(typeof s.num_value).toBe('number');
    }
  });

  it('creates users whose password is the demo password', async () => {
    const { db } = first.handle;
    const users = await db.selectFrom('users').selectAll().execute();
    expect(users.map((u) => u.username).sort()).toEqual(DEMO_USERS.map((u) => u.username).sort());
    for (const demo of DEMO_USERS) {
      const user = users.find((u) => u.username === demo.username);
      expect(user).toBeDefined();
      if (!user) continue;
      expect(user.customer_number).toBe(demo.customerNumber);
      expect(JSON.parse(user.roles)).toEqual(demo.roles);
      await expect(verifyPassword(DEMO_PASSWORD, user.password_hash)).resolves.toBe(true);
    }
    const first0 = users[0];
    if (first0) await expect(verifyPassword('wrong-password', first0.password_hash)).resolves.toBe(false);

    expect(DEMO_USERS.find((u) => u.username === 'kunde@demo.dk')?.customerNumber).toBe('10001');
    const reps = await db.selectFrom('sales_rep_customers').selectAll().execute();
    expect(reps.map((r) => r.customer_number).sort()).toEqual([...SALES_REP_CUSTOMERS].sort());
    expect(reps.every((r) => r.user_id === DEMO_USERS.find((u) => u.username === 'salg@demo.dk')?.id)).toBe(true);

    const customers = await db.selectFrom('customers').selectAll().execute();
    expect(customers.find((c) => c.customer_number === '10003')?.currency_code).toBe('SEK');
    const addresses = await db.selectFrom('addresses').selectAll().execute();
    for (const c of customers) {
      const own = addresses.filter((a) => a.customer_number === c.customer_number);
      expect(own.filter((a) => a.type === 'billing' && a.is_default === 1)).toHaveLength(1);
      expect(own.filter((a) => a.type === 'shipping').length).toBeGreaterThanOrEqual(1);
    }
  });

  it('seeds shared favourite lists and saved carts of the demo buyers, one of each shared with the company (issue 20)', async () => {
    const { db } = first.handle;
    const lists = await db.selectFrom('favorite_lists').select(['name', 'user_id', 'sharing']).orderBy('name').execute();
    expect(lists).toContainEqual({ name: 'Tavle-projekt Vesterbro', user_id: 'u-kunde', sharing: 'read' });
    expect(lists).toContainEqual({ name: 'Fast ugeordre', user_id: 'u-kunde3', sharing: 'write' });
    const carts = await db.selectFrom('saved_carts').select(['name', 'user_id', 'shared', 'lines']).execute();
    expect(carts.find((c) => c.name === 'Fast ugeordre')).toMatchObject({ user_id: 'u-kunde', shared: 1 });
    for (const cart of carts) expect((JSON.parse(cart.lines) as unknown[]).length).toBeGreaterThan(0);
  });

  it('stores every page content as a list of blocks with unique ids', async () => {
    const { db } = first.handle;
    const pages = await db.selectFrom('pages').selectAll().execute();
    const blockIds = new Set<string>();
    for (const page of pages) {
      const content = JSON.parse(page.content) as Block[];
      expect(Array.isArray(content)).toBe(true);
      expect(content.length).toBeGreaterThan(0);
      walkBlocks(content, (b) => {
        expect(typeof b.id).toBe('string');
        expect(typeof b.type).toBe('string');
        expect(typeof b.parameters).toBe('object');
        expect(blockIds.has(b.id)).toBe(false);
        blockIds.add(b.id);
      });
      expect(typeof JSON.parse(page.properties)).toBe('object');
      expect(page.url.startsWith(PREFIX[page.language] ?? '?')).toBe(true);
    }
    for (const lang of LANGS) {
      const ofLang = pages.filter((p) => p.language === lang);
      const types = new Set(ofLang.map((p) => p.type));
      // 'modal': content for GetModalRequest; 'salesPerson': the sales persons listed by the sales team page.
      expect(types).toEqual(new Set(['frontpage', 'category', 'product', 'footer', 'page', 'modal', 'salesPerson']));
      expect(ofLang.find((p) => p.type === 'frontpage')?.url).toBe(lang === 'da' ? '/' : PREFIX[lang]);
      expect(ofLang.find((p) => p.type === 'product')?.url).toBe(`${PREFIX[lang]}/__product`);
    }
    // language versions share a group id
    const groups = new Map<string, number>();
    for (const p of pages) groups.set(p.group_id, (groups.get(p.group_id) ?? 0) + 1);
    // The bonus page only where the secondary menu links to it (Danish; SPEC §2, server/seed/contentPages.ts).
    for (const [group, n] of groups) expect(n).toBe(group === 'bonus' ? 1 : LANGS.length);
  });

  it('gives every category page a unique URL per language built from the category slugs', async () => {
    const { db } = first.handle;
    const pages = await db.selectFrom('pages').selectAll().where('type', '=', 'category').execute();
    const categories = await db.selectFrom('categories').selectAll().execute();
    expect(pages).toHaveLength(categories.length * LANGS.length);
    for (const lang of LANGS) {
      const urls = pages.filter((p) => p.language === lang).map((p) => p.url);
      expect(new Set(urls).size).toBe(urls.length);
      for (const url of urls) expect(url).toMatch(new RegExp(`^${PREFIX[lang]}(/[a-z0-9-]+){1,3}$`));
    }
    const woodScrews = pages.find((p) => p.language === 'da' && JSON.parse(p.properties).categoryId === '101010');
    expect(woodScrews?.url).toBe('/befaestelse/skruer/traeskruer');
    expect(pages.find((p) => p.language === 'en' && JSON.parse(p.properties).categoryId === '101010')?.url).toBe('/en/fastening/screws/wood-screws');
    const list = (JSON.parse(woodScrews?.content ?? '[]') as Block[]).find((b) => b.type === 'productList');
    expect(list?.parameters).toMatchObject({ listReference: 'products', pageSize: 24, search: { categoryId: '101010' } });
  });

  it('builds menus with three levels', async () => {
    const { db } = first.handle;
    const items = await db.selectFrom('menu_items').selectAll().execute();
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
    const byId = new Map(items.map((i) => [i.id, i]));
    const depth = (id: string): number => {
      const item = byId.get(id);
      return item?.parent_id ? 1 + depth(item.parent_id) : 1;
    };
    for (const lang of LANGS) {
      for (const menu of ['categories', 'primary'] as const) {
        const ofMenu = items.filter((i) => i.language === lang && i.menu === menu);
        expect(Math.max(...ofMenu.map((i) => depth(i.id)))).toBe(3);
        for (const i of ofMenu) if (i.parent_id) expect(byId.get(i.parent_id)?.menu).toBe(menu);
      }
      const tops = items.filter((i) => i.language === lang && i.menu === 'primary' && i.parent_id === null).sort((a, b) => a.sort - b.sort);
      expect(tops).toHaveLength(4);
      const childCount = (id: string): number => items.filter((i) => i.parent_id === id).length;
      expect(childCount(tops[0]?.id ?? '')).toBe(6); // Products: a dropdown (< 13 children)
      expect(childCount(tops[1]?.id ?? '')).toBeGreaterThanOrEqual(13); // Brands: a mega menu
      const secondary = items.filter((i) => i.language === lang && i.menu === 'secondary');
      expect(secondary.length).toBeGreaterThanOrEqual(3);
    }
    // every internal menu URL points at an existing page, the search page or the external link's path
    const pageUrls = new Set((await db.selectFrom('pages').select(['language', 'url']).execute()).map((p) => `${p.language}|${p.url}`));
    for (const i of items) {
      if (i.url.includes('/search')) continue;
      expect(pageUrls.has(`${i.language}|${i.url}`)).toBe(true);
      if (i.external_link) expect(i.external_link.endsWith(i.url)).toBe(true);
    }
  });

  it('has every storefront label in every language', async () => {
    const rows = await first.handle.db.selectFrom('translations').selectAll().execute();
    expect(rows).toHaveLength(TRANSLATION_KEYS.length * LANGS.length);
    for (const key of ['spec.brand', 'unit.STK', 'unit.RL', 'facet.features', 'sort.price-desc']) {
      for (const lang of LANGS) expect(rows.find((r) => r.key === key && r.language === lang)?.value).toBeTruthy();
    }
  });

  it('writes the product and content images to the media folder', async () => {
    const { db } = first.handle;
    const media = await db.selectFrom('product_media').select('path').distinct().execute();
    expect(media.length).toBeGreaterThan(0);
    const paths = new Set(media.map((m) => m.path));
    const pages = await db.selectFrom('pages').select('content').execute();
    for (const p of pages) {
      walkBlocks(JSON.parse(p.content) as Block[], (b) => {
        const imagePath = b.parameters.imagePath;
        if (typeof imagePath === 'string') paths.add(imagePath);
      });
    }
    paths.add('content/logo.svg');
    for (const rel of paths) {
      const file = path.join(first.mediaDir, rel);
      expect(fs.existsSync(file)).toBe(true);
      const svg = fs.readFileSync(file, 'utf8');
      expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
      expect(svg).toMatch(/<svg[^>]* width="\d+" height="\d+" viewBox="0 0 \d+ \d+"/);
      expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
    }
  });

  it('is deterministic: the same input gives the same catalogue', async () => {
    const second = await createSeeded();
    others.push(second);
    const read = async (s: Seeded): Promise<unknown[]> => [
      await s.handle.db.selectFrom('product_texts').selectAll().orderBy('product_id').orderBy('language').execute(),
      await s.handle.db.selectFrom('products').selectAll().orderBy('id').execute(),
      await s.handle.db.selectFrom('prices').selectAll().orderBy('product_id').orderBy('variant_id').orderBy('unit_id').orderBy('currency_code').orderBy('min_quantity').execute(),
      await s.handle.db.selectFrom('pages').select(['id', 'url', 'content']).orderBy('id').execute(),
    ];
    const [a, b] = await Promise.all([read(first), read(second)]);
    expect(b).toEqual(a);
  });
});

// Runs against PostgreSQL when TEST_DATABASE_URL points at a server (a throw-away database is created and dropped).
const pgUrl = process.env.TEST_DATABASE_URL;
(pgUrl ? describe : describe.skip)('seedDemo on PostgreSQL', () => {
  it('seeds the same catalogue as on SQLite', async () => {
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    const name = `seed_test_${process.pid}_${Date.now()}`;
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(pgUrl ?? '');
    url.pathname = `/${name}`;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-pg-test-'));
    const handle = openDb({ databaseUrl: url.toString(), dataDir: dir });
    try {
      await migrateToLatest(handle.db);
      await seedDemo(handle.db, { products: PRODUCTS, mediaDir: path.join(dir, 'media'), now: new Date('2026-06-01T00:00:00Z') });
      await expect(isSeeded(handle.db)).resolves.toBe(true);
      const names = await handle.db.selectFrom('product_texts').select(['product_id', 'language', 'name']).orderBy('product_id').orderBy('language').execute();
      const expected = await first.handle.db.selectFrom('product_texts').select(['product_id', 'language', 'name']).orderBy('product_id').orderBy('language').execute();
      expect(names).toEqual(expected);
      const prices = await handle.db.selectFrom('prices').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const sqlitePrices = await first.handle.db.selectFrom('prices').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      expect(Number(prices.n)).toBe(Number(sqlitePrices.n));
    } finally {
      await handle.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      await admin.end();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
