import { expect, test, type Page } from '@playwright/test';
import { logIn, t } from './support';

/**
 * Seeded content (server/seed/contentPages.ts, docs/content-api.md): the service page with every kind of block,
 * the terms-in-brief modal (GetModalRequest), the members' page (lookup template 'member') and the sales team.
 */
const SERVICE = '/en/service-and-advice';
const MEMBERS = '/en/customer-benefits';
const SALES_TEAM = '/en/sales-team';
/** The five seeded sales persons (the sales team page lists them by GetElementsBySearch). */
const SALES_PERSONS = 5;

/** Console errors and uncaught page errors of a page, collected from the start. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

test.beforeEach(async ({ page }) => {
  // The map block embeds Google Maps; the test machine has no internet, so the embed is answered locally.
  await page.route(/^https:\/\/www\.google\.com\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Map</title><p>Map</p>' }),
  );
});

test('the service page renders every kind of block without console errors', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(SERVICE);
  const main = page.getByRole('main');

  await expect(main.getByRole('heading', { name: 'Service that comes with the products' })).toBeVisible();
  for (const type of ['banner', 'section', 'row', 'icon', 'slider', 'picture', 'accordion', 'card', 'groupedContent', 'iframe', 'callToAction', 'textBox']) {
    await expect(main.locator(`[data-block="${type}"]`).first(), `a ${type} block`).toBeAttached();
  }
  // header and textEditor blocks: their headings.
  await expect(main.getByRole('heading', { name: 'How we can help' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Find us' })).toBeVisible();
  // Accordion: a question opens its answer.
  await main.getByRole('button', { name: 'Can I return products?' }).click();
  await expect(main.getByText('Unused products in their original packaging can be returned within 14 days.')).toBeVisible();
  // Cards of other pages by id (GetElementById): the sales team page's title and link.
  await expect(main.getByRole('heading', { name: 'Our sales team', level: 3 })).toBeVisible();
  // Pages by ids (GetElementsByIds), each with 'Read more' in a modal.
  const readMore = main.getByRole('region', { name: 'Read more about us' });
  await expect(readMore.getByRole('button', { name: new RegExp(`^${t('en', 'blocks.link.readMore')}: `) })).toHaveCount(3);
  await expect(main.locator('iframe[title="Map: the Nordlys Teknik central warehouse in Fredericia"]')).toBeAttached();
  await expect(main.getByRole('button', { name: 'Read the terms in brief' })).toBeVisible();

  // Everything below the fold loads too (lazy images, the embed) before the errors are read.
  await page.mouse.wheel(0, 20_000);
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('the terms in brief open in a modal that traps the focus and closes with Escape', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(SERVICE);
  const opener = page.getByRole('main').getByRole('button', { name: 'Read the terms in brief' });
  await opener.click();

  const dialog = page.getByRole('dialog', { name: 'Our terms in brief' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('30 days net on invoice')).toBeVisible();
  const close = dialog.getByRole('button', { name: t('en', 'content.modal.close') });
  await expect(close).toBeFocused();

  // Tab cycles through the dialog's controls (close button, the link to the full terms) and never leaves it.
  const inDialog = async () => dialog.evaluate((node) => node.contains(document.activeElement));
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab');
    expect(await inDialog()).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  expect(await inDialog()).toBe(true);
  await expect(dialog.getByRole('link', { name: 'terms and conditions' })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  // 'Read more' of a listed page opens that page in the modal, with a link to it.
  await page.getByRole('button', { name: `${t('en', 'blocks.link.readMore')}: About us` }).click();
  const about = page.getByRole('dialog', { name: 'About us' });
  await expect(about.getByRole('link', { name: t('en', 'content.modal.goToPage') })).toHaveAttribute('href', '/en/about-us');
  await page.keyboard.press('Escape');
  await expect(about).toBeHidden();
  expect(errors).toEqual([]);
});

test("the members' page: Forbidden when logged out, the page and its articles when logged in", async ({ page }) => {
  await page.goto(MEMBERS);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: t('en', 'app.error.forbidden'), level: 1 })).toBeVisible();
  await expect(main.getByText(t('en', 'app.error.status', { status: '403' }))).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Customer benefits' })).toHaveCount(0);

  await logIn(page);
  await page.goto(MEMBERS);
  await expect(main.getByRole('heading', { name: 'Customer benefits', level: 1 })).toBeVisible();
  // Its member articles (GetElementsBySearch, lookup template 'member').
  await expect(main.getByRole('region', { name: 'News for customers' }).getByRole('heading', { level: 3 })).toHaveCount(2);
});

test('the sales team page lists the seeded sales persons with phone and e-mail links', async ({ page }) => {
  await page.goto(SALES_TEAM);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Our sales team', level: 1 })).toBeVisible();
  const persons = main.getByRole('article');
  await expect(persons).toHaveCount(SALES_PERSONS);
  const sofie = main.getByRole('article', { name: 'Sofie Sælger' });
  await expect(sofie.getByRole('link', { name: /^\+45/ })).toHaveAttribute('href', /^tel:\+45\d+$/);
  await expect(sofie.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
});
