/**
 * Issue 10, SEO and analytics in real Chromium against the seeded server: the document head of a product page
 * (canonical, hreflang alternates per language + x-default, meta description), replaced as a whole on client-side
 * navigation to a category and a content page; the data layer: page_view once per navigation (distinct full path),
 * view_item, add_to_cart. An anonymous visitor: the cart lives in this browser only, no other spec sees it.
 * (noindex cannot be switched on in the e2e seed: __tests__/web/app/documentHead.test.tsx covers it.)
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { escapeRegExp, t } from './support';

interface Head {
  canonical: string[];
  alternates: [string, string][];
  descriptions: string[];
  robots: string[];
}

/** The SEO tags in <head> right now. */
const headTags = (page: Page): Promise<Head> =>
  page.evaluate(() => {
    const all = (selector: string) => [...document.head.querySelectorAll(selector)];
    return {
      canonical: all('link[rel="canonical"]').map((l) => l.getAttribute('href') ?? ''),
      alternates: all('link[rel="alternate"][hreflang]').map((l) => [l.getAttribute('hreflang') ?? '', l.getAttribute('href') ?? ''] as [string, string]),
      descriptions: all('meta[name="description"]').map((m) => m.getAttribute('content') ?? ''),
      robots: all('meta[name="robots"]').map((m) => m.getAttribute('content') ?? ''),
    };
  });

type Pushed = Record<string, unknown> & { event?: string };
const dataLayer = (page: Page): Promise<Pushed[]> => page.evaluate(() => (window.dataLayer ?? []) as Record<string, unknown>[]);
const pageViews = async (page: Page) => (await dataLayer(page)).filter((e) => e.event === 'page_view').map((e) => e.page_path);

/** The page's path without the origin (what page_view tracks). */
const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/**
 * The tags of an indexable page at `page.url()`: exactly one canonical (this URL, absolute, on the server's origin),
 * an alternate per seeded language plus x-default (the Danish version), 'en' being the canonical, one non-empty
 * description, no robots meta. Every alternate is a page the server answers with 200.
 */
async function expectIndexableHead(page: Page, request: APIRequestContext, origin: string): Promise<Head> {
  const url = new URL(page.url());
  await expect.poll(async () => (await headTags(page)).canonical).toEqual([`${origin}${url.pathname}`]);
  const head = await headTags(page);
  expect(head.robots).toEqual([]);
  expect(head.descriptions).toHaveLength(1);
  expect(head.descriptions[0]!.length).toBeGreaterThan(20);
  const langs = head.alternates.map(([lang]) => lang);
  expect(langs).toEqual(['da', 'en', 'sv', 'nb', 'fi', 'x-default']);
  const href = Object.fromEntries(head.alternates);
  expect(href.en).toBe(head.canonical[0]);
  expect(href['x-default']).toBe(href.da);
  for (const [, alternate] of head.alternates) {
    expect(alternate.startsWith(`${origin}/`)).toBe(true);
    const response = await request.get(alternate);
    expect(response.status(), alternate).toBe(200);
  }
  return head;
}

/** The <url> entry of `loc` in the English product sitemap (robots.txt → index → urlset pages), as text. */
async function productSitemapEntry(request: APIRequestContext, loc: string): Promise<string | null> {
  const robots = await (await request.get('/robots.txt')).text();
  const index = /^Sitemap: (\S+\/en)$/m.exec(robots)?.[1];
  expect(index, robots).toBeDefined();
  const indexXml = await (await request.get(index!)).text();
  for (const [, page] of indexXml.matchAll(/<loc>([^<]*\/product\/\d+)<\/loc>/g)) {
    const xml = await (await request.get(page!)).text();
    const entry = xml.split('<url>').find((u) => u.includes(`<loc>${loc}</loc>`));
    if (entry) return entry;
  }
  return null;
}

test('product page head and data layer; tags replaced on client-side navigation to a category and a content page', async ({
  page,
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });

  // A full page load of the search page, then client-side navigation to a product.
  await page.goto('/en/search?q=drill');
  const tile = page.getByRole('main').getByRole('article').first();
  const name = ((await tile.getByRole('heading').textContent()) ?? '').trim();
  await tile.getByRole('link', { name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const productPath = pathOf(page);
  await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(name)} \\| `));
  const titles = [await page.title()];
  const product = await expectIndexableHead(page, request, origin);
  await expect.poll(() => pageViews(page)).toEqual(['/en/search?q=drill', productPath]);
  // The same URLs as the server's sitemap: the canonical is a <loc> there with the same alternates.
  const entry = await productSitemapEntry(request, product.canonical[0]!);
  expect(entry, 'the product in the English product sitemap').not.toBeNull();
  for (const [lang, href] of product.alternates) expect(entry).toContain(`hreflang="${lang}" href="${href}"`);
  await expect.poll(async () => (await dataLayer(page)).filter((e) => e.event === 'view_item').length).toBe(1);
  const [viewed] = (await dataLayer(page)).filter((e) => e.event === 'view_item');
  expect((viewed!.ecommerce as { items: { item_name: string }[] }).items[0]!.item_name).toBe(name);

  // Add to cart: one add_to_cart with the product and the quantity.
  await page.getByRole('button', { name: t('en', 'product.details.addToCart'), exact: true }).click();
  await expect.poll(async () => (await dataLayer(page)).filter((e) => e.event === 'add_to_cart').length).toBe(1);
  const [added] = (await dataLayer(page)).filter((e) => e.event === 'add_to_cart');
  const ecommerce = added!.ecommerce as { currency: string; items: { item_id: string; item_name: string; quantity: number }[] };
  expect(ecommerce.currency).toMatch(/^[A-Z]{3}$/);
  expect(ecommerce.items).toHaveLength(1);
  expect(ecommerce.items[0]).toMatchObject({ item_name: name, quantity: 1 });

  // The breadcrumb's category (client-side): the category's tags replace the product's.
  const crumbs = page.getByRole('navigation', { name: t('en', 'blocks.breadcrumbs.label') });
  await crumbs.getByRole('link').last().click();
  await expect(page).not.toHaveURL(new RegExp(`${productPath}$`));
  const categoryPath = pathOf(page);
  const category = await expectIndexableHead(page, request, origin);
  titles.push(await page.title());
  expect(category.descriptions).not.toEqual(product.descriptions);
  const categoryHead = JSON.stringify(category);
  for (const [, href] of product.alternates) expect(categoryHead).not.toContain(href);

  // A content page from the footer (client-side): its tags replace the category's.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Read more about us' }).click();
  await expect(page).toHaveURL(/\/en\/about-us$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const about = await expectIndexableHead(page, request, origin);
  titles.push(await page.title());
  expect(about.descriptions).not.toEqual(category.descriptions);
  for (const [, href] of category.alternates) expect(JSON.stringify(about)).not.toContain(href);

  // page_view: once per navigation, each full path once; the events carry no query values of the visitor.
  await expect.poll(() => pageViews(page)).toEqual(['/en/search?q=drill', productPath, categoryPath, '/en/about-us']);
  // Each with the title of the page it counts (not the previous page's).
  const views = (await dataLayer(page)).filter((e) => e.event === 'page_view');
  expect(views.slice(1).map((e) => e.page_title)).toEqual(titles);
  expect(views.every((e) => e.language === 'en')).toBe(true);
  expect(consoleErrors).toEqual([]);
});
