import { expect, test, type Page } from '@playwright/test';
import { HTML_LANG, TOKEN_KEY, USER_KEY, t } from './support';

/**
 * Users of the seed (server/seed/customers.ts) that no other spec logs in as: a logged-in customer's cart lives
 * on the server, so specs running in parallel must not share a user.
 */
const CUSTOMER = { username: 'indkob@demo.dk', password: 'demo1234', name: 'Jonas Holm' } as const;
/** Another company's user. */
const OTHER_CUSTOMER = { username: 'lager@demo.dk', password: 'demo1234', name: 'Karin Lund' } as const;
/** Local-storage keys of the spec (SPEC §4, §9) that hold something of a visitor besides the token. */
const CART_KEY = 'cart';
const COMPARE_KEY = 'comparison';
/** The seeded English home page heading (server/seed/content.ts). */
const HOME_HEADING_EN = 'Your technical wholesaler since 1987';

const storageKeys = (page: Page) => page.evaluate(() => Object.keys(window.localStorage));
/** The raw 'current-user' entry ('' when absent: nothing is stored for a logged-out visitor). */
const storedUser = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key) ?? '', USER_KEY);

/** Marks the current document; the mark is gone after a full page load (not after client-side navigation). */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { __e2eDocument: true }));
const documentMarked = (page: Page) => page.evaluate(() => '__e2eDocument' in window);

async function fillLogin(page: Page, username: string, password: string) {
  await page.goto('/en/login');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: t('en', 'user.login.title') })).toBeVisible();
  await main.getByLabel(t('en', 'user.login.username')).fill(username);
  await main.getByLabel(t('en', 'user.login.password')).fill(password);
  await main.getByRole('button', { name: t('en', 'user.login.submit') }).click();
}

/** SPEC §4 User: log in through the login page, keep the session over a reload, log out. */
test('log in, reload keeps the session, log out', async ({ page }) => {
  await fillLogin(page, CUSTOMER.username, CUSTOMER.password);

  const header = page.getByRole('banner');
  await expect(header.getByText(CUSTOMER.name, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/en$/);
  await expect(header.getByRole('link', { name: t('en', 'layout.header.login'), exact: true })).toHaveCount(0);
  await expect.poll(() => storageKeys(page)).toEqual(expect.arrayContaining([TOKEN_KEY, USER_KEY]));
  await expect.poll(() => storedUser(page)).toContain(CUSTOMER.name);

  // The session survives a full page load.
  await page.reload();
  await expect(header.getByText(CUSTOMER.name, { exact: true })).toBeVisible();
  await expect.poll(() => storageKeys(page)).toEqual(expect.arrayContaining([TOKEN_KEY, USER_KEY]));
  await expect.poll(() => storedUser(page)).toContain(CUSTOMER.name);

  // Logout: a full page load to the localised home page, logged out.
  await markDocument(page);
  const homeLoad = page.waitForEvent('load');
  await header.getByRole('button', { name: t('en', 'layout.header.logout') }).click();
  await homeLoad;
  expect(await documentMarked(page)).toBe(false);
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG.en);
  await expect(header.getByRole('link', { name: t('en', 'layout.header.login'), exact: true })).toBeVisible();
  await expect(header.getByText(CUSTOMER.name, { exact: true })).toHaveCount(0);
  expect(await storedUser(page)).not.toContain(CUSTOMER.name);
  expect(await storedUser(page)).not.toContain(CUSTOMER.username);
});

test('a wrong password shows an error and stays on the login page', async ({ page }) => {
  await fillLogin(page, CUSTOMER.username, 'not-the-password');

  await expect(page.getByRole('main').getByRole('alert')).toHaveText(t('en', 'user.login.unauthorized'));
  await expect(page).toHaveURL(/\/en\/login$/);
  await expect(page.getByRole('banner').getByText(CUSTOMER.name, { exact: true })).toHaveCount(0);
  expect(await storedUser(page)).not.toContain(CUSTOMER.name);
});

/** The header's cart link: 'Cart' when empty, 'Cart, 2 items' with the badge (SPEC §2 header). */
/** The header's cart control: a button that opens the mini-cart while the cart has items, else a link to the cart page. */
const cartLink = (page: Page) => {
  const name = new RegExp(`^${t('en', 'layout.header.cart')}`);
  const banner = page.getByRole('banner');
  return banner.getByRole('link', { name }).or(banner.getByRole('button', { name }));
};

/**
 * Issue 6: logout on a shared computer leaves nothing of the customer behind — no cart, comparison or user in
 * local storage, no cart badge — and the next customer who logs in starts with an empty cart.
 */
test('logout leaves no cart, comparison or user behind for the next customer', async ({ page }) => {
  await fillLogin(page, CUSTOMER.username, CUSTOMER.password);
  const header = page.getByRole('banner');
  await expect(header.getByText(CUSTOMER.name, { exact: true })).toBeVisible();

  // A product from the search into the comparison, and onto its page into the cart.
  await page.goto('/en/search?q=drill');
  const tile = page.getByRole('main').getByRole('article').first();
  const name = (await tile.getByRole('heading').textContent())?.trim() ?? '';
  await tile.getByRole('checkbox', { name: /^Compare / }).click();
  await tile.getByRole('link', { name }).first().click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: t('en', 'product.details.addToCart'), exact: true }).click();
  await expect(cartLink(page)).toHaveAccessibleName(/\d/);
  await expect.poll(() => storageKeys(page)).toEqual(expect.arrayContaining([CART_KEY, COMPARE_KEY, USER_KEY, TOKEN_KEY]));

  // Logout: a full page load to the home page.
  const homeLoad = page.waitForEvent('load');
  await header.getByRole('button', { name: t('en', 'layout.header.logout') }).click();
  await homeLoad;
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByRole('main').getByRole('heading', { name: HOME_HEADING_EN })).toBeVisible();
  await expect(header.getByRole('link', { name: t('en', 'layout.header.login'), exact: true })).toBeVisible();
  // Nothing of the customer comes back (redux-persist and the cart saga write on timers: give them time).
  await page.waitForTimeout(500);
  const keys = await storageKeys(page);
  expect(keys).not.toContain(CART_KEY);
  expect(keys).not.toContain(COMPARE_KEY);
  expect(keys).not.toContain(USER_KEY);
  // Only an anonymous token is stored (asked for once the page has been shown: src/app/AfterFirstPaint.tsx).
  await expect
    .poll(() => page.evaluate((key) => window.localStorage.getItem(key) ?? '', TOKEN_KEY))
    .toContain('"anonymous":"true"');
  await expect(cartLink(page)).toHaveCount(0);
  await expect(page.getByRole('region', { name: t('en', 'compare.bar.label') })).toHaveCount(0);

  // The next customer on the same browser starts with an empty cart.
  await fillLogin(page, OTHER_CUSTOMER.username, OTHER_CUSTOMER.password);
  await expect(header.getByText(OTHER_CUSTOMER.name, { exact: true })).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName(t('en', 'layout.header.cart'));
  expect(await storedUser(page)).not.toContain(CUSTOMER.name);
});

/** A persisted token in redux-persist's shape (each field JSON inside JSON), as the storefront stores it. */
function persistedToken(token: string, anonymous: boolean): string {
  return JSON.stringify({
    token: JSON.stringify(token),
    expiresAt: JSON.stringify('2999-01-01T00:00:00.000Z'),
    anonymous: JSON.stringify(anonymous),
    _persist: JSON.stringify({ version: -1, rehydrated: true }),
  });
}

/** Issue 6: a token the server rejects (401 on every route) makes the shop fall back to an anonymous token. */
/**
 * Storage is planted from a same-origin page that runs no shop (robots.txt): a shop page still starting would write
 * its own anonymous token and user over what the test planted (redux-persist), and the test would open as a visitor.
 */
async function plantStorage(page: Page, entries: ReadonlyArray<readonly [string, string]>): Promise<void> {
  await page.goto('/robots.txt');
  await page.evaluate((pairs) => pairs.forEach(([key, value]) => window.localStorage.setItem(key, value)), entries);
}

test('a tampered anonymous token: the shop still works anonymously', async ({ page }) => {
  await plantStorage(page, [[TOKEN_KEY, persistedToken('not.a.real-token', true)]]);
  await page.goto('/en');
  await expect(page.getByRole('main').getByRole('heading', { name: HOME_HEADING_EN })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: t('en', 'layout.header.login'), exact: true })).toBeVisible();
  // A product list with list prices answers too (a first visit's searches come with the page: no call carries the token).
  await page.goto('/en/search?q=drill');
  await expect(page.getByRole('main').getByRole('article').first()).toContainText(/DKK/);
  // The first call that carries the rejected token (the next page of results) gets a fresh anonymous token, and its answer.
  const pager = page.getByRole('main').getByRole('navigation', { name: t('en', 'components.pager.label') });
  await pager.getByRole('link', { name: t('en', 'components.pager.nextLabel') }).click();
  await expect(page).toHaveURL(/[?&]p=2/);
  await expect(pager.getByRole('link', { name: t('en', 'components.pager.page', { page: '2' }) })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('main').getByRole('article').first()).toContainText(/DKK/);
  await expect.poll(() => page.evaluate((key) => window.localStorage.getItem(key) ?? '', TOKEN_KEY)).not.toContain('not.a.real-token');
});

test('a tampered login token: the session ends with a notice and the shop works anonymously', async ({ page }) => {
  await plantStorage(page, [
    [TOKEN_KEY, persistedToken('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1LWt1bmRlIn0.forged', false)],
    [
      USER_KEY,
      JSON.stringify({
        user: JSON.stringify({ name: CUSTOMER.name, roles: ['customer'], customerNumber: '10001', extraInfo: {} }),
        _persist: JSON.stringify({ version: -1, rehydrated: true }),
      }),
    ],
  ]);
  await page.goto('/en');
  await expect(page.getByRole('status').getByText(t('en', 'user.session.ended'))).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { name: HOME_HEADING_EN })).toBeVisible();
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: t('en', 'layout.header.login'), exact: true })).toBeVisible();
  await expect(header.getByText(CUSTOMER.name, { exact: true })).toHaveCount(0);
  await expect.poll(() => storageKeys(page)).not.toContain(USER_KEY);
});
