import { expect, test } from '@playwright/test';
import { HTML_LANG, t } from './support';

/** SPEC §2: an unknown URL shows the 404 text with a link back home. */
test('unknown English URL shows the 404 page with a link home', async ({ page }) => {
  await page.goto('/en/this-does-not-exist');

  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG.en);

  await main.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(main.getByRole('heading', { name: 'This page could not be found' })).toHaveCount(0);
  await expect(main.getByRole('heading').first()).toBeVisible();
});

test('unknown Danish URL shows the Danish 404 text', async ({ page }) => {
  await page.goto('/denne-side-findes-ikke');

  await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG.da);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: t('da', 'app.error.notFound') })).toBeVisible();
  await expect(main.getByRole('link', { name: t('da', 'app.error.backHome') })).toHaveAttribute('href', '/');
});

/** Issue 9: crawlers and link checkers get the status — 404 for an unknown path, 200 for real pages. */
test('an unknown URL answers HTTP 404 and shows the 404 page; a real page answers 200', async ({ page }) => {
  const missing = await page.goto('/en/no-such-page-at-all');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('main').getByRole('heading', { name: t('en', 'app.error.notFound') })).toBeVisible();

  const danish = await page.goto('/findes/slet/ikke');
  expect(danish?.status()).toBe(404);
  await expect(page.getByRole('main').getByRole('heading', { name: t('da', 'app.error.notFound') })).toBeVisible();

  const real = await page.goto('/en/about-us');
  expect(real?.status()).toBe(200);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
});

/**
 * SPEC §2: the comparison at every form the spec names, under every language prefix — one canonical path per
 * language (Danish /produkt-sammenligning, English /en/product-comparison, Swedish /sv/ecom/productComparison),
 * the other forms redirect to it (the server answers 301; the page then shows the comparison).
 */
test('the comparison paths work under every prefix and redirect to one canonical path per language', async ({ page }) => {
  const cases: [from: string, canonical: string, locale: 'da' | 'en' | 'sv'][] = [
    ['/ecom/productComparison', '/produkt-sammenligning', 'da'],
    ['/product-comparison', '/produkt-sammenligning', 'da'],
    ['/en/ecom/productComparison', '/en/product-comparison', 'en'],
    ['/en/produkt-sammenligning', '/en/product-comparison', 'en'],
    ['/sv/produkt-sammenligning', '/sv/ecom/productComparison', 'sv'],
    ['/sv/product-comparison', '/sv/ecom/productComparison', 'sv'],
  ];
  for (const [from, canonical, locale] of cases) {
    const response = await page.goto(from);
    expect(response?.status(), from).toBe(200);
    expect(response?.request().redirectedFrom()?.url(), from).toMatch(new RegExp(`${from.replace(/[/.]/g, '\\$&')}$`));
    expect(new URL(page.url()).pathname, from).toBe(canonical);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: t(locale, 'compare.page.title') })).toBeVisible();
  }
  // The canonical paths themselves answer 200 without a redirect.
  for (const canonical of ['/produkt-sammenligning', '/en/product-comparison', '/sv/ecom/productComparison']) {
    const response = await page.goto(canonical);
    expect(response?.status(), canonical).toBe(200);
    expect(response?.request().redirectedFrom(), canonical).toBeNull();
  }
});
