/**
 * Favourite lists (docs/account-api.md 'Favourite lists'): create/rename/delete, lines, bounds, scoping.
 */
import type {
  FavoriteList,
  GetFavoriteListResponse,
  UpdateFavoriteListRequest,
  UpdateFavoriteListResponse,
} from '../../src/api/accountTypes';
import { FAVORITE_LIST_LIMITS } from '../../contract/values';
import { addUser, bearer, tokenFor } from './auth';
import { body, createTestApp, type TestApp } from './helpers';

let t: TestApp;
let customer: string;
let colleague: string;
let otherCustomer: string;
let impersonating: string;

beforeAll(async () => {
  t = await createTestApp();
  const template = await t.db.selectFrom('customers').selectAll().where('customer_number', '=', '10001').executeTakeFirstOrThrow();
  await t.db.insertInto('customers').values({ ...template, customer_number: '10002', name: 'Andet Firma A/S' }).execute();
  await addUser(t.app, 'u-colleague', ['customer'], '10001');
  await addUser(t.app, 'u-other', ['customer'], '10002');
  await t.db.insertInto('sales_rep_customers').values({ user_id: 'u-sales', customer_number: '10001' }).execute();
  // Products enough for the line bound.
  const product = await t.db.selectFrom('products').selectAll().where('id', '=', '1002').executeTakeFirstOrThrow();
  const ids = Array.from({ length: FAVORITE_LIST_LIMITS.maxLines + 1 }, (_, i) => `F${String(i).padStart(4, '0')}`);
  for (let i = 0; i < ids.length; i += 100) {
    const chunk = ids.slice(i, i + 100);
    await t.db.insertInto('products').values(chunk.map((id) => ({ ...product, id }))).execute();
    await t.db
      .insertInto('product_units')
      .values(chunk.map((id) => ({ product_id: id, unit_id: 'STK', factor: 1, is_default: 1, sort: 1 })))
      .execute();
  }
  customer = await tokenFor(t.app, 'u-customer');
  colleague = await tokenFor(t.app, 'u-colleague');
  otherCustomer = await tokenFor(t.app, 'u-other');
  impersonating = await tokenFor(t.app, 'u-customer', { impersonatorId: 'u-sales' });
});
afterAll(async () => {
  await t.close();
});

const get = (token: string | null, query: Record<string, string> = { AreaId: 'b2b' }) =>
  t.app.inject({ url: '/api/FavoriteList/GetFavoriteList', query, headers: token ? bearer(token) : {} });

const update = (token: string | null, request: Omit<UpdateFavoriteListRequest, 'areaId'> & { areaId?: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/FavoriteList/UpdateFavoriteList',
    payload: { areaId: 'b2b', ...request },
    headers: token ? bearer(token) : {},
  });

async function lists(token: string): Promise<FavoriteList[]> {
  const res = await get(token);
  expect(res.statusCode).toBe(200);
  return body<GetFavoriteListResponse>(res).favoriteLists;
}

async function ok(res: { statusCode: number; body: string }): Promise<FavoriteList | null> {
  expect(res.statusCode).toBe(200);
  return body<UpdateFavoriteListResponse>(res).favoriteList;
}

const keys = (list: FavoriteList | null | undefined) =>
  (list?.lines ?? []).map((l) => `${l.productId}/${l.variantId ?? '-'}/${l.unitOfMeasure}/${l.quantity ?? '-'}`);

const fields = (res: { body: string }) => body<{ fields: Record<string, string> }>(res).fields;

async function clear(token: string) {
  for (const list of await lists(token)) await ok(await update(token, { listName: list.name, action: 'delete' }));
}

describe('access', () => {
  it('needs a customer login, AreaId and a known area', async () => {
    expect((await get(null)).statusCode).toBe(401);
    expect((await update(null, { listName: 'x', action: 'create' })).statusCode).toBe(401);
    const missing = await get(customer, {});
    expect(missing.statusCode).toBe(400);
    expect(fields(missing)).toEqual({ AreaId: 'must be defined' });
    expect((await get(customer, { AreaId: '' })).statusCode).toBe(400);
    expect((await get(customer, { AreaId: 'nope' })).statusCode).toBe(404);
    expect((await update(customer, { areaId: 'nope', listName: 'x', action: 'create' })).statusCode).toBe(404);
  });
});

describe('lists', () => {
  beforeEach(async () => clear(customer));

  it('starts empty; create, get by name (ignoring case), 409 for a taken name, 404 for an unknown one', async () => {
    expect(await lists(customer)).toEqual([]);
    const created = await ok(await update(customer, { listName: '  Værksted   ugentlig ', action: 'create' }));
    expect(created).toMatchObject({ name: 'Værksted ugentlig', lines: [] });
    expect(Date.parse(created!.createdAt)).not.toBeNaN();
    const taken = await update(customer, { listName: 'VÆRKSTED UGENTLIG', action: 'create' });
    expect(taken.statusCode).toBe(409);
    const one = await get(customer, { AreaId: 'b2b', ListName: 'værksted ugentlig' });
    expect(one.statusCode).toBe(200);
    expect(body<GetFavoriteListResponse>(one).favoriteLists.map((l) => l.name)).toEqual(['Værksted ugentlig']);
    const unknown = await get(customer, { AreaId: 'b2b', ListName: 'Nope' });
    expect(unknown.statusCode).toBe(404);
    expect(body<{ message: string }>(unknown).message).toBe('Favourite list not found');
    // An empty ListName lists every list, by name.
    await ok(await update(customer, { listName: 'Akut', action: 'create' }));
    expect((await lists(customer)).map((l) => l.name)).toEqual(['Akut', 'Værksted ugentlig']);
    const all = await get(customer, { AreaId: 'b2b', ListName: '' });
    expect(body<GetFavoriteListResponse>(all).favoriteLists).toHaveLength(2);
  });

  it('renames (also a case-only change), 409 for a taken new name, 404 for a missing list; deletes', async () => {
    await ok(await update(customer, { listName: 'A', action: 'create' }));
    await ok(await update(customer, { listName: 'B', action: 'addLines', lines: [{ productId: '1002', unitOfMeasure: 'STK' }] }));
    expect((await update(customer, { listName: 'A', action: 'rename', newName: 'b' })).statusCode).toBe(409);
    expect((await update(customer, { listName: 'Z', action: 'rename', newName: 'Y' })).statusCode).toBe(404);
    const noName = await update(customer, { listName: 'A', action: 'rename' });
    expect(noName.statusCode).toBe(400);
    expect(fields(noName)).toEqual({ newName: 'must be defined' });
    expect((await ok(await update(customer, { listName: 'a', action: 'rename', newName: 'A!' })))?.name).toBe('A!');
    const renamed = await ok(await update(customer, { listName: 'B', action: 'rename', newName: 'b' }));
    expect(renamed?.name).toBe('b');
    expect(keys(renamed)).toEqual(['1002/-/STK/-']);
    expect(await ok(await update(customer, { listName: 'A!', action: 'delete' }))).toBeNull();
    expect((await update(customer, { listName: 'A!', action: 'delete' })).statusCode).toBe(404);
    expect((await lists(customer)).map((l) => l.name)).toEqual(['b']);
    expect(await t.db.selectFrom('favorite_list_lines').select('list_id').execute()).toHaveLength(1);
  });

  it('checks names: empty and too long → 400 naming the field', async () => {
    const empty = await update(customer, { listName: '   ', action: 'create' });
    expect(empty.statusCode).toBe(400);
    expect(fields(empty)).toEqual({ listName: 'must be defined' });
    const long = await update(customer, { listName: 'x'.repeat(FAVORITE_LIST_LIMITS.maxNameLength + 1), action: 'create' });
    expect(long.statusCode).toBe(400);
    expect(fields(long)).toHaveProperty('listName');
    expect((await update(customer, { listName: 'x'.repeat(FAVORITE_LIST_LIMITS.maxNameLength), action: 'create' })).statusCode).toBe(200);
    const badAction = await t.app.inject({
      method: 'POST',
      url: '/api/FavoriteList/UpdateFavoriteList',
      payload: { areaId: 'b2b', listName: 'x', action: 'drop' },
      headers: bearer(customer),
    });
    expect(badAction.statusCode).toBe(400);
  });
});

describe('lines', () => {
  beforeEach(async () => clear(customer));

  it('addLines creates the list, keeps order, updates a quantity when given, and ignores duplicates in the request', async () => {
    const first = await ok(
      await update(customer, {
        listName: 'Ny',
        action: 'addLines',
        lines: [
          { productId: '1001', variantId: '1001-L', unitOfMeasure: 'STK', quantity: 5 },
          { productId: '1002', unitOfMeasure: 'STK' },
          { productId: '1001', variantId: '1001-L', unitOfMeasure: 'STK', quantity: 7 },
        ],
      }),
    );
    expect(keys(first)).toEqual(['1001/1001-L/STK/7', '1002/-/STK/-']);
    const second = await ok(
      await update(customer, {
        listName: 'ny',
        action: 'addLines',
        lines: [
          { productId: '2001', unitOfMeasure: 'STK', quantity: 1 },
          { productId: '1002', unitOfMeasure: 'STK', quantity: 3 },
          { productId: '1001', variantId: '1001-L', unitOfMeasure: 'STK' },
          { productId: '1001', unitOfMeasure: 'KRT', variantId: null },
        ],
      }),
    );
    expect(keys(second)).toEqual(['1001/1001-L/STK/7', '1002/-/STK/3', '2001/-/STK/1', '1001/-/KRT/-']);
    const cleared = await ok(
      await update(customer, { listName: 'Ny', action: 'addLines', lines: [{ productId: '1002', unitOfMeasure: 'STK', quantity: null }] }),
    );
    expect(keys(cleared)[1]).toBe('1002/-/STK/-');
    expect(cleared!.lines.every((l) => !Number.isNaN(Date.parse(l.addedAt)))).toBe(true);
  });

  it('removeLines and setLines', async () => {
    await ok(
      await update(customer, {
        listName: 'L',
        action: 'addLines',
        lines: [
          { productId: '1001', unitOfMeasure: 'STK' },
          { productId: '1002', unitOfMeasure: 'STK' },
          { productId: '2001', unitOfMeasure: 'STK' },
        ],
      }),
    );
    const removed = await ok(
      await update(customer, {
        listName: 'L',
        action: 'removeLines',
        lines: [
          { productId: '1002', unitOfMeasure: 'STK' },
          { productId: '1001', unitOfMeasure: 'KRT' },
        ],
      }),
    );
    expect(keys(removed)).toEqual(['1001/-/STK/-', '2001/-/STK/-']);
    const set = await ok(
      await update(customer, {
        listName: 'L',
        action: 'setLines',
        lines: [
          { productId: '2001', unitOfMeasure: 'STK', quantity: 2 },
          { productId: '1001', variantId: '1001-S', unitOfMeasure: 'KRT' },
        ],
      }),
    );
    expect(keys(set)).toEqual(['2001/-/STK/2', '1001/1001-S/KRT/-']);
    expect(keys(await ok(await update(customer, { listName: 'L', action: 'setLines', lines: [] })))).toEqual([]);
    expect((await update(customer, { listName: 'Missing', action: 'removeLines', lines: [] })).statusCode).toBe(404);
    expect((await update(customer, { listName: 'Missing', action: 'setLines', lines: [] })).statusCode).toBe(404);
    const noLines = await update(customer, { listName: 'L', action: 'setLines' });
    expect(noLines.statusCode).toBe(400);
    expect(fields(noLines)).toEqual({ lines: 'must be defined' });
  });

  it('400 for lines that are not products of the shop, with the line index', async () => {
    const res = await update(customer, {
      listName: 'L',
      action: 'addLines',
      lines: [
        { productId: '1002', unitOfMeasure: 'STK' },
        { productId: 'nope', unitOfMeasure: 'STK' },
        { productId: '1002', unitOfMeasure: 'KRT' },
        { productId: '1002', variantId: '1001-L', unitOfMeasure: 'STK' },
        { productId: '1001', variantId: 'nope', unitOfMeasure: 'STK' },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(fields(res)).toEqual({
      'lines[1]': 'unknown product',
      'lines[2]': 'unknown unit',
      'lines[3]': 'unknown variant',
      'lines[4]': 'unknown variant',
    });
    expect(await lists(customer)).toEqual([]);
    for (const quantity of [0, -1, 1.5, FAVORITE_LIST_LIMITS.maxQuantity + 1]) {
      const bad = await update(customer, { listName: 'L', action: 'addLines', lines: [{ productId: '1002', unitOfMeasure: 'STK', quantity }] });
      expect(bad.statusCode).toBe(400);
    }
    expect((await update(customer, { listName: 'L', action: 'addLines', lines: [] })).statusCode).toBe(400);
  });
});

describe('bounds', () => {
  beforeEach(async () => clear(customer));

  it(`holds at most ${FAVORITE_LIST_LIMITS.maxLines} lines per list`, async () => {
    const lines = Array.from({ length: FAVORITE_LIST_LIMITS.maxLines + 1 }, (_, i) => ({
      productId: `F${String(i).padStart(4, '0')}`,
      unitOfMeasure: 'STK',
    }));
    const first = await ok(await update(customer, { listName: 'Big', action: 'addLines', lines: lines.slice(0, 300) }));
    expect(first?.lines).toHaveLength(300);
    const over = await update(customer, { listName: 'Big', action: 'addLines', lines: lines.slice(250) });
    expect(over.statusCode).toBe(400);
    expect(fields(over)).toEqual({ lines: `at most ${FAVORITE_LIST_LIMITS.maxLines} lines` });
    // Lines already in the list do not count twice.
    const full = await ok(await update(customer, { listName: 'Big', action: 'addLines', lines: lines.slice(100, 500) }));
    expect(full?.lines).toHaveLength(FAVORITE_LIST_LIMITS.maxLines);
    expect((await update(customer, { listName: 'Big', action: 'addLines', lines: lines.slice(500) })).statusCode).toBe(400);
    expect((await update(customer, { listName: 'Big', action: 'setLines', lines })).statusCode).toBe(400);
    const set = await ok(await update(customer, { listName: 'Big', action: 'setLines', lines: lines.slice(1) }));
    expect(set?.lines[0]?.productId).toBe('F0001');
    expect(set?.lines).toHaveLength(FAVORITE_LIST_LIMITS.maxLines);
  });

  it(`holds at most ${FAVORITE_LIST_LIMITS.maxLists} lists per user`, async () => {
    for (let i = 0; i < FAVORITE_LIST_LIMITS.maxLists; i++) await ok(await update(customer, { listName: `List ${i}`, action: 'create' }));
    const over = await update(customer, { listName: 'One more', action: 'create' });
    expect(over.statusCode).toBe(400);
    expect(fields(over)).toEqual({ listName: `at most ${FAVORITE_LIST_LIMITS.maxLists} lists` });
    const implicit = await update(customer, { listName: 'One more', action: 'addLines', lines: [{ productId: '1002', unitOfMeasure: 'STK' }] });
    expect(implicit.statusCode).toBe(400);
    expect(await lists(customer)).toHaveLength(FAVORITE_LIST_LIMITS.maxLists);
    // Another user has bounds of their own.
    expect((await update(colleague, { listName: 'One more', action: 'create' })).statusCode).toBe(200);
    await clear(colleague);
  });
});

describe('scoping', () => {
  beforeAll(async () => {
    await clear(customer);
    await ok(await update(customer, { listName: 'Privat', action: 'addLines', lines: [{ productId: '1002', unitOfMeasure: 'STK', quantity: 2 }] }));
  });

  it("never shows or changes another user's lists, of the same or another customer", async () => {
    for (const token of [colleague, otherCustomer]) {
      expect(await lists(token)).toEqual([]);
      expect((await get(token, { AreaId: 'b2b', ListName: 'Privat' })).statusCode).toBe(404);
      expect((await update(token, { listName: 'Privat', action: 'delete' })).statusCode).toBe(404);
      expect((await update(token, { listName: 'Privat', action: 'rename', newName: 'Mine' })).statusCode).toBe(404);
      expect((await update(token, { listName: 'Privat', action: 'setLines', lines: [] })).statusCode).toBe(404);
      // The same name is free for them: a list of their own.
      const own = await ok(await update(token, { listName: 'Privat', action: 'addLines', lines: [{ productId: '2001', unitOfMeasure: 'STK' }] }));
      expect(keys(own)).toEqual(['2001/-/STK/-']);
    }
    expect(keys((await lists(customer))[0])).toEqual(['1002/-/STK/2']);
  });

  it("shows an impersonating sales rep the customer user's lists", async () => {
    const seen = await lists(impersonating);
    expect(seen.map((l) => l.name)).toEqual(['Privat']);
    await ok(await update(impersonating, { listName: 'Privat', action: 'addLines', lines: [{ productId: '1001', unitOfMeasure: 'KRT' }] }));
    expect(keys((await lists(customer))[0])).toEqual(['1002/-/STK/2', '1001/-/KRT/-']);
  });

  it('keeps the lists with the customer: a user moved to another customer does not take them along', async () => {
    await addUser(t.app, 'u-mover', ['customer'], '10001');
    const before = await tokenFor(t.app, 'u-mover');
    await ok(await update(before, { listName: 'Gammel', action: 'create' }));
    await t.db.updateTable('users').set({ customer_number: '10002' }).where('id', '=', 'u-mover').execute();
    const { invalidateAuth } = await import('../../server/plugins/auth');
    await invalidateAuth(t.app);
    const after = await tokenFor(t.app, 'u-mover');
    expect(await lists(after)).toEqual([]);
  });
});
