/**
 * Issue 16 item 7 journeys against the real server and its seed: the quick order from the header — on a desktop in
 * English (the main bar's link) and on a 390 × 844 phone in Danish (the burger menu) — the sample file downloaded
 * and uploaded unchanged, a CSV and an .xlsx workbook each with an error row whose message names the row as the
 * spreadsheet numbers it ('Row 5', the header and blank rows counting), and the added lines in the cart. The .xlsx
 * reader (exceljs) is a chunk of its own, fetched only once a workbook is chosen.
 *
 * One buyer of its own (hurtig@demo.dk, a colleague at 10001: a customer's cart lives on the server), so the
 * journeys run one after the other and the second counts on the first one's cart.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { CellValue } from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { logIn, t, type DemoLogin, type Locale } from './support';

const BUYER: DemoLogin = { username: 'hurtig@demo.dk', password: 'demo1234', name: 'Rasmus Friis' };
/** The sample file's items (src/features/cart/quickOrder/sampleFile.ts): screws by the pack, cable by the metre, sockets. */
const SCREWS = '200006';
const CABLE = '200031';
const SOCKETS = '200041';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

test.describe.configure({ mode: 'serial' });

/** A workbook with these rows by row number (the rows between are empty). */
async function workbook(rows: Record<number, CellValue[]>): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Order');
  for (const [number, values] of Object.entries(rows)) values.forEach((value, i) => (sheet.getCell(Number(number), i + 1).value = value));
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Requests for the .xlsx reader's chunks (the chunk group 'xlsx': the reader and exceljs). */
function xlsxChunkRequests(page: Page): string[] {
  // The production build names lazy chunks by id: the workbook reader's files are its chunk group's, as the build
  // recorded them (dist-meta/chunk-groups.json).
  const groups = JSON.parse(readFileSync(path.resolve(__dirname, '..', 'dist-meta', 'chunk-groups.json'), 'utf8')) as Record<string, string[]>;
  const files = (groups.xlsx ?? []).map((file) => `/${file}`);
  expect(files.length).toBeGreaterThan(0);
  const urls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (files.includes(pathname)) urls.push(request.url());
  });
  return urls;
}

const status = (page: Page, locale: Locale) => page.getByRole('status', { name: t(locale, 'quickOrder.title') });
const errors = (page: Page) => page.getByRole('main').getByRole('listitem');

/** The cart page's line of an item: its quantity field's value. */
async function expectCartQuantity(page: Page, itemNumber: string, quantity: string, locale: Locale) {
  const line = page.getByRole('main').getByRole('listitem').filter({ hasText: t(locale, 'cart.line.itemNumber', { id: itemNumber }) });
  await expect(line.getByRole('textbox')).toHaveValue(quantity);
}

test('desktop, English: header link → sample downloaded and uploaded → CSV and XLSX with error rows → the cart', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const xlsxRequests = xlsxChunkRequests(page);
  await logIn(page, BUYER);
  await page.goto('/en');

  // From the header to the quick order page.
  await page.getByRole('banner').getByRole('link', { name: t('en', 'layout.header.quickOrder') }).click();
  await expect(page).toHaveURL(/\/en\/quick-order$/);
  await expect(page.getByRole('heading', { level: 1, name: t('en', 'quickOrder.title') })).toBeVisible();
  const fileInput = page.getByLabel(t('en', 'quickOrder.file.add'));

  // The sample: English headers, commas, a decimal point; uploaded unchanged it adds its three lines.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: t('en', 'quickOrder.file.sample') }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('quick-order-sample.csv');
  const samplePath = await download.path();
  const sample = readFileSync(samplePath, 'utf8');
  expect(sample).toBe(`\uFEFFItem number,Quantity,Unit\r\n${SCREWS},2,Pack\r\n${CABLE},12.5,Metre\r\n${SOCKETS},10,Piece\r\n`);
  await fileInput.setInputFiles({ name: 'quick-order-sample.csv', mimeType: 'text/csv', buffer: Buffer.from(sample) });
  await expect(status(page, 'en')).toHaveText('3 lines added');

  // A CSV: header (row 1), a line, a blank row, a line, an unknown item number in row 5.
  await fileInput.setInputFiles({
    name: 'order.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`Item no.;Qty;Unit\r\n${SCREWS};3\r\n\r\n${SOCKETS};5;pcs\r\nNO-SUCH-ITEM-999;4\r\n`),
  });
  await expect(status(page, 'en')).toHaveText('1 line added, 2 need attention');
  await expect(page.getByRole('heading', { name: 'Rows in order.csv that need attention' })).toBeVisible();
  await expect(errors(page)).toHaveText([
    `Row 4: ${SOCKETS} – the unit pcs is not sold for this item (units: Piece or Carton)`,
    `Row 5: NO-SUCH-ITEM-999 – ${t('en', 'quickOrder.reason.unknownItem')}`,
  ]);
  const box = page.getByLabel(t('en', 'quickOrder.paste.label'));
  await expect(box).toHaveValue(`${SOCKETS};5;pcs\nNO-SUCH-ITEM-999;4`);
  // No workbook chosen yet: the .xlsx reader has not been fetched.
  expect(xlsxRequests).toEqual([]);

  // An .xlsx workbook: the sheet's row numbers (row 3 empty), a decimal quantity, a unit by its label.
  await fileInput.setInputFiles({
    name: 'order.xlsx',
    mimeType: XLSX_TYPE,
    buffer: await workbook({ 1: ['Item number', 'Quantity', 'Unit'], 2: [CABLE, 7.5, 'M'], 4: [Number(SCREWS), 1, 'Pack'], 6: [SOCKETS, 1.5] }),
  });
  await expect(status(page, 'en')).toHaveText('2 lines added, 1 needs attention');
  await expect(page.getByRole('heading', { name: 'Rows in order.xlsx that need attention' })).toBeVisible();
  await expect(errors(page)).toHaveText([`Row 6: ${SOCKETS} – whole numbers only for Piece`]);
  // Below what the CSV left in the box.
  await expect(box).toHaveValue(`${SOCKETS};5;pcs\nNO-SUCH-ITEM-999;4\n${SOCKETS}\t1.5`);
  expect(xlsxRequests).toHaveLength(2);

  // The lines in the cart: the sample's, the CSV's and the workbook's, merged per item and unit.
  await page.getByRole('main').getByRole('link', { name: t('en', 'quickOrder.page.toCart') }).click();
  await expect(page).toHaveURL(/\/en\/cart$/);
  await expectCartQuantity(page, SCREWS, '6', 'en');
  await expectCartQuantity(page, CABLE, '20', 'en');
  await expectCartQuantity(page, SOCKETS, '10', 'en');
});

test('phone, Danish: burger menu → quick order → an .xlsx with an error row → the cart', async ({ page }) => {
  // Logged in on the desktop layout (logIn waits for the name in the top bar, which a phone has in the burger menu).
  await logIn(page, BUYER);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');

  // On a phone the quick order is an icon in the header's row and a link in the burger menu.
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: t('da', 'layout.header.quickOrder') })).toBeVisible();
  await banner.getByRole('button', { name: t('da', 'layout.header.openMenu') }).click();
  const menu = page.getByRole('dialog', { name: t('da', 'layout.burger.title') });
  await menu.getByRole('link', { name: t('da', 'layout.header.quickOrder') }).click();
  await expect(page).toHaveURL(/\/hurtigordre$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hurtigordre' })).toBeVisible();

  // Danish headers; the quantity typed as text with a decimal comma; an unknown item number in row 4.
  await page.getByLabel(t('da', 'quickOrder.file.add')).setInputFiles({
    name: 'ordre.xlsx',
    mimeType: XLSX_TYPE,
    buffer: await workbook({ 1: ['Varenr.', 'Antal', 'Enhed'], 2: [CABLE, '2,5', 'Meter'], 4: ['UKENDT-1', 2] }),
  });
  await expect(status(page, 'da')).toHaveText('1 linje tilføjet, 1 skal rettes');
  await expect(page.getByRole('heading', { name: 'Rækker i ordre.xlsx, der skal rettes' })).toBeVisible();
  await expect(errors(page)).toHaveText(['Række 4: UKENDT-1 – ukendt varenummer']);
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.getByRole('main').getByRole('link', { name: 'Gå til kurven' }).click();
  await expect(page).toHaveURL(/\/kurv$/);
  // 20 m from the desktop journey, 2,5 m more (the quantity in the Danish number format).
  await expectCartQuantity(page, CABLE, '22,5', 'da');
});
