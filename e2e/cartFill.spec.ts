/**
 * Issue 16 cart-fill journeys against the real server and its seed, in Danish:
 * - a visitor's cart at login: a customer's server cart holds a line; a visitor (after logout) adds 12,5 m of cable
 *   and 2 of that product on product pages, sees the cart badge and the mini-cart's lines, goes to the cart page →
 *   'Go to checkout' → login → the customer's cart has the visitor's lines merged into it (same product adds up),
 *   saved on the server (a reload shows them);
 * - add to cart from a search list with a quantity, on a phone (390 × 844): 12,5 m of cable and 3 packs of screws
 *   from their tiles (the button's added state, Enter in the field), the badge counting products, the mini-cart's
 *   lines in the Danish number format, the cart page; a product with variants leads to its page.
 * Each journey has a buyer of its own (server/seed/customers.ts): a customer's cart lives on the server.
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import { escapeRegExp, t, type DemoLogin } from './support';

const VISITOR_BUYER: DemoLogin = { username: 'kurv@demo.dk', password: 'demo1234', name: 'Emil Skov' };
const LIST_BUYER: DemoLogin = { username: 'liste@demo.dk', password: 'demo1234', name: 'Freja Holm' };

/** The cable sold by the metre (the seed's unit M allows decimals) and the search that finds it first. */
const CABLE_QUERY = 'NOIKLX';

const main = (page: Page) => page.getByRole('main');

/** A tile control's name: its text, then the product ('Læg i kurv: <name>'). */
const forProduct = (id: string, name: string) => `${t('da', id)}: ${name}`;

/** The header's cart button with its badge, as the Danish text names it ('Kurv, 2 varer'). */
const cartButton = (page: Page, count: number) =>
  page.getByRole('banner').getByRole('button', { name: `${t('da', 'layout.header.cart')}, ${count} ${count === 1 ? 'vare' : 'varer'}` });

/** Logs in on the Danish login page (where the guard sent the visitor, or directly). */
async function fillLogin(page: Page, user: DemoLogin): Promise<void> {
  await main(page).getByLabel(t('da', 'user.login.username')).fill(user.username);
  await main(page).getByLabel(t('da', 'user.login.password')).fill(user.password);
  await main(page).getByRole('button', { name: t('da', 'user.login.submit') }).click();
}

/** The name of the first tile of a search that can be added from the list (no variants: it has a quantity field). */
async function firstAddableTile(page: Page, query: string) {
  await page.goto(`/search?q=${encodeURIComponent(query)}`);
  const tile = main(page)
    .getByRole('article')
    .filter({ has: page.getByRole('textbox') })
    .first();
  await expect(tile).toBeVisible();
  const name = ((await tile.getByRole('heading').textContent()) ?? '').trim();
  return { tile, name };
}

/** A SaveCart request whose cart has these product quantities (by product name). */
const savedWith = (quantities: Record<string, number>) => (request: Request) => {
  if (!request.url().endsWith('/api/Cart/SaveCart') && !request.url().endsWith('/api/Cart/CalculateCart')) return false;
  const lines = (JSON.parse(request.postData() ?? '{}') as { cart?: { lines?: { text: string; quantity: number }[] } }).cart?.lines ?? [];
  return Object.entries(quantities).every(([name, quantity]) => lines.some((l) => l.text.startsWith(name) && l.quantity === quantity));
};

test('visitor cart → login → the lines are in the customer’s cart (merged by product and unit)', async ({ page }) => {
  test.slow(); // two sessions and five pages: more than the default 30 s on a busy machine
  // The customer's own server cart: one pack of a product, added from a list.
  await page.goto('/login');
  await fillLogin(page, VISITOR_BUYER);
  await expect(page.getByRole('banner').getByText(VISITOR_BUYER.name, { exact: true })).toBeVisible();
  const { tile, name: screws } = await firstAddableTile(page, 'Essve');
  const saved = page.waitForRequest(savedWith({ [screws]: 1 }));
  await tile.getByRole('button', { name: forProduct('product.details.addToCart', screws) }).click();
  await saved;
  await expect(cartButton(page, 1)).toBeVisible();

  // Logout leaves nothing behind; the visitor has no cart button until something is in the cart.
  await page.getByRole('banner').getByText(t('da', 'layout.header.logout'), { exact: true }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: t('da', 'layout.header.login') })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: new RegExp(`^${t('da', 'layout.header.cart')}`) })).toHaveCount(0);

  // The visitor: 12,5 m of cable on its page (typed the Danish way).
  await page.goto(`/search?q=${CABLE_QUERY}`);
  const cableTile = main(page).getByRole('article').first();
  const cable = ((await cableTile.getByRole('heading').textContent()) ?? '').trim();
  await cableTile.getByRole('link', { name: cable }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: cable })).toBeVisible();
  await main(page).getByRole('textbox', { name: t('da', 'product.details.quantity') }).fill('12,5');
  await main(page).getByRole('button', { name: t('da', 'product.details.addToCart'), exact: true }).click();
  await expect(main(page).getByRole('button', { name: t('da', 'product.details.addedToCart'), exact: true })).toBeVisible();
  // The visitor now has the cart button with its badge (issue 16: none was shown).
  await expect(cartButton(page, 1)).toBeVisible();

  // … and 2 packs of the customer's product on its page.
  await page.goto('/search?q=Essve');
  await main(page).getByRole('article', { name: screws }).getByRole('link', { name: screws }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: screws })).toBeVisible();
  await main(page).getByRole('textbox', { name: t('da', 'product.details.quantity') }).fill('2');
  await main(page).getByRole('button', { name: t('da', 'product.details.addToCart'), exact: true }).click();
  await expect(cartButton(page, 2)).toBeVisible();

  // The mini-cart lists the lines; 'Show cart' → 'Go to checkout' → login.
  await cartButton(page, 2).click();
  const panel = page.getByRole('dialog', { name: t('da', 'cart.mini.title') });
  const lines = panel.getByRole('list', { name: t('da', 'cart.page.linesHeading') }).getByRole('listitem');
  await expect(lines).toHaveCount(2);
  await expect(lines.filter({ hasText: cable })).toContainText(/12,5 Meter/);
  await panel.getByRole('link', { name: t('da', 'cart.mini.showCart') }).click();
  await expect(page).toHaveURL(/\/kurv$/);
  await main(page).getByRole('link', { name: t('da', 'cart.page.goToCheckout') }).click();
  await expect(page).toHaveURL(/\/login\?returnUrl=/);
  const merged = page.waitForRequest(savedWith({ [screws]: 3, [cable]: 12.5 }));
  await fillLogin(page, VISITOR_BUYER);

  // Back at the checkout as the customer: the visitor's lines are in the customer's cart, not 'Your cart is empty'.
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: t('da', 'checkout.title') })).toBeVisible();
  await merged; // saved on the server (and calculated with the customer's prices)
  await expect(cartButton(page, 2)).toBeVisible();
  await page.goto('/kurv');
  const quantityOf = (name: string) =>
    main(page)
      .getByRole('group', { name: new RegExp(`^${escapeRegExp(t('da', 'cart.line.quantityFor', { name }))}`) })
      .getByRole('textbox', { name: t('da', 'product.details.quantity') });
  await expect(quantityOf(screws)).toHaveValue('3'); // 1 of the customer's + 2 of the visitor's
  await expect(quantityOf(cable)).toHaveValue('12,5');

  // The server's cart: a reload loads it for the logged-in customer.
  await page.reload();
  await expect(quantityOf(screws)).toHaveValue('3');
  await expect(quantityOf(cable)).toHaveValue('12,5');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('add to cart from a search list with a quantity', async ({ page }) => {
    await page.goto('/login');
    await fillLogin(page, LIST_BUYER);
    // On a phone the name is in the burger menu: the (empty) cart's link shows the login worked.
    await expect(page.getByRole('banner').getByRole('link', { name: t('da', 'layout.header.cart'), exact: true })).toBeVisible();

    // 12,5 m of cable from its tile: the quantity field of the unit (Meter), typed the Danish way.
    await page.goto(`/search?q=${CABLE_QUERY}`);
    const cableTile = main(page).getByRole('article').first();
    const cable = ((await cableTile.getByRole('heading').textContent()) ?? '').trim();
    const cableField = cableTile.getByRole('textbox', { name: forProduct('product.details.quantity', cable) });
    await expect(cableField).toHaveValue('1');
    await expect(cableTile.getByText('Meter', { exact: true })).toBeVisible();
    await cableField.fill('12,5');
    const add = cableTile.getByRole('button', { name: forProduct('product.details.addToCart', cable) });
    await add.click();
    await expect(add).toHaveText(t('da', 'product.details.addedToCart')); // SPEC §2 button states
    await expect(cartButton(page, 1)).toBeVisible(); // one product, not '12,5'

    // 3 packs of screws: Enter in the field adds.
    const saved = page.waitForRequest((request) => request.url().endsWith('/api/Cart/SaveCart') && savedWith({ [cable]: 12.5 })(request) && (JSON.parse(request.postData() ?? '{}') as { cart: { lines: unknown[] } }).cart.lines.length === 2);
    const { tile, name: screws } = await firstAddableTile(page, 'Essve');
    const field = tile.getByRole('textbox', { name: forProduct('product.details.quantity', screws) });
    await field.fill('3');
    await field.press('Enter');
    await expect(cartButton(page, 2)).toBeVisible();
    const body = JSON.parse((await saved).postData() ?? '{}') as { cart: { lines: { text: string; quantity: number; productKey: { unitOfMeasure: string } }[] } };
    expect(body.cart.lines.map((l) => [l.quantity, l.productKey.unitOfMeasure])).toEqual([
      [12.5, 'M'],
      [3, expect.any(String)],
    ]);

    // A product with variants (the seed has some among Essve's) leads to its page to choose one.
    const chooseVariant = main(page).getByRole('link', { name: new RegExp(`^${escapeRegExp(t('da', 'product.tile.chooseVariant'))}: `) }).first();
    await expect(chooseVariant).toHaveText(t('da', 'product.tile.chooseVariant'));
    const label = (await chooseVariant.getAttribute('aria-label')) ?? '';
    await chooseVariant.click();
    await expect(page.getByRole('heading', { level: 1, name: label.slice(label.indexOf(': ') + 2) })).toBeVisible();
    await expect(main(page).getByRole('combobox', { name: t('da', 'product.details.variant') })).toBeVisible();

    // The mini-cart shows the lines just added, the latest first, in the Danish number format.
    await cartButton(page, 2).click();
    const panel = page.getByRole('dialog', { name: t('da', 'cart.mini.title') });
    const lines = panel.getByRole('list', { name: t('da', 'cart.page.linesHeading') }).getByRole('listitem');
    await expect(lines).toHaveCount(2);
    await expect(lines.nth(0)).toContainText(screws);
    await expect(lines.nth(0)).toContainText(new RegExp(`${escapeRegExp(screws)}3 \\S`)); // name, then '3 <unit>'
    await expect(lines.nth(1)).toContainText(cable);
    await expect(lines.nth(1)).toContainText('12,5 Meter');
    await expect(lines.nth(1)).toContainText(/DKK \d/); // its amount once calculated
    await panel.getByRole('link', { name: t('da', 'cart.mini.showCart') }).click();
    await expect(page).toHaveURL(/\/kurv$/);
    await expect(
      main(page)
        .getByRole('group', { name: new RegExp(`^${escapeRegExp(t('da', 'cart.line.quantityFor', { name: cable }))}`) })
        .getByRole('textbox'),
    ).toHaveValue('12,5');
  });
});
