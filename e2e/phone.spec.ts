import { expect, test, type Locator, type Page } from '@playwright/test';
import { cartButton, headerCart, logInOnPhone, t, type DemoLogin, type Locale } from './support';

/**
 * The shop on a 390 × 844 phone (issue 9): the compact one-row header (burger, logo, search icon, cart; the account
 * in the burger), the home hero's text clear of its illustration, the product page's price and add button in the
 * first screen, and the filters as a drawer with 'Show N products' — in all five languages.
 */

/** The phone journey's own buyer (server/seed/customers.ts): a colleague at 10001 whose cart is its own. */
const PHONE_BUYER: DemoLogin = { username: 'mobil@demo.dk', password: 'demo1234', name: 'Nina Dahl' };

const PHONE = { width: 390, height: 844 };
/** One row of the header: 42 px controls with 10 px padding above and below, and the border line. */
const ROW_MAX_PX = 64;

type ShopLocale = 'da' | 'en' | 'sv' | 'nb' | 'fi';
const LOCALES: readonly ShopLocale[] = ['da', 'en', 'sv', 'nb', 'fi'];
const PREFIX: Record<ShopLocale, string> = { da: '', en: '/en', sv: '/sv', nb: '/nb', fi: '/fi' };
/** support.ts's t() reads translations/<locale>.json for any locale; its Locale type names the three the other specs use. */
const text = (locale: ShopLocale, id: string, values: Record<string, string> = {}) => t(locale as Locale, id, values);

test.use({ viewport: PHONE });

const header = (page: Page) => page.getByRole('banner');
const main = (page: Page) => page.getByRole('main');

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('element has no box (not visible)');
  return found;
}

/** The number of items the header's cart control names (0 for the empty cart's link). */
async function cartCount(page: Page): Promise<number> {
  const label = (await headerCart(page).getAttribute('aria-label')) ?? '';
  return Number(/(\d+)/.exec(label)?.[1] ?? 0);
}

/** The header is one row: its height, and the burger, logo and search icon side by side in it. */
async function expectOneRow(page: Page, locale: ShopLocale): Promise<number> {
  const banner = await box(header(page));
  const burger = await box(header(page).getByRole('button', { name: text(locale, 'layout.header.openMenu') }));
  const search = await box(header(page).getByRole('button', { name: text(locale, 'layout.search.open') }));
  const logo = await box(header(page).getByRole('link').first());
  expect(banner.height).toBeLessThanOrEqual(ROW_MAX_PX);
  for (const item of [search, logo]) expect(Math.abs(item.y + item.height / 2 - (burger.y + burger.height / 2))).toBeLessThan(4);
  expect(search.x + search.width).toBeLessThanOrEqual(PHONE.width);
  return banner.height;
}

test.describe('header on a phone', () => {
  for (const locale of LOCALES) {
    test(`one row with the account in the burger menu (${locale})`, async ({ page }) => {
      await page.goto(PREFIX[locale] || '/');
      const height = await expectOneRow(page, locale);
      test.info().annotations.push({ type: 'header height, logged out', description: `${locale}: ${height} px` });
      // The login is in the burger menu, not in the row.
      await expect(header(page).getByRole('link', { name: text(locale, 'layout.header.login'), exact: true })).toBeHidden();
      await header(page).getByRole('button', { name: text(locale, 'layout.header.openMenu') }).click();
      const menu = page.getByRole('dialog', { name: text(locale, 'layout.burger.title') });
      const account = menu.getByRole('region', { name: text(locale, 'layout.burger.account') });
      await expect(account.getByRole('link', { name: text(locale, 'layout.header.login'), exact: true })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();

      // The search icon opens the field over the row; Escape closes it again.
      await header(page).getByRole('button', { name: text(locale, 'layout.search.open') }).click();
      const field = header(page).getByRole('searchbox', { name: text(locale, 'layout.search.label') });
      await expect(field).toBeFocused();
      expect((await box(header(page))).height).toBeLessThanOrEqual(ROW_MAX_PX);
      await page.keyboard.press('Escape');
      await expect(field).toBeHidden();
    });
  }

  test('one row logged in: cart in the row, customer centre and logout in the burger menu', async ({ page }) => {
    await logInOnPhone(page, PHONE_BUYER);
    await page.goto('/en');
    const height = await expectOneRow(page, 'en');
    test.info().annotations.push({ type: 'header height, logged in', description: `en: ${height} px` });
    await expect(header(page).getByRole('button', { name: t('en', 'layout.header.customerCenter') })).toBeHidden();
    await header(page).getByRole('button', { name: t('en', 'layout.header.openMenu') }).click();
    const menu = page.getByRole('dialog', { name: t('en', 'layout.burger.title') });
    await expect(menu.getByText(t('en', 'layout.header.loggedInAs', { name: PHONE_BUYER.name }))).toBeVisible();
    await expect(menu.getByRole('navigation', { name: t('en', 'layout.header.customerCenter') })).toBeVisible();
    await expect(menu.getByRole('button', { name: t('en', 'layout.header.logout') })).toBeVisible();
  });
});

test.describe('home hero on a phone', () => {
  for (const locale of LOCALES) {
    test(`its text is clear of the illustration (${locale})`, async ({ page }) => {
      await page.goto(PREFIX[locale] || '/');
      const hero = main(page).locator('[data-block="banner"]').first();
      const image = await box(hero.locator('img'));
      expect(image.height).toBeGreaterThan(80);
      for (const part of [hero.getByRole('heading'), hero.getByRole('link')]) {
        const area = await box(part);
        // Below the image band, and inside the screen's width.
        expect(area.y).toBeGreaterThanOrEqual(image.y + image.height);
        expect(area.x + area.width).toBeLessThanOrEqual(PHONE.width);
      }
    });
  }
});

/** Price and add button of the product page are wholly inside the first screen (no scrolling). */
async function expectBuyingInFirstScreen(page: Page, locale: ShopLocale) {
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const add = main(page).getByRole('button', { name: text(locale, 'product.details.addToCart'), exact: true });
  const price = main(page).locator('[data-price-status="success"]').first();
  await expect(price).toBeVisible();
  for (const part of [await box(add), await box(price)]) {
    expect(part.y).toBeGreaterThanOrEqual(0);
    expect(part.y + part.height).toBeLessThanOrEqual(PHONE.height);
  }
  return box(add);
}

test.describe('product page on a phone', () => {
  for (const locale of LOCALES) {
    test(`price and 'Add to cart' in the first screen (${locale})`, async ({ page }) => {
      await page.goto(`${PREFIX[locale]}/search`);
      // The product with the longest name on the first page: the most lines above the price.
      await expect(main(page).getByRole('article').nth(10)).toBeVisible();
      const names = await main(page).getByRole('article').getByRole('heading').allTextContents();
      expect(names.length).toBeGreaterThan(10);
      const longest = names.reduce((a, b) => (b.trim().length > a.trim().length ? b : a)).trim();
      await main(page).getByRole('article').filter({ has: page.getByRole('heading', { name: longest, exact: true }) }).first()
        .getByRole('link', { name: longest, exact: true }).first().click();
      await expect(main(page).getByRole('heading', { level: 1, name: longest })).toBeVisible();
      const add = await expectBuyingInFirstScreen(page, locale);
      test.info().annotations.push({ type: 'add button bottom', description: `${locale}: ${Math.round(add.y + add.height)} px of ${PHONE.height}` });
    });
  }
});

test('search → filter drawer → show N products → product → add to cart without scrolling', async ({ page }) => {
  await logInOnPhone(page, PHONE_BUYER);
  await page.goto('/en');

  // Search from the header's icon.
  await header(page).getByRole('button', { name: t('en', 'layout.search.open') }).click();
  const field = header(page).getByRole('searchbox', { name: t('en', 'layout.search.label') });
  await field.fill('screw');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/en\/search\?q=screw$/);
  const count = main(page).getByText(/^\d+ products?$/);
  await expect(count).toBeVisible();
  const all = Number((await count.textContent())?.replace(/\D/g, ''));

  // No side panel on a phone: the facets are behind the Filters button.
  await expect(main(page).getByRole('group', { name: 'Brand' })).toBeHidden();
  const filters = main(page).getByRole('button', { name: new RegExp(`^${t('en', 'search.facets.filters')}`) });
  await filters.click();
  const drawer = page.getByRole('dialog', { name: t('en', 'search.facets.filters') });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('button', { name: t('en', 'search.facets.closeFilters') })).toBeFocused();
  const area = await box(drawer);
  expect(area.x).toBeGreaterThanOrEqual(0);
  expect(area.x + area.width).toBeLessThanOrEqual(PHONE.width);

  // Escape closes it and the focus returns to the button.
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(filters).toBeFocused();

  // A brand: applied at once, the drawer says how many products remain.
  await filters.click();
  await expect(drawer.getByRole('button', { name: `Show ${all} products` })).toBeVisible();
  const brand = drawer.getByRole('group', { name: 'Brand' }).getByRole('checkbox').first();
  await brand.check();
  await expect(page).toHaveURL(/[?&]brand=/);
  const show = drawer.getByRole('button', { name: /^Show \d+ products?$/ });
  await expect(show).toBeVisible();
  const shown = Number((await show.textContent())?.replace(/\D/g, ''));
  expect(shown).toBeLessThan(all);
  expect(shown).toBeGreaterThan(0);
  await show.click();
  await expect(drawer).toBeHidden();
  await expect(filters).toBeFocused();
  await expect(count).toHaveText(`${shown} product${shown === 1 ? '' : 's'}`);

  // A product from the filtered list.
  const tile = main(page).getByRole('article').first();
  const name = ((await tile.getByRole('heading').textContent()) ?? '').trim();
  await tile.getByRole('link', { name, exact: true }).first().click();
  await expect(main(page).getByRole('heading', { level: 1, name })).toBeVisible();
  await expectBuyingInFirstScreen(page, 'en');

  // Add to cart where it is: the badge in the header counts it (1 item in the buyer's empty cart).
  const before = await cartCount(page);
  await main(page).getByRole('button', { name: t('en', 'product.details.addToCart'), exact: true }).click();
  await expect(cartButton(page, before + 1)).toBeVisible();
  expect((await box(header(page))).height).toBeLessThanOrEqual(ROW_MAX_PX);
});
