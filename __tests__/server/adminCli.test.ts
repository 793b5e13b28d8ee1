/**
 * Issue 18, the operator CLI (`npm run admin -- …`, docs/going-live.md) against a real temporary database (the test
 * app's, with the fixtures): import in every file format (the samples of docs/samples), the summary with line numbers
 * and reasons, a dry run that leaves the database as it was, export that imports back unchanged, the user and orders
 * commands, and usage errors (exit code 2).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { runAdmin } from '../../server/admin/run';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from './helpers';
import { insertOrder } from './paymentHelpers';

let t: TestApp;
let env: Record<string, string>;
const tmp = mkdtempSync(path.join(os.tmpdir(), 'shop-admin-cli-'));
const samples = path.join(__dirname, '..', '..', 'docs', 'samples');

beforeAll(async () => {
  t = await createTestApp();
  env = {
    DATA_DIR: t.dataDir,
    JWT_SECRET: TEST_JWT_SECRET,
    SEED: 'false',
    PUBLIC_URL: 'https://shop.example.com',
    ...(t.config.databaseUrl ? { DATABASE_URL: t.config.databaseUrl } : {}),
  };
});
afterAll(async () => {
  await t.close();
  rmSync(tmp, { recursive: true, force: true });
});

async function admin(...argv: string[]) {
  let out = '';
  let err = '';
  const code = await runAdmin(argv, { env, out: { write: (s: string) => (out += s) }, err: { write: (s: string) => (err += s) } });
  return { code, out, err };
}
const file = (name: string, text: string) => {
  const full = path.join(tmp, name);
  writeFileSync(full, text);
  return full;
};
/** Everything the account documents are stored in, to compare before and after. */
async function snapshot() {
  const [customers, addresses, users, reps, groups, discounts, prices, changes, mails] = await Promise.all([
    t.db.selectFrom('customers').selectAll().orderBy('customer_number').execute(),
    t.db.selectFrom('addresses').selectAll().orderBy('id').execute(),
    t.db.selectFrom('users').selectAll().orderBy('id').execute(),
    t.db.selectFrom('sales_rep_customers').select(['user_id', 'customer_number']).orderBy('user_id').orderBy('customer_number').execute(),
    t.db.selectFrom('price_groups').selectAll().orderBy('id').execute(),
    t.db.selectFrom('price_group_discounts').selectAll().orderBy('price_group').orderBy('discount_percent').execute(),
    t.db.selectFrom('prices').selectAll().orderBy('product_id').orderBy('currency_code').orderBy('unit_id').orderBy('min_quantity').execute(),
    t.db.selectFrom('document_changes').selectAll().orderBy('type').orderBy('key').execute(),
    t.db.selectFrom('mail_outbox').select('id').orderBy('id').execute(),
  ]);
  return { customers, addresses, users, reps, groups, discounts, prices, changes, mails };
}

describe('import', () => {
  it('imports the going-live samples in the order of docs/going-live.md: the area first, its methods, the catalogue (a batch per run of one type)', async () => {
    const area = await admin('import', path.join(samples, 'area.ndjson'));
    expect(area.out).toMatch(/^created 7, updated 0, unchanged 0, rejected 0/);
    expect((await admin('import', path.join(samples, 'commerce.ndjson'))).out).toMatch(/^created 2, updated 0, unchanged 0, rejected 0/);
    const catalogue = await admin('import', path.join(samples, 'catalogue.ndjson'));
    expect(catalogue.out).toMatch(/^created \d, updated \d, unchanged \d, rejected 0/);
    expect(await t.db.selectFrom('products').select('id').where('id', 'in', ['ZH-500', 'ZH-800']).execute()).toHaveLength(2);
    expect((await admin('import', path.join(samples, 'area.ndjson'))).out).toMatch(/^created 0, updated 0, unchanged 7/);
  });

  it('a dry run of every sample checks everything and leaves the database as it was', async () => {
    const before = await snapshot();
    const groups = await admin('import', path.join(samples, 'pricegroups.ndjson'), '--dry-run');
    expect(groups.out).toMatch(/^Dry run \(nothing was stored\): would have created 1, updated 0, unchanged 0, rejected 0/);
    expect(groups.code).toBe(0);
    const prices = await admin('import', path.join(samples, 'prices.ndjson'), '--dry-run');
    expect(prices.out).toMatch(/would have created 2, updated 0, unchanged 0, rejected 0/);
    expect(await snapshot()).toEqual(before);
  });

  it('imports the samples in order: price groups (NDJSON), customers (CSV), users (XLSX), prices (NDJSON)', async () => {
    const groups = await admin('import', path.join(samples, 'pricegroups.ndjson'));
    expect(groups.out).toMatch(/^created 1, updated 0, unchanged 0, rejected 0/);
    expect(groups.err).toMatch(/1 documents \(100 %\), \d+\/s, about 0 s left/);
    const customers = await admin('import', path.join(samples, 'customers.csv'), '--type', 'customer');
    expect(customers.out).toMatch(/^created 3, updated 0, unchanged 0, rejected 0/);
    const row = await t.db.selectFrom('customers').selectAll().where('customer_number', '=', '20001').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Nørre El-Service ApS', price_group: 'PRO', payment_days: 30, active: 1 });
    const delivery = await t.db.selectFrom('addresses').select('company').where('customer_number', '=', '20001').where('type', '=', 'shipping').orderBy('id').execute();
    expect(delivery.map((a) => a.company)).toEqual(['Nørre El-Service ApS', 'Byggeplads "Søtårnet"']);
    const users = await admin('import', path.join(samples, 'users.xlsx'), '--type', 'user');
    expect(users.out).toMatch(/^created 4, updated 0, unchanged 0, rejected 0/);
    const rep = await t.db.selectFrom('users').select('id').where('username', '=', 'salg@nordlys.example').executeTakeFirstOrThrow();
    expect((await t.db.selectFrom('sales_rep_customers').select('customer_number').where('user_id', '=', rep.id).orderBy('customer_number').execute()).map((r) => r.customer_number)).toEqual(['20001', '20002', '20003']);
    const welcome = await t.db.selectFrom('mail_outbox').select(['recipient', 'body_text']).where('kind', '=', 'welcome').where('recipient', '=', 'anna@vastkustbygg.se').executeTakeFirstOrThrow();
    expect(welcome.body_text).toContain('https://shop.example.com/en/');
    const prices = await admin('import', path.join(samples, 'prices.ndjson'));
    expect(prices.out).toMatch(/^created 2, updated 0, unchanged 0, rejected 0/);
    // Everything again: unchanged.
    expect((await admin('import', path.join(samples, 'customers.csv'), '--type', 'customer')).out).toMatch(/^created 0, updated 0, unchanged 3/);
    expect((await admin('import', path.join(samples, 'users.xlsx'), '--type', 'user')).out).toMatch(/^created 0, updated 0, unchanged 4/);
    expect((await admin('import', path.join(samples, 'prices.ndjson'))).out).toMatch(/^created 0, updated 0, unchanged 2/);
  });

  it('a dry run of new users queues no welcome mail and issues no token', async () => {
    const before = await snapshot();
    const tokens = await t.db.selectFrom('password_reset_tokens').select('token_hash').execute();
    const users = file('new-users.ndjson', `${JSON.stringify({ type: 'user', key: 'dry@example.com', data: { name: 'Dry', roles: ['customer'], customers: ['20001'] } })}\n`);
    const result = await admin('import', users, '--dry-run');
    expect(result.out).toMatch(/would have created 1, updated 0, unchanged 0, rejected 0/);
    expect(await snapshot()).toEqual(before);
    expect(await t.db.selectFrom('password_reset_tokens').select('token_hash').execute()).toEqual(tokens);
    // The same file for real: the user and its welcome mail.
    expect((await admin('import', users)).out).toMatch(/^created 1/);
    expect((await snapshot()).mails.length).toBe(before.mails.length + 1);
  });

  it('reports rejected documents with their line numbers and reasons (exit code 1); the others land', async () => {
    const ndjson = file(
      'mixed.ndjson',
      [
        JSON.stringify({ type: 'priceGroup', key: 'G1', data: { name: 'Good' } }),
        '',
        '{ not json',
        JSON.stringify({ type: 'priceGroup', key: 'G2', data: { name: '' } }),
        JSON.stringify({ key: 'G3', data: { name: 'Typed by --type' } }),
      ].join('\n'),
    );
    const result = await admin('import', ndjson, '--type', 'priceGroup');
    expect(result.code).toBe(1);
    expect(result.out).toMatch(/^created 2, updated 0, unchanged 0, rejected 2/);
    expect(result.out).toMatch(/^line 3: priceGroup rejected: not JSON/m);
    expect(result.out).toMatch(/^line 4: priceGroup "G2" rejected: \/data\/name: /m);
    const csv = file('bad.csv', 'key,name,currency,billingAddress.company,billingAddress.address1,billingAddress.zip,billingAddress.city,billingAddress.country,paymentDays\nC-1,Good,DKK,Good,Vej 1,8000,Aarhus,DK,14\nC-2,Bad,DKK,Bad,Vej 2,8000,Aarhus,Denmark,many\n');
    const fromCsv = await admin('import', csv, '--type', 'customer');
    expect(fromCsv.out).toMatch(/^created 1, updated 0, unchanged 0, rejected 1/);
    expect(fromCsv.out).toMatch(/^line 3: customer "C-2" rejected: .*\/data\/billingAddress\/country/m);
    expect(fromCsv.out).toMatch(/\/data\/paymentDays/);
    expect((await t.db.selectFrom('customers').select('payment_days').where('customer_number', '=', 'C-1').executeTakeFirstOrThrow()).payment_days).toBe(14);
  });

  it('takes a JSON array, and CSV/XLSX with a type column, typed cells and lists', async () => {
    const json = file('groups.json', JSON.stringify([{ type: 'priceGroup', key: 'J1', data: { name: 'From JSON', discounts: [{ brand: 2, percent: 3 }] } }]));
    expect((await admin('import', json)).out).toMatch(/^created 1/);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('x');
    sheet.addRow(['type', 'key', 'name', 'discounts.0.percent', 'discounts.0.brand', 'discounts.1.percent', 'discounts.1.category']);
    sheet.addRow(['priceGroup', 'X1', 'From XLSX', 7.5, 1, '2,5', 'C11']);
    const xlsx = path.join(tmp, 'groups.xlsx');
    await workbook.xlsx.writeFile(xlsx);
    expect((await admin('import', xlsx)).out).toMatch(/^created 1/);
    const rules = await t.db.selectFrom('price_group_discounts').select(['brand_id', 'category_id', 'discount_percent']).where('price_group', '=', 'X1').orderBy('discount_percent').execute();
    expect(rules).toEqual([
      { brand_id: null, category_id: 'C11', discount_percent: 2.5 },
      { brand_id: 1, category_id: null, discount_percent: 7.5 },
    ]);
    const noType = file('notype.csv', 'key,name\nZ,Zed\n');
    const missing = await admin('import', noType);
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/--type/);
  });
});

describe('export', () => {
  it('writes NDJSON that imports back unchanged', async () => {
    for (const type of ['customer', 'user', 'priceList', 'priceGroup']) {
      const exported = await admin('export', type);
      expect(exported.code).toBe(0);
      const lines = exported.out.trim().split('\n');
      expect(lines.length).toBeGreaterThan(0);
      expect(JSON.parse(lines[0]!)).toMatchObject({ type });
      // Fixture rows from before the documents (a customer without addresses) may not be valid documents; ours are.
      const ours = lines.filter((l) => /"key":"(2000\d|salg@nordlys\.example|jens@norre-el\.dk|100[12]|PRO|J1|X1)"/.test(l));
      expect(ours.length).toBeGreaterThan(0);
      const again = await admin('import', file(`${type}.ndjson`, `${ours.join('\n')}\n`));
      expect(again.out).toMatch(new RegExp(`^created 0, updated 0, unchanged ${ours.length}, rejected 0`));
    }
  });
});

describe('user', () => {
  it('create (admin allowed here), assign-customers, reset-password, deactivate', async () => {
    const created = await admin('user', 'create', 'Boss@Example.com', '--name', 'Boss', '--role', 'admin');
    expect(created.code).toBe(0);
    const boss = await t.db.selectFrom('users').selectAll().where('username', '=', 'boss@example.com').executeTakeFirstOrThrow();
    expect(JSON.parse(boss.roles)).toEqual(['admin']);
    expect(await t.db.selectFrom('mail_outbox').select('id').where('ref', '=', boss.id).where('kind', '=', 'welcome').execute()).toHaveLength(1);
    expect((await admin('user', 'create', 'boss@example.com', '--name', 'Again')).code).toBe(1);

    expect((await admin('user', 'create', 'rep2@example.com', '--name', 'Rep', '--role', 'impersonation', '--customer', '10001')).code).toBe(0);
    const assigned = await admin('user', 'assign-customers', 'rep2@example.com', '20001', '20002');
    expect(assigned.out).toMatch(/now has customers 10001, 20001, 20002/);
    expect((await admin('user', 'assign-customers', 'rep2@example.com', '20003', '--replace')).out).toMatch(/now has customers 20003\.$/m);
    const unknown = await admin('user', 'assign-customers', 'rep2@example.com', '99999');
    expect(unknown.code).toBe(1);
    expect(unknown.err).toMatch(/\/data\/customers\/\d+: there is no customer 99999/);
    expect((await admin('user', 'assign-customers', 'jens@norre-el.dk', '20002')).out).toMatch(/now has customers 20002/);
    expect((await t.db.selectFrom('users').select('customer_number').where('username', '=', 'jens@norre-el.dk').executeTakeFirstOrThrow()).customer_number).toBe('20002');

    const tokensBefore = await t.db.selectFrom('password_reset_tokens').select('token_hash').where('user_id', '=', boss.id).execute();
    expect((await admin('user', 'reset-password', 'boss@example.com')).code).toBe(0);
    const tokensAfter = await t.db.selectFrom('password_reset_tokens').select('token_hash').where('user_id', '=', boss.id).execute();
    expect(tokensAfter).toHaveLength(1);
    expect(tokensAfter[0]!.token_hash).not.toBe(tokensBefore[0]!.token_hash);

    expect((await admin('user', 'deactivate', 'boss@example.com')).out).toMatch(/Deactivated user boss@example.com/);
    expect((await t.db.selectFrom('users').select('active').where('id', '=', boss.id).executeTakeFirstOrThrow()).active).toBe(0);
    expect((await admin('user', 'deactivate', 'boss@example.com')).out).toMatch(/inactive already/);
    expect((await admin('user', 'reset-password', 'boss@example.com')).code).toBe(1);
    expect((await admin('user', 'deactivate', 'nobody@example.com')).code).toBe(1);
  });
});

describe('user company-role', () => {
  it("sets a buyer's role in its company; create takes --company-role; a rep has none", async () => {
    const role = async (key: string) =>
      (await t.db.selectFrom('users').select('company_role').where('username', '=', key).executeTakeFirstOrThrow()).company_role;
    expect((await admin('user', 'create', 'lager@example.com', '--name', 'Lager', '--customer', '20001', '--company-role', 'requester')).code).toBe(0);
    expect(await role('lager@example.com')).toBe('requester');
    const set = await admin('user', 'company-role', 'lager@example.com', 'viewer');
    expect(set.out).toMatch(/lager@example.com is now viewer of customer 20001/);
    expect(await role('lager@example.com')).toBe('viewer');
    expect((await admin('user', 'company-role', 'lager@example.com', 'viewer')).out).toMatch(/is viewer already/);
    expect((await admin('user', 'company-role', 'lager@example.com', 'boss')).code).toBe(2);
    expect((await admin('user', 'create', 'x2@example.com', '--name', 'X', '--customer', '20001', '--company-role', 'boss')).code).toBe(2);
    const rep = await admin('user', 'company-role', 'rep2@example.com', 'buyer');
    expect(rep.code).toBe(1);
    expect(rep.err).toMatch(/\/data\/companyRole: only a buyer/);
  });
});

describe('orders', () => {
  it('lists by status and retries an order in ErrorInTransfer', async () => {
    const { orderId } = await insertOrder(t.db, { status: 'ErrorInTransfer' });
    await t.db.updateTable('orders').set({ transfer_error: 'erp: timeout', transfer_attempts: 4 }).where('id', '=', orderId).execute();
    const listed = await admin('orders', 'list', '--status', 'ErrorInTransfer');
    expect(listed.code).toBe(0);
    expect(listed.out).toContain(orderId);
    expect(listed.out).toContain('erp: timeout');
    expect((await admin('orders', 'list', '--status', 'Transferred')).out).not.toContain(orderId);
    const retried = await admin('orders', 'retry', orderId);
    expect(retried.code).toBe(0);
    const order = await t.db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ status: 'PendingTransfer', transfer_attempts: 0 });
    expect(order.next_transfer_at! <= new Date().toISOString()).toBe(true);
    const again = await admin('orders', 'retry', orderId);
    expect(again.code).toBe(1);
    expect(again.err).toMatch(/PendingTransfer; only an order in ErrorInTransfer/);
    expect((await admin('orders', 'retry', 'nope')).code).toBe(1);
  });
});

describe('impersonation ledger', () => {
  it('lists the sessions newest first with their orders, by customer and by rep', async () => {
    const { orderId } = await insertOrder(t.db, { status: 'Transferred' });
    const order = await t.db.selectFrom('orders').select(['order_number', 'customer_number']).where('id', '=', orderId).executeTakeFirstOrThrow();
    const session = {
      rep_user_id: 'u-sales',
      rep_name: 'Sofie Sælger',
      user_id: 'u-customer',
      user_name: 'Karen Kunde',
      customer_number: order.customer_number,
      ip: '10.1.2.3',
      last_seen_at: '2026-11-12T10:31:00.000Z',
    };
    await t.db
      .insertInto('impersonation_sessions')
      .values([
        { ...session, id: 'ses-1', started_at: '2026-11-12T10:02:00.000Z', ended_at: '2026-11-12T10:31:00.000Z', end_reason: 'stopped' },
        { ...session, id: 'ses-2', customer_number: 'other', started_at: '2026-11-13T09:00:00.000Z', ended_at: '2026-11-13T09:10:00.000Z', end_reason: 'switched' },
      ])
      .execute();
    await t.db.updateTable('orders').set({ impersonation_session_id: 'ses-1' }).where('id', '=', orderId).execute();

    const all = await admin('impersonation', 'ledger', '--rep', 'u-sales');
    expect(all.code).toBe(0);
    const lines = all.out.trim().split('\n');
    expect(lines[0]).toMatch(/^STARTED\s+ENDED\s+HOW\s+CUSTOMER\s+REP\s+USER\s+IP\s+ORDERS$/);
    expect(lines.slice(1).map((l) => l.slice(0, 24).trim())).toEqual(['2026-11-13T09:00:00.000Z', '2026-11-12T10:02:00.000Z']);
    expect(lines[2]).toContain('stopped');
    expect(lines[2]).toContain('10.1.2.3');
    expect(lines[2]!.trimEnd().endsWith(order.order_number)).toBe(true);

    const one = await admin('impersonation', 'ledger', '--customer', 'other');
    expect(one.out.trim().split('\n')).toHaveLength(2);
    expect((await admin('impersonation', 'ledger', '--customer', 'none')).out).toBe('No impersonation sessions.\n');
    expect((await admin('impersonation', 'ledger', '--rep', 'nobody@example.com')).code).toBe(2);
    expect((await admin('impersonation', 'ledger', '--limit', '0')).code).toBe(2);
  });
});

describe('usage errors', () => {
  it.each([
    [['import']],
    [['import', 'a.ndjson', 'b.ndjson']],
    [['import', 'x.txt']],
    [['import', path.join(samples, 'customers.csv'), '--type', 'gadget']],
    [['import', path.join(samples, 'customers.csv'), '--bogus']],
    [['export']],
    [['export', 'gadget']],
    [['user', 'create', 'a@example.com']],
    [['user', 'assign-customers', 'a@example.com']],
    [['orders', 'list', '--status', 'Lost']],
    [['orders', 'list', '--limit', '0']],
    [['orders', 'retry']],
    [['user', 'frobnicate']],
  ])('%j: a usage line and exit code 2', async (argv) => {
    const result = await admin(...argv);
    expect(result.code).toBe(2);
    expect(result.err).toMatch(/Usage: npm run admin/);
  });

  it('a file that is not there: exit code 2 with the reason', async () => {
    const result = await admin('import', path.join(tmp, 'missing.ndjson'));
    expect(result.code).toBe(2);
    expect(result.err).toMatch(/Cannot read/);
  });
});
