/**
 * Issue 16 items 9 and 10 against a real temporary database:
 * - every order answers `customerStatus`, what its state means to a buyer, derived in one place
 *   (server/services/orders/status.ts) from the transfer status and the invoices linked to it — an old invoiced order
 *   reads 'invoiced', not 'in progress';
 * - who placed an order is data (`placedBy`: the user and the sales rep), also read from older rows' English text.
 */
import type { CustomerOrderStatus, Order, OrderTransferStatus } from '../../src/api/commerceTypes';
import type { CustomerCentreOrder, OrderResponse, OrdersPageResponse } from '../../src/api/customerCentreTypes';
import { createInvoice } from '../../server/services/customerCenter';
import { erpDocument } from '../../server/services/orders';
import { customerOrderStatus } from '../../server/services/orders/status';
import { body, type TestApp } from './helpers';
import { AREA, cart, commerceTestApp, post, type tokens } from './commerceFixtures';

let t: TestApp;
let tk: Awaited<ReturnType<typeof tokens>>;

beforeAll(async () => {
  ({ t, tk } = await commerceTestApp());
});
afterAll(async () => {
  await t.close();
});

async function placeOrder(cartId: string, token = tk.customer): Promise<string> {
  const payload = cart({ cartId, lines: [{ productId: '2001', quantity: 2 }], expectedDeliveryDate: '2099-03-01' });
  expect((await post(t.app, '/api/Cart/SaveCart', { area: AREA, cart: payload }, token)).statusCode).toBe(200);
  const res = await post(t.app, '/api/Order/CreateOrderByCartId', { area: AREA, cartId }, token);
  expect(res.statusCode).toBe(200);
  return body<{ orderId: string }>(res).orderId;
}

const byCart = async (cartId: string, token = tk.customer): Promise<Order> =>
  body<{ order: { item: Order } }>(await post(t.app, '/api/Order/GetOrderByCartId', { areaInfo: AREA, cartId }, token)).order.item;

const detail = async (orderId: string): Promise<CustomerCentreOrder> => {
  const res = await post(t.app, '/api/CustomerCenter/GetOrder', { areaInfo: AREA, orderId }, tk.customer);
  expect(res.statusCode).toBe(200);
  return body<OrderResponse>(res).order;
};

const listed = async (): Promise<Map<string, CustomerCentreOrder>> => {
  const res = await post(t.app, '/api/CustomerCenter/GetOrdersWithPagination?pageSize=100&pageNr=1', { areaInfo: AREA, searchOptions: {} }, tk.customer);
  expect(res.statusCode).toBe(200);
  return new Map(body<OrdersPageResponse>(res).orders.map((o) => [o.id, o]));
};

const setStatus = (id: string, status: OrderTransferStatus) => t.db.updateTable('orders').set({ status }).where('id', '=', id).execute();

describe('customerStatus: the buyer\'s words for an order\'s state', () => {
  it.each<[OrderTransferStatus, { invoiced: boolean; shipped: boolean }, CustomerOrderStatus]>([
    ['PendingTransfer', { invoiced: false, shipped: false }, 'received'],
    ['ErrorInTransfer', { invoiced: false, shipped: false }, 'received'],
    ['PendingApproval', { invoiced: false, shipped: false }, 'awaitingApproval'],
    ['PendingPayment', { invoiced: false, shipped: false }, 'awaitingPayment'],
    ['Rejected', { invoiced: false, shipped: false }, 'rejected'],
    ['Transferred', { invoiced: false, shipped: false }, 'inProgress'],
    ['Transferred', { invoiced: false, shipped: true }, 'shipped'],
    ['Transferred', { invoiced: true, shipped: false }, 'invoiced'],
    ['Transferred', { invoiced: true, shipped: true }, 'invoiced'],
  ])('%s with %j → %s', (status, facts, expected) => {
    expect(customerOrderStatus(status, facts)).toBe(expected);
  });

  it('follows the order from received to in progress to invoiced, the same in the receipt, the list and the detail', async () => {
    const id = await placeOrder('status-1');
    expect((await byCart('status-1')).customerStatus).toBe('received');
    expect((await detail(id)).customerStatus).toBe('received');

    await setStatus(id, 'Transferred');
    expect((await byCart('status-1')).customerStatus).toBe('inProgress');
    expect((await listed()).get(id)?.customerStatus).toBe('inProgress');

    await createInvoice(t.db, { customerNumber: '10001', orderIds: [id], invoiceDate: '2099-03-02', now: new Date() });
    expect((await byCart('status-1')).customerStatus).toBe('invoiced');
    expect((await detail(id)).customerStatus).toBe('invoiced');
    const row = (await listed()).get(id);
    // The transfer status stays on the wire as it was.
    expect(row).toMatchObject({ status: 'Transferred', customerStatus: 'invoiced' });
  });

  it('answers every transfer status with its buyer status in the list', async () => {
    const cases: [OrderTransferStatus, CustomerOrderStatus][] = [
      ['PendingApproval', 'awaitingApproval'],
      ['PendingPayment', 'awaitingPayment'],
      ['ErrorInTransfer', 'received'],
      ['Rejected', 'rejected'],
    ];
    const ids: string[] = [];
    for (const [status] of cases) {
      const id = await placeOrder(`status-${status}`);
      await setStatus(id, status);
      ids.push(id);
    }
    const list = await listed();
    expect(ids.map((id) => list.get(id)?.customerStatus)).toEqual(cases.map(([, expected]) => expected));
  });
});

describe('placedBy: who placed the order, as data', () => {
  it('the user alone, or the sales rep for the user — stored as columns, English text kept in createdBy', async () => {
    const own = await placeOrder('placed-own');
    expect((await byCart('placed-own')).placedBy).toEqual({ name: 'Karen Kunde', repName: null });

    const byRep = await placeOrder('placed-rep', tk.rep);
    const order = await byCart('placed-rep', tk.rep);
    expect(order.placedBy).toEqual({ name: 'Karen Kunde', repName: 'Sune Salg' });
    expect(order.createdBy).toBe('Sune Salg on behalf of Karen Kunde');
    const row = await t.db.selectFrom('orders').selectAll().where('id', '=', byRep).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ placed_by_name: 'Karen Kunde', rep_user_id: 'u-sales', rep_name: 'Sune Salg' });
    expect((await detail(byRep)).placedBy).toEqual({ name: 'Karen Kunde', repName: 'Sune Salg' });
    expect((await detail(own)).placedBy.repName).toBeNull();

    // The ERP document carries the same.
    const doc = erpDocument(row, []);
    expect(doc.placedBy).toEqual({ userId: 'u-customer', name: 'Karen Kunde', rep: { userId: 'u-sales', name: 'Sune Salg' } });
    expect(doc.createdBy).toBe('Sune Salg on behalf of Karen Kunde');
  });

  it('reads orders from before the columns from their English text', async () => {
    const old = await placeOrder('placed-old-rep', tk.rep);
    const plain = await placeOrder('placed-old');
    await t.db.updateTable('orders').set({ placed_by_name: null, rep_user_id: null, rep_name: null }).where('id', 'in', [old, plain]).execute();
    expect((await detail(old)).placedBy).toEqual({ name: 'Karen Kunde', repName: 'Sune Salg' });
    expect((await detail(plain)).placedBy).toEqual({ name: 'Karen Kunde', repName: null });
  });
});
