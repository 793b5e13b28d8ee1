/**
 * The demo's shipments (issue 18; docs/erp-orders.md 'Shipments'), as the ERP would have sent them: every order
 * with order handling (Transferred) left the warehouse a day or two after it was placed, with the carrier of its
 * shipping method and a tracking number of that carrier's form; the newest multi-line orders of each customer
 * went in two parts, and of the very newest only the first part has left (partly shipped).
 */
import type { Db } from '../db';
import { shopToday } from '../services/cart/delivery';
import { nextDate } from '../services/customerCenter/dates';
import type { SeededOrder } from './commerce';
import { Rng } from './prng';

/** How many of each customer's newest orders ship in two parts; the newest of them only partly. */
const SPLIT_PER_CUSTOMER = 3;

function trackingNumber(rng: Rng, method: string | null): string {
  const digits = (n: number) => Array.from({ length: n }, () => String(rng.int(0, 9))).join('');
  if (method === 'express') return `00370${digits(13)}`;
  if (method === 'pallet') return `DSV${digits(9)}`;
  return `0034${digits(13)}`;
}

export async function seedShipments(db: Db, orders: readonly SeededOrder[], now: Date): Promise<number> {
  const rng = new Rng(8_100_022);
  const today = shopToday(now);
  const transferred = orders.filter((o) => o.status === 'Transferred');
  if (transferred.length === 0) return 0;
  const ids = transferred.map((o) => o.id);
  const [rows, lines] = await Promise.all([
    db.selectFrom('orders').select(['id', 'order_number', 'customer_number', 'shipping_method_id']).where('id', 'in', ids).execute(),
    db
      .selectFrom('order_lines')
      .select(['order_id', 'line_no', 'product_id', 'variant_id', 'quantity'])
      .where('order_id', 'in', ids)
      .where('type', '=', 'product')
      .orderBy('line_no')
      .execute(),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const newestFirst = [...transferred].sort((a, b) => b.at.getTime() - a.at.getTime());
  const split = new Map<string, number>();
  let count = 0;
  for (const order of newestFirst) {
    const row = byId.get(order.id);
    const own = lines.filter((l) => l.order_id === order.id);
    if (!row || own.length === 0) continue;
    const rank = split.get(order.customerNumber) ?? 0;
    const inTwo = own.length >= 2 && rank < SPLIT_PER_CUSTOMER;
    if (inTwo) split.set(order.customerNumber, rank + 1);
    const parts = inTwo ? [own.slice(0, Math.ceil(own.length / 2)), own.slice(Math.ceil(own.length / 2))] : [own];
    // The newest split order of each customer: only the first part has left.
    const shipped = inTwo && rank === 0 ? parts.slice(0, 1) : parts;
    let date = nextDate(shopToday(order.at), rng.int(1, 2));
    for (const [i, part] of shipped.entries()) {
      if (date > today) date = today;
      const number = `DN-${row.order_number}${shipped.length > 1 || inTwo ? `-${i + 1}` : ''}`;
      const stamp = `${date}T14:00:00.000Z`;
      await db
        .insertInto('shipments')
        .values({
          shipment_number: number,
          order_id: order.id,
          customer_number: row.customer_number,
          shipping_method_id: row.shipping_method_id,
          carrier: '',
          tracking_number: trackingNumber(rng, row.shipping_method_id),
          tracking_url: null,
          shipped_date: date,
          created_at: stamp,
          updated_at: stamp,
        })
        .execute();
      await db
        .insertInto('shipment_lines')
        .values(
          part.map((l, n) => ({
            shipment_number: number,
            line_no: n + 1,
            product_id: l.product_id,
            variant_id: l.variant_id,
            text: '',
            quantity: Number(l.quantity),
          })),
        )
        .execute();
      count++;
      date = nextDate(date, rng.int(2, 5));
    }
  }
  return count;
}
