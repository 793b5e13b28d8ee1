/**
 * Issue 18 journeys: the shop running on a wholesaler's own data, fed by its ERP through the back office.
 * - An operator imports a product file (NDJSON through Document/Import: a product and its price list) → a buyer finds
 *   it by search at once and sees its price (customer 10006, price group C: no discounts, so the list price).
 *   Danish on a desktop, English on a phone.
 * - The ERP reports a shipment of an order (a `shipment` document) → the buyer sees it on the order in the customer
 *   centre with the delivery status and a working tracking link. English on a desktop, Danish on a phone.
 * The back-office calls authenticate as the demo admin (admin@demo.dk): one login for the file.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { logIn, logInOnPhone, t, type DemoLogin } from './support';

const ADMIN = { username: 'admin@demo.dk', password: 'demo1234' };
/** Peter Jensen, 10006 (price group C: list prices). */
const LIST_PRICE_BUYER: DemoLogin = { username: 'kunde3@demo.dk', password: 'demo1234', name: 'Peter Jensen' };
/** Lars Nielsen (10002) and Jonas Holm (10001): customers with order history, one for each shipment test. */
const SHIPMENT_BUYER: DemoLogin = { username: 'kunde2@demo.dk', password: 'demo1234', name: 'Lars Nielsen' };
const PARTLY_BUYER: DemoLogin = { username: 'indkob@demo.dk', password: 'demo1234', name: 'Jonas Holm' };
const PHONE = { width: 390, height: 844 };

let adminToken: string | null = null;
async function admin(request: APIRequestContext): Promise<Record<string, string>> {
  if (!adminToken) {
    const login = await request.post('/api/User/Login', { data: ADMIN });
    expect(login.ok(), await login.text()).toBe(true);
    adminToken = ((await login.json()) as { token: string }).token;
  }
  return { Authorization: `Bearer ${adminToken}` };
}

async function firstKey(request: APIRequestContext, type: string, accept: (data: Record<string, unknown>) => boolean): Promise<string> {
  const res = await request.post('/backoffice/api/Document/GetBySearch', { headers: await admin(request), data: { type, take: 200 } });
  expect(res.ok(), await res.text()).toBe(true);
  const { documents } = (await res.json()) as { documents: { key: string; data: Record<string, unknown> }[] };
  const found = documents.find((d) => accept(d.data));
  expect(found, `a ${type} document to use`).toBeDefined();
  return found!.key;
}

/** Imports one product with its price list as an operator's NDJSON file; answers once searchable. */
async function importProduct(request: APIRequestContext, key: string, names: { da: string; en: string }, price: number) {
  const brand = await firstKey(request, 'brand', () => true);
  // A subcategory, as a PIM would place a product.
  const category = await firstKey(request, 'category', (data) => typeof data.parent === 'string');
  const file = [
    {
      type: 'product',
      key,
      data: {
        brand: Number(brand),
        category,
        sortOrder: 999_999,
        texts: { da: { name: names.da, shortDescription: 'Importeret fra ERP' }, en: { name: names.en, shortDescription: 'Imported from the ERP' } },
        units: [{ unit: 'STK', factor: 1, default: true }],
      },
    },
    { type: 'priceList', key, data: { prices: [{ currency: 'DKK', unit: 'STK', price }] } },
  ]
    .map((doc) => JSON.stringify(doc))
    .join('\n');
  const res = await request.post('/backoffice/api/Document/Import', {
    headers: { ...(await admin(request)), 'Content-Type': 'application/x-ndjson' },
    data: Buffer.from(`${file}\n`),
  });
  const text = await res.text();
  expect(res.ok(), text).toBe(true);
  const answer = JSON.parse(text) as { counts: { created: number; updated: number; unchanged: number; rejected: number } };
  expect(answer.counts.rejected, text).toBe(0);
  expect(answer.counts.created + answer.counts.updated + answer.counts.unchanged).toBe(2);
}

async function searchFor(page: Page, locale: 'da' | 'en', text: string) {
  const base = locale === 'da' ? '' : '/en';
  await page.goto(`${base}/search?q=${encodeURIComponent(text)}`);
}

test('an operator imports a product file: a buyer finds it by search at once, with its price (Danish, desktop)', async ({ page, request }) => {
  await importProduct(request, 'GL-2611', { da: 'Kabelbakke Fjordlys GL-2611', en: 'Cable tray Fjordlys GL-2611' }, 123_450);
  await logIn(page, LIST_PRICE_BUYER);
  await searchFor(page, 'da', 'Fjordlys');
  const tile = page.getByRole('main').getByRole('article').filter({ hasText: 'Kabelbakke Fjordlys GL-2611' });
  await expect(tile).toHaveCount(1);
  // 1.234,50 kr. excl. VAT, as the shop writes Danish kroner.
  await expect(tile).toContainText(/1\.234,50/);
  await tile.getByRole('link', { name: 'Kabelbakke Fjordlys GL-2611', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kabelbakke Fjordlys GL-2611' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(/1\.234,50/);
  await page.screenshot({ path: 'e2e/.artifacts/going-live-import-da.png' });
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('a product changed by a second import: the buyer sees the new name and price at once (English)', async ({ page, request }) => {
    await importProduct(request, 'GL-2612', { da: 'Kabelbakke Fjordlys GL-2612', en: 'Cable tray Fjordlys GL-2612' }, 9_900);
    await importProduct(request, 'GL-2612', { da: 'Kabelbakke Fjordlys GL-2612 Pro', en: 'Cable tray Fjordlys GL-2612 Pro' }, 10_950);
    await logInOnPhone(page, LIST_PRICE_BUYER);
    await searchFor(page, 'en', 'GL-2612');
    const tile = page.getByRole('main').getByRole('article').filter({ hasText: 'Cable tray Fjordlys GL-2612 Pro' });
    await expect(tile).toHaveCount(1);
    // DKK amounts keep the Danish form in every language (SPEC §9).
    await expect(tile).toContainText(/DKK 109,50/);
    // No horizontal scrolling on the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: 'e2e/.artifacts/going-live-import-en-phone.png' });
  });
});

interface CentreOrder {
  id: string;
  orderNumber: string;
  status: string;
  deliveryStatus: string;
  lines: { type: string; quantity: number; productKey: { productId: string; variantId: string | null } }[];
}

/** The newest order of the buyer's customer that the ERP has but has not shipped yet, with its lines. */
async function unshippedOrder(request: APIRequestContext, buyer: DemoLogin): Promise<CentreOrder> {
  const login = await request.post('/api/User/Login', { data: { username: buyer.username, password: buyer.password } });
  expect(login.ok()).toBe(true);
  const headers = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const list = await request.post('/api/CustomerCenter/GetOrders', { headers, data: { areaInfo: { areaId: 'b2b', languageCode: 'en', currencyCode: 'DKK' } } });
  expect(list.ok(), await list.text()).toBe(true);
  const { orders } = (await list.json()) as { orders: CentreOrder[] };
  const order = orders.find((o) => o.deliveryStatus === 'notShipped' && ['Transferred', 'PendingTransfer'].includes(o.status));
  expect(order, `an order of ${buyer.name}'s company that was not shipped yet`).toBeDefined();
  const detail = await request.post('/api/CustomerCenter/GetOrder', { headers, data: { orderId: order!.id } });
  expect(detail.ok()).toBe(true);
  return ((await detail.json()) as { order: CentreOrder }).order;
}

/** The ERP's shipment document: all product lines of the order (or the first only), by GLS with a tracking number. */
async function ship(request: APIRequestContext, order: CentreOrder, shipmentNumber: string, trackingNumber: string, partly: boolean) {
  const products = order.lines.filter((l) => l.type === 'product' || l.type === 'Product');
  expect(products.length).toBeGreaterThan(0);
  const lines = (partly && products.length > 1 ? products.slice(0, 1) : products).map((l) => ({
    productId: l.productKey.productId,
    ...(l.productKey.variantId ? { variantId: l.productKey.variantId } : {}),
    quantity: l.quantity,
  }));
  const res = await request.post('/backoffice/api/Document/Update', {
    headers: await admin(request),
    data: {
      documents: [
        {
          type: 'shipment',
          key: shipmentNumber,
          data: { orderNumber: order.orderNumber, shippedDate: new Date().toISOString().slice(0, 10), shippingMethod: 'gls', trackingNumber, lines },
        },
      ],
    },
  });
  const text = await res.text();
  expect(res.ok(), text).toBe(true);
  expect((JSON.parse(text) as { counts: { rejected: number } }).counts.rejected, text).toBe(0);
  return products.length > 1 && partly;
}

test('the ERP reports a shipment: the buyer sees it on the order with a working tracking link (English, desktop)', async ({ page, request }) => {
  const order = await unshippedOrder(request, SHIPMENT_BUYER);
  await ship(request, order, `E2E-SH-${order.orderNumber}`, `GLS${order.orderNumber}01`, false);

  await logIn(page, SHIPMENT_BUYER);
  await page.goto(`/en/kundecenter/ordrer/${encodeURIComponent(order.id)}`);
  await expect(page.getByRole('heading', { level: 1, name: t('en', 'customerCentre.order.title', { number: order.orderNumber }) })).toBeVisible();
  const shipments = page.getByRole('region', { name: t('en', 'customerCentre.shipments.title') });
  await expect(shipments).toContainText(t('en', 'customerCentre.delivery.shipped'));
  const link = shipments.getByRole('link', { name: t('en', 'customerCentre.shipment.track', { number: `GLS${order.orderNumber}01` }) });
  await expect(link).toHaveAttribute('href', `https://gls-group.com/DK/da/find-pakke?match=GLS${order.orderNumber}01`);
  await expect(link).toHaveAttribute('target', '_blank');
  await page.screenshot({ path: 'e2e/.artifacts/going-live-shipment-en.png', fullPage: true });
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('a partial shipment: the order reads partly shipped, with the tracking link (Danish)', async ({ page, request }) => {
    const order = await unshippedOrder(request, PARTLY_BUYER);
    const partly = await ship(request, order, `E2E-SH-${order.orderNumber}-1`, `GLS${order.orderNumber}02`, true);

    await logInOnPhone(page, PARTLY_BUYER);
    await page.goto(`/kundecenter/ordrer/${encodeURIComponent(order.id)}`);
    const shipments = page.getByRole('region', { name: t('da', 'customerCentre.shipments.title') });
    await expect(shipments).toContainText(t('da', partly ? 'customerCentre.delivery.partlyShipped' : 'customerCentre.delivery.shipped'));
    await expect(shipments.getByRole('link', { name: t('da', 'customerCentre.shipment.track', { number: `GLS${order.orderNumber}02` }) })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: 'e2e/.artifacts/going-live-shipment-da-phone.png', fullPage: true });
  });
});
