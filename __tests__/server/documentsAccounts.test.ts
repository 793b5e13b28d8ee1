/**
 * Issue 18, the account documents through the back office (docs/going-live.md): customer, user, priceList and
 * priceGroup — each valid, each kind of wrong field rejected with its path (nothing stored), unchanged when sent twice;
 * the admin role refused through the API; DeleteByKey of a customer or user with history deactivates instead; a
 * deactivated user's (or customer's) tokens are refused.
 */
import type { DocumentDeleteResponse, DocumentSearchResponse, DocumentUpdateResponse } from '../../contract/documents';
import { createIntegrationKey } from '../../server/services/backoffice/integrationKeys';
import { bearer, tokenFor } from './auth';
import { searchService } from '../../server/services/search';
import { body, createTestApp, type TestApp } from './helpers';
import { FIXTURE_PASSWORD } from './fixtures';
import { insertOrder } from './paymentHelpers';

let t: TestApp;
let write: string;
let read: string;

beforeAll(async () => {
  t = await createTestApp();
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
const find = async (type: string, keyPrefix: string) => {
  const res = await t.app.inject({ method: 'POST', url: '/backoffice/api/Document/GetBySearch', headers: bearer(read), payload: { type, keyPrefix } });
  expect(res.statusCode).toBe(200);
  return body<DocumentSearchResponse>(res).documents;
};
const remove = async (type: string, ...keys: string[]) => {
  const res = await t.app.inject({ method: 'POST', url: '/backoffice/api/Document/DeleteByKey', headers: bearer(write), payload: { type, keys } });
  expect(res.statusCode).toBe(200);
  return body<DocumentDeleteResponse>(res).results;
};
/** The problems of a single rejected document. */
const rejected = async (doc: unknown) => {
  const result = await update(doc);
  expect(result.counts.rejected).toBe(1);
  return result.results[0]!.problems!.map((p) => p.path);
};

const address = { company: 'Tømrer Hansen ApS', address1: 'Havnegade 4', zip: '8000', city: 'Aarhus', country: 'DK' };
const customer = (data: object = {}) => ({
  type: 'customer',
  key: 'K-200',
  data: { name: 'Tømrer Hansen ApS', currency: 'DKK', priceGroup: 'A', billingAddress: address, deliveryAddresses: [{ ...address, address1: 'Lager 2' }], ...data },
});

describe('customer', () => {
  it('is created with defaults, unchanged when sent again, updated when it changes', async () => {
    expect((await update(customer())).counts.created).toBe(1);
    const [doc] = await find('customer', 'K-200');
    expect(doc!.data).toMatchObject({ name: 'Tømrer Hansen ApS', paymentTerms: 'invoice', paymentDays: 30, active: true, areaId: 'b2b' });
    expect((doc!.data as { deliveryAddresses: { address1: string }[] }).deliveryAddresses.map((a) => a.address1)).toEqual(['Lager 2']);
    expect((await update(customer())).counts.unchanged).toBe(1);
    // What GetBySearch answers is what Update takes, unchanged.
    expect((await update({ type: 'customer', key: 'K-200', data: doc!.data })).counts.unchanged).toBe(1);
    expect((await update(customer({ paymentDays: 14 }))).counts.updated).toBe(1);
    const row = await t.db.selectFrom('customers').selectAll().where('customer_number', '=', 'K-200').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ payment_days: 14, price_group: 'A', currency_code: 'DKK', active: 1 });
    expect(await t.db.selectFrom('addresses').select('type').where('customer_number', '=', 'K-200').execute()).toHaveLength(2);
  });

  it('rejects each wrong field with its path and stores nothing', async () => {
    const key = (k: string) => ({ ...customer(), key: k });
    expect(await rejected({ ...customer({ currency: 'dkk' }), key: 'K-201' })).toEqual(['/data/currency']);
    expect(await rejected({ ...customer({ priceGroup: 'ZZ' }), key: 'K-201' })).toEqual(['/data/priceGroup']);
    expect(await rejected({ ...customer({ billingAddress: { ...address, country: 'Denmark' } }), key: 'K-201' })).toEqual(['/data/billingAddress/country']);
    expect(await rejected({ ...customer({ paymentTerms: 'cash' }), key: 'K-201' })).toContain('/data/paymentTerms');
    expect(await rejected({ ...customer({ areaId: 'nowhere' }), key: 'K-201' })).toEqual(['/data/areaId']);
    expect(await rejected({ ...customer({ colour: 'red' }), key: 'K-201' })).toContain('/data/colour');
    expect(await rejected(key('K 201'))).toEqual(['/key']);
    expect(await t.db.selectFrom('customers').select('customer_number').where('customer_number', 'in', ['K-201', 'K 201']).execute()).toEqual([]);
  });
});

describe('user', () => {
  it('creates a buyer with a welcome mail (set-password link), unchanged when sent again', async () => {
    const doc = { type: 'user', key: 'ny@example.com', data: { name: 'Ny Bruger', roles: ['customer'], customers: ['10001'], language: 'en' } };
    expect((await update(doc)).counts.created).toBe(1);
    expect((await update(doc)).counts.unchanged).toBe(1);
    const user = await t.db.selectFrom('users').selectAll().where('username', '=', 'ny@example.com').executeTakeFirstOrThrow();
    expect(user).toMatchObject({ customer_number: '10001', active: 1, language: 'en' });
    const mails = await t.db.selectFrom('mail_outbox').selectAll().where('ref', '=', user.id).execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'welcome', recipient: 'ny@example.com' });
    expect(mails[0]!.body_text).toMatch(/\/en\/customer-center\/recover-password\?token=[\w-]+&username=ny%40example.com/);
    expect(await t.db.selectFrom('password_reset_tokens').select('user_id').where('user_id', '=', user.id).execute()).toHaveLength(1);
    // An update does not mail again.
    await update({ ...doc, data: { ...doc.data, name: 'Ny Bruger A/S' } });
    expect(await t.db.selectFrom('mail_outbox').select('id').where('ref', '=', user.id).execute()).toHaveLength(1);
  });

  it('keeps the customers a rep serves', async () => {
    const rep = { type: 'user', key: 'rep@example.com', data: { name: 'Rep', roles: ['impersonation'], customers: ['10001', 'K-200'] } };
    expect((await update(rep)).counts.created).toBe(1);
    const [doc] = await find('user', 'rep@example.com');
    expect(doc!.data).toMatchObject({ roles: ['impersonation'], customers: ['10001', 'K-200'], active: true });
    expect((await update({ ...rep, data: { ...rep.data, customers: ['K-200'] } })).counts.updated).toBe(1);
    const id = (await t.db.selectFrom('users').select('id').where('username', '=', 'rep@example.com').executeTakeFirstOrThrow()).id;
    expect((await t.db.selectFrom('sales_rep_customers').select('customer_number').where('user_id', '=', id).execute()).map((r) => r.customer_number)).toEqual(['K-200']);
  });

  it('rejects each wrong field with its path, and the admin role through the API', async () => {
    const user = (data: object, key = 'x@example.com') => ({ type: 'user', key, data: { name: 'X', roles: ['customer'], customers: ['10001'], ...data } });
    expect(await rejected(user({ roles: ['admin'], customers: [] }))).toEqual(['/data/roles']);
    expect(await rejected(user({ roles: ['customer', 'impersonation'] }))).toEqual(['/data/roles']);
    expect(await rejected(user({ customers: ['10001', 'K-200'] }))).toEqual(['/data/customers']);
    expect(await rejected(user({ customers: ['99999'] }))).toEqual(['/data/customers/0']);
    expect(await rejected(user({ roles: ['boss'] }))).toContain('/data/roles/0');
    expect(await rejected(user({ language: 'de' }))).toContain('/data/language');
    expect(await rejected(user({}, 'Not An Email'))).toEqual(['/key']);
    expect(await t.db.selectFrom('users').select('id').where('username', '=', 'x@example.com').execute()).toEqual([]);
  });

  it("sets a buyer's company role when named, keeps it when left out, and records a change in the company's audit log", async () => {
    const buyer = (key: string, data: object = {}) => ({ type: 'user', key, data: { name: key.split('@')[0], roles: ['customer'], customers: ['K-200'], ...data } });
    const role = async (key: string) =>
      (await t.db.selectFrom('users').select('company_role').where('username', '=', key).executeTakeFirstOrThrow()).company_role;
    // The customer's first user becomes its admin (it has none yet), the next one a buyer.
    expect((await update(buyer('forste@example.com'), buyer('anden@example.com'))).counts.created).toBe(2);
    expect(await role('forste@example.com')).toBe('admin');
    expect(await role('anden@example.com')).toBe('buyer');
    expect((await find('user', 'anden@example.com'))[0]!.data).toMatchObject({ companyRole: 'buyer' });
    // The company admin made them a viewer; the ERP sends the user again without the field: unchanged, role kept.
    await t.db.updateTable('users').set({ company_role: 'viewer' }).where('username', '=', 'anden@example.com').execute();
    expect((await update(buyer('anden@example.com'))).counts.unchanged).toBe(1);
    expect(await role('anden@example.com')).toBe('viewer');
    // Named: set, and recorded as the back office's change.
    expect((await update(buyer('anden@example.com', { companyRole: 'requester' }))).counts.updated).toBe(1);
    expect(await role('anden@example.com')).toBe('requester');
    const audit = await t.db.selectFrom('company_audit').selectAll().where('target_username', '=', 'anden@example.com').execute();
    expect(audit).toEqual([
      expect.objectContaining({
        customer_number: 'K-200', actor_user_id: null, actor_name: 'Back office', action: 'role',
        before: JSON.stringify({ role: 'viewer' }), after: JSON.stringify({ role: 'requester' }),
      }),
    ]);
    // Spending limits: named → stored and recorded; left out → kept; null → none.
    expect((await update(buyer('anden@example.com', { orderLimit: 500000, monthlyLimit: 2000000 }))).counts.updated).toBe(1);
    expect((await update(buyer('anden@example.com'))).counts.unchanged).toBe(1);
    const limits = async () =>
      t.db.selectFrom('users').select(['order_limit', 'monthly_limit', 'company_role']).where('username', '=', 'anden@example.com').executeTakeFirstOrThrow();
    expect(await limits()).toEqual({ order_limit: 500000, monthly_limit: 2000000, company_role: 'requester' });
    expect((await find('user', 'anden@example.com'))[0]!.data).toMatchObject({ orderLimit: 500000, monthlyLimit: 2000000 });
    expect((await update(buyer('anden@example.com', { monthlyLimit: null }))).counts.updated).toBe(1);
    expect(await limits()).toEqual({ order_limit: 500000, monthly_limit: null, company_role: 'requester' });
    const limitAudit = await t.db.selectFrom('company_audit').select(['action', 'before', 'after']).where('target_username', '=', 'anden@example.com').where('action', '=', 'limits').orderBy('at').execute();
    expect(limitAudit.map((a) => [JSON.parse(a.before!), JSON.parse(a.after!)])).toEqual([
      [{ orderLimit: null, monthlyLimit: null }, { orderLimit: 500000, monthlyLimit: 2000000 }],
      [{ orderLimit: 500000, monthlyLimit: 2000000 }, { orderLimit: 500000, monthlyLimit: null }],
    ]);
    expect(await rejected(buyer('anden@example.com', { orderLimit: -1 }))).toContain('/data/orderLimit');
    expect(await rejected(buyer('anden@example.com', { orderLimit: 12.5 }))).toContain('/data/orderLimit');
    // Only a buyer has a company role; an unknown role is refused.
    const rep = { type: 'user', key: 'rep3@example.com', data: { name: 'Rep', roles: ['impersonation'], customers: ['K-200'], companyRole: 'admin' } };
    expect(await rejected(rep)).toEqual(['/data/companyRole']);
    expect(await rejected({ ...rep, data: { ...rep.data, companyRole: undefined, monthlyLimit: 100 } })).toEqual(['/data/monthlyLimit']);
    expect(await rejected(buyer('anden@example.com', { companyRole: 'boss' }))).toContain('/data/companyRole');
    expect(await role('anden@example.com')).toBe('requester');
  });

  it("a deactivated user's token is refused; so is the token of a user whose customer is deactivated", async () => {
    const token = await tokenFor(t.app, 'u-customer');
    const getUser = (tk: string) => t.app.inject({ url: '/api/User/GetUser', headers: bearer(tk) });
    expect((await getUser(token)).statusCode).toBe(200);
    const [doc] = await find('user', 'kunde@example.com');
    expect((await update({ type: 'user', key: 'kunde@example.com', data: { ...(doc!.data as object), active: false } })).counts.updated).toBe(1);
    expect((await getUser(token)).statusCode).toBe(401);
    await update({ type: 'user', key: 'kunde@example.com', data: doc!.data });
    const fresh = await tokenFor(t.app, 'u-customer');
    expect((await getUser(fresh)).statusCode).toBe(200);
    const [cust] = await find('customer', '10001');
    const data = { ...(cust!.data as object), billingAddress: address };
    const login = () =>
      t.app.inject({ method: 'POST', url: '/api/User/Login', payload: { username: 'kunde@example.com', password: FIXTURE_PASSWORD }, remoteAddress: '10.9.0.1' });
    expect((await login()).statusCode).toBe(200);
    expect((await update({ type: 'customer', key: '10001', data: { ...data, active: false } })).counts.updated).toBe(1);
    expect((await getUser(fresh)).statusCode).toBe(401);
    expect((await login()).statusCode).toBe(401);
    expect((await update({ type: 'customer', key: '10001', data })).counts.updated).toBe(1);
    expect((await getUser(fresh)).statusCode).toBe(200);
  });
});

describe('priceList and priceGroup', () => {
  const prices = { type: 'priceList', key: '1002', data: { prices: [{ currency: 'DKK', unit: 'STK', price: 16900, tiers: [{ minQuantity: 10, price: 15500 }] }, { currency: 'EUR', unit: 'STK', price: 2250 }] } };

  it('stores list and tier prices in minor units, unchanged when sent again', async () => {
    expect((await update(prices)).counts.updated).toBe(1);
    expect((await update(prices)).counts.unchanged).toBe(1);
    const rows = await t.db.selectFrom('prices').select(['currency_code', 'min_quantity', 'price']).where('product_id', '=', '1002').orderBy('currency_code').orderBy('min_quantity').execute();
    expect(rows).toEqual([
      { currency_code: 'DKK', min_quantity: 1, price: 16900 },
      { currency_code: 'DKK', min_quantity: 10, price: 15500 },
      { currency_code: 'EUR', min_quantity: 1, price: 2250 },
    ]);
    const [doc] = await find('priceList', '1001');
    expect((await update({ type: 'priceList', key: '1001', data: doc!.data })).counts.unchanged).toBe(1);
  });

  it('a price change reaches the search index at once, for that product only (sorting by price)', async () => {
    const byPrice = async () => {
      await searchService(t.app).settled();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/Product/GetProductsBySearch',
        payload: { area: { areaId: 'b2b', currencyCode: 'DKK', languageCode: 'da' }, facets: [], skip: 0, take: 100, search: {}, sorting: [{ field: 'data.price', direction: 'Descending' }] },
      });
      expect(res.statusCode).toBe(200);
      return body<{ items: { item: { id: string } }[] }>(res).items.map((i) => i.item.id);
    };
    const before = await byPrice();
    expect(before[0]).not.toBe('1002');
    const index = await searchService(t.app).index();
    const [doc] = await find('priceList', '1002');
    const dearest = { ...(doc!.data as { prices: { currency: string; price: number }[] }) };
    dearest.prices = dearest.prices.map((p) => (p.currency === 'DKK' ? { ...p, price: 99_999_900 } : p));
    expect((await update({ type: 'priceList', key: '1002', data: dearest })).counts.updated).toBe(1);
    expect((await byPrice())[0]).toBe('1002');
    // Patched into the index it had (the changed product searched beside it), not a rebuilt one.
    expect(await searchService(t.app).index()).toBe(index);
    expect((await update(doc)).counts.updated).toBe(1);
    expect((await byPrice())[0]).toBe(before[0]);
  });

  it('rejects wrong prices with their paths', async () => {
    const bad = (p: object, key = '1002') => ({ type: 'priceList', key, data: { prices: [{ currency: 'DKK', unit: 'STK', price: 100, ...p }] } });
    expect(await rejected(bad({ price: 12.5 }))).toEqual(['/data/prices/0/price']);
    expect(await rejected(bad({ price: -1 }))).toEqual(['/data/prices/0/price']);
    expect(await rejected(bad({ unit: 'KG' }))).toEqual(['/data/prices/0/unit']);
    expect(await rejected(bad({ variant: 'nope' }))).toEqual(['/data/prices/0/variant']);
    expect(await rejected(bad({ tiers: [{ minQuantity: 1, price: 5 }] }))).toEqual(['/data/prices/0/tiers/0/minQuantity']);
    expect(await rejected(bad({}, '9999'))).toEqual(['/key']);
    expect((await t.db.selectFrom('prices').select('price').where('product_id', '=', '1002').where('min_quantity', '=', 1).where('currency_code', '=', 'DKK').executeTakeFirstOrThrow()).price).toBe(16900);
  });

  it('price groups: name and discounts; an unknown brand is rejected; a group in use is not deleted', async () => {
    const group = { type: 'priceGroup', key: 'VIP', data: { name: 'VIP', discounts: [{ percent: 5 }, { brand: 1, percent: 12.5 }, { category: 'C11', percent: 8 }] } };
    expect((await update(group)).counts.created).toBe(1);
    expect((await update(group)).counts.unchanged).toBe(1);
    expect(await rejected({ ...group, data: { name: 'VIP', discounts: [{ brand: 77, percent: 5 }] } })).toEqual(['/data/discounts/0/brand']);
    expect(await rejected({ ...group, data: { name: 'VIP', discounts: [{ percent: 0 }] } })).toEqual(['/data/discounts/0/percent']);
    await update(customer({ priceGroup: 'VIP' }));
    expect((await remove('priceGroup', 'VIP'))[0]).toMatchObject({ outcome: 'refused' });
    await update(customer());
    expect((await remove('priceGroup', 'VIP'))[0]).toMatchObject({ outcome: 'deleted' });
  });
});

describe('DeleteByKey', () => {
  it('deactivates a customer or user with orders (refused, saying so), deletes one without history', async () => {
    await insertOrder(t.db);
    const [userResult] = await remove('user', 'kunde@example.com');
    expect(userResult).toMatchObject({ outcome: 'refused' });
    expect(userResult!.reason).toMatch(/deactivated/);
    expect((await t.db.selectFrom('users').select('active').where('id', '=', 'u-customer').executeTakeFirstOrThrow()).active).toBe(0);
    const [customerResult] = await remove('customer', '10001');
    expect(customerResult!.reason).toMatch(/deactivated/);
    expect((await t.db.selectFrom('customers').select('active').where('customer_number', '=', '10001').executeTakeFirstOrThrow()).active).toBe(0);
    const res = await t.app.inject({ method: 'POST', url: '/backoffice/api/Document/GetBySearch', headers: bearer(read), payload: { type: 'user', updatedSince: '2000-01-01T00:00:00Z', keyPrefix: 'kunde@' } });
    expect(body<DocumentSearchResponse>(res).documents[0]).toMatchObject({ key: 'kunde@example.com', deleted: false, data: { active: false } });

    // Without history: gone (a user, then its customer).
    await update({ type: 'customer', key: 'K-300', data: { name: 'Kort', currency: 'DKK', billingAddress: address } });
    await update({ type: 'user', key: 'kort@example.com', data: { name: 'Kort', roles: ['customer'], customers: ['K-300'] } });
    expect((await remove('customer', 'K-300'))[0]).toMatchObject({ outcome: 'refused' });
    expect(await remove('user', 'kort@example.com', 'nobody@example.com')).toEqual([
      { key: 'kort@example.com', outcome: 'deleted' },
      { key: 'nobody@example.com', outcome: 'notFound' },
    ]);
    expect((await remove('customer', 'K-300'))[0]).toMatchObject({ outcome: 'deleted' });
    expect(await t.db.selectFrom('addresses').select('id').where('customer_number', '=', 'K-300').execute()).toEqual([]);
  });
});
