/**
 * Issue 18, Order/UpdateOrderState (docs/erp-orders.md 'Transitions'): the transitions table exhaustively (every
 * from × to), 404 for an unknown order, 409 naming the transition, the same state again is an idempotent 200, the
 * ERP order number stored, every change recorded with who and when, the scope, and the customer centre showing
 * the new status.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ORDER_STATE_TRANSITIONS, type UpdateOrderStateResponse } from '../../contract/backofficeOrders';
import { ORDER_TRANSFER_STATUSES, type OrderTransferStatus } from '../../contract/order';
import type { OrderResponse } from '../../contract/customerCentre';
import { createIntegrationKey } from '../../server/services/backoffice/integrationKeys';
import { orderPdfData, queueOrderConfirmation } from '../../server/services/orders/confirmation';
import { bearer } from './auth';
import { AREA, cart, commerceTestApp, post, type tokens } from './commerceFixtures';
import { body, type TestApp } from './helpers';

let t: TestApp;
let tk: Awaited<ReturnType<typeof tokens>>;
let erp: string;
let reader: string;
let orderId: string;
let orderNumber: string;

async function placeOrder(cartId: string): Promise<{ orderId: string; orderNumber: string }> {
  const saved = await post(t.app, '/api/Cart/SaveCart', { area: AREA, cart: cart({ cartId, lines: [{ productId: '1001', quantity: 2 }] }) }, tk.customer);
  expect(saved.statusCode).toBe(200);
  const res = await post(t.app, '/api/Order/CreateOrderByCartId', { area: AREA, cartId }, tk.customer);
  expect(res.statusCode).toBe(200);
  const id = body<{ orderId: string }>(res).orderId;
  const row = await t.db.selectFrom('orders').select('order_number').where('id', '=', id).executeTakeFirstOrThrow();
  // The confirmation is queued beside the answer (it renders a PDF): wait for it.
  for (let i = 0; i < 200; i++) {
    const queued = await t.db.selectFrom('mail_outbox').select('id').where('kind', '=', 'order-confirmation').where('ref', '=', id).executeTakeFirst();
    if (queued) break;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return { orderId: id, orderNumber: row.order_number };
}

beforeAll(async () => {
  ({ t, tk } = await commerceTestApp());
  erp = (await createIntegrationKey(t.db, { name: 'ERP', scopes: ['orders:state'], createdBy: 'test' })).key;
  reader = (await createIntegrationKey(t.db, { name: 'reader', scopes: ['documents:read'], createdBy: 'test' })).key;
  ({ orderId, orderNumber } = await placeOrder('state-1'));
});
afterAll(async () => {
  await t.close();
});

const setState = (payload: object, key = erp) =>
  t.app.inject({ method: 'POST', url: '/backoffice/api/Order/UpdateOrderState', headers: bearer(key), payload });
const forceStatus = (status: OrderTransferStatus) => t.db.updateTable('orders').set({ status }).where('id', '=', orderId).execute();
const changesOf = (id: string) => t.db.selectFrom('order_state_changes').selectAll().where('order_id', '=', id).orderBy('changed_at').execute();

describe('Order/UpdateOrderState', () => {
  it('allows exactly the moves of ORDER_STATE_TRANSITIONS (every from × to), the same state is an idempotent 200', async () => {
    for (const from of ORDER_TRANSFER_STATUSES) {
      for (const to of ORDER_TRANSFER_STATUSES) {
        await forceStatus(from);
        const res = await setState({ orderId, state: to });
        const allowed = ORDER_STATE_TRANSITIONS[from].includes(to);
        const status = (await t.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status;
        if (from === to) {
          expect([from, to, res.statusCode]).toEqual([from, to, 200]);
          expect(body<UpdateOrderStateResponse>(res).changed).toBe(false);
          expect(status).toBe(from);
        } else if (allowed) {
          expect([from, to, res.statusCode]).toEqual([from, to, 200]);
          expect(body<UpdateOrderStateResponse>(res)).toMatchObject({ previousState: from, state: to, changed: true });
          expect(status).toBe(to);
        } else {
          expect([from, to, res.statusCode]).toEqual([from, to, 409]);
          expect(body<{ message: string }>(res).message).toContain(`from ${from} to ${to} is not allowed`);
          expect(status).toBe(from);
        }
      }
    }
    // The table is not empty and not everything: the retry and the hand-over are moves, leaving Transferred is not.
    expect(ORDER_STATE_TRANSITIONS.ErrorInTransfer).toContain('PendingTransfer');
    expect(ORDER_STATE_TRANSITIONS.PendingTransfer).toEqual(expect.arrayContaining(['Transferred', 'ErrorInTransfer']));
    expect(ORDER_STATE_TRANSITIONS.PendingApproval).toContain('Rejected');
    expect(ORDER_STATE_TRANSITIONS.Transferred).toEqual([]);
  });

  it('answers 404 for an unknown order and 400 for an unknown state', async () => {
    const missing = await setState({ orderId: 'no-such-order', state: 'Transferred' });
    expect(missing.statusCode).toBe(404);
    const bad = await setState({ orderId, state: 'Shipped' });
    expect(bad.statusCode).toBe(400);
  });

  it('records every change with who and when, stores the ERP order number, finds the order by its number', async () => {
    const { orderId: id, orderNumber: number } = await placeOrder('state-2');
    const before = new Date().toISOString();
    const failed = await setState({ orderId: number, state: 'ErrorInTransfer', message: 'customer blocked' });
    expect(failed.statusCode).toBe(200);
    let row = await t.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'ErrorInTransfer', next_transfer_at: null });
    expect(row.transfer_error).toContain('customer blocked');

    const retried = await setState({ orderId: id, state: 'PendingTransfer' });
    expect(retried.statusCode).toBe(200);
    row = await t.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    // Due for the transfer worker at once.
    expect(row.next_transfer_at).not.toBeNull();
    expect(row.next_transfer_at! <= new Date().toISOString()).toBe(true);

    const done = await setState({ orderId: id, state: 'Transferred', erpOrderNumber: 'SO-77123' });
    expect(done.statusCode).toBe(200);
    const answer = body<UpdateOrderStateResponse>(done);
    expect(answer).toMatchObject({ orderId: id, orderNumber: number, previousState: 'PendingTransfer', state: 'Transferred', erpOrderNumber: 'SO-77123' });
    expect(answer.history.map((h) => [h.from, h.to])).toEqual([
      ['PendingTransfer', 'ErrorInTransfer'],
      ['ErrorInTransfer', 'PendingTransfer'],
      ['PendingTransfer', 'Transferred'],
    ]);
    expect(answer.history[0]!.message).toBe('customer blocked');

    // Idempotent: the same again changes nothing and records nothing.
    const again = await setState({ orderId: id, state: 'Transferred', erpOrderNumber: 'SO-77123' });
    expect(body<UpdateOrderStateResponse>(again).changed).toBe(false);

    const changes = await changesOf(id);
    expect(changes).toHaveLength(3);
    for (const change of changes) {
      expect(change.changed_by).toMatch(/^key .+ \(ERP\)$/);
      expect(change.changed_at >= before).toBe(true);
    }
    row = await t.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'Transferred', erp_order_number: 'SO-77123', next_transfer_at: null, transfer_error: null });
    expect(row.transferred_at).not.toBeNull();
  });

  it('needs the orders:state scope (403 for another key, 401 without a token)', async () => {
    expect((await setState({ orderId, state: 'Transferred' }, reader)).statusCode).toBe(403);
    const res = await t.app.inject({ method: 'POST', url: '/backoffice/api/Order/UpdateOrderState', payload: { orderId, state: 'Transferred' } });
    expect(res.statusCode).toBe(401);
  });

  it('the customer centre shows the new status', async () => {
    const { orderId: id } = await placeOrder('state-3');
    const read = async () => {
      const res = await post(t.app, '/api/CustomerCenter/GetOrder', { orderId: id }, tk.customer);
      expect(res.statusCode).toBe(200);
      return body<OrderResponse>(res).order;
    };
    expect(await read()).toMatchObject({ status: 'PendingTransfer', customerStatus: 'received' });
    expect((await setState({ orderId: id, state: 'Transferred' })).statusCode).toBe(200);
    expect(await read()).toMatchObject({ status: 'Transferred', customerStatus: 'inProgress' });
    expect(orderNumber).toMatch(/^\d+$/);
  });
});

describe('order confirmation mail', () => {
  /** The outbox's .eml files of order confirmations (DATA_DIR/outbox without SMTP_URL), waiting for `count`. */
  async function confirmationFiles(count: number): Promise<string[]> {
    const dir = path.join(t.dataDir, 'outbox');
    for (let i = 0; i < 100; i++) {
      const names = existsSync(dir) ? readdirSync(dir).filter((n) => n.endsWith('-order-confirmation.eml')).sort() : [];
      if (names.length >= count) return names.map((n) => readFileSync(path.join(dir, n), 'utf8'));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`fewer than ${count} confirmation mails`);
  }
  const outboxRows = () => t.db.selectFrom('mail_outbox').selectAll().where('kind', '=', 'order-confirmation').orderBy('created_at').execute();

  it('every order placed sends the buyer a confirmation in the order’s language with the order as PDF, once', async () => {
    const before = (await outboxRows()).length;
    const { orderId: id, orderNumber: number } = await placeOrder('mail-1');
    // Ordering the same cart again is the same order: no second mail.
    expect((await post(t.app, '/api/Order/CreateOrderByCartId', { area: AREA, cartId: 'mail-1' }, tk.customer)).statusCode).toBe(200);
    const rows = (await outboxRows()).filter((r) => r.ref === id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ recipient: 'kunde@example.com', subject: `Ordrebekræftelse ${number}` });
    expect((await outboxRows()).length).toBe(before + 1);
    const mails = await confirmationFiles(before + 1);
    const mail = mails.find((m) => m.includes(`order-${number}.pdf`))!;
    expect(mail).toBeDefined();
    expect(mail).toMatch(/Content-Type: application\/pdf/);
    // The PDF itself: base64 of '%PDF-' is 'JVBERi0'.
    expect(mail).toContain('JVBERi0');
    expect(mail).toMatch(/Tak for jeres ordre/);
  });

  it('speaks the order’s language: da, en, sv, nb, fi (subject and the PDF)', async () => {
    const { orderId: id, orderNumber: number } = await placeOrder('mail-3');
    const expected = { da: 'Ordrebekræftelse', en: 'Order confirmation', sv: 'Orderbekräftelse', nb: 'Ordrebekreftelse', fi: 'Tilausvahvistus' };
    for (const [language, title] of Object.entries(expected)) {
      await t.db.updateTable('orders').set({ language_code: language }).where('id', '=', id).execute();
      const queued = await queueOrderConfirmation(t, id, { copyTo: `${language}@example.com` });
      const row = await t.db.selectFrom('mail_outbox').selectAll().where('id', '=', queued!.mailId!).executeTakeFirstOrThrow();
      expect(row.subject).toBe(`${title} ${number}`);
      const pdf = await orderPdfData(t.db, id);
      expect(pdf).toMatchObject({ kind: 'order', language, number });
    }
  });

  it('SendReceiptCopy sends it again to the buyer or another address; 404 for an unknown order; scope orders:state', async () => {
    const { orderId: id, orderNumber: number } = await placeOrder('mail-2');
    const send = (payload: object, key = erp) =>
      t.app.inject({ method: 'POST', url: '/backoffice/api/Order/SendReceiptCopy', headers: bearer(key), payload });
    const toBuyer = await send({ orderId: number });
    expect(toBuyer.statusCode).toBe(200);
    expect(body<{ to: string; orderId: string }>(toBuyer)).toMatchObject({ to: 'kunde@example.com', orderId: id, orderNumber: number });
    const toOther = await send({ orderId: id, email: 'indkoeb@example.org' });
    expect(body<{ to: string }>(toOther).to).toBe('indkoeb@example.org');
    const rows = (await outboxRows()).filter((r) => r.ref === id);
    expect(rows.map((r) => r.recipient).sort()).toEqual(['indkoeb@example.org', 'kunde@example.com', 'kunde@example.com']);
    expect((await send({ orderId: 'nope' })).statusCode).toBe(404);
    expect((await send({ orderId: id, email: 'not an address' })).statusCode).toBe(400);
    expect((await send({ orderId: id }, reader)).statusCode).toBe(403);
  });
});
