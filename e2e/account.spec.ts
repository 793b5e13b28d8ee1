/**
 * Issue 8 account journeys against the real server (docs/account-api.md): recover the password through the mailed
 * link (read from the server's outbox) and log in with the new one; change the password (a wrong current one shows
 * the error, the right one keeps the session); the price-list download from the header; a favourite list from the
 * product page into the cart. One demo user of its own (konto@demo.dk: its password changes here), in order.
 */
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { e2eDataDir } from './dataDir';
import { linkFromOutbox } from './mail';
import { cartButton, logIn, t, type DemoLogin } from './support';

const USER: DemoLogin = { username: 'konto@demo.dk', password: 'demo1234', name: 'Kim Berg' };
const NEW_PASSWORD = 'new-secret-4711';

test.describe.configure({ mode: 'serial' });

/** The reset link of the newest recovery mail to `username` in the server's outbox (DATA_DIR/outbox/*.eml). */
const resetLinkFromOutbox = (username: string, after: Set<string>): Promise<string> =>
  linkFromOutbox(username, /https?:\/\/[^\s"<>]+\?token=[^\s"<>&]+&(?:amp;)?username=[^\s"<>]+/, (n) => !after.has(n), 'a password-recovery mail');

async function outboxNames(): Promise<Set<string>> {
  return new Set(await readdir(path.join(e2eDataDir(), 'outbox')).catch(() => [] as string[]));
}

async function openCustomerMenu(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: t('en', 'layout.header.customerCenter') }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}

test('recover password → link from the outbox → new password → log in with it; the link works once', async ({ page }) => {
  await page.goto('/en/login');
  await page.getByRole('link', { name: t('en', 'user.login.forgotPassword') }).click();
  await expect(page).toHaveURL(/\/en\/customer-center\/recover-password$/);
  await expect(page.getByRole('heading', { level: 1, name: t('en', 'account.recover.title') })).toBeVisible();

  const before = await outboxNames();
  await page.getByLabel(t('en', 'account.recover.username')).fill(USER.username);
  await page.getByRole('button', { name: t('en', 'account.recover.submit') }).click();
  await expect(page.getByRole('status').filter({ hasText: t('en', 'account.recover.sent') })).toBeVisible();

  const link = await resetLinkFromOutbox(USER.username, before);
  expect(new URL(link).origin).toBe(new URL(page.url()).origin);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: t('en', 'account.reset.title') })).toBeVisible();
  // The token leaves the address bar once the page has it.
  await expect(page).toHaveURL(/\/en\/customer-center\/recover-password$/);
  await page.getByLabel(t('en', 'account.password.new'), { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel(t('en', 'account.password.repeat')).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: t('en', 'account.reset.submit') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('en', 'account.reset.doneTitle') })).toBeVisible();

  // The same link again: used up.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: t('en', 'account.reset.invalidTitle') })).toBeVisible();

  await logIn(page, { ...USER, password: NEW_PASSWORD });
});

test('change password: a wrong current password shows the error; the right one keeps the session', async ({ page }) => {
  await logIn(page, { ...USER, password: NEW_PASSWORD });
  await page.goto('/en/customer-center/change-passord');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: t('en', 'account.change.title') })).toBeVisible();

  await main.getByLabel(t('en', 'account.password.current')).fill('not-my-password');
  await main.getByLabel(t('en', 'account.password.new'), { exact: true }).fill(USER.password);
  await main.getByLabel(t('en', 'account.password.repeat')).fill(USER.password);
  await main.getByRole('button', { name: t('en', 'account.change.submit') }).click();
  await expect(main.getByRole('alert')).toHaveText(t('en', 'account.change.failed'));
  await expect(main.getByLabel(t('en', 'account.password.current'))).toHaveAttribute('aria-invalid', 'true');

  // Back to the demo password; the fresh token of the reply keeps this browser logged in.
  await main.getByLabel(t('en', 'account.password.current')).fill(NEW_PASSWORD);
  await main.getByRole('button', { name: t('en', 'account.change.submit') }).click();
  await expect(main.getByRole('status').filter({ hasText: t('en', 'account.change.done') })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('banner').getByText(USER.name, { exact: true })).toBeVisible();
  await expect(main.getByRole('heading', { level: 1, name: t('en', 'account.change.title') })).toBeVisible();
});

test('price list: the header menu downloads the spreadsheet under its fixed name', async ({ page }) => {
  await logIn(page, USER);
  // The login goes on to the home page; a route change closes the menu, so open it there.
  await expect(page).toHaveURL(/\/en$/);
  const menu = await openCustomerMenu(page);
  const item = menu.getByRole('menuitem', { name: t('en', 'layout.header.downloadPriceList') });
  const [download] = await Promise.all([page.waitForEvent('download'), item.click()]);
  expect(download.suggestedFilename()).toBe('prisliste.xlsx');
  const file = await download.path();
  // An .xlsx is a zip: it starts with 'PK'.
  expect((await readFile(file)).subarray(0, 2).toString('latin1')).toBe('PK');
  await expect(menu.getByRole('menuitem', { name: t('en', 'account.priceList.downloaded') })).toBeVisible();
});

test('favourite list: add a product from its page to a new list, then the whole list into the cart', async ({ page }) => {
  await logIn(page, USER);
  await page.goto('/en/search?q=drill');
  const tile = page.getByRole('article').first();
  const name = (await tile.getByRole('heading').textContent())?.trim() ?? '';
  await tile.getByRole('link', { name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  await page.getByRole('button', { name: t('en', 'account.favorites.button'), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t('en', 'account.favorites.dialogTitle') });
  await dialog.getByLabel(t('en', 'account.favorites.newList')).fill('E2E tools');
  await dialog.getByRole('button', { name: t('en', 'account.favorites.createAndAdd') }).click();
  await expect(dialog.getByText(t('en', 'account.favorites.added', { name: 'E2E tools' }))).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.goto('/en/customercenter/favourites');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: 'E2E tools' })).toBeVisible();
  await expect(main.getByRole('link', { name })).toBeVisible();
  // Today's price of the line.
  await expect(main.locator('[data-price-status="success"]').first()).toBeVisible();
  await main.getByRole('button', { name: t('en', 'account.favorites.addAll', { count: '1' }) }).click();
  await expect(main.getByRole('button', { name: t('en', 'account.favorites.addedToCart') })).toBeVisible();
  await expect(cartButton(page, 1)).toBeVisible();
});
