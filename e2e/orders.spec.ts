/**
 * Issue 16 journeys of the checkout and the documents (items 2, 9, 10, 11, 12, 17), against the real server and its
 * seed, each with a demo buyer of its own at 10002 (Nordisk VVS, net 14 days; a customer's cart lives on the server):
 * - vilkaar@demo.dk on a desktop: the invoice method says the customer's 14 days (English and Danish), the usual
 *   delivery method is chosen already, the receipt names the units as the cart does and carries the terms; the
 *   order list reads the buyer's status ('Received', 'Invoiced'), the invoice shows its delivery address and terms;
 * - kort@demo.dk on a phone (390 × 844): a first order without a usual method — 'Place order' without a delivery
 *   method sends nothing, the message is at the field, which has the focus; the sandbox payment page formats the
 *   amount as the shop does and has the shop's icon; the browser's Back button from it: no 409, no console error.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { cartButton, logIn, logInOnPhone, t, type DemoLogin } from './support';

const AREA_EN = { areaId: 'b2b', currencyCode: 'DKK', languageCode: 'en' };
const TERMS_BUYER: DemoLogin = { username: 'vilkaar@demo.dk', password: 'demo1234', name: 'Anne Kjær' };
const CARD_BUYER: DemoLogin = { username: 'kort@demo.dk', password: 'demo1234', name: 'Mads Lund' };

interface SearchItem {
  item: { id: string; variants: { id: string }[]; unitPrices: { unitId: string }[]; availability?: { status: string } };
}

/** An item number without variants, in stock, whose default unit has a name in the CMS (so the test sees name, not code). */
async function plainItem(request: APIRequestContext, unit: string): Promise<string> {
  const response = await request.post('/api/Product/GetProductsBySearch', { data: { area: AREA_EN, skip: 0, take: 100 } });
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: SearchItem[] };
  // In stock: a product out of stock moves the earliest delivery date (docs/stock.md), which these journeys do not test.
  const found = items.find(({ item }) => item.variants.length === 0 && item.unitPrices[0]?.unitId === unit && item.availability?.status === 'inStock');
  expect(found).toBeDefined();
  return found!.item.id;
}

/** Pastes one row into the English cart page's quick order and waits until the server has the cart. */
async function fillCart(page: Page, item: string, quantity: number) {
  await page.goto('/en/cart');
  const saved = page.waitForResponse((r) => /\/api\/Cart\/(SaveCart|CalculateCart)$/.test(r.url()) && r.ok());
  await page.getByLabel(t('en', 'quickOrder.paste.label')).fill(`${item}\t${quantity}`);
  await page.getByRole('button', { name: t('en', 'quickOrder.paste.add'), exact: true }).click();
  // The badge counts products (lines), not units.
  await expect(cartButton(page, 1)).toBeVisible();
  await saved;
}

/** Every answer of 400 or more and every console error of the page, to assert there are none. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`);
  });
  return problems;
}

test.describe('desktop 1280 × 900', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the invoice method names the customer\'s 14 days, the usual delivery method is chosen; receipt, order list and invoice read as a buyer reads them', async ({ page }) => {
    const problems = watchProblems(page);
    const item = await plainItem(page.request, 'STK');
    await logIn(page, TERMS_BUYER);
    await fillCart(page, item, 3);

    // English checkout: the customer's own terms, and the usual delivery method (the server flags it) is checked.
    const methods = page.waitForResponse((r) => r.url().endsWith('/api/Shipping/GetShippingMethods'));
    await page.getByRole('link', { name: t('en', 'cart.page.goToCheckout') }).click();
    const listed = ((await (await methods).json()) as { shippingMethods: { name: string; extraInfo: { usual?: boolean } }[] }).shippingMethods;
    const usual = listed.find((m) => m.extraInfo.usual === true);
    expect(usual).toBeDefined();
    const delivery = page.getByRole('radiogroup', { name: t('en', 'checkout.deliveryMethod') });
    await expect(delivery.getByRole('radio', { name: new RegExp(`^${usual!.name.replace(/[()]/g, '\\$&')}`) })).toBeChecked();
    const payment = page.getByRole('radiogroup', { name: t('en', 'checkout.paymentMethod') });
    await expect(payment.getByRole('radio', { name: 'Invoice (14 days net)' })).toBeVisible();
    await expect(payment).not.toContainText('30 days');

    // The same in Danish.
    await page.goto('/checkout');
    const betaling = page.getByRole('radiogroup', { name: t('da', 'checkout.paymentMethod') });
    await expect(betaling.getByRole('radio', { name: 'Faktura (14 dage netto)' })).toBeVisible();
    await expect(page.getByRole('radiogroup', { name: t('da', 'checkout.deliveryMethod') }).getByRole('radio', { checked: true })).toHaveCount(1);
    await betaling.getByRole('radio', { name: 'Faktura (14 dage netto)' }).check();
    await page.getByRole('button', { name: t('da', 'checkout.placeOrder') }).click();

    // The receipt: the terms, the unit by its name ('Stk.', as in the cart), a delivery address.
    await expect(page).toHaveURL(/\/checkout\/kvittering\?cartId=/);
    await expect(page.getByRole('region', { name: t('da', 'checkout.receipt.payment') })).toContainText('Faktura (14 dage netto)');
    const line = page.getByRole('table', { name: t('da', 'checkout.receipt.lines') }).getByRole('row').nth(1);
    await expect(line).toContainText('3 Stk.');
    await expect(line).not.toContainText('STK');
    await expect(page.getByRole('region', { name: t('da', 'checkout.receipt.deliveryAddress') })).toContainText('Roskildevej 342');
    const number = ((await page.getByText(/^Ordrenummer \d{6,}$/).textContent()) ?? '').replace(/\D/g, '');

    // The order list: the new order by Anne Kjær, 'Modtaget' — or already 'Under behandling' when the ERP transfer
    // worker (every 5 s) took it before the list was read; the older, invoiced ones 'Faktureret'.
    await page.goto('/kundecenter/ordre');
    const table = page.getByRole('table', { name: /Ordrer, side 1/ });
    const newest = table.getByRole('row').filter({ hasText: number });
    const fresh = [t('da', 'customerCentre.orderStatus.received'), t('da', 'customerCentre.orderStatus.inProgress')];
    await expect(newest).toContainText(new RegExp(fresh.map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')));
    await expect(newest).toContainText('Anne Kjær');
    await expect(table.getByText(t('da', 'customerCentre.orderStatus.invoiced')).first()).toBeVisible();

    // An invoice: the delivery address box is filled (the order's), the terms are the customer's.
    await page.goto('/kundecenter/fakturaer');
    await page.getByRole('table', { name: /Fakturaer, side 1/ }).getByRole('rowheader').getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: /^Faktura \d+$/ })).toBeVisible();
    await expect(page.getByRole('region', { name: t('da', 'customerCentre.deliveryAddress') })).toContainText(/\d{4} /);
    await expect(page.getByRole('region', { name: t('da', 'customerCentre.field.paymentTerms') })).toContainText(/Netto 14 dage|Betalt med kort/);
    expect(problems).toEqual([]);
  });
});

test.describe('phone 390 × 844', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('Place order without a delivery method: message and focus at the field; the card page and Back from it without a 409', async ({ page }) => {
    const problems = watchProblems(page);
    // A first order: the server knows no usual method for this buyer's company here (its flag is taken out), so
    // nothing is chosen for the customer.
    await page.route('**/api/Shipping/GetShippingMethods', async (route) => {
      const response = await route.fetch();
      const json = (await response.json()) as { shippingMethods: { extraInfo: Record<string, unknown> }[] };
      for (const method of json.shippingMethods) delete method.extraInfo.usual;
      await route.fulfill({ response, json });
    });
    const item = await plainItem(page.request, 'STK');
    await logInOnPhone(page, CARD_BUYER);
    await fillCart(page, item, 2);
    await page.getByRole('link', { name: t('en', 'cart.page.goToCheckout') }).click();
    await expect(page).toHaveURL(/\/en\/checkout$/);
    const delivery = page.getByRole('radiogroup', { name: t('en', 'checkout.deliveryMethod') });
    await expect(delivery.getByRole('radio').first()).toBeVisible();
    await expect(delivery.getByRole('radio', { checked: true })).toHaveCount(0);

    const sent: string[] = [];
    page.on('request', (request) => {
      if (/CreateOrderByCartId|CreatePaymentIntent/.test(request.url())) sent.push(request.url());
    });
    const payment = page.getByRole('radiogroup', { name: t('en', 'checkout.paymentMethod') });
    await payment.getByRole('radio', { name: /card/i }).check();
    await page.getByRole('button', { name: t('en', 'checkout.placeOrder') }).click();
    // The message is at the field, the focus on its first option (scrolled into view); no alert at the top.
    await expect(delivery).toHaveAccessibleDescription(t('en', 'checkout.chooseDeliveryMethod'));
    await expect(delivery.getByRole('radio').first()).toBeFocused();
    await expect(delivery.getByRole('radio').first()).toBeInViewport();
    await expect(page.getByText(t('en', 'checkout.fixFields'))).toHaveCount(0);
    expect(sent).toEqual([]);

    // Chosen: the card payment page (sandbox) — money as the shop writes it, and the shop's icon.
    await delivery.getByRole('radio').first().check();
    await expect(delivery).not.toHaveAccessibleDescription(t('en', 'checkout.chooseDeliveryMethod'));
    await page.getByRole('button', { name: t('en', 'checkout.placeOrder') }).click();
    await expect(page).toHaveURL(/\/payment-sandbox\//);
    await expect(page.locator('dd').first()).toHaveText(/^DKK \d{1,3}(\.\d{3})*,\d{2}$/);
    await expect(page.getByRole('button', { name: /^Pay DKK \d{1,3}(\.\d{3})*,\d{2}$/ })).toBeVisible();
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /^data:image\/svg\+xml,/);
    const orderNumber = (await page.locator('dd').filter({ hasText: /^\d{6,}$/ }).textContent())?.trim() ?? '';

    // The browser's Back button: the order waits for its payment; the checkout says so — and nothing answered 409.
    await page.goBack();
    await expect(page).toHaveURL(/\/en\/checkout$/);
    const waiting = page.getByRole('region', { name: t('en', 'checkout.pendingPayment.heading') });
    await expect(waiting).toContainText(`Order ${orderNumber} (DKK `);
    await waiting.getByRole('button', { name: t('en', 'checkout.pendingPayment.cancel') }).click();
    await expect(page.getByRole('region', { name: t('en', 'checkout.pendingPayment.canceledHeading') })).toBeVisible();
    await expect(cartButton(page, 1)).toBeVisible(); // its one line is back
    await page.waitForTimeout(1000); // past the cart's debounced save and its calculation
    expect(problems).toEqual([]);
  });
});
