/**
 * Issue 8 customer-centre journeys against the real server and its seeded history (docs/customer-centre-api.md):
 * the header menu → orders → an order → invoices → an invoice's PDF, read only, as kunde@demo.dk; and reorder with
 * the preview into the cart as the spec's own buyer genbestil@demo.dk (a colleague at 10001 with a cart of her own,
 * so no other spec shares it).
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { CUSTOMER, logIn, t, type DemoLogin } from './support';

const REORDER_USER: DemoLogin = { username: 'genbestil@demo.dk', password: 'demo1234', name: 'Ulla Bach' };

async function openFromHeaderMenu(page: Page, item: string) {
  const button = page.getByRole('banner').getByRole('button', { name: t('en', 'layout.header.customerCenter') });
  const menu = page.getByRole('menu');
  // A route change closes the menu (SPEC §2): the login's own navigation can still be committing when the URL already
  // reads /en, so a click that lands just before it is undone — open it again until it stays open.
  await expect(async () => {
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
    await expect(menu).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 10_000 });
  await menu.getByRole('menuitem', { name: item }).click();
}

test('orders → order detail → invoices → invoice PDF (read only)', async ({ page }) => {
  await logIn(page, CUSTOMER);
  // The login goes on to the home page; a route change closes the menu, so open it there.
  await expect(page).toHaveURL(/\/en$/);
  await openFromHeaderMenu(page, t('en', 'layout.header.orders'));
  await expect(page).toHaveURL(/\/en\/kundecenter\/ordre$/);
  await expect(page.getByRole('heading', { level: 1, name: t('en', 'customerCentre.orders.title') })).toBeVisible();

  // The seeded history: more than one page of 25, newest first, a transfer status on every row.
  const orders = page.getByRole('table', { name: /^Orders, page 1 of \d+/ });
  await expect(orders).toBeVisible();
  const rows = orders.getByRole('row');
  await expect(rows).toHaveCount(26);
  await expect(page.getByRole('navigation', { name: 'Pages' })).toBeVisible();

  const firstOrder = rows.nth(1).getByRole('rowheader').getByRole('link');
  const orderNumber = (await firstOrder.textContent())!.trim();
  await firstOrder.click();
  await expect(page.getByRole('heading', { level: 1, name: t('en', 'customerCentre.order.title', { number: orderNumber }) })).toBeVisible();
  await expect(page.getByRole('table', { name: t('en', 'customerCentre.lines') })).toBeVisible();
  await expect(page.getByRole('region', { name: t('en', 'customerCentre.totals') })).toContainText(t('en', 'customerCentre.field.totalInclVat'));

  // An id that is not this customer's: the not-found state with the way back.
  await page.goto('/en/kundecenter/ordrer/no-such-order');
  await expect(page.getByRole('main').getByRole('alert')).toContainText(t('en', 'customerCentre.orders.notFound'));
  await page.getByRole('link', { name: t('en', 'customerCentre.orders.back') }).click();
  await expect(page).toHaveURL(/\/en\/kundecenter\/ordre$/);

  await openFromHeaderMenu(page, t('en', 'layout.header.invoices'));
  const invoices = page.getByRole('table', { name: /^Invoices, page 1 of \d+/ });
  await expect(invoices).toBeVisible();
  const invoiceLink = invoices.getByRole('row').nth(1).getByRole('rowheader').getByRole('link');
  const invoiceNumber = (await invoiceLink.textContent())!.trim();
  await invoiceLink.click();
  const title = t('en', 'customerCentre.invoice.title', { number: invoiceNumber });
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('table', { name: t('en', 'customerCentre.vatSummary') })).toBeVisible();

  const button = page.getByRole('button', { name: t('en', 'customerCentre.pdf.label', { name: title }) });
  const [download, response] = await Promise.all([
    page.waitForEvent('download'),
    page.waitForResponse((r) => r.url().includes('/api/CustomerCenter/GetInvoicePdf')),
    button.click(),
  ]);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/pdf/);
  expect(download.suggestedFilename()).toBe(`invoice-${invoiceNumber}.pdf`);
  const file = await readFile((await download.path())!);
  expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(button).toHaveAttribute('data-state', 'added');
});

test('the customer centre in Danish: /kundecenter with its sections', async ({ page }) => {
  await logIn(page, CUSTOMER);
  await page.goto('/kundecenter');
  await expect(page.getByRole('heading', { level: 1, name: 'Kundecenter' })).toBeVisible();
  const sections = page.getByRole('navigation', { name: 'Kundecentrets afsnit' });
  await expect(sections.getByRole('link', { name: 'Fakturaer' })).toHaveAttribute('href', '/kundecenter/fakturaer');
  await expect(page.getByRole('region', { name: 'Seneste ordrer' }).getByRole('row').nth(1)).toBeVisible();
  await sections.getByRole('link', { name: 'Profil' }).click();
  await expect(page).toHaveURL(/\/kundecenter\/profil$/);
  await expect(page.getByRole('region', { name: 'Firma' })).toContainText('10001');
});

test('reorder: the preview shows today’s prices, then the available lines go into the cart', async ({ page }) => {
  await logIn(page, REORDER_USER);
  await page.goto('/en/kundecenter/ordre');
  const orders = page.getByRole('table', { name: /^Orders, page 1 of \d+/ });
  await orders.getByRole('row').nth(1).getByRole('rowheader').getByRole('link').click();
  await page.getByRole('button', { name: t('en', 'customerCentre.reorder.button') }).click();

  const preview = page.getByRole('region', { name: t('en', 'customerCentre.reorder.title') });
  await expect(preview.getByText(t('en', 'customerCentre.reorder.intro'))).toBeVisible();
  const table = preview.getByRole('table');
  await expect(table.getByRole('columnheader', { name: t('en', 'customerCentre.reorder.priceToday') })).toBeVisible();
  // Once checked, every line says whether it can be ordered; nothing is in the cart yet.
  await expect(preview.getByText(/\d+ of \d+ lines? can be ordered\./)).toBeVisible();
  const available = await table.getByRole('cell', { name: t('en', 'customerCentre.reorder.available'), exact: true }).count();
  expect(available).toBeGreaterThan(0);
  const firstItem = (await table.getByRole('row').nth(1).getByRole('rowheader').textContent())!;

  await preview.getByRole('button', { name: t('en', 'customerCentre.reorder.add', { count: String(available) }) }).click();
  await expect(page).toHaveURL(/\/en\/cart$/);
  const itemNumber = /Item no\. (\S+)/.exec(firstItem)?.[1];
  expect(itemNumber).toBeTruthy();
  await expect(page.getByRole('main')).toContainText(itemNumber!);
});
