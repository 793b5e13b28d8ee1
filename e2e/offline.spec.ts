/**
 * Issue 19, the storefront while the API is unreachable: a buyer with the cart open loses the connection to the API
 * (every /api/ request aborted as 'internet disconnected'), changes a quantity and adds a product, sees one polite
 * notice, reloads while still cut off (the edits are still there), and when the API is back the notice goes and the
 * edits are saved on the server (a second browser context of the same buyer shows them). Desktop and phone, each
 * with a buyer of its own (offline@demo.dk, offline.mobil@demo.dk: their carts live on the server).
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { cartButton, escapeRegExp, logIn, logInOnPhone, t, type DemoLogin } from './support';

const DESKTOP_BUYER: DemoLogin = { username: 'offline@demo.dk', password: 'demo1234', name: 'Ida Vang' };
const PHONE_BUYER: DemoLogin = { username: 'offline.mobil@demo.dk', password: 'demo1234', name: 'Otto Vang' };

const API = '**/api/**';
const NOTICE = t('en', 'connection.offline.notice');
const ADD = t('en', 'product.details.addToCart');

/** The two first products of a search that go into the cart from their tile (no variant to choose). */
async function addableTiles(page: Page): Promise<{ names: [string, string]; add: (name: string) => Promise<void> }> {
  await page.goto('/en/search?q=drill');
  const tiles = page.getByRole('article').filter({ has: page.getByRole('button', { name: new RegExp(`^${ADD}: `) }) });
  await expect(tiles.nth(1)).toBeVisible();
  const nameOf = async (i: number) => ((await tiles.nth(i).getByRole('heading').textContent()) ?? '').trim();
  const names: [string, string] = [await nameOf(0), await nameOf(1)];
  const add = async (name: string) => {
    await page.getByRole('button', { name: `${ADD}: ${name}`, exact: true }).click();
  };
  return { names, add };
}

const quantityOf = (page: Page, name: string) =>
  page
    .getByRole('group', { name: new RegExp(`^${escapeRegExp(t('en', 'cart.line.quantityFor', { name }))}`) })
    .getByRole('textbox', { name: t('en', 'product.details.quantity') });

const connectionNotice = (page: Page) => page.getByRole('status').getByText(NOTICE, { exact: true });

/** Opens the cart page through the header's mini-cart (client-side: no page load while the API is cut). */
async function openCartPage(page: Page, count: number) {
  await cartButton(page, count).click();
  const panel = page.getByRole('dialog', { name: t('en', 'cart.mini.title') });
  await panel.getByRole('link', { name: t('en', 'cart.mini.showCart') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('en', 'cart.page.title') })).toBeVisible();
}

/** What the server has: the buyer's cart page in a browser context of its own. */
async function serverQuantities(browser: Browser, buyer: DemoLogin, names: string[]): Promise<string[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await logIn(page, buyer);
    await page.goto('/en/cart');
    await expect(quantityOf(page, names[0]!)).toBeVisible();
    return await Promise.all(names.map((name) => quantityOf(page, name).inputValue()));
  } finally {
    await context.close();
  }
}

/** Starts from an empty cart (a run stopped half-way leaves lines on the server). */
async function emptyTheCart(page: Page) {
  await page.goto('/en/cart');
  await expect(page.getByRole('heading', { level: 1, name: t('en', 'cart.page.title') })).toBeVisible();
  const empty = page.getByRole('button', { name: t('en', 'cart.page.emptyCart') });
  const emptyState = page.getByText(t('en', 'cart.page.empty'));
  // The page shows the lines (or the empty state) once its first calculation is in.
  await expect(empty.or(emptyState)).toBeVisible();
  if (await empty.isVisible()) {
    await empty.click();
    await page.getByRole('button', { name: t('en', 'cart.page.emptyCartConfirm') }).click();
  }
  await expect(emptyState).toBeVisible();
}

async function journey(page: Page, browser: Browser, buyer: DemoLogin, shots: string) {
  await emptyTheCart(page);
  // Online: one product in the cart, calculated by the server (the mini-cart shows its totals).
  const { names, add } = await addableTiles(page);
  const [first, second] = names;
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/Cart/SaveCart') && r.ok());
  await add(first);
  await saved;
  await expect(cartButton(page, 1)).toBeVisible();
  await cartButton(page, 1).click();
  const panel = page.getByRole('dialog', { name: t('en', 'cart.mini.title') });
  await expect(panel.getByText(t('en', 'cart.summary.totalExclVat'))).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(connectionNotice(page)).toHaveCount(0);

  // The API becomes unreachable: the second product goes in all the same, and the notice says what happens.
  await page.route(API, (route) => route.abort('internetdisconnected'));
  await add(second);
  await expect(cartButton(page, 2)).toBeVisible();
  await expect(connectionNotice(page)).toBeVisible();

  // The cart page: a quantity changed while offline stays; the last known totals are marked as not confirmed.
  await openCartPage(page, 2);
  await quantityOf(page, first).fill('4');
  await quantityOf(page, first).press('Tab');
  await expect(quantityOf(page, first)).toHaveValue('4');
  await expect(quantityOf(page, second)).toHaveValue('1');
  await expect(page.getByText(t('en', 'cart.summary.unconfirmed'))).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0); // no error: the notice tells it
  await expect(connectionNotice(page)).toBeVisible();
  await page.screenshot({ path: `e2e/.artifacts/offline-${shots}-cart.png`, fullPage: true });

  // The checkout cannot place an order on a cart the server has not confirmed, and says why.
  await page.getByRole('link', { name: t('en', 'cart.page.goToCheckout') }).click();
  const placeOrder = page.getByRole('button', { name: t('en', 'checkout.placeOrder'), exact: true });
  await expect(placeOrder).toBeDisabled();
  await expect(placeOrder).toHaveAccessibleDescription(t('en', 'checkout.placeOrder.waitingForConnection'));
  await page.screenshot({ path: `e2e/.artifacts/offline-${shots}-checkout.png`, fullPage: true });

  // A reload while still cut off keeps the edits (the local copy).
  await page.goto('/en/cart');
  await expect(quantityOf(page, first)).toHaveValue('4');
  await expect(quantityOf(page, second)).toHaveValue('1');
  await expect(connectionNotice(page)).toBeVisible();

  // The API is back: the waiting save goes through (within the 10 s between tries), the notice goes, the server's
  // calculation comes back, and the server has the cart as edited.
  const back = page.waitForResponse((r) => r.url().endsWith('/api/Cart/SaveCart') && r.ok(), { timeout: 20_000 });
  await page.unroute(API);
  await back;
  await expect(connectionNotice(page)).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByText(t('en', 'cart.summary.totalExclVat'))).toBeVisible();
  await expect(page.getByText(t('en', 'cart.summary.unconfirmed'))).toHaveCount(0);
  await page.screenshot({ path: `e2e/.artifacts/offline-${shots}-restored.png`, fullPage: true });
  expect(await serverQuantities(browser, buyer, [first, second])).toEqual(['4', '1']);

  // Back to an empty cart for the next run.
  await emptyTheCart(page);
}

test.describe.configure({ mode: 'serial' });

test('desktop: cart edits while the API is unreachable are kept, noticed and saved when it returns', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, DESKTOP_BUYER);
  await journey(page, browser, DESKTOP_BUYER, 'desktop');
});

test('phone (390 px): the same, with the notice inside the screen', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await logInOnPhone(page, PHONE_BUYER);
  await journey(page, browser, PHONE_BUYER, 'phone');
});
