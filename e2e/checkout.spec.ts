/**
 * Issue 7 journeys against the real server and its seed: a customer fills the cart by clicking (product page →
 * badge → mini-cart → cart page) and by pasting rows (quick order), checks out with invoice and sees the receipt;
 * the card flow through the sandbox provider's page — a card that succeeds (receipt 'paid') and one that is
 * declined (back at checkout with the message over the cart, which the server opened again; invoice then places it
 * as a new order); and one left with the browser's Back button (the notice about the waiting order on the checkout
 * and cart pages, 'Cancel card payment' brings the cart back, invoice places it).
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { cartButton, logIn, t, type DemoLogin } from './support';

const AREA_EN = { areaId: 'b2b', currencyCode: 'DKK', languageCode: 'en' };
const CARDS = { success: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' } as const;
/**
 * Each journey has a customer of its own: a logged-in customer's cart lives on the server, so journeys running in
 * parallel for one customer would share it. (Demo users of the seed, password demo1234.)
 */
const CARD_CUSTOMERS = {
  success: { username: 'kunde2@demo.dk', password: 'demo1234', name: 'Lars Nielsen' },
  declined: { username: 'kunde3@demo.dk', password: 'demo1234', name: 'Peter Jensen' },
  leftUnfinished: { username: 'kunde.se@demo.se', password: 'demo1234', name: 'Erik Svensson' },
} as const;


interface SearchItem {
  item: { id: string; variants: { id: string }[]; unitPrices: { unitId: string }[]; availability?: { status: string } };
}

/**
 * Item numbers of products without variants (the paste rows use them with the default unit), in stock: a product out
 * of stock moves the earliest delivery date (docs/stock.md), which these journeys do not look at.
 */
async function plainItemNumbers(request: APIRequestContext, count: number): Promise<string[]> {
  const response = await request.post('/api/Product/GetProductsBySearch', { data: { area: AREA_EN, skip: 0, take: 100 } });
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: SearchItem[] };
  const ids = items
    .filter(({ item }) => item.variants.length === 0 && item.unitPrices.length > 0 && item.availability?.status === 'inStock')
    .map(({ item }) => item.id);
  expect(ids.length).toBeGreaterThanOrEqual(count);
  return ids.slice(0, count);
}

/** Pastes rows into the cart page's quick order box and adds them. */
async function paste(page: Page, rows: string[]) {
  const box = page.getByLabel(t('en', 'quickOrder.paste.label'));
  await box.fill(rows.join('\n'));
  await page.getByRole('button', { name: t('en', 'quickOrder.paste.add'), exact: true }).click();
  return box;
}

/** From the cart page to the checkout (the cart page's checkout link). */
async function goToCheckout(page: Page) {
  await page.getByRole('link', { name: t('en', 'cart.page.goToCheckout') }).click();
  await expect(page).toHaveURL(/\/en\/checkout$/);
}

/** Chooses the first delivery method and the payment method with this name on the checkout page. */
async function chooseMethods(page: Page, payment: RegExp) {
  const delivery = page.getByRole('radiogroup', { name: t('en', 'checkout.deliveryMethod') });
  await delivery.getByRole('radio').first().check();
  await page.getByRole('radiogroup', { name: t('en', 'checkout.paymentMethod') }).getByRole('radio', { name: payment }).check();
}

test('product page → badge → mini-cart → cart → quick-order paste → checkout with invoice → receipt', async ({ page }) => {
  const items = await plainItemNumbers(page.request, 5);
  await logIn(page);

  // A product page: add one.
  await page.goto('/en/search?q=drill');
  const tile = page.getByRole('article').filter({ hasText: t('en', 'product.stock.inStock') }).first();
  const name = (await tile.getByRole('heading').textContent())?.trim() ?? '';
  await tile.getByRole('link', { name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('button', { name: t('en', 'product.details.addToCart'), exact: true }).click();

  // Badge, then the mini-cart, then the cart page.
  await expect(cartButton(page, 1)).toBeVisible();
  await cartButton(page, 1).click();
  const panel = page.getByRole('dialog', { name: t('en', 'cart.mini.title') });
  await expect(panel).toBeVisible();
  await panel.getByRole('link', { name: t('en', 'cart.mini.showCart') }).or(panel.getByRole('button', { name: t('en', 'cart.mini.showCart') })).click();
  await expect(page).toHaveURL(/\/en\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: t('en', 'cart.page.title') })).toBeVisible();

  // Quick order: five rows, one with an unknown item number — four added, that one stays in the box.
  const box = await paste(page, [`${items[0]}\t2`, `${items[1]};3`, `${items[2]},1`, 'NO-SUCH-ITEM-999\t4', `${items[3]}\t5`]);
  await expect(box).toHaveValue(/NO-SUCH-ITEM-999/);
  await expect(box).not.toHaveValue(new RegExp(items[0]!));
  // The badge counts products (lines, issue 16): the product page's and the four pasted (one line less when the
  // product was among them).
  await expect(page.getByRole('banner').getByRole('button', { name: /^Cart, [45] items$/ })).toBeVisible();

  // Checkout with invoice.
  await goToCheckout(page);
  await expect(page.getByRole('heading', { level: 1, name: t('en', 'checkout.title') })).toBeVisible();
  await chooseMethods(page, /Invoice|invoice/);
  await page.getByLabel(t('en', 'checkout.reference')).fill('PO-E2E-1');
  await page.getByRole('button', { name: t('en', 'checkout.placeOrder') }).click();

  // The receipt with the order number; the cart is empty again.
  await expect(page).toHaveURL(/\/en\/checkout\/kvittering\?cartId=/);
  await expect(page.getByRole('heading', { name: t('en', 'checkout.receipt.thanks') })).toBeVisible();
  await expect(page.getByText(/^Order number \d{6,}$/)).toBeVisible();
  await expect(page.getByRole('region', { name: t('en', 'checkout.receipt.reference') })).toContainText('PO-E2E-1');
  await expect(page.getByRole('region', { name: t('en', 'checkout.receipt.payment') })).toContainText(t('en', 'checkout.receipt.onAccount'));
  // Header row + the product page's line + the four pasted items (one more when the product was among them).
  const rows = page.getByRole('table', { name: t('en', 'checkout.receipt.lines') }).getByRole('row');
  await expect(rows.nth(4)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: /items?$/ })).toHaveCount(0);
  const purchases = await page.evaluate(() => (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === 'purchase').length);
  expect(purchases).toBe(1);
});

/** A cart with one pasted line, then checkout with card to the sandbox page. Returns the item number. */
async function toCardPayment(page: Page, user: DemoLogin): Promise<string> {
  const [item] = await plainItemNumbers(page.request, 1);
  await logIn(page, user);
  await page.goto('/en/cart');
  await paste(page, [`${item}\t2`]);
  await expect(cartButton(page, 1)).toBeVisible(); // one line of 2
  // In-app navigation (a full page load right after an edit would race the cart's 500 ms debounced server save).
  await goToCheckout(page);
  await chooseMethods(page, /Card|card/);
  await page.getByRole('button', { name: t('en', 'checkout.placeOrder') }).click();
  await expect(page).toHaveURL(/\/payment-sandbox\//);
  return item!;
}

/**
 * On the checkout page after a card payment that did not go through: invoice places the cart as a new order — the
 * receipt shows it on account, with a later number than the card order's.
 */
async function placeOnInvoiceAfter(page: Page, cardOrderNumber: string) {
  await chooseMethods(page, /Invoice|invoice/);
  await page.getByRole('button', { name: t('en', 'checkout.placeOrder') }).click();
  await expect(page).toHaveURL(/\/en\/checkout\/kvittering\?cartId=/);
  const number = page.getByText(/^Order number \d{6,}$/);
  await expect(number).toBeVisible();
  const invoiceOrderNumber = ((await number.textContent()) ?? '').replace('Order number', '').trim();
  expect(Number(invoiceOrderNumber)).toBeGreaterThan(Number(cardOrderNumber));
  await expect(page.getByRole('region', { name: t('en', 'checkout.receipt.payment') })).toContainText(t('en', 'checkout.receipt.onAccount'));
}

async function payWith(page: Page, card: string) {
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry date (MM/YY)').fill('12/39');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
}

test('card payment that succeeds → receipt marked paid', async ({ page }) => {
  await toCardPayment(page, CARD_CUSTOMERS.success);
  await payWith(page, CARDS.success);
  await expect(page).toHaveURL(/\/en\/checkout\/kvittering\?cartId=/);
  await expect(page.getByText(/^Order number \d{6,}$/)).toBeVisible();
  await expect(page.getByRole('region', { name: t('en', 'checkout.receipt.payment') })).toContainText(t('en', 'checkout.receipt.paid'));
});

test('card payment that is declined → back at checkout with the message over the cart; invoice places it as a new order', async ({ page }) => {
  await toCardPayment(page, CARD_CUSTOMERS.declined);
  // The sandbox page shows the number of the order waiting for this payment.
  const cardOrderNumber = (await page.locator('dd').filter({ hasText: /^\d{6,}$/ }).textContent())?.trim() ?? '';
  expect(cardOrderNumber).toMatch(/^\d{6,}$/);
  await payWith(page, CARDS.declined);
  await expect(page).toHaveURL(/\/en\/checkout\?payment=declined$/);
  await expect(page.getByRole('alert').filter({ hasText: t('en', 'checkout.payment.declined') })).toBeVisible();

  // The cart is there again with its line (the server rejected the card order and opened the cart), and the
  // payment methods can be chosen again.
  await expect(cartButton(page, 1)).toBeVisible(); // one line of 2
  await expect(page.getByText(t('en', 'checkout.emptyCart'))).toHaveCount(0);
  await expect(page.getByRole('complementary', { name: t('en', 'checkout.summary') }).getByText('1 item', { exact: true })).toBeVisible(); // its line (of 2)
  await placeOnInvoiceAfter(page, cardOrderNumber);
  await expect(page.getByRole('banner').getByRole('button', { name: /items?$/ })).toHaveCount(0);
});

test("card payment left with the browser's Back button → the cart page shows the waiting order; cancelling it brings the cart back; invoice → receipt", async ({ page }) => {
  await toCardPayment(page, CARD_CUSTOMERS.leftUnfinished);
  const cardOrderNumber = (await page.locator('dd').filter({ hasText: /^\d{6,}$/ }).textContent())?.trim() ?? '';
  expect(cardOrderNumber).toMatch(/^\d{6,}$/);

  // Back from the provider's page without paying: the order waits and its cart is ordered, so the shop's cart is
  // empty — but the checkout says which order waits for the payment.
  await page.goBack();
  await expect(page).toHaveURL(/\/en\/checkout$/);
  const waiting = page.getByRole('region', { name: t('en', 'checkout.pendingPayment.heading') });
  await expect(waiting).toContainText(new RegExp(`Order ${cardOrderNumber} \\(SEK [\\d.,]+\\) is waiting for your card payment\\.`));

  // The cart page shows it too, over the empty cart, with both ways out.
  await page.goto('/en/cart');
  await expect(page.getByText(t('en', 'cart.page.empty'))).toBeVisible();
  await expect(waiting).toContainText(`Order ${cardOrderNumber} (SEK `);
  await expect(waiting.getByRole('button', { name: t('en', 'checkout.pendingPayment.continue') })).toBeEnabled();
  await waiting.getByRole('button', { name: t('en', 'checkout.pendingPayment.cancel') }).click();

  // Canceled: the cart is back with its line (the server rejected the card order and opened the cart again).
  const canceled = page.getByRole('region', { name: t('en', 'checkout.pendingPayment.canceledHeading') });
  await expect(canceled.getByRole('status')).toContainText(`Order ${cardOrderNumber} is cancelled and your cart is back.`);
  await expect(cartButton(page, 1)).toBeVisible(); // one line of 2
  await expect(page.getByText(t('en', 'cart.page.empty'))).toHaveCount(0);
  await expect(waiting).toHaveCount(0);

  // Pay on invoice: a new order with a later number.
  await goToCheckout(page);
  await placeOnInvoiceAfter(page, cardOrderNumber);
});
