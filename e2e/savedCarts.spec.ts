/**
 * Saved carts and shared favourite lists (issue 20; docs/saved-carts.md), with the seed's own buyers at 10006:
 * gemt@demo.dk saves the cart, empties it and restores it; kollega@demo.dk finds the list Peter Jensen shares with
 * the company ('Fast ugeordre', read/write) and adds from it to the cart. Run with E2E_PORT=7680 beside other suites.
 */
import { expect, test, type Page } from '@playwright/test';
import { cartButton, logIn, logInOnPhone, t } from './support';

const BUYER = { username: 'gemt@demo.dk', password: 'demo1234', name: 'Birgitte Gram' } as const;
const COLLEAGUE = { username: 'kollega@demo.dk', password: 'demo1234', name: 'Tobias Kjeldsen' } as const;

async function addFirstProduct(page: Page, query: string): Promise<string> {
  await page.goto(`/en/search?q=${query}`);
  const tile = page.getByRole('article').first();
  const name = (await tile.getByRole('heading').textContent())?.trim() ?? '';
  await tile.getByRole('link', { name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('button', { name: t('en', 'product.details.addToCart'), exact: true }).click();
  return name;
}

test('a buyer saves the cart, empties it and restores it at today\'s prices', async ({ page }) => {
  await logIn(page, BUYER);
  const product = await addFirstProduct(page, 'drill');
  await expect(cartButton(page, 1)).toBeVisible();

  await page.goto('/en/cart');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: t('en', 'cart.saveCart.open') }).click();
  const name = `Fast ugeordre ${Date.now()}`;
  await main.getByLabel(t('en', 'cart.saveCart.nameLabel')).fill(name);
  await main.getByRole('button', { name: t('en', 'cart.saveCart.save') }).click();
  await expect(main.getByText(t('en', 'cart.saveCart.saved', { name }))).toBeVisible();

  await main.getByRole('button', { name: t('en', 'cart.page.emptyCart') }).click();
  await main.getByRole('button', { name: t('en', 'cart.page.emptyCartConfirm') }).click();
  await expect(main.getByText(t('en', 'cart.page.empty'))).toBeVisible();

  await page.goto('/en/kundecenter/gemte-kurve');
  const card = page.getByRole('main').getByRole('article', { name });
  await expect(card).toBeVisible();
  await expect(card.getByText(/^Today: DKK/)).toBeVisible();
  await card.getByRole('button', { name: t('en', 'customerCentre.savedCarts.restore') }).click();
  await expect(page.getByRole('main').getByText(t('en', 'customerCentre.savedCarts.restored', { name }))).toBeVisible();
  await expect(cartButton(page, 1)).toBeVisible();

  await page.getByRole('main').getByRole('link', { name: t('en', 'customerCentre.savedCarts.goToCart') }).click();
  // The restored line, priced by the server today (the order summary has a total).
  await expect(page).toHaveURL(/\/en\/cart$/);
  await expect(page.getByRole('main').getByText(product).first()).toBeVisible();
  await expect(page.getByRole('main').getByText(t('en', 'cart.summary.totalExclVat')).first()).toBeVisible();
});

test('a colleague sees the list shared with the company and adds from it to the cart', async ({ page }) => {
  await logIn(page, COLLEAGUE);
  await page.goto('/en/customercenter/favourites');
  const main = page.getByRole('main');
  const shared = main.getByRole('navigation', { name: t('en', 'account.favorites.sharedLists') });
  await shared.getByRole('link', { name: /Fast ugeordre/ }).click();
  await expect(main.getByRole('heading', { level: 2, name: 'Fast ugeordre' })).toBeVisible();
  await expect(main.getByText(t('en', 'account.favorites.sharedWrite', { name: 'Peter Jensen' }))).toBeVisible();
  await main.getByRole('button', { name: t('en', 'account.favorites.addAll', { count: '3' }) }).click();
  await expect(main.getByRole('button', { name: t('en', 'account.favorites.addedToCart') })).toBeVisible();
  await expect(cartButton(page, 3)).toBeVisible();
});

test('on a phone (390 px) a colleague\'s shared saved cart fits the screen and can be restored', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logInOnPhone(page, COLLEAGUE);
  await page.goto('/en/kundecenter/gemte-kurve');
  const card = page.getByRole('main').getByRole('article', { name: 'Byggeplads Horsens' });
  await expect(card.getByText(t('en', 'customerCentre.savedCarts.sharedBy', { name: 'Peter Jensen' }))).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect(card.getByRole('button', { name: t('en', 'customerCentre.savedCarts.restore') })).toBeVisible();
  await expect(card.getByRole('button', { name: t('en', 'customerCentre.savedCarts.rename') })).toHaveCount(0);
});
