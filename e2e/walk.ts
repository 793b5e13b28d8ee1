/**
 * The page types of the shop, for the walks over all of them: layout.spec.ts (no page scrolls sideways on a phone)
 * and a11y.spec.ts (axe). Each page type says how to reach it — as a visitor, as a customer, as a sales rep — in
 * each of the five languages, and when it is shown. The users' sessions are logged in once per worker and reused
 * (login throttling; a fresh login per page would also be slow).
 *
 * Generic on purpose: the walks measure and scan whole pages, so screens other features add to these pages are
 * checked too. Paths are the shop's named routes (common/routes.ts) and the seeded content pages
 * (server/seed/content.ts, contentPages.ts); product and category pages come from the sitemaps.
 */
import { expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { t, type DemoLogin, type Locale } from './support';

export type ShopLocale = 'da' | 'en' | 'sv' | 'nb' | 'fi';
export const LOCALES: readonly ShopLocale[] = ['da', 'en', 'sv', 'nb', 'fi'];
const PREFIX: Record<ShopLocale, string> = { da: '', en: '/en', sv: '/sv', nb: '/nb', fi: '/fi' };

/** support.ts's t() reads translations/<locale>.json for any locale; its Locale type names the three most specs use. */
export const text = (locale: ShopLocale, id: string, values: Record<string, string> = {}) => t(locale as Locale, id, values);

/** A path of the shop in a language ('/kurv' in 'fi' → '/fi/kurv'; '/' in 'en' → '/en'). */
export const localPath = (locale: ShopLocale, path: string) => (path === '/' ? PREFIX[locale] || '/' : `${PREFIX[locale]}${path}`);

/** The named routes the walks visit, per language where a language has a path of its own (common/routes.ts). */
const ROUTES = {
  cart: { default: '/kurv', en: '/cart' },
  comparison: { default: '/ecom/productComparison', da: '/produkt-sammenligning', en: '/product-comparison' },
  customerCenter: { default: '/kundecenter', en: '/customercenter' },
  profile: { default: '/kundecenter/profil', en: '/customercenter/profile' },
  favourites: { default: '/kundecenter/favoritter', en: '/customercenter/favourites' },
  recoverPassword: { default: '/kundecenter/gendan-kodeord', en: '/customer-center/recover-password' },
  changePassword: { default: '/kundecenter/skift-kodeord', en: '/customer-center/change-passord' },
} satisfies Record<string, { default: string } & Partial<Record<ShopLocale, string>>>;

export const routeOf = (locale: ShopLocale, name: keyof typeof ROUTES) => {
  const paths: { default: string } & Partial<Record<ShopLocale, string>> = ROUTES[name];
  return localPath(locale, paths[locale] ?? paths.default);
};

/** The seeded content pages by template (server/seed): slugs per language. */
const CONTENT: Record<string, Record<ShopLocale, string>> = {
  'info page': { da: 'om-os', en: 'about-us', sv: 'om-oss', nb: 'om-oss', fi: 'tietoa-meista' },
  'page of every block': { da: 'service-og-raadgivning', en: 'service-and-advice', sv: 'service-och-radgivning', nb: 'service-og-radgivning', fi: 'palvelut-ja-neuvonta' },
  'sales persons': { da: 'saelgere', en: 'sales-team', sv: 'saljare', nb: 'selgere', fi: 'myyjat' },
  'contact form': { da: 'kontakt', en: 'contact', sv: 'kontakt', nb: 'kontakt', fi: 'yhteystiedot' },
  'trade account form': { da: 'opret-handelskonto', en: 'open-a-trade-account', sv: 'oppna-foretagskonto', nb: 'opprett-bedriftskonto', fi: 'avaa-yritystili' },
  'campaign list': { da: 'tilbud', en: 'offers', sv: 'erbjudanden', nb: 'tilbud', fi: 'tarjoukset' },
};
const MEMBERS_PAGE: Record<ShopLocale, string> = { da: 'kundefordele', en: 'customer-benefits', sv: 'kundformaner', nb: 'kundefordeler', fi: 'asiakasedut' };

// ---------------------------------------------------------------- users

/** The walks' own buyer (server/seed/customers.ts): Finnish, at 10005; its cart and a favourite list get filled. */
export const LAYOUT_BUYER: DemoLogin = { username: 'layout@demo.fi', password: 'demo1234', name: 'Eeva Korhonen' };
/** The Finnish demo customer, read only: its seeded order's receipt (a seeded order's cart is the ordering user's). */
export const FINNISH_CUSTOMER: DemoLogin = { username: 'kunde.fi@demo.fi', password: 'demo1234', name: 'Mikko Virtanen' };
export const SEEDED_RECEIPT_CART = 'seed-10005-001';
/** The sales rep, and the customer user she acts for (read only: acting changes her token, nothing stored). */
export const SALES_REP: DemoLogin = { username: 'salg@demo.dk', password: 'demo1234', name: 'Sofie Sælger' };
export const ACTED_FOR = { name: 'Mette Hansen', company: 'Hansen El-service ApS' } as const;

/**
 * The buyer's cart and favourite list: a product with a campaign price (a struck-through price on its cart line)
 * sold by the piece, one sold by measure (metres: the decimal quantity field) with a campaign price too, and in
 * the list also a product with a long Finnish name.
 */
export const BUYER_PRODUCTS = ['200200', '200034'] as const;
const FAVOURITE_LINES = [
  { productId: '200200', variantId: null, unitOfMeasure: 'STK', quantity: 2 },
  { productId: '200034', variantId: null, unitOfMeasure: 'RL', quantity: 1 },
  { productId: '200422', variantId: null, unitOfMeasure: 'STK', quantity: 1 },
];
/** A long list name: it is the favourites page's heading. */
export const FAVOURITE_LIST = 'Työmaa Espoo – sähköasennukset ja kaapeloinnit';

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
export type Session = 'visitor' | 'buyer' | 'finnish' | 'rep' | 'repActing';

const sessions = new Map<Session, Promise<StorageState | undefined>>();

async function logIn(page: Page, user: DemoLogin) {
  await page.goto('/en/login');
  const main = page.getByRole('main');
  await main.getByLabel(t('en', 'user.login.username')).fill(user.username);
  await main.getByLabel(t('en', 'user.login.password')).fill(user.password);
  await main.getByRole('button', { name: t('en', 'user.login.submit') }).click();
  await expect(page.getByRole('banner').getByText(user.name, { exact: true })).toBeVisible();
}

/** The buyer's favourite list, through the API (docs/account-api.md): 'addLines' creates it, and is idempotent. */
async function fillFavouriteList(request: APIRequestContext) {
  const login = await request.post('/api/User/Login', { data: { username: LAYOUT_BUYER.username, password: LAYOUT_BUYER.password } });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const update = await request.post('/api/FavoriteList/UpdateFavoriteList', {
    headers: { Authorization: `Bearer ${token}` },
    data: { areaId: 'b2b', listName: FAVOURITE_LIST, action: 'addLines', lines: FAVOURITE_LINES },
  });
  expect(update.ok(), await update.text()).toBe(true);
}

/** Puts the buyer's products into its (server) cart from their product pages. */
async function fillCart(page: Page) {
  for (const id of BUYER_PRODUCTS) {
    await page.goto(`/en/search?q=${id}`);
    const tile = page.getByRole('main').getByRole('article').first();
    const name = ((await tile.getByRole('heading').textContent()) ?? '').trim();
    await tile.getByRole('link', { name, exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: t('en', 'product.details.addToCart') }).first().click();
    await expect(page.getByRole('banner').getByRole('button', { name: new RegExp(`^${t('en', 'layout.header.cart')}, \\d+ items?$`) })).toBeVisible();
  }
}

async function createSession(browser: Browser, baseURL: string, who: Session): Promise<StorageState | undefined> {
  if (who === 'visitor') return undefined;
  if (who === 'repActing') {
    const context = await browser.newContext({ baseURL, storageState: await session(browser, baseURL, 'rep') });
    try {
      const page = await context.newPage();
      await page.goto('/en/impersonation');
      const main = page.getByRole('main');
      await main.getByLabel(t('en', 'impersonation.search.label')).fill(ACTED_FOR.name);
      await main.getByRole('button', { name: t('en', 'impersonation.actAsLabel', { name: ACTED_FOR.name }) }).click();
      await expect(page.getByRole('banner').getByRole('link', { name: new RegExp(ACTED_FOR.company) }).first()).toBeVisible();
      return await context.storageState();
    } finally {
      await context.close();
    }
  }
  const user = { buyer: LAYOUT_BUYER, finnish: FINNISH_CUSTOMER, rep: SALES_REP }[who];
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await logIn(page, user);
    if (who === 'buyer') {
      await fillFavouriteList(context.request);
      await fillCart(page);
    }
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** A user's session (storage state: the token and the cart), logged in once per worker; undefined for a visitor. */
export function session(browser: Browser, baseURL: string, who: Session): Promise<StorageState | undefined> {
  let state = sessions.get(who);
  if (!state) {
    state = createSession(browser, baseURL, who);
    sessions.set(who, state);
    // A failed login is not cached: the next test tries again.
    state.catch(() => sessions.delete(who));
  }
  return state;
}

// ---------------------------------------------------------------- page types

export interface Visit {
  /** The page type, for reports ('invoice', 'favourite lists'). */
  name: string;
  /** Goes there and waits until the page is shown. */
  open: (page: Page) => Promise<void>;
}

/** The external map embed of the service page answered locally (no internet here), and without a heading of its own. */
export async function stubExternal(context: BrowserContext) {
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Map</title><p>Map</p></html>' }),
  );
}

/**
 * Waits until the page is shown: a heading in the main landmark (any level: a page without its h1 is for axe to
 * report) and no request under way (prices, images).
 */
export async function settled(page: Page) {
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

const go = (name: string, path: string): Visit => ({
  name,
  open: async (page) => {
    await page.goto(path);
    await settled(page);
  },
});

/** From a list page to the first document in its table (the newest order, invoice, credit memo). */
const firstOf = (name: string, listPath: string): Visit => ({
  name,
  open: async (page) => {
    await page.goto(listPath);
    await settled(page);
    await page.getByRole('main').getByRole('table').getByRole('link').first().click();
    await expect(page).not.toHaveURL(new RegExp(`${listPath}$`));
    await settled(page);
  },
});

/** The page of the sitemap's URL with the longest path (the longest name: the most to fit on a phone). */
async function longestFromSitemap(request: APIRequestContext, locale: ShopLocale, type: 'product' | 'category'): Promise<string> {
  const response = await request.get(`/sitemap/b2b/${locale}/${type}/1`);
  expect(response.ok()).toBe(true);
  const urls = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(urls.length).toBeGreaterThan(0);
  return urls.reduce((a, b) => (decodeURIComponent(b).length > decodeURIComponent(a).length ? b : a));
}

/** Pages anybody sees (logged out). */
export function visitorPages(locale: ShopLocale): Visit[] {
  const content = Object.entries(CONTENT).map(([name, slugs]) => go(name, localPath(locale, `/${slugs[locale]}`)));
  return [
    go('home', localPath(locale, '/')),
    {
      name: 'category',
      open: async (page) => {
        await page.goto(await longestFromSitemap(page.request, locale, 'category'));
        await settled(page);
      },
    },
    go('search results', localPath(locale, '/search')),
    {
      name: 'product page',
      open: async (page) => {
        await page.goto(await longestFromSitemap(page.request, locale, 'product'));
        await settled(page);
      },
    },
    {
      name: 'comparison of three products',
      open: async (page) => {
        await page.goto(localPath(locale, '/search'));
        await settled(page);
        const tiles = page.getByRole('main').getByRole('article');
        for (const i of [0, 1, 2]) await tiles.nth(i).getByRole('checkbox').check();
        await page.goto(routeOf(locale, 'comparison'));
        await settled(page);
      },
    },
    go('empty cart', routeOf(locale, 'cart')),
    go('login', localPath(locale, '/login')),
    go('recover password', routeOf(locale, 'recoverPassword')),
    ...content,
    go('members page logged out (403)', localPath(locale, `/${MEMBERS_PAGE[locale]}`)),
    go('unknown page (404)', localPath(locale, '/this-page-does-not-exist')),
    go('error page', localPath(locale, '/error')),
  ];
}

/** Pages of a logged-in customer (the walks' buyer: a cart with lines, a favourite list, the order history of 10005). */
export function customerPages(locale: ShopLocale): Visit[] {
  const orders = localPath(locale, '/kundecenter/ordre');
  const invoices = localPath(locale, '/kundecenter/fakturaer');
  const creditMemos = localPath(locale, '/kundecenter/kreditnotaer');
  return [
    go('home logged in', localPath(locale, '/')),
    go('cart', routeOf(locale, 'cart')),
    go('checkout', localPath(locale, '/checkout')),
    go('customer centre', routeOf(locale, 'customerCenter')),
    go('orders', orders),
    firstOf('order', orders),
    go('invoices', invoices),
    firstOf('invoice', invoices),
    go('credit memos', creditMemos),
    firstOf('credit memo', creditMemos),
    go('profile', routeOf(locale, 'profile')),
    go('favourite lists', routeOf(locale, 'favourites')),
    go('saved carts', localPath(locale, '/kundecenter/gemte-kurve')),
    go('quotes', localPath(locale, '/kundecenter/tilbud')),
    go('change password', routeOf(locale, 'changePassword')),
    go('members page', localPath(locale, `/${MEMBERS_PAGE[locale]}`)),
  ];
}

/** The receipt of a seeded order (as the customer who ordered it). */
export function receiptPages(locale: ShopLocale): Visit[] {
  return [go('receipt', `${localPath(locale, '/checkout/kvittering')}?cartId=${SEEDED_RECEIPT_CART}`)];
}

/** The sales rep's page before she acts for a customer (every page leads to it). */
export function repPages(locale: ShopLocale): Visit[] {
  return [go('impersonation', localPath(locale, '/impersonation')), go('quote requests', localPath(locale, '/impersonation/tilbud'))];
}

/** While the rep acts for a customer: the header's notice; the impersonation page marks the customer she acts for. */
export function repActingPages(locale: ShopLocale): Visit[] {
  return [go('home acting for a customer', localPath(locale, '/')), go('impersonation while acting', localPath(locale, '/impersonation'))];
}
