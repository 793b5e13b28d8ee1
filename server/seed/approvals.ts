/**
 * Spending limits and order approval in the demo (issue 20; docs/company.md), after the order history:
 *
 * - limits for two buyers of 10001: Jonas Holm (indkob@demo.dk: DKK 15,000 per order, and a monthly limit that leaves
 *   him DKK 3,400 this month) and Kasper Bro (godkend@demo.dk, the approval e2e's own buyer: DKK 2,000 per order,
 *   DKK 50,000 a month);
 * - at 10001, placed through the order service in the last hours (so their numbers follow the history's by date):
 *   Jonas's order over his limit rejected by Mette Hansen with a reason (his cart reopened), one approved and sent to
 *   the ERP, one waiting; and a cart the requester Tobias Kragh sent for approval;
 * - the history's PendingApproval orders (one per demo customer, from before approval existed) get their approval
 *   record: over an order limit of the time (a round amount below the order's), waiting.
 */
import { randomUUID } from 'node:crypto';
import { PostgresAdapter } from 'kysely';
import type { Db } from '../db';
import { MemoryCache } from '../services/cache';
import { saveCart } from '../services/cart/store';
import type { CartDeps, StoredLine } from '../services/cart/types';
import { monthSpent } from '../services/company/limits';
import { createOrderWith, type OrderContext } from '../services/orders/create';
import { lockOrder, rejectPendingApproval } from '../services/orders/reject';
import type { OrderActor } from '../services/orders/types';
import { PriceService } from '../services/prices';
import { emptyAddress } from '../../contract/values';
import { AREA_ID } from './content';

const JONAS: OrderActor = { userId: 'u-indkob', customerNumber: '10001', name: 'Jonas Holm', impersonator: null };
const TOBIAS: OrderActor = { userId: 'u-laerling', customerNumber: '10001', name: 'Tobias Kragh', impersonator: null };
const METTE = { userId: 'u-kunde', name: 'Mette Hansen' };
/** What Jonas has left of his monthly limit after the seeded orders (minor units). */
export const JONAS_MONTH_LEFT = 340_000;
export const JONAS_ORDER_LIMIT = 1_500_000;
export const KASPER_LIMITS = { order: 200_000, monthly: 5_000_000 };
const HOUR = 3_600_000;

function orderContext(db: Db): OrderContext {
  const cache = new MemoryCache();
  const prices = new PriceService({ db, cache, mode: 'InternallyCalculateAll', source: null });
  const deps: CartDeps = {
    db,
    cache,
    prices: (query) => prices.getPrices(query),
    currency: async (query) => (await prices.getPrices({ ...query, keys: [] })).currencyCode,
    cardPayments: () => ({ testMode: false }),
  };
  return { db, dialect: db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite', deps };
}

/** Places a cart of `quantity` × product as `actor` at `at` through the order service; returns the order's id. */
async function place(ctx: OrderContext, actor: OrderActor, cartId: string, line: { productId: string; unitId: string; quantity: number }, at: Date): Promise<string> {
  const billing = await ctx.db
    .selectFrom('addresses')
    .selectAll()
    .where('customer_number', '=', actor.customerNumber)
    .where('type', '=', 'billing')
    .executeTakeFirstOrThrow();
  const lines: StoredLine[] = [
    { id: 'LINE1', parentId: null, text: '', quantity: line.quantity, productKey: { productId: line.productId, unitOfMeasure: line.unitId, variantId: null } },
  ];
  const address = { ...emptyAddress(), company: billing.company, name: billing.name, address1: billing.address1, address2: billing.address2, zip: billing.zip, city: billing.city, country: billing.country, email: billing.email, phone: billing.phone, customerNumber: billing.customer_number };
  const data = {
    billingAddress: address,
    shippingAddress: emptyAddress(),
    comment: '',
    reference: 'Sag 3318 Vejle',
    expectedDeliveryDate: '',
    shippingMethod: { name: '', internalId: 'gls', countryCode: '', fee: 0, trackAndTrace: '', extraInfo: { privateAddress: false, freightOffer: false, collectOrder: false } },
    paymentMethod: { name: '', internalId: 'invoice', gatewayUniqueId: '', fee: 0, extraInfo: {} },
    createdAt: at.toISOString(),
  };
  const owner = { customerNumber: actor.customerNumber, userId: actor.userId };
  await saveCart(ctx.db, owner, { cartId, areaId: AREA_ID, currencyCode: 'DKK', languageCode: 'da', lines, data, now: at });
  const { orderId } = await createOrderWith(ctx, actor, { areaId: AREA_ID, languageCode: 'da', cartId }, { now: at });
  return orderId;
}

async function decide(db: Db, orderId: string, state: 'approved' | 'rejected', at: Date, reason: string | null): Promise<void> {
  await db
    .updateTable('order_approvals')
    .set({ state, decided_at: at.toISOString(), decided_by_user_id: METTE.userId, decided_by_name: METTE.name, rejection_reason: reason })
    .where('order_id', '=', orderId)
    .execute();
  await db
    .insertInto('order_state_changes')
    .values({
      id: randomUUID(),
      order_id: orderId,
      from_status: 'PendingApproval',
      to_status: state === 'approved' ? 'PendingTransfer' : 'Rejected',
      erp_order_number: null,
      message: reason,
      changed_by: `company admin ${METTE.name} (${METTE.userId})`,
      changed_at: at.toISOString(),
    })
    .execute();
}

/** Approval records for the history's PendingApproval orders (placed before approval existed). */
async function recordHistoryApprovals(db: Db): Promise<void> {
  const waiting = await db
    .selectFrom('orders as o')
    .leftJoin('order_approvals as a', 'a.order_id', 'o.id')
    .select(['o.id', 'o.customer_number', 'o.user_id', 'o.total_net', 'o.currency_code', 'o.created_at'])
    .where('o.status', '=', 'PendingApproval')
    .where('a.order_id', 'is', null)
    .execute();
  for (const o of waiting) {
    // An order of the customer's admin would wait for nobody (nobody approves their own): the history's order is
    // then one of the customer's first buyer, when it has one (10001: Jonas Holm's, for Mette Hansen to decide).
    const placer = await db.selectFrom('users').select('company_role').where('id', '=', o.user_id).executeTakeFirst();
    if (placer?.company_role === 'admin') {
      const buyer = await db
        .selectFrom('users')
        .select(['id', 'name'])
        .where('customer_number', '=', o.customer_number)
        .where('company_role', '=', 'buyer')
        .where('active', '=', 1)
        .orderBy('created_at')
        .orderBy('id')
        .executeTakeFirst();
      if (buyer) {
        await db.updateTable('orders').set({ user_id: buyer.id, placed_by_name: buyer.name }).where('id', '=', o.id).execute();
        o.user_id = buyer.id;
      }
    }
    const amount = Number(o.total_net);
    const limit = Math.max(10_000, Math.floor((amount * 0.8) / 100_000) * 100_000);
    await db
      .insertInto('order_approvals')
      .values({
        order_id: o.id,
        customer_number: o.customer_number,
        user_id: o.user_id,
        reason: 'orderLimit',
        limit_amount: limit,
        order_amount: amount,
        month_spent: 0,
        currency_code: o.currency_code,
        state: 'waiting',
        requested_at: o.created_at,
        decided_at: null,
        decided_by_user_id: null,
        decided_by_name: null,
        rejection_reason: null,
      })
      .execute();
  }
}

/** The demo's limits and approvals (see the file comment); returns how many orders it placed. */
export async function seedApprovals(db: Db, now: Date): Promise<{ orders: number }> {
  await recordHistoryApprovals(db);
  const product = await db
    .selectFrom('product_units as u')
    .innerJoin('prices as p', (join) => join.onRef('p.product_id', '=', 'u.product_id').onRef('p.unit_id', '=', 'u.unit_id').on('p.variant_id', '=', ''))
    .select(['u.product_id', 'u.unit_id', 'p.price'])
    .where('u.is_default', '=', 1)
    .where('u.unit_id', '!=', 'M')
    .where('p.currency_code', '=', 'DKK')
    .where('p.min_quantity', '=', 1)
    .where('p.price', '>=', 50_000)
    .orderBy('u.product_id')
    .executeTakeFirst();
  if (!product) return { orders: 0 };
  const unitPrice = Number(product.price);
  const quantityFor = (minor: number) => Math.max(1, Math.ceil(minor / unitPrice));
  const line = (minor: number) => ({ productId: product.product_id, unitId: product.unit_id, quantity: quantityFor(minor) });

  await db.updateTable('users').set({ order_limit: JONAS_ORDER_LIMIT, monthly_limit: null }).where('id', '=', JONAS.userId).execute();
  await db.updateTable('users').set({ order_limit: KASPER_LIMITS.order, monthly_limit: KASPER_LIMITS.monthly }).where('id', '=', 'u-godkend').execute();

  const ctx = orderContext(db);
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
  // Over the order limit (well over: the customer's discounts lower the price): one approved and sent to the ERP …
  const approved = await place(ctx, JONAS, 'seed-approval-approved', line(2_500_000), at(5));
  const approvedAt = at(4.5);
  await db
    .updateTable('orders')
    .set({ status: 'Transferred', transfer_attempts: 1, next_transfer_at: null, transferred_at: new Date(approvedAt.getTime() + 90_000).toISOString(), updated_at: approvedAt.toISOString() })
    .where('id', '=', approved)
    .execute();
  await decide(db, approved, 'approved', approvedAt, null);
  // … one rejected with a reason (the cart reopened), which Jonas changed and sent again: waiting (so he has no open
  // cart left, as before: other e2e journeys log in as him).
  const rejected = await place(ctx, JONAS, 'seed-approval-changed', line(4_000_000), at(4));
  await db.transaction().execute(async (trx) => {
    const locked = await lockOrder(trx, ctx.dialect, rejected);
    if (locked) await rejectPendingApproval(trx, locked, at(3.5));
  });
  await decide(db, rejected, 'rejected', at(3.5), 'For mange på én gang – vi har allerede lager til næste uge. Halvér antallet.');
  await place(ctx, JONAS, 'seed-approval-changed', line(2_400_000), at(3));
  // The requester's cart, sent for approval.
  await place(ctx, TOBIAS, 'seed-approval-requester', line(150_000), at(1));
  // Jonas's monthly limit: DKK 3,400 left after this month's orders.
  const spent = await monthSpent(db, JONAS.userId, now);
  await db.updateTable('users').set({ monthly_limit: spent + JONAS_MONTH_LEFT }).where('id', '=', JONAS.userId).execute();
  return { orders: 4 };
}
