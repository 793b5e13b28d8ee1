/**
 * Issue 18, documents the ERP sends back about orders (docs/erp-orders.md): `shipment` (stored, unchanged on a
 * second send, rejected with its path, the tracking link from the shipping method's trackAndTrace on the customer
 * centre's order detail with the delivery status, another customer's order 404), GetShippingMethods answering the
 * template.
 */
import type { DocumentUpdateResponse } from '../../contract/documents';
import type { OrderResponse } from '../../contract/customerCentre';
import type { GetShippingMethodsResponse } from '../../contract/shipping';
import { createIntegrationKey } from '../../server/services/backoffice/integrationKeys';
import { deliveryStatusOf, trackingLink } from '../../server/services/orders/shipments';
import { bearer } from './auth';
import { AREA, cart, commerceTestApp, post, type tokens } from './commerceFixtures';
import { body, type TestApp } from './helpers';

let t: TestApp;
let tk: Awaited<ReturnType<typeof tokens>>;
let writer: string;

const GLS = 'https://gls-group.com/DK/da/find-pakke?match={trackingNumber}';

async function placeOrder(cartId: string, token = tk.customer): Promise<{ orderId: string; orderNumber: string }> {
  const lines = [
    { productId: '1001', quantity: 3 },
    { productId: '2001', quantity: 2 },
  ];
  expect((await post(t.app, '/api/Cart/SaveCart', { area: AREA, cart: cart({ cartId, lines }) }, token)).statusCode).toBe(200);
  const res = await post(t.app, '/api/Order/CreateOrderByCartId', { area: AREA, cartId }, token);
  expect(res.statusCode).toBe(200);
  const orderId = body<{ orderId: string }>(res).orderId;
  await t.db.updateTable('orders').set({ status: 'Transferred' }).where('id', '=', orderId).execute();
  const row = await t.db.selectFrom('orders').select('order_number').where('id', '=', orderId).executeTakeFirstOrThrow();
  return { orderId, orderNumber: row.order_number };
}

const update = async (documents: unknown[]) => {
  const res = await t.app.inject({ method: 'POST', url: '/backoffice/api/Document/Update', headers: bearer(writer), payload: { documents } });
  expect(res.statusCode).toBe(200);
  return body<DocumentUpdateResponse>(res);
};
const detail = (orderId: string, token = tk.customer) => post(t.app, '/api/CustomerCenter/GetOrder', { orderId }, token);

beforeAll(async () => {
  ({ t, tk } = await commerceTestApp());
  writer = (await createIntegrationKey(t.db, { name: 'ERP', scopes: ['documents:write'], createdBy: 'test' })).key;
  await t.db.updateTable('shipping_methods').set({ track_and_trace: GLS }).where('id', '=', 'gls').execute();
});
afterAll(async () => {
  await t.close();
});

describe('tracking links and delivery status', () => {
  it('puts the URL-encoded number into the template; an own link wins; no number or template → null', () => {
    expect(trackingLink(GLS, 'AB 12/3')).toBe('https://gls-group.com/DK/da/find-pakke?match=AB%2012%2F3');
    expect(trackingLink(GLS, '1', 'https://carrier.example/x')).toBe('https://carrier.example/x');
    expect(trackingLink('', '123')).toBeNull();
    expect(trackingLink(GLS, '')).toBeNull();
  });

  it('is notShipped, partlyShipped or shipped by the summed quantities per product', () => {
    const ordered = [
      { productId: 'A', quantity: 3 },
      { productId: 'B', quantity: 1 },
    ];
    expect(deliveryStatusOf(ordered, [])).toBe('notShipped');
    expect(deliveryStatusOf(ordered, [{ productId: 'A', quantity: 3 }])).toBe('partlyShipped');
    expect(deliveryStatusOf(ordered, [{ productId: 'A', quantity: 1 }, { productId: 'B', quantity: 1 }, { productId: 'A', quantity: 2 }])).toBe('shipped');
  });
});

describe('shipment documents', () => {
  it('GetShippingMethods answers the method’s trackAndTrace template', async () => {
    const res = await post(t.app, '/api/Shipping/GetShippingMethods', { area: AREA, address: { country: 'DK' } }, tk.customer);
    expect(res.statusCode).toBe(200);
    const gls = body<GetShippingMethodsResponse>(res).shippingMethods.find((m) => m.internalId === 'gls');
    expect(gls?.trackAndTrace).toBe(GLS);
  });

  it('a shipment shows on the order detail with its tracking link and the delivery status; unchanged when sent again', async () => {
    const { orderId, orderNumber } = await placeOrder('ship-1');
    let order = body<OrderResponse>(await detail(orderId)).order;
    expect(order).toMatchObject({ shipments: [], deliveryStatus: 'notShipped', customerStatus: 'inProgress' });

    const first = {
      type: 'shipment',
      key: 'DN-5001',
      data: { orderNumber, shippedDate: '2026-11-20', shippingMethod: 'gls', trackingNumber: '00340434161234567', lines: [{ productId: '1001', quantity: 2 }] },
    };
    expect((await update([first])).results[0]).toMatchObject({ outcome: 'created' });
    expect((await update([first])).results[0]).toMatchObject({ outcome: 'unchanged' });

    order = body<OrderResponse>(await detail(orderId)).order;
    expect(order.deliveryStatus).toBe('partlyShipped');
    expect(order.customerStatus).toBe('shipped');
    expect(order.shipments).toEqual([
      {
        shipmentNumber: 'DN-5001',
        shippedDate: '2026-11-20',
        carrier: 'GLS pakke (1–2 hverdage)',
        trackingNumber: '00340434161234567',
        trackingUrl: 'https://gls-group.com/DK/da/find-pakke?match=00340434161234567',
        lines: [{ productId: '1001', variantId: null, text: expect.any(String), quantity: 2 }],
      },
    ]);

    const rest = {
      type: 'shipment',
      key: 'DN-5002',
      data: {
        orderNumber,
        shippedDate: '2026-11-22',
        carrier: 'Fragtmand Hansen',
        trackingNumber: 'FH-77',
        trackingUrl: 'https://fragt.example/track/FH-77',
        lines: [
          { productId: '1001', quantity: 1 },
          { productId: '2001', quantity: 2 },
        ],
      },
    };
    expect((await update([rest])).results[0]).toMatchObject({ outcome: 'created' });
    order = body<OrderResponse>(await detail(orderId)).order;
    expect(order.deliveryStatus).toBe('shipped');
    expect(order.shipments.map((s) => [s.shipmentNumber, s.carrier, s.trackingUrl])).toEqual([
      ['DN-5001', 'GLS pakke (1–2 hverdage)', 'https://gls-group.com/DK/da/find-pakke?match=00340434161234567'],
      ['DN-5002', 'Fragtmand Hansen', 'https://fragt.example/track/FH-77'],
    ]);

    // The order lists carry them too.
    const list = await post(t.app, '/api/CustomerCenter/GetOrders', { areaInfo: AREA, searchOptions: { includeLinesInResult: false } }, tk.customer);
    expect(list.statusCode).toBe(200);
    const found = body<{ orders: { id: string; deliveryStatus: string }[] }>(list).orders.find((o) => o.id === orderId);
    expect(found?.deliveryStatus).toBe('shipped');
  });

  it('another customer’s order is 404 on the detail, and its shipments are not shown to others', async () => {
    const { orderId } = await placeOrder('ship-2');
    expect((await detail(orderId, tk.other)).statusCode).toBe(404);
    expect((await detail(orderId)).statusCode).toBe(200);
  });

  it('rejects a shipment of an unknown order, a product not on the order, a bad date or method, and stores nothing', async () => {
    const { orderNumber } = await placeOrder('ship-3');
    const result = await update([
      { type: 'shipment', key: 'BAD-1', data: { orderNumber: '999999', shippedDate: '2026-11-20', lines: [{ productId: '1001', quantity: 1 }] } },
      { type: 'shipment', key: 'BAD-2', data: { orderNumber, shippedDate: '2026-11-20', lines: [{ productId: '9999', quantity: 1 }] } },
      { type: 'shipment', key: 'BAD-3', data: { orderNumber, shippedDate: '20.11.2026', lines: [{ productId: '1001', quantity: 1 }] } },
      { type: 'shipment', key: 'BAD-4', data: { orderNumber, shippedDate: '2026-11-20', shippingMethod: 'zeppelin', lines: [{ productId: '1001', quantity: 1 }] } },
      { type: 'shipment', key: 'BAD-5', data: { orderNumber, shippedDate: '2026-11-20', lines: [{ productId: '1001', quantity: 0 }] } },
      { type: 'shipment', key: 'OK-1', data: { orderNumber, shippedDate: '2026-11-20', lines: [{ productId: '1001', quantity: 1 }] } },
    ]);
    expect(result.results.map((r) => [r.key, r.outcome, r.problems?.[0]?.path])).toEqual([
      ['BAD-1', 'rejected', '/data/orderNumber'],
      ['BAD-2', 'rejected', '/data/lines/0/productId'],
      ['BAD-3', 'rejected', '/data/shippedDate'],
      ['BAD-4', 'rejected', '/data/shippingMethod'],
      ['BAD-5', 'rejected', '/data/lines/0/quantity'],
      ['OK-1', 'created', undefined],
    ]);
    const stored = await t.db.selectFrom('shipments').select('shipment_number').where('shipment_number', 'like', 'BAD-%').execute();
    expect(stored).toEqual([]);
  });

  it('GetBySearch finds shipments by order number; DeleteByKey removes one', async () => {
    const reader = (await createIntegrationKey(t.db, { name: 'reader', scopes: ['documents:read'], createdBy: 'test' })).key;
    const { orderNumber } = await placeOrder('ship-4');
    await update([{ type: 'shipment', key: 'DN-7001', data: { orderNumber, shippedDate: '2026-11-21', lines: [{ productId: '2001', quantity: 2 }] } }]);
    const found = await t.app.inject({
      method: 'POST',
      url: '/backoffice/api/Document/GetBySearch',
      headers: bearer(reader),
      payload: { type: 'shipment', text: orderNumber },
    });
    expect(found.statusCode).toBe(200);
    expect(body<{ documents: { key: string; data: unknown }[] }>(found).documents).toEqual([
      { key: 'DN-7001', type: 'shipment', deleted: false, updatedAt: expect.any(String), data: { orderNumber, shippedDate: '2026-11-21', carrier: '', trackingNumber: '', lines: [{ productId: '2001', quantity: 2 }] } },
    ]);
    const removed = await t.app.inject({ method: 'POST', url: '/backoffice/api/Document/DeleteByKey', headers: bearer(writer), payload: { type: 'shipment', keys: ['DN-7001'] } });
    expect(body<{ results: unknown[] }>(removed).results).toEqual([{ key: 'DN-7001', outcome: 'deleted' }]);
  });
});

describe('invoice and creditMemo documents', () => {
  const invoiceDoc = (orderNumber: string, extra: object = {}) => ({
    type: 'invoice',
    key: 'F-2026-0042',
    data: {
      customerNumber: '10001',
      invoiceDate: '2026-11-21',
      dueDate: '2026-12-21',
      currencyCode: 'DKK',
      languageCode: 'da',
      vatPercent: 25,
      orderNumbers: [orderNumber],
      reference: 'PO-991',
      lines: [
        { productId: '1001', unitOfMeasure: 'STK', text: 'Skruetrækker', quantity: 3, unitPrice: 12_000, amount: 36_000, orderNumber },
        { type: 'generated', text: 'Fragt', quantity: 1, unitPrice: 8_900, amount: 8_900, orderNumber },
      ],
      ...extra,
    },
  });

  it('an invoice appears in the customer centre at once, linked to its order, with its PDF; the same again is unchanged', async () => {
    const { orderId, orderNumber } = await placeOrder('inv-1');
    const doc = invoiceDoc(orderNumber);
    expect((await update([doc])).results[0]).toMatchObject({ outcome: 'created' });
    expect((await update([doc])).results[0]).toMatchObject({ outcome: 'unchanged' });

    const order = body<OrderResponse>(await detail(orderId)).order;
    expect(order.invoices.map((i) => i.number)).toEqual(['F-2026-0042']);
    expect(order.customerStatus).toBe('invoiced');
    const invoiceId = order.invoices[0]!.id;
    const res = await post(t.app, '/api/CustomerCenter/GetInvoice', { invoiceId }, tk.customer);
    expect(res.statusCode).toBe(200);
    const invoice = body<{ invoice: Record<string, unknown> & { lines: unknown[]; orders: { number: string }[]; total: { priceWithoutVat: number; priceWithVat: number } } }>(res).invoice;
    expect(invoice).toMatchObject({ invoiceNumber: 'F-2026-0042', dueDate: '2026-12-21', status: expect.any(String), reference: 'PO-991', paymentTerms: expect.objectContaining({ code: 'net30', days: 30 }) });
    expect(invoice.lines).toHaveLength(2);
    expect(invoice.orders.map((o) => o.number)).toEqual([orderNumber]);
    expect(invoice.total).toMatchObject({ priceWithoutVat: 449, priceWithVat: 561.25 });
    // Another customer does not see it.
    expect((await post(t.app, '/api/CustomerCenter/GetInvoice', { invoiceId }, tk.other)).statusCode).toBe(404);
    const pdf = await t.app.inject({ url: `/api/CustomerCenter/GetInvoicePdf?InvoiceId=${invoiceId}`, headers: bearer(tk.customer) });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // A change is an update.
    const changed = await update([invoiceDoc(orderNumber, { status: 'paid', paidDate: '2026-11-25' })]);
    expect(changed.results[0]).toMatchObject({ outcome: 'updated' });
    const paid = body<{ invoice: { status: string } }>(await post(t.app, '/api/CustomerCenter/GetInvoice', { invoiceId }, tk.customer)).invoice;
    expect(paid.status).toBe('paid');
  });

  it('a credit memo appears at once on its invoice and order; over-crediting and strangers are rejected', async () => {
    const { orderId, orderNumber } = await placeOrder('inv-2');
    const inv = { ...invoiceDoc(orderNumber), key: 'F-2026-0043' };
    expect((await update([inv])).results[0]).toMatchObject({ outcome: 'created' });
    const memo = {
      type: 'creditMemo',
      key: 'K-2026-0007',
      data: {
        customerNumber: '10001',
        invoiceNumber: 'F-2026-0043',
        creditMemoDate: '2026-11-24',
        reason: 'return',
        lines: [{ productId: '1001', text: 'Skruetrækker (retur)', quantity: 1, unitPrice: 12_000, amount: 12_000, orderNumber }],
      },
    };
    const result = await update([
      memo,
      { ...memo, key: 'K-BAD-1', data: { ...memo.data, lines: [{ ...memo.data.lines[0]!, quantity: 10, amount: 120_000 }] } },
      { ...memo, key: 'K-BAD-2', data: { ...memo.data, customerNumber: '10002' } },
      { ...memo, key: 'K-BAD-3', data: { ...memo.data, reason: 'gift' } },
    ]);
    expect(result.results.map((r) => [r.key, r.outcome, r.problems?.[0]?.path])).toEqual([
      ['K-2026-0007', 'created', undefined],
      ['K-BAD-1', 'rejected', '/data/lines'],
      ['K-BAD-2', 'rejected', '/data/invoiceNumber'],
      ['K-BAD-3', 'rejected', '/data/reason'],
    ]);
    expect((await update([memo])).results[0]).toMatchObject({ outcome: 'unchanged' });
    const order = body<OrderResponse>(await detail(orderId)).order;
    expect(order.creditMemos.map((c) => c.number)).toEqual(['K-2026-0007']);
    const cm = await post(t.app, '/api/CustomerCenter/GetCreditMemo', { creditMemoId: order.creditMemos[0]!.id }, tk.customer);
    expect(cm.statusCode).toBe(200);
    expect(body<{ creditMemo: { invoice: { number: string }; total: { priceWithoutVat: number } } }>(cm).creditMemo).toMatchObject({
      invoice: { number: 'F-2026-0043' },
      total: { priceWithoutVat: 120 },
    });
    // The invoice cannot go while a credit memo corrects it.
    const refused = await t.app.inject({ method: 'POST', url: '/backoffice/api/Document/DeleteByKey', headers: bearer(writer), payload: { type: 'invoice', keys: ['F-2026-0043'] } });
    expect(body<{ results: { outcome: string }[] }>(refused).results[0]!.outcome).toBe('refused');
  });

  it('rejects an invoice of an unknown customer, of another customer’s order, or with a line of an order it does not bill', async () => {
    const { orderNumber } = await placeOrder('inv-3');
    const other = await placeOrder('inv-4', tk.other);
    const result = await update([
      { ...invoiceDoc(orderNumber, { customerNumber: '99999' }), key: 'F-BAD-1' },
      { ...invoiceDoc(other.orderNumber), key: 'F-BAD-2' },
      { ...invoiceDoc(orderNumber, { lines: [{ productId: '1001', text: 'x', quantity: 1, unitPrice: 1, amount: 1, orderNumber: '123' }] }), key: 'F-BAD-3' },
      { ...invoiceDoc(orderNumber, { vatPercent: 'a lot' }), key: 'F-BAD-4' },
    ]);
    expect(result.results.map((r) => [r.key, r.outcome, r.problems?.[0]?.path])).toEqual([
      ['F-BAD-1', 'rejected', '/data/customerNumber'],
      ['F-BAD-2', 'rejected', '/data/orderNumbers/0'],
      ['F-BAD-3', 'rejected', '/data/lines/0/orderNumber'],
      ['F-BAD-4', 'rejected', '/data/vatPercent'],
    ]);
    expect(await t.db.selectFrom('invoices').select('id').where('invoice_number', 'like', 'F-BAD%').execute()).toEqual([]);
  });
});
