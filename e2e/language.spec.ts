import { expect, test } from '@playwright/test';
import { HTML_LANG, t } from './support';

const DAY_S = 24 * 60 * 60;

/**
 * SPEC §2 language switcher: a flag link per language; choosing one loads the whole page (a full page load) at
 * the current page's URL in that language, and sets the locale cookie (SPEC §9: 365 days, path /, SameSite Lax).
 * The page is a seeded info page (server/seed/content.ts: about-us / om-oss).
 */
test('switching from English to Swedish on an info page loads the Swedish page', async ({ page, context }) => {
  await page.goto('/en/about-us');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'About Nordlys Teknik' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG.en);

  const switcher = page.getByRole('navigation', { name: t('en', 'layout.localeChanger.label') });
  const english = switcher.getByRole('link', { name: 'English' });
  const swedish = switcher.getByRole('link', { name: 'Svenska' });
  await expect(english).toHaveAttribute('aria-current', 'true');
  await expect(swedish).toHaveAttribute('href', '/sv/om-oss');

  // A full page load: the marker set on this document is gone on the next one.
  await page.evaluate(() => Object.assign(window, { __e2eDocument: true }));
  const swedishLoad = page.waitForEvent('load');
  const before = Date.now() / 1000;
  await swedish.click();
  await swedishLoad;

  await expect(page).toHaveURL(/\/sv\/om-oss$/);
  expect(await page.evaluate(() => '__e2eDocument' in window)).toBe(false);
  await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG.sv);
  await expect(main.getByRole('heading', { level: 1, name: 'Om Nordlys Teknik' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: t('sv', 'layout.localeChanger.label') }).getByRole('link', { name: 'Svenska' }),
  ).toHaveAttribute('aria-current', 'true');

  const cookie = (await context.cookies()).find((c) => c.name === 'locale');
  expect(cookie).toMatchObject({ value: 'sv', path: '/', sameSite: 'Lax' });
  // 365 days from the click (a few minutes of slack for slow machines).
  expect(cookie!.expires).toBeGreaterThan(before + 365 * DAY_S - 300);
  expect(cookie!.expires).toBeLessThan(before + 365 * DAY_S + 300);
});
