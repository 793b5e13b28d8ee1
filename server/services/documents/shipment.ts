/**
 * The `shipment` document (docs/erp-orders.md 'Shipments'): key = the shipment number; the order it ships by order
 * number, shipping method, carrier, tracking number (or an own tracking link), the date and the lines. Stored in
 * shipments / shipment_lines with the order's customer number (the customer centre reads it scoped by that).
 */
import type { DocumentProblem } from '../../../contract/documents';
import type { ShipmentDocument } from '../../../contract/documents/orders';
import type { Db } from '../../db';
import { wordsMatch } from './sql';
import type { DocumentHandler, Tx } from './types';

/** Statuses of orders the ERP has (or is getting): only those can ship. */
const SHIPPABLE = ['PendingTransfer', 'ErrorInTransfer', 'Transferred'];

async function orderByNumber(db: Tx, orderNumber: string) {
  return db
    .selectFrom('orders')
    .select(['id', 'area_id', 'customer_number', 'status'])
    .where('order_number', '=', orderNumber)
    .orderBy('area_id')
    .executeTakeFirst();
}

async function problemsOf(db: Tx, data: ShipmentDocument): Promise<DocumentProblem[]> {
  const order = await orderByNumber(db, data.orderNumber);
  if (!order) return [{ path: '/data/orderNumber', reason: `no order has the number ${data.orderNumber}` }];
  if (!SHIPPABLE.includes(order.status)) {
    return [{ path: '/data/orderNumber', reason: `order ${data.orderNumber} is ${order.status}: not with order handling, cannot ship` }];
  }
  const problems: DocumentProblem[] = [];
  if (data.shippingMethod !== undefined) {
    const method = await db
      .selectFrom('shipping_methods')
      .select('id')
      .where('area_id', '=', order.area_id)
      .where('id', '=', data.shippingMethod)
      .executeTakeFirst();
    if (!method) problems.push({ path: '/data/shippingMethod', reason: `no shipping method ${data.shippingMethod}` });
  }
  const products = new Set(
    (await db.selectFrom('order_lines').select('product_id').where('order_id', '=', order.id).where('type', '=', 'product').execute()).map(
      (l) => l.product_id,
    ),
  );
  data.lines.forEach((line, i) => {
    if (!products.has(line.productId)) problems.push({ path: `/data/lines/${i}/productId`, reason: `${line.productId} is not on order ${data.orderNumber}` });
  });
  return problems;
}

export const shipmentHandler: DocumentHandler<ShipmentDocument> = {
  type: 'shipment',
  async check(ctx, _key, data) {
    return problemsOf(ctx.db, data);
  },
  normalise(data) {
    const out: ShipmentDocument = {
      orderNumber: data.orderNumber,
      shippedDate: data.shippedDate,
      carrier: data.carrier ?? '',
      trackingNumber: data.trackingNumber ?? '',
      lines: data.lines.map((l) => (l.variantId === undefined ? { productId: l.productId, quantity: l.quantity } : { ...l })),
    };
    if (data.shippingMethod !== undefined) out.shippingMethod = data.shippingMethod;
    if (data.trackingUrl !== undefined) out.trackingUrl = data.trackingUrl;
    return out;
  },
  async read(db, key) {
    const row = await db
      .selectFrom('shipments as s')
      .innerJoin('orders as o', 'o.id', 's.order_id')
      .select(['s.shipping_method_id', 's.carrier', 's.tracking_number', 's.tracking_url', 's.shipped_date', 'o.order_number'])
      .where('s.shipment_number', '=', key)
      .executeTakeFirst();
    if (!row) return null;
    const lines = await db.selectFrom('shipment_lines').selectAll().where('shipment_number', '=', key).orderBy('line_no').execute();
    const doc: ShipmentDocument = {
      orderNumber: row.order_number,
      shippedDate: row.shipped_date,
      carrier: row.carrier,
      trackingNumber: row.tracking_number,
      lines: lines.map((l) =>
        l.variant_id === null ? { productId: l.product_id, quantity: Number(l.quantity) } : { productId: l.product_id, variantId: l.variant_id, quantity: Number(l.quantity) },
      ),
    };
    if (row.shipping_method_id !== null) doc.shippingMethod = row.shipping_method_id;
    if (row.tracking_url !== null) doc.trackingUrl = row.tracking_url;
    return doc;
  },
  async write(trx, key, data, existing) {
    const order = await orderByNumber(trx, data.orderNumber);
    if (!order) throw new Error(`no order has the number ${data.orderNumber}`);
    const now = new Date().toISOString();
    const values = {
      order_id: order.id,
      customer_number: order.customer_number,
      shipping_method_id: data.shippingMethod ?? null,
      carrier: data.carrier ?? '',
      tracking_number: data.trackingNumber ?? '',
      tracking_url: data.trackingUrl ?? null,
      shipped_date: data.shippedDate,
      updated_at: now,
    };
    if (existing) {
      await trx.updateTable('shipments').set(values).where('shipment_number', '=', key).execute();
      await trx.deleteFrom('shipment_lines').where('shipment_number', '=', key).execute();
    } else {
      await trx.insertInto('shipments').values({ ...values, shipment_number: key, created_at: now }).execute();
    }
    await trx
      .insertInto('shipment_lines')
      .values(
        data.lines.map((l, i) => ({
          shipment_number: key,
          line_no: i + 1,
          product_id: l.productId,
          variant_id: l.variantId ?? null,
          text: '',
          quantity: l.quantity,
        })),
      )
      .execute();
  },
  async remove(trx, key) {
    const row = await trx.selectFrom('shipments').select('shipment_number').where('shipment_number', '=', key).executeTakeFirst();
    if (!row) return 'notFound';
    await trx.deleteFrom('shipment_lines').where('shipment_number', '=', key).execute();
    await trx.deleteFrom('shipments').where('shipment_number', '=', key).execute();
    return 'deleted';
  },
  async search(db: Db, query) {
    const rows = await db
      .selectFrom('shipments as s')
      .innerJoin('orders as o', 'o.id', 's.order_id')
      .select(['s.shipment_number', 's.tracking_number', 'o.order_number'])
      .orderBy('s.shipment_number')
      .execute();
    const keys = rows
      .filter((r) => r.shipment_number.startsWith(query.keyPrefix ?? ''))
      .filter((r) => wordsMatch(query.words, r.shipment_number, r.tracking_number, r.order_number)).map((r) => r.shipment_number);
    return { total: keys.length, keys: keys.slice(query.skip, query.skip + query.take) };
  },
  async afterChange() {
    // Nothing cached: the customer centre reads shipments from the database on every request.
  },
};
