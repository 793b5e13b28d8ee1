/**
 * Saved carts (issue 20; docs/saved-carts.md): save, list with today's totals, rename/share/delete (owner only),
 * restore into an empty cart and merged by SPEC §4, prices of today, validation, IDOR across users and customers.
 */
import type { CalculateCartResponse } from '../../contract/cart';
import type { GetSavedCartsResponse, SavedCart, SavedCartResponse } from '../../contract/savedCarts';
import { SAVED_CART_LIMITS } from '../../contract/savedCarts';
import { PRICE_CACHE_NAMESPACE } from '../../server/services/prices/internal';
import { COMMERCE_CACHE_NAMESPACE } from '../../server/services/cart';
import { mergeSavedLines } from '../../server/services/savedCarts';
import { addUser, tokenFor } from './auth';
import { body, type TestApp } from './helpers';
import { AREA, cart, commerceTestApp, line, post, type LineSpec } from './commerceFixtures';

let t: TestApp;
let tk: { customer: string; other: string; rep: string; colleague: string };

beforeAll(async () => {
  const app = await commerceTestApp();
  t = app.t;
  await addUser(t.app, 'u-colleague', ['customer'], '10001');
  tk = {
    customer: app.tk.customer,
    other: app.tk.other,
    rep: app.tk.rep,
    colleague: await tokenFor(t.app, 'u-colleague'),
  };
});
afterAll(async () => {
  await t.close();
});

const lines = (specs: LineSpec[]) => specs.map((s, i) => line(s, i));

async function save(token: string, name: string, specs: LineSpec[], shared?: boolean): Promise<SavedCart> {
  const res = await post(t.app, '/api/SavedCart/SaveSavedCart', { area: AREA, name, lines: lines(specs), ...(shared === undefined ? {} : { shared }) }, token);
  expect(res.statusCode).toBe(200);
  return body<SavedCartResponse>(res).savedCart;
}

async function list(token: string): Promise<SavedCart[]> {
  const res = await post(t.app, '/api/SavedCart/GetSavedCarts', { area: AREA }, token);
  expect(res.statusCode).toBe(200);
  return body<GetSavedCartsResponse>(res).savedCarts;
}

const restore = (token: string, id: string, mode: 'replace' | 'merge', current: LineSpec[], cartId = 'restore-cart') =>
  post(t.app, '/api/SavedCart/RestoreSavedCart', { area: AREA, id, mode, cart: cart({ cartId, lines: current }) }, token);

const update = (token: string, payload: Record<string, unknown>) => post(t.app, '/api/SavedCart/UpdateSavedCart', { area: AREA, ...payload }, token);
const remove = (token: string, id: string) => post(t.app, '/api/SavedCart/DeleteSavedCart', { area: AREA, id }, token);

const fields = (res: { body: string }) => body<{ fields?: Record<string, string> }>(res).fields;
const keys = (reply: CalculateCartResponse) =>
  reply.cart.lines.filter((l) => l.type === 'product').map((l) => `${l.productKey.productId}/${l.productKey.unitOfMeasure}×${l.quantity}`);

async function clearAll() {
  await t.db.deleteFrom('saved_carts').execute();
}

describe('saving and listing', () => {
  beforeEach(clearAll);

  it('needs a customer login and a known area', async () => {
    expect((await post(t.app, '/api/SavedCart/GetSavedCarts', { area: AREA })).statusCode).toBe(401);
    const res = await post(t.app, '/api/SavedCart/GetSavedCarts', { area: { ...AREA, areaId: 'nowhere' } }, tk.customer);
    expect(res.statusCode).toBe(400);
  });

  it('saves the lines under a name (product names from the catalogue) and lists them with the total at today\'s prices', async () => {
    const saved = await save(tk.customer, '  Tavle-projekt   Vesterbro ', [{ productId: '1001', quantity: 3 }, { productId: '2001', quantity: 1 }]);
    expect(saved).toMatchObject({ name: 'Tavle-projekt Vesterbro', shared: false, own: true, ownerName: 'Karen Kunde', currencyCode: 'DKK' });
    expect(saved.lines.map((l) => [l.productKey.productId, l.quantity, l.text])).toEqual([
      ['1001', 3, 'Klohammer 500 g'],
      ['2001', 1, expect.any(String)],
    ]);
    // 3 × 129.50 + 249.00 net (the tier/customer price, not the before-price), minor units
    expect(saved.total).toBe(38_850 + 24_900);
    const all = await list(tk.customer);
    expect(all.map((c) => [c.name, c.total])).toEqual([['Tavle-projekt Vesterbro', 63_750]]);
    // Several carts priced in one calculation: each its own lines' tiers (10 × 1001 is the tier price, 3 × is not).
    await save(tk.customer, 'Ti hammere', [{ productId: '1001', quantity: 10 }]);
    expect((await list(tk.customer)).map((c) => [c.name, c.total])).toEqual([
      ['Tavle-projekt Vesterbro', 63_750],
      ['Ti hammere', 119_000],
    ]);
  });

  it('validates: name required, length limit, unique per user ignoring case, lines not empty and sellable', async () => {
    const empty = await post(t.app, '/api/SavedCart/SaveSavedCart', { area: AREA, name: '  ', lines: lines([{ productId: '1001', quantity: 1 }]) }, tk.customer);
    expect(empty.statusCode).toBe(400);
    expect(fields(empty)).toEqual({ name: 'must be defined' });
    const long = 'x'.repeat(SAVED_CART_LIMITS.maxNameLength + 1);
    const tooLong = await post(t.app, '/api/SavedCart/SaveSavedCart', { area: AREA, name: long, lines: lines([{ productId: '1001', quantity: 1 }]) }, tk.customer);
    expect(tooLong.statusCode).toBe(400);
    expect(fields(tooLong)).toEqual({ name: `must be at most ${SAVED_CART_LIMITS.maxNameLength} characters` });
    await save(tk.customer, 'Fast ugeordre', [{ productId: '1001', quantity: 1 }]);
    const twice = await post(t.app, '/api/SavedCart/SaveSavedCart', { area: AREA, name: 'FAST UGEORDRE', lines: lines([{ productId: '1002', quantity: 1 }]) }, tk.customer);
    expect(twice.statusCode).toBe(409);
    expect(fields(twice)).toEqual({ name: 'is taken' });
    // Unique per user: a colleague may use the same name.
    await save(tk.colleague, 'Fast ugeordre', [{ productId: '1002', quantity: 1 }]);
    const noLines = await post(t.app, '/api/SavedCart/SaveSavedCart', { area: AREA, name: 'Tom', lines: [] }, tk.customer);
    expect(noLines.statusCode).toBe(400);
    expect(fields(noLines)).toEqual({ lines: 'must not be empty' });
    const unknown = await post(t.app, '/api/SavedCart/SaveSavedCart', { area: AREA, name: 'Ukendt', lines: lines([{ productId: 'NOPE', quantity: 1 }]) }, tk.customer);
    expect(unknown.statusCode).toBe(400);
    expect(fields(unknown)).toEqual({ 'lines[0]': 'unknown product' });
    const badQuantity = await post(
      t.app,
      '/api/SavedCart/SaveSavedCart',
      { area: AREA, name: 'Halv', lines: [{ ...line({ productId: '1001', quantity: 1 }), quantity: '2' }] },
      tk.customer,
    );
    expect(badQuantity.statusCode).toBe(400);
    expect((await list(tk.customer)).map((c) => c.name)).toEqual(['Fast ugeordre']);
  });

  it('bounds the saved carts per user', async () => {
    const now = new Date().toISOString();
    await t.db
      .insertInto('saved_carts')
      .values(
        Array.from({ length: SAVED_CART_LIMITS.maxSavedCarts }, (_, i) => ({
          id: `bulk-${i}`,
          user_id: 'u-customer',
          customer_number: '10001',
          name: `Kurv ${i}`,
          name_key: `kurv ${i}`,
          lines: '[]',
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    const res = await post(t.app, '/api/SavedCart/SaveSavedCart', { area: AREA, name: 'En for meget', lines: lines([{ productId: '1001', quantity: 1 }]) }, tk.customer);
    expect(res.statusCode).toBe(400);
    expect(fields(res)).toEqual({ name: `at most ${SAVED_CART_LIMITS.maxSavedCarts} saved carts` });
  });

  it('gives a null total when a line can no longer be sold (the others still listed)', async () => {
    const saved = await save(tk.customer, 'Gammel', [{ productId: '1001', quantity: 1 }]);
    await t.db.updateTable('saved_carts').set({ lines: JSON.stringify([{ ...saved.lines[0], productKey: { productId: 'GONE', unitOfMeasure: 'STK', variantId: null } }]) }).execute();
    // Priced together with the others in one calculation; the batch falls back to cart by cart.
    await save(tk.customer, 'Ny', [{ productId: '1001', quantity: 10 }, { productId: '2001', quantity: 1 }]);
    await save(tk.customer, 'Zebra', [{ productId: '1002', quantity: 2 }]);
    expect((await list(tk.customer)).map((c) => [c.name, c.total])).toEqual([
      ['Gammel', null],
      ['Ny', 10 * 11_900 + 24_900],
      ['Zebra', 2 * 15_900],
    ]);
  });
});

describe('owner, colleagues and other customers', () => {
  let own: SavedCart;
  beforeEach(async () => {
    await clearAll();
    own = await save(tk.customer, 'Fast ugeordre', [{ productId: '1001', quantity: 2 }]);
  });

  it('is the owner\'s own: a colleague and another customer get 404 for every call', async () => {
    expect(await list(tk.colleague)).toEqual([]);
    for (const token of [tk.colleague, tk.other]) {
      expect((await restore(token, own.id, 'replace', [], `idor-${token.length}`)).statusCode).toBe(404);
      expect((await update(token, { id: own.id, name: 'Mine' })).statusCode).toBe(404);
      expect((await remove(token, own.id)).statusCode).toBe(404);
    }
    expect((await restore(tk.customer, 'no-such-id', 'replace', [])).statusCode).toBe(404);
    expect((await list(tk.customer)).map((c) => c.name)).toEqual(['Fast ugeordre']);
  });

  it('shared with the company: colleagues see and restore it, never rename, share or delete it; other customers never see it', async () => {
    const shared = await update(tk.customer, { id: own.id, shared: true });
    expect(shared.statusCode).toBe(200);
    expect(body<SavedCartResponse>(shared).savedCart).toMatchObject({ shared: true, own: true });
    const seen = await list(tk.colleague);
    expect(seen.map((c) => [c.name, c.own, c.ownerName, c.shared])).toEqual([['Fast ugeordre', false, 'Karen Kunde', true]]);
    expect(seen[0]?.total).toBe(25_900);
    expect(await list(tk.other)).toEqual([]);
    expect((await restore(tk.other, own.id, 'replace', [])).statusCode).toBe(404);

    const restored = await restore(tk.colleague, own.id, 'replace', [], 'colleague-cart');
    expect(restored.statusCode).toBe(200);
    expect(keys(body<CalculateCartResponse>(restored))).toEqual(['1001/STK×2']);
    // Into the colleague's own cart, not the owner's.
    const stored = await t.db.selectFrom('carts').select(['user_id']).where('id', '=', 'colleague-cart').executeTakeFirstOrThrow();
    expect(stored.user_id).toBe('u-colleague');

    for (const payload of [{ id: own.id, name: 'Min nu' }, { id: own.id, shared: false }]) {
      const refused = await update(tk.colleague, payload);
      expect(refused.statusCode).toBe(403);
      expect(body<{ message: string }>(refused).message).toMatch(/Only the buyer who saved this cart/);
    }
    expect((await remove(tk.colleague, own.id)).statusCode).toBe(403);
    expect((await list(tk.customer))[0]).toMatchObject({ name: 'Fast ugeordre', shared: true });

    // A deactivated owner's shared carts are no longer seen by colleagues.
    await t.db.updateTable('users').set({ active: 0 }).where('id', '=', 'u-customer').execute();
    try {
      expect(await list(tk.colleague)).toEqual([]);
    } finally {
      await t.db.updateTable('users').set({ active: 1 }).where('id', '=', 'u-customer').execute();
    }
  });

  it('renames (unique per user), stops sharing and deletes', async () => {
    await save(tk.customer, 'Andet', [{ productId: '1002', quantity: 1 }]);
    const taken = await update(tk.customer, { id: own.id, name: 'andet' });
    expect(taken.statusCode).toBe(409);
    const nothing = await update(tk.customer, { id: own.id });
    expect(nothing.statusCode).toBe(400);
    const renamed = await update(tk.customer, { id: own.id, name: 'Mandagsordre' });
    expect(renamed.statusCode).toBe(200);
    expect(body<SavedCartResponse>(renamed).savedCart.name).toBe('Mandagsordre');
    const deleted = await remove(tk.customer, own.id);
    expect(deleted.statusCode).toBe(204);
    expect((await list(tk.customer)).map((c) => c.name)).toEqual(['Andet']);
    expect((await remove(tk.customer, own.id)).statusCode).toBe(404);
  });

  it('a sales rep acting for the buyer works on the buyer\'s saved carts', async () => {
    expect((await list(tk.rep)).map((c) => c.id)).toEqual([own.id]);
  });
});

describe('restoring', () => {
  let saved: SavedCart;
  beforeAll(async () => {
    await clearAll();
    saved = await save(tk.customer, 'Tavle-projekt Vesterbro', [
      { productId: '1001', quantity: 3 },
      { productId: '2001', quantity: 1 },
    ]);
  });

  it('into an empty cart: the saved lines, calculated and stored as the caller\'s cart', async () => {
    const res = await restore(tk.customer, saved.id, 'replace', [{ productId: '1002', quantity: 5 }], 'empty-restore');
    expect(res.statusCode).toBe(200);
    const reply = body<CalculateCartResponse>(res);
    expect(keys(reply)).toEqual(['1001/STK×3', '2001/STK×1']);
    expect(reply.cart.lines.find((l) => l.productKey.productId === '1001')?.netUnitPrice?.priceWithoutVat).toBe(129.5);
    const row = await t.db.selectFrom('carts').selectAll().where('id', '=', 'empty-restore').executeTakeFirstOrThrow();
    expect(row.user_id).toBe('u-customer');
    expect(JSON.parse(row.lines)).toHaveLength(2);
  });

  it('merged by SPEC §4: the same product and unit adds up (and reaches the next price tier), others are appended', async () => {
    const res = await restore(tk.customer, saved.id, 'merge', [
      { productId: '1001', quantity: 7, id: 'A' },
      { productId: '1001', quantity: 1, unit: 'KRT', id: 'B' },
    ], 'merge-restore');
    expect(res.statusCode).toBe(200);
    const reply = body<CalculateCartResponse>(res);
    expect(keys(reply)).toEqual(['1001/STK×10', '1001/KRT×1', '2001/STK×1']);
    const merged = reply.cart.lines.find((l) => l.id === 'A');
    expect(merged?.netUnitPrice?.priceWithoutVat).toBe(119); // the tier from 10
    expect(reply.cart.lines.filter((l) => l.type === 'product').map((l) => l.id)).toEqual(['A', 'B', 'LINE3']);
  });

  it('refuses a merge beyond the largest quantity with a clear 400, changing nothing', async () => {
    const res = await restore(tk.customer, saved.id, 'merge', [{ productId: '1001', quantity: 999_999 }], 'too-much');
    expect(res.statusCode).toBe(400);
    expect(await t.db.selectFrom('carts').select('id').where('id', '=', 'too-much').executeTakeFirst()).toBeUndefined();
  });

  it('prices a restored cart at today\'s prices, never the ones of the day it was saved', async () => {
    await t.db.updateTable('prices').set({ price: 13_950 }).where('product_id', '=', '1001').where('unit_id', '=', 'STK').where('currency_code', '=', 'DKK').where('min_quantity', '=', 1).execute();
    await t.app.cache.invalidate(PRICE_CACHE_NAMESPACE);
    await t.app.cache.invalidate(COMMERCE_CACHE_NAMESPACE);
    try {
      const [listed] = await list(tk.customer);
      expect(listed?.total).toBe(3 * 13_950 + 24_900);
      const reply = body<CalculateCartResponse>(await restore(tk.customer, saved.id, 'replace', [], 'today-restore'));
      expect(reply.cart.lines.find((l) => l.productKey.productId === '1001')?.netUnitPrice?.priceWithoutVat).toBe(139.5);
    } finally {
      await t.db.updateTable('prices').set({ price: 12_950 }).where('product_id', '=', '1001').where('unit_id', '=', 'STK').where('currency_code', '=', 'DKK').where('min_quantity', '=', 1).execute();
      await t.app.cache.invalidate(PRICE_CACHE_NAMESPACE);
      await t.app.cache.invalidate(COMMERCE_CACHE_NAMESPACE);
    }
  });

  it('cannot restore into another user\'s cart id (the cart rules: 404)', async () => {
    await post(t.app, '/api/Cart/SaveCart', { area: AREA, cart: cart({ cartId: 'colleague-own', lines: [] }) }, tk.colleague);
    const res = await restore(tk.customer, saved.id, 'replace', [], 'colleague-own');
    expect(res.statusCode).toBe(404);
  });
});

describe('mergeSavedLines', () => {
  it('keeps sub-lines under their (renamed) parent', () => {
    const current = [line({ productId: '2001', quantity: 1, id: 'P' })];
    const merged = mergeSavedLines(current, [
      { id: 'P', parentId: null, text: 'kit', quantity: 1, productKey: { productId: '1002', unitOfMeasure: 'STK', variantId: null } },
      { id: 'C', parentId: 'P', text: 'part', quantity: 2, productKey: { productId: '1001', unitOfMeasure: 'STK', variantId: null } },
      { id: 'D', parentId: null, text: 'more', quantity: 2, productKey: { productId: '2001', unitOfMeasure: 'STK', variantId: null } },
    ]);
    expect(merged.map((l) => [l.id, l.parentId, l.productKey.productId, l.quantity])).toEqual([
      ['P', null, '2001', 3],
      ['P-1', null, '1002', 1],
      [null, 'P-1', '1001', 2],
    ]);
  });
});
