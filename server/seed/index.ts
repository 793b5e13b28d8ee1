/**
 * Demo seed of the shop: a Danish technical wholesaler ("Nordlys Teknik") selling to trade customers in
 * five languages. Works on SQLite and PostgreSQL through Kysely only; deterministic for a given input.
 *
 *   await seedDemo(db, { products: 600, mediaDir: path.join(dataDir, 'media') });
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { hashPassword } from '../services/password';
import { BRANDS, CATEGORY_TREE, COMPANY } from './catalogue';
import { areaRows, categoryData, categoryRows, LANGUAGE_ROWS, menuRows, pageRows, translationRows } from './content';
import { contentMenuRows, contentPageRows } from './contentPages';
import { formRows } from './forms';
import { customerRows, DEMO_PASSWORD, discountRows, priceGroupRows, userRows } from './customers';
import { planProducts, productRows, type ProductRows } from './products';
import { writeMedia } from './svg';
import { BATCH_ROWS, BulkInserter, widenSqliteCache } from './bulk';
import { seedCommerce } from './commerce';
import { seedCustomerCentre } from './customerCentre';
import { seedStock } from './stock';
import { seedShipments } from './shipments';
import { seedQuotes } from './quotes';
import { seedSavedCarts } from './savedCarts';
import { seedApprovals } from './approvals';
import { noteProductChanges } from '../services/search/version';

export { DEMO_PASSWORD, DEMO_USERS, SALES_REP_CUSTOMERS, type DemoUser } from './customers';
export { AREA_ID, DEFAULT_FACETS, SORTING_OPTIONS, TRANSLATION_KEYS } from './content';
export { COMPANY } from './catalogue';
export { LANGS, URL_PREFIX, slugify, type Lang } from './i18n';

export interface SeedOptions {
  /** Number of generated products (600 for the demo, up to 100 000 for benchmarks). */
  products: number;
  /** Folder that receives the generated SVG images (DATA_DIR/media); paths in the database are relative to it. */
  mediaDir: string;
  log?: (msg: string) => void;
  /** "Now" for product creation dates (spread over the two years before); default: start of today (UTC). */
  now?: Date;
}

/** Products expanded into rows at a time (keeps memory flat for 100 000 products). */
const PRODUCT_SLICE = 2000;

async function batch<R>(rows: readonly R[], insert: (chunk: R[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH_ROWS) await insert(rows.slice(i, i + BATCH_ROWS));
}

/** True when the demo (or any) area exists. */
export async function isSeeded(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('areas').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

/** Tables filled by the seed, children first (the order for deleting). */
export const SEED_TABLES = [
  'impersonation_sessions',
  'quote_lines',
  'quotes',
  'stock_levels',
  'shipment_lines',
  'shipments',
  'order_state_changes',
  'order_search',
  'credit_memo_lines',
  'credit_memos',
  'invoice_orders',
  'invoice_lines',
  'invoices',
  'document_counters',
  'payment_events',
  'payments',
  'sandbox_payments',
  'order_lines',
  'orders',
  'order_counters',
  'saved_carts',
  'favorite_list_lines',
  'favorite_lists',
  'carts',
  'product_fees',
  'payment_methods',
  'shipping_methods',
  'sales_rep_customers',
  'users',
  'addresses',
  'price_group_discounts',
  'price_groups',
  'customers',
  'prices',
  'product_media',
  'product_specs',
  'product_units',
  'product_variants',
  'product_texts',
  'products',
  'category_texts',
  'categories',
  'brands',
  'translations',
  'forms',
  'pages',
  'menu_items',
  'site_configs',
  'languages',
  'area_domains',
  'areas',
] as const satisfies readonly (keyof Database)[];

/** Deletes every row of the seeded tables (for re-seeding; tables of other features that reference them must be empty). */
export async function wipeDemo(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const table of SEED_TABLES) await trx.deleteFrom(table).execute();
    await noteProductChanges(trx, []);
  });
}

function startOfUtcDay(d: Date): number {
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
}

async function insertProductRows(trx: Kysely<Database>, bulk: BulkInserter, rows: ProductRows): Promise<void> {
  await bulk.insert('products', rows.products, (c) => trx.insertInto('products').values(c));
  await bulk.insert('product_texts', rows.texts, (c) => trx.insertInto('product_texts').values(c));
  await bulk.insert('product_variants', rows.variants, (c) => trx.insertInto('product_variants').values(c));
  await bulk.insert('product_units', rows.units, (c) => trx.insertInto('product_units').values(c));
  await bulk.insert('product_specs', rows.specs, (c) => trx.insertInto('product_specs').values(c));
  await bulk.insert('product_media', rows.media, (c) => trx.insertInto('product_media').values(c));
  await bulk.insert('prices', rows.prices, (c) => trx.insertInto('prices').values(c));
}

/** Seeds the demo shop into an empty database (the CLI, tests and benches), with a wide SQLite page cache meanwhile. */
export async function seedDemo(db: Kysely<Database>, options: SeedOptions): Promise<void> {
  const restoreCache = await widenSqliteCache(db);
  try {
    await seedDemoData(db, options);
  } finally {
    await restoreCache();
  }
}

async function seedDemoData(db: Kysely<Database>, options: SeedOptions): Promise<void> {
  const log = options.log ?? ((): void => undefined);
  const started = Date.now();
  const now = new Date();
  const nowIso = now.toISOString();

  const colours: Record<string, string> = {};
  for (const top of CATEGORY_TREE) colours[top.id] = top.colour ?? '#254f64';
  const files = writeMedia(options.mediaDir, colours);
  log(`seed: wrote ${files} SVG files to ${options.mediaDir}`);

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const cats = categoryData();
  const { area, domains, siteConfig } = areaRows();
  const { categories, texts: categoryTexts } = categoryRows(cats);
  const pages = [...pageRows(cats), ...contentPageRows()];
  const menus = [...menuRows(cats), ...contentMenuRows()];
  const translations = translationRows();
  const { customers, addresses } = customerRows();
  const { users, salesReps } = userRows(passwordHash, nowIso);
  const discounts = discountRows();
  const plans = planProducts(options.products, startOfUtcDay(options.now ?? now));

  const counts: Record<string, number> = {};
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('areas').values(area).execute();
    await trx.insertInto('area_domains').values(domains).execute();
    await trx.insertInto('languages').values(LANGUAGE_ROWS).execute();
    await trx.insertInto('site_configs').values(siteConfig).execute();
    await batch(translations, (c) => trx.insertInto('translations').values(c).execute());
    await trx
      .insertInto('brands')
      .values(BRANDS.map((b) => ({ id: b.id, name: b.name })))
      .execute();
    await batch(categories, (c) => trx.insertInto('categories').values(c).execute());
    await batch(categoryTexts, (c) => trx.insertInto('category_texts').values(c).execute());
    await batch(pages, (c) => trx.insertInto('pages').values(c).execute());
    await trx.insertInto('forms').values(formRows(area.id, now)).execute();
    await batch(menus, (c) => trx.insertInto('menu_items').values(c).execute());
    await trx.insertInto('customers').values(customers).execute();
    await trx.insertInto('addresses').values(addresses).execute();
    await trx.insertInto('price_group_discounts').values(discounts).execute();
    await trx.insertInto('price_groups').values(priceGroupRows()).execute();
    await trx.insertInto('users').values(users).execute();
    await trx.insertInto('sales_rep_customers').values(salesReps).execute();

    const bulk = new BulkInserter(trx);
    const totals = { products: 0, texts: 0, variants: 0, specs: 0, prices: 0 };
    for (let i = 0; i < plans.length; i += PRODUCT_SLICE) {
      const rows = productRows(plans.slice(i, i + PRODUCT_SLICE));
      await insertProductRows(trx, bulk, rows);
      totals.products += rows.products.length;
      totals.texts += rows.texts.length;
      totals.variants += rows.variants.length;
      totals.specs += rows.specs.length;
      totals.prices += rows.prices.length;
      if (plans.length > PRODUCT_SLICE) log(`seed: ${Math.min(i + PRODUCT_SLICE, plans.length)}/${plans.length} products`);
    }
    Object.assign(counts, totals);
  });
  // Orders are placed through the order service (its own transactions), after the catalogue is committed.
  const commerce = await seedCommerce(db, options.now ?? now);
  // Invoices and credit memos of the delivered orders (customer centre).
  const documents = await seedCustomerCentre(db, commerce.orders, options.now ?? now);
  // What the ERP shipped of them (some orders in two parts, the newest of those only partly).
  const shipments = await seedShipments(db, commerce.orders, options.now ?? now);
  // Stock from the 'ERP' (docs/stock.md), after the order history so the past orders' dates stay as they were.
  const stockRows = await seedStock(db, options.now ?? now);
  // Shared favourite lists and saved carts of the demo buyers (issue 20).
  const saved = await seedSavedCarts(db, options.now ?? now);
  // Spending limits and orders waiting for, given and refused approval (issue 20), after the history.
  const approvals = await seedApprovals(db, options.now ?? now);
  // Quotes in every state at 10001, answered by the demo's sales rep (issue 20; docs/quotes.md).
  const quotes = await seedQuotes(db, options.now ?? now);
  // A whole new catalogue: running instances rebuild their search index, a snapshot of the one before is retired.
  await noteProductChanges(db, []);

  log(
    `seed: ${COMPANY.name} – ${counts.products} products (${counts.texts} texts, ${counts.variants} variants, ` +
      `${counts.specs} specs, ${counts.prices} prices), ${categories.length} categories, ${pages.length} pages, ` +
      `${menus.length} menu items, ${customers.length} customers, ${users.length} users, ${commerce.orders.length} orders, ` +
      `${documents.invoices} invoices, ${documents.creditMemos} credit memos, ${shipments} shipments, ${stockRows} stock rows, ` +
      `${saved.lists} favourite lists, ${saved.carts} saved carts, ${approvals.orders} approval orders, ${quotes} quotes ` +
      `in ${Date.now() - started} ms`,
  );
}
