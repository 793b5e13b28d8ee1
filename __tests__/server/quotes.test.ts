/**
 * Quotes (issue 20; docs/quotes.md): a request from the server's cart, the rep's answer or decline, accepting into
 * the cart at the quoted prices, the order at the quoted price whatever the client sends, used once, changed
 * quantities and expiry priced normally, roles (viewer), IDOR over every call, mails and the ledger entry.
 */
import type { CalculateCartResponse } from '../../contract/cart';
import type { Quote, QuoteResponse, QuotesPageResponse } from '../../contract/quotes';
import type { SalesRepLedgerResponse } from '../../contract/salesRepLedger';
import { shopToday } from '../../server/services/cart/delivery';
import { addUser, tokenFor } from './auth';
import { runAdmin } from '../../server/admin/run';
import { body, TEST_JWT_SECRET, type TestApp } from './helpers';
import { AREA, cart, commerceTestApp, post, type LineSpec } from './commerceFixtures';

let t: TestApp;
let tk: { customer: string; other: string; rep: string; repSelf: string; rep2: string; viewer: string; colleague: string; acting: string };

beforeAll(async () => {
  const app = await commerceTestApp();
  t = app.t;
  await addUser(t.app, 'u-viewer', ['customer'], '10001');
  await addUser(t.app, 'u-colleague', ['customer'], '10001');
  await t.db.updateTable('users').set({ company_role: 'viewer' }).where('id', '=', 'u-viewer').execute();
  await t.db.updateTable('users').set({ company_role: 'admin' }).where('id', 'in', ['u-customer', 'u-customer2']).execute();
  // A second rep who serves only 10002.
  await addUser(t.app, 'u-sales2', ['impersonation']);
  await t.db.insertInto('sales_rep_customers').values({ user_id: 'u-sales2', customer_number: '10002' }).execute();
  tk = {
    customer: app.tk.customer,
    other: app.tk.other,
    rep: app.tk.rep,
    repSelf: await tokenFor(t.app, 'u-sales'),
    rep2: await tokenFor(t.app, 'u-sales2'),
    viewer: await tokenFor(t.app, 'u-viewer'),
    colleague: await tokenFor(t.app, 'u-colleague'),
    acting: '',
  };
});
afterAll(async () => {
  await t.close();
});

let cartSeq = 0;
const fields = (res: { body: string }) => body<{ fields?: Record<string, string> }>(res).fields;
const today = () => shopToday(new Date());
const daysAhead = (n: number) => {
  const d = new Date(`${today()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

async function storedCart(token: string, lines: LineSpec[], cartId = `qc-${++cartSeq}`): Promise<string> {
  const res = await post(t.app, '/api/Cart/SaveCart', { area: AREA, cart: cart({ cartId, lines, expectedDeliveryDate: '' }) }, token);
  expect(res.statusCode).toBe(200);
  return cartId;
}

const requestQuote = (token: string, cartId: string, message = 'Projekt Vesterbro, 40 lejligheder') =>
  post(t.app, '/api/CustomerCenter/RequestQuote', { area: AREA, cartId, message }, token);

async function requested(token = tk.customer, lines: LineSpec[] = [{ productId: '1001', quantity: 50 }, { productId: '2001', quantity: 4 }]): Promise<Quote> {
  const res = await requestQuote(token, await storedCart(token, lines));
  expect(res.statusCode).toBe(200);
  return body<QuoteResponse>(res).quote;
}

const answer = (token: string, id: string, prices: { lineNo: number; unitPrice: unknown }[], validUntil = daysAhead(14), message = 'Projektpris') =>
  post(t.app, '/api/SalesImpersonation/AnswerQuote', { id, lines: prices, validUntil, message }, token);

async function answered(lines?: LineSpec[]): Promise<Quote> {
  const quote = await requested(tk.customer, lines);
  const res = await answer(tk.repSelf, quote.id, quote.lines.map((l) => ({ lineNo: l.lineNo, unitPrice: 10_000 + l.lineNo })));
  expect(res.statusCode).toBe(200);
  return body<QuoteResponse>(res).quote;
}

const accept = (token: string, id: string, cartId = `acc-${++cartSeq}`) =>
  post(t.app, '/api/CustomerCenter/AcceptQuote', { area: AREA, id, cart: cart({ cartId, lines: [{ productId: '1002', quantity: 1 }] }) }, token);

const getQuote = (token: string, id: string) => post(t.app, '/api/CustomerCenter/GetQuote', { id }, token);
const order = (token: string, cartId: string) => post(t.app, '/api/Order/CreateOrderByCartId', { area: AREA, cartId }, token);
const calculate = (token: string, cartId: string, lines: LineSpec[]) =>
  post(t.app, '/api/Cart/CalculateCart', { area: AREA, cart: cart({ cartId, lines }) }, token);

describe('requesting a quote', () => {
  it('takes the lines from the caller\'s stored cart with today\'s prices, not from the client', async () => {
    const cartId = await storedCart(tk.customer, [{ productId: '1001', quantity: 50 }, { productId: '2001', quantity: 4 }]);
    const res = await post(t.app, '/api/CustomerCenter/RequestQuote', { area: AREA, cartId, message: '  Stor ordre  ', lines: [{ productId: 'X' }] }, tk.customer);
    expect(res.statusCode).toBe(200);
    const quote = body<QuoteResponse>(res).quote;
    expect(quote).toMatchObject({ state: 'requested', message: 'Stor ordre', currencyCode: 'DKK', requestedByName: 'Karen Kunde', customerNumber: '10001' });
    expect(quote.quoteNumber).toMatch(/^Q-\d{4,}$/);
    expect(quote.lines.map((l) => [l.lineNo, l.productKey.productId, l.quantity, l.listUnitPrice, l.quotedUnitPrice])).toEqual([
      [1, '1001', 50, 11_900, null],
      [2, '2001', 4, 24_900, null],
    ]);
    expect(quote.listTotal).toBe(50 * 11_900 + 4 * 24_900);
  });

  it('refuses an empty cart, another user\'s cart, a viewer, and no login', async () => {
    const empty = await requestQuote(tk.customer, await storedCart(tk.customer, []));
    expect(empty.statusCode).toBe(400);
    expect(fields(empty)).toEqual({ lines: 'must not be empty' });
    const colleagues = await storedCart(tk.colleague, [{ productId: '1001', quantity: 1 }]);
    expect((await requestQuote(tk.customer, colleagues)).statusCode).toBe(404);
    const viewerCart = await storedCart(tk.viewer, [{ productId: '1001', quantity: 1 }]);
    const viewer = await requestQuote(tk.viewer, viewerCart);
    expect(viewer.statusCode).toBe(403);
    expect(fields(viewer)).toEqual({ companyRole: 'viewer' });
    expect((await requestQuote('', viewerCart)).statusCode).toBe(401);
    const tooLong = await requestQuote(tk.customer, await storedCart(tk.customer, [{ productId: '1001', quantity: 1 }]), 'x'.repeat(2001));
    expect(tooLong.statusCode).toBe(400);
  });

  it('mails every rep who serves the customer, in the rep\'s language', async () => {
    const quote = await requested();
    const mails = await t.db.selectFrom('mail_outbox').select(['recipient', 'subject', 'body_text']).where('ref', '=', quote.id).execute();
    expect(mails.map((m) => m.recipient)).toEqual(['salg@example.com']);
    expect(mails[0]!.subject).toBe(`Quote request ${quote.quoteNumber} from Byg & Bolig ApS`);
    expect(mails[0]!.body_text).toContain('Projekt Vesterbro, 40 lejligheder');
    expect(mails[0]!.body_text).toContain('/en/impersonation/tilbud');
  });
});

describe('the rep\'s queue, answer and decline', () => {
  it('lists the quotes of the rep\'s customers only, newest first, by state', async () => {
    const mine = await requested();
    const others = await requested(tk.other, [{ productId: '1001', quantity: 2 }]);
    const page = body<QuotesPageResponse>(await post(t.app, '/api/SalesImpersonation/GetQuoteRequests?pageSize=50&pageNr=1', {}, tk.repSelf));
    expect(page.quotes[0]!.id).toBe(mine.id);
    expect(page.quotes.every((q) => q.customerNumber === '10001')).toBe(true);
    expect(page.quotes[0]!.customerName).toBe('Byg & Bolig ApS');
    const page2 = body<QuotesPageResponse>(await post(t.app, '/api/SalesImpersonation/GetQuoteRequests?pageSize=50&pageNr=1', { state: 'requested' }, tk.rep2));
    expect(page2.quotes.map((q) => q.id)).toContain(others.id);
    expect(page2.quotes.map((q) => q.id)).not.toContain(mine.id);
    // A customer user is no rep.
    expect((await post(t.app, '/api/SalesImpersonation/GetQuoteRequests?pageSize=5&pageNr=1', {}, tk.customer)).statusCode).toBe(403);
  });

  it('answers with a price per line, a validity and a message; another rep\'s customer is a 404', async () => {
    const quote = await requested();
    const prices = [{ lineNo: 1, unitPrice: 9_950 }, { lineNo: 2, unitPrice: 19_900 }];
    expect((await answer(tk.rep2, quote.id, prices)).statusCode).toBe(404);
    const res = await answer(tk.repSelf, quote.id, prices, daysAhead(30), 'Pris gælder ved samlet levering');
    expect(res.statusCode).toBe(200);
    const answeredQuote = body<QuoteResponse>(res).quote;
    expect(answeredQuote).toMatchObject({ state: 'answered', answeredByName: 'Sune Salg', repMessage: 'Pris gælder ved samlet levering', validUntil: daysAhead(30) });
    expect(answeredQuote.lines.map((l) => l.quotedUnitPrice)).toEqual([9_950, 19_900]);
    expect(answeredQuote.quotedTotal).toBe(50 * 9_950 + 4 * 19_900);
    // Answered once.
    expect((await answer(tk.repSelf, quote.id, prices)).statusCode).toBe(409);
    const mail = await t.db.selectFrom('mail_outbox').select(['recipient', 'subject', 'body_text']).where('dedupe_key', '=', `quote-answered:${quote.id}`).executeTakeFirstOrThrow();
    expect(mail.recipient).toBe('kunde@example.com');
    expect(mail.subject).toBe(`Dit tilbud ${quote.quoteNumber} er klar`);
    expect(mail.body_text).toContain(`/kundecenter/tilbud/${quote.id}`);
  });

  it('validates the answer: every line, whole minor units above 0, validity today..+90 days', async () => {
    const quote = await requested();
    const check = async (prices: { lineNo: number; unitPrice: unknown }[], validUntil = daysAhead(10)) => {
      const res = await answer(tk.repSelf, quote.id, prices, validUntil);
      expect(res.statusCode).toBe(400);
      return fields(res);
    };
    expect(await check([{ lineNo: 1, unitPrice: 100 }])).toEqual({ lines: 'line 2 needs a price' });
    expect(await check([{ lineNo: 1, unitPrice: 0 }, { lineNo: 2, unitPrice: 1 }])).toEqual({ 'lines[0].unitPrice': 'must be a whole number of minor units above 0' });
    expect(await check([{ lineNo: 1, unitPrice: 12.5 }, { lineNo: 2, unitPrice: '100' }])).toEqual({
      'lines[0].unitPrice': 'must be a whole number of minor units above 0',
      'lines[1].unitPrice': 'must be a whole number of minor units above 0',
    });
    expect(await check([{ lineNo: 1, unitPrice: 1 }, { lineNo: 1, unitPrice: 1 }, { lineNo: 3, unitPrice: 1 }])).toEqual({
      'lines[1].lineNo': 'is given twice',
      'lines[2].lineNo': 'is not a line of the quote',
      lines: 'line 2 needs a price',
    });
    const ok = [{ lineNo: 1, unitPrice: 1 }, { lineNo: 2, unitPrice: 1 }];
    expect(Object.keys((await check(ok, daysAhead(-1))) ?? {})).toEqual(['validUntil']);
    expect(Object.keys((await check(ok, daysAhead(91))) ?? {})).toEqual(['validUntil']);
    expect(Object.keys((await check(ok, '2026-02-30')) ?? {})).toEqual(['validUntil']);
    expect((await answer(tk.repSelf, quote.id, ok, daysAhead(90))).statusCode).toBe(200);
  });

  it('declines with a message (required), mailed to the requester', async () => {
    const quote = await requested();
    const empty = await post(t.app, '/api/SalesImpersonation/DeclineQuote', { id: quote.id, message: ' ' }, tk.repSelf);
    expect(empty.statusCode).toBe(400);
    expect((await post(t.app, '/api/SalesImpersonation/DeclineQuote', { id: quote.id, message: 'Nej' }, tk.rep2)).statusCode).toBe(404);
    const res = await post(t.app, '/api/SalesImpersonation/DeclineQuote', { id: quote.id, message: 'Varen udgår' }, tk.repSelf);
    expect(res.statusCode).toBe(200);
    expect(body<QuoteResponse>(res).quote).toMatchObject({ state: 'declined', repMessage: 'Varen udgår' });
    expect((await accept(tk.customer, quote.id)).statusCode).toBe(409);
    const mail = await t.db.selectFrom('mail_outbox').select('subject').where('dedupe_key', '=', `quote-declined:${quote.id}`).executeTakeFirstOrThrow();
    expect(mail.subject).toBe(`Din tilbudsforespørgsel ${quote.quoteNumber} er afvist`);
  });
});

describe('accepting and ordering', () => {
  it('accepts an answered quote into the cart at the quoted prices and orders at them whatever the client sends', async () => {
    const quote = await answered();
    const cartId = `accept-order-${++cartSeq}`;
    const res = await accept(tk.customer, quote.id, cartId);
    expect(res.statusCode).toBe(200);
    const reply = body<CalculateCartResponse>(res);
    expect(reply.cart.quote).toEqual({ quoteId: quote.id, quoteNumber: quote.quoteNumber, validUntil: quote.validUntil, notice: 'applied' });
    const products = reply.cart.lines.filter((l) => l.type === 'product');
    expect(products.map((l) => [l.productKey.productId, l.quantity, l.netUnitPrice?.priceWithoutVat, l.quoteId, l.quotedPrice])).toEqual([
      ['1001', 50, 100.01, quote.id, 100.01],
      ['2001', 4, 100.02, quote.id, 100.02],
    ]);
    expect(body<QuoteResponse>(await getQuote(tk.customer, quote.id)).quote.state).toBe('accepted');
    // The client saves the cart with made-up prices: the server's quoted prices stay.
    const saved = await post(
      t.app,
      '/api/Cart/SaveCart',
      {
        area: AREA,
        cart: {
          ...cart({ cartId, lines: [{ productId: '1001', quantity: 50, id: 'Q1' }, { productId: '2001', quantity: 4, id: 'Q2' }], expectedDeliveryDate: '' }),
          lines: [
            { ...cart({ lines: [{ productId: '1001', quantity: 50, id: 'Q1' }] }).lines[0], netUnitPrice: { priceWithoutVat: 0.01 } },
            cart({ lines: [{ productId: '2001', quantity: 4, id: 'Q2' }] }).lines[0],
          ],
        },
      },
      tk.customer,
    );
    expect(saved.statusCode).toBe(200);
    const placed = await order(tk.customer, cartId);
    expect(placed.statusCode).toBe(200);
    const { orderId } = body<{ orderId: string }>(placed);
    const row = await t.db.selectFrom('orders').select(['quote_id', 'total_net']).where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(row.quote_id).toBe(quote.id);
    const lines = await t.db.selectFrom('order_lines').select(['product_id', 'net_unit_price', 'net_line_price']).where('order_id', '=', orderId).where('type', '=', 'product').execute();
    expect(lines.map((l) => [l.product_id, Number(l.net_unit_price), Number(l.net_line_price)])).toEqual([
      ['1001', 10_001, 50 * 10_001],
      ['2001', 10_002, 4 * 10_002],
    ]);
    const after = body<QuoteResponse>(await getQuote(tk.customer, quote.id)).quote;
    expect(after).toMatchObject({ state: 'ordered', orderId });
    expect(after.orderNumber).toMatch(/^\d+$/);
  });

  it('uses a quote once: another cart made from it is refused with a clear error and stays as it was', async () => {
    const quote = await answered([{ productId: '1001', quantity: 20 }]);
    const cartId = `once-${++cartSeq}`;
    expect((await accept(tk.customer, quote.id, cartId)).statusCode).toBe(200);
    expect((await order(tk.customer, cartId)).statusCode).toBe(200);
    expect((await accept(tk.customer, quote.id)).statusCode).toBe(409);
    // A second cart that names the quote (as if a reopened cart): the order is refused, nothing changes.
    const second = await storedCart(tk.customer, [{ productId: '1001', quantity: 20 }]);
    await t.db.updateTable('carts').set({ quote_id: quote.id }).where('id', '=', second).execute();
    const calc = body<CalculateCartResponse>(await calculate(tk.customer, second, [{ productId: '1001', quantity: 20 }]));
    expect(calc.cart.quote?.notice).toBe('ordered');
    const before = await t.db.selectFrom('carts').select(['status', 'lines', 'version']).where('id', '=', second).executeTakeFirstOrThrow();
    const refused = await order(tk.customer, second);
    expect(refused.statusCode).toBe(409);
    expect(body<{ message: string }>(refused).message).toBe('This quote has already been ordered');
    expect(await t.db.selectFrom('carts').select(['status', 'lines', 'version']).where('id', '=', second).executeTakeFirstOrThrow()).toEqual(before);
    expect(await t.db.selectFrom('orders').select('id').where('cart_id', '=', second).executeTakeFirst()).toBeUndefined();
  });

  it('lets the reopened cart of a Rejected order (failed card payment) use the quote again', async () => {
    const quote = await answered([{ productId: '1001', quantity: 30 }]);
    const cartId = `rejected-${++cartSeq}`;
    expect((await accept(tk.customer, quote.id, cartId)).statusCode).toBe(200);
    const first = body<{ orderId: string }>(await order(tk.customer, cartId)).orderId;
    // As orders/reject.ts leaves it: the order Rejected and detached from its cart, the cart open again.
    await t.db.updateTable('orders').set({ status: 'Rejected', cart_id: `${cartId}#rejected-${first}`, source_cart_id: cartId }).where('id', '=', first).execute();
    await t.db.updateTable('carts').set({ status: 'open' }).where('id', '=', cartId).execute();
    const calc = body<CalculateCartResponse>(await calculate(tk.customer, cartId, [{ productId: '1001', quantity: 30, id: 'Q1' }]));
    expect(calc.cart.quote?.notice).toBe('applied');
    const again = await order(tk.customer, cartId);
    expect(again.statusCode).toBe(200);
    const second = body<{ orderId: string }>(again).orderId;
    expect(second).not.toBe(first);
    expect(body<QuoteResponse>(await getQuote(tk.customer, quote.id)).quote).toMatchObject({ state: 'ordered', orderId: second });
  });

  it('prices a changed quantity normally and says why', async () => {
    const quote = await answered();
    const cartId = `changed-${++cartSeq}`;
    expect((await accept(tk.customer, quote.id, cartId)).statusCode).toBe(200);
    const res = await calculate(tk.customer, cartId, [{ productId: '1001', quantity: 3, id: 'Q1' }, { productId: '2001', quantity: 4, id: 'Q2' }]);
    const reply = body<CalculateCartResponse>(res);
    expect(reply.cart.quote?.notice).toBe('changed');
    const [first, second] = reply.cart.lines.filter((l) => l.type === 'product');
    expect([first?.netUnitPrice?.priceWithoutVat, first?.quoteId, first?.quotedPrice]).toEqual([129.5, undefined, 100.01]);
    expect([second?.netUnitPrice?.priceWithoutVat, second?.quoteId]).toEqual([100.02, quote.id]);
    // Back to the quoted quantity: the quoted price again.
    const again = body<CalculateCartResponse>(await calculate(tk.customer, cartId, [{ productId: '1001', quantity: 50, id: 'Q1' }, { productId: '2001', quantity: 4, id: 'Q2' }]));
    expect(again.cart.quote?.notice).toBe('applied');
  });

  it('refuses to accept a requested, expired or already accepted quote; an expired accepted quote prices normally', async () => {
    const quote = await requested();
    expect((await accept(tk.customer, quote.id)).statusCode).toBe(409);
    const expired = await answered();
    await t.db.updateTable('quotes').set({ valid_until: daysAhead(-1) }).where('id', '=', expired.id).execute();
    const refused = await accept(tk.customer, expired.id);
    expect(refused.statusCode).toBe(409);
    expect(body<{ message: string }>(refused).message).toBe('This quote has expired');
    expect(body<QuoteResponse>(await getQuote(tk.customer, expired.id)).quote.state).toBe('expired');

    const later = await answered();
    const cartId = `expiring-${++cartSeq}`;
    expect((await accept(tk.customer, later.id, cartId)).statusCode).toBe(200);
    expect((await accept(tk.customer, later.id)).statusCode).toBe(409);
    await t.db.updateTable('quotes').set({ valid_until: daysAhead(-1) }).where('id', '=', later.id).execute();
    const calc = body<CalculateCartResponse>(await calculate(tk.customer, cartId, [{ productId: '1001', quantity: 50, id: 'Q1' }, { productId: '2001', quantity: 4, id: 'Q2' }]));
    expect(calc.cart.quote?.notice).toBe('expired');
    expect(calc.cart.lines.find((l) => l.id === 'Q1')?.netUnitPrice?.priceWithoutVat).toBe(119);
    expect(calc.cart.lines.some((l) => l.quoteId)).toBe(false);
  });

  it('frees the quote a cart was made from when another quote is accepted into the same cart', async () => {
    const first = await answered([{ productId: '1001', quantity: 7 }]);
    const second = await answered([{ productId: '2001', quantity: 9 }]);
    const cartId = `two-quotes-${++cartSeq}`;
    expect((await accept(tk.customer, first.id, cartId)).statusCode).toBe(200);
    const reply = body<CalculateCartResponse>(await accept(tk.customer, second.id, cartId));
    expect(reply.cart.quote).toMatchObject({ quoteId: second.id, notice: 'applied' });
    expect(body<QuoteResponse>(await getQuote(tk.customer, first.id)).quote.state).toBe('answered');
    // …and may be accepted again, into another cart.
    expect((await accept(tk.customer, first.id)).statusCode).toBe(200);
  });

  it('lets one of two parallel accepts win', async () => {
    const quote = await answered();
    const results = await Promise.all([accept(tk.customer, quote.id), accept(tk.customer, quote.id), accept(tk.colleague, quote.id)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const rows = await t.db.selectFrom('carts').select('id').where('quote_id', '=', quote.id).execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses a viewer\'s accept; a viewer reads the company\'s quotes', async () => {
    const quote = await answered();
    const res = await accept(tk.viewer, quote.id);
    expect(res.statusCode).toBe(403);
    expect((await getQuote(tk.viewer, quote.id)).statusCode).toBe(200);
  });
});

describe('isolation', () => {
  it('keeps every quote of customer A from customer B and from reps of other customers (IDOR sweep)', async () => {
    const requestedQuote = await requested();
    const answeredQuote = await answered();
    const ids = [requestedQuote.id, answeredQuote.id, 'no-such-quote'];
    for (const id of ids) {
      expect((await getQuote(tk.other, id)).statusCode).toBe(404);
      expect((await accept(tk.other, id)).statusCode).toBe(404);
      expect((await answer(tk.rep2, id, [{ lineNo: 1, unitPrice: 1 }, { lineNo: 2, unitPrice: 1 }])).statusCode).toBe(404);
      expect((await post(t.app, '/api/SalesImpersonation/DeclineQuote', { id, message: 'x' }, tk.rep2)).statusCode).toBe(404);
    }
    const list = body<QuotesPageResponse>(await post(t.app, '/api/CustomerCenter/GetQuotes?pageSize=100&pageNr=1', {}, tk.other));
    expect(list.quotes.every((q) => q.customerNumber === '10002')).toBe(true);
    const mine = body<QuotesPageResponse>(await post(t.app, '/api/CustomerCenter/GetQuotes?pageSize=100&pageNr=1', { state: 'answered' }, tk.customer));
    expect(mine.quotes.map((q) => q.id)).toContain(answeredQuote.id);
    expect(mine.quotes.every((q) => q.state === 'answered' && q.customerNumber === '10001')).toBe(true);
    // A rep acting for a customer user is that user: the customer's calls see its quotes.
    expect((await getQuote(tk.rep, requestedQuote.id)).statusCode).toBe(200);
  });
});

describe('the ledger', () => {
  it('shows the company admin an entry for an answered and a declined quote', async () => {
    const quote = await answered();
    const declined = await requested();
    expect((await post(t.app, '/api/SalesImpersonation/DeclineQuote', { id: declined.id, message: 'Nej tak' }, tk.repSelf)).statusCode).toBe(200);
    const res = await post(t.app, '/api/CustomerCenter/GetSalesRepLedger?pageSize=100&pageNr=1', {}, tk.customer);
    expect(res.statusCode).toBe(200);
    const ledger = body<SalesRepLedgerResponse>(res);
    const entries = ledger.entries.filter((e) => e.quote);
    expect(entries.find((e) => e.quote?.quoteId === quote.id)).toMatchObject({ repName: 'Sune Salg', quote: { quoteNumber: quote.quoteNumber, action: 'answered' } });
    expect(entries.find((e) => e.quote?.quoteId === declined.id)).toMatchObject({ quote: { action: 'declined' } });
    // The operators' CLI lists them too.
    let out = '';
    const code = await runAdmin(['impersonation', 'ledger', '--customer', '10001', '--limit', '500'], {
      env: { DATA_DIR: t.dataDir, JWT_SECRET: TEST_JWT_SECRET, SEED: 'false', ...(t.config.databaseUrl ? { DATABASE_URL: t.config.databaseUrl } : {}) },
      out: { write: (text: string) => (out += text) },
      err: { write: () => true },
    });
    expect(code).toBe(0);
    const line = out.split('\n').find((l) => l.includes(`quote ${quote.quoteNumber}`));
    expect(line).toMatch(/answered\s+10001\s+Sune Salg/);
    // Another customer's admin sees none of them.
    const other = body<SalesRepLedgerResponse>(await post(t.app, '/api/CustomerCenter/GetSalesRepLedger?pageSize=100&pageNr=1', {}, tk.other));
    expect(other.entries.some((e) => e.quote)).toBe(false);
  });
});
