import { expect, test, type Page } from '@playwright/test';
import { CUSTOMER, HTML_LANG, TOKEN_KEY, USER_KEY, t } from './support';

const storageKeys = (page: Page) => page.evaluate(() => Object.keys(window.localStorage));
/** The raw 'current-user' entry ('' when absent): redux-persist may write back an empty user after logout. */
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
