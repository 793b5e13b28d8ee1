/**
 * Quotes (issue 20; docs/quotes.md), with the seed's own buyer tilbud@demo.dk at 10001 and its sales rep
 * salg@demo.dk: the buyer asks for a quote from the cart → the rep answers it on 'Quote requests' (beside the
 * impersonation page) → the buyer accepts it in the customer centre → the cart is at the quoted price → the order is
 * placed at it (the order's lines and total, read back from the server). On a phone (390 px) the company's quotes and
 * a quote's lines fit the screen (projekt@demo.dk, whose cart holds the seeded accepted quote).
 */
import { expect, test, type Page } from '@playwright/test';
import { cartButton, logIn, logInOnPhone, t } from './support';

const BUYER = { username: 'tilbud@demo.dk', password: 'demo1234', name: 'Lene Thorsen' } as const;
const REP = { username: 'salg@demo.dk', password: 'demo1234', name: 'Sofie Sælger' } as const;
const PROJECT = { username: 'projekt@demo.dk', password: 'demo1234', name: 'Henrik Bro' } as const;

/** The quoted unit price the rep types (English: a point for decimals) and how the shop shows DKK amounts. */
const QUOTED = '123.45';
const QUOTED_DKK = 'DKK 123,45';

async function addFirstProduct(page: Page, query: string): Promise<string> {
  await page.goto(`/en/search?q=${query}`);
  const tile = page.getByRole('article').first();
  const name = (await tile.getByRole('heading').textContent())?.trim() ?? '';
  await tile.getByRole('link', { name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('button', { name: t('en', 'product.details.addToCart'), exact: true }).click();
  return name;
}

/** The stored login token of the page (redux-persist keeps each field JSON-encoded). */
async function bearerOf(page: Page): Promise<string> {
  const raw = await page.evaluate(() => window.localStorage.getItem('current-token') ?? '{}');
  const token = JSON.parse(JSON.parse(raw).token as string) as string;
  return `Bearer ${token}`;
}

test('a quote requested from the cart, answered by the rep, accepted and ordered at the quoted price', async ({ page, browser }) => {
  test.setTimeout(90_000);
  // The buyer asks for a quote on the cart.
  await logIn(page, BUYER);
  const product = await addFirstProduct(page, 'drill');
  await expect(cartButton(page, 1)).toBeVisible();
  await page.goto('/en/cart');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: t('en', 'quotes.request.open') }).click();
  await main.getByLabel(t('en', 'quotes.request.message')).fill('Project price for 1 piece, please');
  await main.getByRole('button', { name: t('en', 'quotes.request.send') }).click();
  const sent = main.getByText(/^Your quote request Q-\d+ is sent/);
  await expect(sent).toBeVisible();
  const quoteNumber = /Q-\d+/.exec((await sent.textContent()) ?? '')?.[0] ?? '';
  expect(quoteNumber).not.toBe('');

  // The rep answers it on 'Quote requests', linked from the impersonation page.
  const repContext = await browser.newContext();
  const rep = await repContext.newPage();
  await logIn(rep, REP);
  await rep.goto('/en/impersonation');
  await rep.getByRole('main').getByRole('link', { name: t('en', 'quotes.rep.link') }).click();
  await expect(rep).toHaveURL(/\/en\/impersonation\/tilbud$/);
  const request = rep.getByRole('main').getByRole('article', { name: t('en', 'quotes.detail.title', { number: quoteNumber }) });
  await expect(request.getByText('Project price for 1 piece, please')).toBeVisible();
  await request.getByLabel(new RegExp(`^Unit price for ${product.slice(0, 12).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)).fill(QUOTED);
  await request.getByLabel(t('en', 'quotes.rep.message')).fill('Good luck with the project');
  await request.getByRole('button', { name: t('en', 'quotes.rep.answer') }).click();
  await expect(rep.getByRole('main').getByText(t('en', 'quotes.rep.answered', { number: quoteNumber }))).toBeVisible();
  await repContext.close();

  // The buyer accepts it in the customer centre: the cart is at the quoted price.
  await page.goto('/en/kundecenter/tilbud');
  await page.getByRole('main').getByRole('link', { name: t('en', 'quotes.detail.title', { number: quoteNumber }) }).click();
  await expect(page.getByRole('main').getByText(t('en', 'quotes.state.answered'))).toBeVisible();
  await expect(page.getByRole('main').getByText('Good luck with the project')).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: t('en', 'quotes.detail.accept') }).click();
  await expect(page).toHaveURL(/\/en\/cart$/);
  await expect(page.getByRole('main').getByText(new RegExp(`^Prices from quote ${quoteNumber}, valid until`))).toBeVisible();
  await expect(page.getByRole('main').getByText(QUOTED_DKK).first()).toBeVisible();

  // Checkout on invoice: the order is at the quoted price.
  await page.getByRole('link', { name: t('en', 'cart.page.goToCheckout') }).click();
  await expect(page).toHaveURL(/\/en\/checkout$/);
  await page.getByRole('radiogroup', { name: t('en', 'checkout.deliveryMethod') }).getByRole('radio').first().check();
  await page.getByRole('radiogroup', { name: t('en', 'checkout.paymentMethod') }).getByRole('radio', { name: /Invoice|invoice/ }).check();
  await page.getByRole('button', { name: t('en', 'checkout.placeOrder') }).click();
  await expect(page).toHaveURL(/\/en\/checkout\/kvittering\?cartId=/);
  const cartId = new URL(page.url()).searchParams.get('cartId') ?? '';
  const answer = await page.request.post('/api/Order/GetOrderByCartId', {
    headers: { authorization: await bearerOf(page) },
    data: { areaInfo: { areaId: 'b2b', currencyCode: 'DKK', languageCode: 'en' }, cartId },
  });
  expect(answer.status()).toBe(200);
  const order = ((await answer.json()) as { order: { item: { lines: { type: string; quantity: number; netUnitPrice: { priceWithoutVat: number }; netLinePrice: { priceWithoutVat: number } }[]; totalNetPrice: { priceWithoutVat: number }; freight: { priceWithoutVat: number }; paymentFee: { priceWithoutVat: number } } } }).order.item;
  const products = order.lines.filter((l) => l.type === 'product');
  expect(products.map((l) => [l.quantity, l.netUnitPrice.priceWithoutVat])).toEqual([[1, 123.45]]);
  // The total: the quoted line plus the generated lines (fees) plus freight and payment fee, nothing else.
  const generated = order.lines.filter((l) => l.type === 'generated').reduce((sum, l) => sum + l.netLinePrice.priceWithoutVat, 0);
  expect(order.totalNetPrice.priceWithoutVat).toBeCloseTo(123.45 + generated + order.freight.priceWithoutVat + order.paymentFee.priceWithoutVat, 2);

  // The quote is ordered now.
  await page.goto('/en/kundecenter/tilbud');
  const card = page.getByRole('main').getByRole('listitem').filter({ hasText: quoteNumber });
  await expect(card.getByText(t('en', 'quotes.state.ordered'))).toBeVisible();
});

test('on a phone (390 px) the company\'s quotes and a quote\'s lines fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logInOnPhone(page, PROJECT);
  await page.goto('/en/kundecenter/tilbud');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: t('en', 'quotes.list.title') })).toBeVisible();
  // Every state of the seed is there.
  for (const state of ['requested', 'answered', 'accepted', 'declined', 'expired', 'ordered']) {
    await expect(main.getByRole('listitem').getByText(t('en', `quotes.state.${state}`), { exact: true }).first()).toBeVisible();
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const accepted = main.getByRole('listitem').filter({ hasText: t('en', 'quotes.state.accepted') }).first();
  await accepted.getByRole('link').click();
  await expect(main.getByRole('table')).toBeVisible();
  await expect(main.getByRole('link', { name: t('en', 'quotes.detail.goToCart') })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The cart made from it is at the quoted prices.
  await page.goto('/en/cart');
  await expect(main.getByText(/^Prices from quote Q-\d+, valid until/)).toBeVisible();
});
