/**
 * Customer centre figures (issue 8 targets, printed, not asserted): with 100k orders and their invoices in the
 * database, a 25-row page of orders, invoices and credit memos p95 ≤ 10 ms server time — plain, with a date filter
 * and with free text — and the invoice PDF ≤ 100 ms.
 *
 * The documents are made with bulk inserts (not through the order service): BENCH_CC_ORDERS orders (default
 * 100 000, 2–5 lines each, numbers from 5 000 001) over 500 customers with a Zipf-like spread — the largest is the
 * demo customer 10001 (kunde@demo.dk, ~15 % of all orders: the worst case a customer list meets), the others are
 * 'CCB…' customers — over the two years before today; ~90 % delivered and invoiced (numbers from 8 000 001, a few
 * collective), ~4 % of the invoices with a credit memo. Rows are marked by cart ids 'ccbench-…' and kept (with
 * the cached bench database) for the next run; BENCH_CC_ORDERS with another count makes them again.
 * Figures are measured for 10001 (largest) and for a customer of median size.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Insertable } from 'kysely';
import type { TokenResponse } from '../contract/user';
import type { InvoicesPageResponse } from '../contract/customerCentre';
import { migrateToLatest, type Db } from '../server/db';
import type { Database } from '../server/db/schema';
import { BulkInserter } from '../server/seed/bulk';
import { DEMO_PASSWORD } from '../server/seed';
import { Rng } from '../server/seed/prng';
import { vatOf } from '../server/services/cart/vat';
import { searchTextOf } from '../server/services/customerCenter';
import { dialectOf } from '../server/services/customerCenter/searchText';
import { shopToday } from '../server/services/cart/delivery';
import { defineBench, measure, send, startApp, type BenchApp, type BenchContext } from './harness';

const MARK = 'ccbench-';
const CUSTOMERS = 500;
const PAGE_TARGET_MS = 10;
const PDF_TARGET_MS = 100;
const DAY_MS = 86_400_000;

function orderCount(): number {
  const n = Number(process.env.BENCH_CC_ORDERS);
  return Number.isInteger(n) && n > 0 ? n : 100_000;
}

/** Customer numbers and their share of the orders (Zipf, s = 1): 10001 first. */
function customers(): { number: string; weight: number }[] {
  return Array.from({ length: CUSTOMERS }, (_, i) => ({
    number: i === 0 ? '10001' : `CCB${String(i).padStart(4, '0')}`,
    weight: 1 / (i + 1),
  }));
}

const REFERENCES = ['Sag 2291 Lyngby', 'Projekt Fabriksvej', 'Lager', 'Service bil 3', 'Renovering skole', '', '', 'Etape 2', 'Tilbud 118'];

async function existing(db: Db): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('cart_id', 'like', `${MARK}%`)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

async function removeBenchRows(db: Db): Promise<void> {
  const orders = db.selectFrom('orders').select('id').where('cart_id', 'like', `${MARK}%`);
  const invoices = db.selectFrom('invoices').select('id').where('invoice_number', '>=', '8000001').where('invoice_number', '<', '9');
  const memos = db.selectFrom('credit_memos').select('id').where('invoice_id', 'in', invoices);
  await db.deleteFrom('credit_memo_lines').where('credit_memo_id', 'in', memos).execute();
  await db.deleteFrom('credit_memos').where('invoice_id', 'in', invoices).execute();
  await db.deleteFrom('invoice_orders').where('order_id', 'in', orders).execute();
  await db.deleteFrom('invoice_lines').where('invoice_id', 'in', invoices).execute();
  await db.deleteFrom('invoices').where('invoice_number', '>=', '8000001').where('invoice_number', '<', '9').execute();
  await db.deleteFrom('order_search').where('order_id', 'in', orders).execute();
  await db.deleteFrom('order_lines').where('order_id', 'in', orders).execute();
  await db.deleteFrom('orders').where('cart_id', 'like', `${MARK}%`).execute();
}

/** Makes the bench documents with batched multi-row INSERTs, in slices of 5 000 orders. */
async function generate(ctx: BenchContext, db: Db, count: number): Promise<void> {
  const started = performance.now();
  const rng = new Rng(424_242);
  const products = await db
    .selectFrom('product_texts as t')
    .innerJoin('product_units as u', (j) => j.onRef('u.product_id', '=', 't.product_id').on('u.is_default', '=', 1))
    .select(['t.product_id', 't.name', 'u.unit_id'])
    .where('t.language', '=', 'da')
    .orderBy('t.product_id')
    .limit(2000)
    .execute();
  if (products.length === 0) throw new Error('no products in the bench database');
  const billing = JSON.stringify({ company: 'Bench ApS', name: 'Bench', address1: 'Benchvej 1', address2: '', zip: '7000', city: 'Fredericia', country: 'DK', email: '', phone: '', customerNumber: '', extraInfo: {} });
  const owners = customers();
  const totalWeight = owners.reduce((s, c) => s + c.weight, 0);
  // Cumulative shares for picking a customer per order.
  const cumulative: number[] = [];
  owners.reduce((s, c, i) => (cumulative[i] = s + c.weight / totalWeight), 0);
  const now = Date.now();
  const SLICE = 5000;
  let invoiceNo = 8_000_001;
  let memoNo = 9_500_001;

  for (let start = 0; start < count; start += SLICE) {
    const n = Math.min(SLICE, count - start);
    const orders: Insertable<Database['orders']>[] = [];
    const lines: Insertable<Database['order_lines']>[] = [];
    const search: Insertable<Database['order_search']>[] = [];
    const invoices: Insertable<Database['invoices']>[] = [];
    const invoiceLines: Insertable<Database['invoice_lines']>[] = [];
    const links: Insertable<Database['invoice_orders']>[] = [];
    const memos: Insertable<Database['credit_memos']>[] = [];
    const memoLines: Insertable<Database['credit_memo_lines']>[] = [];
    for (let k = 0; k < n; k++) {
      const i = start + k;
      const r = rng.float();
      const owner = owners[Math.max(0, cumulative.findIndex((c) => r < c))]!;
      // Spread over two years, in order: later orders are newer.
      const at = new Date(now - 730 * DAY_MS + Math.floor(((i + rng.float()) / count) * 728 * DAY_MS));
      const iso = at.toISOString();
      const id = randomUUID();
      const orderNumber = String(5_000_001 + i);
      const reference = rng.pick(REFERENCES);
      const own = rng.subset(products, rng.int(2, 5)).map((p, j) => {
        const unit = rng.int(500, 90_000);
        const quantity = rng.pick([1, 2, 3, 5, 10, 25]);
        return { line_no: j + 1, p, unit, quantity, amount: unit * quantity };
      });
      const net = own.reduce((s, l) => s + l.amount, 0);
      const freight = net >= 250_000 ? 0 : 8900;
      const vat = own.reduce((s, l) => s + vatOf(l.amount, 2500), 0) + vatOf(freight, 2500);
      const delivered = at.getTime() < now - 3 * DAY_MS && rng.chance(0.92);
      orders.push({
        id,
        area_id: 'b2b',
        order_number: orderNumber,
        cart_id: `${MARK}${i}`,
        source_cart_id: null,
        customer_number: owner.number,
        user_id: 'u-kunde',
        created_by: 'Bench',
        language_code: 'da',
        currency_code: 'DKK',
        status: delivered ? 'Transferred' : 'PendingTransfer',
        payment_status: null,
        vat_rate_bp: 2500,
        total_net: net + freight,
        total_net_vat: vat,
        total: net + freight,
        total_vat: vat,
        discount: 0,
        freight,
        payment_fee: 0,
        shipping_method_id: 'gls',
        payment_method_id: 'invoice',
        expected_delivery_date: iso.slice(0, 10),
        comment: '',
        reference,
        data: JSON.stringify({ billingAddress: JSON.parse(billing), shippingAddress: JSON.parse(billing), shippingMethod: null, paymentMethod: null }),
        transfer_attempts: delivered ? 1 : 0,
        next_transfer_at: delivered ? null : iso,
        transfer_error: null,
        transferred_at: delivered ? iso : null,
        created_at: iso,
        updated_at: iso,
      });
      for (const l of own) {
        lines.push({
          order_id: id,
          line_no: l.line_no,
          line_id: `LINE${l.line_no}`,
          type: 'product',
          parent_id: null,
          text: l.p.name,
          quantity: l.quantity,
          product_id: l.p.product_id,
          variant_id: null,
          unit_id: l.p.unit_id,
          unit_price: l.unit,
          line_price: l.amount,
          net_unit_price: l.unit,
          net_line_price: l.amount,
        });
      }
      const words = own.flatMap((l) => [l.p.product_id, l.p.name]);
      let invoiceNumber: string | null = null;
      let memoNumber: string | null = null;
      if (delivered) {
        const invoiceId = randomUUID();
        invoiceNumber = String(invoiceNo++);
        const date = shopToday(new Date(at.getTime() + DAY_MS));
        const paid = at.getTime() < now - 45 * DAY_MS;
        const invLines = [
          ...own.map((l) => ({ type: 'product' as const, product_id: l.p.product_id, unit_id: l.p.unit_id, text: l.p.name, quantity: l.quantity, unit_price: l.unit, amount: l.amount })),
          ...(freight > 0 ? [{ type: 'generated' as const, product_id: '', unit_id: '', text: 'Fragt', quantity: 1, unit_price: freight, amount: freight }] : []),
        ];
        if (rng.chance(0.04)) {
          const memoId = randomUUID();
          memoNumber = String(memoNo++);
          const credited = own[0]!;
          const amount = credited.unit;
          memos.push({
            id: memoId,
            area_id: 'b2b',
            customer_number: owner.number,
            credit_memo_number: memoNumber,
            credit_memo_date: shopToday(new Date(at.getTime() + 8 * DAY_MS)),
            invoice_id: invoiceId,
            reason: 'return',
            currency_code: 'DKK',
            language_code: 'da',
            vat_rate_bp: 2500,
            total_net: amount,
            total_vat: vatOf(amount, 2500),
            billing_address: billing,
            reference,
            comment: '',
            search_text: searchTextOf([memoNumber, invoiceNumber, orderNumber, reference, credited.p.product_id, credited.p.name]),
            created_at: iso,
          });
          memoLines.push({
            credit_memo_id: memoId,
            line_no: 1,
            type: 'product',
            product_id: credited.p.product_id,
            variant_id: null,
            unit_id: credited.p.unit_id,
            text: credited.p.name,
            quantity: 1,
            unit_price: amount,
            amount,
            order_id: id,
            order_number: orderNumber,
          });
        }
        invoices.push({
          id: invoiceId,
          area_id: 'b2b',
          customer_number: owner.number,
          invoice_number: invoiceNumber,
          invoice_date: date,
          due_date: shopToday(new Date(at.getTime() + 31 * DAY_MS)),
          status: paid ? 'paid' : 'open',
          paid_at: paid ? new Date(at.getTime() + 25 * DAY_MS).toISOString() : null,
          currency_code: 'DKK',
          language_code: 'da',
          vat_rate_bp: 2500,
          payment_terms: 'net30',
          payment_days: 30,
          total_net: net + freight,
          total_vat: vat,
          billing_address: billing,
          shipping_address: billing,
          reference,
          comment: '',
          search_text: searchTextOf([invoiceNumber, orderNumber, reference, memoNumber, ...words]),
          created_at: iso,
          updated_at: iso,
        });
        invLines.forEach((l, j) =>
          invoiceLines.push({ ...l, invoice_id: invoiceId, line_no: j + 1, variant_id: null, order_id: id, order_number: orderNumber }),
        );
        links.push({ invoice_id: invoiceId, order_id: id, customer_number: owner.number });
      }
      search.push({
        order_id: id,
        customer_number: owner.number,
        created_at: iso,
        search_text: searchTextOf([orderNumber, reference, ...words, invoiceNumber, memoNumber]),
      });
    }
    await db.transaction().execute(async (trx) => {
      const b = new BulkInserter(trx);
      await b.insert('orders', orders, (c) => trx.insertInto('orders').values(c));
      await b.insert('order_lines', lines, (c) => trx.insertInto('order_lines').values(c));
      await b.insert('order_search', search, (c) => trx.insertInto('order_search').values(c));
      await b.insert('invoices', invoices, (c) => trx.insertInto('invoices').values(c));
      await b.insert('invoice_lines', invoiceLines, (c) => trx.insertInto('invoice_lines').values(c));
      await b.insert('invoice_orders', links, (c) => trx.insertInto('invoice_orders').values(c));
      await b.insert('credit_memos', memos, (c) => trx.insertInto('credit_memos').values(c));
      await b.insert('credit_memo_lines', memoLines, (c) => trx.insertInto('credit_memo_lines').values(c));
    });
    if ((start / SLICE) % 4 === 3 || start + n >= count) ctx.log(`${start + n}/${count} orders written`);
  }
  // Fresh planner statistics (PostgreSQL: and the visibility map, so counts can be answered from the indexes, as
  // autovacuum would have it in a running shop).
  if (dialectOf(db) === 'postgres') await sql`vacuum analyze`.execute(db);
  else await sql`analyze`.execute(db);
  ctx.log(`generated ${count} orders with invoices and credit memos in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

async function counts(db: Db, customer: string): Promise<string> {
  const n = async (table: 'orders' | 'invoices' | 'credit_memos') =>
    Number(
      (await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).where('customer_number', '=', customer).executeTakeFirst())?.n ?? 0,
    );
  return `${await n('orders')} orders, ${await n('invoices')} invoices, ${await n('credit_memos')} credit memos`;
}

/** A customer user for a bench customer (logins need a user row); the demo password hash is copied from kunde@demo.dk. */
async function benchUser(db: Db, customer: string): Promise<string> {
  const username = `${customer.toLowerCase()}@bench.example`;
  const exists = await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst();
  if (!exists) {
    const company = await db.selectFrom('customers').selectAll().where('customer_number', '=', '10001').executeTakeFirstOrThrow();
    await db
      .insertInto('customers')
      .values({ ...company, customer_number: customer, name: `Bench customer ${customer}` })
      .onConflict((oc) => oc.column('customer_number').doNothing())
      .execute();
    const template = await db.selectFrom('users').selectAll().where('username', '=', 'kunde@demo.dk').executeTakeFirstOrThrow();
    await db
      .insertInto('users')
      .values({ ...template, id: `u-${customer.toLowerCase()}`, username, name: `Bench ${customer}`, customer_number: customer })
      .execute();
  }
  return username;
}

async function token(bench: BenchApp, username: string): Promise<string> {
  const login = await send(bench, { method: 'POST', url: '/api/User/Login', payload: { username, password: DEMO_PASSWORD } });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.statusCode} ${login.body}`);
  return (JSON.parse(login.body) as TokenResponse).token;
}

export default defineBench({
  name: 'customer centre',
  async run(ctx, database) {
    const bench = await startApp(database);
    try {
      await migrateToLatest(bench.db);
      const count = orderCount();
      const have = await existing(bench.db);
      if (have !== count) {
        if (have > 0) await removeBenchRows(bench.db);
        await generate(ctx, bench.db, count);
      } else {
        ctx.log(`reusing ${have} bench orders`);
      }
      const median = customers()[Math.floor(CUSTOMERS / 10)]!.number;
      for (const customer of ['10001', median]) {
        const username = customer === '10001' ? 'kunde@demo.dk' : await benchUser(bench.db, customer);
        const headers = { authorization: `Bearer ${await token(bench, username)}` };
        ctx.log(`customer ${customer}: ${await counts(bench.db, customer)}`);
        const label = customer === '10001' ? 'largest' : 'median';

        // Search words from the customer's own documents: a reference word, an item number, an invoice number.
        const some = await bench.db
          .selectFrom('invoices')
          .select(['id', 'invoice_number', 'invoice_date'])
          .where('customer_number', '=', customer)
          .orderBy('invoice_date', 'desc')
          .limit(200)
          .execute();
        const sample = some[Math.floor(some.length / 2)]!;
        const item = await bench.db.selectFrom('invoice_lines').select('product_id').where('invoice_id', '=', sample.id).where('type', '=', 'product').executeTakeFirstOrThrow();
        const to = sample.invoice_date;
        const from = shopToday(new Date(Date.parse(`${to}T12:00:00Z`) - 90 * DAY_MS));
        const variants: [string, Record<string, unknown>][] = [
          ['page 1', {}],
          ['page 1, 3 months', { from, to }],
          ['page 1, text "etape"', { search: 'etape' }],
          ['page 1, item number', { search: item.product_id }],
          ['page 1, document number', { search: sample.invoice_number }],
        ];
        const lists: [string, string][] = [
          ['orders', 'GetOrdersWithPagination'],
          ['invoices', 'GetInvoicesWithPagination'],
          ['credit memos', 'GetCreditMemosWithPagination'],
        ];
        for (const [list, path] of lists) {
          for (const [variant, searchOptions] of variants) {
            ctx.report(
              await measure(
                bench,
                `${label}: ${list}, ${variant}`,
                { method: 'POST', url: `/api/CustomerCenter/${path}?pageSize=25&pageNr=1`, headers, payload: { searchOptions } },
                {
                  onFirstReply: (reply) => {
                    const page = JSON.parse(reply.body) as { totalItems?: number };
                    return `${page.totalItems ?? '?'} matches (target p95 ≤ ${PAGE_TARGET_MS} ms)`;
                  },
                },
              ),
            );
          }
        }
        ctx.report(
          await measure(
            bench,
            `${label}: orders, page 40 with lines`,
            { method: 'POST', url: '/api/CustomerCenter/GetOrdersWithPagination?pageSize=25&pageNr=40', headers, payload: { searchOptions: { includeLinesInResult: true } } },
          ),
        );
        if (customer === '10001') {
          // The invoice with the most lines of the customer's newest 100.
          const page = JSON.parse(
            (await send(bench, { method: 'POST', url: '/api/CustomerCenter/GetInvoicesWithPagination?pageSize=100&pageNr=1', headers, payload: { searchOptions: {} } })).body,
          ) as InvoicesPageResponse;
          const invoice = [...page.invoices].sort((a, b) => b.lineCount - a.lineCount)[0]!;
          ctx.report(
            await measure(
              bench,
              `invoice PDF (${invoice.lineCount} lines)`,
              { method: 'GET', url: `/api/CustomerCenter/GetInvoicePdf?InvoiceId=${invoice.id}`, headers },
              { requests: 100, warmup: 10, onFirstReply: (reply) => `${reply.body.length} bytes (target p95 ≤ ${PDF_TARGET_MS} ms)` },
            ),
          );
        }
      }
    } finally {
      await bench.close();
    }
  },
});
