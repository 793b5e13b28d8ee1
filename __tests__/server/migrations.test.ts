import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrateDown, migrateToLatest, migrations, openDb, type DbHandle } from '../../server/db';
import { createTestDatabase } from './helpers';

const TABLES = [
  'addresses', 'area_domains', 'areas', 'brands', 'categories', 'category_texts', 'customers', 'languages',
  'menu_items', 'pages', 'price_group_discounts', 'prices', 'product_media', 'product_specs', 'product_texts',
  'product_units', 'product_variants', 'products', 'sales_rep_customers', 'site_configs', 'translations', 'users',
  // 004_commerce
  'carts', 'order_counters', 'order_lines', 'orders', 'payment_methods', 'product_fees', 'shipping_methods',
  // 005_payments
  'payment_events', 'payments', 'sandbox_payments',
  // 007_customer_centre
  'credit_memo_lines', 'credit_memos', 'document_counters', 'invoice_lines', 'invoice_orders', 'invoices', 'order_search',
  // 008_account
  'favorite_list_lines', 'favorite_lists', 'password_reset_tokens',
  // 009_forms
  'form_submission_files', 'form_submissions', 'forms',
  // 011_mail_outbox
  'mail_outbox',
  // 018_integration_keys
  'integration_keys',
  // 019_documents
  'document_changes',
  // 020_catalogue_changes
  'catalogue_changes',
  // 021_accounts
  'price_groups',
  // 022_order_state_and_shipments
  'order_state_changes', 'shipment_lines', 'shipments',
  // 023_cache_generations
  'cache_generations',
  // 024_stock
  'stock_levels',
  // 025_catalogue_version
  'catalogue_version',
  // 026_company_roles
  'company_audit',
  // 027_shared_lists_saved_carts
  'saved_carts',
  // 028_impersonation_ledger
  'impersonation_sessions',
  // 029_order_approval
  'order_approvals',
  // 030_quotes
  'quotes',
  'quote_lines',
].sort();

describe('migrations', () => {
  let handle: DbHandle;
  let dataDir: string;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-migrate-'));
    const database = await createTestDatabase();
    drop = database.drop;
    handle = openDb({ databaseUrl: database.databaseUrl, dataDir });
  });
  afterAll(async () => {
    await handle.close();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const tableNames = async () =>
    (await handle.db.introspection.getTables())
      .map((t) => t.name)
      .filter((n) => !n.startsWith('kysely_'))
      .sort();

  it('creates every table on an empty database', async () => {
    expect(await tableNames()).toEqual([]);
    const applied = await migrateToLatest(handle.db);
    expect(applied).toEqual(Object.keys(migrations));
    expect(await tableNames()).toEqual(TABLES);
  });

  it('is a no-op when already at the latest version', async () => {
    expect(await migrateToLatest(handle.db)).toEqual([]);
  });

  it('migrates down to nothing and up again', async () => {
    await migrateDown(handle.db);
    expect(await tableNames()).toEqual([]);
    expect(await migrateToLatest(handle.db)).toEqual(Object.keys(migrations));
    expect(await tableNames()).toEqual(TABLES);
    // The schema is usable after the round trip.
    await handle.db
      .insertInto('areas')
      .values({ id: 'b2b', name: 'B2B', currency_code: 'DKK', default_language: 'da', image_prefix: '', settings: '{}' })
      .execute();
    expect(await handle.db.selectFrom('areas').select('id').execute()).toEqual([{ id: 'b2b' }]);
  });
});
