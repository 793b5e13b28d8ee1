import { expect, test, type Page } from '@playwright/test';
import { logIn, t, type DemoLogin } from './support';

/** The catalogue journeys' own buyer (server/db/seed/customers.ts): customer 10002, price group B. */
const CATALOGUE_BUYER: DemoLogin = { username: 'katalog@demo.dk', password: 'demo1234', name: 'Sara Krogh' };

/** The number in the list's result count ('133 products'). */
async function resultCount(page: Page): Promise<number> {
  const text = await page.getByText(/^\d+ products?$/).first().textContent();
  return Number((text ?? '').replace(/\D/g, ''));
}

const grid = (page: Page) => page.getByRole('main');

/** The list prices shown on the tiles ('DKK 1.399,00' → 1399), in page order. */
async function tilePrices(page: Page): Promise<number[]> {
  const texts = await grid(page).getByRole('article').allTextContents();
  return texts
    .map((text) => /DKK\s*([\d.]+,\d{2})/.exec(text)?.[1])
    .filter((v): v is string => v !== undefined)
    .map((v) => Number(v.replace(/\./g, '').replace(',', '.')));
}

/**
 * SPEC §2 product lists and §9: search from the header, a facet, sorting, paging, a product page and the
 * comparison of three products — against the real server and its seeded catalogue.
 */
test('search, filter, sort, page, open a product', async ({ page }) => {
  await page.goto('/en');
  const header = page.getByRole('banner');
  await header.getByLabel(t('en', 'layout.search.label')).fill('screw');
  await header.getByLabel(t('en', 'layout.search.label')).press('Enter');

  await expect(page).toHaveURL(/\/en\/search\?q=screw$/);
  await expect(grid(page).getByRole('heading', { level: 1, name: t('en', 'search.page.heading', { q: 'screw' }) })).toBeVisible();
  await expect(page.getByText(/^\d+ products?$/)).toBeVisible();
  const all = await resultCount(page);
  expect(all).toBeGreaterThan(24);

  // A CheckboxOr facet: the first brand option narrows the list and resets to page 1.
  const brands = grid(page).getByRole('group', { name: 'Brand' });
  const firstBrand = brands.getByRole('checkbox').first();
  const brandLabel = (await firstBrand.evaluate((el) => (el as HTMLInputElement).labels?.[0]?.textContent ?? '')).replace(/\(\d+\)\s*$/, '').trim();
  // The facet state lives in the URL: the box is checked once the navigation has been applied.
  await firstBrand.click();
  await expect(page).toHaveURL(/[?&]brand=/);
  await expect(firstBrand).toBeChecked();
  await expect.poll(() => resultCount(page)).toBeLessThan(all);
  const filtered = await resultCount(page);
  await expect(grid(page).getByRole('article').first()).toContainText(new RegExp(brandLabel, 'i'));

  // Sorting by price, low to high: the URL carries s and the first prices are in ascending order.
  await grid(page).getByLabel(t('en', 'search.sort.label')).selectOption('price-asc');
  await expect(page).toHaveURL(/[?&]s=price-asc/);
  await expect.poll(() => resultCount(page)).toBe(filtered);
  const ascending = (prices: number[]) => prices.length > 1 && prices.every((p, i) => i === 0 || prices[i - 1]! <= p);
  await expect.poll(async () => ascending(await tilePrices(page))).toBe(true);

  // Clearing the facet and paging to page 2.
  await grid(page).getByRole('button', { name: t('en', 'search.facets.clear') }).click();
  await expect(page).not.toHaveURL(/[?&]brand=/);
  await expect.poll(() => resultCount(page)).toBe(all);
  const pager = grid(page).getByRole('navigation', { name: t('en', 'search.paging.label') });
  await pager.getByRole('link', { name: t('en', 'search.paging.nextLabel') }).click();
  await expect(page).toHaveURL(/[?&]p=2/);
  await expect(pager.getByRole('link', { name: t('en', 'search.paging.page', { page: '2' }) })).toHaveAttribute('aria-current', 'page');

  // Back restores page 1.
  await page.goBack();
  await expect(page).not.toHaveURL(/[?&]p=2/);

  // Open a product from the list.
  const tile = grid(page).getByRole('article').first();
  const name = (await tile.getByRole('heading').textContent())?.trim() ?? '';
  await tile.getByRole('link', { name }).first().click();
  await expect(grid(page).getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(grid(page).getByRole('button', { name: t('en', 'product.details.addToCart') })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
});

test('compare three products side by side', async ({ page }) => {
  await page.goto('/en/search?q=drill');
  const tiles = grid(page).getByRole('article');
  await expect(tiles.nth(3)).toBeVisible();
  const names: string[] = [];
  for (let i = 0; i < 3; i++) {
    const tile = tiles.nth(i);
    names.push((await tile.getByRole('heading').textContent())?.trim() ?? '');
    const toggle = tile.getByRole('checkbox', { name: /^Compare / });
    await toggle.click();
    await expect(toggle).toBeChecked();
  }
  // SPEC §5: at most 3 — a fourth cannot be added.
  await expect(tiles.nth(3).getByRole('checkbox', { name: /^Compare / })).toBeDisabled();

  const bar = page.getByRole('region', { name: t('en', 'compare.bar.label') });
  await bar.getByRole('link', { name: /Compare \(3\/3\)/ }).click();
  await expect(page).toHaveURL(/\/en\/product-comparison$/);
  const table = grid(page).getByRole('table');
  for (const name of names) await expect(table.getByRole('link', { name })).toBeVisible();

  // Show only differences hides equal rows; the comparison survives a reload (stored under 'comparison').
  const rowsBefore = await table.getByRole('row').count();
  const onlyDifferences = grid(page).getByRole('switch', { name: t('en', 'compare.page.onlyDifferences') });
  await onlyDifferences.click();
  await expect(onlyDifferences).toBeChecked();
  await expect.poll(() => table.getByRole('row').count()).toBeLessThanOrEqual(rowsBefore);
  await page.reload();
  for (const name of names) await expect(grid(page).getByRole('table').getByRole('link', { name })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('comparison'))).toContain('productIds');
});

test.describe('as a logged-in customer at 1280 × 900', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('sorting by price ascending orders by the prices the customer pays (the prices shown)', async ({ page }) => {
    await logIn(page, CATALOGUE_BUYER);
    await page.goto('/en/search');
    await expect(page.getByText(/^\d+ products?$/)).toBeVisible();
    await grid(page).getByLabel(t('en', 'search.sort.label')).selectOption('price-asc');
    await expect(page).toHaveURL(/[?&]s=price-asc/);
    const ascending = (prices: number[]) => prices.every((p, i) => i === 0 || prices[i - 1]! <= p);
    // Every tile's price has arrived (the customer's net prices come from GetPrices) and they ascend.
    await expect
      .poll(async () => {
        const prices = await tilePrices(page);
        return prices.length === 24 && ascending(prices);
      })
      .toBe(true);
    // Some of them are discounted (a struck-through list price next to the net price): the order is not the
    // list prices' order.
    const texts = await grid(page).getByRole('article').allTextContents();
    expect(texts.some((text) => (text.match(/DKK\s*[\d.]+,\d{2}/g) ?? []).length >= 2)).toBe(true);
  });
});
