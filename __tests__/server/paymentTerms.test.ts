/**
 * Issue 16 item 2: the invoice payment method says the customer's own net days (customers.payment_days), and the
 * order and the invoice carry those terms. Against a real temporary database; the migration test at the end runs
 * 017 over a database that still has the demo seed's fixed '30 days' names.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator } from 'kysely';
import type { Order, PaymentMethod } from '../../src/api/commerceTypes';
import type { InvoiceResponse } from '../../src/api/customerCentreTypes';
import { migrations, migrateToLatest, openDb } from '../../server/db';
import { paymentMethodRows } from '../../server/seed/commerce';
import { COMMERCE_CACHE_NAMESPACE } from '../../server/services/cart';
import { createInvoice } from '../../server/services/customerCenter';
import { body, createTestDatabase, type TestApp } from './helpers';
import { AREA, AREA_EN, cart, commerceTestApp, post, type tokens } from './commerceFixtures';

let t: TestApp;
let tk: Awaited<ReturnType<typeof tokens>>;

beforeAll(async () => {
  ({ t, tk } = await commerceTestApp());
  // 10001 keeps the default (30 days); 10002 has 14 days, the Finnish 10005 21 days.
  await t.db.updateTable('customers').set({ payment_days: 14 }).where('customer_number', '=', '10002').execute();
  await t.db.updateTable('customers').set({ payment_days: 21 }).where('customer_number', '=', '10005').execute();
  await t.app.cache.invalidate(COMMERCE_CACHE_NAMESPACE);
});
afterAll(async () => {
  await t.close();
});

async function methods(area: typeof AREA, token: string): Promise<PaymentMethod[]> {
  const res = await post(t.app, '/api/Payment/GetPaymentMethods', { area }, token);
  expect(res.statusCode).toBe(200);
  return body<{ data: PaymentMethod[] }>(res).data;
}

const invoiceMethod = async (area: typeof AREA, token: string) => (await methods(area, token)).find((m) => m.internalId === 'invoice');

describe('the invoice method names the customer\'s terms', () => {
  it('30 days for a customer on the default terms, 14 and 21 days for the others, in the language asked', async () => {
    expect(await invoiceMethod(AREA_EN, tk.customer)).toMatchObject({
      name: 'Invoice (30 days net)',
      extraInfo: { kind: 'invoice', netDays: 30 },
    });
    expect(await invoiceMethod(AREA, tk.other)).toMatchObject({
      name: 'Faktura (14 dage netto)',
      extraInfo: { kind: 'invoice', netDays: 14 },
    });
    expect((await invoiceMethod(AREA_EN, tk.other))?.name).toBe('Invoice (14 days net)');
    const fiArea = { areaId: 'b2b', currencyCode: 'EUR', languageCode: 'fi' };
    expect(await invoiceMethod(fiArea, tk.finn)).toMatchObject({
      name: 'Lasku (21 päivää netto)',
      extraInfo: { netDays: 21 },
    });
    for (const [languageCode, name] of [
      ['sv', 'Faktura (21 dagar netto)'],
      ['nb', 'Faktura (21 dager netto)'],
    ] as const) {
      expect((await invoiceMethod({ ...fiArea, languageCode }, tk.finn))?.name).toBe(name);
    }
    // The card method has no terms.
    const card = (await methods(AREA_EN, tk.other)).find((m) => m.internalId === 'card');
    expect(card?.extraInfo.netDays).toBeUndefined();
  });

  it('the cart takes the method exactly as listed (its extraInfo is flat, as the cart requires)', async () => {
    const listed = await invoiceMethod(AREA, tk.other);
    const payload = { ...cart({ cartId: 'terms-as-listed', lines: [{ productId: '2001', quantity: 1 }] }), paymentMethod: listed };
    for (const url of ['/api/Cart/SaveCart', '/api/Cart/CalculateCart']) {
      const res = await post(t.app, url, { area: AREA, cart: payload }, tk.other);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
    }
  });

  it('the calculated cart carries the same method as the list', async () => {
    const res = await post(
      t.app,
      '/api/Cart/CalculateCart',
      { area: AREA, cart: cart({ cartId: 'terms-calc', lines: [{ productId: '2001', quantity: 1 }] }) },
      tk.other,
    );
    expect(res.statusCode).toBe(200);
    expect(body<{ cart: { paymentMethod: PaymentMethod } }>(res).cart.paymentMethod).toMatchObject({
      name: 'Faktura (14 dage netto)',
      extraInfo: { netDays: 14 },
    });
  });
});

describe('orders and invoices carry the terms', () => {
  async function placeOrder(cartId: string, token: string, paymentMethod = 'invoice'): Promise<Order> {
    const saved = await post(
      t.app,
      '/api/Cart/SaveCart',
      { area: AREA, cart: cart({ cartId, paymentMethod, expectedDeliveryDate: '2099-01-15', lines: [{ productId: '2001', quantity: 2 }] }) },
      token,
    );
    expect(saved.statusCode).toBe(200);
    expect((await post(t.app, '/api/Order/CreateOrderByCartId', { area: AREA, cartId }, token)).statusCode).toBe(200);
    const res = await post(t.app, '/api/Order/GetOrderByCartId', { areaInfo: AREA, cartId, orderId: null }, token);
    return body<{ order: { item: Order } }>(res).order.item;
  }

  it('an invoice order of a 14-day customer: the order says net 14 days, and so does its invoice (due 14 days later)', async () => {
    const order = await placeOrder('terms-order-14', tk.other);
    expect(order.paymentTerms).toEqual({ code: 'net14', days: 14 });
    expect(order.paymentMethod?.name).toBe('Faktura (14 dage netto)');
    const row = await t.db.selectFrom('orders').select(['payment_terms', 'payment_days']).where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ payment_terms: 'net14', payment_days: 14 });

    // The ERP's invoice (no terms given): the order's terms.
    const { id } = await createInvoice(t.db, { customerNumber: '10002', orderIds: [order.id], invoiceDate: '2099-01-15', now: new Date() });
    const res = await post(t.app, '/api/CustomerCenter/GetInvoice', { areaInfo: AREA_EN, invoiceId: id }, tk.other);
    expect(res.statusCode).toBe(200);
    const invoice = body<InvoiceResponse>(res).invoice;
    expect(invoice.paymentTerms).toEqual({ code: 'net14', days: 14, text: 'Net 14 days' });
    expect(invoice.dueDate).toBe('2099-01-29');
  });

  it('the terms stay with the order when the customer\'s terms change later', async () => {
    const order = await placeOrder('terms-order-change', tk.other);
    await t.db.updateTable('customers').set({ payment_days: 45 }).where('customer_number', '=', '10002').execute();
    await t.app.cache.invalidate(COMMERCE_CACHE_NAMESPACE);
    try {
      const { id } = await createInvoice(t.db, { customerNumber: '10002', orderIds: [order.id], invoiceDate: '2099-02-01', now: new Date() });
      const row = await t.db.selectFrom('invoices').select(['payment_terms', 'payment_days', 'due_date']).where('id', '=', id).executeTakeFirstOrThrow();
      expect(row).toEqual({ payment_terms: 'net14', payment_days: 14, due_date: '2099-02-15' });
      // New orders get the new terms.
      expect((await invoiceMethod(AREA_EN, tk.other))?.name).toBe('Invoice (45 days net)');
    } finally {
      await t.db.updateTable('customers').set({ payment_days: 14 }).where('customer_number', '=', '10002').execute();
      await t.app.cache.invalidate(COMMERCE_CACHE_NAMESPACE);
    }
  });

  it('an order from before the terms were kept is invoiced on the customer\'s terms (a card order as paid by card)', async () => {
    const order = await placeOrder('terms-order-old', tk.other);
    await t.db.updateTable('orders').set({ payment_terms: null, payment_days: null }).where('id', '=', order.id).execute();
    const { id } = await createInvoice(t.db, { customerNumber: '10002', orderIds: [order.id], invoiceDate: '2099-03-01', now: new Date() });
    const row = await t.db.selectFrom('invoices').select(['payment_terms', 'payment_days']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ payment_terms: 'net14', payment_days: 14 });

    const card = await placeOrder('terms-order-card', tk.other);
    await t.db.updateTable('orders').set({ payment_terms: null, payment_days: null, payment_status: 'succeeded' }).where('id', '=', card.id).execute();
    const paid = await createInvoice(t.db, { customerNumber: '10002', orderIds: [card.id], invoiceDate: '2099-03-01', now: new Date() });
    const cardRow = await t.db.selectFrom('invoices').select(['payment_terms', 'payment_days']).where('id', '=', paid.id).executeTakeFirstOrThrow();
    expect(cardRow).toEqual({ payment_terms: 'card', payment_days: 0 });
  });
});

describe('migration 017', () => {
  it('turns the demo seed\'s fixed 30-day invoice names into the template, and leaves other names alone', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-terms-'));
    const database = await createTestDatabase();
    const handle = openDb({ databaseUrl: database.databaseUrl, dataDir });
    try {
      const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '017'));
      const migrator = new Migrator({ db: handle.db, provider: { getMigrations: async () => before } });
      const { error } = await migrator.migrateToLatest();
      expect(error).toBeUndefined();
      await handle.db.insertInto('areas').values({ id: 'b2b', name: 'B2B', currency_code: 'DKK', default_language: 'da', image_prefix: '', settings: '{}' }).execute();
      const seededNames = { da: 'Faktura (30 dage netto)', en: 'Invoice (30 days net)', sv: 'Faktura (30 dagar netto)', nb: 'Faktura (30 dager netto)', fi: 'Lasku (30 päivää netto)' };
      const rows = paymentMethodRows().map((r) => (r.kind === 'invoice' ? { ...r, names: JSON.stringify(seededNames) } : r));
      // A shop's own invoice method keeps its name.
      rows.push({ ...rows[0]!, id: 'invoice60', names: JSON.stringify({ da: 'Faktura (60 dage)', en: 'Invoice (60 days)' }) });
      await handle.db.insertInto('payment_methods').values(rows).execute();

      // 017 runs first; later migrations (018 …) follow it.
      expect((await migrateToLatest(handle.db))[0]).toBe('017_order_terms_and_placer');
      const after = await handle.db.selectFrom('payment_methods').select(['id', 'names']).where('kind', '=', 'invoice').execute();
      for (const row of after.filter((r) => r.id === 'invoice')) {
        expect(JSON.parse(row.names)).toEqual({
          da: 'Faktura ({days} dage netto)',
          en: 'Invoice ({days} days net)',
          sv: 'Faktura ({days} dagar netto)',
          nb: 'Faktura ({days} dager netto)',
          fi: 'Lasku ({days} päivää netto)',
        });
      }
      expect(after.filter((r) => r.id === 'invoice60').map((r) => JSON.parse(r.names).en)).toEqual(
        Array(after.filter((r) => r.id === 'invoice60').length).fill('Invoice (60 days)'),
      );
    } finally {
      await handle.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
