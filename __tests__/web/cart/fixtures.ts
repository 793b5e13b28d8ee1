import type { UnknownAction } from '@reduxjs/toolkit';
import type { CalculateCartResponse, Cart, CartLine, Price } from '../../../src/api/commerceTypes';
import { makeStore, rootReducer, type RootState } from '../../../src/app/store';
import { cartCalculated, cartLoaded } from '../../../src/features/cart/cartSlice';
import { customerLoaded } from '../../../src/features/customer/customerSlice';
import { tokenReceived, userLoaded } from '../../../src/features/user/userSlice';
import { localeSet, vatModeSet, websiteLoaded } from '../../../src/features/website/websiteSlice';
import { areaSettings, billingAddress, customer, json, mockServer } from '../product/fixtures';

export { billingAddress, customer };

export const AREA = { areaId: 'b2b', currencyCode: 'DKK', languageCode: 'en' };

const site = {
  hostname: '*',
  areaId: 'b2b',
  apiUri: '/api',
  publicApiUri: '',
  publicCmsUri: '',
  noindex: false,
  titlePostfix: ' | B2B Shop',
};

export const key = (productId: string, unitOfMeasure = 'STK', variantId: string | null = null) => ({
  productId,
  unitOfMeasure,
  variantId,
});

export function line(id: string, quantity: number, extra: Partial<CartLine> = {}): CartLine {
  return { id, parentId: null, text: `Product ${id}`, quantity, productKey: key(`P-${id}`), type: 'product', ...extra };
}

export function cartWith(lines: CartLine[], extra: Partial<Cart> = {}): Cart {
  return {
    cartId: 'cart-1',
    billingAddress,
    shippingAddress: billingAddress,
    comment: '',
    reference: '',
    createdAt: '2025-01-01T00:00:00.000Z',
    expectedDeliveryDate: '2025-01-02',
    hasExpextedDeliveryDateError: false,
    currencyCode: 'DKK',
    lines,
    paymentMethod: null,
    shippingMethod: null,
    ...extra,
  };
}

/** A price of `net` major units excl. VAT with 25 % VAT. */
export function price(net: number, vatPercentage = 25): Price {
  const withVat = Math.round(net * (100 + vatPercentage)) / 100;
  return { priceWithoutVat: net, priceWithVat: withVat, vat: Math.round((withVat - net) * 100) / 100, vatPercentage };
}

/** A priced product line: unit price × quantity, with an optional discount per unit. */
export function pricedLine(id: string, quantity: number, unit: number, discountPerUnit = 0, extra: Partial<CartLine> = {}): CartLine {
  const net = unit - discountPerUnit;
  return {
    ...line(id, quantity, extra),
    unitPrice: price(unit),
    linePrice: price(Math.round(unit * quantity * 100) / 100),
    netUnitPrice: price(net),
    netLinePrice: price(Math.round(net * quantity * 100) / 100),
  };
}

export function generatedLine(id: string, text: string, amount: number): CartLine {
  return {
    id,
    parentId: null,
    text,
    quantity: 1,
    productKey: key(''),
    type: 'generated',
    unitPrice: price(amount),
    linePrice: price(amount),
    netUnitPrice: price(amount),
    netLinePrice: price(amount),
  };
}

/** The server's answer for these lines: totals summed from the lines (major units) plus freight and payment fee. */
export function calculation(
  cart: Cart,
  lines: CartLine[],
  { freight = 0, paymentFee = 0, usingFallbackStrategy = false, dateError = false } = {},
): CalculateCartResponse {
  const sum = (pick: (l: CartLine) => Price | undefined) =>
    lines.reduce((total, l) => total + Math.round((pick(l)?.priceWithoutVat ?? 0) * 100), 0) / 100;
  const totalNet = Math.round((sum((l) => l.netLinePrice) + freight + paymentFee) * 100) / 100;
  const total = Math.round((sum((l) => l.linePrice) + freight + paymentFee) * 100) / 100;
  return {
    usingFallbackStrategy,
    cart: {
      ...cart,
      lines,
      discount: price(Math.round((total - totalNet) * 100) / 100),
      totalNetPrice: price(totalNet),
      totalPrice: price(total),
      shippingMethod:
        freight > 0
          ? { name: 'GLS', internalId: 'gls', countryCode: 'DK', fee: freight, trackAndTrace: '', extraInfo: {} }
          : null,
      paymentFee,
      hasExpextedDeliveryDateError: dateError,
      earliestDeliveryDate: '2025-01-03',
    },
  };
}

interface StateSetup {
  loggedIn?: boolean;
  cart?: Cart | null;
  vat?: boolean;
  locale?: 'en' | 'da';
}

/** The root state after the app's own actions: website loaded, optionally a logged-in customer and a cart. */
export function shopState({ loggedIn = false, cart = null, vat = false, locale = 'en' }: StateSetup = {}): RootState {
  const actions: UnknownAction[] = [
    localeSet(locale),
    websiteLoaded({ area: areaSettings('DKK'), site, translations: {} }),
  ];
  if (vat) actions.push(vatModeSet(true));
  if (loggedIn) {
    actions.push(
      tokenReceived({
        response: { token: 'login-token', tokenType: 'Bearer', expiresAt: '2999-01-01T00:00:00.000Z' },
        anonymous: false,
      }),
      userLoaded(customer),
      customerLoaded({ customerNumber: 'C-1001', currencyCode: 'DKK', billingAddress, name: 'Hansen Byg ApS' }),
    );
  }
  if (cart) actions.push(cartLoaded(cart));
  return actions.reduce((state, action) => rootReducer(state, action), rootReducer(undefined, { type: '@@init' }));
}

/** The server calculating every request: 10.00 per unit (or `unitPrices[productId]`), an environmental fee of 1.50. */
export function calculatingServer(unitPrices: Record<string, number> = {}) {
  const requests: Cart[] = [];
  const answer = async (request: Request) => {
    const { cart } = JSON.parse(await request.text()) as { cart: Cart };
    requests.push(cart);
    const priced = cart.lines.map((l) => pricedLine(l.id, l.quantity, unitPrices[l.productKey.productId] ?? 10, 0, l));
    return json(200, calculation(cart, [...priced, generatedLine('weefee', 'Environmental fee', 1.5)]));
  };
  const fetchMock = mockServer({
    '/api/Cart/CalculateCart': answer,
    '/api/Cart/CalculateCartWithoutSaving': answer,
    '/api/Cart/SaveCart': async (request) => json(200, JSON.parse(await request.text()) as unknown),
  });
  return { requests, fetchMock };
}

/** A real store (sagas running) preloaded with the shop state; `calculated` applies a calculation of the lines. */
export function shopStore(setup: Parameters<typeof shopState>[0] & { calculatedLines?: CartLine[] } = {}) {
  let state = shopState(setup);
  if (setup.calculatedLines && state.cart.cart) {
    const reply = calculation(state.cart.cart, setup.calculatedLines);
    state = rootReducer(state, cartCalculated({ response: reply, revision: state.cart.revision }));
  }
  return makeStore(state);
}
