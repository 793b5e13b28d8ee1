import { expect, test } from '@playwright/test';
import { t } from './support';

/** SPEC §2/§4/§6: a sales rep is sent to the impersonation page until acting for a customer. */
test('a sales rep acts on behalf of a customer user and stops again', async ({ page }) => {
  await page.goto('/en/login');
  const main = page.getByRole('main');
  await main.getByLabel(t('en', 'user.login.username')).fill('salg@demo.dk');
  await main.getByLabel(t('en', 'user.login.password')).fill('demo1234');
  await main.getByRole('button', { name: t('en', 'user.login.submit') }).click();

  // The impostor guard: every page leads to the impersonation page.
  await expect(page).toHaveURL(/\/en\/impersonation$/);
  // Before she has chosen a customer there is no customer centre and no cart to show (issue 9).
  const banner = page.getByRole('banner');
  await expect(banner.getByText('Sofie Sælger').first()).toBeVisible();
  await expect(banner.getByRole('button', { name: t('en', 'layout.header.customerCenter') })).toHaveCount(0);
  await expect(banner.getByRole('link', { name: new RegExp(`^${t('en', 'layout.header.cart')}`) })).toHaveCount(0);
  await expect(banner.getByRole('button', { name: new RegExp(`^${t('en', 'layout.header.cart')}`) })).toHaveCount(0);
  await page.goto('/en/about-us');
  await expect(page).toHaveURL(/\/en\/impersonation$/);
  await expect(main.getByRole('heading', { level: 1, name: t('en', 'impersonation.title') })).toBeVisible();

  await main.getByLabel(t('en', 'impersonation.search.label')).fill('Mette');
  await main.getByRole('button', { name: t('en', 'impersonation.actAsLabel', { name: 'Mette Hansen' }) }).click();
  await expect(page).toHaveURL(/\/en$/);
  const header = page.getByRole('banner');
  await expect(header.getByText(/Mette Hansen/).first()).toBeVisible();
  await expect(header.getByRole('link', { name: /Hansen El-service ApS/ })).toBeVisible();

  // Acting for the customer, other pages open normally.
  await page.goto('/en/about-us');
  await expect(page).toHaveURL(/\/en\/about-us$/);

  // Stop: back to the rep's own session on the impersonation page, where the user she acts for is marked.
  await page.goto('/en/impersonation');
  const row = main.getByRole('row').filter({ hasText: 'Mette Hansen' });
  await expect(row).toHaveAttribute('aria-current', 'true');
  await expect(row).toContainText(t('en', 'impersonation.table.actingNow'));
  await expect(main.locator('tr[aria-current]')).toHaveCount(1);
  await main.getByRole('button', { name: t('en', 'impersonation.stop') }).click();
  await expect(main.getByText(t('en', 'impersonation.current', { name: 'Mette Hansen', customer: 'Hansen El-service ApS' }))).toHaveCount(0);
  await expect(header.getByRole('link', { name: /Hansen El-service ApS/ })).toHaveCount(0);
});
