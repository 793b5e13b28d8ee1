/**
 * Reading orders (always with the customer number, except the internal payment view) and the payment hand-over.
 */
import type { Selectable } from 'kysely';
import type { AddressReply as Address } from '../../../contract/customer';
import type { Order, OrderLine, OrderPlacedBy, OrderTransferStatus } from '../../../contract/order';
import type { PaymentMethod, PaymentStatus } from '../../../contract/payment';
import type { ShippingMethod } from '../../../contract/shipping';
import type { OrderLineTable, OrderTable } from '../../db/schema';
import { storedAddress } from '../cart/normalise';
import { linePriceAt, priceAt, priceOf } from '../cart/vat';
import { customerOrderStatus, NO_FACTS, orderFacts, type OrderFacts } from './status';
import type { OrderApp, OrderForPayment, OrderOwner } from './types';

/** The JSON document stored in orders.data. */
export interface OrderData {
  billingAddress: Address;
  shippingAddress: Address;
  shippingMethod: ShippingMethod | null;
  paymentMethod: PaymentMethod | null;
}

/**
 * Where the order is delivered: its shipping address when one was typed or chosen (address1), else the billing
 * address (SPEC §5: the methods are asked for the billing address then, and the goods go there); null when the
 * customer collects the order.
 */
export function deliveryAddressOf(data: Pick<OrderData, 'billingAddress' | 'shippingAddress' | 'shippingMethod'>): Address | null {
  if (data.shippingMethod?.extraInfo.collectOrder === true) return null;
  if (data.shippingAddress?.address1?.trim()) return data.shippingAddress;
  return data.billingAddress?.address1?.trim() ? data.billingAddress : null;
}

export function orderLineToWire(row: Selectable<OrderLineTable>, rateBp: number): OrderLine {
  const quantity = Number(row.quantity);
  return {
    id: row.line_id,
    type: row.type,
    parentId: row.parent_id,
    text: row.text,
    quantity,
    productKey: { productId: row.product_id, unitOfMeasure: row.unit_id, variantId: row.variant_id },
    unitPrice: priceAt(Number(row.unit_price), rateBp),
    linePrice: linePriceAt(Number(row.unit_price), quantity, Number(row.line_price), rateBp),
    netUnitPrice: priceAt(Number(row.net_unit_price), rateBp),
    netLinePrice: linePriceAt(Number(row.net_unit_price), quantity, Number(row.net_line_price), rateBp),
  };
}

const ON_BEHALF_OF = ' on behalf of ';

/**
 * Who placed the order: the data stored since migration 017, else read from the English text orders.created_by
 * of older rows ('<rep> on behalf of <user>', or the user's name).
 */
export function placedByOf(row: Pick<Selectable<OrderTable>, 'placed_by_name' | 'rep_name' | 'created_by'>): OrderPlacedBy {
  if (row.placed_by_name !== null && row.placed_by_name !== undefined) return { name: row.placed_by_name, repName: row.rep_name ?? null };
  const at = row.created_by.indexOf(ON_BEHALF_OF);
  if (at > 0) return { name: row.created_by.slice(at + ON_BEHALF_OF.length), repName: row.created_by.slice(0, at) };
  return { name: row.created_by, repName: null };
}

/** The terms the order was placed on, or null (an order from before they were kept). */
function paymentTermsOf(row: Pick<Selectable<OrderTable>, 'payment_terms' | 'payment_days'>): Order['paymentTerms'] {
  if (!row.payment_terms || row.payment_days === null || row.payment_days === undefined) return null;
  return { code: row.payment_terms, days: Number(row.payment_days) };
}

/**
 * An order row and its lines → the wire Order; `facts` (orderFacts) decide its customer status. `data` is row.data
 * parsed, when the caller has parsed it already (a page of orders reads it for the shipments too).
 */
export function orderToWire(
  row: Selectable<OrderTable>,
  lines: readonly Selectable<OrderLineTable>[],
  facts: OrderFacts = NO_FACTS,
  data: OrderData = JSON.parse(row.data) as OrderData,
): Order {
  const rate = Number(row.vat_rate_bp);
  const total = Number(row.total);
  const totalVat = Number(row.total_vat);
  const totalNet = Number(row.total_net);
  const totalNetVat = Number(row.total_net_vat);
  return {
    id: row.id,
    orderNumber: row.order_number,
    cartId: row.source_cart_id ?? row.cart_id,
    createdAt: row.created_at,
    status: row.status as OrderTransferStatus,
    currencyCode: row.currency_code,
    lines: [...lines].sort((a, b) => Number(a.line_no) - Number(b.line_no)).map((l) => orderLineToWire(l, rate)),
    discount: priceOf(Number(row.discount), totalVat - totalNetVat, rate),
    totalNetPrice: priceOf(totalNet, totalNetVat, rate),
    totalPrice: priceOf(total, totalVat, rate),
    freight: priceAt(Number(row.freight), rate),
    paymentFee: priceAt(Number(row.payment_fee), rate),
    billingAddress: storedAddress(data.billingAddress),
    shippingAddress: storedAddress(data.shippingAddress),
    shippingMethod: data.shippingMethod,
    paymentMethod: data.paymentMethod,
    paymentStatus: (row.payment_status as PaymentStatus | null) ?? null,
    comment: row.comment,
    reference: row.reference,
    expectedDeliveryDate: row.expected_delivery_date,
    createdBy: row.created_by,
    placedBy: placedByOf(row),
    paymentTerms: paymentTermsOf(row),
    customerStatus: customerOrderStatus(row.status, facts),
  };
}

async function withLines(app: OrderApp, row: Selectable<OrderTable> | undefined): Promise<Order | null> {
  if (!row) return null;
  const [lines, facts] = await Promise.all([
    app.db.selectFrom('order_lines').selectAll().where('order_id', '=', row.id).execute(),
    orderFacts(app.db, row.customer_number, [row.id]),
  ]);
  return orderToWire(row, lines, facts.get(row.id));
}

/** The customer's order with this id, or null (another customer's id is null too). */
export async function getOrderById(app: OrderApp, customerNumber: string, orderId: string): Promise<Order | null> {
  const row = await app.db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .where('customer_number', '=', customerNumber)
    .executeTakeFirst();
  return withLines(app, row);
}

/**
 * The order made from the owner's cart, or null — also for a colleague's cart: a cart belongs to its user, like
 * every look-up by cart id (the customer centre lists the company's orders by order id instead). A Rejected order
 * is not the cart's order any more: after a rejection this is the cart's next order, or null until there is one.
 */
export async function getOrderByCartId(app: OrderApp, owner: OrderOwner, cartId: string): Promise<Order | null> {
  const row = await app.db
    .selectFrom('orders')
    .innerJoin('carts', 'carts.id', 'orders.cart_id')
    .selectAll('orders')
    .where('orders.cart_id', '=', cartId)
    .where('orders.customer_number', '=', owner.customerNumber)
    .where('carts.customer_number', '=', owner.customerNumber)
    .where('carts.user_id', '=', owner.userId)
    .where('orders.status', '!=', 'Rejected')
    .executeTakeFirst();
  return withLines(app, row);
}

/** What the payment flow needs of an order. Internal use only: not scoped to a customer. */
export async function getOrderForPayment(app: OrderApp, orderId: string): Promise<OrderForPayment | null> {
  const row = await app.db
    .selectFrom('orders')
    .select([
      'id',
      'order_number',
      'area_id',
      'cart_id',
      'source_cart_id',
      'customer_number',
      'total_net',
      'total_net_vat',
      'currency_code',
      'status',
      'payment_status',
      'language_code',
    ])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    orderNumber: row.order_number,
    areaId: row.area_id,
    cartId: row.source_cart_id ?? row.cart_id,
    customerNumber: row.customer_number,
    totalWithVatMinor: Number(row.total_net) + Number(row.total_net_vat),
    currencyCode: row.currency_code,
    status: row.status as OrderTransferStatus,
    paymentStatus: (row.payment_status as PaymentStatus | null) ?? null,
    languageCode: row.language_code,
  };
}

/**
 * A verified payment: PendingPayment → PendingTransfer (payment status 'succeeded', due for transfer now).
 * Idempotent and guarded by the status, so it is a no-op for any other state. True when this call changed it.
 */
export async function markOrderPaid(app: OrderApp, orderId: string, now: Date = new Date()): Promise<boolean> {
  const iso = now.toISOString();
  const result = await app.db
    .updateTable('orders')
    .set({ status: 'PendingTransfer', payment_status: 'succeeded', next_transfer_at: iso, updated_at: iso })
    .where('id', '=', orderId)
    .where('status', '=', 'PendingPayment')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
