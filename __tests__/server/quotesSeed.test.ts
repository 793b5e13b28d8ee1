/**
 * The demo seed's quotes (issue 20; docs/quotes.md 'Demo data'): one in every state at 10001, answered by Sofie
 * Sælger; the accepted one is Henrik Bro's cart at the quoted prices; the ordered one names its order.
 */
import type { CalculateCartResponse } from '../../contract/cart';
import type { QuotesPageResponse } from '../../contract/quotes';
import { tokenFor } from './auth';
import { body, createTestApp, type TestApp } from './helpers';
import { post } from './commerceFixtures';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: true, seedProducts: 120 });
});
afterAll(async () => {
  await t.close();
});

it('seeds a quote in every state, the accepted one in its requester\'s cart at the quoted prices', async () => {
  const mette = await tokenFor(t.app, 'u-kunde');
  const list = body<QuotesPageResponse>(await post(t.app, '/api/CustomerCenter/GetQuotes?pageSize=50&pageNr=1', {}, mette));
  expect(list.quotes.map((q) => q.state).sort()).toEqual(['accepted', 'answered', 'declined', 'expired', 'ordered', 'requested']);
  // Newest first, numbered by date.
  expect(list.quotes.map((q) => q.quoteNumber)).toEqual(['Q-1006', 'Q-1005', 'Q-1004', 'Q-1003', 'Q-1002', 'Q-1001']);
  for (const q of list.quotes.filter((x) => x.state !== 'requested')) expect(q.answeredByName).toBe('Sofie Sælger');
  const ordered = list.quotes.find((q) => q.state === 'ordered')!;
  expect(ordered.orderNumber).toMatch(/^\d+$/);
  const accepted = list.quotes.find((q) => q.state === 'accepted')!;
  const cart = await t.db.selectFrom('carts').selectAll().where('quote_id', '=', accepted.id).executeTakeFirstOrThrow();
  expect(cart.user_id).toBe('u-projekt');
  const henrik = await tokenFor(t.app, 'u-projekt');
  const stored = JSON.parse(cart.lines) as { id: string; quantity: number; text: string; productKey: { productId: string; unitOfMeasure: string } }[];
  const res = await post(
    t.app,
    '/api/Cart/CalculateCart',
    { area: { areaId: 'b2b', currencyCode: 'DKK', languageCode: 'da' }, cart: { cartId: cart.id, lines: stored.map((l) => ({ ...l, type: 'product' })) } },
    henrik,
  );
  expect(res.statusCode).toBe(200);
  const reply = body<CalculateCartResponse>(res);
  expect(reply.cart.quote?.notice).toBe('applied');
  const quoted = accepted.lines.map((l) => (l.quotedUnitPrice ?? 0) / 100);
  expect(reply.cart.lines.filter((l) => l.type === 'product').map((l) => l.netUnitPrice?.priceWithoutVat)).toEqual(quoted);
  // The rep's answers are entries of the company's ledger.
  const ledger = await post(t.app, '/api/CustomerCenter/GetSalesRepLedger?pageSize=100&pageNr=1', {}, mette);
  const entries = body<{ entries: { quote?: { action: string } }[] }>(ledger).entries.filter((e) => e.quote);
  expect(entries.map((e) => e.quote?.action).sort()).toEqual(['answered', 'answered', 'answered', 'answered', 'declined']);
});
