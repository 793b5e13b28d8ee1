/**
 * The customer's ledger of what sales reps did (issue 20, server/services/impersonationLedger.ts): every
 * impersonation is a session with its end and the orders placed in it; stopping, switching and idling end it and
 * the token with it.
 */
import type { SalesRepLedgerResponse } from '../../contract/salesRepLedger';
import type { TokenResponse } from '../../contract/user';
import { readLedger, TOUCH_INTERVAL_MS } from '../../server/services/impersonationLedger';
import { addUser, bearer, tokenFor } from './auth';
import { AREA, cart, commerceTestApp, post } from './commerceFixtures';
import { body, type TestApp } from './helpers';

const IDLE_MINUTES = 30;
const IDLE_MS = IDLE_MINUTES * 60_000;

let t: TestApp;
let repToken: string;

beforeAll(async () => {
  ({ t } = await commerceTestApp({ env: { IMPERSONATION_IDLE_MINUTES: String(IDLE_MINUTES) } }));
  repToken = await tokenFor(t.app, 'u-sales');
});
afterAll(async () => {
  await t.close();
});

async function impersonate(token: string, userId: string | null): Promise<string> {
  const res = await post(t.app, '/api/SalesImpersonation/Impersonate', { userId }, token);
  expect(res.statusCode).toBe(200);
  return body<TokenResponse>(res).token;
}

const getUser = (token: string) => t.app.inject({ url: '/api/User/GetUser', headers: bearer(token) });

const sessionsOf = (repId: string) =>
  t.db.selectFrom('impersonation_sessions').selectAll().where('rep_user_id', '=', repId).orderBy('started_at').orderBy('id').execute();

async function clearSessions(): Promise<void> {
  await t.db.updateTable('orders').set({ impersonation_session_id: null }).execute();
  await t.db.deleteFrom('impersonation_sessions').execute();
}

describe('the impersonation ledger', () => {
  beforeEach(clearSessions);

  it('records who acted for whom, from where and when; stopping ends the session and its token', async () => {
    const acting = await impersonate(repToken, 'u-customer');
    expect((await getUser(acting)).statusCode).toBe(200);
    const [open] = await sessionsOf('u-sales');
    expect(open).toMatchObject({ user_id: 'u-customer', customer_number: '10001', ip: '127.0.0.1', ended_at: null, end_reason: null });
    expect(open!.rep_name).toBeTruthy();
    expect(open!.user_name).toBeTruthy();

    const own = await impersonate(acting, null);
    expect((await getUser(own)).statusCode).toBe(200);
    const [stopped] = await sessionsOf('u-sales');
    expect(stopped).toMatchObject({ end_reason: 'stopped' });
    expect(Date.parse(stopped!.ended_at!)).toBeGreaterThanOrEqual(Date.parse(stopped!.started_at));
    // The token of the ended session is refused from now on.
    expect((await getUser(acting)).statusCode).toBe(401);
  });

  it('ends the session being switched from (its token refused) and opens one for the new user; other devices keep theirs', async () => {
    await addUser(t.app, 'u-colleague', ['customer'], '10001');
    const first = await impersonate(repToken, 'u-customer');
    const second = await impersonate(first, 'u-colleague');
    expect((await getUser(first)).statusCode).toBe(401);
    expect((await getUser(second)).statusCode).toBe(200);
    const sessions = await sessionsOf('u-sales');
    expect(sessions.map((s) => [s.user_id, s.end_reason])).toEqual([
      ['u-customer', 'switched'],
      ['u-colleague', null],
    ]);
    // Acting from the rep's own token on another device opens a session beside it: neither ends the other.
    const third = await impersonate(repToken, 'u-customer');
    expect((await getUser(second)).statusCode).toBe(200);
    expect((await getUser(third)).statusCode).toBe(200);
    expect((await sessionsOf('u-sales')).filter((s) => s.ended_at === null)).toHaveLength(2);
    // Stopping from one ends only that one.
    await impersonate(third, null);
    expect((await getUser(third)).statusCode).toBe(401);
    expect((await getUser(second)).statusCode).toBe(200);
  });

  it('expires after the idle time without a request, at the moment it went idle', async () => {
    const acting = await impersonate(repToken, 'u-customer');
    const [session] = await sessionsOf('u-sales');
    const lastSeen = new Date(Date.now() - IDLE_MS - 5_000).toISOString();
    await t.db.updateTable('impersonation_sessions').set({ last_seen_at: lastSeen }).where('id', '=', session!.id).execute();
    // Before anyone uses it, the ledger already shows it ended when it went idle.
    const [listed] = await readLedger(t.db, { customerNumber: '10001', limit: 10 }, IDLE_MS);
    expect(listed).toMatchObject({ endReason: 'expired', endedAt: new Date(Date.parse(lastSeen) + IDLE_MS).toISOString() });

    expect((await getUser(acting)).statusCode).toBe(401);
    const [ended] = await sessionsOf('u-sales');
    expect(ended).toMatchObject({ end_reason: 'expired', ended_at: new Date(Date.parse(lastSeen) + IDLE_MS).toISOString() });
  });

  it('keeps a used session alive: last_seen_at moves at most once a minute', async () => {
    const acting = await impersonate(repToken, 'u-customer');
    const [session] = await sessionsOf('u-sales');
    expect((await getUser(acting)).statusCode).toBe(200);
    expect((await sessionsOf('u-sales'))[0]!.last_seen_at).toBe(session!.last_seen_at);
    const earlier = new Date(Date.now() - TOUCH_INTERVAL_MS - 1_000).toISOString();
    await t.db.updateTable('impersonation_sessions').set({ last_seen_at: earlier }).where('id', '=', session!.id).execute();
    expect((await getUser(acting)).statusCode).toBe(200);
    const moved = (await sessionsOf('u-sales'))[0]!.last_seen_at;
    expect(Date.parse(moved)).toBeGreaterThan(Date.parse(earlier) + TOUCH_INTERVAL_MS);
  });

  it('names the orders placed in a session, and only the customer’s own sessions', async () => {
    const acting = await impersonate(repToken, 'u-customer');
    const payload = cart({ cartId: 'ledger-cart', lines: [{ productId: '2001', quantity: 2 }], expectedDeliveryDate: '2099-03-01' });
    expect((await post(t.app, '/api/Cart/SaveCart', { area: AREA, cart: payload }, acting)).statusCode).toBe(200);
    const created = await post(t.app, '/api/Order/CreateOrderByCartId', { area: AREA, cartId: 'ledger-cart' }, acting);
    expect(created.statusCode).toBe(200);
    const { orderId } = body<{ orderId: string }>(created);
    // An order the user places themselves is no rep's.
    const own = await tokenFor(t.app, 'u-customer');
    const ownCart = cart({ cartId: 'ledger-own', lines: [{ productId: '2001', quantity: 1 }], expectedDeliveryDate: '2099-03-01' });
    expect((await post(t.app, '/api/Cart/SaveCart', { area: AREA, cart: ownCart }, own)).statusCode).toBe(200);
    expect((await post(t.app, '/api/Order/CreateOrderByCartId', { area: AREA, cartId: 'ledger-own' }, own)).statusCode).toBe(200);

    const ledger = await readLedger(t.db, { customerNumber: '10001', limit: 10 }, IDLE_MS);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]!.orders.map((o) => o.id)).toEqual([orderId]);
    expect(ledger[0]).toMatchObject({ userId: 'u-customer', endedAt: null, endReason: null });
    // Another customer's ledger does not show it.
    await expect(readLedger(t.db, { customerNumber: '10002', limit: 10 }, IDLE_MS)).resolves.toEqual([]);
  });

  it('GetSalesRepLedger: the company admin reads their company’s sessions with the orders; nobody else', async () => {
    await t.db.updateTable('users').set({ company_role: 'admin' }).where('id', 'in', ['u-customer', 'u-customer2']).execute();
    const acting = await impersonate(repToken, 'u-customer');
    const payload = cart({ cartId: 'ledger-api-cart', lines: [{ productId: '2001', quantity: 1 }], expectedDeliveryDate: '2099-03-01' });
    expect((await post(t.app, '/api/Cart/SaveCart', { area: AREA, cart: payload }, acting)).statusCode).toBe(200);
    const created = await post(t.app, '/api/Order/CreateOrderByCartId', { area: AREA, cartId: 'ledger-api-cart' }, acting);
    const { orderId } = body<{ orderId: string }>(created);
    const { order_number: orderNumber } = await t.db.selectFrom('orders').select('order_number').where('id', '=', orderId).executeTakeFirstOrThrow();
    await impersonate(acting, null);

    const ledger = (token: string, query = 'pageSize=10&pageNr=1') =>
      t.app.inject({ method: 'POST', url: `/api/CustomerCenter/GetSalesRepLedger?${query}`, payload: {}, headers: bearer(token) });
    const admin = await tokenFor(t.app, 'u-customer');
    const res = await ledger(admin);
    expect(res.statusCode).toBe(200);
    const page = body<SalesRepLedgerResponse>(res);
    expect(page).toMatchObject({ totalItems: 1, totalPages: 1, pageNr: 1, pageSize: 10 });
    expect(page.entries).toEqual([
      expect.objectContaining({ userName: expect.any(String), endReason: 'stopped', orders: [{ orderId, orderNumber }] }),
    ]);
    expect(page.entries[0]!.repName).toBeTruthy();
    expect(page.entries[0]).not.toHaveProperty('ip');
    // The admin of another customer sees nothing of it.
    const otherAdmin = await tokenFor(t.app, 'u-customer2');
    expect(body<SalesRepLedgerResponse>(await ledger(otherAdmin))).toMatchObject({ totalItems: 0, entries: [] });
    // A buyer, a rep acting for the admin, no token, and a bad page are refused.
    await t.db.updateTable('users').set({ company_role: 'buyer' }).where('id', '=', 'u-customer2').execute();
    expect((await ledger(otherAdmin)).statusCode).toBe(403);
    expect((await ledger(await impersonate(repToken, 'u-customer'))).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/CustomerCenter/GetSalesRepLedger?pageSize=10&pageNr=1', payload: {} })).statusCode).toBe(401);
    expect((await ledger(admin, 'pageSize=0&pageNr=1')).statusCode).toBe(400);
  });

  it('refuses an impersonation token that names no session (issued before the ledger)', async () => {
    const forged = await tokenFor(t.app, 'u-customer', { impersonatorId: 'u-sales' });
    expect((await getUser(forged)).statusCode).toBe(200);
    await clearSessions();
    expect((await getUser(forged)).statusCode).toBe(401);
  });
});
