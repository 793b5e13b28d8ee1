/**
 * Two instances, one database (issue 19): two real server processes over one SQLite file or one PostgreSQL database
 * (TEST_DATABASE_URL, CI), and one Redis when TEST_REDIS_URL is set (CI) — nothing that matters lives in one process:
 * - a cart saved through one is read and calculated through the other;
 * - an order created through one is the same order when the same cart is ordered through the other (idempotent), and
 *   the transfer workers of both hand every order to the ERP exactly once;
 * - a page and a product changed through the back office of one are what the other serves on its next reads
 *   (content within CACHE_SYNC_INTERVAL_MS, search within about 0.1 s);
 * - a logout everywhere through one refuses the token on the other;
 * - with Redis, login failures of an account count on both (the sixth, through either, is 429).
 */
import { rmSync } from 'node:fs';
import { openDb } from '../../server/db';
import { createIntegrationKey } from '../../server/services/backoffice/integrationKeys';
import { AREA, cart, commerceTestApp } from './commerceFixtures';
import { startServer, stopServer, type Server } from './processes';

jest.setTimeout(120_000);

const CARTS = 12;

async function call(server: Server, url: string, body: unknown, token?: string): Promise<{ status: number; json: unknown }> {
  const res = await fetch(`${server.base}${url}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, json: text ? (JSON.parse(text) as unknown) : null };
}

/** Polls `read` until it answers what `done` accepts (at most `ms`); answers the last value. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 5000): Promise<T> {
  const until = Date.now() + ms;
  let value = await read();
  while (!done(value) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await read();
  }
  return value;
}

it('two server processes share carts, orders, the transfer, content, search and logouts', async () => {
  const { t, tk } = await commerceTestApp();
  const { dataDir } = t;
  const databaseUrl = t.config.databaseUrl;
  const key = (await createIntegrationKey(t.db, { name: 'ERP', scopes: ['documents:write', 'documents:read'], createdBy: 'test' })).key;
  await t.app.close();
  await t.handle.close();
  const env = {
    ERP_TRANSFER_INTERVAL_MS: '100',
    CACHE_SYNC_INTERVAL_MS: '200',
    ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}),
  };
  let a: Server | undefined;
  let b: Server | undefined;
  try {
    a = await startServer(dataDir, databaseUrl, env);
    b = await startServer(dataDir, databaseUrl, env);

    // Carts: saved through A, read and calculated through B.
    const lines = [
      { productId: '1001', quantity: 2 },
      { productId: '2001', quantity: 1 },
    ];
    for (let i = 0; i < CARTS; i++) {
      const saved = await call(i % 2 === 0 ? a : b, '/api/Cart/SaveCart', { area: AREA, cart: cart({ cartId: `two-${i}`, lines, expectedDeliveryDate: '2099-01-15' }) }, tk.customer);
      expect(saved.status).toBe(200);
    }
    const read = await call(b, '/api/cart/GetCartById', { areaInfo: AREA, id: 'two-0' }, tk.customer);
    expect(read.status).toBe(200);
    expect(JSON.stringify(read.json)).toContain('2001');
    const calculated = await call(b, '/api/Cart/CalculateCart', { area: AREA, cart: cart({ cartId: 'two-0', lines, expectedDeliveryDate: '2099-01-15' }) }, tk.customer);
    expect(calculated.status).toBe(200);

    // Orders: each cart ordered through both at once → one order each, the same answer from both.
    const answers = await Promise.all(
      Array.from({ length: CARTS }, (_, i) =>
        Promise.all([a!, b!].map((server) => call(server, '/api/Order/CreateOrderByCartId', { area: AREA, cartId: `two-${i}` }, tk.customer))),
      ),
    );
    for (const pair of answers) {
      expect(pair.map((r) => r.status)).toEqual([200, 200]);
      const [first, second] = pair.map((r) => (r.json as { orderId: string }).orderId);
      expect(second).toBe(first);
    }
    // Both workers run; every order reaches the ERP once (one claimed attempt each).
    const transferred = await eventually(
      async () => {
        const handle = openDb({ databaseUrl, dataDir });
        try {
          return await handle.db.selectFrom('orders').select(['status', 'transfer_attempts']).where('cart_id', 'like', 'two-%').execute();
        } finally {
          await handle.close();
        }
      },
      (rows) => rows.length === CARTS && rows.every((r) => r.status === 'Transferred'),
      20_000,
    );
    expect(transferred.map((r) => [r.status, Number(r.transfer_attempts)])).toEqual(Array(CARTS).fill(['Transferred', 1]));

    // Content: a page changed through A's back office is what B serves next.
    const bearer = { Authorization: `Bearer ${key}` };
    const found = await fetch(`${a.base}/backoffice/api/Document/GetBySearch`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...bearer },
      body: JSON.stringify({ type: 'page', keyPrefix: 'cat-hammers-da' }),
    });
    const [page] = ((await found.json()) as { documents: { key: string; data: Record<string, unknown> }[] }).documents;
    const contentOf = async (server: Server) => {
      const query = new URLSearchParams({ 'Area.AreaId': 'b2b', 'Area.LanguageCode': 'da', 'Area.CurrencyCode': 'DKK', Url: '/vaerktoej/hammere', LookupTemplate: 'page' });
      const res = await fetch(`${server.base}/api/Content/GetContentByUrl?${query}`);
      return ((await res.json()) as { content: { title: string } }).content.title;
    };
    expect(await contentOf(b)).toBe(page!.data.title);
    const update = async (server: Server, documents: unknown[]) => {
      const res = await fetch(`${server.base}/backoffice/api/Document/Update`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...bearer },
        body: JSON.stringify({ documents }),
      });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { counts: { rejected: number } }).counts.rejected).toBe(0);
    };
    await update(a, [{ type: 'page', key: page!.key, data: { ...page!.data, title: 'Hammere til fagfolk' } }]);
    expect(await eventually(() => contentOf(b!), (title) => title === 'Hammere til fagfolk', 3000)).toBe('Hammere til fagfolk');

    // Search: a product renamed through A is found through B.
    const product = await fetch(`${a.base}/backoffice/api/Document/GetBySearch`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...bearer },
      body: JSON.stringify({ type: 'product', keyPrefix: '2001' }),
    });
    const [doc] = ((await product.json()) as { documents: { key: string; data: { texts: Record<string, { name: string }> } }[] }).documents;
    const texts = Object.fromEntries(Object.entries(doc!.data.texts).map(([l, text]) => [l, { ...text, name: `${text.name} Zyxwv` }]));
    await update(a, [{ type: 'product', key: '2001', data: { ...doc!.data, texts } }]);
    const searchB = async () => {
      const res = await call(b!, '/api/Product/GetProductsBySearch', { area: AREA, facets: [], skip: 0, take: 10, search: { freeText: 'zyxwv' }, sorting: [] });
      return ((res.json as { items: { item: { id: string } }[] }).items ?? []).map((i) => i.item.id);
    };
    expect(await eventually(searchB, (ids) => ids.includes('2001'), 3000)).toEqual(['2001']);

    // Login throttling: with Redis the failures of an account count on every instance (LOGIN_MAX_FAILURES = 5).
    if (process.env.TEST_REDIS_URL) {
      // A name of this run's own: CI's one Redis serves the SQLite and the PostgreSQL run.
      const username = `shared-throttle-${Date.now()}@example.com`;
      const wrong = (server: Server) => call(server, '/api/User/Login', { username, password: 'wrong-password' });
      for (const server of [a, b, a, b, a]) expect((await wrong(server)).status).toBe(401);
      expect((await wrong(b)).status).toBe(429);
    }

    // A logout everywhere through A: B refuses the token from then on (within the auth step's sync).
    const login = await call(a, '/api/User/Login', { username: 'kunde@example.com', password: 'secret-pass-1' });
    expect(login.status).toBe(200);
    const token = (login.json as { token: string }).token;
    const getUser = async (server: Server) => (await fetch(`${server.base}/api/User/GetUser`, { headers: { Authorization: `Bearer ${token}` } })).status;
    expect(await getUser(b)).toBe(200);
    expect((await call(a, '/api/User/LogoutEverywhere', {}, token)).status).toBe(204);
    const refused = await eventually(() => getUser(b!), (status) => status === 401, 7000);
    expect(refused).toBe(401);
  } finally {
    await stopServer(a);
    await stopServer(b);
    await t.close().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
