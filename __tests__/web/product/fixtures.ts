import type { AreaSettings, Product, UnitPrice, User } from '../../../src/api/types';
import { makeStore, type AppStore } from '../../../src/app/store';
import { customerLoaded } from '../../../src/features/customer/customerSlice';
import { tokenReceived, userLoaded } from '../../../src/features/user/userSlice';
import { localeSet, vatModeSet, websiteLoaded } from '../../../src/features/website/websiteSlice';
import type { LanguageCode } from '../../../src/api/types';

export const price = (
  unitId: string,
  amount: number,
  extra: Partial<UnitPrice> = {},
): UnitPrice => ({
  unitId,
  variantId: null,
  price: amount,
  beforePrice: null,
  currencyCode: 'DKK',
  minQuantity: 1,
  ...extra,
});

/** A screw with two units (STK, PK of 100), quantity tiers on STK, a before price on PK and two images. */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: '100200',
    name: 'Wood screw 5.0 x 60',
    parentId: null,
    url: '/en/fasteners/wood-screw-100200',
    categories: [{ id: 'c1', name: 'Fasteners', url: '/en/fasteners' }],
    variants: [],
    units: [
      { unitId: 'STK', factor: 1, isDefault: true },
      { unitId: 'PK', factor: 100, isDefault: false },
    ],
    specifications: {
      brand: 'Fixa',
      Brand: 'Fixa',
      'focus.brand': 'Fixa',
      $meta: [
        { key: 'brand', label: 'Brand', value: 'Fixa', numValue: null },
        { key: 'material', label: 'Material', value: 'Steel', numValue: null },
        { key: 'lengthMm', label: 'Length (mm)', value: '1250.5', numValue: 1250.5 },
        { key: 'features', label: 'Features', value: 'Rust-proof|Self-drilling', numValue: null },
      ],
    },
    media: [
      { type: 'image', image: 'products/screw-1.svg', alt: 'Screw from the front' },
      { type: 'image', image: 'products/screw-2.jpg', alt: 'Screw from the side' },
      { type: 'image', image: 'products/screw-3.jpg', alt: 'Screw in a pack' },
    ],
    unitPrices: [
      price('STK', 2.5),
      price('STK', 2.25, { minQuantity: 10 }),
      price('STK', 2, { minQuantity: 50 }),
      price('PK', 199, { beforePrice: 249 }),
    ],
    shortDescription: 'Zinc-plated wood screw for outdoor use.',
    description: 'Sharp tip and deep thread.\n\nDelivered in packs of 100.',
    ean: '5701234567890',
    ...overrides,
  };
}

export function areaSettings(currencyCode = 'DKK'): AreaSettings {
  return {
    area: { id: 'b2b', name: 'Nordic Tools B2B', currencyCode, defaultLanguage: 'da' },
    domains: [],
    languages: [],
    footerContent: [],
    defaultFacets: [],
    sortingOptions: [],
    imagePrefix: 'products',
    menus: { primary: [], categories: [], secondary: [] },
  };
}

export const customer: User = {
  name: 'Mette Hansen',
  roles: ['customer'],
  customerNumber: 'C-1001',
  extraInfo: { impersonatorName: null, customerName: 'Hansen Byg ApS', currencyCode: 'DKK' },
};

export const billingAddress = {
  address1: 'Havnegade 1',
  address2: '',
  city: 'Odense',
  company: 'Hansen Byg ApS',
  country: 'DK',
  customerNumber: 'C-1001',
  email: 'mette@example.com',
  name: 'Mette Hansen',
  phone: '',
  zip: '5000',
  extraInfo: {},
};

export interface ShopSetup {
  locale?: LanguageCode;
  currencyCode?: string;
  loggedIn?: boolean;
  vat?: boolean;
  /** The logged-in customer's VAT rate as GetUser tells it (absent: the area's). */
  vatPercentage?: number;
  translations?: Record<string, string>;
}

/** A real store with the website loaded (area currency), optionally a logged-in customer and VAT mode. */
export function shopStore({
  locale = 'en',
  currencyCode = 'DKK',
  loggedIn = false,
  vat = false,
  vatPercentage,
  translations = {},
}: ShopSetup = {}): AppStore {
  const store = makeStore();
  store.dispatch(localeSet(locale));
  store.dispatch(
    websiteLoaded({
      area: areaSettings(currencyCode),
      site: {
        hostname: '*',
        areaId: 'b2b',
        apiUri: '/api',
        publicApiUri: '',
        publicCmsUri: '',
        noindex: false,
        titlePostfix: ' | B2B Shop',
      },
      translations,
    }),
  );
  if (vat) store.dispatch(vatModeSet(true));
  if (loggedIn) {
    store.dispatch(
      tokenReceived({
        response: { token: 'login-token', tokenType: 'Bearer', expiresAt: '2999-01-01T00:00:00.000Z' },
        anonymous: false,
      }),
    );
    store.dispatch(userLoaded(customer));
    store.dispatch(
      customerLoaded({
        customerNumber: 'C-1001',
        currencyCode,
        billingAddress,
        name: 'Hansen Byg ApS',
        ...(vatPercentage === undefined ? {} : { vatPercentage }),
      }),
    );
  }
  return store;
}

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export type Handler = (request: Request) => Response | Promise<Response>;

/**
 * The cart engine's calls at a login, for tests about something else: no open cart on the server yet, and a saved
 * cart comes back as sent (unanswered, the engine reports the 404s on the console). A test's own handlers win.
 */
const CART_DEFAULTS: Record<string, Handler> = {
  '/api/Cart/GetCartsBySearch': () => json(200, { itemsTotal: 0, items: [] }),
  '/api/Cart/SaveCart': async (request) => json(200, { cart: ((await request.json()) as { cart: unknown }).cart }),
};

/** Replaces fetch with a router over pathnames (the cart defaults above unless given); other paths answer 404. */
export function mockServer(handlers: Record<string, Handler>): jest.Mock<Promise<Response>, [Request]> {
  const routes: Record<string, Handler> = { ...CART_DEFAULTS, ...handlers };
  const mock = jest.fn(async (request: Request) => {
    const handler = routes[new URL(request.url).pathname];
    if (!handler) return json(404, { message: 'Not Found', statusCode: 404 });
    return handler(request);
  });
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}

/** The calls the app makes at start (anonymous token, site, area, translations) plus the given handlers. */
export function mockAppServer(handlers: Record<string, Handler>): jest.Mock<Promise<Response>, [Request]> {
  return mockServer({
    '/api/User/GenerateNotLoggedInToken': () =>
      json(200, { token: 'anon-token', tokenType: 'Bearer', expiresAt: new Date(Date.now() + 3600_000).toISOString() }),
    '/api/Site/GetSiteConfiguration': () =>
      json(200, {
        hostname: '*',
        areaId: 'b2b',
        apiUri: '/api',
        publicApiUri: '',
        publicCmsUri: '',
        noindex: false,
        titlePostfix: ' | Test Shop',
      }),
    '/api/Area/GetAreaByDomain': () => json(200, areaSettings('DKK')),
    '/api/Content/GetTranslationsByAreaId': () => json(200, { 'unit.STK': 'pcs', 'unit.PK': 'Pack' }),
    ...handlers,
  });
}

/** The customer the logged-in app server answers GetUser with (Danish, DKK). */
export const LOGGED_IN_CUSTOMER = {
  name: 'Mette Hansen',
  roles: ['customer'],
  customerNumber: '10001',
  extraInfo: { impersonatorName: null, username: 'kunde@demo.dk', customerName: 'Hansen El-service ApS', currencyCode: 'DKK' },
};

/**
 * The app's start-up calls (mockAppServer), no CMS page, and a login: Login hands out 'login-token', GetUser answers
 * LOGGED_IN_CUSTOMER for it and 401 otherwise. For journeys through the login to a customer's screen.
 */
export function mockLoggedInAppServer(handlers: Record<string, Handler> = {}): jest.Mock<Promise<Response>, [Request]> {
  const expiresAt = () => new Date(Date.now() + 3600_000).toISOString();
  return mockAppServer({
    '/api/Content/GetContentByUrl': () => json(200, { contentType: 'other', content: null, statusCode: 404 }),
    '/api/User/Login': () => json(200, { token: 'login-token', tokenType: 'Bearer', expiresAt: expiresAt() }),
    '/api/User/GetUser': (request) =>
      request.headers.get('authorization') === 'Bearer login-token'
        ? json(200, LOGGED_IN_CUSTOMER)
        : json(401, { message: 'Unauthorized', statusCode: 401 }),
    ...handlers,
  });
}
