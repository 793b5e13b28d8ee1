/**
 * Order creation from the stored cart (docs/commerce-api.md 'CreateOrderByCartId').
 *
 * Idempotent per cart id, also under concurrent requests, on SQLite and PostgreSQL:
 * - the cart must be the actor's (customer number and user id), else 404;
 * - fast path: an order for the cart exists → its id;
 * - the cart is priced OUTSIDE the transaction (on SQLite the transaction holds the only connection);
 * - in one transaction: the area's counter row is locked (SELECT … FOR UPDATE on PostgreSQL; SQLite runs one
 *   transaction at a time), the order for the cart is looked for again (a concurrent request may just have
 *   committed it: then its id is returned and nothing is written, so no order number is consumed), the cart's
 *   version is compared with the priced one (changed → priced again), then counter + order + lines + cart status;
 * - orders.cart_id is unique: a conflict that still slips through (another area's counter) returns the winner;
 * - a card order whose payment ended without success is Rejected and detached from the cart, which is open again
 *   (reject.ts): the next call for that cart creates a new order with a new number;
 * - spending limits and approval (docs/company.md 'Approval'), in the same transaction: a requester's order, or one
 *   over the user's order or monthly limit (company/limits.ts locks the user's row on PostgreSQL before summing the
 *   month), is placed as PendingApproval (not due for the transfer) with its order_approvals row and the approvers'
 *   mails; a card order that needs approval waits without a payment (the buyer pays once it is approved).
 */
import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { AddressReply as Address } from '../../../contract/customer';
import type { Db, DialectName } from '../../db';
import type { OrderLineTable, OrderTable } from '../../db/schema';
import { badRequest, HttpError, notFound } from '../../errors';
import { recordApprovalRequest } from '../company/approvalRequest';
import { approvalNeeded } from '../company/limits';
import { calculateCart, cartDepsFor, cartOrdered, findCart, parseData, parseLines, type CartDeps } from '../cart';
import { netTermsCode } from '../cart/methods';
import type { Calculation, CartData } from '../cart/types';
import { loadQuotePricing } from '../quotes/pricing';
import { orderQuoteOf, useQuoteForOrder, type OrderQuote } from '../quotes/order';
import type { OrderData } from './read';
import type { CreateOrderInput, CreateOrderOptions, CreateOrderResult, InitialOrderStatus, OrderActor, OrderApp } from './types';

/** The first order number of an area. */
export const FIRST_ORDER_NUMBER = 100001;
/** How often a cart that changed while it was being priced is priced again before giving up (409). */
const MAX_ATTEMPTS = 3;

export interface OrderContext {
  db: Db;
  dialect: DialectName;
  deps: CartDeps;
  /** PUBLIC_URL: the origin of the links in the approvers' mails (else the area's primary domain). */
  publicUrl?: string;
  /** Called after the transaction when it queued mails (the approvers'): the mail outbox's kick. */
  mailQueued?: () => void;
}

/**
 * The English text of who placed an order (orders.created_by, the wire's createdBy and the ERP document): kept for
 * older readers. The storefront and the PDFs render the data (placed_by_name, rep_name) in their own language.
 */
export const createdByText = (actor: OrderActor): string =>
  actor.impersonator ? `${actor.impersonator.name} on behalf of ${actor.name}` : actor.name;

/** The terms an order is placed on: a card payment is paid at once; an invoice on the customer's net days. */
function orderTerms(calc: Calculation): { payment_terms: string | null; payment_days: number | null } {
  const def = calc.paymentDef;
  if (!def) return { payment_terms: null, payment_days: null };
  if (def.kind === 'card') return { payment_terms: 'card', payment_days: 0 };
  return def.netDays === undefined ? { payment_terms: null, payment_days: null } : { payment_terms: netTermsCode(def.netDays), payment_days: def.netDays };
}

function missingAddressFields(prefix: string, address: Address, fields: Record<string, string>): void {
  for (const key of ['address1', 'zip', 'city', 'country'] as const) {
    if (!address[key].trim()) fields[`${prefix}.${key}`] = 'Required';
  }
}

/** What the stored cart lacks before it can be ordered (400 with fields), after calculating it. */
function orderFields(data: CartData, calc: Calculation, lineCount: number): Record<string, string> {
  const fields: Record<string, string> = {};
  if (lineCount === 0) fields.lines = 'The cart is empty';
  if (!data.shippingMethod || !calc.shippingDef) fields.shippingMethod = 'Choose a delivery method';
  if (!data.paymentMethod || !calc.paymentDef) fields.paymentMethod = 'Choose a payment method';
  missingAddressFields('billingAddress', data.billingAddress, fields);
  const collect = data.shippingMethod?.extraInfo.collectOrder === true;
  const s = data.shippingAddress;
  const typed = [s.address1, s.address2, s.zip, s.city].some((v) => v.trim() !== '');
  if (!collect && typed) missingAddressFields('shippingAddress', s, fields);
  if (calc.hasExpextedDeliveryDateError) fields.expectedDeliveryDate = 'The delivery date is too early';
  return fields;
}

function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** The order made from this cart. A Rejected order is no cart's order any more (its cart_id is detached: reject.ts). */
async function existingOrder(db: Db, cartId: string): Promise<{ id: string; customer_number: string } | undefined> {
  return db
    .selectFrom('orders')
    .select(['id', 'customer_number'])
    .where('cart_id', '=', cartId)
    .where('status', '!=', 'Rejected')
    .executeTakeFirst();
}

interface Prepared {
  order: Omit<Insertable<OrderTable>, 'order_number'>;
  lines: Insertable<OrderLineTable>[];
  version: number;
}

function prepare(
  actor: OrderActor,
  input: CreateOrderInput,
  cart: { currency_code: string; version: number },
  data: CartData,
  calc: Calculation,
  status: InitialOrderStatus,
  now: Date,
): Prepared {
  const id = randomUUID();
  const iso = now.toISOString();
  const orderData: OrderData = {
    billingAddress: data.billingAddress,
    shippingAddress: data.shippingAddress,
    shippingMethod: calc.shippingMethod,
    paymentMethod: calc.paymentMethod,
  };
  return {
    version: Number(cart.version),
    order: {
      id,
      area_id: input.areaId,
      cart_id: input.cartId,
      customer_number: actor.customerNumber,
      user_id: actor.userId,
      created_by: createdByText(actor),
      placed_by_name: actor.name,
      rep_user_id: actor.impersonator?.userId ?? null,
      rep_name: actor.impersonator?.name ?? null,
      impersonation_session_id: actor.impersonator?.sessionId ?? null,
      ...orderTerms(calc),
      language_code: input.languageCode,
      currency_code: calc.currencyCode,
      status,
      payment_status: calc.paymentDef?.kind === 'card' ? 'pending' : null,
      vat_rate_bp: calc.vatRateBp,
      total_net: calc.totalNet,
      total_net_vat: calc.totalNetVat,
      total: calc.total,
      total_vat: calc.totalVat,
      discount: calc.discount,
      freight: calc.freight,
      payment_fee: calc.paymentFee,
      shipping_method_id: calc.shippingDef?.id ?? null,
      payment_method_id: calc.paymentDef?.id ?? null,
      expected_delivery_date: data.expectedDeliveryDate || calc.earliestDeliveryDate,
      comment: data.comment,
      reference: data.reference,
      data: JSON.stringify(orderData),
      transfer_attempts: 0,
      next_transfer_at: status === 'PendingTransfer' ? iso : null,
      transfer_error: null,
      transferred_at: null,
      created_at: iso,
      updated_at: iso,
    },
    lines: calc.lines.map((l, i) => ({
      order_id: id,
      line_no: i + 1,
      line_id: l.id,
      type: l.type,
      parent_id: l.parentId,
      text: l.text,
      quantity: l.quantity,
      product_id: l.productKey.productId,
      variant_id: l.productKey.variantId,
      unit_id: l.productKey.unitOfMeasure,
      unit_price: l.unitPrice,
      line_price: l.linePrice,
      net_unit_price: l.netUnitPrice,
      net_line_price: l.netLinePrice,
    })),
  };
}

/** Rows per INSERT of order lines (15 columns; well below SQLite's and PostgreSQL's parameter limits). */
const LINE_BATCH = 200;

async function insert(ctx: OrderContext, actor: OrderActor, p: Prepared, quote: OrderQuote | null = null): Promise<CreateOrderResult | 'stale'> {
  let mailed = false;
  const result = await insertTransaction(ctx, actor, p, quote, () => {
    mailed = true;
  });
  if (mailed) ctx.mailQueued?.();
  return result;
}

async function insertTransaction(
  ctx: OrderContext,
  actor: OrderActor,
  p: Prepared,
  quote: OrderQuote | null,
  onMail: () => void,
): Promise<CreateOrderResult | 'stale'> {
  const areaId = p.order.area_id;
  const cartId = p.order.cart_id;
  await ctx.db
    .insertInto('order_counters')
    .values({ area_id: areaId, last_number: FIRST_ORDER_NUMBER - 1 })
    .onConflict((oc) => oc.column('area_id').doNothing())
    .execute();
  return ctx.db.transaction().execute(async (trx) => {
    const counterQuery = trx.selectFrom('order_counters').select('last_number').where('area_id', '=', areaId);
    const counter = await (ctx.dialect === 'postgres' ? counterQuery.forUpdate() : counterQuery).executeTakeFirstOrThrow();
    const existing = await trx.selectFrom('orders').select('id').where('cart_id', '=', cartId).executeTakeFirst();
    if (existing) return { orderId: existing.id, created: false };
    const cart = await trx
      .selectFrom('carts')
      .select(['version', 'status'])
      .where('id', '=', cartId)
      .where('customer_number', '=', actor.customerNumber)
      .where('user_id', '=', actor.userId)
      .executeTakeFirst();
    if (!cart) throw notFound();
    if (cart.status !== 'open') throw cartOrdered();
    if (Number(cart.version) !== p.version) return 'stale';
    const createdAt = String(p.order.created_at);
    const need = await approvalNeeded(trx, ctx.dialect, actor.userId, Number(p.order.total_net), new Date(createdAt));
    // Waiting for approval: not due for the transfer, and no card payment until it is approved (then PendingPayment).
    const order = need ? { ...p.order, status: 'PendingApproval', next_transfer_at: null, payment_status: null } : p.order;
    const number = Number(counter.last_number) + 1;
    await trx.updateTable('order_counters').set({ last_number: number }).where('area_id', '=', areaId).execute();
    await trx
      .insertInto('orders')
      .values({ ...order, order_number: String(number) })
      .execute();
    for (let i = 0; i < p.lines.length; i += LINE_BATCH) {
      await trx.insertInto('order_lines').values(p.lines.slice(i, i + LINE_BATCH)).execute();
    }
    // Quotes (docs/quotes.md): the cart's quote is used by this order, or the order is refused (409, rolled back).
    await useQuoteForOrder(trx, quote, { orderId: p.order.id, customerNumber: actor.customerNumber, now: new Date(p.order.created_at) });
    await trx
      .updateTable('carts')
      .set({ status: 'ordered', updated_at: p.order.updated_at })
      .where('id', '=', cartId)
      .execute();
    if (need) {
      const queued = await recordApprovalRequest(trx, {
        orderId: p.order.id,
        orderNumber: String(number),
        areaId,
        customerNumber: actor.customerNumber,
        userId: actor.userId,
        buyerName: actor.name,
        currencyCode: p.order.currency_code,
        at: createdAt,
        need,
        publicUrl: ctx.publicUrl,
      });
      if (queued) onMail();
    }
    return { orderId: p.order.id, created: true };
  });
}

/** createOrderFromCart with explicit dependencies (the demo seed uses its own price service). */
export async function createOrderWith(
  ctx: OrderContext,
  actor: OrderActor,
  input: CreateOrderInput,
  options: CreateOrderOptions & { now?: Date } = {},
): Promise<CreateOrderResult> {
  const now = options.now ?? new Date();
  // The cart is the actor's own (customer AND user: a colleague's cart id is a 404 like another customer's) before
  // anything about it is answered, even the id of its existing order.
  let cart = await findCart(ctx.db, actor, input.cartId);
  if (!cart) throw notFound();
  const already = await existingOrder(ctx.db, input.cartId);
  if (already) {
    if (already.customer_number !== actor.customerNumber) throw notFound();
    return { orderId: already.id, created: false };
  }
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    // Read again after the existing-order check when it was not open: a cart read before it may have been reopened
    // since (its order rejected by a racing payment return), and ordering it again is then right, not a 409.
    if (attempt > 0 || cart.status !== 'open') cart = await findCart(ctx.db, actor, input.cartId);
    if (!cart) throw notFound();
    if (cart.status !== 'open') {
      const order = await existingOrder(ctx.db, input.cartId);
      if (order) return { orderId: order.id, created: false };
      throw cartOrdered();
    }
    const lines = parseLines(cart).map((l, at) => ({ ...l, at }));
    const quote = cart.quote_id ? await loadQuotePricing(ctx.db, actor.customerNumber, cart.quote_id, now) : undefined;
    const { calculation, data } = await calculateCart(ctx.deps, {
      ...(quote ? { quote } : {}),
      customerNumber: actor.customerNumber,
      areaId: input.areaId,
      languageCode: input.languageCode,
      currencyCode: cart.currency_code,
      lines,
      data: parseData(cart),
      now,
    });
    const fields = orderFields(data, calculation, lines.length);
    if (Object.keys(fields).length > 0) throw badRequest('The cart cannot be ordered yet', fields);
    const status: InitialOrderStatus =
      calculation.paymentDef?.kind === 'card' ? 'PendingPayment' : (options.initialStatus ?? 'PendingTransfer');
    const prepared = prepare(actor, input, cart, data, calculation, status, now);
    try {
      const result = await insert(ctx, actor, prepared, orderQuoteOf(cart.quote_id, calculation.quote));
      if (result !== 'stale') return result;
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      const winner = await existingOrder(ctx.db, input.cartId);
      if (!winner) throw err;
      if (winner.customer_number !== actor.customerNumber) throw notFound();
      return { orderId: winner.id, created: false };
    }
  }
  throw new HttpError(409, 'The cart changed while the order was being placed; try again');
}

/** See index.ts. */
export function createOrderFromCart(
  app: OrderApp,
  actor: OrderActor,
  input: CreateOrderInput,
  options: CreateOrderOptions = {},
): Promise<CreateOrderResult> {
  return createOrderWith(
    { db: app.db, dialect: app.dialect, deps: cartDepsFor(app), publicUrl: app.config.publicUrl, mailQueued: options.mailQueued },
    actor,
    input,
    options,
  );
}
