/**
 * Favourite lists shared with the company (issue 20; docs/saved-carts.md 'Shared favourite lists'): sharing modes,
 * owner-only actions, colleagues' edits of 'write' lists, read-only refusals that change nothing, IDOR by list id
 * across customers and unshared colleagues, deactivated owners.
 */
import type { FavoriteList, GetFavoriteListResponse, UpdateFavoriteListResponse } from '../../contract/favoriteLists';
import { addUser, bearer, tokenFor } from './auth';
import { body, createTestApp, type TestApp } from './helpers';

let t: TestApp;
let owner: string;
let colleague: string;
let otherCustomer: string;

beforeAll(async () => {
  t = await createTestApp();
  const template = await t.db.selectFrom('customers').selectAll().where('customer_number', '=', '10001').executeTakeFirstOrThrow();
  await t.db.insertInto('customers').values({ ...template, customer_number: '10002', name: 'Andet Firma A/S' }).execute();
  await addUser(t.app, 'u-colleague', ['customer'], '10001');
  await addUser(t.app, 'u-other', ['customer'], '10002');
  owner = await tokenFor(t.app, 'u-customer');
  colleague = await tokenFor(t.app, 'u-colleague');
  otherCustomer = await tokenFor(t.app, 'u-other');
});
afterAll(async () => {
  await t.close();
});

const get = (token: string, includeShared = true) =>
  t.app.inject({ url: '/api/FavoriteList/GetFavoriteList', query: { AreaId: 'b2b', ...(includeShared ? { IncludeShared: 'true' } : {}) }, headers: bearer(token) });

const update = (token: string, request: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/FavoriteList/UpdateFavoriteList', payload: { areaId: 'b2b', listName: '', ...request }, headers: bearer(token) });

async function lists(token: string, includeShared = true): Promise<FavoriteList[]> {
  const res = await get(token, includeShared);
  expect(res.statusCode).toBe(200);
  return body<GetFavoriteListResponse>(res).favoriteLists;
}

async function ok(res: { statusCode: number; body: string }): Promise<FavoriteList | null> {
  expect(res.statusCode).toBe(200);
  return body<UpdateFavoriteListResponse>(res).favoriteList;
}

const products = (list: FavoriteList | null | undefined) => (list?.lines ?? []).map((l) => l.productId);
const message = (res: { body: string }) => body<{ message: string }>(res).message;

let listId: string;

beforeEach(async () => {
  await t.db.deleteFrom('favorite_list_lines').execute();
  await t.db.deleteFrom('favorite_lists').execute();
  const created = await ok(await update(owner, { listName: 'Tavle-projekt Vesterbro', action: 'addLines', lines: [{ productId: '1001', unitOfMeasure: 'STK' }] }));
  listId = created?.id ?? '';
  expect(created).toMatchObject({ sharing: 'none', own: true, ownerName: 'Karen Kunde' });
});

describe('sharing', () => {
  it('an unshared list is the owner\'s alone: colleagues neither see it nor reach it by id', async () => {
    expect(await lists(colleague)).toEqual([]);
    expect((await update(colleague, { listId, action: 'addLines', lines: [{ productId: '1002', unitOfMeasure: 'STK' }] })).statusCode).toBe(404);
    expect((await update(colleague, { listId, action: 'delete' })).statusCode).toBe(404);
  });

  it('shared read only: colleagues see it (marked, with the owner\'s name) and cannot change it', async () => {
    const shared = await ok(await update(owner, { listId, action: 'share', sharing: 'read' }));
    expect(shared?.sharing).toBe('read');
    const seen = await lists(colleague);
    expect(seen.map((l) => [l.id, l.name, l.own, l.ownerName, l.sharing])).toEqual([[listId, 'Tavle-projekt Vesterbro', false, 'Karen Kunde', 'read']]);
    expect(products(seen[0])).toEqual(['1001']);
    // Without IncludeShared: only the caller's own lists (as before).
    expect(await lists(colleague, false)).toEqual([]);

    const edit = await update(colleague, { listId, action: 'addLines', lines: [{ productId: '1002', unitOfMeasure: 'STK' }] });
    expect(edit.statusCode).toBe(403);
    expect(message(edit)).toMatch(/shared read only/);
    for (const action of ['removeLines', 'setLines']) {
      expect((await update(colleague, { listId, action, lines: [] })).statusCode).toBe(403);
    }
    expect(products((await lists(owner))[0])).toEqual(['1001']);
  });

  it('shared read/write: colleagues add, remove and set lines; the owner sees the change', async () => {
    await ok(await update(owner, { listId, action: 'share', sharing: 'write' }));
    const added = await ok(await update(colleague, { listId, action: 'addLines', lines: [{ productId: '1002', unitOfMeasure: 'STK', quantity: 4 }] }));
    expect(added).toMatchObject({ id: listId, own: false, ownerName: 'Karen Kunde' });
    expect(products(added)).toEqual(['1001', '1002']);
    const removed = await ok(await update(colleague, { listId, action: 'removeLines', lines: [{ productId: '1001', unitOfMeasure: 'STK' }] }));
    expect(products(removed)).toEqual(['1002']);
    expect(products((await lists(owner))[0])).toEqual(['1002']);
    // The colleague's own list of the same name is another list.
    await ok(await update(colleague, { listName: 'Tavle-projekt Vesterbro', action: 'create' }));
    expect((await lists(colleague)).map((l) => [l.name, l.own])).toEqual([
      ['Tavle-projekt Vesterbro', true],
      ['Tavle-projekt Vesterbro', false],
    ]);
  });

  it('only the owner renames, deletes or changes the sharing (403, nothing changed)', async () => {
    await ok(await update(owner, { listId, action: 'share', sharing: 'write' }));
    for (const request of [
      { listId, action: 'rename', newName: 'Mit nu' },
      { listId, action: 'delete' },
      { listId, action: 'share', sharing: 'none' },
    ]) {
      const res = await update(colleague, request);
      expect(res.statusCode).toBe(403);
      expect(message(res)).toMatch(/Only the owner/);
    }
    expect((await lists(owner)).map((l) => [l.name, l.sharing])).toEqual([['Tavle-projekt Vesterbro', 'write']]);
    const renamed = await ok(await update(owner, { listId, action: 'rename', newName: 'Vesterbro' }));
    expect(renamed?.name).toBe('Vesterbro');
  });

  it('stops sharing: the colleague loses it at once', async () => {
    await ok(await update(owner, { listId, action: 'share', sharing: 'write' }));
    expect(await lists(colleague)).toHaveLength(1);
    await ok(await update(owner, { listName: 'Tavle-projekt Vesterbro', action: 'share', sharing: 'none' }));
    expect(await lists(colleague)).toEqual([]);
    expect((await update(colleague, { listId, action: 'addLines', lines: [{ productId: '1002', unitOfMeasure: 'STK' }] })).statusCode).toBe(404);
  });

  it('another customer never sees or reaches a shared list (404 by id)', async () => {
    await ok(await update(owner, { listId, action: 'share', sharing: 'write' }));
    expect(await lists(otherCustomer)).toEqual([]);
    for (const request of [
      { listId, action: 'addLines', lines: [{ productId: '1002', unitOfMeasure: 'STK' }] },
      { listId, action: 'delete' },
      { listId, action: 'share', sharing: 'none' },
    ]) {
      expect((await update(otherCustomer, request)).statusCode).toBe(404);
    }
    expect(products((await lists(owner))[0])).toEqual(['1001']);
  });

  it('a deactivated owner\'s lists are no longer shared', async () => {
    await ok(await update(owner, { listId, action: 'share', sharing: 'write' }));
    await t.db.updateTable('users').set({ active: 0 }).where('id', '=', 'u-customer').execute();
    try {
      expect(await lists(colleague)).toEqual([]);
      expect((await update(colleague, { listId, action: 'addLines', lines: [{ productId: '1002', unitOfMeasure: 'STK' }] })).statusCode).toBe(404);
    } finally {
      await t.db.updateTable('users').set({ active: 1 }).where('id', '=', 'u-customer').execute();
    }
  });

  it('validates share and listId: sharing required, no listId on create', async () => {
    const noSharing = await update(owner, { listId, action: 'share' });
    expect(noSharing.statusCode).toBe(400);
    expect(body<{ fields: Record<string, string> }>(noSharing).fields).toEqual({ sharing: 'must be defined' });
    const badSharing = await update(owner, { listId, action: 'share', sharing: 'everyone' });
    expect(badSharing.statusCode).toBe(400);
    const create = await update(owner, { listId, listName: 'Ny', action: 'create' });
    expect(create.statusCode).toBe(400);
  });
});
