/**
 * Spending limits and approval (issue 20 targets): for a customer with 500 users and 10,000 orders, the approvals
 * queue (GetOrderApprovals: of 200 waiting the 50 oldest with their lines, the last 20 decided) and the company's user list with the
 * limits (GetCompanyUsers): server p95 ≤ 20 ms; order creation with the limit check (a buyer with limits and 300
 * orders this month, whose month is summed in the order's transaction) p95 within 1.2× of a buyer without limits
 * (whose check is one read of the user's row). The customer `B-APPROVAL` is added to the cached bench database once
 * and reused; the orders the creation bench makes (carts 'bench-ap-…') are deleted again at the end.
 */
import type { TokenResponse } from '../contract/user';
import { migrateToLatest } from '../server/db';
import { DEMO_PASSWORD } from '../server/seed';
import { hashPassword } from '../server/services/password';
import { defineBench, measure, send, startApp, type BenchApp } from './harness';

const CUSTOMER = 'B-APPROVAL';
const USERS = 500;
const ORDERS = 10_000;
const WAITING = 200;
const DECIDED = 1_000;
const PASSWORD = 'bench-approval-1';
const TARGET_MS = 20;
const CREATION_RATIO = 1.2;
const AREA = { areaId: 'b2b', currencyCode: 'DKK', languageCode: 'da' };
const LIMITED = 'u-bench-ap-limited';
const MONTH_ORDERS = 300;

function orderRow(id: string, i: number, userId: string, at: string, status: string) {
  return {
    id,
    area_id: 'b2b',
    order_number: `B-AP-${i}`,
    cart_id: `bench-ap-cart-${id}`,
    source_cart_id: null,
    customer_number: CUSTOMER,
    user_id: userId,
    created_by: 'Bench',
    language_code: 'da',
    currency_code: 'DKK',
    status,
    payment_status: null,
    vat_rate_bp: 2500,
    total_net: 100_000 + (i % 50) * 1_000,
    total_net_vat: 25_000,
    total: 100_000 + (i % 50) * 1_000,
    total_vat: 25_000,
    discount: 0,
    freight: 0,
    payment_fee: 0,
    shipping_method_id: 'gls',
    payment_method_id: 'invoice',
    expected_delivery_date: '2099-01-04',
    comment: '',
    reference: 'bench',
    data: '{}',
    transfer_attempts: 0,
    next_transfer_at: null,
    transfer_error: null,
    transferred_at: null,
    created_at: at,
    updated_at: at,
  };
}

async function ensureCustomer(bench: BenchApp): Promise<void> {
  const db = bench.db;
  const have = await db.selectFrom('orders').select((eb) => eb.fn.countAll<string | number>().as('n')).where('customer_number', '=', CUSTOMER).executeTakeFirstOrThrow();
  if (Number(have.n) >= ORDERS) return;
  const now = Date.now();
  const iso = new Date(now).toISOString();
  const hash = await hashPassword(PASSWORD);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('customers')
      .values({ customer_number: CUSTOMER, area_id: 'b2b', name: 'Bench Approval A/S', currency_code: 'DKK', price_group: '', vat_number: '', email: '', phone: '', language: 'da', created_at: iso })
      .onConflict((oc) => oc.column('customer_number').doNothing())
      .execute();
    const users = Array.from({ length: USERS }, (_, i) => ({
      id: `u-bench-ap-${i}`,
      username: `bench.ap.${i}@example.com`,
      password_hash: hash,
      name: `Bench Buyer ${String(i).padStart(3, '0')}`,
      roles: '["customer"]',
      customer_number: CUSTOMER,
      area_id: 'b2b',
      language: 'da',
      active: 1,
      created_at: iso,
      password_changed_at: iso,
      company_role: i === 0 ? 'admin' : i % 10 === 3 ? 'requester' : 'buyer',
      last_login_at: null,
      order_limit: i % 2 === 0 ? 500_000 : null,
      monthly_limit: i % 3 === 0 ? 2_000_000 : null,
    }));
    for (let i = 0; i < users.length; i += 100) await trx.insertInto('users').values(users.slice(i, i + 100)).execute();
    const orders = Array.from({ length: ORDERS }, (_, i) => {
      const status = i < WAITING ? 'PendingApproval' : i < WAITING + DECIDED / 2 ? 'Rejected' : 'Transferred';
      const at = new Date(now - (ORDERS - i) * 3_600_000).toISOString();
      return orderRow(`bench-ap-order-${i}`, i, `u-bench-ap-${1 + (i % (USERS - 1))}`, at, status);
    });
    for (let i = 0; i < orders.length; i += 100) await trx.insertInto('orders').values(orders.slice(i, i + 100)).execute();
    const lines = orders.flatMap((o, i) =>
      [1, 2, 3].map((n) => ({
        order_id: o.id,
        line_no: n,
        line_id: `LINE${n}`,
        type: 'product' as const,
        parent_id: null,
        text: `Bench product ${(i * 3 + n) % 997}`,
        quantity: n,
        product_id: `P${(i * 3 + n) % 997}`,
        variant_id: null,
        unit_id: 'STK',
        unit_price: 10_000,
        line_price: 10_000 * n,
        net_unit_price: 10_000,
        net_line_price: 10_000 * n,
      })),
    );
    for (let i = 0; i < lines.length; i += 200) await trx.insertInto('order_lines').values(lines.slice(i, i + 200)).execute();
    const approvals = orders.slice(0, WAITING + DECIDED).map((o, i) => ({
      order_id: o.id,
      customer_number: CUSTOMER,
      user_id: o.user_id,
      reason: i % 10 === 3 ? 'requester' : 'orderLimit',
      limit_amount: 500_000,
      order_amount: o.total_net,
      month_spent: 0,
      currency_code: 'DKK',
      state: i < WAITING ? 'waiting' : i < WAITING + DECIDED / 2 ? 'rejected' : 'approved',
      requested_at: o.created_at,
      decided_at: i < WAITING ? null : new Date(Date.parse(o.created_at) + 3_600_000).toISOString(),
      decided_by_user_id: i < WAITING ? null : 'u-bench-ap-0',
      decided_by_name: i < WAITING ? null : 'Bench Buyer 000',
      rejection_reason: i >= WAITING && i < WAITING + DECIDED / 2 ? 'Bench' : null,
    }));
    for (let i = 0; i < approvals.length; i += 200) await trx.insertInto('order_approvals').values(approvals.slice(i, i + 200)).execute();
  });
}

/** A buyer of the demo customer 10001 with limits it never reaches and MONTH_ORDERS orders this month. */
async function ensureLimitedBuyer(bench: BenchApp): Promise<void> {
  const db = bench.db;
  const template = await db.selectFrom('users').selectAll().where('username', '=', 'kunde@demo.dk').executeTakeFirstOrThrow();
  await db.deleteFrom('users').where('id', '=', LIMITED).execute();
  await db
    .insertInto('users')
    .values({ ...template, id: LIMITED, username: 'bench.limited@example.com', name: 'Bench Limited', company_role: 'buyer', order_limit: 1_000_000_000, monthly_limit: 1_900_000_000 })
    .execute();
  const now = Date.now();
  const monthStart = Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), 1);
  const rows = Array.from({ length: MONTH_ORDERS }, (_, i) => ({
    ...orderRow(`bench-ap-lim-${i}`, i, LIMITED, new Date(monthStart + ((now - monthStart) * i) / MONTH_ORDERS).toISOString(), 'Transferred'),
    customer_number: '10001',
    order_number: `B-AP-LIM-${i}`,
  }));
  for (let i = 0; i < rows.length; i += 100) await db.insertInto('orders').values(rows.slice(i, i + 100)).execute();
}

async function cleanup(bench: BenchApp): Promise<void> {
  const orders = bench.db.selectFrom('orders').select('id').where('customer_number', '=', '10001').where('cart_id', 'like', 'bench-ap-%');
  await bench.db.deleteFrom('order_approvals').where('order_id', 'in', orders).execute();
  await bench.db.deleteFrom('order_lines').where('order_id', 'in', orders).execute();
  await bench.db.deleteFrom('orders').where('customer_number', '=', '10001').where('cart_id', 'like', 'bench-ap-%').execute();
  await bench.db.deleteFrom('carts').where('id', 'like', 'bench-ap-c-%').execute();
  await bench.db.deleteFrom('users').where('id', '=', LIMITED).execute();
}

async function tokenOf(bench: BenchApp, username: string, password: string): Promise<Record<string, string>> {
  const login = await send(bench, { method: 'POST', url: '/api/User/Login', payload: { username, password } });
  if (login.statusCode !== 200) throw new Error(`approval bench: login ${username} ${login.statusCode} ${login.body}`);
  return { authorization: `Bearer ${(JSON.parse(login.body) as TokenResponse).token}` };
}

function cartOf(cartId: string, keys: readonly { product_id: string; unit_id: string }[]) {
  return {
    cartId,
    billingAddress: {},
    shippingAddress: {},
    comment: '',
    reference: 'bench',
    expectedDeliveryDate: '2099-01-04',
    lines: keys.map((k, i) => ({ id: `LINE${i + 1}`, parentId: null, text: '', quantity: 1, type: 'product', productKey: { productId: k.product_id, unitOfMeasure: k.unit_id, variantId: null } })),
    shippingMethod: { internalId: 'gls', extraInfo: { privateAddress: true } },
    paymentMethod: { internalId: 'invoice' },
  };
}

/** CreateOrderByCartId p95 of `headers`' user, each request ordering its own saved 20-line cart. */
async function orderCreation(bench: BenchApp, name: string, headers: Record<string, string>, prefix: string, requests: number, warmup: number) {
  const keys = await bench.db.selectFrom('product_units').select(['product_id', 'unit_id']).where('is_default', '=', 1).orderBy('product_id').limit(20).execute();
  for (let i = 0; i < requests + warmup; i++) {
    const saved = await send(bench, { method: 'POST', url: '/api/Cart/SaveCart', headers, payload: { area: AREA, cart: cartOf(`${prefix}-${i}`, keys) } });
    if (saved.statusCode !== 200) throw new Error(`SaveCart failed: ${saved.statusCode} ${saved.body}`);
  }
  return measure(bench, name, (i) => ({ method: 'POST', url: '/api/Order/CreateOrderByCartId', headers, payload: { area: AREA, cartId: `${prefix}-${i}` } }), {
    bench: 'approval',
    requests,
    warmup,
    concurrency: 1,
  });
}

export default defineBench({
  name: 'approval',
  async run(ctx, database) {
    const bench = await startApp(database);
    try {
      await migrateToLatest(bench.db);
      await ensureCustomer(bench);
      await cleanup(bench);
      const admin = await tokenOf(bench, 'bench.ap.0@example.com', PASSWORD);
      const queue = await measure(bench, `GetOrderApprovals, ${WAITING} waiting of ${ORDERS} orders`, { method: 'POST', url: '/api/CustomerCenter/GetOrderApprovals', payload: {}, headers: admin }, {
        bench: 'approval',
        onFirstReply: (reply) => {
          const body = JSON.parse(reply.body) as { waiting: unknown[]; decided: unknown[] };
          return `${body.waiting.length} waiting, ${body.decided.length} decided, ${(reply.body.length / 1024).toFixed(0)} KB`;
        },
      });
      ctx.report(queue);
      ctx.target({ name: `approvals queue (${USERS} users, ${ORDERS} orders) server p95`, value: queue.serverP95, limit: TARGET_MS, unit: 'ms' });
      const users = await measure(bench, `GetCompanyUsers with limits, ${USERS} users`, { method: 'POST', url: '/api/CustomerCenter/GetCompanyUsers', payload: {}, headers: admin }, { bench: 'approval' });
      ctx.report(users);
      ctx.target({ name: `company users with limits (${USERS} users, ${ORDERS} orders) server p95`, value: users.serverP95, limit: TARGET_MS, unit: 'ms' });

      await ensureLimitedBuyer(bench);
      // Half the requests each, in the order without / with / with / without limits: the drift of a busy machine and
      // of the growing orders table falls on both sides alike; the ratio is of the two runs' mean p95.
      const requests = Math.max(20, Math.round(ctx.options.requests / 2));
      const warmup = Math.min(ctx.options.warmup, 20);
      const run = Date.now().toString(36);
      const plainHeaders = await tokenOf(bench, 'kunde@demo.dk', DEMO_PASSWORD);
      const limitedHeaders = await tokenOf(bench, 'bench.limited@example.com', DEMO_PASSWORD);
      const plainName = 'CreateOrderByCartId, buyer without limits';
      const limitedName = `CreateOrderByCartId, buyer with limits and ${MONTH_ORDERS} orders this month`;
      const plain1 = await orderCreation(bench, `${plainName} (1)`, plainHeaders, `bench-ap-c-${run}-p1`, requests, warmup);
      const limited1 = await orderCreation(bench, `${limitedName} (1)`, limitedHeaders, `bench-ap-c-${run}-l1`, requests, warmup);
      const limited2 = await orderCreation(bench, `${limitedName} (2)`, limitedHeaders, `bench-ap-c-${run}-l2`, requests, warmup);
      const plain2 = await orderCreation(bench, `${plainName} (2)`, plainHeaders, `bench-ap-c-${run}-p2`, requests, warmup);
      for (const result of [plain1, limited1, limited2, plain2]) ctx.report(result);
      const plainP95 = (plain1.serverP95 + plain2.serverP95) / 2;
      const limitedP95 = (limited1.serverP95 + limited2.serverP95) / 2;
      const ratio = limitedP95 / Math.max(0.001, plainP95);
      ctx.log(`order creation p95 (mean of two runs): with limits ${limitedP95.toFixed(2)} ms, without ${plainP95.toFixed(2)} ms (× ${ratio.toFixed(2)})`);
      ctx.target({ name: 'order creation with limit checks p95 ÷ without limits', value: Number(ratio.toFixed(2)), limit: CREATION_RATIO, unit: '×' });
    } finally {
      await cleanup(bench).catch(() => undefined);
      await bench.close();
    }
  },
});
