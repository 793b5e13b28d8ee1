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
