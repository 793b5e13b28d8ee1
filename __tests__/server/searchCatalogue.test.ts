/**
 * The catalogue as a trade buyer uses it (issue 9), against the demo seed: price sorting and the price slider by
 * the caller's own prices (two customers with different discounts, a customer in another currency, anonymous),
 * brand links that select the brand facet, relevance (item number, name over description, all words over some),
 * the name sort in the page's language, related products and the offers list. Expectations come from the database
 * and the price calculation, so they hold for any generated catalogue.
 */
import type { Facet, Product, ProductSearchResponse, Sorting, SortingOption } from '../../src/api/types';
import { parseListUrl } from '../../common/search/url';
import { DEFAULT_FACETS } from '../../server/seed';
import { priceServiceFor } from '../../server/services/prices';
import { tokenFor } from './auth';
import { body, createTestApp, type TestApp } from './helpers';

let t: TestApp;
const tokens: Record<'kunde' | 'kunde2' | 'se', string> = { kunde: '', kunde2: '', se: '' };
beforeAll(async () => {
  t = await createTestApp({ seed: true, seedProducts: 400 });
  tokens.kunde = await tokenFor(t.app, 'u-kunde'); // 10001, price group A (brand discounts + 5 % on everything), DKK
  tokens.kunde2 = await tokenFor(t.app, 'u-kunde2'); // 10002, price group B (10 % on category 30), DKK
  tokens.se = await tokenFor(t.app, 'u-kunde-se'); // 10003, price group A, SEK
}, 120_000);
afterAll(async () => {
  await t.close();
});

const AREA = { areaId: 'b2b', languageCode: 'da', currencyCode: 'DKK' };
const BY_SCORE: Sorting[] = [{ field: '_score', direction: 'Descending' }];
const PRICE_ASC: Sorting[] = [{ field: 'price', direction: 'Ascending' }];
const PRICE_DESC: Sorting[] = [{ field: 'price', direction: 'Descending' }];

interface Req {
  area?: typeof AREA;
  facets?: Facet[];
  skip?: number;
  take?: number;
  search?: Record<string, unknown>;
  sorting?: Sorting[];
}

async function search(request: Req, token?: string): Promise<ProductSearchResponse> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/Product/GetProductsBySearch',
    payload: { area: AREA, facets: [], skip: 0, take: 200, search: {}, sorting: [], ...request },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(res.statusCode).toBe(200);
  return body<ProductSearchResponse>(res);
}

/** Every id of a result, in order (all pages). */
async function allIds(request: Req, token?: string): Promise<string[]> {
  const ids: string[] = [];
  for (let skip = 0; ; skip += 200) {
    const reply = await search({ ...request, skip, take: 200 }, token);
    ids.push(...reply.items.map((i) => i.item.id));
    if (skip + 200 >= reply.itemsTotal) return ids;
  }
}

/**
 * What each product costs the caller (default unit, quantity 1, no variant) as GetPrices computes it: the price
 * group's net price in the currency, or the list price (priceGroup null).
 */
async function pricesFor(priceGroup: string | null, currency: string): Promise<Map<string, number>> {
  const units = await t.db.selectFrom('product_units').select(['product_id', 'unit_id']).where('is_default', '=', 1).execute();
  const entries = await priceServiceFor(t.app).internal.calculate(
    units.map((u) => ({ productId: u.product_id, variantId: null, unitOfMeasure: u.unit_id })),
    currency,
    { priceGroup },
  );
  return new Map(entries.map((e) => [e.productId, e.price]));
}

/** List price of the default unit (what anonymous visitors sort and filter by). */
function listPrice(product: Product): number {
  const unit = product.units.find((u) => u.isDefault)?.unitId;
  return product.unitPrices.find((p) => p.unitId === unit && p.variantId === null && (p.minQuantity ?? 1) === 1)!.price;
}

const isSorted = (values: number[], direction: 1 | -1) => values.every((v, i) => i === 0 || direction * (v - values[i - 1]!) >= 0);

describe('price sorting and the price slider use the price the caller pays', () => {
  let list: Map<string, number>;
  let groupA: Map<string, number>;
  let groupB: Map<string, number>;
  beforeAll(async () => {
    [list, groupA, groupB] = await Promise.all([pricesFor(null, 'DKK'), pricesFor('A', 'DKK'), pricesFor('B', 'DKK')]);
  });

  it('the two customers really pay differently (the test data has teeth)', () => {
    let differsA = 0;
    let differsAB = 0;
    for (const [id, price] of list) {
      if (groupA.get(id) !== price) differsA++;
      if (groupA.get(id) !== groupB.get(id)) differsAB++;
    }
    expect(differsA).toBeGreaterThan(100);
    expect(differsAB).toBeGreaterThan(100);
  });

  it('sorts ascending and descending by each caller’s own prices: customer 10001, customer 10002 and anonymous', async () => {
    const orders: string[][] = [];
    for (const [token, prices] of [
      [tokens.kunde, groupA],
      [tokens.kunde2, groupB],
      [undefined, list],
    ] as const) {
      const ids = await allIds({ sorting: PRICE_ASC }, token);
      expect(ids).toHaveLength(400);
      const values = ids.map((id) => prices.get(id)!);
      expect(isSorted(values, 1)).toBe(true);
      const down = (await allIds({ sorting: PRICE_DESC }, token)).map((id) => prices.get(id)!);
      expect(isSorted(down, -1)).toBe(true);
      orders.push(ids);
    }
    // Different discounts give different orders (sorting by list prices would give the same order thrice).
    expect(orders[0]).not.toEqual(orders[2]);
    expect(orders[1]).not.toEqual(orders[2]);
    expect(orders[0]).not.toEqual(orders[1]);
  });

  it('filters the price range and reports the slider’s min and max in the caller’s prices', async () => {
    const priceFacet: Facet[] = [{ type: 'Slider', field: 'price', queryField: 'price' }];
    for (const [token, prices] of [
      [tokens.kunde, groupA],
      [tokens.kunde2, groupB],
      [undefined, list],
    ] as const) {
      // The slider's range over the whole catalogue.
      const all = await search({ facets: priceFacet, take: 1 }, token);
      const values = [...prices.values()];
      expect(all.facetOptions.price?.[0]).toMatchObject({ min: Math.min(...values), max: Math.max(...values), count: 400 });

      // A range: exactly the products whose price for this caller is inside it.
      const sorted = [...values].sort((a, b) => a - b);
      const min = sorted[Math.floor(sorted.length * 0.3)]!;
      const max = sorted[Math.floor(sorted.length * 0.6)]!;
      const expected = [...prices].filter(([, p]) => p >= min && p <= max).map(([id]) => id).sort();
      const found = await allIds({ facets: priceFacet, search: { facets: { price: { min, max } } }, sorting: PRICE_ASC }, token);
      expect([...found].sort()).toEqual(expected);
    }
    // The same range holds other products for customer 10001 than for anonymous visitors.
    const range = { min: 100, max: 400 };
    const a = await allIds({ facets: priceFacet, search: { facets: { price: range } } }, tokens.kunde);
    const anon = await allIds({ facets: priceFacet, search: { facets: { price: range } } });
    expect(new Set(a)).not.toEqual(new Set(anon));
  });

  it('uses the customer’s own currency, whatever currency the page asks for', async () => {
    const sek = await pricesFor('A', 'SEK');
    const ids = await allIds({ sorting: PRICE_ASC }, tokens.se);
    expect(isSorted(ids.map((id) => sek.get(id)!), 1)).toBe(true);
    const slider = await search({ facets: [{ type: 'Slider', field: 'price', queryField: 'price' }], take: 1 }, tokens.se);
    expect(slider.facetOptions.price?.[0]?.max).toBe(Math.max(...sek.values()));
  });

  it('sorts anonymous visitors by list prices of the requested currency, or the area’s when it has none', async () => {
    const eur = await pricesFor(null, 'EUR');
    const ids = await allIds({ area: { ...AREA, currencyCode: 'EUR' }, sorting: PRICE_ASC });
    expect(isSorted(ids.map((id) => eur.get(id)!), 1)).toBe(true);
    const unknown = await allIds({ area: { ...AREA, currencyCode: 'XYZ' }, sorting: PRICE_ASC });
    expect(isSorted(unknown.map((id) => list.get(id)!), 1)).toBe(true);
  });
});

describe('brand links', () => {
  it('every seeded brand link selects the brand facet of the product list, in every language', async () => {
    const rows = await t.db.selectFrom('menu_items').select(['language', 'name', 'url']).where('id', 'like', '%-pri-brand-%').execute();
    const brands = await t.db.selectFrom('brands').select('name').execute();
    expect(rows.length).toBe(brands.length * 5);
    for (const row of rows) {
      const url = new URL(row.url, 'http://shop.test');
      expect(url.pathname).toBe(row.language === 'da' ? '/search' : `/${row.language}/search`);
      expect(url.searchParams.get('q')).toBeNull();
      // The storefront reads the link with the product list's URL rules (one query parameter per facet).
      const state = parseListUrl(url.searchParams, DEFAULT_FACETS);
      expect(state).toMatchObject({ freeText: '', facets: { brand: [row.name] } });
    }
  });

  it('the 3M link lists exactly the 3M products, with the other brands still countable in the facet', async () => {
    const row = await t.db.selectFrom('menu_items').select('url').where('language', '=', 'en').where('name', '=', '3M').executeTakeFirstOrThrow();
    const state = parseListUrl(new URL(row.url, 'http://shop.test').searchParams, DEFAULT_FACETS);
    const reply = await search({
      area: { ...AREA, languageCode: 'en' },
      facets: DEFAULT_FACETS,
      search: { facets: state.facets },
    });
    const count = await t.db
      .selectFrom('products as p')
      .innerJoin('brands as b', 'b.id', 'p.brand_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('b.name', '=', '3M')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBeGreaterThan(0);
    expect(reply.itemsTotal).toBe(Number(count.n));
    for (const { item } of reply.items) expect(item.specifications.brand).toBe('3M');
    const brandOptions = reply.facetOptions.brand ?? [];
    expect(brandOptions.find((o) => o.key === '3M')?.count).toBe(Number(count.n));
    expect(brandOptions.length).toBeGreaterThan(3); // CheckboxOr: the other brands stay selectable
  });
});

describe('relevance', () => {
  it('puts the products whose item number begins with the text first, an exact item number before them', async () => {
    const ids = (await t.db.selectFrom('products').select('id').execute()).map((r) => r.id);
    const prefix = '2010';
    const expected = ids.filter((id) => id.startsWith(prefix));
    expect(expected.length).toBeGreaterThan(3);
    const reply = await search({ search: { freeText: prefix }, sorting: BY_SCORE });
    expect(reply.items.slice(0, expected.length).map((i) => i.item.id).sort()).toEqual([...expected].sort());
    const exact = expected[2]!;
    const byExact = await search({ search: { freeText: exact }, sorting: BY_SCORE, take: 5 });
    expect(byExact.items[0]?.item.id).toBe(exact);
  });

  it('ranks every match in the name before matches only in description, category or specifications', async () => {
    for (const [language, q] of [
      ['da', 'skrue'],
      ['en', 'screw'],
      ['en', 'drill'],
    ] as const) {
      const reply = await search({ area: { ...AREA, languageCode: language }, search: { freeText: q }, sorting: BY_SCORE });
      const inName = reply.items.map((i) => i.item.name.toLowerCase().includes(q));
      expect(inName.filter(Boolean).length).toBeGreaterThan(3);
      expect(inName.includes(false)).toBe(true); // matches outside the name exist …
      expect(inName.indexOf(false)).toBe(inName.filter(Boolean).length); // … and all come after the name matches
    }
  });

  it('ranks products with all words before products with some of them (three words and more)', async () => {
    const area = { ...AREA, languageCode: 'en' };
    const both = new Set(await allIds({ area, search: { freeText: 'stainless screw' } }));
    const third = new Set(await allIds({ area, search: { freeText: 'essve' } }));
    const all = [...both].filter((id) => third.has(id));
    expect(all.length).toBeGreaterThan(0);
    const ranked = await allIds({ area, search: { freeText: 'stainless screw essve' }, sorting: BY_SCORE });
    expect(ranked.length).toBeGreaterThan(all.length); // products with two of the three words are listed too …
    expect(ranked.slice(0, all.length).sort()).toEqual(all.sort()); // … after every product with all three
  });

  it('ranks by relevance when the request has free text and no sorting (the storefront’s default then)', async () => {
    const implicit = await search({ search: { freeText: 'skrue' }, sorting: [] });
    const explicit = await search({ search: { freeText: 'skrue' }, sorting: BY_SCORE });
    expect(implicit.items.map((i) => i.item.id)).toEqual(explicit.items.map((i) => i.item.id));
    expect(implicit.items[0]!.score).toBeGreaterThan(0);
  });

  it('sorts by name in the page’s language with the seeded Name option, in every language', async () => {
    const area = await t.db.selectFrom('areas').select('settings').executeTakeFirstOrThrow();
    const options = (JSON.parse(area.settings) as { sortingOptions: SortingOption[] }).sortingOptions;
    const byName = options.find((o) => o.queryValue === 'name')!;
    const orders = new Map<string, string[]>();
    for (const language of ['da', 'en', 'sv', 'nb', 'fi']) {
      const reply = await search({ area: { ...AREA, languageCode: language }, sorting: byName.sortings, take: 200 });
      const names = reply.items.map((i) => i.item.name);
      const collator = new Intl.Collator(language, { numeric: true, sensitivity: 'base' });
      const sorted = [...names].sort((a, b) => collator.compare(a, b));
      expect(names.map((n) => n.toLowerCase())).toEqual(sorted.map((n) => n.toLowerCase()));
      orders.set(language, reply.items.map((i) => i.item.id));
    }
    expect(orders.get('en')).not.toEqual(orders.get('da'));
  });
});

describe('related products', () => {
  const related = (productId: string, take = 4) =>
    search({ search: { filter: { relatedTo: productId } }, sorting: BY_SCORE, take });
  const chainOf = (p: Product) => p.categories.map((c) => c.id);
  /** Products in the same (non-rejected) orders as the product. */
  async function boughtWith(productId: string): Promise<Set<string>> {
    const rows = await t.db
      .selectFrom('order_lines as a')
      .innerJoin('order_lines as b', 'b.order_id', 'a.order_id')
      .innerJoin('orders as o', 'o.id', 'a.order_id')
      .select('b.product_id')
      .where('a.product_id', '=', productId)
      .where('a.type', '=', 'product')
      .where('b.type', '=', 'product')
      .where('o.status', 'not in', ['Rejected', 'PendingPayment'])
      .execute();
    return new Set(rows.map((r) => r.product_id));
  }

  it('come from the product’s category and brand first, never include the product, and differ per product', async () => {
    const products = await t.db.selectFrom('products').select(['id', 'category_id']).orderBy('id').execute();
    // Two neighbours in the same category and one elsewhere.
    const byCategory = new Map<string, string[]>();
    for (const p of products) byCategory.set(p.category_id, [...(byCategory.get(p.category_id) ?? []), p.id]);
    const [category, members] = [...byCategory].find(([, ids]) => ids.length >= 8)!;
    const picks = [members[0]!, members[5]!, products.find((p) => p.category_id !== category)!.id];
    const lists: string[][] = [];
    for (const id of picks) {
      const reply = await related(id, 24);
      expect(reply.itemsTotal).toBeGreaterThanOrEqual(4);
      const ids = reply.items.map((i) => i.item.id);
      expect(ids).not.toContain(id);
      const self = (await search({ search: { filter: { productIds: [id] } } })).items[0]!.item;
      // The best ones share the product's own category (its leaf has enough products) or were bought with it …
      const bought = await boughtWith(id);
      for (const { item } of reply.items.slice(0, 4)) {
        expect(chainOf(item).at(-1) === chainOf(self).at(-1) || bought.has(item.id)).toBe(true);
      }
      // … every one shares at least the top-level category unless bought with it …
      for (const { item } of reply.items) expect(chainOf(item)[0] === chainOf(self)[0] || bought.has(item.id)).toBe(true);
      // … within the own category the same brand ranks first …
      const sameBrand = reply.items
        .filter(({ item }) => chainOf(item).at(-1) === chainOf(self).at(-1) && !bought.has(item.id))
        .map(({ item }) => item.specifications.brand === self.specifications.brand);
      expect(sameBrand.slice(sameBrand.indexOf(false) < 0 ? sameBrand.length : sameBrand.indexOf(false))).not.toContain(true);
      // … and scores never increase.
      const scores = reply.items.map((i) => i.score);
      expect(isSorted(scores, -1)).toBe(true);
      lists.push(ids.slice(0, 4));
    }
    expect(lists[0]).not.toEqual(lists[1]);
    expect(lists[0]).not.toEqual(lists[2]);
    // Not the same four products on every page: across ten products the first four are mostly different.
    const firstFour = new Set<string>();
    for (const p of products.filter((_, i) => i % 40 === 0)) for (const { item } of (await related(p.id)).items) firstFour.add(item.id);
    expect(firstFour.size).toBeGreaterThan(30);
  });

  it('include what customers also bought, from the order history', async () => {
    // A pair of products bought together in a (non-rejected) order, in different top-level categories.
    const pairs = await t.db
      .selectFrom('order_lines as a')
      .innerJoin('order_lines as b', 'b.order_id', 'a.order_id')
      .innerJoin('orders as o', 'o.id', 'a.order_id')
      .innerJoin('products as pa', 'pa.id', 'a.product_id')
      .innerJoin('products as pb', 'pb.id', 'b.product_id')
      .select(['a.product_id as a', 'b.product_id as b', 'pa.category_id as ca', 'pb.category_id as cb'])
      .where('a.type', '=', 'product')
      .where('b.type', '=', 'product')
      .where('o.status', 'not in', ['Rejected', 'PendingPayment'])
      .execute();
    const pair = pairs.find((p) => p.a !== p.b && p.ca.slice(0, 2) !== p.cb.slice(0, 2));
    expect(pair).toBeDefined();
    const ids = (await related(pair!.a, 24)).items.map((i) => i.item.id);
    expect(ids).toContain(pair!.b);
  });

  it('the product template’s related list is the one the product page fills in', async () => {
    const page = await t.db.selectFrom('pages').select('content').where('type', '=', 'product').where('language', '=', 'en').executeTakeFirstOrThrow();
    expect(page.content).toContain('"listReference":"related"');
  });

  it('an unknown product has no related products; a bad filter is a 400', async () => {
    expect((await related('no-such-product')).itemsTotal).toBe(0);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Product/GetProductsBySearch',
      payload: { area: AREA, search: { filter: { relatedTo: 42, onOffer: 'yes' } } },
    });
    expect(res.statusCode).toBe(400);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/Product/GetProductsBySearch',
      payload: { area: AREA, search: { filter: { relatedTo: '' } } },
    });
    expect(empty.statusCode).toBe(400);
  });
});

describe('offers', () => {
  it('the seed has a believable set of campaign products with before prices in every currency', async () => {
    const rows = await t.db
      .selectFrom('prices')
      .select(['product_id', 'currency_code'])
      .where('before_price', 'is not', null)
      .where('min_quantity', '=', 1)
      .where('variant_id', '=', '')
      .execute();
    const products = new Set(rows.map((r) => r.product_id));
    // 8 % of the catalogue: 30–60 products at the default 600, proportionally fewer here.
    expect(products.size).toBeGreaterThanOrEqual(20);
    expect(products.size).toBeLessThanOrEqual(60);
    for (const currency of ['DKK', 'SEK', 'NOK', 'EUR']) {
      expect(new Set(rows.filter((r) => r.currency_code === currency).map((r) => r.product_id))).toEqual(products);
    }
  });

  it('filter.onOffer lists exactly the products with a campaign price, with facets and sortings', async () => {
    const campaign = await t.db
      .selectFrom('prices as pr')
      .innerJoin('product_units as u', (j) => j.onRef('u.product_id', '=', 'pr.product_id').onRef('u.unit_id', '=', 'pr.unit_id'))
      .select('pr.product_id')
      .where('u.is_default', '=', 1)
      .where('pr.variant_id', '=', '')
      .where('pr.min_quantity', '=', 1)
      .where('pr.currency_code', '=', 'DKK')
      .whereRef('pr.before_price', '>', 'pr.price')
      .execute();
    const expected = campaign.map((r) => r.product_id).sort();
    const reply = await search({ facets: DEFAULT_FACETS, search: { filter: { onOffer: true } }, sorting: PRICE_ASC });
    expect(reply.items.map((i) => i.item.id).sort()).toEqual(expected);
    for (const { item } of reply.items) expect(item.unitPrices.some((p) => p.beforePrice !== null && p.beforePrice > p.price)).toBe(true);
    expect(isSorted(reply.items.map((i) => listPrice(i.item)), 1)).toBe(true);
    const brand = reply.facetOptions.brand?.[0];
    expect(brand).toBeDefined();
    const narrowed = await search({ facets: DEFAULT_FACETS, search: { filter: { onOffer: true }, facets: { brand: [brand!.key] } } });
    expect(narrowed.itemsTotal).toBe(brand!.count);
  });

  it('the offers page of every language is a product list of the offers with facets and sortings', async () => {
    const pages = await t.db.selectFrom('pages').select(['language', 'content']).where('group_id', '=', 'offers').execute();
    expect(pages).toHaveLength(5);
    for (const page of pages) {
      const blocks = JSON.parse(page.content) as { type: string; parameters: Record<string, unknown> }[];
      const list = blocks.find((b) => b.type === 'productList');
      expect(list?.parameters).toMatchObject({ search: { onOffer: true }, facets: DEFAULT_FACETS });
      expect((list?.parameters.sortingOptions as unknown[]).length).toBeGreaterThan(1);
    }
  });
});
