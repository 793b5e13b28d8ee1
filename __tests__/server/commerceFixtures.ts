/**
 * Commerce data on top of the hand-written fixtures (fixtures.ts): two more customers (10002 DKK group B, 10005 EUR
 * in Finland) with users, addresses, a price-group discount, EUR prices, the seed's shipping and payment methods
 * and product fees. Plus request helpers for the cart and order routes.
 */
import type { App } from '../../server/app';
import { openDb, type Db } from '../../server/db';
import { paymentMethodRows, shippingMethodRows } from '../../server/seed/commerce';
import type { CartLine } from '../../src/api/commerceTypes';
import { bearer, tokenFor } from './auth';
import { createTestApp, type TestApp, type TestAppOptions } from './helpers';

export const AREA = { areaId: 'b2b', currencyCode: 'DKK', languageCode: 'da' };
export const AREA_EN = { ...AREA, languageCode: 'en' };

const address = (customerNumber: string, type: 'billing' | 'shipping', company: string, country: string, city: string) => ({
  id: `addr-${customerNumber}-${type}`,
  customer_number: customerNumber,
  type,
  company,
  name: 'Indkøb',
  address1: `${company} vej 1`,
  address2: '',
  zip: '1000',
  city,
  country,
  email: 'indkoeb@example.com',
  phone: '',
  is_default: 1,
  extra_info: '{}',
});

export async function insertCommerceFixtures(db: Db): Promise<void> {
  const now = new Date().toISOString();
  const customer = (customer_number: string, name: string, currency_code: string, price_group: string, language: string) => ({
    customer_number,
    area_id: 'b2b',
    name,
    currency_code,
    price_group,
    vat_number: '',
    email: '',
    phone: '',
    language,
    created_at: now,
  });
  await db
    .insertInto('customers')
    .values([customer('10002', 'Anden Kunde A/S', 'DKK', 'B', 'da'), customer('10005', 'Virtanen Oy', 'EUR', 'C', 'fi')])
    .execute();
  await db
    .insertInto('addresses')
    .values([
      address('10001', 'billing', 'Byg & Bolig ApS', 'DK', 'Aarhus'),
      address('10002', 'billing', 'Anden Kunde A/S', 'DK', 'Odense'),
      address('10005', 'billing', 'Virtanen Oy', 'FI', 'Helsinki'),
    ])
    .execute();
  const template = await db.selectFrom('users').selectAll().where('id', '=', 'u-customer').executeTakeFirstOrThrow();
  await db
    .insertInto('users')
    .values([
      { ...template, id: 'u-customer2', username: 'kunde2@example.com', name: 'Anders Anden', customer_number: '10002' },
      { ...template, id: 'u-fi', username: 'kunde@example.fi', name: 'Mikko Virtanen', customer_number: '10005', language: 'fi' },
    ])
    .execute();
  await db.insertInto('sales_rep_customers').values({ user_id: 'u-sales', customer_number: '10001' }).execute();
  await db.insertInto('price_group_discounts').values({ price_group: 'B', brand_id: 2, category_id: null, discount_percent: 10 }).execute();
  const price = (product_id: string, currency_code: string, price: number) => ({
    product_id,
    variant_id: '',
    unit_id: 'STK',
    currency_code,
    min_quantity: 1,
    price,
    before_price: null,
  });
  await db.insertInto('prices').values([price('1002', 'EUR', 2130), price('2001', 'EUR', 3340)]).execute();
  await db.insertInto('shipping_methods').values(shippingMethodRows()).execute();
  await db.insertInto('payment_methods').values(paymentMethodRows()).execute();
  const fee = (product_id: string, fee_type: 'weefee' | 'packagingFee' | 'chemicalsFee', currency_code: string, amount: number) => ({
    product_id,
    fee_type,
    currency_code,
    amount,
  });
  await db
    .insertInto('product_fees')
    .values([
      fee('1001', 'weefee', 'DKK', 35),
      fee('1001', 'weefee', 'EUR', 5),
      fee('1002', 'chemicalsFee', 'DKK', 125),
      fee('2001', 'packagingFee', 'DKK', 20),
    ])
    .execute();
}

export interface LineSpec {
  productId: string;
  quantity: number;
  unit?: string;
  id?: string;
  variantId?: string | null;
  parentId?: string | null;
}

export const line = (spec: LineSpec, i = 0): CartLine => ({
  id: spec.id ?? `LINE${i + 1}`,
  parentId: spec.parentId ?? null,
  text: 'client text',
  quantity: spec.quantity,
  productKey: { productId: spec.productId, unitOfMeasure: spec.unit ?? 'STK', variantId: spec.variantId ?? null },
  type: 'product',
});

export interface CartSpec {
  cartId?: string;
  lines?: LineSpec[];
  country?: string;
  shippingMethod?: string | null;
  privateAddress?: boolean;
  collectOrder?: boolean;
  freightOffer?: boolean;
  paymentMethod?: string | null;
  expectedDeliveryDate?: string;
  shippingAddress?: Record<string, string>;
  billingAddress?: Record<string, string>;
}

/** A request cart (what the storefront sends). */
export function cart(spec: CartSpec = {}) {
  return {
    cartId: spec.cartId ?? 'cart-1',
    billingAddress: spec.billingAddress ?? {
      company: 'Byg & Bolig ApS',
      name: 'Karen Kunde',
      address1: 'Havnegade 1',
      zip: '8000',
      city: 'Aarhus',
      country: spec.country ?? 'DK',
    },
    shippingAddress: spec.shippingAddress ?? {},
    comment: 'Ring før levering',
    reference: 'Sag 42',
    createdAt: '2020-01-01T00:00:00.000Z',
    expectedDeliveryDate: spec.expectedDeliveryDate ?? '',
    hasExpextedDeliveryDateError: false,
    currencyCode: 'DKK',
    lines: (spec.lines ?? []).map(line),
    shippingMethod:
      spec.shippingMethod === null
        ? null
        : {
            name: 'anything',
            internalId: spec.shippingMethod ?? 'gls',
            countryCode: '',
            fee: 0,
            trackAndTrace: '',
            extraInfo: {
              privateAddress: spec.privateAddress ?? false,
              collectOrder: spec.collectOrder ?? false,
              freightOffer: spec.freightOffer ?? false,
            },
          },
    paymentMethod:
      spec.paymentMethod === null
        ? null
        : { name: 'x', internalId: spec.paymentMethod ?? 'invoice', gatewayUniqueId: '', fee: 0, extraInfo: {} },
  };
}

export type RequestCart = ReturnType<typeof cart>;

/** POST helper with an optional bearer token. */
export function post(app: App, url: string, payload: unknown, token?: string) {
  return app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers: token ? bearer(token) : {} });
}

export async function tokens(app: App) {
  return {
    customer: await tokenFor(app, 'u-customer'),
    other: await tokenFor(app, 'u-customer2'),
    finn: await tokenFor(app, 'u-fi'),
    rep: await tokenFor(app, 'u-customer', { impersonatorId: 'u-sales' }),
  };
}

/** A test app with the fixtures, the commerce fixtures and tokens of the fixture users. */
export async function commerceTestApp(options: TestAppOptions = {}): Promise<{ t: TestApp; tk: Awaited<ReturnType<typeof tokens>> }> {
  const t = await createTestApp(options);
  try {
    await insertCommerceFixtures(t.db);
    return { t, tk: await tokens(t.app) };
  } catch (err) {
    await t.close();
    throw err;
  }
}

/**
 * A commerce test app with `count` saved carts `${prefix}-0`, `${prefix}-1` … of two lines each (a burst of orders),
 * closed again so that a server process can take its database over (shutdown.test.ts, pgFault.test.ts).
 */
export async function savedCartsApp(prefix: string, count: number, options: TestAppOptions = {}) {
  const { t, tk } = await commerceTestApp(options);
  for (let i = 0; i < count; i++) {
    const lines = [
      { productId: '1001', quantity: 1 + (i % 3) },
      { productId: '2001', quantity: 2 },
    ];
    const saved = await post(t.app, '/api/Cart/SaveCart', { area: AREA, cart: cart({ cartId: `${prefix}-${i}`, lines, expectedDeliveryDate: '2099-01-15' }) }, tk.customer);
    if (saved.statusCode !== 200) throw new Error(`SaveCart ${prefix}-${i}: ${saved.statusCode} ${saved.body}`);
  }
  await t.app.close();
  await t.handle.close();
  return { t, tk };
}

/**
 * The stored orders of the carts `${prefix}-…` (savedCartsApp) with their product lines (not fee or freight lines),
 * read through a handle of their own (a server process owns the app's).
 */
export async function storedBurstOrders(dataDir: string, databaseUrl: string | undefined, prefix: string) {
  const handle = openDb({ databaseUrl, dataDir });
  try {
    const orders = await handle.db.selectFrom('orders').select(['id', 'cart_id', 'status', 'created_at']).where('cart_id', 'like', `${prefix}-%`).execute();
    const lines = await handle.db
      .selectFrom('order_lines')
      .select(['order_id', 'product_id'])
      .where('order_id', 'in', orders.length > 0 ? orders.map((o) => o.id) : [''])
      .where('product_id', 'in', ['1001', '2001'])
      .execute();
    return orders.map((o) => ({ ...o, products: lines.filter((l) => l.order_id === o.id).map((l) => l.product_id).sort() }));
  } finally {
    await handle.close();
  }
}
