/**
 * The start-up calls (common/startup.ts) come answered in the HTML (server/services/firstScreen.ts,
 * src/api/serverAnswers.ts) and the scripts a page imports first are preloaded (dist/startup-chunks.json): on a
 * visitor's cold load no start-up call goes over the wire and each preloaded script once — nothing competes with the
 * scripts on a slow phone's few connections. The anonymous token is asked for once the page has been shown. A
 * logged-in user's page takes the website calls' answers and asks for its own content.
 */
import { expect, test } from '@playwright/test';
import { logIn } from './support';

const STARTUP = [
  '/api/Site/GetSiteConfiguration',
  '/api/Area/GetAreaByDomain',
  '/api/Content/GetTranslationsByAreaId',
  '/api/Content/GetContentByUrl',
];
const TOKEN = '/api/User/GenerateNotLoggedInToken';

for (const path of ['/en', '/en/fastening/screws', '/sv']) {
  test(`cold load of ${path}: the start-up calls come with the page, the token after it`, async ({ page }) => {
    const seen: string[] = [];
    const scripts: string[] = [];
    let heading = false;
    let tokenBeforePage = false;
    let tokenAsked = false;
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (STARTUP.includes(url.pathname)) seen.push(`${url.pathname}${url.search}`);
      if (url.pathname === TOKEN) {
        tokenAsked = true;
        if (!heading) tokenBeforePage = true;
      }
      if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')) scripts.push(url.pathname);
    });
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const html = (await response?.text()) ?? '';
    expect(html).not.toContain('as="fetch"');
    const answered = JSON.parse(/<script type="application\/json" id="server-answers">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}') as object;
    expect(Object.keys(answered).filter((key) => key.startsWith('GET '))).toHaveLength(4);
    const preloadedScripts = [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)">/g)].map((m) => m[1]);
    expect(preloadedScripts.length).toBeGreaterThanOrEqual(2); // the locale's messages and the content screen
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    heading = true;
    // The anonymous token follows the first page (src/app/AfterFirstPaint.tsx).
    await expect.poll(() => tokenAsked).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(seen).toEqual([]);
    expect(tokenBeforePage).toBe(false);
    for (const script of preloadedScripts) expect(scripts.filter((s) => s === script)).toHaveLength(1);
  });
}

test("a logged-in customer's page takes the website calls' answers and asks for its own content", async ({ page }) => {
  await logIn(page);
  const seen: { path: string; auth: string | null }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (STARTUP.includes(url.pathname)) seen.push({ path: url.pathname, auth: request.headers().authorization ?? null });
  });
  await page.goto('/en/fastening/screws');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(seen.map((s) => s.path)).toEqual(['/api/Content/GetContentByUrl']);
  expect(seen[0]!.auth).toMatch(/^Bearer /);
});

/**
 * The first screen in the HTML (server/services/firstScreen.ts, src/api/serverAnswers.ts): a visitor's category and
 * search pages show their products without a search request, the first tiles' images come from their preloads;
 * a logged-in customer's list is searched for their prices.
 */
for (const path of ['/en/fastening/screws', '/en/search?q=screw']) {
  test(`cold load of ${path}: the products come with the page, their first images preloaded`, async ({ page }) => {
    const searches: string[] = [];
    const images: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/Product/GetProductsBySearch') searches.push(request.postData() ?? '');
      if (url.pathname.startsWith('/images/')) images.push(url.pathname);
    });
    const response = await page.goto(path);
    const html = (await response?.text()) ?? '';
    expect(html).toContain('<script type="application/json" id="server-answers">');
    const preloaded = [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)" fetchpriority="high">/g)].map((m) => m[1]!);
    expect(preloaded.length).toBeGreaterThan(0);
    const tiles = page.getByRole('main').getByRole('article');
    await expect(tiles.first()).toBeVisible();
    await expect(tiles).toHaveCount(24);
    await page.waitForLoadState('networkidle');
    expect(searches).toEqual([]);
    for (const src of preloaded) expect(images.filter((s) => s === src)).toHaveLength(1);
    await expect(page.locator('#server-answers')).toHaveCount(0); // read and removed
  });
}

test("a logged-in customer's category page searches for the customer's prices", async ({ page }) => {
  await logIn(page);
  const searches: (string | null)[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/Product/GetProductsBySearch') searches.push(request.headers().authorization ?? null);
  });
  await page.goto('/en/fastening/screws');
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await expect.poll(() => searches.length).toBeGreaterThan(0);
  expect(searches[0]).toMatch(/^Bearer /);
});
