/**
 * Stored carts (table carts; docs/commerce-api.md 'Cart (stored)'). A cart belongs to its user: every read and
 * write by cart id is scoped to the caller's customer number AND user id (a sales rep impersonating a user is that
 * user), so a cart id of another customer or of a colleague at the same customer is a 404 — cart ids show in the
 * company-wide order history. An ordered cart cannot change (409).
 */
import { sql, type Selectable } from 'kysely';
import type { Cart, CartSearchResponse } from '../../../contract/cart';
import { emptyAddress } from '../../../contract/values';
import type { Db } from '../../db';
import type { CartTable } from '../../db/schema';
import { HttpError, notFound } from '../../errors';
import { earliestDeliveryDate } from './delivery';
import { normaliseAddress } from './normalise';
import type { CartData, StoredLine } from './types';

export const ORDERED_MESSAGE = 'This cart has already been ordered';
export const cartOrdered = () => new HttpError(409, ORDERED_MESSAGE);

export interface CartOwner {
  customerNumber: string;
  userId: string;
}

export interface SaveCartInput {
  cartId: string;
  areaId: string;
  currencyCode: string;
  languageCode: string;
  lines: readonly StoredLine[];
  data: CartData;
  now: Date;
}

const strip = (lines: readonly StoredLine[]): StoredLine[] =>
  lines.map((l) => ({
    id: l.id,
    parentId: l.parentId,
    text: l.text,
    quantity: l.quantity,
    productKey: l.productKey,
    ...(l.allowsDecimals === undefined ? {} : { allowsDecimals: l.allowsDecimals }),
  }));

/** The data to store: createdAt is the row's, never the client's. */
const storedData = (data: CartData): Omit<CartData, 'createdAt'> => {
  const { createdAt: _ignored, ...rest } = data;
  return rest;
};

/** Why a write touched no row: another owner's id (404) or an ordered cart (409). */
async function refuse(db: Db, owner: CartOwner, cartId: string): Promise<never> {
  if (!(await findCart(db, owner, cartId))) throw notFound();
  throw cartOrdered();
}

/** Creates or updates the caller's cart (upsert guarded by owner and status). Returns the stored row. */
export async function saveCart(db: Db, owner: CartOwner, input: SaveCartInput): Promise<Selectable<CartTable>> {
  const iso = input.now.toISOString();
  const lines = JSON.stringify(strip(input.lines));
  const data = JSON.stringify(storedData(input.data));
  // RETURNING (SQLite ≥ 3.35 and PostgreSQL): no row back when the guarded update did not apply.
  const row = await db
    .insertInto('carts')
    .values({
      id: input.cartId,
      area_id: input.areaId,
      customer_number: owner.customerNumber,
      user_id: owner.userId,
      status: 'open',
      currency_code: input.currencyCode,
      language_code: input.languageCode,
      lines,
      data,
      created_at: iso,
      updated_at: iso,
    })
    .onConflict((oc) =>
      oc
        .column('id')
        .doUpdateSet({
          area_id: input.areaId,
          currency_code: input.currencyCode,
          language_code: input.languageCode,
          lines,
          data,
          updated_at: iso,
          version: sql<number>`carts.version + 1`,
        })
        .where('carts.customer_number', '=', owner.customerNumber)
        .where('carts.user_id', '=', owner.userId)
        .where('carts.status', '=', 'open'),
    )
    .returningAll()
    .executeTakeFirst();
  return row ?? refuse(db, owner, input.cartId);
}

/** The owner's cart row (open or ordered), or undefined (also for another user's cart of the same customer). */
export function findCart(db: Db, owner: CartOwner, cartId: string): Promise<Selectable<CartTable> | undefined> {
  return db
    .selectFrom('carts')
    .selectAll()
    .where('id', '=', cartId)
    .where('customer_number', '=', owner.customerNumber)
    .where('user_id', '=', owner.userId)
    .executeTakeFirst();
}

export function parseLines(row: Pick<Selectable<CartTable>, 'lines'>): StoredLine[] {
  const value: unknown = JSON.parse(row.lines);
  return Array.isArray(value) ? (value as StoredLine[]) : [];
}

export function parseData(row: Pick<Selectable<CartTable>, 'data' | 'created_at'>): CartData {
  const stored = JSON.parse(row.data) as Partial<CartData>;
  return {
    // Through normaliseAddress: a cart stored before free-form maps were checked may hold a nested extraInfo.
    billingAddress: stored.billingAddress ? normaliseAddress(stored.billingAddress) : emptyAddress(),
    shippingAddress: stored.shippingAddress ? normaliseAddress(stored.shippingAddress) : emptyAddress(),
    comment: stored.comment ?? '',
    reference: stored.reference ?? '',
    expectedDeliveryDate: stored.expectedDeliveryDate ?? '',
    shippingMethod: stored.shippingMethod ?? null,
    paymentMethod: stored.paymentMethod ?? null,
    createdAt: row.created_at,
  };
}

/** A stored cart as the wire Cart (product lines without prices). */
export function cartToWire(row: Selectable<CartTable>, now: Date = new Date()): Cart {
  const data = parseData(row);
  return {
    cartId: row.id,
    billingAddress: data.billingAddress,
    shippingAddress: data.shippingAddress,
    comment: data.comment,
    reference: data.reference,
    createdAt: row.created_at,
    expectedDeliveryDate: data.expectedDeliveryDate,
    hasExpextedDeliveryDateError: data.expectedDeliveryDate !== '' && data.expectedDeliveryDate < earliestDeliveryDate(now),
    currencyCode: row.currency_code,
    lines: parseLines(row).map((l) => ({ ...l, type: 'product' as const })),
    paymentMethod: data.paymentMethod,
    shippingMethod: data.shippingMethod,
  };
}

/** Removes the lines of the caller's open cart (checkout data stays). 404 unknown/another owner's, 409 ordered. */
export async function emptyCart(db: Db, owner: CartOwner, cartId: string, now: Date): Promise<void> {
  const result = await db
    .updateTable('carts')
    .set({ lines: '[]', updated_at: now.toISOString(), version: sql<number>`version + 1` })
    .where('id', '=', cartId)
    .where('customer_number', '=', owner.customerNumber)
    .where('user_id', '=', owner.userId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) await refuse(db, owner, cartId);
}

/**
 * An ordered cart back to `open` with its lines and checkout data, because its order was rejected (the card
 * payment did not go through; orders/reject.ts). updated_at is bumped so GetCartsBySearch returns it as the
 * latest, and the version too (a calculation of the ordered cart is not this one). Guarded by status: true only
 * when this call reopened it. Run it in the rejecting transaction.
 */
export async function reopenCart(db: Db, cart: { cartId: string; customerNumber: string; now: Date }): Promise<boolean> {
  const result = await db
    .updateTable('carts')
    .set({ status: 'open', updated_at: cart.now.toISOString(), version: sql<number>`version + 1` })
    .where('id', '=', cart.cartId)
    .where('customer_number', '=', cart.customerNumber)
    .where('status', '=', 'ordered')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The caller's own open carts (user and customer) by updated_at. */
export async function searchCarts(
  db: Db,
  owner: CartOwner,
  options: { skip: number; take: number; direction: 'asc' | 'desc' },
): Promise<CartSearchResponse> {
  const base = db
    .selectFrom('carts')
    .where('customer_number', '=', owner.customerNumber)
    .where('user_id', '=', owner.userId)
    .where('status', '=', 'open');
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    options.take === 0
      ? Promise.resolve([])
      : base
          .selectAll()
          .orderBy('updated_at', options.direction)
          .orderBy('id', options.direction)
          .limit(options.take)
          .offset(options.skip)
          .execute(),
  ]);
  const now = new Date();
  return {
    itemsTotal: Number(count?.n ?? 0),
    items: rows.map((row) => ({ item: { item: cartToWire(row, now) }, score: 1 })),
  };
}
