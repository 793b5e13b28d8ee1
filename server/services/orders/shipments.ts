/**
 * The ERP's shipments of orders as buyers see them (docs/erp-orders.md 'Shipments'): each shipment with its
 * tracking link (the shipping method's trackAndTrace template, SPEC §3) and the order's delivery status. Every
 * read is scoped by the customer number.
 */
import type { DeliveryStatus, OrderShipment } from '../../../contract/customerCentre';
import type { Db } from '../../db';

/** What marks the tracking number in a trackAndTrace template. */
export const TRACKING_NUMBER_PLACEHOLDER = '{trackingNumber}';

/**
 * The tracking link of a shipment: the ERP's own link if it gave one; else the template with the number put in
 * (URL-encoded); a template without the placeholder is the carrier's general tracking page. Null without a number
 * or a template.
 */
export function trackingLink(template: string, trackingNumber: string, own: string | null = null): string | null {
  if (own) return own;
  if (!template || !trackingNumber) return null;
  return template.split(TRACKING_NUMBER_PLACEHOLDER).join(encodeURIComponent(trackingNumber));
}

/**
 * notShipped without shipped quantities; shipped once every product of the order has left in at least the ordered
 * quantity (summed per product over all shipments and lines); partlyShipped in between.
 */
export function deliveryStatusOf(
  ordered: readonly { productId: string; quantity: number }[],
  shipped: readonly { productId: string; quantity: number }[],
): DeliveryStatus {
  const sum = (rows: readonly { productId: string; quantity: number }[]) => {
    const totals = new Map<string, number>();
    for (const r of rows) totals.set(r.productId, (totals.get(r.productId) ?? 0) + Number(r.quantity));
    return totals;
  };
  const out = sum(shipped);
  if ([...out.values()].every((q) => q <= 0)) return 'notShipped';
  const want = sum(ordered);
  for (const [productId, quantity] of want) if ((out.get(productId) ?? 0) + 1e-9 < quantity) return 'partlyShipped';
  return 'shipped';
}

export interface ShipmentsOfOrder {
  shipments: OrderShipment[];
  deliveryStatus: DeliveryStatus;
}

interface OrderInfo {
  id: string;
  areaId: string;
  shippingMethodId: string | null;
  shippingMethodName: string;
}

/** The shipments and delivery status of the customer's orders (two reads for all of them, plus the templates). */
export async function shipmentsOfOrders(db: Db, customerNumber: string, orders: readonly OrderInfo[]): Promise<Map<string, ShipmentsOfOrder>> {
  const result = new Map<string, ShipmentsOfOrder>(orders.map((o) => [o.id, { shipments: [], deliveryStatus: 'notShipped' }]));
  if (orders.length === 0) return result;
  const ids = orders.map((o) => o.id);
  const rows = await db
    .selectFrom('shipments')
    .selectAll()
    .where('customer_number', '=', customerNumber)
    .where('order_id', 'in', ids)
    .orderBy('shipped_date')
    .orderBy('shipment_number')
    .execute();
  if (rows.length === 0) return result;
  const numbers = rows.map((r) => r.shipment_number);
  const [lines, orderLines, methods] = await Promise.all([
    db.selectFrom('shipment_lines').selectAll().where('shipment_number', 'in', numbers).orderBy('line_no').execute(),
    db
      .selectFrom('order_lines')
      .select(['order_id', 'product_id', 'variant_id', 'text', 'quantity'])
      .where('order_id', 'in', [...new Set(rows.map((r) => r.order_id))])
      .where('type', '=', 'product')
      .execute(),
    db.selectFrom('shipping_methods').select(['area_id', 'id', 'track_and_trace']).where('track_and_trace', '!=', '').execute(),
  ]);
  const templates = new Map(methods.map((m) => [`${m.area_id}\n${m.id}`, m.track_and_trace]));
  const byOrder = new Map(orders.map((o) => [o.id, o]));
  const textOf = new Map(orderLines.map((l) => [`${l.order_id}\n${l.product_id}`, l.text]));
  const linesOf = new Map<string, typeof lines>();
  for (const l of lines) {
    const list = linesOf.get(l.shipment_number);
    if (list) list.push(l);
    else linesOf.set(l.shipment_number, [l]);
  }
  for (const row of rows) {
    const order = byOrder.get(row.order_id)!;
    const methodId = row.shipping_method_id ?? order.shippingMethodId;
    const own = linesOf.get(row.shipment_number) ?? [];
    const carrier = row.carrier || (methodId && methodId === order.shippingMethodId ? order.shippingMethodName : '') || methodId || '';
    result.get(row.order_id)!.shipments.push({
      shipmentNumber: row.shipment_number,
      shippedDate: row.shipped_date,
      carrier,
      trackingNumber: row.tracking_number,
      trackingUrl: trackingLink(methodId ? (templates.get(`${order.areaId}\n${methodId}`) ?? '') : '', row.tracking_number, row.tracking_url),
      lines: own.map((l) => ({
        productId: l.product_id,
        variantId: l.variant_id,
        text: textOf.get(`${row.order_id}\n${l.product_id}`) ?? l.product_id,
        quantity: Number(l.quantity),
      })),
    });
  }
  for (const [orderId, entry] of result) {
    if (entry.shipments.length === 0) continue;
    const ordered = orderLines.filter((l) => l.order_id === orderId).map((l) => ({ productId: l.product_id, quantity: Number(l.quantity) }));
    entry.deliveryStatus = deliveryStatusOf(ordered, entry.shipments.flatMap((s) => s.lines));
  }
  return result;
}

/** What shipmentsOfOrders needs of an order row (its shipping method as stored with the order). */
export function shipmentOrderInfo(row: { id: string; area_id: string; shipping_method_id: string | null; data: string }): OrderInfo {
  let data: { shippingMethod?: { name?: unknown } | null } = {};
  try {
    data = JSON.parse(row.data) as typeof data;
  } catch {
    // an unreadable data column: no name
  }
  return shipmentOrderInfoOf(row, data);
}

/** shipmentOrderInfo with row.data already parsed by the caller (a page of orders parses it once). */
export function shipmentOrderInfoOf(
  row: { id: string; area_id: string; shipping_method_id: string | null },
  data: { shippingMethod?: { name?: unknown } | null } | null,
): OrderInfo {
  let name = '';
  if (typeof data?.shippingMethod?.name === 'string') name = data.shippingMethod.name;
  return { id: row.id, areaId: row.area_id, shippingMethodId: row.shipping_method_id, shippingMethodName: name };
}
