/**
 * Spending limits and order approval (issue 20, docs/company.md 'Spending limits', 'Approval'): limits set by the
 * company admin (audited, listed, in GetUser with the month's spending), orders over a limit or of a requester placed
 * as PendingApproval (and parallel orders at the monthly limit: only one passes), the approvers' queue, approve and
 * reject (who may: not the order's own user, not a rep acting for the admin, not a buyer/requester/viewer, not another
 * customer's admin), the transfer worker never taking a PendingApproval order, the reopened cart and the mails.
 */
import { readFileSync } from 'node:fs';
import type { GetOrderApprovalsResponse, OrderApprovalResponse } from '../../contract/approval';
import type { CompanyAuditLogResponse, CompanyUserResponse, GetCompanyUsersResponse } from '../../contract/company';
import type { User } from '../../contract/user';
import { outboxFiles } from '../../server/services/mail';
import { mailOutboxFor } from '../../server/services/mailOutbox';
import { transferDueOrders, type ErpAdapter, type ErpOrderDocument } from '../../server/services/orders';
import { bearer, tokenFor } from './auth';
import { AREA, cart, commerceTestApp, post, type CartSpec } from './commerceFixtures';
import { body, type TestApp } from './helpers';

let t: TestApp;
let admin: string;
let otherAdmin: string;

beforeAll(async () => {
  ({ t } = await commerceTestApp({ env: { PUBLIC_URL: 'https://shop.example.dk', PAYMENT_PROVIDER: 'sandbox' } }));
  await t.db.updateTable('users').set({ company_role: 'admin' }).where('id', 'in', ['u-customer', 'u-customer2']).execute();
  admin = await tokenFor(t.app, 'u-customer');
  otherAdmin = await tokenFor(t.app, 'u-customer2');
});
afterAll(async () => {
  await t.close();
});

const call = (url: string, payload: unknown, token?: string) => post(t.app, `/api/CustomerCenter/${url}`, payload, token);

let seq = 0;
/** A fresh user of a customer with a company role (and limits). */
async function member(role: string, limits: { order?: number; monthly?: number } = {}, customerNumber = '10001') {
  const template = await t.db.selectFrom('users').selectAll().where('id', '=', 'u-customer').executeTakeFirstOrThrow();
  const id = `u-ap-${++seq}`;
  await t.db
    .insertInto('users')
    .values({
      ...template,
      id,
      username: `${id}@example.com`,
      name: `Buyer ${seq}`,
      customer_number: customerNumber,
      company_role: role,
      last_login_at: null,
      order_limit: limits.order ?? null,
      monthly_limit: limits.monthly ?? null,
    })
    .execute();
  return { id, token: await tokenFor(t.app, id) };
}

let carts = 0;
/** Saves a cart of `quantity` × product 1001 for the user and returns its id. */
async function savedCart(token: string, quantity = 1, spec: CartSpec = {}): Promise<string> {
  const cartId = `cart-ap-${++carts}`;
  const payload = cart({ cartId, lines: [{ productId: '1001', quantity }], expectedDeliveryDate: '2099-01-15', ...spec });
  const saved = await post(t.app, '/api/Cart/SaveCart', { area: AREA, cart: payload }, token);
  expect(saved.statusCode).toBe(200);
  return cartId;
}

async function order(token: string, quantity = 1): Promise<{ orderId: string; cartId: string; status: string; totalNet: number }> {
  const cartId = await savedCart(token, quantity);
  const res = await post(t.app, '/api/Order/CreateOrderByCartId', { area: AREA, cartId }, token);
  expect(res.statusCode).toBe(200);
  const { orderId } = body<{ orderId: string }>(res);
  const row = await t.db.selectFrom('orders').select(['status', 'total_net']).where('id', '=', orderId).executeTakeFirstOrThrow();
  return { orderId, cartId, status: row.status, totalNet: Number(row.total_net) };
}

const approvals = async (token = admin) => body<GetOrderApprovalsResponse>(await call('GetOrderApprovals', {}, token));
const getUser = async (token: string) => body<User>(await t.app.inject({ url: '/api/User/GetUser', headers: bearer(token) }));

/** One product line of 1001 at quantity 1: goods, fee and freight excl. VAT (measured once). */
let unit = 0;
beforeAll(async () => {
  const probe = await member('buyer');
  unit = (await order(probe.token, 1)).totalNet;
  expect(unit).toBeGreaterThan(0);
});

async function mailsTo(address: string): Promise<string[]> {
  await mailOutboxFor(t.app).idle();
  const files = await outboxFiles(t.config);
  return files
    .map((f) => readFileSync(f, 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '='))
    .filter((raw) => raw.includes(`To: ${address}`));
}

describe('spending limits', () => {
  it('are set by the company admin, listed, audited, and refused to others', async () => {
    const buyer = await member('buyer');
    const res = await call('SetCompanyUserLimits', { userId: buyer.id, orderLimit: 500000, monthlyLimit: 2000000 }, admin);
    expect(res.statusCode).toBe(200);
    expect(body<CompanyUserResponse>(res).user).toEqual(expect.objectContaining({ userId: buyer.id, orderLimit: 500000, monthlyLimit: 2000000 }));
    const listed = body<GetCompanyUsersResponse>(await call('GetCompanyUsers', {}, admin)).users.find((u) => u.userId === buyer.id);
    expect(listed).toEqual(expect.objectContaining({ orderLimit: 500000, monthlyLimit: 2000000 }));
    const log = body<CompanyAuditLogResponse>(await call('GetCompanyAuditLog?pageSize=5&pageNr=1', {}, admin)).entries;
    expect(log[0]).toEqual(
      expect.objectContaining({ action: 'limits', targetName: 'Buyer ' + buyer.id.split('-').pop(), before: { orderLimit: null, monthlyLimit: null }, after: { orderLimit: 500000, monthlyLimit: 2000000 } }),
    );
    // Cleared again (null = no limit).
    const cleared = body<CompanyUserResponse>(await call('SetCompanyUserLimits', { userId: buyer.id, orderLimit: null, monthlyLimit: null }, admin)).user;
    expect(cleared).toEqual(expect.objectContaining({ orderLimit: null, monthlyLimit: null }));

    expect((await call('SetCompanyUserLimits', { userId: buyer.id, orderLimit: -1, monthlyLimit: null }, admin)).statusCode).toBe(400);
    expect((await call('SetCompanyUserLimits', { userId: buyer.id, orderLimit: 1.5, monthlyLimit: null }, admin)).statusCode).toBe(400);
    expect((await call('SetCompanyUserLimits', { userId: buyer.id, orderLimit: 1 }, admin)).statusCode).toBe(400);
    expect((await call('SetCompanyUserLimits', { userId: buyer.id, orderLimit: 1, monthlyLimit: 1 }, buyer.token)).statusCode).toBe(403);
    const rep = await tokenFor(t.app, 'u-customer', { impersonatorId: 'u-sales' });
    expect((await call('SetCompanyUserLimits', { userId: buyer.id, orderLimit: 1, monthlyLimit: 1 }, rep)).statusCode).toBe(403);
    // Another customer's admin: the user is not theirs (404), nothing changed.
    expect((await call('SetCompanyUserLimits', { userId: buyer.id, orderLimit: 1, monthlyLimit: 1 }, otherAdmin)).statusCode).toBe(404);
    const row = await t.db.selectFrom('users').select(['order_limit', 'monthly_limit']).where('id', '=', buyer.id).executeTakeFirstOrThrow();
    expect([row.order_limit, row.monthly_limit]).toEqual([null, null]);
  });

  it("are in GetUser with the month's spending and what is left", async () => {
    const buyer = await member('buyer', { monthly: unit * 10 });
    expect((await getUser(buyer.token)).companyLimits).toEqual({ orderLimit: null, monthlyLimit: unit * 10, monthSpent: 0, monthLeft: unit * 10 });
    await order(buyer.token, 1);
    expect((await getUser(buyer.token)).companyLimits).toEqual({ orderLimit: null, monthlyLimit: unit * 10, monthSpent: unit, monthLeft: unit * 9 });
    // Last month's orders do not count.
    await t.db.updateTable('orders').set({ created_at: '2020-01-15T10:00:00.000Z' }).where('user_id', '=', buyer.id).execute();
    expect((await getUser(buyer.token)).companyLimits?.monthSpent).toBe(0);
  });

  it('lets an order within the limits go to the ERP (PendingTransfer)', async () => {
    const buyer = await member('buyer', { order: unit, monthly: unit * 2 });
    expect((await order(buyer.token, 1)).status).toBe('PendingTransfer');
    expect((await order(buyer.token, 1)).status).toBe('PendingTransfer');
  });

  it('places an order over the order limit as PendingApproval, with the reason and amounts', async () => {
    const buyer = await member('buyer', { order: unit });
    const placed = await order(buyer.token, 2);
    expect(placed.status).toBe('PendingApproval');
    const row = await t.db.selectFrom('orders').select(['next_transfer_at']).where('id', '=', placed.orderId).executeTakeFirstOrThrow();
    expect(row.next_transfer_at).toBeNull();
    const queue = await approvals();
    expect(queue.waitingTotal).toBe(queue.waiting.length);
    const queued = queue.waiting.find((a) => a.orderId === placed.orderId);
    expect(queued).toEqual(
      expect.objectContaining({ reason: 'orderLimit', limit: unit, orderAmount: placed.totalNet, monthSpent: 0, buyerName: expect.stringMatching(/^Buyer/), state: 'waiting', paymentKind: 'invoice' }),
    );
    expect(queued?.lines.filter((l) => l.type === 'product').map((l) => [l.productId, l.quantity])).toEqual([['1001', 2]]);
  });

  it('places the order that takes the month over the monthly limit as PendingApproval; pending ones count', async () => {
    const buyer = await member('buyer', { monthly: unit * 2 });
    expect((await order(buyer.token, 1)).status).toBe('PendingTransfer');
    const second = await order(buyer.token, 2);
    expect(second.status).toBe('PendingApproval');
    // The waiting order counts: even a small one now waits.
    const third = await order(buyer.token, 1);
    expect(third.status).toBe('PendingApproval');
    const queued = (await approvals()).waiting.find((a) => a.orderId === third.orderId);
    expect(queued).toEqual(expect.objectContaining({ reason: 'monthlyLimit', limit: unit * 2, monthSpent: unit + second.totalNet }));
  });

  it("places a requester's order as PendingApproval whatever its size; a viewer still orders nothing", async () => {
    const requester = await member('requester');
    const placed = await order(requester.token, 1);
    expect(placed.status).toBe('PendingApproval');
    expect((await approvals()).waiting.find((a) => a.orderId === placed.orderId)?.reason).toBe('requester');
    const viewer = await member('viewer');
    const cartId = await savedCart(viewer.token);
    expect((await post(t.app, '/api/Order/CreateOrderByCartId', { area: AREA, cartId }, viewer.token)).statusCode).toBe(403);
  });

  it('places a card order that needs approval without a payment; once approved the buyer pays it from the cart id', async () => {
    const buyer = await member('buyer', { order: 1 });
    const cartId = await savedCart(buyer.token, 1, { paymentMethod: 'card' });
    const intent = () => post(t.app, '/api/Payment/CreatePaymentIntent', { areaInfo: AREA, cartId, domain: 'localhost' }, buyer.token);
    const first = await intent();
    expect(first.statusCode).toBe(200);
    expect(body<{ paymentIntentResponse: unknown; awaitingApproval?: boolean }>(first)).toEqual({ paymentIntentResponse: null, awaitingApproval: true });
    const row = await t.db.selectFrom('orders').select(['id', 'status', 'payment_status', 'next_transfer_at']).where('user_id', '=', buyer.id).executeTakeFirstOrThrow();
    expect(row).toEqual(expect.objectContaining({ status: 'PendingApproval', payment_status: null, next_transfer_at: null }));
    expect(await t.db.selectFrom('payments').select('id').where('order_id', '=', row.id).execute()).toEqual([]);
    // Asked again while it waits: still no payment.
    expect(body<{ awaitingApproval?: boolean }>(await intent()).awaitingApproval).toBe(true);
    expect((await approvals()).waiting.find((a) => a.orderId === row.id)?.paymentKind).toBe('card');

    const approved = await call('ApproveOrder', { orderId: row.id }, admin);
    expect(body<OrderApprovalResponse>(approved).approval).toEqual(expect.objectContaining({ state: 'approved', status: 'PendingPayment' }));
    const after = await t.db.selectFrom('orders').select(['status', 'payment_status', 'next_transfer_at']).where('id', '=', row.id).executeTakeFirstOrThrow();
    expect(after).toEqual({ status: 'PendingPayment', payment_status: 'pending', next_transfer_at: null });
    // The buyer is told to pay it (a link to the receipt of the cart).
    const mails = await mailsTo(`${buyer.id}@example.com`);
    expect(mails.some((m) => m.includes(`https://shop.example.dk/checkout/kvittering?cartId=${cartId}`))).toBe(true);
    const paid = await intent();
    expect(paid.statusCode).toBe(200);
    const response = body<{ paymentIntentResponse: { paymentId: string; redirectLink: string } | null; awaitingApproval?: boolean }>(paid);
    expect(response.awaitingApproval).toBeUndefined();
    expect(response.paymentIntentResponse?.redirectLink).toBeTruthy();
    const payment = await t.db.selectFrom('payments').select(['order_id', 'status']).where('id', '=', response.paymentIntentResponse!.paymentId).executeTakeFirstOrThrow();
    expect(payment).toEqual({ order_id: row.id, status: 'pending' });
  });

  it('mails the active admins (not the buyer) when an order waits', async () => {
    const buyer = await member('buyer', { order: 1 });
    const placed = await order(buyer.token, 1);
    const number = (await t.db.selectFrom('orders').select('order_number').where('id', '=', placed.orderId).executeTakeFirstOrThrow()).order_number;
    const mails = (await mailsTo('kunde@example.com')).filter((m) => m.includes(number));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('https://shop.example.dk/kundecenter/godkendelser');
    expect(await mailsTo(`${buyer.id}@example.com`)).toEqual([]);
  });
});

describe('parallel orders at the monthly limit', () => {
  it('lets only one of them pass; the others wait for approval', async () => {
    const buyer = await member('buyer', { monthly: unit });
    const cartIds: string[] = [];
    for (let i = 0; i < 4; i++) cartIds.push(await savedCart(buyer.token, 1));
    const results = await Promise.all(cartIds.map((cartId) => post(t.app, '/api/Order/CreateOrderByCartId', { area: AREA, cartId }, buyer.token)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const rows = await t.db.selectFrom('orders').select('status').where('user_id', '=', buyer.id).execute();
    expect(rows.map((r) => r.status).sort()).toEqual(['PendingApproval', 'PendingApproval', 'PendingApproval', 'PendingTransfer']);
  });
});

describe('who approves', () => {
  it('refuses the queue and the decisions to buyers, requesters, viewers, a rep acting for the admin, and without a login', async () => {
    const buyer = await member('buyer', { order: 1 });
    const placed = await order(buyer.token, 1);
    const rep = await tokenFor(t.app, 'u-customer', { impersonatorId: 'u-sales' });
    const calls: [string, unknown][] = [
      ['GetOrderApprovals', {}],
      ['ApproveOrder', { orderId: placed.orderId }],
      ['RejectOrder', { orderId: placed.orderId, reason: 'No' }],
    ];
    for (const role of ['buyer', 'requester', 'viewer']) {
      const user = await member(role);
      for (const [url, payload] of calls) {
        const res = await call(url, payload, user.token);
        expect(res.statusCode).toBe(403);
        expect(body<{ message: string }>(res).message).toBe('Only a company administrator approves orders');
      }
    }
    for (const [url, payload] of calls) {
      const res = await call(url, payload, rep);
      expect(res.statusCode).toBe(403);
      expect(body<{ message: string }>(res).message).toBe("A sales rep cannot approve or reject the company's orders");
      expect((await call(url, payload)).statusCode).toBe(401);
    }
    expect((await t.db.selectFrom('orders').select('status').where('id', '=', placed.orderId).executeTakeFirstOrThrow()).status).toBe('PendingApproval');
  });

  it("shows an admin of another customer nothing of this one's orders (404 for its ids)", async () => {
    const buyer = await member('buyer', { order: 1 });
    const placed = await order(buyer.token, 1);
    const theirs = await approvals(otherAdmin);
    expect([...theirs.waiting, ...theirs.decided].some((a) => a.orderId === placed.orderId)).toBe(false);
    expect((await call('ApproveOrder', { orderId: placed.orderId }, otherAdmin)).statusCode).toBe(404);
    expect((await call('RejectOrder', { orderId: placed.orderId, reason: 'No' }, otherAdmin)).statusCode).toBe(404);
    expect((await call('ApproveOrder', { orderId: 'no-such-order' }, admin)).statusCode).toBe(404);
  });

  it('lets nobody approve or reject their own order; another admin may', async () => {
    const limitedAdmin = await member('admin', { order: 1 });
    const placed = await order(limitedAdmin.token, 1);
    expect(placed.status).toBe('PendingApproval');
    for (const [url, payload] of [
      ['ApproveOrder', { orderId: placed.orderId }],
      ['RejectOrder', { orderId: placed.orderId, reason: 'No' }],
    ] as const) {
      const res = await call(url, payload, limitedAdmin.token);
      expect(res.statusCode).toBe(403);
      expect(body<{ message: string }>(res).message).toBe('Nobody approves or rejects their own order');
    }
    expect((await call('ApproveOrder', { orderId: placed.orderId }, admin)).statusCode).toBe(200);
  });
});

class RecordingAdapter implements ErpAdapter {
  readonly name = 'recording';
  documents: ErpOrderDocument[] = [];
  async transferOrder(order: ErpOrderDocument): Promise<void> {
    this.documents.push(order);
  }
}

describe('approve and reject', () => {
  it('never transfers a waiting order; approval makes it PendingTransfer and the worker hands it over', async () => {
    const buyer = await member('buyer', { order: 1 });
    const placed = await order(buyer.token, 1);
    const adapter = new RecordingAdapter();
    const later = new Date(Date.now() + 3_600_000);
    await transferDueOrders({ db: t.db }, adapter, later, 1000);
    expect(adapter.documents.some((d) => d.orderId === placed.orderId)).toBe(false);
    expect((await t.db.selectFrom('orders').select('status').where('id', '=', placed.orderId).executeTakeFirstOrThrow()).status).toBe('PendingApproval');

    const res = await call('ApproveOrder', { orderId: placed.orderId }, admin);
    expect(res.statusCode).toBe(200);
    expect(body<OrderApprovalResponse>(res).approval).toEqual(
      expect.objectContaining({ orderId: placed.orderId, state: 'approved', status: 'PendingTransfer', decidedByName: 'Karen Kunde' }),
    );
    const row = await t.db.selectFrom('orders').select(['status', 'next_transfer_at']).where('id', '=', placed.orderId).executeTakeFirstOrThrow();
    expect(row.status).toBe('PendingTransfer');
    expect(row.next_transfer_at).not.toBeNull();
    const history = await t.db.selectFrom('order_state_changes').select(['from_status', 'to_status']).where('order_id', '=', placed.orderId).execute();
    expect(history).toEqual([{ from_status: 'PendingApproval', to_status: 'PendingTransfer' }]);
    await transferDueOrders({ db: t.db }, adapter, later, 1000);
    expect(adapter.documents.some((d) => d.orderId === placed.orderId)).toBe(true);
    // Decided once: a second approval or a rejection now is 409.
    expect((await call('ApproveOrder', { orderId: placed.orderId }, admin)).statusCode).toBe(409);
    expect((await call('RejectOrder', { orderId: placed.orderId, reason: 'Too late' }, admin)).statusCode).toBe(409);
    const queue = await approvals();
    expect(queue.waiting.some((a) => a.orderId === placed.orderId)).toBe(false);
    expect(queue.decided.find((a) => a.orderId === placed.orderId)?.state).toBe('approved');
    // The buyer's order confirmation is queued on approval.
    const confirmation = await t.db.selectFrom('mail_outbox').select('id').where('dedupe_key', '=', `order-confirmation:${placed.orderId}`).executeTakeFirst();
    expect(confirmation).toBeDefined();
  });

  it('rejects with a reason: Rejected, the cart open again, the month freed, the buyer mailed', async () => {
    const buyer = await member('buyer', { monthly: unit });
    await order(buyer.token, 1);
    const placed = await order(buyer.token, 1);
    expect(placed.status).toBe('PendingApproval');
    expect((await getUser(buyer.token)).companyLimits?.monthSpent).toBe(unit * 2);
    // No confirmation while it waits.
    expect(await t.db.selectFrom('mail_outbox').select('id').where('dedupe_key', '=', `order-confirmation:${placed.orderId}`).executeTakeFirst()).toBeUndefined();

    expect((await call('RejectOrder', { orderId: placed.orderId, reason: '   ' }, admin)).statusCode).toBe(400);
    expect((await call('RejectOrder', { orderId: placed.orderId }, admin)).statusCode).toBe(400);
    const res = await call('RejectOrder', { orderId: placed.orderId, reason: 'Too many drills this month' }, admin);
    expect(res.statusCode).toBe(200);
    expect(body<OrderApprovalResponse>(res).approval).toEqual(
      expect.objectContaining({ state: 'rejected', status: 'Rejected', rejectionReason: 'Too many drills this month', decidedByName: 'Karen Kunde' }),
    );
    const row = await t.db.selectFrom('orders').select(['status', 'cart_id', 'source_cart_id']).where('id', '=', placed.orderId).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'Rejected', cart_id: `${placed.cartId}#rejected-${placed.orderId}`, source_cart_id: placed.cartId });
    expect((await t.db.selectFrom('carts').select('status').where('id', '=', placed.cartId).executeTakeFirstOrThrow()).status).toBe('open');
    expect((await getUser(buyer.token)).companyLimits?.monthSpent).toBe(unit);
    const mails = await mailsTo(`${buyer.id}@example.com`);
    expect(mails.some((m) => m.includes('Too many drills this month') && m.includes('https://shop.example.dk/kurv'))).toBe(true);
    // The reopened cart can be ordered again (a new order, waiting again: the month is still full).
    const again = await post(t.app, '/api/Order/CreateOrderByCartId', { area: AREA, cartId: placed.cartId }, buyer.token);
    expect(again.statusCode).toBe(200);
    expect(body<{ orderId: string }>(again).orderId).not.toBe(placed.orderId);
  });
});
