/**
 * POST /api/Customer/GetAddresses (SPEC §7): the caller's customer's addresses, billing first, then shipping;
 * never another customer's. Against the demo seed plus rows inserted here.
 */
import type { Address } from '../../src/api/commerceTypes';
import type { TokenResponse } from '../../src/api/types';
import { bearer, tokenForUsername } from './auth';
import { body, createTestApp, type TestApp } from './helpers';

let t: TestApp;
const areaInfo = { areaId: 'b2b', currencyCode: 'DKK', languageCode: 'da' };

beforeAll(async () => {
  t = await createTestApp({ seed: true, seedProducts: 20 });
  // A second billing address (not default) and a shipping address with its own extra info for 10002,
  // and one more shipping address for 10001 whose id sorts before the seeded ones.
  await t.db
    .insertInto('addresses')
    .values([
      {
        id: 'addr-10002-b2', customer_number: '10002', type: 'billing', company: 'Nordisk VVS A/S', name: 'Bogholderi',
        address1: 'Fakturavej 2', address2: '', zip: '5000', city: 'Odense', country: 'DK', email: '', phone: '',
        is_default: 0, extra_info: '{}',
      },
      {
        id: 'addr-10002-x', customer_number: '10002', type: 'shipping', company: 'Nordisk VVS A/S', name: 'Lager Vest',
        address1: 'Lagervej 9', address2: '', zip: '6700', city: 'Esbjerg', country: 'DK', email: '', phone: '',
        is_default: 0, extra_info: JSON.stringify({ gate: 'Port 4' }),
      },
      {
        id: 'addr-10001-a', customer_number: '10001', type: 'shipping', company: 'Hansen El-service ApS', name: 'Værksted',
        address1: 'Broken 1', address2: '', zip: '8000', city: 'Aarhus', country: 'DK', email: '', phone: '',
        is_default: 0, extra_info: 'not json',
      },
    ])
    .execute();
}, 60_000);

afterAll(async () => {
  await t.close();
});

const getAddresses = (headers: Record<string, string>, payload: unknown = { areaInfo }) =>
  t.app.inject({ method: 'POST', url: '/api/Customer/GetAddresses', payload: payload as object, headers });

async function rowsOf(customerNumber: string) {
  return t.db.selectFrom('addresses').selectAll().where('customer_number', '=', customerNumber).execute();
}

describe('POST /api/Customer/GetAddresses', () => {
  it("answers the caller's customer's addresses: billing first, then shipping (default first)", async () => {
    const res = await getAddresses(bearer(await tokenForUsername(t.app, 'kunde@demo.dk')));
    expect(res.statusCode).toBe(200);
    const { addresses } = body<{ addresses: Address[] }>(res);
    const rows = await rowsOf('10001');
    expect(addresses).toHaveLength(rows.length);
    expect(addresses.every((a) => a.customerNumber === '10001')).toBe(true);
    expect(addresses.map((a) => a.extraInfo.id).sort()).toEqual(rows.map((r) => r.id).sort());

    const types = addresses.map((a) => a.extraInfo.type);
    const firstShipping = types.indexOf('shipping');
    expect(types[0]).toBe('billing');
    expect(types.slice(firstShipping).every((type) => type === 'shipping')).toBe(true);
    // The default shipping address comes before the other shipping addresses, even one whose id sorts first.
    expect(addresses[firstShipping]?.extraInfo.isDefault).toBe(true);
    expect(addresses.at(-1)?.extraInfo.id).not.toBe('addr-10001-a');

    const billingRow = rows.find((r) => r.type === 'billing' && r.is_default === 1);
    expect(addresses[0]).toEqual({
      address1: billingRow?.address1, address2: billingRow?.address2, city: billingRow?.city,
      company: billingRow?.company, country: billingRow?.country, customerNumber: '10001',
      email: billingRow?.email, name: billingRow?.name, phone: billingRow?.phone, zip: billingRow?.zip,
      extraInfo: { id: billingRow?.id, type: 'billing', isDefault: true },
    });
    // A stored extra_info that is not a JSON object becomes {} plus the id, type and default flag.
    expect(addresses.find((a) => a.extraInfo.id === 'addr-10001-a')?.extraInfo).toEqual({
      id: 'addr-10001-a', type: 'shipping', isDefault: false,
    });
  });

  it("never returns another customer's addresses", async () => {
    const mine = body<{ addresses: Address[] }>(await getAddresses(bearer(await tokenForUsername(t.app, 'kunde@demo.dk')))).addresses;
    const theirs = body<{ addresses: Address[] }>(await getAddresses(bearer(await tokenForUsername(t.app, 'kunde2@demo.dk')))).addresses;
    expect(theirs.every((a) => a.customerNumber === '10002')).toBe(true);
    const mineIds = new Set(mine.map((a) => a.extraInfo.id));
    expect(theirs.some((a) => mineIds.has(a.extraInfo.id))).toBe(false);
    expect(mine.some((a) => String(a.extraInfo.id).startsWith('addr-10002'))).toBe(false);
    // 10002's own rows: both billing addresses first (default first), its stored extra info kept.
    expect(theirs.map((a) => a.extraInfo.type).slice(0, 2)).toEqual(['billing', 'billing']);
    expect(theirs[0]?.extraInfo.isDefault).toBe(true);
    expect(theirs[1]?.extraInfo.id).toBe('addr-10002-b2');
    expect(theirs.find((a) => a.extraInfo.id === 'addr-10002-x')?.extraInfo).toEqual({
      gate: 'Port 4', id: 'addr-10002-x', type: 'shipping', isDefault: false,
    });
    expect(theirs).toHaveLength((await rowsOf('10002')).length);
  });

  it("answers the impersonated customer's addresses to a sales rep acting for a user", async () => {
    const rep = await t.db.selectFrom('users').select('id').where('username', '=', 'salg@demo.dk').executeTakeFirstOrThrow();
    const token = await tokenForUsername(t.app, 'kunde2@demo.dk', { impersonatorId: rep.id });
    const res = await getAddresses(bearer(token));
    expect(res.statusCode).toBe(200);
    const { addresses } = body<{ addresses: Address[] }>(res);
    expect(addresses.length).toBeGreaterThan(0);
    expect(addresses.every((a) => a.customerNumber === '10002')).toBe(true);
  });

  it('needs a customer: no token, an anonymous token or a user without a customer → 401', async () => {
    expect((await getAddresses({})).statusCode).toBe(401);
    const anon = await t.app.inject({ method: 'POST', url: '/api/User/GenerateNotLoggedInToken' });
    expect(anon.statusCode).toBe(200);
    expect((await getAddresses(bearer(body<TokenResponse>(anon).token))).statusCode).toBe(401);
    const admin = await getAddresses(bearer(await tokenForUsername(t.app, 'admin@demo.dk')));
    expect(admin.statusCode).toBe(401);
    expect(body<{ message: string }>(admin).message).toBe('Unauthorized');
  });

  it('a missing or malformed areaInfo → 400 naming it', async () => {
    const token = bearer(await tokenForUsername(t.app, 'kunde@demo.dk'));
    const missing = await getAddresses(token, {});
    expect(missing.statusCode).toBe(400);
    expect(body<{ message: string }>(missing).message).toBe('areaInfo must be defined');
    const bad = await getAddresses(token, { areaInfo: { areaId: 'b2b', currencyCode: 'kroner', languageCode: 'da' } });
    expect(bad.statusCode).toBe(400);
    expect(body<{ fields: Record<string, string> }>(bad).fields).toHaveProperty(['areaInfo.currencyCode']);
  });
});
