/**
 * Shutdown and crash (issue 19), with the real server process (server/index.ts, as `npm run dev` starts it) in the
 * middle of a burst of orders:
 * - SIGTERM: it stops accepting, finishes the requests in flight, closes the database and exits 0;
 * - kill -9: it dies at once; a new process on the same database starts, and its transfer worker hands every stored
 *   order to the ERP.
 * Either way every order it acknowledged is stored whole (with its lines), and nothing is half-written. On SQLite, and
 * on PostgreSQL when TEST_DATABASE_URL is set (CI).
 */
import { rmSync } from 'node:fs';
import { openDb } from '../../server/db';
import { AREA, savedCartsApp, storedBurstOrders } from './commerceFixtures';
import { exited, startServer, stopServer, type Server } from './processes';

const CARTS = 60;

jest.setTimeout(120_000);

/** Fires the orders of every cart in waves of 6; `signal` goes to the server after the fifth acknowledgement. */
async function burst(server: Server, token: string, signal: NodeJS.Signals) {
  const acknowledged = new Map<string, string>();
  let refused = 0;
  let signalled = false;
  const order = async (i: number) => {
    try {
      const res = await fetch(`${server.base}/api/Order/CreateOrderByCartId`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ area: AREA, cartId: `burst-${i}` }),
      });
      if (res.status === 200) acknowledged.set(`burst-${i}`, ((await res.json()) as { orderId: string }).orderId);
      else refused++;
    } catch {
      refused++; // connection refused or closed: not acknowledged, so the client would try again.
    }
    if (!signalled && acknowledged.size >= 5) {
      signalled = true;
      server.child.kill(signal);
    }
  };
  for (let i = 0; i < CARTS; i += 6) await Promise.all(Array.from({ length: Math.min(6, CARTS - i) }, (_, k) => order(i + k)));
  return { acknowledged, refused, signalled };
}

/** Every acknowledged order is stored; every stored order of the burst has both product lines. Answers the stored. */
async function expectStoredWhole(dataDir: string, databaseUrl: string | undefined, acknowledged: Map<string, string>) {
  const orders = await storedBurstOrders(dataDir, databaseUrl, 'burst');
  const stored = new Map(orders.map((o) => [o.cart_id, o.id]));
  for (const [cartId, orderId] of acknowledged) expect(stored.get(cartId)).toBe(orderId);
  // Acknowledged or finished just as the answer was lost: either way whole.
  for (const o of orders) expect([o.cart_id, o.products]).toEqual([o.cart_id, ['1001', '2001']]);
  return orders;
}

/** A test app with CARTS saved carts, closed again so that a server process can take its database over. */
async function savedCarts() {
  const { t, tk } = await savedCartsApp('burst', CARTS);
  return { t, token: tk.customer, dataDir: t.dataDir, databaseUrl: t.config.databaseUrl };
}

it('SIGTERM during a burst of orders: requests in flight finish, every acknowledged order is stored whole, exit 0', async () => {
  const { t, token, dataDir, databaseUrl } = await savedCarts();
  let server: Server | undefined;
  try {
    server = await startServer(dataDir, databaseUrl);
    const { acknowledged, refused, signalled } = await burst(server, token, 'SIGTERM');
    const { code, signal } = await exited(server.child);
    expect({ code, signal, stderr: server.stderr() }).toEqual({ code: 0, signal: null, stderr: expect.any(String) });
    expect(signalled).toBe(true);
    expect(acknowledged.size).toBeGreaterThanOrEqual(5);
    // The burst outlived the server: the orders after it stopped accepting were refused.
    expect(refused).toBeGreaterThan(0);
    await expectStoredWhole(dataDir, databaseUrl, acknowledged);
  } finally {
    await stopServer(server);
    await t.close().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }
});

it('kill -9 during a burst of orders: every acknowledged order is stored whole, and the next process transfers them all', async () => {
  const { t, token, dataDir, databaseUrl } = await savedCarts();
  let server: Server | undefined;
  try {
    // No transfers during the burst: the restarted instance's worker must find every order still to send.
    server = await startServer(dataDir, databaseUrl, { ERP_TRANSFER_INTERVAL_MS: '0' });
    const { acknowledged, signalled } = await burst(server, token, 'SIGKILL');
    expect((await exited(server.child)).signal).toBe('SIGKILL');
    expect(signalled).toBe(true);
    const stored = await expectStoredWhole(dataDir, databaseUrl, acknowledged);
    expect(stored.length).toBeGreaterThanOrEqual(acknowledged.size);

    server = await startServer(dataDir, databaseUrl, { ERP_TRANSFER_INTERVAL_MS: '100' });
    let statuses: string[] = [];
    for (let i = 0; i < 100; i++) {
      const handle = openDb({ databaseUrl, dataDir });
      try {
        const rows = await handle.db.selectFrom('orders').select('status').where('cart_id', 'like', 'burst-%').execute();
        statuses = rows.map((r) => r.status);
      } finally {
        await handle.close();
      }
      if (statuses.length > 0 && statuses.every((s) => s === 'Transferred')) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(new Set(statuses)).toEqual(new Set(['Transferred']));
  } finally {
    await stopServer(server);
    await t.close().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
