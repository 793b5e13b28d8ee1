/**
 * Issue 18, the shippingMethod and paymentMethod documents (docs/going-live.md 'Shipping and payment methods'): a
 * valid method is created, read back in normal form and unchanged when sent again; each field wrong is rejected with
 * its path; the demo seed's methods read back and re-sent are unchanged; a change reaches the cart's cached methods;
 * Test/InvalidateByDocument clears 'commerce'; DeleteByKey deletes a method no order names and deactivates one orders
 * name.
 */
import type { InvalidateByDocumentResponse } from '../../contract/backofficeDebug';
import type { DocumentDeleteResponse, DocumentSearchResponse, DocumentUpdateResponse } from '../../contract/documents';
import { createIntegrationKey } from '../../server/services/backoffice/integrationKeys';
import { paymentMethodDefs, shippingMethodDefs } from '../../server/services/cart/methods';
import { bearer } from './auth';
import { body, createTestApp, type TestApp } from './helpers';

let t: TestApp;
let write: string;
let read: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true, seedProducts: 60, env: { TEST_API: 'true' } });
  write = (await createIntegrationKey(t.db, { name: 'ERP', scopes: ['documents:write'], createdBy: 'test' })).key;
  read = (await createIntegrationKey(t.db, { name: 'reader', scopes: ['documents:read'], createdBy: 'test' })).key;
});
afterAll(async () => {
  await t.close();
});

const update = async (...documents: unknown[]) => {
  const res = await t.app.inject({ method: 'POST', url: '/backoffice/api/Document/Update', headers: bearer(write), payload: { documents } });
  expect(res.statusCode).toBe(200);
  return body<DocumentUpdateResponse>(res);
};
const outcomes = async (...documents: unknown[]) => (await update(...documents)).results.map((r) => r.outcome);
const problemPaths = async (doc: unknown): Promise<string[]> => {
  const [result] = (await update(doc)).results;
  expect(result!.outcome).toBe('rejected');
  return (result!.problems ?? []).map((p) => p.path);
};
const search = async (type: string, keyPrefix?: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/backoffice/api/Document/GetBySearch',
    headers: bearer(read),
    payload: { type, take: 500, ...(keyPrefix ? { keyPrefix } : {}) },
  });
  expect(res.statusCode).toBe(200);
  return body<DocumentSearchResponse>(res).documents;
};
const fetchDoc = async (type: string, key: string) => (await search(type, key)).find((d) => d.key === key)?.data ?? null;
const remove = async (type: string, keys: string[]) => {
  const res = await t.app.inject({ method: 'POST', url: '/backoffice/api/Document/DeleteByKey', headers: bearer(write), payload: { type, keys } });
  expect(res.statusCode).toBe(200);
  return body<DocumentDeleteResponse>(res).results;
};

const PICKUP = {
  type: 'shippingMethod',
  key: 'b2b:pickup',
  data: {
    names: { en: 'Collect at the warehouse', da: 'Afhentning på lageret' },
    trackAndTrace: 'https://track.example.com/p?id={trackingNumber}',
    prices: [
      { country: 'SE', currency: 'SEK', fee: 5000, freeAbove: 100000 },
      { country: 'DK', currency: 'DKK', fee: 2500 },
    ],
  },
};
const ACCOUNT = { type: 'paymentMethod', key: 'b2b:account', data: { kind: 'invoice', names: { da: 'Konto', en: 'On account' }, gateway: 'invoice', fees: [{ currency: 'EUR', fee: 150 }, { currency: 'DKK', fee: 1000 }] } };

describe('the demo seed', () => {
  it('reads back its shipping and payment methods, and sending them back changes nothing', async () => {
    const shipping = await search('shippingMethod');
    expect(shipping.map((d) => d.key)).toEqual(['b2b:express', 'b2b:gls', 'b2b:pallet']);
    const gls = shipping.find((d) => d.key === 'b2b:gls')!.data as { names: Record<string, string>; prices: { country: string; currency: string; fee: number; freeAbove: number | null }[]; trackAndTrace: string; active: boolean; sort: number };
    expect(gls).toMatchObject({ active: true, sort: 1, trackAndTrace: 'https://gls-group.com/DK/da/find-pakke?match={trackingNumber}' });
    expect(gls.names.da).toBe('GLS pakke (1–2 hverdage)');
    expect(gls.prices.find((p) => p.country === 'DK' && p.currency === 'DKK')).toEqual({ country: 'DK', currency: 'DKK', fee: 8900, freeAbove: 250000 });
    const payment = await search('paymentMethod');
    expect(payment.map((d) => d.key)).toEqual(['b2b:card', 'b2b:invoice']);
    expect(payment.find((d) => d.key === 'b2b:card')!.data).toMatchObject({ kind: 'card', gateway: 'sandbox', active: true });
    const all = [...shipping, ...payment].map((d) => ({ type: d.type, key: d.key, data: d.data }));
    expect(await outcomes(...all)).toEqual(all.map(() => 'unchanged'));
  });
});

describe('Document/Update', () => {
  it('creates a valid method in normal form; the same again is unchanged; a change is updated and reaches the cart', async () => {
    expect(await outcomes(PICKUP, ACCOUNT)).toEqual(['created', 'created']);
    const stored = await fetchDoc('shippingMethod', 'b2b:pickup');
    expect(stored).toEqual({
      ...PICKUP.data,
      sort: 0,
      active: true,
      prices: [
        { country: 'DK', currency: 'DKK', fee: 2500, freeAbove: null },
        { country: 'SE', currency: 'SEK', fee: 5000, freeAbove: 100000 },
      ],
    });
    expect(await fetchDoc('paymentMethod', 'b2b:account')).toEqual({ ...ACCOUNT.data, sort: 0, active: true, fees: [{ currency: 'DKK', fee: 1000 }, { currency: 'EUR', fee: 150 }] });
    expect(await outcomes(PICKUP, ACCOUNT, { ...PICKUP, data: stored })).toEqual(['unchanged', 'unchanged', 'unchanged']);

    const src = { db: t.db, cache: t.app.cache };
    expect((await shippingMethodDefs(src, 'b2b', 'DKK')).find((m) => m.id === 'pickup')).toMatchObject({ countryCode: 'DK', fee: 2500 });
    expect((await paymentMethodDefs(src, 'b2b', 'DKK')).find((m) => m.id === 'account')).toMatchObject({ fee: 1000, kind: 'invoice' });
    const dearer = { ...PICKUP, data: { ...PICKUP.data, sort: 5, prices: [{ country: 'DK', currency: 'DKK', fee: 3000 }] } };
    expect(await outcomes(dearer, { ...ACCOUNT, data: { ...ACCOUNT.data, active: false } })).toEqual(['updated', 'updated']);
    // The cached methods were invalidated: the new fee, SE gone, the inactive payment method no longer offered.
    expect((await shippingMethodDefs(src, 'b2b', 'DKK')).filter((m) => m.id === 'pickup')).toMatchObject([{ fee: 3000, sort: 5 }]);
    expect(await shippingMethodDefs(src, 'b2b', 'SEK')).not.toContainEqual(expect.objectContaining({ id: 'pickup' }));
    expect((await paymentMethodDefs(src, 'b2b', 'DKK')).map((m) => m.id)).not.toContain('account');
  });

  it('rejects each wrong shipping method field with its path, and stores nothing', async () => {
    const doc = (data: Record<string, unknown>, key = 'b2b:wrong') => ({ type: 'shippingMethod', key, data: { ...PICKUP.data, ...data } });
    const price = (p: Record<string, unknown>) => ({ prices: [{ country: 'DK', currency: 'DKK', fee: 100, ...p }] });
    expect(await problemPaths(doc({}, 'gls'))).toEqual(['/key']);
    expect(await problemPaths(doc({}, 'b2b:has space'))).toEqual(['/key']);
    expect(await problemPaths(doc({}, 'nowhere:gls'))).toEqual(['/key']);
    expect(await problemPaths(doc({ names: { de: 'Abholung' } }))).toEqual(['/data/names/de']);
    expect(await problemPaths(doc({ names: {} }))).toEqual(['/data/names']);
    expect(await problemPaths(doc({ trackAndTrace: 'ftp://track.example.com/{trackingNumber}' }))).toEqual(['/data/trackAndTrace']);
    expect(await problemPaths(doc({ trackAndTrace: 'https://track.example.com/' }))).toEqual(['/data/trackAndTrace']);
    expect(await problemPaths(doc({ trackAndTrace: 'track {trackingNumber}' }))).toEqual(['/data/trackAndTrace']);
    expect(await problemPaths(doc(price({ country: 'XX' })))).toEqual(['/data/prices/0/country']);
    expect(await problemPaths(doc(price({ country: 'dk' })))).toEqual(['/data/prices/0/country']);
    expect(await problemPaths(doc(price({ currency: 'USD' })))).toEqual(['/data/prices/0/currency']);
    expect(await problemPaths(doc(price({ fee: -1 })))).toEqual(['/data/prices/0/fee']);
    expect(await problemPaths(doc(price({ fee: 1.5 })))).toEqual(['/data/prices/0/fee']);
    expect(await problemPaths(doc(price({ fee: 3_000_000_000 })))).toEqual(['/data/prices/0/fee']);
    expect(await problemPaths(doc(price({ freeAbove: -5 })))).toEqual(['/data/prices/0/freeAbove']);
    expect(await problemPaths(doc({ prices: [] }))).toEqual(['/data/prices']);
    expect(await problemPaths(doc({ prices: [{ country: 'DK', currency: 'DKK', fee: 1 }, { country: 'DK', currency: 'DKK', fee: 2 }] }))).toEqual(['/data/prices/1']);
    expect(await problemPaths(doc({ active: 'yes' }))).toEqual(['/data/active']);
    expect(await problemPaths(doc({ colour: 'red' }))).toEqual(['/data/colour']);
    expect(await t.db.selectFrom('shipping_methods').select('id').where('id', '=', 'wrong').execute()).toEqual([]);
  });

  it('rejects each wrong payment method field with its path', async () => {
    const doc = (data: Record<string, unknown>, key = 'b2b:wrong') => ({ type: 'paymentMethod', key, data: { ...ACCOUNT.data, ...data } });
    expect(await problemPaths(doc({}, 'nowhere:account'))).toEqual(['/key']);
    expect(await problemPaths(doc({ kind: 'cash' }))).toEqual(['/data/kind']);
    expect(await problemPaths(doc({ gateway: '' }))).toEqual(['/data/gateway']);
    expect(await problemPaths(doc({ names: { xx: 'X' } }))).toEqual(['/data/names/xx']);
    expect(await problemPaths(doc({ fees: [{ currency: 'USD', fee: 0 }] }))).toEqual(['/data/fees/0/currency']);
    expect(await problemPaths(doc({ fees: [{ currency: 'DKK', fee: 0 }, { currency: 'DKK', fee: 5 }] }))).toEqual(['/data/fees/1/currency']);
    expect(await problemPaths(doc({ fees: [{ currency: 'DKK', fee: -1 }] }))).toEqual(['/data/fees/0/fee']);
    expect(await problemPaths(doc({ sort: 1.5 }))).toEqual(['/data/sort']);
  });
});

describe('Test/InvalidateByDocument', () => {
  it('clears the commerce cache for either method type', async () => {
    for (const [type, id] of [['shippingMethod', 'b2b:gls'], ['paymentMethod', 'b2b:invoice']]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/Test/InvalidateByDocument', query: { type: type!, id: id! } });
      expect(res.statusCode).toBe(200);
      expect(body<InvalidateByDocumentResponse>(res)).toEqual({ type, keys: [id], invalidated: ['commerce'] });
    }
  });
});

describe('Document/DeleteByKey', () => {
  it('deletes a method no order names; deactivates one orders name (still readable, no longer offered)', async () => {
    expect(await remove('shippingMethod', ['b2b:pickup', 'b2b:nothing'])).toEqual([
      { key: 'b2b:pickup', outcome: 'deleted' },
      { key: 'b2b:nothing', outcome: 'notFound' },
    ]);
    expect(await fetchDoc('shippingMethod', 'b2b:pickup')).toBeNull();
    expect((await remove('paymentMethod', ['b2b:account']))[0]).toEqual({ key: 'b2b:account', outcome: 'deleted' });

    const ordered = await t.db.selectFrom('orders').select('shipping_method_id').where('shipping_method_id', '=', 'gls').executeTakeFirst();
    expect(ordered).toBeDefined();
    const [gls] = await remove('shippingMethod', ['b2b:gls']);
    expect(gls).toMatchObject({ key: 'b2b:gls', outcome: 'refused' });
    expect(gls!.reason).toMatch(/deactivated/);
    expect(await fetchDoc('shippingMethod', 'b2b:gls')).toMatchObject({ active: false });
    const src = { db: t.db, cache: t.app.cache };
    expect((await shippingMethodDefs(src, 'b2b', 'DKK')).map((m) => m.id)).not.toContain('gls');
    const [invoice] = await remove('paymentMethod', ['b2b:invoice']);
    expect(invoice).toMatchObject({ outcome: 'refused' });
    expect(await fetchDoc('paymentMethod', 'b2b:invoice')).toMatchObject({ active: false });
  });
});
