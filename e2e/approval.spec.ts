/**
 * Issue 20 journeys of spending limits and order approval, against the real server and its seed (10001, Byg & Bolig;
 * server/seed/approvals.ts), each buyer a demo login of its own:
 * - godkend@demo.dk (Kasper Bro, DKK 2,000 per order) on a desktop orders over his limit: the checkout says the order
 *   will wait, the receipt and the order list say 'waiting for approval'; the company admin (kunde@demo.dk, Mette
 *   Hansen) approves it in customer centre → 'Approvals'; the order becomes PendingTransfer, the transfer worker hands
 *   it to the ERP (its document in DATA_DIR/erp-outbox) and the buyer's list no longer says it waits;
 * - the whole way from an invitation: the admin invites a new buyer and gives them a DKK 1,000 limit per order; the
 *   buyer sets a password from the mailed link, orders over the limit; the admin approves; the ERP gets the order;
 * - laerling@demo.dk (Tobias Kragh, a requester) on a phone sends a cart for approval in Danish.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { e2eDataDir } from './dataDir';
import { invitationLink } from './mail';
import { cartButton, logIn, logInOnPhone, t, type DemoLogin } from './support';

const AREA_EN = { areaId: 'b2b', currencyCode: 'DKK', languageCode: 'en' };
const LIMITED_BUYER: DemoLogin = { username: 'godkend@demo.dk', password: 'demo1234', name: 'Kasper Bro' };
const REQUESTER: DemoLogin = { username: 'laerling@demo.dk', password: 'demo1234', name: 'Tobias Kragh' };
const ADMIN: DemoLogin = { username: 'kunde@demo.dk', password: 'demo1234', name: 'Mette Hansen' };

interface SearchItem {
  item: { id: string; variants: { id: string }[]; unitPrices: { unitId: string; price: number }[]; availability?: { status: string } };
}

/**
 * An item without variants, in stock, sold per piece, with its list price (DKK, excl. VAT) at least `minPrice` — the
 * last such item of the first page: other journeys buy the first ones at the same time, and a purchase of the same
 * item's stock moves its earliest delivery date while this journey is at the checkout (the order is then refused).
 */
async function pricedItem(request: APIRequestContext, minPrice: number): Promise<{ id: string; price: number }> {
  const response = await request.post('/api/Product/GetProductsBySearch', { data: { area: AREA_EN, skip: 0, take: 100 } });
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: SearchItem[] };
  const found = [...items].reverse().find(
    ({ item }) => item.variants.length === 0 && item.unitPrices[0]?.unitId === 'STK' && item.unitPrices[0].price >= minPrice && item.availability?.status === 'inStock',
  );
  expect(found).toBeDefined();
  return { id: found!.item.id, price: found!.item.unitPrices[0]!.price };
}

/** Pastes one row into the cart page's quick order (English or Danish path) and waits until the server has the cart. */
async function fillCart(page: Page, item: string, quantity: number, locale: 'en' | 'da' = 'en') {
  await page.goto(locale === 'en' ? '/en/cart' : '/kurv');
  const saved = page.waitForResponse((r) => /\/api\/Cart\/(SaveCart|CalculateCart)$/.test(r.url()) && r.ok());
  await page.getByLabel(t(locale, 'quickOrder.paste.label')).fill(`${item}\t${quantity}`);
  await page.getByRole('button', { name: t(locale, 'quickOrder.paste.add'), exact: true }).click();
  await saved;
}

/** axe's critical and serious findings on the page (as e2e/a11y.spec.ts fails them; its walks see pages as a buyer). */
async function axeProblems(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } }).analyze();
  return results.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious' || v.id === 'landmark-unique' || v.id === 'page-has-heading-one')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/** The ERP document of order `number` once the transfer worker (every few seconds) has written it. */
async function erpDocument(number: string): Promise<{ orderNumber: string; customerNumber: string }> {
  const file = path.join(e2eDataDir(), 'erp-outbox', `${number}.json`);
  let text = '';
  await expect
    .poll(async () => (text = await readFile(file, 'utf8').catch(() => '')), { timeout: 30_000, message: `the ERP document ${file}` })
    .not.toBe('');
  return JSON.parse(text) as { orderNumber: string; customerNumber: string };
}

async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await logIn(page, ADMIN);
  return page;
}

test.describe('desktop 1280 × 900', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("an order over the buyer's limit waits for approval; the admin approves it and it reaches the ERP", async ({ page, browser }) => {
    test.slow(); // two sessions, a dozen pages and axe checks: more than the default 30 s on a busy machine
    const item = await pricedItem(page.request, 100);
    await logIn(page, LIMITED_BUYER);
    // Twice the DKK 2,000 limit at list price: over it whatever the customer's discounts.
    await fillCart(page, item.id, Math.ceil(4000 / item.price));
    await expect(cartButton(page, 1)).toBeVisible();
    const limits = page.getByRole('region', { name: t('en', 'cart.limits.heading') });
    await expect(limits).toContainText('Your limit per order: DKK 2.000,00 excl. VAT');
    await expect(limits).toContainText(t('en', 'cart.limits.overOrder'));

    await page.getByRole('link', { name: t('en', 'cart.page.goToCheckout') }).click();
    await expect(page).toHaveURL(/\/en\/checkout$/);
    await page.getByRole('radiogroup', { name: t('en', 'checkout.paymentMethod') }).getByRole('radio', { name: /invoice/i }).check();
    await expect(page.getByRole('region', { name: t('en', 'cart.limits.heading') })).toContainText(t('en', 'cart.limits.overOrder'));
    await page.getByRole('button', { name: t('en', 'checkout.placeOrder') }).click();

    await expect(page).toHaveURL(/\/checkout\/kvittering\?cartId=/);
    await expect(page.getByText(t('en', 'checkout.receipt.awaitingApproval'))).toBeVisible();
    const number = ((await page.getByText(/^Order number \d{6,}$/).textContent()) ?? '').replace(/\D/g, '');
    expect(number).toMatch(/^\d{6,}$/);
    await page.goto('/en/kundecenter/ordre');
    const row = page.getByRole('table', { name: /Orders, page 1/ }).getByRole('row').filter({ hasText: number });
    await expect(row).toContainText(t('en', 'customerCentre.orderStatus.awaitingApproval'));

    // The company admin approves it in 'Approvals'.
    const admin = await adminPage(browser);
    await admin.goto('/en/customercenter/approvals');
    const card = admin.getByRole('article', { name: `Order ${number}` });
    await expect(card).toContainText('Kasper Bro');
    await expect(card).toContainText('Over the per-order limit of DKK 2.000,00');
    expect(await axeProblems(admin)).toEqual([]);
    await card.getByRole('button', { name: t('en', 'approvals.approve') }).click();
    await expect(admin.getByText(`Order ${number} has been approved and sent on.`)).toBeVisible();
    await admin.context().close();

    // PendingTransfer → the transfer worker hands it to the ERP.
    const document = await erpDocument(number);
    expect(document).toMatchObject({ orderNumber: number, customerNumber: '10001' });
    await page.reload();
    await expect(page.getByRole('table', { name: /Orders, page 1/ }).getByRole('row').filter({ hasText: number })).not.toContainText(
      t('en', 'customerCentre.orderStatus.awaitingApproval'),
    );
  });
});

test.describe('from the invitation to the ERP, desktop 1280 × 900', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the admin invites a buyer with a limit; the buyer sets a password from the mail and orders over it; the admin approves', async ({ page, browser }) => {
    test.slow(); // two sessions and the invitation mail: more than the default 30 s on a busy machine
    const buyer = { username: 'ole.ordre@demo.dk', name: 'Ole Ordre', password: 'ole-kode-2026' };
    const item = await pricedItem(page.request, 100);
    const admin = await adminPage(browser);
    await admin.goto('/en/customercenter/company');
    const main = admin.getByRole('main');
    const invite = main.getByRole('region', { name: t('en', 'company.invite.heading') });
    await invite.getByLabel(t('en', 'company.invite.name'), { exact: true }).fill(buyer.name);
    await invite.getByLabel(t('en', 'company.invite.email'), { exact: true }).fill(buyer.username);
    await invite.getByLabel(t('en', 'company.invite.role'), { exact: true }).selectOption('buyer');
    await invite.getByLabel(t('en', 'company.invite.language')).selectOption('en');
    await invite.getByRole('button', { name: t('en', 'company.invite.submit') }).click();
    await expect(invite.getByRole('status')).toHaveText(t('en', 'company.invite.sent', { email: buyer.username }));

    // A limit of DKK 1,000 per order for the new buyer.
    const row = main.getByRole('table', { name: t('en', 'company.users') }).getByRole('row').filter({ has: admin.getByRole('rowheader', { name: buyer.name }) });
    const editFor = t('en', 'company.limits.editFor', { name: buyer.name });
    await row.getByRole('button', { name: editFor }).click();
    const form = row.getByRole('form', { name: editFor });
    await form.getByRole('textbox', { name: new RegExp(`^${t('en', 'company.limits.orderLimit').replace(/[()]/g, '\\$&')}`) }).fill('1000');
    await form.getByRole('button', { name: t('en', 'company.limits.save') }).click();
    await expect(main.getByText(t('en', 'company.limits.saved', { name: buyer.name }))).toBeVisible();

    // The buyer, in a browser of their own: the link from the mail, a password, logged in; then an order over the limit.
    const context = await browser.newContext({ baseURL: new URL(admin.url()).origin, viewport: { width: 1280, height: 900 } });
    const buyerPage = await context.newPage();
    await buyerPage.goto(await invitationLink(buyer.username));
    await buyerPage.getByLabel(t('en', 'account.password.new'), { exact: true }).fill(buyer.password);
    await buyerPage.getByLabel(t('en', 'account.password.repeat')).fill(buyer.password);
    await buyerPage.getByRole('button', { name: t('en', 'account.reset.submit') }).click();
    await expect(buyerPage.getByRole('banner').getByText(buyer.name, { exact: true })).toBeVisible();
    // Twice the limit at list price: over it whatever the customer's discounts.
    await fillCart(buyerPage, item.id, Math.ceil(2000 / item.price));
    await expect(buyerPage.getByRole('region', { name: t('en', 'cart.limits.heading') })).toContainText(t('en', 'cart.limits.overOrder'));
    await buyerPage.goto('/en/checkout');
    await buyerPage.getByRole('radiogroup', { name: t('en', 'checkout.paymentMethod') }).getByRole('radio', { name: /invoice/i }).check();
    await buyerPage.getByRole('button', { name: t('en', 'checkout.placeOrder') }).click();
    await expect(buyerPage.getByText(t('en', 'checkout.receipt.awaitingApproval'))).toBeVisible();
    const number = ((await buyerPage.getByText(/^Order number \d{6,}$/).textContent()) ?? '').replace(/\D/g, '');
    expect(number).toMatch(/^\d{6,}$/);
    await context.close();

    // The admin approves it; the transfer worker hands it to the ERP.
    await admin.goto('/en/customercenter/approvals');
    const card = admin.getByRole('article', { name: `Order ${number}` });
    await expect(card).toContainText(buyer.name);
    await expect(card).toContainText('Over the per-order limit of DKK 1.000,00');
    await card.getByRole('button', { name: t('en', 'approvals.approve') }).click();
    await expect(admin.getByText(`Order ${number} has been approved and sent on.`)).toBeVisible();
    await admin.context().close();
    expect(await erpDocument(number)).toMatchObject({ orderNumber: number, customerNumber: '10001' });
  });
});

test.describe('phone 390 × 844', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a requester sends a cart for approval (Danish)', async ({ page }) => {
    const item = await pricedItem(page.request, 10);
    await logInOnPhone(page, REQUESTER);
    await fillCart(page, item.id, 1, 'da');
    await expect(page.getByRole('region', { name: t('da', 'cart.limits.heading') })).toContainText(t('da', 'cart.limits.requester'));
    await page.goto('/checkout');
    await page.getByRole('radiogroup', { name: t('da', 'checkout.paymentMethod') }).getByRole('radio', { name: /faktura/i }).check();
    const send = page.getByRole('button', { name: t('da', 'checkout.placeOrder.sendForApproval') });
    await expect(send).toBeEnabled();
    await send.click();
    await expect(page).toHaveURL(/\/checkout\/kvittering\?cartId=/);
    await expect(page.getByText(t('da', 'checkout.receipt.awaitingApproval'))).toBeVisible();
  });
});
