/**
 * The requests of `npm run bench:load` (issue 19), with valid bodies made from the seeded database, and the check of
 * each route's replies (status and shape) made before the route is loaded: a wrong body fails the run instead of
 * measuring error replies.
 */
import { contentByUrlRequest, requestUrl } from '../../common/startup';
import type { CalculateCartResponse } from '../../contract/cart';
import type { ContentResponse } from '../../contract/content';
import type { OrdersPageResponse } from '../../contract/customerCentre';
import type { PriceRequest, PriceResponse } from '../../contract/prices';
import type { ProductSearchResponse } from '../../contract/products';
import type { Db } from '../../server/db';
import { DEFAULT_FACETS } from '../../server/seed';
import type { LoadRequest } from './cannon';

const AREA = { areaId: 'b2b', currencyCode: 'DKK', languageCode: 'da' };
/** What a browser sends: the server compresses replies over 1 KB as it would for a visitor. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br', 'user-agent': 'bench-load' };
const JSON_POST = { ...BROWSER, accept: 'application/json', 'content-type': 'application/json' };
/** Different bodies per route where keys vary (prices, carts): sent in turn. */
const PRICE_BODIES = 200;
const CART_BODIES = 10;

export interface Reply {
  status: number;
  headers: Headers;
  body: string;
}

export interface LoadRoute {
  name: string;
  /** Share of the hello-world's req/s the route must reach (0.5 = 50 %); unset = no target, figures only. */
  target?: number;
  request: LoadRequest;
  /** What is wrong with a reply of this route (status, shape), or null. */
  check(reply: Reply): string | null;
}

export interface Fixtures {
  /** Product keys (default unit), spread over the catalogue. */
  keys: { productId: string; unitOfMeasure: string }[];
  /** A category page's URL (Danish, deepest level). */
  categoryUrl: string;
  /** A product image under DATA_DIR/media. */
  imagePath: string;
  products: number;
}

/** Keys, a category URL and an image from the seeded database. */
export async function loadFixtures(db: Db): Promise<Fixtures> {
  const units = await db.selectFrom('product_units').select(['product_id', 'unit_id']).where('is_default', '=', 1).orderBy('product_id').execute();
  if (units.length < 100) throw new Error(`the database has ${units.length} products with a default unit: not a seeded catalogue`);
  const step = Math.max(1, Math.floor(units.length / 2000));
  const keys = units.filter((_, i) => i % step === 0).map((u) => ({ productId: u.product_id, unitOfMeasure: u.unit_id }));
  const category = await db
    .selectFrom('pages')
    .select('url')
    .where('area_id', '=', AREA.areaId)
    .where('language', '=', AREA.languageCode)
    .where('type', '=', 'category')
    .where('published', '=', 1)
    .where('url', 'like', '/%/%/%')
    .orderBy('sort')
    .orderBy('url')
    .executeTakeFirst();
  if (!category) throw new Error('no published third-level category page in the database');
  const media = await db.selectFrom('product_media').select('path').where('type', '=', 'image').orderBy('product_id').orderBy('sort').executeTakeFirst();
  if (!media) throw new Error('no product image in the database');
  return { keys, categoryUrl: category.url, imagePath: media.path, products: units.length };
}

const json = <T>(reply: Reply): T | null => {
  try {
    return JSON.parse(reply.body) as T;
  } catch {
    return null;
  }
};

const statusError = (reply: Reply, expected = 200): string | null =>
  reply.status === expected ? null : `status ${reply.status} (expected ${expected}): ${reply.body.slice(0, 200)}`;

function search(label: string, name: string, target: number, body: Record<string, unknown>, check: (r: ProductSearchResponse) => string | null): LoadRoute {
  const payload = { area: AREA, facets: DEFAULT_FACETS, skip: 0, take: 24, search: {}, sorting: [{ field: 'data.sortOrder', direction: 'Ascending' }], lookupTemplate: 'product-list', ...body };
  return {
    name,
    target,
    request: { label, method: 'POST', path: '/api/Product/GetProductsBySearch', headers: JSON_POST, bodies: [JSON.stringify(payload)] },
    check(reply) {
      const parsed = json<ProductSearchResponse>(reply);
      return statusError(reply) ?? (parsed && typeof parsed.itemsTotal === 'number' ? check(parsed) : `not a search reply: ${reply.body.slice(0, 200)}`);
    },
  };
}

function cartBody(cartId: string, keys: Fixtures['keys']): string {
  return JSON.stringify({
    area: AREA,
    cart: {
      cartId,
      billingAddress: {},
      shippingAddress: {},
      comment: '',
      reference: 'bench:load',
      expectedDeliveryDate: '2099-01-04',
      lines: keys.map((k, i) => ({ id: `LINE${i + 1}`, parentId: null, text: '', quantity: (i % 7) + 1, type: 'product', productKey: { ...k, variantId: null } })),
      shippingMethod: { internalId: 'gls', extraInfo: { privateAddress: true } },
      paymentMethod: { internalId: 'invoice' },
    },
  });
}

/** Catalogue routes: content, search, prices (prices need the customer's token). */
function catalogueRoutes(f: Fixtures, auth: Record<string, string>): LoadRoute[] {
  const date = new Date().toISOString().slice(0, 10);
  const priceBodies = Array.from({ length: PRICE_BODIES }, (_, i) =>
    JSON.stringify({
      areaInfo: AREA,
      products: Array.from({ length: 10 }, (_, j) => ({ ...f.keys[(i * 7919 + j * 104_729) % f.keys.length]!, variantId: null })),
      date,
    } satisfies PriceRequest),
  );
  return [
    {
      name: 'GetContentByUrl (category page)',
      target: 0.5,
      request: { label: 'content', method: 'GET', path: requestUrl(contentByUrlRequest(AREA, f.categoryUrl)), headers: { ...BROWSER, accept: 'application/json' } },
      check(reply) {
        const parsed = json<ContentResponse>(reply);
        if (statusError(reply)) return statusError(reply);
        return parsed?.contentType === 'category' && parsed.statusCode === 200 && parsed.content ? null : `not the category's content: ${reply.body.slice(0, 200)}`;
      },
    },
    search('selective', 'GetProductsBySearch selective ("skrue" + material + price)', 0.25, {
      search: { freeText: 'skrue', facets: { 'specs.material': ['rustfrit-staal-a2'], price: { min: 50, max: 500 } } },
      sorting: [{ field: '_score', direction: 'Descending' }],
    }, (r) => (r.itemsTotal > 0 && r.itemsTotal < f.products / 10 ? null : `selective search found ${r.itemsTotal} products`)),
    // The classes of bench/search.bench.ts: broad = the empty query with all facets (the whole catalogue counted).
    search('broad', 'GetProductsBySearch broad (empty query, all facets)', 0.25, {}, (r) =>
      r.itemsTotal >= f.products * 0.9 && Object.keys(r.facetOptions).length > 0
        ? null
        : `the empty query found ${r.itemsTotal} of ${f.products} products, ${Object.keys(r.facetOptions).length} facets`,
    ),
    search('empty', 'GetProductsBySearch empty result ("qqxyzzy")', 0.25, { search: { freeText: 'qqxyzzy' }, sorting: [{ field: '_score', direction: 'Descending' }] }, (r) =>
      r.itemsTotal === 0 ? null : `a word no product has found ${r.itemsTotal} products`,
    ),
    {
      name: 'GetPrices (10 keys, logged in)',
      target: 0.25,
      request: { label: 'prices', method: 'POST', path: '/api/Price/GetPrices', headers: { ...JSON_POST, ...auth }, bodies: priceBodies },
      check(reply) {
        const parsed = json<PriceResponse>(reply);
        return statusError(reply) ?? (parsed?.prices.length === 10 ? null : `expected 10 prices: ${reply.body.slice(0, 200)}`);
      },
    },
  ];
}

/** Every route of the per-route table, in order. `run` makes the cart ids of this run unique. */
export function loadRoutes(f: Fixtures, token: string, run: string): LoadRoute[] {
  const auth = { authorization: `Bearer ${token}` };
  const cartKeys = Array.from({ length: 100 }, (_, i) => f.keys[Math.floor((i * f.keys.length) / 100)]!);
  const b64 = Buffer.from(f.imagePath, 'utf8').toString('base64url');
  return [
    {
      // No target: the floor of every route — the shop's hooks (security headers, identity, logging) and one `select 1`.
      name: 'integrity check (floor: plumbing + select 1)',
      request: { label: 'floor', method: 'GET', path: '/integrity/check', headers: { ...BROWSER, accept: 'application/json' } },
      check(reply) {
        return statusError(reply) ?? (json<{ status?: string }>(reply)?.status === 'ok' ? null : `not ok: ${reply.body.slice(0, 200)}`);
      },
    },
    ...catalogueRoutes(f, auth),
    {
      name: 'CalculateCart (100 lines)',
      request: {
        label: 'cart',
        method: 'POST',
        path: '/api/Cart/CalculateCart',
        headers: { ...JSON_POST, ...auth },
        bodies: Array.from({ length: CART_BODIES }, (_, i) => cartBody(`load-${run}-${i}`, cartKeys)),
      },
      check(reply) {
        const parsed = json<CalculateCartResponse>(reply);
        const products = parsed?.cart.lines.filter((l) => l.type === 'product').length ?? 0;
        return statusError(reply) ?? (products === 100 ? null : `expected 100 product lines back, got ${products} of ${parsed?.cart.lines.length ?? 0}`);
      },
    },
    {
      name: 'GetOrdersWithPagination (25 of customer 10001)',
      request: {
        label: 'orders',
        method: 'POST',
        path: '/api/CustomerCenter/GetOrdersWithPagination?pageSize=25&pageNr=1',
        headers: { ...JSON_POST, ...auth },
        bodies: [JSON.stringify({ searchOptions: {} })],
      },
      check(reply) {
        const parsed = json<OrdersPageResponse>(reply);
        return statusError(reply) ?? ((parsed?.orders.length ?? 0) > 0 ? null : `no orders in the page: ${reply.body.slice(0, 200)}`);
      },
    },
    {
      name: `SPA HTML of a category page`,
      target: 0.5,
      request: { label: 'html', method: 'GET', path: encodeURI(f.categoryUrl), headers: { ...BROWSER, accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } },
      check(reply) {
        const type = reply.headers.get('content-type') ?? '';
        return statusError(reply) ?? (type.startsWith('text/html') && reply.body.includes('<script') ? null : `not the SPA's HTML (${type})`);
      },
    },
    {
      name: 'cached image (300×300 WebP)',
      request: { label: 'image', method: 'GET', path: `/images/fit/300/300/center/${b64}`, headers: { ...BROWSER, accept: 'image/avif,image/webp,*/*' } },
      check(reply) {
        const type = reply.headers.get('content-type') ?? '';
        if (statusError(reply)) return statusError(reply);
        if (!type.startsWith('image/')) return `not an image (${type})`;
        return reply.headers.get('x-cache') === 'HIT' ? null : `not served from the image cache (X-Cache ${reply.headers.get('x-cache')})`;
      },
    },
  ];
}

/** Sends each body of a route once and checks every reply (the first call of the image renders and caches it). */
export async function checkRoute(base: string, route: LoadRoute): Promise<void> {
  const { request } = route;
  const bodies = request.bodies ?? [undefined];
  const send = async (body: string | undefined): Promise<Reply> => {
    const res = await fetch(base + request.path, { method: request.method, headers: request.headers, ...(body === undefined ? {} : { body }) });
    return { status: res.status, headers: res.headers, body: await res.text() };
  };
  if (route.request.label === 'image') await send(undefined); // renders it into the image cache
  for (const body of bodies) {
    const problem = route.check(await send(body));
    if (problem) throw new Error(`${route.name}: ${problem}`);
  }
}
