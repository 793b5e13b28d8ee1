import { useLocation } from 'react-router';
import type { Cart, CartLine } from '../../../src/api/commerceTypes';
import type { ContentResponse, LanguageCode, MenuItem, MenuKind, Page, User } from '../../../src/api/types';
import { makeStore, type AppStore } from '../../../src/app/store';
import { cartLoaded } from '../../../src/features/cart/cartSlice';
import { pageLoaded } from '../../../src/features/content/contentSlice';
import { tokenReceived, userLoaded } from '../../../src/features/user/userSlice';
import { localeSet } from '../../../src/features/website/websiteSlice';

export const mette: User = {
  name: 'Mette Hansen',
  roles: ['customer'],
  customerNumber: 'C-1001',
  extraInfo: { impersonatorName: null, username: 'mette@example.com', customerName: 'Hansen Byg ApS' },
};

const address = {
  address1: '', address2: '', city: '', company: '', country: 'DK', customerNumber: 'C-1001',
  email: '', name: '', phone: '', zip: '', extraInfo: {},
};

function line(id: string, quantity: number, extra: Partial<CartLine> = {}): CartLine {
  return {
    id,
    parentId: null,
    text: id,
    quantity,
    productKey: { productId: `P-${id}`, unitOfMeasure: 'STK', variantId: null },
    type: 'product',
    ...extra,
  };
}

export function cartWith(lines: CartLine[]): Cart {
  return {
    cartId: 'cart-1',
    billingAddress: address,
    shippingAddress: address,
    comment: '',
    reference: '',
    createdAt: '2025-01-01T00:00:00.000Z',
    expectedDeliveryDate: '2025-01-02',
    hasExpextedDeliveryDateError: false,
    currencyCode: 'DKK',
    lines,
    paymentMethod: null,
    shippingMethod: null,
  };
}

export const cartLines = { line };

export function menuItem(id: string, name: string, children: MenuItem[] = [], extra: Partial<MenuItem> = {}): MenuItem {
  return {
    id,
    name,
    url: `/en/${id}`,
    externalLink: null,
    parentId: null,
    menus: ['primary'],
    children,
    ...extra,
  };
}

export interface StoreSetup {
  locale?: LanguageCode;
  user?: User | null;
  cart?: Cart;
  menus?: Partial<Record<MenuKind, MenuItem[]>>;
  content?: { path: string; page: Partial<Page> };
}

const TOKEN = { token: 'login-token', tokenType: 'Bearer' as const, expiresAt: '2999-01-01T00:00:00.000Z' };

/** A real store, filled through the slices' own actions (and the menu state, which has no setter). */
export function setupStore({ locale = 'en', user = null, cart, menus, content }: StoreSetup = {}): AppStore {
  const store = makeStore({
    ...(menus ? { menu: { menus: { primary: [], categories: [], secondary: [], ...menus }, openPath: [] } } : {}),
    website: {
      locale,
      area: null,
      site: {
        hostname: '*', areaId: 'b2b', apiUri: '/api', publicApiUri: '', publicCmsUri: '', noindex: false,
        titlePostfix: ' | B2B Shop',
      },
      translations: {},
      vatMode: false,
    },
  });
  store.dispatch(localeSet(locale));
  if (user) {
    store.dispatch(tokenReceived({ response: TOKEN, anonymous: false }));
    store.dispatch(userLoaded(user));
  }
  if (cart) store.dispatch(cartLoaded(cart));
  if (content) {
    const page: Page = {
      id: 'page-1', parentId: null, type: 'page', title: 'About', description: '', url: content.path,
      menuTitle: '', properties: {}, urls: {}, content: [], ...content.page,
    };
    const response: ContentResponse = { contentType: 'other', content: page, statusCode: 200 };
    store.dispatch(pageLoaded({ path: content.path, content: response }));
  }
  return store;
}

/** Test harness only: shows the router's current location. */
export function LocationDisplay() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}
