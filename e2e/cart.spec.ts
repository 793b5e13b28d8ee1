/**
 * Issue 7 cart journeys against the real server and its seed: product page → add → header badge → mini-cart
 * (calculated by the server) → cart page → change the quantity (stepper and typing; one debounced save) → remove;
 * and a 401 during calculation: the cart is reset with the message and the shop keeps working.
 */
import { expect, test, type Page } from '@playwright/test';
import { cartButton, escapeRegExp, logIn, t } from './support';

/**
 * Customers of their own (the seed's Norwegian and Finnish ones): the cart lives on the server per customer, and
 * the checkout and auth journeys use the Danish customers at the same time.
 */
const SHOPPER = { username: 'kunde.no@demo.no', password: 'demo1234', name: 'Ingrid Berg' } as const;
const REJECTED = { username: 'kunde.fi@demo.fi', password: 'demo1234', name: 'Mikko Virtanen' } as const;

/** Opens the first product found for `query` and adds it to the cart; returns its name. */
async function addFirstProduct(page: Page, query: string): Promise<string> {
  await page.goto(`/en/search?q=${query}`);
  const tile = page.getByRole('article').first();
  const name = (await tile.getByRole('heading').textContent())?.trim() ?? '';
  await tile.getByRole('link', { name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('button', { name: t('en', 'product.details.addToCart'), exact: true }).click();
  return name;
}

test('product page → add → badge → mini-cart → cart page → change quantity → remove', async ({ page }) => {
  await logIn(page, SHOPPER);
  const name = await addFirstProduct(page, 'drill');

  // The badge, then the mini-cart with the server's calculation.
  await expect(cartButton(page, 1)).toBeVisible();
  await cartButton(page, 1).click();
  const panel = page.getByRole('dialog', { name: t('en', 'cart.mini.title') });
  await expect(panel).toBeVisible();
  await expect(panel.getByText(t('en', 'cart.summary.subtotal'))).toBeVisible();
  await expect(panel.getByText(t('en', 'cart.summary.totalExclVat'))).toBeVisible();
  await expect(panel.getByText(/^[A-Z]{3} \d/).first()).toBeVisible(); // an amount in the customer's currency
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(cartButton(page, 1)).toBeFocused();

  await cartButton(page, 1).click();
  await panel.getByRole('link', { name: t('en', 'cart.mini.showCart') }).click();
  await expect(page).toHaveURL(/\/en\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: t('en', 'cart.page.title') })).toBeVisible();

  // The line with its quantity; the stepper and typing change it, one save after the burst.
  // The line's text is the product name (with the variant's name after it when it has one).
  const lineName = (id: string) => new RegExp(`^${escapeRegExp(t('en', id, { name }))}`);
  const group = page.getByRole('group', { name: lineName('cart.line.quantityFor') });
  const quantity = group.getByRole('textbox', { name: t('en', 'product.details.quantity') });
  await expect(quantity).toHaveValue('1');
  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/Cart/SaveCart')) saves.push(request.postData() ?? '');
  });
  const recalculated = page.waitForResponse((r) => r.url().endsWith('/api/Cart/CalculateCart') && r.ok());
  await group.getByRole('button', { name: t('en', 'product.details.increase') }).click();
  await quantity.fill('7');
  // The badge counts products (lines), not units (issue 16): still 1.
  await expect(quantity).toHaveValue('7');
  await expect(cartButton(page, 1)).toBeVisible();
  await recalculated;
  await expect(page.getByText(t('en', 'cart.summary.totalExclVat'))).toBeVisible();
  expect(saves).toHaveLength(1);
  expect(JSON.parse(saves[0]!).cart.lines[0].quantity).toBe(7);

  // The quantity survives a reload: the server's cart is loaded for the logged-in customer.
  await page.reload();
  await expect(page.getByRole('group', { name: lineName('cart.line.quantityFor') }).getByRole('textbox')).toHaveValue('7');

  // Remove the line: the empty state with a way back to shopping, no badge; the server's cart is emptied too.
  const emptied = page.waitForRequest((r) => r.url().endsWith('/api/Cart/SaveCart') && JSON.parse(r.postData() ?? '{}').cart?.lines?.length === 0);
  await page.getByRole('button', { name: lineName('cart.line.remove') }).click();
  await expect(page.getByText(t('en', 'cart.page.empty'))).toBeVisible();
  await expect(page.getByRole('link', { name: t('en', 'cart.page.continueShopping') })).toHaveAttribute('href', '/en');
  await expect(page.getByRole('banner').getByRole('link', { name: t('en', 'layout.header.cart'), exact: true })).toBeVisible();
  const events = await page.evaluate(() =>
    (window.dataLayer ?? []).map((e) => (e as { event?: string }).event).filter((e) => e === 'add_to_cart' || e === 'remove_from_cart'),
  );
  expect(events).toContain('remove_from_cart');
  await emptied;
});

test('a 401 during calculation resets the cart with the message and the shop keeps working', async ({ page }) => {
  await logIn(page, REJECTED);
  await addFirstProduct(page, 'drill');
  // (the server cart of this customer keeps what earlier runs added: the count is not asserted)
  await expect(page.getByRole('banner').getByRole('button', { name: new RegExp(`^${t('en', 'layout.header.cart')}, \\d+ items?$`) })).toBeVisible();

  // The server rejects the calculation as it does for a token that is no longer valid.
  await page.route('**/api/Cart/CalculateCart', (route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/json',
      headers: { 'WWW-Authenticate': 'Bearer error="invalid_token"' },
      body: JSON.stringify({ message: 'Unauthorized' }),
    }),
  );
  await page.goto('/en/cart');
  await expect(page.getByRole('alert').filter({ hasText: t('en', 'cart.summary.unauthorized') })).toBeVisible();
  await expect(page.getByText(t('en', 'cart.page.empty'))).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? 'null') as { lines: unknown[] } | null);
  expect(stored?.lines).toEqual([]);

  // Still a working shop: navigation and search work.
  await page.unroute('**/api/Cart/CalculateCart');
  await page.getByRole('link', { name: t('en', 'cart.page.continueShopping') }).click();
  await expect(page).toHaveURL(/\/en$/);
  await page.goto('/en/search?q=drill');
  await expect(page.getByRole('article').first()).toBeVisible();
});
