/**
 * Favourite lists (docs/account-api.md 'Favourite lists'): named lists of product keys per user and customer.
 * Every query names the owner (user id AND customer number), so another user's list is simply not found.
 * Bounds: FAVORITE_LIST_LIMITS (lists per owner, lines per list, name length, quantity). An update runs in one
 * transaction; on PostgreSQL the owner's user row is locked first, so concurrent updates of one user cannot
 * together pass a bound (SQLite serialises writers anyway).
 * Sharing (issue 20, docs/saved-carts.md): an owner shares a list with the company ('read' or 'write'); active
 * colleagues (users of the same customer number) read it with IncludeShared and address it by listId. Only the owner
 * renames, deletes or shares; a colleague edits lines only while the list is shared 'write' (checked again inside the
 * writing transaction). Another customer's list, or a colleague's unshared one, is a 404.
 */
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type {
  FavoriteList,
  FavoriteListSharing,
  FavoriteListLine,
  FavoriteListLineInput,
  UpdateFavoriteListRequest,
} from '../../contract/favoriteLists';
import { FAVORITE_LIST_LIMITS } from '../../contract/values';
import { hasAllowedDecimals, MAX_QUANTITY_DECIMALS, quantityProblem } from '../../common/quantity';
import type { Db, DialectName } from '../db';
import type { Database } from '../db/schema';
import { badRequest, forbidden, HttpError, notFound } from '../errors';

export interface ListOwner {
  userId: string;
  customerNumber: string;
}

type Trx = Transaction<Database>;

export const LIST_NOT_FOUND = 'Favourite list not found';
export const LIST_OWNER_ONLY = 'Only the owner of this favourite list can rename, delete or share it';
export const LIST_READ_ONLY = 'This favourite list is shared read only: only its owner can change its lines';

/** The name as stored (NFC, trimmed, inner white space collapsed) and its key (lower-cased): 400 when empty or too long. */
export function listName(raw: string | undefined, field: string): { name: string; key: string } {
  const name = (raw ?? '').normalize('NFC').trim().replace(/\s+/g, ' ');
  if (!name) throw badRequest(`${field} must be defined`, { [field]: 'must be defined' });
  if ([...name].length > FAVORITE_LIST_LIMITS.maxNameLength) {
    const message = `must be at most ${FAVORITE_LIST_LIMITS.maxNameLength} characters`;
    throw badRequest(`${field} ${message}`, { [field]: message });
  }
  return { name, key: name.toLowerCase() };
}

const lineKey = (l: { productId: string; variantId?: string | null; unitOfMeasure: string }) =>
  `${l.productId}\u0000${l.variantId ?? ''}\u0000${l.unitOfMeasure}`;

interface LineRow {
  product_id: string;
  variant_id: string;
  unit_id: string;
  quantity: number | null;
  sort: number;
  added_at: string;
}

function toLine(row: LineRow): FavoriteListLine {
  return {
    productId: row.product_id,
    variantId: row.variant_id === '' ? null : row.variant_id,
    unitOfMeasure: row.unit_id,
    quantity: row.quantity === null ? null : Number(row.quantity),
    addedAt: row.added_at,
  };
}

interface ListRow {
  id: string;
  name: string;
  created_at: string;
  updated_at: string;
  sharing: string;
  user_id: string;
  owner_name: string;
}

const asSharing = (value: string): FavoriteListSharing => (value === 'read' || value === 'write' ? value : 'none');

/** Lists with their lines in list order; `own` seen from the viewer. */
async function withLines(db: Db | Trx, lists: readonly ListRow[], viewerId: string): Promise<FavoriteList[]> {
  if (lists.length === 0) return [];
  const lines = await db
    .selectFrom('favorite_list_lines')
    .select(['list_id', 'product_id', 'variant_id', 'unit_id', 'quantity', 'sort', 'added_at'])
    .where(
      'list_id',
      'in',
      lists.map((l) => l.id),
    )
    .orderBy('list_id')
    .orderBy('sort')
    .execute();
  const byList = new Map<string, FavoriteListLine[]>(lists.map((l) => [l.id, []]));
  for (const line of lines) byList.get(line.list_id)?.push(toLine(line));
  return lists.map((l) => ({
    id: l.id,
    name: l.name,
    sharing: asSharing(l.sharing),
    own: l.user_id === viewerId,
    ownerName: l.owner_name,
    createdAt: l.created_at,
    updatedAt: l.updated_at,
    lines: byList.get(l.id) ?? [],
  }));
}

const listColumns = [
  'favorite_lists.id as id',
  'favorite_lists.name as name',
  'favorite_lists.created_at as created_at',
  'favorite_lists.updated_at as updated_at',
  'favorite_lists.sharing as sharing',
  'favorite_lists.user_id as user_id',
  'users.name as owner_name',
] as const;

/** The owner's lists (one by name key, or all by name), with their lines in list order. */
async function readLists(db: Db | Trx, owner: ListOwner, nameKey?: string, viewerId = owner.userId): Promise<FavoriteList[]> {
  let query = db
    .selectFrom('favorite_lists')
    .innerJoin('users', 'users.id', 'favorite_lists.user_id')
    .select(listColumns)
    .where('favorite_lists.user_id', '=', owner.userId)
    .where('favorite_lists.customer_number', '=', owner.customerNumber);
  if (nameKey !== undefined) query = query.where('favorite_lists.name_key', '=', nameKey);
  const lists = await query.orderBy('favorite_lists.name_key').orderBy('favorite_lists.id').execute();
  return withLines(db, lists, viewerId);
}

/** The lists active colleagues (same customer number) share with the company, by owner name and list name. */
async function sharedLists(db: Db, viewer: ListOwner): Promise<FavoriteList[]> {
  const lists = await db
    .selectFrom('favorite_lists')
    .innerJoin('users', 'users.id', 'favorite_lists.user_id')
    .select(listColumns)
    .where('favorite_lists.customer_number', '=', viewer.customerNumber)
    .where('users.customer_number', '=', viewer.customerNumber)
    .where('users.active', '=', 1)
    .where('favorite_lists.user_id', '!=', viewer.userId)
    .where('favorite_lists.sharing', 'in', ['read', 'write'])
    .orderBy('users.name')
    .orderBy('favorite_lists.name_key')
    .orderBy('favorite_lists.id')
    .execute();
  return withLines(db, lists, viewer.userId);
}

/** A list the viewer may see by id: their own, or an active colleague's shared one (same customer); else undefined. */
async function visibleList(db: Db, viewer: ListOwner, listId: string) {
  return db
    .selectFrom('favorite_lists')
    .innerJoin('users', 'users.id', 'favorite_lists.user_id')
    .select(['favorite_lists.id as id', 'favorite_lists.name as name', 'favorite_lists.user_id as user_id', 'favorite_lists.sharing as sharing'])
    .where('favorite_lists.id', '=', listId)
    .where('favorite_lists.customer_number', '=', viewer.customerNumber)
    .where('users.customer_number', '=', viewer.customerNumber)
    .where((eb) =>
      eb.or([
        eb('favorite_lists.user_id', '=', viewer.userId),
        eb.and([eb('favorite_lists.sharing', 'in', ['read', 'write']), eb('users.active', '=', 1)]),
      ]),
    )
    .executeTakeFirst();
}

/** GET: every list of the owner (then the colleagues' shared ones when includeShared), or the one named (404 when there is none). */
export async function getFavoriteLists(db: Db, owner: ListOwner, name?: string, includeShared = false): Promise<FavoriteList[]> {
  if (name === undefined || name.trim() === '') {
    const own = await readLists(db, owner);
    return includeShared ? [...own, ...(await sharedLists(db, owner))] : own;
  }
  const lists = await readLists(db, owner, listName(name, 'ListName').key);
  if (lists.length === 0) throw notFound(LIST_NOT_FOUND);
  return lists;
}

/** A request line as the route's schema lets it through: the quantity still unchecked (see lineInputs). */
export type RawLineInput = Omit<FavoriteListLineInput, 'quantity'> & { quantity?: unknown };

/**
 * The request's lines with their quantities checked strictly (the schema leaves them untyped, so that ajv's coercion
 * cannot turn "0x10" into 16 or true into 1): absent, null, or a number above 0 and at most maxQuantity with at most
 * MAX_QUANTITY_DECIMALS decimals; else 400 naming the line. Whole or decimal is the unit's rule (checkCatalogue).
 */
export function lineInputs(lines: readonly RawLineInput[] | undefined): FavoriteListLineInput[] | undefined {
  if (lines === undefined) return undefined;
  const fields: Record<string, string> = {};
  const checked = lines.map((line, i): FavoriteListLineInput => {
    const { quantity, ...key } = line;
    if (quantity === undefined || quantity === null) return quantity === null ? { ...key, quantity: null } : key;
    const max = FAVORITE_LIST_LIMITS.maxQuantity;
    if (typeof quantity !== 'number' || !Number.isFinite(quantity)) fields[`lines[${i}]`] = 'quantity must be a number or null';
    else if (quantity <= 0 || quantity > max) fields[`lines[${i}]`] = `quantity must be above 0 and at most ${max}`;
    else if (!hasAllowedDecimals(quantity)) fields[`lines[${i}]`] = `quantity may have at most ${MAX_QUANTITY_DECIMALS} decimals`;
    else return { ...key, quantity: Math.round(quantity * 1000) / 1000 };
    return key;
  });
  if (Object.keys(fields).length > 0) throw badRequest('Some lines have an invalid quantity', fields);
  return checked;
}

/**
 * 400 with fields 'lines[i]' for keys that are not in the catalogue (product, its unit, its variant), and for
 * quantities with decimals of a unit that is not sold by measure (product_units.allows_decimals).
 */
async function checkCatalogue(trx: Trx, lines: readonly FavoriteListLineInput[]): Promise<void> {
  if (lines.length === 0) return;
  const productIds = [...new Set(lines.map((l) => l.productId))];
  const variantIds = [...new Set(lines.map((l) => l.variantId ?? '').filter((v) => v !== ''))];
  const [products, units, variants] = await Promise.all([
    trx.selectFrom('products').select('id').where('id', 'in', productIds).execute(),
    trx.selectFrom('product_units').select(['product_id', 'unit_id', 'allows_decimals']).where('product_id', 'in', productIds).execute(),
    variantIds.length === 0
      ? Promise.resolve([])
      : trx.selectFrom('product_variants').select(['id', 'product_id']).where('id', 'in', variantIds).execute(),
  ]);
  const known = new Set(products.map((p) => p.id));
  const unitDecimals = new Map(units.map((u) => [`${u.product_id}\u0000${u.unit_id}`, Number(u.allows_decimals) === 1]));
  const variantOf = new Map(variants.map((v) => [v.id, v.product_id]));
  const fields: Record<string, string> = {};
  lines.forEach((line, i) => {
    const variant = line.variantId ?? '';
    const decimals = unitDecimals.get(`${line.productId}\u0000${line.unitOfMeasure}`);
    const problem = !known.has(line.productId)
      ? 'unknown product'
      : decimals === undefined
        ? 'unknown unit'
        : variant !== '' && variantOf.get(variant) !== line.productId
          ? 'unknown variant'
          : typeof line.quantity === 'number' && quantityProblem(line.quantity, decimals) === 'notWhole'
            ? 'quantity must be a whole number for this unit'
            : null;
    if (problem) fields[`lines[${i}]`] = problem;
  });
  if (Object.keys(fields).length > 0) throw badRequest('Some lines are not products of the shop', fields);
}

/** The request's lines without duplicates (the last of a key wins, at the place of its first). */
function uniqueLines(lines: readonly FavoriteListLineInput[]): FavoriteListLineInput[] {
  const byKey = new Map<string, FavoriteListLineInput>();
  for (const line of lines) byKey.set(lineKey(line), line);
  return [...byKey.values()];
}

const tooMany = (what: string, max: number) => badRequest(`A favourite list holds at most ${max} ${what}`, { lines: `at most ${max} lines` });

async function ownerListCount(trx: Trx, owner: ListOwner): Promise<number> {
  const row = await trx
    .selectFrom('favorite_lists')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', owner.userId)
    .where('customer_number', '=', owner.customerNumber)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

async function createList(trx: Trx, owner: ListOwner, name: { name: string; key: string }, now: string): Promise<string> {
  if ((await ownerListCount(trx, owner)) >= FAVORITE_LIST_LIMITS.maxLists) {
    const message = `at most ${FAVORITE_LIST_LIMITS.maxLists} lists`;
    throw badRequest(`You can have ${message}`, { listName: message });
  }
  const id = randomUUID();
  await trx
    .insertInto('favorite_lists')
    .values({ id, user_id: owner.userId, customer_number: owner.customerNumber, name: name.name, name_key: name.key, created_at: now, updated_at: now })
    .execute();
  return id;
}

async function insertLines(trx: Trx, listId: string, lines: readonly FavoriteListLineInput[], firstSort: number, now: string): Promise<void> {
  // 250 rows × 7 values per statement stays far below every parameter limit.
  for (let i = 0; i < lines.length; i += 250) {
    await trx
      .insertInto('favorite_list_lines')
      .values(
        lines.slice(i, i + 250).map((l, j) => ({
          list_id: listId,
          product_id: l.productId,
          variant_id: l.variantId ?? '',
          unit_id: l.unitOfMeasure,
          quantity: l.quantity ?? null,
          sort: firstSort + i + j,
          added_at: now,
        })),
      )
      .execute();
  }
}

async function deleteLines(trx: Trx, listId: string, lines: readonly FavoriteListLineInput[]): Promise<void> {
  for (let i = 0; i < lines.length; i += 250) {
    const chunk = lines.slice(i, i + 250);
    await trx
      .deleteFrom('favorite_list_lines')
      .where('list_id', '=', listId)
      .where((eb) =>
        eb.or(
          chunk.map((l) =>
            eb.and([eb('product_id', '=', l.productId), eb('variant_id', '=', l.variantId ?? ''), eb('unit_id', '=', l.unitOfMeasure)]),
          ),
        ),
      )
      .execute();
  }
}

async function renameList(trx: Trx, owner: ListOwner, listId: string, newName: { name: string; key: string }): Promise<void> {
  const taken = await trx
    .selectFrom('favorite_lists')
    .select('id')
    .where('user_id', '=', owner.userId)
    .where('customer_number', '=', owner.customerNumber)
    .where('name_key', '=', newName.key)
    .where('id', '!=', listId)
    .executeTakeFirst();
  if (taken) throw new HttpError(409, 'A favourite list with this name already exists', { newName: 'is taken' });
  await trx.updateTable('favorite_lists').set({ name: newName.name, name_key: newName.key }).where('id', '=', listId).execute();
}

const OWNER_ACTIONS: ReadonlySet<string> = new Set(['rename', 'delete', 'share']);

/**
 * UpdateFavoriteList: the list after the change, or null after delete. With listId the list is found by id among
 * those the caller may see (own, or an active colleague's shared one: else 404); a colleague may only change lines,
 * and only of a list shared 'write' (else 403, nothing changed). The reply's `own` is seen from the caller.
 */
export async function updateFavoriteList(
  db: Db,
  dialect: DialectName,
  caller: ListOwner,
  request: UpdateFavoriteListRequest,
): Promise<FavoriteList | null> {
  if (request.action === 'share' && request.sharing === undefined) throw badRequest('sharing must be defined', { sharing: 'must be defined' });
  if (request.listId === undefined) return applyUpdate(db, dialect, caller, request, caller.userId);
  if (request.action === 'create') throw badRequest('create names a new list by listName, not listId', { listId: 'not for create' });
  const found = await visibleList(db, caller, request.listId);
  if (!found) throw notFound(LIST_NOT_FOUND);
  const owner = { userId: found.user_id, customerNumber: caller.customerNumber };
  if (found.user_id !== caller.userId) {
    if (OWNER_ACTIONS.has(request.action)) throw forbidden(LIST_OWNER_ONLY);
    if (found.sharing !== 'write') throw forbidden(LIST_READ_ONLY);
  }
  return applyUpdate(db, dialect, owner, { ...request, listName: found.name }, caller.userId);
}

async function applyUpdate(
  db: Db,
  dialect: DialectName,
  owner: ListOwner,
  request: UpdateFavoriteListRequest,
  viewerId: string,
): Promise<FavoriteList | null> {
  const sharing = request.sharing;
  const name = listName(request.listName, 'listName');
  const lines = request.lines ?? [];
  if (['addLines', 'removeLines', 'setLines'].includes(request.action) && request.lines === undefined) {
    throw badRequest('lines must be defined', { lines: 'must be defined' });
  }
  if (request.action === 'addLines' && lines.length === 0) throw badRequest('lines must not be empty', { lines: 'must not be empty' });
  const newName = request.action === 'rename' ? listName(request.newName, 'newName') : null;

  return db.transaction().execute(async (trx) => {
    if (dialect === 'postgres') {
      await trx.selectFrom('users').select('id').where('id', '=', owner.userId).forUpdate().executeTakeFirst();
    }
    const now = new Date().toISOString();
    const existing = await trx
      .selectFrom('favorite_lists')
      .select(['id'])
      .where('user_id', '=', owner.userId)
      .where('customer_number', '=', owner.customerNumber)
      .where('name_key', '=', name.key)
      .executeTakeFirst();
    let listId = existing?.id;
    let resultKey = name.key;
    if (viewerId !== owner.userId) {
      // A colleague's edit: the sharing is read again under the lock (the owner may have just stopped it).
      const current = await trx.selectFrom('favorite_lists').select('sharing').where('id', '=', listId ?? '').executeTakeFirst();
      if (!current || current.sharing === 'none') throw notFound(LIST_NOT_FOUND);
      if (current.sharing !== 'write') throw forbidden(LIST_READ_ONLY);
    }

    switch (request.action) {
      case 'create':
        if (listId) throw new HttpError(409, 'A favourite list with this name already exists', { listName: 'is taken' });
        listId = await createList(trx, owner, name, now);
        break;
      case 'rename':
        if (!listId || !newName) throw notFound(LIST_NOT_FOUND);
        await renameList(trx, owner, listId, newName);
        resultKey = newName.key;
        break;
      case 'share':
        if (!listId) throw notFound(LIST_NOT_FOUND);
        await trx.updateTable('favorite_lists').set({ sharing: sharing ?? 'none' }).where('id', '=', listId).execute();
        break;
      case 'delete':
        if (!listId) throw notFound(LIST_NOT_FOUND);
        await trx.deleteFrom('favorite_list_lines').where('list_id', '=', listId).execute();
        await trx.deleteFrom('favorite_lists').where('id', '=', listId).execute();
        return null;
      case 'addLines': {
        await checkCatalogue(trx, lines);
        const wanted = uniqueLines(lines);
        listId ??= await createList(trx, owner, name, now);
        const current = await trx
          .selectFrom('favorite_list_lines')
          .select(['product_id', 'variant_id', 'unit_id', 'sort'])
          .where('list_id', '=', listId)
          .execute();
        const have = new Set(current.map((r) => lineKey({ productId: r.product_id, variantId: r.variant_id, unitOfMeasure: r.unit_id })));
        const added = wanted.filter((l) => !have.has(lineKey(l)));
        if (current.length + added.length > FAVORITE_LIST_LIMITS.maxLines) throw tooMany('lines', FAVORITE_LIST_LIMITS.maxLines);
        for (const line of wanted) {
          if (!have.has(lineKey(line)) || line.quantity === undefined) continue;
          await trx
            .updateTable('favorite_list_lines')
            .set({ quantity: line.quantity })
            .where('list_id', '=', listId)
            .where('product_id', '=', line.productId)
            .where('variant_id', '=', line.variantId ?? '')
            .where('unit_id', '=', line.unitOfMeasure)
            .execute();
        }
        const maxSort = current.reduce((m, r) => Math.max(m, Number(r.sort)), 0);
        await insertLines(trx, listId, added, maxSort + 1, now);
        break;
      }
      case 'removeLines':
        if (!listId) throw notFound(LIST_NOT_FOUND);
        await deleteLines(trx, listId, uniqueLines(lines));
        break;
      case 'setLines': {
        if (!listId) throw notFound(LIST_NOT_FOUND);
        const wanted = uniqueLines(lines);
        if (wanted.length > FAVORITE_LIST_LIMITS.maxLines) throw tooMany('lines', FAVORITE_LIST_LIMITS.maxLines);
        await checkCatalogue(trx, lines);
        await trx.deleteFrom('favorite_list_lines').where('list_id', '=', listId).execute();
        await insertLines(trx, listId, wanted, 1, now);
        break;
      }
    }
    await trx.updateTable('favorite_lists').set({ updated_at: now }).where('id', '=', listId).execute();
    const [list] = await readLists(trx, owner, resultKey, viewerId);
    return list ?? null;
  });
}
