/**
 * Cart routes against a real temporary database (docs/commerce-api.md 'Cart'): the server's calculation (prices,
 * tiers, line discounts, VAT, fee lines, PRIV_DELIVERY, small-order fee, freight, payment fee), tampering, scoping,
 * validation, storage, shipping and payment methods.
 */
import type { CalculateCartResponse, Cart, CartLine, CartSearchResponse, PaymentMethod, ShippingMethod } from '../../src/api/commerceTypes';
import { COMMERCE_CACHE_NAMESPACE } from '../../server/services/cart';
import { earliestDeliveryDate } from '../../server/services/cart/delivery';
import { body, type TestApp } from './helpers';
import { tokenFor } from './auth';
import { AREA, AREA_EN, cart, commerceTestApp, post, type CartSpec, type tokens } from './commerceFixtures';

let t: TestApp;
let tk: Awaited<ReturnType<typeof tokens>>;

beforeAll(async () => {
  ({ t, tk } = await commerceTestApp());
});
afterAll(async () => {
  await t.close();
});

let cartCount = 0;

/** CalculateCart of a cart (a fresh cart id per call unless the spec names one). */
async function calculate(spec: CartSpec, token = tk.customer, area = AREA): Promise<CalculateCartResponse> {
  const res = await post(t.app, '/api/Cart/CalculateCart', { area, cart: cart({ cartId: `calc-${++cartCount}`, ...spec }) }, token);
  expect(res.statusCode).toBe(200);
  return body<CalculateCartResponse>(res);
}

const byId = (lines: CartLine[], id: string) => lines.find((l) => l.id === id);
const productLines = (lines: CartLine[]) => lines.filter((l) => l.type === 'product');

describe('CalculateCart: prices', () => {
  it('prices a line from the customer prices: campaign before-price as a line discount, VAT 25 % in DK', async () => {
    const { cart: calc, usingFallbackStrategy } = await calculate({ lines: [{ productId: '1001', quantity: 3 }] });
    expect(usingFallbackStrategy).toBe(false);
    const l = byId(calc.lines, 'LINE1');
    expect(l?.text).toBe('Klohammer 500 g'); // the product name, not the client's text
    expect(l?.unitPrice).toEqual({ priceWithoutVat: 149, priceWithVat: 186.25, vat: 37.25, vatPercentage: 25 });
    expect(l?.netUnitPrice).toEqual({ priceWithoutVat: 129.5, priceWithVat: 161.88, vat: 32.38, vatPercentage: 25 });
    expect(l?.linePrice?.priceWithoutVat).toBe(447);
    // The unit price incl. VAT is rounded (129.50 + 32.375 → 161.88) and the line is 3 × that: 485.64, not the
    // 485.63 of 388.50 + 97.125 — what the cart shows adds up (docs/commerce-api.md 'Money').
    expect(l?.netLinePrice).toEqual({ priceWithoutVat: 388.5, priceWithVat: 485.64, vat: 97.14, vatPercentage: 25 });
    expect(l?.linePrice).toEqual({ priceWithoutVat: 447, priceWithVat: 558.75, vat: 111.75, vatPercentage: 25 });
    expect(calc.discount.priceWithoutVat).toBe(58.5);
    expect(calc.currencyCode).toBe('DKK');
  });

  it('uses the tier price for the line quantity (and the before-price scaled to that tier)', async () => {
    const below = await calculate({ lines: [{ productId: '1001', quantity: 9 }] });
    expect(byId(below.cart.lines, 'LINE1')?.netUnitPrice?.priceWithoutVat).toBe(129.5);
    const at = await calculate({ lines: [{ productId: '1001', quantity: 10 }] });
    const l = byId(at.cart.lines, 'LINE1');
    expect(l?.netUnitPrice?.priceWithoutVat).toBe(119);
    expect(l?.netLinePrice?.priceWithoutVat).toBe(1190);
    // 119.00 × 149.00 / 129.50 = 136.918… → 136.92
    expect(l?.unitPrice?.priceWithoutVat).toBe(136.92);
  });

  it('applies the price-group discount as a line discount', async () => {
    // customer 10002 is in group B: 10 % on brand Stanley (product 1002, list 159.00)
    const { cart: calc } = await calculate({ lines: [{ productId: '1002', quantity: 2 }] }, tk.other);
    const l = byId(calc.lines, 'LINE1');
    expect(l?.unitPrice?.priceWithoutVat).toBe(159);
    expect(l?.netUnitPrice?.priceWithoutVat).toBe(143.1);
    expect(calc.discount.priceWithoutVat).toBe(31.8);
  });

  it('uses VAT 25.5 % for a Finnish billing address and prices in the customer currency (EUR)', async () => {
    const { cart: calc } = await calculate(
      { country: 'FI', lines: [{ productId: '1001', quantity: 2 }], shippingMethod: null },
      tk.finn,
      { ...AREA, currencyCode: 'DKK' },
    );
    expect(calc.currencyCode).toBe('EUR');
    const l = byId(calc.lines, 'LINE1');
    // 17.35 + 25.5 % = 17.35 + 4.42 (4.42425) = 21.77 a unit; 2 × 21.77 = 43.54 (not 34.70 + 8.8485 → 43.55)
    expect(l?.netUnitPrice).toEqual({ priceWithoutVat: 17.35, priceWithVat: 21.77, vat: 4.42, vatPercentage: 25.5 });
    expect(l?.netLinePrice).toEqual({ priceWithoutVat: 34.7, priceWithVat: 43.54, vat: 8.84, vatPercentage: 25.5 });
    expect(byId(calc.lines, 'weefee')?.netLinePrice?.priceWithoutVat).toBe(0.1);
  });

  it('reports usingFallbackStrategy when the external price source is unavailable', async () => {
    const { t: external, tk: theirs } = await commerceTestApp({ env: { PRICE_CALCULATION_MODE: 'ExternallyCalculateAll' } });
    try {
      const res = await post(external.app, '/api/Cart/CalculateCart', { area: AREA, cart: cart({ lines: [{ productId: '1001', quantity: 1 }] }) }, theirs.customer);
      expect(res.statusCode).toBe(200);
      const reply = body<CalculateCartResponse>(res);
      expect(reply.usingFallbackStrategy).toBe(true);
      expect(byId(reply.cart.lines, 'LINE1')?.netUnitPrice?.priceWithoutVat).toBe(129.5);
    } finally {
      await external.close();
    }
  });
});

describe('CalculateCart: generated lines, freight and totals', () => {
  it('adds weefee, chemicalsFee and packagingFee lines from the product fees × unit factor × quantity', async () => {
    const { cart: calc } = await calculate({
      lines: [
        { productId: '1001', quantity: 3 },
        { productId: '1001', quantity: 2, unit: 'KRT', id: 'CARTON' },
        { productId: '1002', quantity: 4 },
        { productId: '2001', quantity: 1 },
      ],
    });
    // weefee: 3 × 1 × 0.35 + 2 × 10 × 0.35 = 8.05
    const wee = byId(calc.lines, 'weefee');
    expect(wee).toMatchObject({ type: 'generated', parentId: null, quantity: 1, text: 'Miljøafgift (WEEE)' });
    expect(wee?.productKey.productId).toBe('');
    expect(wee?.netLinePrice?.priceWithoutVat).toBe(8.05);
    expect(byId(calc.lines, 'chemicalsFee')?.netLinePrice?.priceWithoutVat).toBe(5);
    expect(byId(calc.lines, 'packagingFee')?.netLinePrice?.priceWithoutVat).toBe(0.2);
    // product lines first, then generated lines
    expect(calc.lines.map((l) => l.type)).toEqual(['product', 'product', 'product', 'product', 'generated', 'generated', 'generated']);
  });

  it('adds PRIV_DELIVERY for delivery to a private address (not for collect-order)', async () => {
    const big = [{ productId: '2001', quantity: 3 }];
    const priv = await calculate({ lines: big, privateAddress: true });
    expect(byId(priv.cart.lines, 'PRIV_DELIVERY')?.netLinePrice?.priceWithoutVat).toBe(95);
    expect(priv.cart.shippingMethod?.extraInfo.privateAddress).toBe(true);
    const collect = await calculate({ lines: big, privateAddress: true, collectOrder: true });
    expect(byId(collect.cart.lines, 'PRIV_DELIVERY')).toBeUndefined();
  });

  it('adds a small-order fee line without an id below the goods threshold, in the request language', async () => {
    const small = await calculate({ lines: [{ productId: '2001', quantity: 1 }] }, tk.customer, AREA_EN);
    const fee = small.cart.lines.find((l) => l.type === 'generated' && l.id === '');
    expect(fee?.text).toBe('Small order fee');
    expect(fee?.netLinePrice?.priceWithoutVat).toBe(75);
    const enough = await calculate({ lines: [{ productId: '2001', quantity: 3 }] });
    expect(enough.cart.lines.some((l) => l.id === '')).toBe(false);
    const empty = await calculate({ lines: [] });
    expect(empty.cart.lines).toEqual([]);
    expect(empty.cart.totalNetPrice.priceWithoutVat).toBe(89); // only the freight
  });

  it('charges the method freight for the shipping country, free above the threshold, 0 for collect-order and freight-offer', async () => {
    const lines = [{ productId: '2001', quantity: 3 }]; // 747.00 + packaging fee 0.60
    const gls = await calculate({ lines });
    expect(gls.cart.shippingMethod).toMatchObject({ internalId: 'gls', countryCode: 'DK', fee: 89 });
    expect(gls.cart.shippingMethod?.extraInfo.freeAbove).toBe(2500);
    expect(gls.cart.shippingMethod?.name).toBe('GLS pakke (1–2 hverdage)');
    // 747 + 0.60 + 89 freight; VAT 186.75 + 0.15 + 22.25
    expect(gls.cart.totalNetPrice).toEqual({ priceWithoutVat: 836.6, priceWithVat: 1045.75, vat: 209.15, vatPercentage: 25 });

    const free = await calculate({ lines: [{ productId: '2001', quantity: 11 }] }); // 2739.00 ≥ 2500
    expect(free.cart.shippingMethod?.fee).toBe(0);
    expect(free.cart.totalNetPrice.priceWithoutVat).toBe(2741.2); // + packaging fee 2.20

    const express = await calculate({ lines: [{ productId: '2001', quantity: 11 }], shippingMethod: 'express' });
    expect(express.cart.shippingMethod?.fee).toBe(195); // never free

    const sweden = await calculate({ lines, shippingAddress: { address1: 'Storgatan 1', zip: '21120', city: 'Malmö', country: 'SE' } });
    expect(sweden.cart.shippingMethod).toMatchObject({ countryCode: 'SE', fee: 149 });

    const collect = await calculate({ lines, collectOrder: true, freightOffer: true });
    expect(collect.cart.shippingMethod?.fee).toBe(0);
    expect(collect.cart.shippingMethod?.extraInfo).toMatchObject({ collectOrder: true, freightOffer: false });
    const offer = await calculate({ lines, freightOffer: true });
    expect(offer.cart.shippingMethod?.fee).toBe(0);

    const none = await calculate({ lines, shippingMethod: null });
    expect(none.cart.shippingMethod).toBeNull();
    expect(none.cart.totalNetPrice.priceWithoutVat).toBe(747.6);
  });

  it('adds the payment fee to the totals', async () => {
    await t.db.updateTable('payment_methods').set({ fee: 2500 }).where('id', '=', 'card').where('currency_code', '=', 'DKK').execute();
    await t.app.cache.invalidate(COMMERCE_CACHE_NAMESPACE);
    try {
      const { cart: calc } = await calculate({ lines: [{ productId: '2001', quantity: 3 }], paymentMethod: 'card' });
      expect(calc.paymentFee).toBe(25);
      expect(calc.paymentMethod).toMatchObject({ internalId: 'card', gatewayUniqueId: 'sandbox', fee: 25, extraInfo: { kind: 'card' } });
      expect(calc.totalNetPrice.priceWithoutVat).toBe(861.6); // 747 + 0.60 + 89 + 25
      expect(calc.totalPrice.priceWithoutVat).toBe(861.6);
    } finally {
      await t.db.updateTable('payment_methods').set({ fee: 0 }).where('id', '=', 'card').execute();
      await t.app.cache.invalidate(COMMERCE_CACHE_NAMESPACE);
    }
  });

  it('sums totals from the lines: totalPrice before discounts, totalNetPrice after, discount the difference', async () => {
    const { cart: calc } = await calculate({ lines: [{ productId: '1001', quantity: 3 }, { productId: '2001', quantity: 1 }] });
    // goods 388.50 + 249.00 = 637.50 net, 447 + 249 = 696 gross; weefee 1.05; packaging 0.20; freight 89
    expect(calc.totalNetPrice.priceWithoutVat).toBe(727.75);
    expect(calc.totalPrice.priceWithoutVat).toBe(786.25);
    expect(calc.discount.priceWithoutVat).toBe(58.5);
    expect(calc.totalPrice.vat - calc.totalNetPrice.vat).toBeCloseTo(calc.discount.vat, 2);
  });

  it('what the cart shows with VAT adds up: quantity × unit = line, lines + freight = total (DK 25 %, FI 25.5 %)', async () => {
    const cents = (major: number) => Math.round(major * 100);
    for (const [token, country, area] of [
      [tk.customer, 'DK', AREA],
      [tk.finn, 'FI', { ...AREA, currencyCode: 'EUR' }],
    ] as const) {
      const { cart: calc } = await calculate(
        { country, lines: [{ productId: '1001', quantity: 3 }, { productId: '1002', quantity: 2 }, { productId: '2001', quantity: 7 }] },
        token,
        area,
      );
      const rate = calc.totalNetPrice.vatPercentage;
      expect(rate).toBe(country === 'FI' ? 25.5 : 25);
      for (const l of calc.lines.filter((x) => x.type === 'product')) {
        expect(cents(l.netLinePrice!.priceWithVat)).toBe(l.quantity * cents(l.netUnitPrice!.priceWithVat));
        expect(cents(l.linePrice!.priceWithVat)).toBe(l.quantity * cents(l.unitPrice!.priceWithVat));
      }
      const freight = cents(calc.shippingMethod?.fee ?? 0);
      const freightWithVat = freight + Math.floor((freight * rate * 100 + 5_000) / 10_000);
      const lines = calc.lines.reduce((sum, l) => sum + cents(l.netLinePrice!.priceWithVat), 0);
      expect(lines + freightWithVat).toBe(cents(calc.totalNetPrice.priceWithVat));
      expect(cents(calc.totalNetPrice.priceWithVat) - cents(calc.totalNetPrice.priceWithoutVat)).toBe(cents(calc.totalNetPrice.vat));
    }
  });

  it('flags an expected delivery date before the earliest possible one', async () => {
    const early = await calculate({ lines: [{ productId: '2001', quantity: 1 }], expectedDeliveryDate: '2001-01-01' });
    expect(early.cart.hasExpextedDeliveryDateError).toBe(true);
    expect(early.cart.earliestDeliveryDate).toBe(earliestDeliveryDate(new Date()));
    const later = await calculate({ lines: [{ productId: '2001', quantity: 1 }], expectedDeliveryDate: '2099-12-31' });
    expect(later.cart.hasExpextedDeliveryDateError).toBe(false);
  });
});

describe('CalculateCart: the client cannot set prices', () => {
  it('ignores tampered line prices, totals, fees and generated lines', async () => {
    const spec: CartSpec = { cartId: 'tamper', lines: [{ productId: '1001', quantity: 3 }, { productId: '2001', quantity: 1 }] };
    const honest = await calculate(spec);
    const tampered = cart(spec);
    const cheap = { priceWithoutVat: 0.01, priceWithVat: 0.01, vat: 0, vatPercentage: 0 };
    const payload = {
      area: AREA,
      cart: {
        ...tampered,
        lines: [
          ...tampered.lines.map((l) => ({ ...l, unitPrice: cheap, linePrice: cheap, netUnitPrice: cheap, netLinePrice: cheap })),
          { id: 'weefee', parentId: null, text: 'fee', quantity: 1, type: 'generated', productKey: { productId: '', unitOfMeasure: '', variantId: null }, netLinePrice: { ...cheap, priceWithoutVat: -500 } },
          { id: 'generated0', parentId: null, text: 'credit', quantity: 1, type: 'generated', productKey: { productId: '', unitOfMeasure: '', variantId: null } },
        ],
        shippingMethod: { ...tampered.shippingMethod, fee: 0, extraInfo: { freeAbove: 0 } },
        paymentMethod: { ...tampered.paymentMethod, fee: -100 },
        totalNetPrice: cheap,
        totalPrice: cheap,
        discount: { ...cheap, priceWithoutVat: 10_000 },
      },
    };
    const res = await post(t.app, '/api/Cart/CalculateCart', payload, tk.customer);
    expect(res.statusCode).toBe(200);
    const reply = body<CalculateCartResponse>(res);
    expect(reply.cart.lines).toEqual(honest.cart.lines);
    expect(reply.cart.totalNetPrice).toEqual(honest.cart.totalNetPrice);
    expect(reply.cart.totalPrice).toEqual(honest.cart.totalPrice);
    expect(reply.cart.discount).toEqual(honest.cart.discount);
    expect(reply.cart.shippingMethod?.fee).toBe(89);
  });
});

describe('CalculateCart: lines and validation', () => {
  it('drops quantities ≤ 0 with their sub-lines, names lines without an id LINE + count', async () => {
    const payload = cart({
      lines: [
        { productId: '1001', quantity: 0, id: 'A' },
        { productId: '1002', quantity: 1, id: 'A1', parentId: 'A' },
        { productId: '2001', quantity: 2, id: 'B' },
      ],
    });
    payload.lines.push({ ...payload.lines[2]!, id: '', quantity: 1, productKey: { productId: '1002', unitOfMeasure: 'STK', variantId: null } });
    const res = await post(t.app, '/api/Cart/CalculateCart', { area: AREA, cart: payload }, tk.customer);
    expect(res.statusCode).toBe(200);
    expect(productLines(body<CalculateCartResponse>(res).cart.lines).map((l) => l.id)).toEqual(['B', 'LINE2']);
  });

  it('keeps a sub-line under its parent and prices a variant', async () => {
    const { cart: calc } = await calculate({
      lines: [
        { productId: '1001', quantity: 1, id: 'P', variantId: '1001-L' },
        { productId: '2001', quantity: 1, id: 'S', parentId: 'P' },
      ],
    });
    expect(byId(calc.lines, 'P')?.text).toBe('Klohammer 500 g – Large');
    expect(byId(calc.lines, 'S')?.parentId).toBe('P');
  });

  it('answers 400 with fields for unknown products, units and variants', async () => {
    const res = await post(
      t.app,
      '/api/Cart/CalculateCart',
      {
        area: AREA,
        cart: cart({
          lines: [
            { productId: '1001', quantity: 1 },
            { productId: 'nope', quantity: 1 },
            { productId: '1001', quantity: 1, unit: 'PAL', id: 'X' },
            { productId: '1001', quantity: 1, variantId: '1002-Z', id: 'Y' },
          ],
        }),
      },
      tk.customer,
    );
    expect(res.statusCode).toBe(400);
    expect(body<{ fields: Record<string, string> }>(res).fields).toEqual({
      'lines[1]': 'unknown product',
      'lines[2]': 'unknown product',
      'lines[3]': 'unknown product',
    });
  });

  it('answers 400 with fields for quantities too large, unknown parents, too many lines and bad bodies', async () => {
    const huge = await post(t.app, '/api/Cart/CalculateCart', { area: AREA, cart: cart({ lines: [{ productId: '1001', quantity: 2_000_000 }] }) }, tk.customer);
    expect(huge.statusCode).toBe(400);
    expect(body<{ fields: Record<string, string> }>(huge).fields['lines[0]']).toMatch(/at most 1000000/);

    const orphan = await post(t.app, '/api/Cart/SaveCart', { area: AREA, cart: cart({ lines: [{ productId: '1001', quantity: 1, parentId: 'ghost' }] }) }, tk.customer);
    expect(orphan.statusCode).toBe(400);
    expect(body<{ fields: Record<string, string> }>(orphan).fields).toEqual({ 'lines[0]': 'unknown parent line' });

    const many = cart({ lines: Array.from({ length: 501 }, (_, i) => ({ productId: '1001', quantity: 1, id: `L${i}` })) });
    const tooMany = await post(t.app, '/api/Cart/SaveCart', { area: AREA, cart: many }, tk.customer);
    expect(tooMany.statusCode).toBe(400);
    expect(body<{ fields: Record<string, string> }>(tooMany).fields).toEqual({ lines: 'at most 500 lines' });

    const noId = await post(t.app, '/api/Cart/SaveCart', { area: AREA, cart: { ...cart(), cartId: undefined } }, tk.customer);
    expect(noId.statusCode).toBe(400);
    expect(Object.keys(body<{ fields: Record<string, string> }>(noId).fields)).toEqual(['cart.cartId']);

    const longComment = await post(t.app, '/api/Cart/SaveCart', { area: AREA, cart: { ...cart(), comment: 'x'.repeat(2001) } }, tk.customer);
    expect(longComment.statusCode).toBe(400);
    expect(Object.keys(body<{ fields: Record<string, string> }>(longComment).fields)).toEqual(['cart.comment']);

    const badDate = await post(t.app, '/api/Cart/SaveCart', { area: AREA, cart: cart({ expectedDeliveryDate: '2025-02-30' }) }, tk.customer);
    expect(badDate.statusCode).toBe(400);
    expect(body<{ fields: Record<string, string> }>(badDate).fields).toHaveProperty('expectedDeliveryDate');
  });
});

describe('authentication and scoping', () => {
  const payload = () => ({ area: AREA, cart: cart({ cartId: 'auth-cart', lines: [{ productId: '1001', quantity: 1 }] }) });

  it('needs a customer for every cart call except CalculateCartWithoutSaving', async () => {
    const anon = body<{ token: string }>(await post(t.app, '/api/User/GenerateNotLoggedInToken', {})).token;
    const rep = await tokenFor(t.app, 'u-sales');
    for (const token of [undefined, anon, rep]) {
      expect((await post(t.app, '/api/Cart/CalculateCart', payload(), token)).statusCode).toBe(401);
      expect((await post(t.app, '/api/Cart/SaveCart', payload(), token)).statusCode).toBe(401);
      expect((await post(t.app, '/api/Cart/EmptyCart', { area: AREA, cartId: 'auth-cart' }, token)).statusCode).toBe(401);
      expect((await post(t.app, '/api/Cart/GetCartsBySearch', { area: AREA, skip: 0, take: 1 }, token)).statusCode).toBe(401);
      expect((await post(t.app, '/api/cart/GetCartById', { areaInfo: AREA, id: 'auth-cart' }, token)).statusCode).toBe(401);
      expect((await post(t.app, '/api/Order/CreateOrderByCartId', { area: AREA, cartId: 'auth-cart' }, token)).statusCode).toBe(401);
      expect((await post(t.app, '/api/Order/GetOrderByCartId', { areaInfo: AREA, cartId: 'auth-cart' }, token)).statusCode).toBe(401);
    }
    const res = await post(t.app, '/api/Cart/CalculateCartWithoutSaving', { area: { ...AREA, currencyCode: 'EUR' }, cart: cart({ lines: [{ productId: '1001', quantity: 1 }] }) });
    expect(res.statusCode).toBe(200);
    const calc = body<CalculateCartResponse>(res).cart;
    expect(calc.currencyCode).toBe('EUR'); // list prices of the requested currency
    expect(byId(calc.lines, 'LINE1')?.netUnitPrice?.priceWithoutVat).toBe(17.35);
    expect(await t.db.selectFrom('carts').select('id').where('id', '=', 'cart-1').where('user_id', '=', 'anonymous').execute()).toEqual([]);
  });

  it('gives another customer 404 for a cart id they do not own, and never changes that cart', async () => {
    expect((await post(t.app, '/api/Cart/SaveCart', payload(), tk.customer)).statusCode).toBe(200);
    const theirs = { area: AREA, cart: cart({ cartId: 'auth-cart', lines: [{ productId: '2001', quantity: 9 }] }) };
    expect((await post(t.app, '/api/cart/GetCartById', { areaInfo: AREA, id: 'auth-cart' }, tk.other)).statusCode).toBe(404);
    expect((await post(t.app, '/api/Cart/SaveCart', theirs, tk.other)).statusCode).toBe(404);
    expect((await post(t.app, '/api/Cart/CalculateCart', theirs, tk.other)).statusCode).toBe(404);
    expect((await post(t.app, '/api/Cart/EmptyCart', { area: AREA, cartId: 'auth-cart' }, tk.other)).statusCode).toBe(404);
    expect((await post(t.app, '/api/Order/GetOrderByCartId', { areaInfo: AREA, cartId: 'auth-cart' }, tk.other)).statusCode).toBe(404);
    expect((await post(t.app, '/api/Order/CreateOrderByCartId', { area: AREA, cartId: 'auth-cart' }, tk.other)).statusCode).toBe(404);
    const search = body<CartSearchResponse>(await post(t.app, '/api/Cart/GetCartsBySearch', { area: AREA, skip: 0, take: 100 }, tk.other));
    expect(search.items.map((i) => i.item.item.cartId)).not.toContain('auth-cart');

    const mine = await post(t.app, '/api/cart/GetCartById', { areaInfo: AREA, id: 'auth-cart' }, tk.customer);
    expect(mine.statusCode).toBe(200);
    expect(body<{ cart: { item: Cart } }>(mine).cart.item.lines.map((l) => l.productKey.productId)).toEqual(['1001']);
    // The exact-case route only: /api/Cart/GetCartById does not exist.
    expect((await post(t.app, '/api/Cart/GetCartById', { areaInfo: AREA, id: 'auth-cart' }, tk.customer)).statusCode).toBe(404);
  });
});

describe('stored carts', () => {
  it('saves, finds the latest by GetCartsBySearch, empties', async () => {
    const search = async (take: number, direction = 'Descending') =>
      body<CartSearchResponse>(
        await post(
          t.app,
          '/api/Cart/GetCartsBySearch',
          { area: AREA, skip: 0, take, sorting: [{ field: 'sources.api.updatedAt', direction }], search: '', facets: [] },
          tk.finn,
        ),
      );
    const before = (await search(0)).itemsTotal;
    const first = await post(t.app, '/api/Cart/SaveCart', { area: AREA, cart: cart({ cartId: 'store-a', lines: [{ productId: '1001', quantity: 2 }] }) }, tk.finn);
    expect(first.statusCode).toBe(200);
    const saved = body<{ cart: Cart }>(first).cart;
    expect(saved).toMatchObject({ cartId: 'store-a', currencyCode: 'EUR', comment: 'Ring før levering', reference: 'Sag 42' });
    expect(saved.lines[0]).toMatchObject({ id: 'LINE1', text: 'Klohammer 500 g', quantity: 2, type: 'product' });
    expect(saved.createdAt).not.toBe('2020-01-01T00:00:00.000Z');
    await new Promise((resolve) => setTimeout(resolve, 5));
    await post(t.app, '/api/Cart/SaveCart', { area: AREA, cart: cart({ cartId: 'store-b', lines: [{ productId: '2001', quantity: 1 }] }) }, tk.finn);

    const latest = await search(1);
    expect(latest.itemsTotal).toBe(before + 2);
    expect(latest.items.map((i) => i.item.item.cartId)).toEqual(['store-b']);
    expect(latest.items[0]?.score).toBe(1);
    const all = await search(100, 'Ascending');
    const ids = all.items.map((i) => i.item.item.cartId);
    expect(ids.indexOf('store-a')).toBeLessThan(ids.indexOf('store-b'));
    const badSort = await post(t.app, '/api/Cart/GetCartsBySearch', { area: AREA, skip: 0, take: 1, sorting: [{ field: 'name', direction: 'Ascending' }] }, tk.finn);
    expect(badSort.statusCode).toBe(400);
    expect((await post(t.app, '/api/Cart/GetCartsBySearch', { area: AREA, skip: 0, take: 101 }, tk.finn)).statusCode).toBe(400);

    const emptied = await post(t.app, '/api/Cart/EmptyCart', { area: AREA, cartId: 'store-a' }, tk.finn);
    expect(emptied.statusCode).toBe(204);
    const after = body<{ cart: { item: Cart } }>(await post(t.app, '/api/cart/GetCartById', { areaInfo: AREA, id: 'store-a' }, tk.finn));
    expect(after.cart.item.lines).toEqual([]);
    expect(after.cart.item.reference).toBe('Sag 42');
    expect((await post(t.app, '/api/Cart/EmptyCart', { area: AREA, cartId: 'no-such-cart' }, tk.finn)).statusCode).toBe(404);
  });
});

describe('shipping and payment methods', () => {
  it('lists the methods for the address country with fees in the caller currency', async () => {
    const dk = await post(t.app, '/api/Shipping/GetShippingMethods', { area: AREA, address: { country: 'DK' } }, tk.customer);
    expect(dk.statusCode).toBe(200);
    const methods = body<{ shippingMethods: ShippingMethod[] }>(dk).shippingMethods;
    expect(methods.map((m) => [m.internalId, m.fee, m.countryCode])).toEqual([
      ['gls', 89, 'DK'],
      ['express', 195, 'DK'],
      ['pallet', 650, 'DK'],
    ]);
    expect(methods[0]).toMatchObject({
      name: 'GLS pakke (1–2 hverdage)',
      trackAndTrace: 'https://gls-group.com/DK/da/find-pakke?match={trackingNumber}',
      extraInfo: { privateAddress: false, freightOffer: false, collectOrder: false, freeAbove: 2500 },
    });
    const se = body<{ shippingMethods: ShippingMethod[] }>(
      await post(t.app, '/api/Shipping/GetShippingMethods', { area: AREA_EN, address: { country: 'se' } }, tk.customer),
    ).shippingMethods;
    expect(se.map((m) => [m.internalId, m.fee])).toEqual([['gls', 149], ['express', 295], ['pallet', 1150]]);
    expect(se[1]?.name).toBe('Express – next working day');
    const fi = body<{ shippingMethods: ShippingMethod[] }>(
      await post(t.app, '/api/Shipping/GetShippingMethods', { area: AREA, address: { country: 'FI' } }, tk.finn),
    ).shippingMethods;
    expect(fi[0]).toMatchObject({ internalId: 'gls', fee: 23, countryCode: 'FI' }); // EUR
    const nowhere = await post(t.app, '/api/Shipping/GetShippingMethods', { area: AREA, address: { country: 'US' } }, tk.customer);
    expect(body<{ shippingMethods: ShippingMethod[] }>(nowhere).shippingMethods).toEqual([]);
    const empty = await post(t.app, '/api/Shipping/GetShippingMethods', { area: AREA, address: {} }, tk.customer);
    expect(body<{ shippingMethods: ShippingMethod[] }>(empty).shippingMethods).toHaveLength(3);
    expect((await post(t.app, '/api/Shipping/GetShippingMethods', { area: AREA, address: { country: 'DK' } })).statusCode).toBe(401);
    expect((await post(t.app, '/api/Shipping/GetShippingMethods', { area: AREA }, tk.customer)).statusCode).toBe(400);
  });

  it('lists invoice and card, or card only for customers on card-only terms', async () => {
    const res = await post(t.app, '/api/Payment/GetPaymentMethods', { area: AREA_EN }, tk.customer);
    expect(res.statusCode).toBe(200);
    const methods = body<{ data: PaymentMethod[] }>(res).data;
    expect(methods).toEqual([
      // The customer's net days (customers.payment_days, 30 by default) fill in the name's {days}.
      {
        name: 'Invoice (30 days net)',
        internalId: 'invoice',
        gatewayUniqueId: 'invoice',
        fee: 0,
        extraInfo: { kind: 'invoice', netDays: 30 },
      },
      // The test app takes card payments with the sandbox: test mode (paymentProvider.test.ts).
      { name: 'Payment card', internalId: 'card', gatewayUniqueId: 'sandbox', fee: 0, extraInfo: { kind: 'card', testMode: true } },
    ]);
    await t.db.updateTable('customers').set({ payment_terms: 'card_only' }).where('customer_number', '=', '10002').execute();
    await t.app.cache.invalidate(COMMERCE_CACHE_NAMESPACE);
    try {
      const limited = body<{ data: PaymentMethod[] }>(await post(t.app, '/api/Payment/GetPaymentMethods', { area: AREA }, tk.other)).data;
      expect(limited.map((m) => m.internalId)).toEqual(['card']);
      // invoice is not available in the calculation either
      const calc = await calculate({ cartId: 'terms', lines: [{ productId: '2001', quantity: 3 }] }, tk.other);
      expect(calc.cart.paymentMethod).toBeNull();
    } finally {
      await t.db.updateTable('customers').set({ payment_terms: 'invoice' }).where('customer_number', '=', '10002').execute();
      await t.app.cache.invalidate(COMMERCE_CACHE_NAMESPACE);
    }
    expect((await post(t.app, '/api/Payment/GetPaymentMethods', { area: AREA })).statusCode).toBe(401);
  });
});

describe('earliest delivery date', () => {
  // Copenhagen is UTC+1 in winter: 10:00Z = 11:00 local, 11:30Z = 12:30 local.
  it.each([
    ['2025-01-15T10:00:00Z', '2025-01-16'], // Wednesday before noon → Thursday
    ['2025-01-15T11:30:00Z', '2025-01-17'], // Wednesday after noon → Friday
    ['2025-01-17T10:00:00Z', '2025-01-20'], // Friday before noon → Monday
    ['2025-01-17T11:30:00Z', '2025-01-21'], // Friday after noon → Tuesday
    ['2025-01-18T09:00:00Z', '2025-01-21'], // Saturday → Tuesday
    ['2025-06-16T09:30:00Z', '2025-06-17'], // summer time: 11:30 local → next day
    ['2025-06-16T10:30:00Z', '2025-06-18'], // summer time: 12:30 local
  ])('%s → %s', (now, expected) => {
    expect(earliestDeliveryDate(new Date(now))).toBe(expected);
  });
});
