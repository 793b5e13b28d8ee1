/**
 * Customer centre API (docs/customer-centre-api.md) over the demo seed: paging and the SPEC §9 total pages rule,
 * required paging parameters (SPEC §5), date and free-text filters, includeLinesInResult, links between orders,
 * invoices and credit memos, scoping (an IDOR sweep over every id type across two customers), the sales rep acting
 * for a customer, and orders placed at the checkout joining the history.
 */
import { randomUUID } from 'node:crypto';
import type {
  CreditMemo,
  CreditMemoResponse,
  CreditMemosPageResponse,
  CustomerCentreOrder,
  Invoice,
  InvoiceResponse,
  InvoicesPageResponse,
  InvoicesResponse,
  OrderResponse,
  OrdersPageResponse,
  OrdersResponse,
} from '../../src/api/customerCentreTypes';
import { createCreditMemo, createInvoice, DocumentError } from '../../server/services/customerCenter';
import { bearer, tokenForUsername } from './auth';
import { body, createTestApp, type TestApp } from './helpers';

let t: TestApp;
let mette: string; // kunde@demo.dk, customer 10001
let lars: string; // kunde2@demo.dk, customer 10002
let rep: string; // salg@demo.dk acting for Mette

beforeAll(async () => {
  t = await createTestApp({ seed: true, seedProducts: 120 });
  mette = await tokenForUsername(t.app, 'kunde@demo.dk');
  lars = await tokenForUsername(t.app, 'kunde2@demo.dk');
  rep = await tokenForUsername(t.app, 'kunde@demo.dk', { impersonatorId: 'u-salg' });
});
afterAll(async () => {
  await t.close();
});

const AREA = { areaId: 'b2b', currencyCode: 'DKK', languageCode: 'da' };
type Options = { includeLinesInResult?: boolean; from?: string | null; to?: string | null; search?: string; linkId?: string | null };

async function post(url: string, token: string | null, payload: unknown) {
  return t.app.inject({ method: 'POST', url: `/api/CustomerCenter/${url}`, headers: token ? bearer(token) : {}, payload: payload as object });
}

async function ok<T>(url: string, token: string, payload: unknown): Promise<T> {
  const res = await post(url, token, payload);
  expect({ url, status: res.statusCode, body: res.statusCode === 200 ? null : res.json() }).toEqual({ url, status: 200, body: null });
  return body<T>(res);
}

const orders = (token: string, searchOptions: Options = {}, page = 'pageSize=100&pageNr=1') =>
  ok<OrdersPageResponse>(`GetOrdersWithPagination?${page}`, token, { areaInfo: AREA, searchOptions });
const invoices = (token: string, searchOptions: Options = {}, page = 'pageSize=100&pageNr=1') =>
  ok<InvoicesPageResponse>(`GetInvoicesWithPagination?${page}`, token, { areaInfo: AREA, searchOptions });
const creditMemos = (token: string, searchOptions: Options = {}, page = 'pageSize=100&pageNr=1') =>
  ok<CreditMemosPageResponse>(`GetCreditMemosWithPagination?${page}`, token, { areaInfo: AREA, searchOptions });

const ids = (items: { id: string }[]) => items.map((i) => i.id);

describe('customer centre: who may call', () => {
  it.each(['GetOrders', 'GetOrdersWithPagination?pageSize=5&pageNr=1', 'GetOrder', 'GetInvoices', 'GetInvoice', 'GetCreditMemo'])(
    '%s needs a logged-in customer (401)',
    async (url) => {
      const res = await post(url, null, { areaInfo: AREA, searchOptions: {}, orderId: 'x', invoiceId: 'x', creditMemoId: 'x' });
      expect(res.statusCode).toBe(401);
    },
  );
});

describe('customer centre: paging (SPEC §5, §9)', () => {
  const lists = [
    ['GetOrdersWithPagination', 'orders', 'orders'],
    ['GetInvoicesWithPagination', 'invoices', 'invoices'],
    ['GetCreditMemosWithPagination', 'creditMemos', 'credit_memos'],
  ] as const;

  it.each(lists)('%s: pages of the customer\'s documents, newest first, totals by floor(total / pageSize) + 1', async (url, key, table) => {
    const total = Number(
      (await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).where('customer_number', '=', '10001').executeTakeFirstOrThrow()).n,
    );
    expect(total).toBeGreaterThan(2);
    const size = Math.max(2, Math.floor(total / 3));
    const seen: string[] = [];
    const pages = Math.floor(total / size) + 1;
    for (let nr = 1; nr <= pages; nr++) {
      const page = await ok<Record<string, unknown>>(`${url}?pageSize=${size}&pageNr=${nr}`, mette, { searchOptions: {} });
      expect(page).toMatchObject({ totalItems: total, totalPages: pages, pageNr: nr, pageSize: size });
      const items = page[key] as { id: string }[];
      expect(items.length).toBe(Math.min(size, Math.max(0, total - (nr - 1) * size)));
      seen.push(...ids(items));
    }
    expect(new Set(seen).size).toBe(total);
    // exactly divisible: the rule gives an extra (empty) page; pageSize above the total gives 1
    const exact = await ok<Record<string, unknown>>(`${url}?pageSize=${total}&pageNr=2`, mette, { searchOptions: {} });
    expect(exact).toMatchObject({ totalItems: total, totalPages: 2, pageNr: 2 });
    expect(exact[key]).toEqual([]);
    if (total < 100) {
      const one = await ok<Record<string, unknown>>(`${url}?pageSize=${total + 1}&pageNr=1`, mette, { searchOptions: {} });
      expect(one).toMatchObject({ totalPages: 1 });
    }
  });

  it('orders come newest first; invoices by date', async () => {
    const list = (await orders(mette)).orders;
    const created = list.map((o) => o.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    const dates = (await invoices(mette)).invoices.map((i) => i.invoiceDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it.each(lists)('%s: missing pageSize or pageNr → 400 naming the parameter', async (url) => {
    const cases: [string, string, Record<string, string>][] = [
      ['pageNr=1', 'pageSize must be defined', { pageSize: 'must be defined' }],
      ['pageSize=10', 'pageNr must be defined', { pageNr: 'must be defined' }],
      ['pageSize=&pageNr=1', 'pageSize must be defined', { pageSize: 'must be defined' }],
      ['', 'pageSize, pageNr must be defined', { pageSize: 'must be defined', pageNr: 'must be defined' }],
    ];
    for (const [query, message, fields] of cases) {
      const res = await post(`${url}?${query}`, mette, { searchOptions: {} });
      expect({ query, status: res.statusCode }).toEqual({ query, status: 400 });
      expect(res.json()).toMatchObject({ message, fields });
    }
  });

  it('pageSize must be 1…100; a pageNr below 1 or not numeric becomes 1', async () => {
    for (const size of ['0', '101', 'abc', '2.5', '-3']) {
      const res = await post(`GetOrdersWithPagination?pageSize=${size}&pageNr=1`, mette, { searchOptions: {} });
      expect({ size, status: res.statusCode }).toEqual({ size, status: 400 });
      expect(Object.keys(res.json().fields)).toEqual(['pageSize']);
    }
    const first = await orders(mette, {}, 'pageSize=5&pageNr=1');
    for (const nr of ['0', '-2', 'abc']) {
      const page = await orders(mette, {}, `pageSize=5&pageNr=${nr}`);
      expect(page.pageNr).toBe(1);
      expect(ids(page.orders)).toEqual(ids(first.orders));
    }
    const far = await orders(mette, {}, 'pageSize=5&pageNr=999999');
    expect(far).toMatchObject({ orders: [], pageNr: 999999, totalItems: first.totalItems });
  });

  it('GetOrders and GetInvoices answer every matching document with the count', async () => {
    const all = await ok<OrdersResponse>('GetOrders', mette, { searchOptions: {} });
    expect(all.orders.length).toBe(all.totalItems);
    expect(all.totalItems).toBe((await orders(mette)).totalItems);
    const inv = await ok<InvoicesResponse>('GetInvoices', mette, { searchOptions: {} });
    expect(inv.invoices.length).toBe(inv.totalItems);
  });
});

describe('customer centre: the seeded history', () => {
  it('has orders in every transfer status, over two years, each customer only its own', async () => {
    const list = (await ok<OrdersResponse>('GetOrders', mette, { searchOptions: {} })).orders;
    expect(list.length).toBeGreaterThanOrEqual(40);
    expect(new Set(list.map((o) => o.status))).toEqual(
      new Set(['PendingPayment', 'PendingApproval', 'PendingTransfer', 'Transferred', 'ErrorInTransfer', 'Rejected']),
    );
    expect(list.every((o) => o.billingAddress.customerNumber === '10001')).toBe(true);
    const oldest = Date.parse(list.at(-1)!.createdAt);
    expect(Date.now() - oldest).toBeGreaterThan(600 * 86_400_000);
    expect(list.some((o) => o.createdBy === 'Sofie Sælger on behalf of Mette Hansen')).toBe(true);
    expect(list.some((o) => o.createdBy === 'Jonas Holm')).toBe(true);
  });

  it('invoices delivered orders with VAT; open, paid and overdue invoices', async () => {
    const list = (await ok<InvoicesResponse>('GetInvoices', mette, { searchOptions: { includeLinesInResult: true } })).invoices;
    expect(new Set(list.map((i) => i.status))).toEqual(new Set(['open', 'paid', 'overdue']));
    for (const invoice of list) {
      expect(invoice.orders.length).toBeGreaterThan(0);
      expect(invoice.lines.length).toBe(invoice.lineCount);
      const net = invoice.lines.reduce((s, l) => s + Math.round(l.linePrice.priceWithoutVat * 100), 0);
      expect(net).toBe(Math.round(invoice.total.priceWithoutVat * 100));
      expect(invoice.total.vatPercentage).toBe(25);
      expect(Math.round(invoice.total.priceWithVat * 100)).toBe(Math.round((invoice.total.priceWithoutVat + invoice.total.vat) * 100));
      expect(invoice.vatSummary).toEqual([{ vatPercentage: 25, basis: invoice.total.priceWithoutVat, vat: invoice.total.vat }]);
      if (invoice.status === 'overdue') expect(invoice.dueDate < new Date().toISOString().slice(0, 10)).toBe(true);
      if (invoice.status === 'paid') expect(invoice.paidAt).not.toBeNull();
    }
    expect(list.some((i) => i.orders.length > 1) || (await collectiveInvoiceExists())).toBe(true);
  });

  it('what the Finnish customer\'s orders, invoices and credit memos show with VAT (25.5 %) adds up', async () => {
    const finn = await tokenForUsername(t.app, 'kunde.fi@demo.fi');
    const cents = (major: number) => Math.round(major * 100);
    const docs = [
      ...(await ok<InvoicesResponse>('GetInvoices', finn, { searchOptions: { includeLinesInResult: true } })).invoices,
      ...(await creditMemos(finn, { includeLinesInResult: true })).creditMemos,
    ];
    expect(docs.length).toBeGreaterThan(3);
    for (const doc of docs) {
      expect(doc.total.vatPercentage).toBe(25.5);
      for (const line of doc.lines.filter((l) => l.type === 'product' && Number.isInteger(l.quantity))) {
        // quantity × the unit price incl. VAT = the line incl. VAT
        expect(cents(line.linePrice.priceWithVat)).toBe(line.quantity * cents(line.unitPrice.priceWithVat));
      }
      // the lines incl. VAT add up to the total incl. VAT
      expect(doc.lines.reduce((sum, l) => sum + cents(l.linePrice.priceWithVat), 0)).toBe(cents(doc.total.priceWithVat));
    }
    const { orders: list } = await ok<OrdersResponse>('GetOrders', finn, { searchOptions: { includeLinesInResult: true } });
    for (const order of list.slice(0, 10)) {
      for (const line of order.lines.filter((l) => Number.isInteger(l.quantity))) {
        expect(cents(line.netLinePrice.priceWithVat)).toBe(line.quantity * cents(line.netUnitPrice.priceWithVat));
      }
      const lines = order.lines.reduce((sum, l) => sum + cents(l.netLinePrice.priceWithVat), 0);
      expect(lines + cents(order.freight.priceWithVat) + cents(order.paymentFee.priceWithVat)).toBe(cents(order.totalNetPrice.priceWithVat));
    }
  });

  async function collectiveInvoiceExists(): Promise<boolean> {
    const rows = await t.db.selectFrom('invoice_orders').select('invoice_id').execute();
    const counts = new Map<string, number>();
    for (const r of rows) counts.set(r.invoice_id, (counts.get(r.invoice_id) ?? 0) + 1);
    return [...counts.values()].some((n) => n > 1);
  }

  it('a single-order invoice totals exactly what its order costs', async () => {
    const list = (await invoices(mette)).invoices.filter((i) => i.orders.length === 1);
    const invoice = list[0]!;
    const { order } = await ok<OrderResponse>('GetOrder', mette, { orderId: invoice.orders[0]!.id });
    expect(invoice.total.priceWithVat).toBe(order.totalNetPrice.priceWithVat);
    expect(invoice.total.priceWithoutVat).toBe(order.totalNetPrice.priceWithoutVat);
  });

  it('every demo customer with a history has invoices and credit memos in its own currency; 10006 has none', async () => {
    for (const [username, currency] of [
      ['kunde.se@demo.se', 'SEK'],
      ['kunde.no@demo.no', 'NOK'],
      ['kunde.fi@demo.fi', 'EUR'],
    ] as const) {
      const token = await tokenForUsername(t.app, username);
      const inv = await invoices(token);
      expect(inv.totalItems).toBeGreaterThan(10);
      expect(inv.invoices.every((i) => i.currencyCode === currency)).toBe(true);
      expect((await creditMemos(token)).totalItems).toBeGreaterThanOrEqual(2);
      expect((await orders(token)).totalItems).toBeGreaterThanOrEqual(24);
    }
    const fi = (await invoices(await tokenForUsername(t.app, 'kunde.fi@demo.fi'))).invoices[0]!;
    expect(fi.total.vatPercentage).toBe(25.5);
    const empty = await tokenForUsername(t.app, 'kunde3@demo.dk');
    expect((await orders(empty)).totalItems).toBe(0);
    expect(await invoices(empty)).toMatchObject({ invoices: [], totalItems: 0, totalPages: 1 });
  });

  it('payment terms and credit memo reasons come in the request language', async () => {
    const da = (await invoices(mette)).invoices.find((i) => i.paymentTerms.code === 'net30')!;
    expect(da.paymentTerms).toEqual({ code: 'net30', days: 30, text: 'Netto 30 dage' });
    const en = await ok<InvoiceResponse>('GetInvoice', mette, { areaInfo: { ...AREA, languageCode: 'en' }, invoiceId: da.id });
    expect(en.invoice.paymentTerms.text).toBe('Net 30 days');
    const memo = (await creditMemos(mette)).creditMemos.find((c) => c.reason === 'return')!;
    const sv = await ok<CreditMemoResponse>('GetCreditMemo', mette, { areaInfo: { ...AREA, languageCode: 'sv' }, creditMemoId: memo.id });
    expect(sv.creditMemo.reasonText).toBe('Returvaror');
  });
});

describe('customer centre: search options', () => {
  it('includeLinesInResult: lines only when asked, lineCount always; detail calls always with lines', async () => {
    const without = (await orders(mette, {}, 'pageSize=5&pageNr=1')).orders;
    expect(without.every((o) => o.lines.length === 0 && o.lineCount > 0)).toBe(true);
    const withLines = (await orders(mette, { includeLinesInResult: true }, 'pageSize=5&pageNr=1')).orders;
    expect(withLines.every((o) => o.lines.length === o.lineCount && o.lineCount > 0)).toBe(true);
    expect(withLines.map((o) => o.lineCount)).toEqual(without.map((o) => o.lineCount));
    const inv = (await invoices(mette, {}, 'pageSize=3&pageNr=1')).invoices;
    expect(inv.every((i) => i.lines.length === 0 && i.lineCount > 0)).toBe(true);
    const memo = (await creditMemos(mette, { includeLinesInResult: false })).creditMemos;
    expect(memo.every((c) => c.lines.length === 0 && c.lineCount > 0)).toBe(true);
    const detail = await ok<InvoiceResponse>('GetInvoice', mette, { invoiceId: inv[0]!.id });
    expect(detail.invoice.lines.length).toBe(inv[0]!.lineCount);
  });

  it('from/to filter by the document date, inclusive', async () => {
    const all = (await invoices(mette)).invoices;
    const day = all[Math.floor(all.length / 2)]!.invoiceDate;
    const same = (await invoices(mette, { from: day, to: day })).invoices;
    expect(same.length).toBe(all.filter((i) => i.invoiceDate === day).length);
    expect(same.length).toBeGreaterThan(0);
    const sinceDay = (await invoices(mette, { from: day })).invoices;
    expect(ids(sinceDay)).toEqual(ids(all.filter((i) => i.invoiceDate >= day)));
    const untilDay = (await invoices(mette, { to: `${day}T23:59:59.000Z` })).invoices;
    expect(ids(untilDay)).toEqual(ids(all.filter((i) => i.invoiceDate <= day)));

    const allOrders = (await orders(mette)).orders;
    const orderDay = allOrders[10]!.orderDate;
    const onDay = (await orders(mette, { from: orderDay, to: orderDay })).orders;
    expect(ids(onDay)).toEqual(ids(allOrders.filter((o) => o.orderDate === orderDay)));
    expect(onDay.length).toBeGreaterThan(0);

    const memos = (await creditMemos(mette)).creditMemos;
    const memoDay = memos[0]!.creditMemoDate;
    expect(ids((await creditMemos(mette, { from: memoDay, to: memoDay })).creditMemos)).toEqual(
      ids(memos.filter((c) => c.creditMemoDate === memoDay)),
    );
    expect((await creditMemos(mette, { from: '2001-01-01', to: '2001-12-31' })).creditMemos).toEqual([]);
    // empty and null bounds mean no bound
    expect((await invoices(mette, { from: '', to: null })).totalItems).toBe(all.length);
  });

  it('bad dates → 400 naming the field', async () => {
    for (const [opts, field] of [
      [{ from: '2025-02-30' }, 'searchOptions.from'],
      [{ to: 'yesterday' }, 'searchOptions.to'],
      [{ from: '2025-05-02', to: '2025-05-01' }, 'searchOptions.to'],
    ] as const) {
      const res = await post('GetInvoicesWithPagination?pageSize=5&pageNr=1', mette, { searchOptions: opts });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual([field]);
    }
    const res = await post('GetOrders', mette, { searchOptions: { search: 'x'.repeat(201) } });
    expect(res.statusCode).toBe(400);
  });

  it('free text finds document numbers, linked numbers, references, item numbers and line texts', async () => {
    const all = (await orders(mette, { includeLinesInResult: true })).orders;
    const order = all.find((o) => o.invoices.length > 0 && o.reference)!;
    expect((await orders(mette, { search: order.orderNumber })).orders.map((o) => o.orderNumber)).toEqual([order.orderNumber]);
    // by its invoice number
    expect(ids((await orders(mette, { search: order.invoices[0]!.number })).orders)).toContain(order.id);
    // by reference, case-insensitive, every word must occur
    const byReference = (await orders(mette, { search: order.reference.toUpperCase() })).orders;
    expect(ids(byReference)).toContain(order.id);
    expect(byReference.every((o) => o.reference.toLowerCase().includes(order.reference.toLowerCase()) || o.comment.toLowerCase().includes(order.reference.toLowerCase()))).toBe(true);
    // by item number: every hit has a line with it
    const item = order.lines.find((l) => l.type === 'product')!.productKey.productId;
    const byItem = (await orders(mette, { search: item, includeLinesInResult: true })).orders;
    expect(ids(byItem)).toContain(order.id);
    expect(byItem.every((o) => o.lines.some((l) => l.productKey.productId === item) || o.orderNumber.includes(item))).toBe(true);
    // by a word of a line text (upper case) plus the order number: only that order
    const word = order.lines.find((l) => l.type === 'product')!.text.split(' ').find((w) => w.length > 4)!;
    expect(ids((await orders(mette, { search: `${word.toUpperCase()}  ${order.orderNumber}` })).orders)).toEqual([order.id]);
    expect((await orders(mette, { search: `${order.orderNumber} no-such-word-xyz` })).orders).toEqual([]);
    // paging a free-text result: totals on every page, also past the end
    const hits = await orders(mette, { search: order.reference }, 'pageSize=1&pageNr=1');
    expect(hits.totalItems).toBe(byReference.length);
    const second = await orders(mette, { search: order.reference }, 'pageSize=1&pageNr=2');
    expect(second.totalItems).toBe(byReference.length);
    if (byReference.length > 1) expect(ids(second.orders)).toEqual([byReference[1]!.id]);
    expect(await orders(mette, { search: order.reference }, 'pageSize=1&pageNr=500')).toMatchObject({ orders: [], totalItems: byReference.length });
    expect(await invoices(mette, { search: order.reference }, 'pageSize=1&pageNr=500')).toMatchObject({ invoices: [] });
    expect((await invoices(mette, { search: order.reference }, 'pageSize=1&pageNr=500')).totalItems).toBeGreaterThan(0);
    // LIKE wildcards are plain characters
    expect((await orders(mette, { search: '%' })).orders).toEqual([]);
    expect((await orders(mette, { search: '_' })).orders).toEqual([]);
  });

  it('free text over invoices and credit memos: own numbers, order numbers, items', async () => {
    const inv = (await invoices(mette, { includeLinesInResult: true })).invoices.find((i) => i.creditMemos.length > 0)!;
    expect(ids((await invoices(mette, { search: inv.invoiceNumber })).invoices)).toEqual([inv.id]);
    expect(ids((await invoices(mette, { search: inv.orders[0]!.number })).invoices)).toContain(inv.id);
    expect(ids((await invoices(mette, { search: inv.creditMemos[0]!.number })).invoices)).toEqual([inv.id]);
    const item = inv.lines.find((l) => l.type === 'product')!.productKey.productId;
    const byItem = (await invoices(mette, { search: item, includeLinesInResult: true })).invoices;
    expect(ids(byItem)).toContain(inv.id);
    expect(byItem.every((i) => i.lines.some((l) => l.productKey.productId === item) || i.invoiceNumber.includes(item))).toBe(true);
    const memo = (await creditMemos(mette)).creditMemos.find((c) => c.invoice.id === inv.id)!;
    expect(ids((await creditMemos(mette, { search: memo.creditMemoNumber })).creditMemos)).toEqual([memo.id]);
    expect(ids((await creditMemos(mette, { search: inv.invoiceNumber })).creditMemos)).toContain(memo.id);
  });
});

describe('customer centre: links between documents', () => {
  it('order ↔ invoice ↔ credit memo, and linkId filters', async () => {
    const memo = (await creditMemos(mette)).creditMemos[0]!;
    const { creditMemo } = await ok<CreditMemoResponse>('GetCreditMemo', mette, { creditMemoId: memo.id });
    expect(creditMemo.lines.length).toBeGreaterThan(0);
    expect(creditMemo.total.priceWithoutVat).toBeGreaterThan(0);
    const { invoice } = await ok<InvoiceResponse>('GetInvoice', mette, { invoiceId: creditMemo.invoice.id });
    expect(invoice.invoiceNumber).toBe(creditMemo.invoice.number);
    expect(invoice.invoiceDate).toBe(creditMemo.invoice.date);
    expect(ids(invoice.creditMemos)).toContain(memo.id);
    expect(invoice.creditedAmount).toBeGreaterThanOrEqual(creditMemo.total.priceWithVat);
    expect(ids(creditMemo.orders)).toEqual(ids(invoice.orders));
    for (const link of invoice.orders) {
      const { order } = await ok<OrderResponse>('GetOrder', mette, { orderId: link.id });
      expect(order.orderNumber).toBe(link.number);
      expect(order.orderDate).toBe(link.date);
      expect(order.status).toBe('Transferred');
      expect(ids(order.invoices)).toContain(invoice.id);
      expect(ids(order.creditMemos)).toContain(memo.id);
      expect(order.lines.length).toBe(order.lineCount);
    }
    // linkId: orders of an invoice / of a credit memo's invoice; invoices of an order; credit memos of an invoice
    expect(ids((await orders(mette, { linkId: invoice.id })).orders).sort()).toEqual(ids(invoice.orders).sort());
    expect(ids((await orders(mette, { linkId: memo.id })).orders).sort()).toEqual(ids(invoice.orders).sort());
    expect(ids((await invoices(mette, { linkId: invoice.orders[0]!.id })).invoices)).toEqual([invoice.id]);
    expect(ids((await invoices(mette, { linkId: memo.id })).invoices)).toEqual([invoice.id]);
    expect(ids((await creditMemos(mette, { linkId: invoice.id })).creditMemos).sort()).toEqual(ids(invoice.creditMemos).sort());
    expect(ids((await creditMemos(mette, { linkId: invoice.orders[0]!.id })).creditMemos)).toContain(memo.id);
    expect((await orders(mette, { linkId: 'no-such-id' })).orders).toEqual([]);
  });

  it('orders not yet delivered have no invoice', async () => {
    const open = (await orders(mette)).orders.filter((o) => o.status !== 'Transferred');
    expect(open.length).toBeGreaterThanOrEqual(5);
    expect(open.every((o) => o.invoices.length === 0 && o.creditMemos.length === 0)).toBe(true);
  });
});

describe('customer centre: scoping (IDOR sweep)', () => {
  /** Another id of the same shape: the last hex digit stepped (an 'adjacent' id). */
  const adjacent = (id: string): string[] =>
    [1, 15].map((step) => id.slice(0, -1) + ((parseInt(id.slice(-1), 16) + step) % 16).toString(16));

  it('another customer\'s orders, invoices, credit memos and PDFs are 404, adjacent and random ids too', async () => {
    const theirOrders = (await ok<OrdersResponse>('GetOrders', lars, { searchOptions: {} })).orders;
    const theirInvoices = (await ok<InvoicesResponse>('GetInvoices', lars, { searchOptions: {} })).invoices;
    const theirMemos = (await creditMemos(lars)).creditMemos;
    expect(theirOrders.length).toBeGreaterThan(10);
    expect(theirInvoices.length).toBeGreaterThan(10);
    expect(theirMemos.length).toBeGreaterThan(1);
    const mine = (await invoices(mette)).invoices;
    const myMemo = (await creditMemos(mette)).creditMemos[0]!;
    const random = Array.from({ length: 5 }, () => randomUUID());
    const probes = (list: { id: string }[]) => [...list.flatMap((x) => [x.id, ...adjacent(x.id)]), ...random, '1', '100001', '300001'];

    const expect404 = async (url: string, payload: object) => {
      const res = await post(url, mette, payload);
      expect({ url, payload, status: res.statusCode }).toEqual({ url, payload, status: 404 });
      expect(res.json()).toMatchObject({ message: 'Not Found' });
    };
    for (const id of probes(theirOrders)) await expect404('GetOrder', { orderId: id });
    for (const id of probes(theirInvoices)) await expect404('GetInvoice', { invoiceId: id });
    for (const id of probes(theirMemos)) await expect404('GetCreditMemo', { creditMemoId: id });

    const pdf = (query: string) => t.app.inject({ method: 'GET', url: `/api/CustomerCenter/GetInvoicePdf?${query}`, headers: bearer(mette) });
    for (const id of probes(theirInvoices)) {
      const res = await pdf(`InvoiceId=${encodeURIComponent(id)}`);
      expect({ id, status: res.statusCode }).toEqual({ id, status: 404 });
    }
    for (const memo of theirMemos) {
      // their credit memo through my invoice, and through theirs
      expect((await pdf(`InvoiceId=${mine[0]!.id}&LinkId=${memo.id}`)).statusCode).toBe(404);
      expect((await pdf(`InvoiceId=${memo.invoice.id}&LinkId=${memo.id}`)).statusCode).toBe(404);
    }
    // my own credit memo, asked for through another of my invoices
    const otherInvoice = mine.find((i) => i.id !== myMemo.invoice.id)!;
    expect((await pdf(`InvoiceId=${otherInvoice.id}&LinkId=${myMemo.id}`)).statusCode).toBe(404);

    // their ids in list filters match nothing; their numbers are not found by free text
    for (const x of [...theirOrders.slice(0, 3), ...theirInvoices.slice(0, 3), ...theirMemos.slice(0, 2)]) {
      expect((await orders(mette, { linkId: x.id })).orders).toEqual([]);
      expect((await invoices(mette, { linkId: x.id })).invoices).toEqual([]);
      expect((await creditMemos(mette, { linkId: x.id })).creditMemos).toEqual([]);
    }
    const myNumbers = new Set((await orders(mette)).orders.map((o) => o.orderNumber));
    const theirOnly = theirOrders.find((o) => ![...myNumbers].some((n) => n.includes(o.orderNumber)))!;
    expect((await orders(mette, { search: theirOnly.orderNumber })).orders).toEqual([]);
    expect((await invoices(mette, { search: theirInvoices[0]!.invoiceNumber })).invoices).toEqual([]);
    const listed = new Set(ids((await ok<OrdersResponse>('GetOrders', mette, { searchOptions: {} })).orders));
    expect(theirOrders.some((o) => listed.has(o.id))).toBe(false);
  });

  it('a missing id is 400 naming it', async () => {
    for (const [url, name] of [
      ['GetOrder', 'orderId'],
      ['GetInvoice', 'invoiceId'],
      ['GetCreditMemo', 'creditMemoId'],
    ] as const) {
      for (const payload of [{}, { [name]: '' }, { [name]: '  ' }, { [name]: null }]) {
        const res = await post(url, mette, payload);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ message: `${name} must be defined`, fields: { [name]: 'must be defined' } });
      }
    }
    const res = await post('GetOrder', mette, { orderId: 42 });
    expect([400, 404]).toContain(res.statusCode);
  });

  it('the sales rep acting for Mette sees exactly her documents', async () => {
    const hers = await ok<OrdersResponse>('GetOrders', mette, { searchOptions: {} });
    const seen = await ok<OrdersResponse>('GetOrders', rep, { searchOptions: {} });
    expect(ids(seen.orders)).toEqual(ids(hers.orders));
    expect(ids((await invoices(rep)).invoices)).toEqual(ids((await invoices(mette)).invoices));
    expect(ids((await creditMemos(rep)).creditMemos)).toEqual(ids((await creditMemos(mette)).creditMemos));
    const theirs = (await orders(lars, {}, 'pageSize=1&pageNr=1')).orders[0]!;
    expect((await post('GetOrder', rep, { orderId: theirs.id })).statusCode).toBe(404);
    // a rep not acting for anyone has no customer
    const alone = await tokenForUsername(t.app, 'salg@demo.dk');
    expect((await post('GetOrders', alone, { searchOptions: {} })).statusCode).toBe(401);
  });
});

describe('customer centre: orders placed at the checkout join the history', () => {
  it('a new order is listed first and found by free text', async () => {
    const token = await tokenForUsername(t.app, 'indkob@demo.dk'); // Jonas Holm, 10001
    const product = await t.db
      .selectFrom('product_units as u')
      .innerJoin('prices as p', (j) => j.onRef('p.product_id', '=', 'u.product_id').onRef('p.unit_id', '=', 'u.unit_id'))
      .select(['u.product_id', 'u.unit_id'])
      .where('u.is_default', '=', 1)
      .where('p.currency_code', '=', 'DKK')
      .where('p.variant_id', '=', '')
      .orderBy('u.product_id', 'desc')
      .executeTakeFirstOrThrow();
    const before = (await orders(mette, {}, 'pageSize=1&pageNr=1')).totalItems;
    // search once so the history is indexed before the new order
    await orders(mette, { search: 'sag' });
    const cartId = `cc-test-${randomUUID()}`;
    const { addresses } = body<{ addresses: { address1: string; extraInfo: { type: string } }[] }>(
      await t.app.inject({ method: 'POST', url: '/api/Customer/GetAddresses', headers: bearer(token), payload: { areaInfo: AREA } }),
    );
    const billing = addresses.find((a) => a.extraInfo.type === 'billing')!;
    const shipping = addresses.find((a) => a.extraInfo.type === 'shipping')!;
    const save = await t.app.inject({
      method: 'POST',
      url: '/api/Cart/SaveCart',
      headers: bearer(token),
      payload: {
        area: AREA,
        cart: {
          cartId,
          billingAddress: billing,
          shippingAddress: shipping,
          comment: 'Levering bagdør',
          reference: 'Kundecenter-test Q7',
          createdAt: new Date().toISOString(),
          expectedDeliveryDate: '',
          hasExpextedDeliveryDateError: false,
          currencyCode: 'DKK',
          lines: [{ id: 'LINE1', parentId: null, text: '', quantity: 3, type: 'product', productKey: { productId: product.product_id, unitOfMeasure: product.unit_id, variantId: null } }],
          paymentMethod: { name: '', internalId: 'invoice', gatewayUniqueId: '', fee: 0, extraInfo: {} },
          shippingMethod: { name: '', internalId: 'gls', countryCode: 'DK', fee: 0, trackAndTrace: '', extraInfo: {} },
        },
      },
    });
    expect(save.statusCode).toBe(200);
    const created = await t.app.inject({ method: 'POST', url: '/api/Order/CreateOrderByCartId', headers: bearer(token), payload: { area: AREA, cartId } });
    expect({ status: created.statusCode, body: created.statusCode === 200 ? null : created.json() }).toEqual({ status: 200, body: null });
    const { orderId } = created.json() as { orderId: string };

    const first = await orders(mette, {}, 'pageSize=1&pageNr=1');
    expect(first.totalItems).toBe(before + 1);
    expect(first.orders[0]).toMatchObject({ id: orderId, status: 'PendingTransfer', reference: 'Kundecenter-test Q7', invoices: [] });
    const found = (await orders(mette, { search: 'kundecenter-TEST q7' })).orders;
    expect(ids(found)).toEqual([orderId]);
    expect(ids((await orders(mette, { search: product.product_id })).orders)).toContain(orderId);
    expect((await orders(lars, { search: 'kundecenter-test' })).orders).toEqual([]);
    const { order } = await ok<OrderResponse>('GetOrder', mette, { orderId });
    expect(order.createdBy).toBe('Jonas Holm');

    // The ERP seam: invoicing the order links it both ways and makes it findable by the invoice number.
    await expect(
      createInvoice(t.db, { customerNumber: '10002', orderIds: [orderId], invoiceDate: '2030-01-02', paymentTerms: { code: 'net30', days: 30 }, now: new Date() }),
    ).rejects.toThrow(DocumentError);
    const { id: invoiceId, invoiceNumber } = await createInvoice(t.db, {
      customerNumber: '10001',
      orderIds: [orderId],
      invoiceDate: '2030-01-02',
      paymentTerms: { code: 'net30', days: 30 },
      now: new Date(),
    });
    const { invoice } = await ok<InvoiceResponse>('GetInvoice', mette, { invoiceId });
    expect(invoice).toMatchObject({ invoiceNumber, dueDate: '2030-02-01', status: 'open', orders: [{ id: orderId, number: order.orderNumber }] });
    expect(invoice.total.priceWithVat).toBe(order.totalNetPrice.priceWithVat);
    expect(ids((await orders(mette, { search: invoiceNumber })).orders)).toEqual([orderId]);
    // credit memos: at most the invoiced quantity, and in all at most the invoice total
    const line = invoice.lines.find((l) => l.type === 'product')!;
    await expect(
      createCreditMemo(t.db, { customerNumber: '10001', invoiceId, reason: 'return', lines: [{ kind: 'return', invoiceLineNo: line.lineNo, quantity: line.quantity + 1 }], date: '2030-01-05', now: new Date() }),
    ).rejects.toThrow(DocumentError);
    const memo = await createCreditMemo(t.db, {
      customerNumber: '10001',
      invoiceId,
      reason: 'return',
      lines: [{ kind: 'return', invoiceLineNo: line.lineNo, quantity: 1 }],
      date: '2030-01-05',
      now: new Date(),
    });
    const { creditMemo } = await ok<CreditMemoResponse>('GetCreditMemo', mette, { creditMemoId: memo.id });
    expect(creditMemo.total.priceWithoutVat).toBe(line.unitPrice.priceWithoutVat);
    expect(creditMemo.invoice).toEqual({ id: invoiceId, number: invoiceNumber, date: '2030-01-02' });
    expect(ids((await orders(mette, { search: memo.creditMemoNumber })).orders)).toEqual([orderId]);
    expect(ids((await invoices(mette, { search: memo.creditMemoNumber })).invoices)).toEqual([invoiceId]);
    await expect(
      createCreditMemo(t.db, {
        customerNumber: '10001',
        invoiceId,
        reason: 'priceCorrection',
        lines: invoice.lines.map((l) => ({ kind: 'priceCorrection' as const, invoiceLineNo: l.lineNo, amount: Math.round(l.linePrice.priceWithoutVat * 100) })),
        date: '2030-01-06',
        now: new Date(),
      }),
    ).rejects.toThrow('exceed the invoice total');
  });
});

// The documents are typed by the contract; a compile-time check that the replies fit it.
const _typed: [CustomerCentreOrder?, Invoice?, CreditMemo?] = [];
void _typed;
