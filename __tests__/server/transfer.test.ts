/**
 * The order-transfer worker (server/services/orders/transfer.ts) against a real temporary database: the outbox
 * adapter writes one JSON document per order and marks it Transferred; a failing adapter marks ErrorInTransfer
 * and the order is retried only after the backoff; two workers never transfer one order twice.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  backoffMs,
  OutboxErpAdapter,
  outboxDir,
  startTransferWorker,
  transferDueOrders,
  type ErpAdapter,
  type ErpOrderDocument,
} from '../../server/services/orders';
import { body, type TestApp } from './helpers';
import { AREA, cart, commerceTestApp, post, type tokens } from './commerceFixtures';

let t: TestApp;
let token: string;

beforeAll(async () => {
  let tk: Awaited<ReturnType<typeof tokens>>;
  ({ t, tk } = await commerceTestApp());
  token = tk.customer;
});
afterAll(async () => {
  await t.close();
});

/** Places an invoice order (PendingTransfer, due now) and returns its id and number. */
async function placeOrder(cartId: string): Promise<{ id: string; number: string }> {
  const payload = cart({ cartId, lines: [{ productId: '1001', quantity: 2 }, { productId: '2001', quantity: 3 }], expectedDeliveryDate: '2099-03-01' });
  expect((await post(t.app, '/api/Cart/SaveCart', { area: AREA, cart: payload }, token)).statusCode).toBe(200);
  const res = await post(t.app, '/api/Order/CreateOrderByCartId', { area: AREA, cartId }, token);
  expect(res.statusCode).toBe(200);
  const { orderId } = body<{ orderId: string }>(res);
  const row = await t.db.selectFrom('orders').select('order_number').where('id', '=', orderId).executeTakeFirstOrThrow();
  return { id: orderId, number: row.order_number };
}

const orderRow = (id: string) =>
  t.db
    .selectFrom('orders')
    .select(['status', 'transfer_attempts', 'transfer_error', 'next_transfer_at', 'transferred_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

/** Settles every order placed by earlier tests so each test sees only its own. */
async function settleAll(): Promise<void> {
  await t.db.updateTable('orders').set({ status: 'Transferred', next_transfer_at: null }).execute();
}

class FlakyAdapter implements ErpAdapter {
  readonly name = 'flaky';
  calls: ErpOrderDocument[] = [];
  constructor(public failing: boolean) {}
  async transferOrder(order: ErpOrderDocument): Promise<void> {
    this.calls.push(order);
    if (this.failing) throw new Error('ERP timeout after 30 s');
  }
}

describe('order transfer', () => {
  it('writes one JSON document per order to the outbox and marks it Transferred', async () => {
    await settleAll();
    const order = await placeOrder('transfer-ok');
    const adapter = new OutboxErpAdapter(outboxDir(t.dataDir));
    const now = new Date(Date.now() + 1000);
    const run = await transferDueOrders({ db: t.db }, adapter, now);
    expect(run).toEqual({ transferred: [order.id], failed: [] });

    const file = path.join(t.dataDir, 'erp-outbox', `${order.number}.json`);
    expect(existsSync(file)).toBe(true);
    expect(readdirSync(path.dirname(file)).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    const doc = JSON.parse(readFileSync(file, 'utf8')) as ErpOrderDocument;
    expect(doc).toMatchObject({
      format: 'nordlys-erp-order/1',
      orderId: order.id,
      orderNumber: order.number,
      customerNumber: '10001',
      currencyCode: 'DKK',
      vatRatePercent: 25,
      paymentMethod: { id: 'invoice', kind: 'invoice' },
      shippingMethod: { id: 'gls' },
      reference: 'Sag 42',
      expectedDeliveryDate: '2099-03-01',
    });
    // 2 × 129.50 + 3 × 249.00 = 1006.00 goods, weefee 0.70, packaging 0.60, freight 89 → 1096.30 + VAT 274.08 (sum of rounded parts)
    expect(doc.lines.filter((l) => l.type === 'product').map((l) => [l.productId, l.quantity, l.netLinePrice])).toEqual([
      ['1001', 2, 25900],
      ['2001', 3, 74700],
    ]);
    expect(doc.totals).toMatchObject({ freight: 8900, paymentFee: 0, totalExclVat: 109630 });
    expect(doc.totals.totalInclVat).toBe(doc.totals.totalExclVat + doc.totals.vat);

    expect(await orderRow(order.id)).toMatchObject({ status: 'Transferred', transfer_attempts: 1, transfer_error: null, next_transfer_at: null, transferred_at: now.toISOString() });
    // Nothing is due any more.
    expect(await transferDueOrders({ db: t.db }, adapter, new Date(now.getTime() + 60_000))).toEqual({ transferred: [], failed: [] });
  });

  it('marks ErrorInTransfer on failure and retries only after the exponential backoff', async () => {
    await settleAll();
    const order = await placeOrder('transfer-fail');
    const adapter = new FlakyAdapter(true);
    const start = new Date(Date.now() + 1000);

    expect(await transferDueOrders({ db: t.db }, adapter, start)).toEqual({ transferred: [], failed: [order.id] });
    let row = await orderRow(order.id);
    expect(row).toMatchObject({ status: 'ErrorInTransfer', transfer_attempts: 1, transfer_error: 'flaky: ERP timeout after 30 s' });
    expect(row.next_transfer_at).toBe(new Date(start.getTime() + 30_000).toISOString());

    // Not yet due 29 s later.
    expect(await transferDueOrders({ db: t.db }, adapter, new Date(start.getTime() + 29_000))).toEqual({ transferred: [], failed: [] });
    expect(adapter.calls).toHaveLength(1);

    // Due after 30 s: fails again, next try 60 s later.
    const second = new Date(start.getTime() + 30_000);
    expect((await transferDueOrders({ db: t.db }, adapter, second)).failed).toEqual([order.id]);
    row = await orderRow(order.id);
    expect(row.transfer_attempts).toBe(2);
    expect(row.next_transfer_at).toBe(new Date(second.getTime() + 60_000).toISOString());

    // The ERP is back: the retry succeeds.
    adapter.failing = false;
    const third = new Date(second.getTime() + 60_000);
    expect((await transferDueOrders({ db: t.db }, adapter, third)).transferred).toEqual([order.id]);
    expect(await orderRow(order.id)).toMatchObject({ status: 'Transferred', transfer_attempts: 3, transfer_error: null, next_transfer_at: null });
    expect(adapter.calls.map((c) => c.orderId)).toEqual([order.id, order.id, order.id]);
  });

  it('never transfers one order twice when two workers run at the same time', async () => {
    await settleAll();
    const orders = [await placeOrder('transfer-race-1'), await placeOrder('transfer-race-2'), await placeOrder('transfer-race-3')];
    const a = new FlakyAdapter(false);
    const b = new FlakyAdapter(false);
    const now = new Date(Date.now() + 1000);
    const [runA, runB] = await Promise.all([transferDueOrders({ db: t.db }, a, now), transferDueOrders({ db: t.db }, b, now)]);
    const all = [...runA.transferred, ...runB.transferred].sort();
    expect(all).toEqual(orders.map((o) => o.id).sort());
    expect(a.calls.length + b.calls.length).toBe(3);
  });

  it('leaves PendingPayment orders alone until they are paid', async () => {
    await settleAll();
    const payload = cart({ cartId: 'transfer-card', lines: [{ productId: '2001', quantity: 3 }], paymentMethod: 'card', expectedDeliveryDate: '2099-03-01' });
    await post(t.app, '/api/Cart/SaveCart', { area: AREA, cart: payload }, token);
    await post(t.app, '/api/Order/CreateOrderByCartId', { area: AREA, cartId: 'transfer-card' }, token);
    const adapter = new FlakyAdapter(false);
    expect(await transferDueOrders({ db: t.db }, adapter, new Date(Date.now() + 3600_000))).toEqual({ transferred: [], failed: [] });
  });

  it('runs on an interval and stops', async () => {
    await settleAll();
    const order = await placeOrder('transfer-worker');
    const adapter = new FlakyAdapter(false);
    const log = { warn: jest.fn(), error: jest.fn() };
    const worker = startTransferWorker({ db: t.db, log }, adapter, 20);
    try {
      for (let i = 0; i < 100 && adapter.calls.length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(adapter.calls.map((c) => c.orderId)).toEqual([order.id]);
    } finally {
      await worker.stop();
    }
    expect((await orderRow(order.id)).status).toBe('Transferred');
    expect(log.error).not.toHaveBeenCalled();
  });

  it('backs off 30 s × 2^(n − 1), at most an hour', () => {
    expect([1, 2, 3, 4, 7, 8, 30].map(backoffMs)).toEqual([30_000, 60_000, 120_000, 240_000, 1_920_000, 3_600_000, 3_600_000]);
  });
});
