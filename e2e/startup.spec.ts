/**
 * The start-up calls and scripts the server names as preloads in the HTML (server/services/pageStatus.ts,
 * src/api/startupRequests.ts, dist/startup-chunks.json) are the storefront's own requests: on a cold load each goes
 * over the wire once — the preload — and the page renders from it. A second request would mean a wasted preload.
 */
import { expect, test } from '@playwright/test';

const STARTUP = [
  '/api/Site/GetSiteConfiguration',
  '/api/Area/GetAreaByDomain',
  '/api/Content/GetTranslationsByAreaId',
  '/api/Content/GetContentByUrl',
];

for (const path of ['/en', '/en/fastening/screws', '/sv']) {
  test(`cold load of ${path}: each start-up call once, taken from its preload`, async ({ page }) => {
    const seen: string[] = [];
    const scripts: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (STARTUP.includes(url.pathname)) seen.push(`${url.pathname}${url.search}`);
      if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')) scripts.push(url.pathname);
    });
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const html = (await response?.text()) ?? '';
    expect(html.match(/<link rel="preload" as="fetch"/g)).toHaveLength(4);
    const preloadedScripts = [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)">/g)].map((m) => m[1]);
    expect(preloadedScripts.length).toBeGreaterThanOrEqual(2); // the locale's messages and the content screen
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(new Set(seen).size).toBe(4);
    expect(seen).toHaveLength(4); // no URL twice
    for (const script of preloadedScripts) expect(scripts.filter((s) => s === script)).toHaveLength(1);
  });
}
