/**
 * Issue 20, the sales reps' ledger: Mette Hansen, the company admin of 10001, reads in customer centre → 'Company'
 * what the demo rep (Sofie Sælger) did on the account — the seeded session in which Sofie placed an order, its number
 * linking to the order, and a quote she answered (issue 20 'Quotes') — on a desktop in English and on a phone in
 * Danish. (The rep's own sessions are made by the impersonation journeys, which run in parallel: acting in this
 * journey too would switch theirs off.)
 */
import { expect, test } from '@playwright/test';
import { CUSTOMER, logIn, logInOnPhone, t } from './support';

test('the company admin reads what the sales rep did on the account (desktop, English)', async ({ page }) => {
  await logIn(page, CUSTOMER);
  await page.goto('/en/customercenter/company');
  const section = page.getByRole('region', { name: t('en', 'company.ledger.heading') });
  // The seeded session in which Sofie placed an order for the company (other journeys may add sessions meanwhile;
  // the quotes she answered are entries with a link too).
  const withOrder = section.getByRole('listitem').filter({ has: page.getByRole('link'), hasText: /acted for/ }).first();
  await expect(withOrder).toContainText(/Sofie Sælger acted for .+, /);
  await expect(withOrder).toContainText(t('en', 'company.ledger.end.stopped'));
  const link = withOrder.getByRole('link');
  const number = (await link.innerText()).trim();
  expect(number).toMatch(/^\d+$/);
  // A quote she answered for the company (the seed's, docs/quotes.md) is an entry of its own, linked to the quote.
  const quote = section.getByRole('listitem').filter({ hasText: /^Sofie Sælger answered quote Q-\d+ for / }).first();
  await expect(quote.getByRole('link', { name: /^See quote Q-\d+$/ })).toBeVisible();
  // Its number opens the order.
  await link.click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toContainText(number);
});

test.describe('phone 390 × 844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the ledger in Danish, without sideways scrolling', async ({ page }) => {
    await logInOnPhone(page, CUSTOMER);
    await page.goto('/kundecenter/firma');
    const section = page.getByRole('region', { name: t('da', 'company.ledger.heading') });
    await expect(section.getByRole('listitem').filter({ has: page.getByRole('link'), hasText: /handlede for/ }).first()).toContainText(/Sofie Sælger handlede for .+, /);
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('ledger-phone-da.png') });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
