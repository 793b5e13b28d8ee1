/**
 * Saved carts (issue 20 'Shared lists and saved carts'; docs/saved-carts.md; contract/savedCarts.ts).
 *
 * A buyer saves the current cart's product lines under a name (table saved_carts, migration 027). Names are trimmed
 * (inner white space collapsed, NFC), required, at most SAVED_CART_LIMITS.maxNameLength characters and unique per
 * user ignoring case (409 otherwise); at most SAVED_CART_LIMITS.maxSavedCarts per user. A saved cart is read with the
 * caller's customer number AND user id — or, when its owner shared it (read only), by the active colleagues of the
 * same customer; any other id is a 404. Only the owner renames, shares or deletes (403 for a colleague).
 *
 * No price is stored: the list's totals and a restored cart are calculated by the server's own cart calculation
 * (services/cart calculateCart / calculateRequest) at today's prices of the caller. Restoring merges by the cart
 * rules of SPEC §4 (mergeSavedLines) and then runs CalculateCart on the result, which stores it as the caller's cart.
 */
import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { AreaInfo } from '../../contract/common';
import { MAX_CART_LINES } from '../../contract/values';
import type { CalculateCartResponse, CartLineInput } from '../../contract/cart';
import {
  SAVED_CART_LIMITS,
  type RestoreSavedCartRequest,
  type SaveSavedCartRequest,
  type SavedCart,
  type UpdateSavedCartRequest,
} from '../../contract/savedCarts';
import type { SavedCartTable } from '../db/schema';
import { badRequest, forbidden, HttpError, notFound } from '../errors';
import { checkAreaInfo } from './area';
import { calculateCart, calculateRequest, cartDepsFor, callerCurrency, type CartApp, type StoredLine } from './cart';
import { normaliseData, normaliseLines } from './cart/normalise';

export interface SavedCartOwner {
  userId: string;
  customerNumber: string;
}

export const SAVED_CART_NOT_FOUND = 'Saved cart not found';
export const SAVED_CART_OWNER_ONLY = 'Only the buyer who saved this cart can rename, share or delete it';
export const SAVED_CART_NAME_TAKEN = 'You already have a saved cart with this name';

type Row = Selectable<SavedCartTable> & { owner_name: string };

/** The name as stored and its key (lower-cased): 400 when empty or too long. */
export function savedCartName(raw: string | undefined): { name: string; key: string } {
  const name = (raw ?? '').normalize('NFC').trim().replace(/\s+/g, ' ');
  if (!name) throw badRequest('name must be defined', { name: 'must be defined' });
  if ([...name].length > SAVED_CART_LIMITS.maxNameLength) {
    const message = `must be at most ${SAVED_CART_LIMITS.maxNameLength} characters`;
    throw badRequest(`name ${message}`, { name: message });
  }
  return { name, key: name.toLowerCase() };
}

const nameTaken = () => new HttpError(409, SAVED_CART_NAME_TAKEN, { name: 'is taken' });

/** A unique-constraint violation (SQLite or PostgreSQL): two saves of one name at once. */
const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; message?: string };
  return e.code === '23505' || e.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(e.message ?? '');
};

function parseLines(row: Pick<SavedCartTable, 'lines'>): StoredLine[] {
  const value: unknown = JSON.parse(row.lines);
  return Array.isArray(value) ? (value as StoredLine[]) : [];
}

/** Rows the caller may see: own ones and, from active colleagues of the same customer, shared ones. */
function visibleRows(app: CartApp, caller: SavedCartOwner) {
  return app.db
    .selectFrom('saved_carts')
    .innerJoin('users', 'users.id', 'saved_carts.user_id')
    .selectAll('saved_carts')
    .select('users.name as owner_name')
    .where('saved_carts.customer_number', '=', caller.customerNumber)
    .where('users.customer_number', '=', caller.customerNumber)
    .where((eb) =>
      eb.or([eb('saved_carts.user_id', '=', caller.userId), eb.and([eb('saved_carts.shared', '=', 1), eb('users.active', '=', 1)])]),
    );
}

async function visibleRow(app: CartApp, caller: SavedCartOwner, id: string): Promise<Row> {
  const row = await visibleRows(app, caller).where('saved_carts.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(SAVED_CART_NOT_FOUND);
  return row;
}

async function ownRow(app: CartApp, caller: SavedCartOwner, id: string): Promise<Row> {
  const row = await visibleRow(app, caller, id);
  if (row.user_id !== caller.userId) throw forbidden(SAVED_CART_OWNER_ONLY);
  return row;
}

interface Pricing {
  customerNumber: string;
  areaId: string;
  languageCode: string;
  currencyCode: string;
  now: Date;
}

/** The goods total (Σ net line prices, minor units) of lines at today's prices; null when a line cannot be priced. */
async function goodsTotal(app: CartApp, pricing: Pricing, lines: readonly StoredLine[]): Promise<number | null> {
  try {
    const { calculation } = await calculateCart(cartDepsFor(app), {
      ...pricing,
      lines: lines.map((l, at) => ({ ...l, at })),
      data: normaliseData({ cartId: 'saved', lines: [] }, pricing.now.toISOString()),
    });
    return calculation.goodsNet;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 400) return null;
    throw error;
  }
}

function toWire(row: Row, callerId: string, currencyCode: string, total: number | null): SavedCart {
  return {
    id: row.id,
    name: row.name,
    shared: Number(row.shared) === 1,
    own: row.user_id === callerId,
    ownerName: row.owner_name,
    savedAt: row.updated_at,
    lines: parseLines(row).map((l) => ({ id: l.id, parentId: l.parentId, text: l.text, quantity: l.quantity, productKey: l.productKey })),
    currencyCode,
    total,
  };
}

async function pricingFor(app: CartApp, caller: SavedCartOwner, area: AreaInfo, now: Date): Promise<Pricing> {
  const checked = await checkAreaInfo(app.db, area, 'area');
  const currencyCode = await callerCurrency(app, caller.customerNumber, { areaId: checked.areaId, currencyCode: area.currencyCode });
  return { customerNumber: caller.customerNumber, areaId: checked.areaId, languageCode: checked.languageCode, currencyCode, now };
}

async function priced(app: CartApp, caller: SavedCartOwner, pricing: Pricing, row: Row): Promise<SavedCart> {
  return toWire(row, caller.userId, pricing.currencyCode, await goodsTotal(app, pricing, parseLines(row)));
}

/**
 * Today's goods totals of many saved carts with as few calculations as possible: the carts' lines go into one
 * calculation per batch of at most MAX_CART_LINES lines (ids prefixed by the cart's place, so lines never merge) and
 * each cart's total is the sum of its lines' net line prices — what a calculation of the cart alone gives (prices
 * are per line: the quantity tier is the line's). A batch with a line that cannot be priced (400) is priced cart by
 * cart, so only that cart's total is null.
 */
async function goodsTotals(app: CartApp, pricing: Pricing, carts: readonly StoredLine[][]): Promise<(number | null)[]> {
  const totals: (number | null)[] = carts.map(() => null);
  const batches: number[][] = [];
  let size = Infinity;
  carts.forEach((lines, i) => {
    if (size + lines.length > MAX_CART_LINES) {
      batches.push([]);
      size = 0;
    }
    batches[batches.length - 1]!.push(i);
    size += lines.length;
  });
  for (const batch of batches) {
    const lines = batch.flatMap((i) =>
      carts[i]!.map((l) => ({ ...l, id: `${i}:${l.id}`, parentId: l.parentId === null ? null : `${i}:${l.parentId}` })),
    );
    try {
      const { calculation } = await calculateCart(cartDepsFor(app), {
        ...pricing,
        lines: lines.map((l, at) => ({ ...l, at })),
        data: normaliseData({ cartId: 'saved', lines: [] }, pricing.now.toISOString()),
      });
      const sums = new Map<string, number>();
      for (const line of calculation.lines) {
        if (line.type !== 'product') continue;
        const cart = line.id.slice(0, line.id.indexOf(':'));
        sums.set(cart, (sums.get(cart) ?? 0) + line.netLinePrice);
      }
      for (const i of batch) totals[i] = sums.get(String(i)) ?? 0;
    } catch (error) {
      if (!(error instanceof HttpError && error.statusCode === 400)) throw error;
      for (const i of batch) totals[i] = await goodsTotal(app, pricing, carts[i]!);
    }
  }
  return totals;
}

/** GetSavedCarts: own saved carts by name, then the colleagues' shared ones by owner and name, each priced today. */
export async function listSavedCarts(app: CartApp, caller: SavedCartOwner, area: AreaInfo, now: Date): Promise<SavedCart[]> {
  const pricing = await pricingFor(app, caller, area, now);
  const rows = await visibleRows(app, caller).orderBy('users.name').orderBy('saved_carts.name_key').orderBy('saved_carts.id').execute();
  const ordered = [...rows.filter((r) => r.user_id === caller.userId), ...rows.filter((r) => r.user_id !== caller.userId)];
  const totals = await goodsTotals(app, pricing, ordered.map(parseLines));
  return ordered.map((row, i) => toWire(row, caller.userId, pricing.currencyCode, totals[i] ?? null));
}

/** SaveSavedCart: the request's product lines (checked and named by the cart calculation) under a new name. */
export async function saveSavedCart(app: CartApp, caller: SavedCartOwner, body: SaveSavedCartRequest, now: Date): Promise<SavedCart> {
  const name = savedCartName(body.name);
  const lines = normaliseLines(body.lines);
  if (lines.length === 0) throw badRequest('A saved cart needs at least one line', { lines: 'must not be empty' });
  const pricing = await pricingFor(app, caller, body.area, now);
  // The cart calculation checks every line against the catalogue and prices (400 with fields) and names it.
  const { calculation } = await calculateCart(cartDepsFor(app), {
    ...pricing,
    lines,
    data: normaliseData({ cartId: 'saved', lines: [] }, now.toISOString()),
  });
  const byId = new Map(calculation.lines.filter((l) => l.type === 'product').map((l) => [l.id, l]));
  const stored: StoredLine[] = lines.map((l) => ({
    id: l.id,
    parentId: l.parentId,
    text: byId.get(l.id)?.text ?? l.text,
    quantity: l.quantity,
    productKey: l.productKey,
  }));
  const id = randomUUID();
  const iso = now.toISOString();
  await app.db.transaction().execute(async (trx) => {
    const owned = trx.selectFrom('saved_carts').where('user_id', '=', caller.userId).where('customer_number', '=', caller.customerNumber);
    if (await owned.select('id').where('name_key', '=', name.key).executeTakeFirst()) throw nameTaken();
    const count = await owned.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
    if (Number(count?.n ?? 0) >= SAVED_CART_LIMITS.maxSavedCarts) {
      const message = `at most ${SAVED_CART_LIMITS.maxSavedCarts} saved carts`;
      throw badRequest(`You can have ${message}`, { name: message });
    }
    await trx
      .insertInto('saved_carts')
      .values({
        id,
        user_id: caller.userId,
        customer_number: caller.customerNumber,
        name: name.name,
        name_key: name.key,
        shared: body.shared === true ? 1 : 0,
        lines: JSON.stringify(stored),
        created_at: iso,
        updated_at: iso,
      })
      .execute()
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? nameTaken() : error;
      });
  });
  return toWire(await visibleRow(app, caller, id), caller.userId, pricing.currencyCode, calculation.goodsNet);
}

/** UpdateSavedCart: rename and/or share (owner only). */
export async function updateSavedCart(app: CartApp, caller: SavedCartOwner, body: UpdateSavedCartRequest, now: Date): Promise<SavedCart> {
  if (body.name === undefined && body.shared === undefined) {
    throw badRequest('name or shared must be defined', { name: 'name or shared must be defined' });
  }
  const name = body.name === undefined ? null : savedCartName(body.name);
  const pricing = await pricingFor(app, caller, body.area, now);
  const row = await ownRow(app, caller, body.id);
  if (name && name.key !== row.name_key) {
    const taken = await app.db
      .selectFrom('saved_carts')
      .select('id')
      .where('user_id', '=', caller.userId)
      .where('customer_number', '=', caller.customerNumber)
      .where('name_key', '=', name.key)
      .where('id', '!=', row.id)
      .executeTakeFirst();
    if (taken) throw nameTaken();
  }
  await app.db
    .updateTable('saved_carts')
    .set({
      ...(name ? { name: name.name, name_key: name.key } : {}),
      ...(body.shared === undefined ? {} : { shared: body.shared ? 1 : 0 }),
      updated_at: now.toISOString(),
    })
    .where('id', '=', row.id)
    .where('user_id', '=', caller.userId)
    .execute()
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? nameTaken() : error;
    });
  return priced(app, caller, pricing, await visibleRow(app, caller, row.id));
}

/** DeleteSavedCart (owner only). */
export async function deleteSavedCart(app: CartApp, caller: SavedCartOwner, body: { area: AreaInfo; id: string }): Promise<void> {
  await checkAreaInfo(app.db, body.area, 'area');
  const row = await ownRow(app, caller, body.id);
  await app.db.deleteFrom('saved_carts').where('id', '=', row.id).where('user_id', '=', caller.userId).execute();
}

const keyOf = (key: { productId: string; unitOfMeasure: string; variantId?: string | null }): string =>
  `${key.productId.trim()}\u0000${key.unitOfMeasure.trim()}\u0000${(key.variantId ?? '').trim()}`;

/**
 * The current cart's request lines with the saved lines added by the cart rules of SPEC §4: a saved top-level line
 * whose product, unit and variant match a top-level product line of the cart adds its quantity to it; any other line
 * is appended — without an id when it has no sub-lines (the server then gives it 'LINE' + the line count), else with
 * a fresh one, its sub-lines pointing at it. The result goes through the cart's own checks (normaliseLines).
 */
export function mergeSavedLines(current: readonly CartLineInput[], saved: readonly StoredLine[]): CartLineInput[] {
  const out = current.map((l) => ({ ...l }));
  const ids = new Set(out.map((l) => (l.id ?? '').trim()).filter((id) => id !== ''));
  const topByKey = new Map<string, CartLineInput>();
  for (const line of out) {
    if (line.type !== 'generated' && !(line.parentId ?? '').trim() && typeof line.quantity === 'number') {
      topByKey.set(keyOf(line.productKey), line);
    }
  }
  const parents = new Set(saved.map((l) => l.parentId).filter((p): p is string => p !== null));
  const newIds = new Map<string, string | null>();
  const freshId = (base: string): string => {
    let n = 1;
    while (ids.has(`${base}-${n}`)) n++;
    ids.add(`${base}-${n}`);
    return `${base}-${n}`;
  };
  for (const line of saved) {
    const existing = line.parentId === null ? topByKey.get(keyOf(line.productKey)) : undefined;
    if (existing && typeof existing.quantity === 'number') {
      existing.quantity = Math.round((existing.quantity + line.quantity) * 1000) / 1000;
      newIds.set(line.id, (existing.id ?? '').trim() || null);
      continue;
    }
    let id: string | null = null;
    if (parents.has(line.id)) {
      id = ids.has(line.id) ? freshId(line.id) : line.id;
      ids.add(id);
    }
    newIds.set(line.id, id);
    out.push({
      id,
      parentId: line.parentId === null ? null : (newIds.get(line.parentId) ?? null),
      text: line.text,
      quantity: line.quantity,
      productKey: { productId: line.productKey.productId, unitOfMeasure: line.productKey.unitOfMeasure, variantId: line.productKey.variantId },
      type: 'product',
    });
  }
  return out;
}

/**
 * RestoreSavedCart: the caller's current cart with the saved lines (mode 'replace': only them; 'merge':
 * mergeSavedLines), calculated at today's prices and stored as the caller's cart (CalculateCart's reply).
 */
export async function restoreSavedCart(app: CartApp, caller: SavedCartOwner, body: RestoreSavedCartRequest, now: Date): Promise<CalculateCartResponse> {
  await checkAreaInfo(app.db, body.area, 'area');
  const row = await visibleRow(app, caller, body.id);
  const saved = parseLines(row);
  const lines = mergeSavedLines(body.mode === 'replace' ? [] : body.cart.lines, saved);
  return calculateRequest(app, caller.customerNumber, caller, { area: body.area, cart: { ...body.cart, lines } }, now);
}
