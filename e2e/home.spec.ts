import { expect, test } from '@playwright/test';
import { HOME, HTML_LANG, escapeRegExp, siteConfiguration, t, type Locale } from './support';

/** The level-2 heading of the seeded home page (server/seed/content.ts, HOME[lang].header). */
const HOME_HEADING: Record<Locale, string> = {
  da: 'Din tekniske grossist siden 1987',
  en: 'Your technical wholesaler since 1987',
  sv: 'Din tekniska grossist sedan 1987',
};

/** SPEC §2: the home page in da (no prefix), /en and /sv — header with a login link, content, footer, title. */
for (const locale of ['da', 'en', 'sv'] as const satisfies Locale[]) {
  test(`home page in ${locale} (${HOME[locale]})`, async ({ page, request }) => {
    const { titlePostfix } = await siteConfiguration(request, locale);

    await page.goto(HOME[locale]);

    await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[locale]);
    const header = page.getByRole('banner');
    await expect(header).toBeVisible();
    await expect(header.getByRole('link', { name: t(locale, 'layout.header.login'), exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { name: HOME_HEADING[locale] })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`${escapeRegExp(titlePostfix)}$`));
  });
}
