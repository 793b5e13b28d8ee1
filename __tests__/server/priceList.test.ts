/**
 * GET /files/DownloadCustomerPriceList/{customerNumber} (docs/account-api.md 'Price list'): the .xlsx opened
 * with exceljs — rows, net and list prices, tiers, currency, frozen header, filter, formats —, who may
 * download it, and that it is written in pieces while the catalogue is read page by page.
 */
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { PRICE_LIST_CONTENT_TYPE, PRICE_LIST_FILE_NAME } from '../../contract/accountRules';
import { invalidateAuth } from '../../server/plugins/auth';
import { PRICE_CACHE_NAMESPACE, priceServiceFor } from '../../server/services/prices';
import { MONEY_FORMAT, PAGE_PRODUCTS, writePriceList } from '../../server/services/priceList';
import { addUser, bearer, tokenFor } from './auth';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const template = await t.db.selectFrom('customers').selectAll().where('customer_number', '=', '10001').executeTakeFirstOrThrow();
  await t.db.insertInto('customers').values({ ...template, customer_number: '10002', name: 'Andet Firma A/S', currency_code: 'EUR' }).execute();
  await addUser(t.app, 'u-eur', ['customer'], '10002');
  await addUser(t.app, 'u-en', ['customer'], '10001');
  await t.db.updateTable('users').set({ language: 'en' }).where('id', '=', 'u-en').execute();
  await t.db.insertInto('sales_rep_customers').values({ user_id: 'u-sales', customer_number: '10001' }).execute();
  // Customer 10001 (group A): 10 % on everything.
  await t.db.insertInto('price_group_discounts').values({ price_group: 'A', brand_id: null, category_id: null, discount_percent: 10 }).execute();
  await t.app.cache.invalidate(PRICE_CACHE_NAMESPACE);
  await invalidateAuth(t.app);
});
afterAll(async () => {
  await t.close();
});

const download = (customerNumber: string, token: string | null) =>
  t.app.inject({ url: `/files/DownloadCustomerPriceList/${customerNumber}`, headers: token ? bearer(token) : {} });

async function open(buffer: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  return workbook;
}

/** Sheet rows below the header as objects keyed by header text. */
function table(sheet: ExcelJS.Worksheet): Record<string, unknown>[] {
  const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const out: Record<string, unknown>[] = [];
  sheet.eachRow((row, n) => {
    if (n === 1) return;
    const record: Record<string, unknown> = {};
    headers.forEach((h, i) => {
      const value = row.getCell(i + 1).value;
      if (value !== null && value !== undefined) record[h] = value;
    });
    out.push(record);
  });
  return out;
}

describe('the spreadsheet', () => {
  it('lists every product (per variant) and unit with net price, list price, tiers and currency', async () => {
    const res = await download('10001', await tokenFor(t.app, 'u-customer'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(PRICE_LIST_CONTENT_TYPE);
    expect(res.headers['content-disposition']).toContain(`filename="${PRICE_LIST_FILE_NAME}"`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-length']).toBeUndefined(); // streamed
    const workbook = await open(res.rawPayload);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Prisliste', 'Kunde']);
    const sheet = workbook.worksheets[0]!;
    const rows = table(sheet);
    expect(rows.map((r) => `${r.Varenummer} ${r.Enhed}`)).toEqual([
      '1001-L STK',
      '1001-L KRT',
      '1001-S STK',
      '1001-S KRT',
      '1002 STK',
      '2001 STK',
    ]);
    const first = rows[0]!;
    expect(first).toMatchObject({
      Navn: 'Klohammer 500 g – Large',
      Mærke: 'Bahco',
      Kategori: 'Klohammere',
      Nettopris: 116.55, // 129.50 − 10 %
      Listepris: 129.5,
      Valuta: 'DKK',
      'Trin 1 fra antal': 10,
      'Trin 1 pris': 107.1, // 119.00 − 10 %
    });
    expect(first['Trin 2 fra antal']).toBeUndefined();
    expect(first['Gyldig fra']).toEqual(new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`));
    expect(rows[1]).toMatchObject({ Nettopris: 1071, Listepris: 1190 });
    expect(rows[5]).toMatchObject({ Varenummer: '2001', Navn: 'Håndsav 550 mm', Kategori: 'Håndsave', Nettopris: 224.1, Listepris: 249 });

    // Header frozen, filter over all columns, money and date formats.
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const lastColumn = sheet.getRow(1).cellCount;
    expect(lastColumn).toBe(9 + 2 * 4);
    expect(sheet.autoFilter).toBeDefined();
    expect(JSON.stringify(sheet.autoFilter)).toMatch(/A1/);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    const netCell = sheet.getRow(2).getCell(6);
    expect(netCell.numFmt).toBe(MONEY_FORMAT);
    expect(sheet.getRow(2).getCell(9).numFmt).toBe('yyyy-mm-dd');

    const info = workbook.worksheets[1]!;
    const facts = new Map<string, unknown>();
    info.eachRow((row) => facts.set(String(row.getCell(1).value), row.getCell(2).value));
    expect(facts.get('Kundenavn')).toBe('Byg & Bolig ApS');
    expect(facts.get('Kundenummer')).toBe('10001');
    expect(facts.get('Valuta')).toBe('DKK');
    expect(facts.get('Antal linjer')).toBe(6);
    const generated = facts.get('Dannet (UTC)');
    expect(generated).toBeInstanceOf(Date);
    expect(Math.abs((generated as Date).getTime() - Date.now())).toBeLessThan(60_000);
  });

  it("uses the user's language and the customer's currency; products without a price in it are left out", async () => {
    const en = await open((await download('10001', await tokenFor(t.app, 'u-en'))).rawPayload);
    expect(en.worksheets.map((s) => s.name)).toEqual(['Price list', 'Customer']);
    const enRows = table(en.worksheets[0]!);
    expect(enRows[0]).toMatchObject({ 'Item number': '1001-L', Name: 'Claw hammer 500 g – Large', Category: 'Claw hammers' });
    // No English text: the Danish name.
    expect(enRows.find((r) => r['Item number'] === '1002')).toMatchObject({ Name: 'Klohammer 700 g' });

    const eur = await open((await download('10002', await tokenFor(t.app, 'u-eur'))).rawPayload);
    const eurRows = table(eur.worksheets[0]!);
    // Only 1001 STK has an EUR price (per variant); group A's discount applies to 10002 as well.
    expect(eurRows.map((r) => `${r.Varenummer} ${r.Enhed} ${r.Valuta}`)).toEqual(['1001-L STK EUR', '1001-S STK EUR']);
    expect(eurRows[0]).toMatchObject({ Listepris: 17.35, Nettopris: 15.62 });
  });
});

describe('who may download it', () => {
  it('403 for another customer number', async () => {
    const res = await download('10002', await tokenFor(t.app, 'u-customer'));
    expect(res.statusCode).toBe(403);
    expect(JSON.parse(res.body)).toMatchObject({ message: 'Forbidden' });
  });

  it('403 for a sales rep who is not impersonating; the customer list while impersonating that customer', async () => {
    expect((await download('10001', await tokenFor(t.app, 'u-sales'))).statusCode).toBe(403);
    const impersonating = await tokenFor(t.app, 'u-customer', { impersonatorId: 'u-sales' });
    const res = await download('10001', impersonating);
    expect(res.statusCode).toBe(200);
    expect(table((await open(res.rawPayload)).worksheets[0]!)).toHaveLength(6);
    expect((await download('10002', impersonating)).statusCode).toBe(403);
  });

  it('401 without a login', async () => {
    expect((await download('10001', null)).statusCode).toBe(401);
    const anonymous = JSON.parse(
      (await t.app.inject({ method: 'POST', url: '/api/User/GenerateNotLoggedInToken' })).body,
    ) as { token: string };
    expect((await download('10001', anonymous.token)).statusCode).toBe(401);
  });
});

describe('streaming', () => {
  it('writes the workbook in pieces while it reads the catalogue page by page', async () => {
    // More than two pages of products, each with a DKK price.
    const product = await t.db.selectFrom('products').selectAll().where('id', '=', '1002').executeTakeFirstOrThrow();
    const count = PAGE_PRODUCTS * 2 + 50;
    const ids = Array.from({ length: count }, (_, i) => `P${String(i).padStart(5, '0')}`);
    for (let i = 0; i < ids.length; i += 200) {
      const chunk = ids.slice(i, i + 200);
      await t.db.insertInto('products').values(chunk.map((id) => ({ ...product, id }))).execute();
      await t.db.insertInto('product_units').values(chunk.map((id) => ({ product_id: id, unit_id: 'STK', factor: 1, is_default: 1, sort: 1 }))).execute();
      await t.db
        .insertInto('prices')
        .values(chunk.map((id, j) => ({ product_id: id, variant_id: '', unit_id: 'STK', currency_code: 'DKK', min_quantity: 1, price: 1000 + i + j, before_price: null })))
        .execute();
    }
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    let chunksBeforeLastPage = 0;
    let pagesRead = 0;
    const originalSelect = t.app.db.selectFrom.bind(t.app.db);
    const spy = jest.spyOn(t.app.db, 'selectFrom').mockImplementation(((table: never) => {
      if (table === 'products') {
        pagesRead += 1;
        if (pagesRead === 3) chunksBeforeLastPage = chunks.length;
      }
      return originalSelect(table);
    }) as typeof t.app.db.selectFrom);
    out.on('data', (chunk: Buffer) => chunks.push(chunk));
    try {
      const result = await writePriceList(t.app, { customerNumber: '10001', name: 'Byg & Bolig ApS', areaId: 'b2b' }, 'da', out);
      expect(result.rows).toBe(6 + count);
    } finally {
      spy.mockRestore();
    }
    expect(pagesRead).toBeGreaterThanOrEqual(3);
    // Bytes left for the client before the last page was even read.
    expect(chunksBeforeLastPage).toBeGreaterThan(0);
    const workbook = await open(Buffer.concat(chunks));
    const rows = table(workbook.worksheets[0]!);
    expect(rows).toHaveLength(6 + count);
    expect(rows[rows.length - 1]).toMatchObject({ Varenummer: ids[ids.length - 1], Listepris: (1000 + count - 1) / 100 });
  });

  it('prices a large batch (wide key cross product) exactly like small batches', async () => {
    const calculator = priceServiceFor(t.app).internal;
    const products = await t.db.selectFrom('products').select('id').orderBy('id').execute();
    const keys = products.flatMap((p) =>
      ['STK', 'KRT'].flatMap((unitOfMeasure) =>
        [null, '1001-L', '1001-S'].map((variantId) => ({ productId: p.id, variantId, unitOfMeasure })),
      ),
    );
    // products × variants × units is far above the bound where only products and currency are filtered.
    expect(products.length * 3 * 2).toBeGreaterThan(5000);
    const large = await calculator.calculate(keys, 'DKK', { priceGroup: 'A' });
    const small = [];
    for (let i = 0; i < keys.length; i += 10) small.push(...(await calculator.calculate(keys.slice(i, i + 10), 'DKK', { priceGroup: 'A' })));
    expect(large).toEqual(small);
    expect(large.length).toBeGreaterThan(products.length);
  });

  it('answers 503 with Retry-After while two price lists are being generated', async () => {
    const token = await tokenFor(t.app, 'u-customer');
    const service = priceServiceFor(t.app);
    const original = service.getPrices.bind(service);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let waiting = 0;
    const spy = jest.spyOn(service, 'getPrices').mockImplementation(async (query) => {
      waiting += 1;
      await gate;
      return original(query);
    });
    try {
      const running = [download('10001', token), download('10001', token)];
      while (waiting < 2) await new Promise((r) => setTimeout(r, 5));
      const third = await download('10001', token);
      expect(third.statusCode).toBe(503);
      expect(third.headers['retry-after']).toBe('5');
      release();
      expect((await Promise.all(running)).map((r) => r.statusCode)).toEqual([200, 200]);
    } finally {
      release();
      spy.mockRestore();
    }
    expect((await download('10001', token)).statusCode).toBe(200);
  });
});
