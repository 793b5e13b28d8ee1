/**
 * Issue 16 items 1 and 3: a Finnish customer (kunde.fi@demo.fi, 25.5 % VAT) with 'Prices incl. VAT' switched on in
 * the top bar sees the same unit price incl. VAT on the invoice, in the search list, on the product page and in the
 * cart — the rate the server charges, not SPEC §9's Danish 1.25 — and what is shown adds up: quantity × unit price =
 * line, on the invoice and in the cart (docs/commerce-api.md 'Money').
 */
import { expect, test, type Locator } from '@playwright/test';
import { logIn, t, type Locale } from './support';

const FINN = { username: 'kunde.fi@demo.fi', password: 'demo1234', name: 'Mikko Virtanen' } as const;

// support.ts types the locales its specs use; t() reads any locale's translations/<locale>.json.
const fi = (id: string, values?: Record<string, string>) => t('fi' as Locale, id, values);

/** 'EUR 1,234.56' → 123456 (SPEC §9's EUR format). */
function cents(text: string | null): number {
  const match = /EUR\s*(-?[\d,]+)\.(\d\d)/.exec(text ?? '');
  if (!match) throw new Error(`not an EUR amount: ${text}`);
  return Number(match[1]!.replace(/,/g, '')) * 100 + Number(match[2]);
}

const eur = (amount: number) =>
  `EUR ${(amount / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The cells of a table row as texts. */
const cellTexts = async (row: Locator) => row.getByRole('cell').allTextContents();

test('a Finnish customer sees one unit price incl. 25.5 % VAT on the invoice, in the list, on the product page and in the cart', async ({ page }) => {
  await logIn(page, FINN);
  await page.goto('/fi');
  const vatSwitch = page.getByRole('switch', { name: fi('price.vatToggle') });
  await vatSwitch.check();
  await expect(vatSwitch).toBeChecked();

  // The newest invoice: its lines incl. VAT, quantity × unit price = amount, and the lines add up to the total.
  await page.goto('/fi/kundecenter/fakturaer');
  const invoiceLink = page.getByRole('main').getByRole('table').first().getByRole('row').nth(1).getByRole('rowheader').getByRole('link');
  await invoiceLink.click();
  const lines = page.getByRole('table', { name: fi('customerCentre.lines') });
  await expect(lines.getByRole('columnheader', { name: fi('customerCentre.line.unitPriceInclVat') })).toBeVisible();
  await expect(lines.getByRole('columnheader', { name: fi('customerCentre.line.amountInclVat') })).toBeVisible();
  const rows = await lines.getByRole('row').all();
  let sum = 0;
  let chosen: { productId: string; name: string; unit: number } | null = null;
  for (const row of rows.slice(1)) {
    const [quantity, unit, amount] = await cellTexts(row);
    const count = Number(/^[\d.]+/.exec(quantity ?? '')?.[0]);
    expect(cents(amount!)).toBe(Math.round(count * cents(unit!)));
    sum += cents(amount!);
    const item = (await row.getByRole('rowheader').textContent()) ?? '';
    const productId = new RegExp(fi('customerCentre.line.itemNumber', { productId: '(\\d+)' })).exec(item)?.[1];
    if (!chosen && productId && count === 1) {
      chosen = { productId, name: item.replace(fi('customerCentre.line.itemNumber', { productId }), '').trim(), unit: cents(unit!) };
    }
  }
  const totals = page.getByRole('region', { name: fi('customerCentre.totals') });
  const totalInclVat = totals.getByText(fi('customerCentre.field.totalInclVat'), { exact: true }).locator('xpath=following-sibling::dd[1]');
  expect(cents(await totalInclVat.textContent())).toBe(sum);
  expect(chosen, 'the newest invoice has a product line of quantity 1').not.toBeNull();
  const { productId, name, unit } = chosen!;

  // The search list and the product page show the same unit price incl. VAT.
  await page.goto(`/fi/search?q=${productId}`);
  const tile = page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
  await expect(tile.getByText(eur(unit), { exact: true })).toBeVisible();
  await expect(tile.getByText(fi('price.inclVat'), { exact: true })).toBeVisible();
  await tile.getByRole('link', { name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('main').getByText(eur(unit), { exact: true }).first()).toBeVisible();

  // Into the cart three at a time: the cart line shows the same unit price and quantity × it.
  await page.getByRole('main').getByLabel(fi('product.details.quantity'), { exact: true }).first().fill('3');
  // The cart is kept on the server for a logged-in customer: the page is opened once it is saved there.
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/Cart/SaveCart') && r.ok());
  await page.getByRole('main').getByRole('button', { name: fi('product.details.addToCart') }).first().click();
  await saved;
  await page.goto('/fi/kurv');
  const line = page.getByRole('main').getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) }).first();
  // The line's unit price and amount (dd), as the server calculated them.
  await expect(line.getByRole('definition').first()).toHaveText(eur(unit));
  const quantity = Number(await line.getByRole('textbox', { name: fi('product.details.quantity') }).inputValue());
  expect(quantity).toBeGreaterThanOrEqual(3);
  await expect(line.getByRole('definition').nth(1)).toHaveText(eur(quantity * unit));
  await expect(page.getByText(fi('cart.summary.totalInclVat'))).toBeVisible();
});
