import { expect, test, type Page } from '@playwright/test';
import { logIn, t, type DemoLogin } from './support';

/** The catalogue journeys' own buyer (server/seed/customers.ts): customer 10002, price group B. */
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
  const pager = grid(page).getByRole('navigation', { name: t('en', 'components.pager.label') });
  await pager.getByRole('link', { name: t('en', 'components.pager.nextLabel') }).click();
  await expect(page).toHaveURL(/[?&]p=2/);
  await expect(pager.getByRole('link', { name: t('en', 'components.pager.page', { page: '2' }) })).toHaveAttribute('aria-current', 'page');

  // Back restores page 1.
  await page.goBack();
  await expect(page).not.toHaveURL(/[?&]p=2/);

  // Open a product from the list.
  const tile = grid(page).getByRole('article').first();
  const name = (await tile.getByRole('heading').textContent())?.trim() ?? '';
  await tile.getByRole('link', { name }).first().click();
  await expect(grid(page).getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(grid(page).getByRole('button', { name: t('en', 'product.details.addToCart'), exact: true })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
});

test('compare three products side by side', async ({ page }) => {
  await page.goto('/en/search?q=drill');
  const tiles = grid(page).getByRole('article');
  await expect(tiles.nth(3)).toBeVisible();
  const bar = page.getByRole('region', { name: t('en', 'compare.bar.label') });
  const names: string[] = [];
  for (let i = 0; i < 3; i++) {
    const tile = tiles.nth(i);
    names.push((await tile.getByRole('heading').textContent())?.trim() ?? '');
    const toggle = tile.getByRole('checkbox', { name: /^Compare / });
    await toggle.click();
    await expect(toggle).toBeChecked();
    // The bar (a lazy chunk, fixed at the bottom) is in place before the next click, which then aims around it.
    await expect(bar.getByRole('link', { name: new RegExp(`Compare \\(${i + 1}/3\\)`) })).toBeVisible();
  }
  // SPEC §5: at most 3 — a fourth cannot be added.
  await expect(tiles.nth(3).getByRole('checkbox', { name: /^Compare / })).toBeDisabled();

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

/** The levels of the page's headings in document order (visually hidden ones too; not those hidden from everyone). */
async function headingLevels(page: Page): Promise<number[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('h1, h2, h3, h4, h5, h6'))
      .filter((h) => h.checkVisibility() && !h.closest('[aria-hidden="true"]'))
      .map((h) => Number(h.tagName.slice(1))),
  );
}

/** Issue 9: home and offers open with an h1; no page jumps a level (h1 → h3) on the way down. */
for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`headings: one h1 and no skipped level on home, offers, category and search pages at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    for (const url of ['/en', '/en/offers', '/en/fastening/screws', '/en/search?q=screw']) {
      await page.goto(url);
      await expect(grid(page).getByRole('heading', { level: 1 })).toBeVisible();
      if (url !== '/en') await expect(grid(page).getByRole('article').first()).toBeVisible();
      const levels = await headingLevels(page);
      expect(levels.filter((level) => level === 1), url).toHaveLength(1);
      expect(levels[0], url).toBe(1);
      const jumps = levels.flatMap((level, i) => (i > 0 && level > levels[i - 1]! + 1 ? [`h${levels[i - 1]} → h${level}`] : []));
      expect(jumps, url).toEqual([]);
    }
  });
}

test('keyboard: the skip links lead from the top of the search results to the first product in a few Tabs', async ({ page }) => {
  await page.goto('/en/search?q=screw');
  const first = grid(page).getByRole('article').first();
  await expect(first).toBeVisible();
  const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

  await page.keyboard.press('Tab');
  expect(await focused()).toBe(t('en', 'app.layout.skipToContent'));
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  expect(await focused()).toBe(t('en', 'search.results.skipTo'));
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  const name = (await first.getByRole('heading').textContent())?.trim() ?? '';
  await expect(first.getByRole('link', { name, exact: true })).toBeFocused();
});

/** Records the page's layout shifts from its first load on, with the CPU 4× slower (a phone). */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** All shifts added up (at least the largest session window that CLS reports). */
const layoutShiftTotal = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((a, b) => a + b, 0));

test.describe('on a phone (390 × 844, CPU 4× slower)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the search results page reserves its room while it loads: CLS ≤ 0.05', async ({ page }) => {
    await watchLayoutShifts(page);
    await page.goto('/en/search?q=screw');
    await expect(grid(page).getByRole('article').nth(3)).toBeVisible();
    // The prices and images of the first tiles have arrived, and a moment more for late shifts.
    await expect(grid(page).getByRole('article').first()).toContainText(/DKK/);
    await page.waitForTimeout(1000);
    const total = await layoutShiftTotal(page);
    expect(total).toBeLessThanOrEqual(0.05);
  });

  test('a product page opened cold shows its details at once, the related products below them: CLS ≤ 0.05', async ({ page }) => {
    // A product's URL from the search API, opened as a first visit (its content and lists come with the page).
    const found = await page.request.post('/api/Product/GetProductsBySearch', {
      data: { area: { areaId: 'b2b', currencyCode: 'DKK', languageCode: 'en' }, facets: [], skip: 0, take: 1, search: { freeText: 'screw' }, sorting: [] },
    });
    const url = ((await found.json()) as { items: { item: { url: string } }[] }).items[0]!.item.url;
    await watchLayoutShifts(page);
    await page.goto(url);
    const main = grid(page);
    await expect(main.getByRole('button', { name: t('en', 'product.details.addToCart'), exact: true })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Related products' })).toBeVisible(); // the product template's list (seed)
    await page.waitForTimeout(1000);
    const total = await layoutShiftTotal(page);
    expect(total).toBeLessThanOrEqual(0.05);
  });

  test('the failed state of Add to cart does not move the button or what is around it', async ({ page }) => {
    await page.goto('/en/search?q=screw');
    const tile = grid(page).getByRole('article').first();
    const name = (await tile.getByRole('heading').textContent())?.trim() ?? '';
    await tile.getByRole('link', { name, exact: true }).click();
    const main = grid(page);
    await expect(main.getByRole('heading', { level: 1, name })).toBeVisible();
    const quantity = main.getByLabel(t('en', 'product.details.quantity'), { exact: true });
    const button = main.getByRole('button', { name: t('en', 'product.details.addToCart'), exact: true });
    await quantity.fill('abc');
    await expect(main.getByRole('alert')).toBeVisible();
    // The failed state renames the button ('Failed', the error as its title): hold on to the element itself.
    const element = await button.elementHandle();
    const boxes = async () => ({ button: await element!.boundingBox(), quantity: await quantity.boundingBox() });
    const before = await boxes();
    await button.click();
    await expect.poll(() => element!.getAttribute('data-state')).toBe('failed');
    expect(await boxes()).toEqual(before);
  });
});
