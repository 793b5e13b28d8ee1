/**
 * POST /api/Product/GetProductsBySearch against the demo seed: free text (stemming, compounds, prefixes, typos,
 * ranking), filters, every facet type, sortings, paging, totals and validation. Expectations are derived from the
 * database, so they hold for any generated catalogue.
 */
import { sql } from 'kysely';
import type { Facet, Product, ProductSearchRequest, ProductSearchResponse, Sorting } from '../../src/api/types';
import { DEFAULT_FACETS } from '../../server/seed';
import { invalidateCatalogue, searchService } from '../../server/services/search/service';
import { nameSortKey, stem, tokenize, valueKey, withinOneEdit } from '../../server/services/search/text';
import { body, createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true, seedProducts: 400 });
}, 120_000);
afterAll(async () => {
  await t.close();
});

const AREA = { areaId: 'b2b', languageCode: 'da', currencyCode: 'DKK' };
const BY_NAME: Sorting[] = [{ field: 'data.sortOrder', direction: 'Ascending' }];
const BY_SCORE: Sorting[] = [{ field: '_score', direction: 'Descending' }];

type SearchBody = Omit<Partial<ProductSearchRequest>, 'area'> & { area?: Partial<ProductSearchRequest['area']> };

function post(payload: unknown) {
  return t.app.inject({ method: 'POST', url: '/api/Product/GetProductsBySearch', payload: payload as Record<string, unknown> });
}

async function search(request: SearchBody = {}): Promise<ProductSearchResponse> {
  const res = await post({ area: AREA, facets: DEFAULT_FACETS, skip: 0, take: 200, search: {}, sorting: BY_NAME, ...request });
  expect(res.statusCode).toBe(200);
  return body<ProductSearchResponse>(res);
}

/** Every id of a result (all pages). */
async function allIds(request: SearchBody): Promise<string[]> {
  const ids: string[] = [];
  for (let skip = 0; ; skip += 200) {
    const reply = await search({ ...request, skip, take: 200 });
    ids.push(...reply.items.map((i) => i.item.id));
    if (skip + 200 >= reply.itemsTotal) return ids;
  }
}

/** Whole words of a text as the search tokenizer sees them. */
const words = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{M}]+|\p{N}+/gu) ?? [];

async function idsWhereName(language: string, like: string): Promise<string[]> {
  const rows = await t.db
    .selectFrom('product_texts')
    .select('product_id')
    .where('language', '=', language)
    .where(sql<string>`lower(name)`, 'like', like)
    .execute();
  return rows.map((r) => r.product_id);
}

/** List price of the default unit (the value the price slider and sorting use). */
function listPrice(product: Product): number | null {
  const unit = product.units.find((u) => u.isDefault)?.unitId;
  return product.unitPrices.find((p) => p.unitId === unit && p.variantId === null && (p.minQuantity ?? 1) === 1)?.price ?? null;
}

async function dbPrices(): Promise<Map<string, number>> {
  const rows = await t.db
    .selectFrom('prices as pr')
    .innerJoin('product_units as u', (j) => j.onRef('u.product_id', '=', 'pr.product_id').onRef('u.unit_id', '=', 'pr.unit_id'))
    .select(['pr.product_id', 'pr.price'])
    .where('u.is_default', '=', 1)
    .where('pr.variant_id', '=', '')
    .where('pr.min_quantity', '=', 1)
    .where('pr.currency_code', '=', 'DKK')
    .execute();
  return new Map(rows.map((r) => [r.product_id, Number(r.price) / 100]));
}

const facet = (reply: ProductSearchResponse, field: string) => reply.facetOptions[field] ?? [];

describe('text analysis', () => {
  it('tokenizes on non-letters/digits and between letters and digits', () => {
    expect(tokenize('Træskrue 5x50 mm, RUSTFRI-A4')).toEqual(['træskrue', '5', 'x', '50', 'mm', 'rustfri', 'a', '4']);
    expect(tokenize('bore-/skruemaskine 2,0 Ah')).toEqual(['bore', 'skruemaskine', '2', '0', 'ah']);
  });

  it('stems Danish, Swedish and English lightly, and the same way for index and query', () => {
    expect(stem('skruer', 'da')).toBe(stem('skrue', 'da'));
    expect(stem('skruerne', 'da')).toBe('skru');
    expect(stem('skruvar', 'sv')).toBe('skruv');
    expect(stem('batteries', 'en')).toBe('battery');
    expect(stem('switches', 'en')).toBe('switch');
    expect(stem('cables', 'en')).toBe('cable');
    expect(stem('ruuvit', 'fi')).toBe('ruuvit');
    expect(stem('m12', 'da')).toBe('m12');
  });

  it('accepts one insertion, deletion, substitution or transposition as a typo', () => {
    expect(withinOneEdit('skrue', 'skruw')).toBe(true);
    expect(withinOneEdit('skru', 'skruw')).toBe(true);
    expect(withinOneEdit('skrue', 'sukre')).toBe(false);
    expect(withinOneEdit('skrue', 'skreu')).toBe(true);
    expect(withinOneEdit('skrue', 'skrue')).toBe(true);
    expect(withinOneEdit('skrue', 'skruer2')).toBe(false);
  });

  it('sorts names naturally: numbers by value, æ ø å after z in Danish', () => {
    const sorted = ['skrue 10 mm', 'Øse', 'skrue 2 mm', 'Zebra', 'Ål', 'Æble'].sort((a, b) =>
      nameSortKey(a, 'da') < nameSortKey(b, 'da') ? -1 : 1,
    );
    expect(sorted).toEqual(['skrue 2 mm', 'skrue 10 mm', 'Zebra', 'Æble', 'Øse', 'Ål']);
  });

  it('makes language-neutral facet keys', () => {
    expect(valueKey('Rustfrit stål A2')).toBe('rustfrit-staal-a2');
    expect(valueKey('Nylon (PA 6.6)')).toBe('nylon-pa-6-6');
  });
});

describe('free text', () => {
  it('finds every Danish name with "skrue" for skrue, skruer and the typo skruw (stems, compounds, prefixes)', async () => {
    const expected = await idsWhereName('da', '%skrue%');
    expect(expected.length).toBeGreaterThan(5);
    for (const q of ['skrue', 'Skrue']) {
      const found = new Set(await allIds({ search: { freeText: q } }));
      for (const id of expected) expect(found.has(id)).toBe(true);
    }
    // The plural finds the singular, also at the end of compounds (træskrue, gipsskrue), but not 'skruemaskine'.
    const names = await t.db.selectFrom('product_texts').select(['product_id', 'name']).where('language', '=', 'da').execute();
    const screws = names.filter((r) => words(r.name).some((w) => /skruer?$/.test(w))).map((r) => r.product_id);
    expect(screws.length).toBeGreaterThan(5);
    const plural = new Set(await allIds({ search: { freeText: 'skruer' } }));
    for (const id of screws) expect(plural.has(id)).toBe(true);
    const typo = await search({ search: { freeText: 'skruw' }, sorting: BY_SCORE });
    expect(typo.itemsTotal).toBeGreaterThan(0);
    expect(typo.items.some((i) => /skrue/i.test(i.item.name))).toBe(true);
  });

  it('matches English (screw, screws) and Swedish (skruv, skruvar) in their language', async () => {
    const en = await idsWhereName('en', '%screw%');
    const sv = await idsWhereName('sv', '%skruv%');
    expect(en.length).toBeGreaterThan(5);
    expect(sv.length).toBeGreaterThan(5);
    const found = new Set(await allIds({ area: { ...AREA, languageCode: 'en' }, search: { freeText: 'screw' } }));
    for (const id of en) expect(found.has(id)).toBe(true);
    const svFound = new Set(await allIds({ area: { ...AREA, languageCode: 'sv-SE' }, search: { freeText: 'skruv' } }));
    for (const id of sv) expect(svFound.has(id)).toBe(true);
    // Plurals find the singular words (and Swedish compounds ending in it: träskruv, gipsskruv).
    const enNames = await t.db.selectFrom('product_texts').select(['product_id', 'name']).where('language', '=', 'en').execute();
    const enScrews = enNames.filter((r) => words(r.name).includes('screw')).map((r) => r.product_id);
    const enPlural = new Set(await allIds({ area: { ...AREA, languageCode: 'en' }, search: { freeText: 'screws' } }));
    for (const id of enScrews) expect(enPlural.has(id)).toBe(true);
    const svNames = await t.db.selectFrom('product_texts').select(['product_id', 'name']).where('language', '=', 'sv').execute();
    const svScrews = svNames.filter((r) => words(r.name).some((w) => w.endsWith('skruv'))).map((r) => r.product_id);
    expect(svScrews.length).toBeGreaterThan(5);
    const svPlural = new Set(await allIds({ area: { ...AREA, languageCode: 'sv' }, search: { freeText: 'skruvar' } }));
    for (const id of svScrews) expect(svPlural.has(id)).toBe(true);
    const reply = await search({ area: { ...AREA, languageCode: 'en' }, search: { freeText: 'screw' }, take: 5, sorting: BY_SCORE });
    expect(reply.items[0]?.item.name).toMatch(/screw/i);
  });

  it('combines two words with AND (falling back to either word when nothing has both) and completes the last word as a prefix', async () => {
    const reply = await search({ search: { freeText: 'bosch skru' } });
    expect(reply.itemsTotal).toBeGreaterThan(0);
    for (const { item } of reply.items) expect(item.specifications.brand).toBe('Bosch');
    const bosch = await search({ search: { freeText: 'bosch' } });
    const boschCount = await t.db
      .selectFrom('products as p')
      .innerJoin('brands as b', 'b.id', 'p.brand_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('b.name', '=', 'Bosch')
      .executeTakeFirstOrThrow();
    expect(bosch.itemsTotal).toBe(Number(boschCount.n));
    // No product has both words: the products with one of them (here: Bosch) are shown rather than nothing.
    const some = await search({ search: { freeText: 'bosch zzzzqqq' } });
    expect(some.itemsTotal).toBe(Number(boschCount.n));
    for (const { item } of some.items) expect(item.specifications.brand).toBe('Bosch');
    expect((await search({ search: { freeText: 'zzzzqqq xxxyyy' } })).itemsTotal).toBe(0);
  });

  it('ranks exact name words before prefix and other matches, with non-increasing scores', async () => {
    for (const [language, q] of [
      ['da', 'bore'],
      ['en', 'screw'],
    ] as const) {
      const reply = await search({ area: { ...AREA, languageCode: language }, search: { freeText: q }, sorting: BY_SCORE });
      const exact = reply.items.map((i) => words(i.item.name).includes(q));
      expect(exact.filter(Boolean).length).toBeGreaterThan(0);
      expect(exact.includes(false)).toBe(true); // other kinds of matches exist …
      expect(exact.indexOf(false)).toBe(exact.filter(Boolean).length); // … and come after every exact one
      const scores = reply.items.map((i) => i.score);
      for (let i = 1; i < scores.length; i++) expect(scores[i]!).toBeLessThanOrEqual(scores[i - 1]!);
      expect(scores[0]!).toBeGreaterThan(0);
    }
  });

  it('puts an exact product id or EAN first', async () => {
    const product = await t.db.selectFrom('products').select(['id', 'ean']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    for (const q of [product.id, product.ean!]) {
      const reply = await search({ search: { freeText: q }, sorting: BY_SCORE, take: 3 });
      expect(reply.items[0]?.item.id).toBe(product.id);
    }
  });

  it('gives score 0 without free text and falls back to the name order for _score', async () => {
    const reply = await search({ sorting: BY_SCORE, take: 20 });
    const named = await search({ take: 20 });
    expect(reply.items.map((i) => i.item.id)).toEqual(named.items.map((i) => i.item.id));
    expect(reply.items.every((i) => i.score === 0)).toBe(true);
  });
});

describe('filters and facets', () => {
  it('category filter includes every descendant category', async () => {
    const categories = await t.db.selectFrom('categories').select(['id', 'parent_id', 'level']).execute();
    const products = await t.db.selectFrom('products').select(['id', 'category_id']).execute();
    const parent = new Map(categories.map((c) => [c.id, c.parent_id]));
    const under = (leaf: string, ancestor: string) => {
      for (let id: string | null | undefined = leaf; id; id = parent.get(id)) if (id === ancestor) return true;
      return false;
    };
    for (const level of [1, 2, 3]) {
      const category = categories.find((c) => c.level === level && products.some((p) => under(p.category_id, c.id)))!;
      const expected = products.filter((p) => under(p.category_id, category.id)).map((p) => p.id).sort();
      const found = (await allIds({ search: { filter: { categoryId: category.id } } })).sort();
      expect(found).toEqual(expected);
    }
    expect((await search({ search: { filter: { categoryId: 'no-such-category' } } })).itemsTotal).toBe(0);
  });

  it('brandId and productIds filters', async () => {
    const rows = await t.db.selectFrom('products').select(['id', 'brand_id']).orderBy('id').execute();
    const brandId = rows[0]!.brand_id;
    const reply = await search({ search: { filter: { brandId } } });
    expect(reply.itemsTotal).toBe(rows.filter((r) => r.brand_id === brandId).length);
    const ids = [rows[3]!.id, rows[7]!.id, 'unknown'];
    expect((await allIds({ search: { filter: { productIds: ids } } })).sort()).toEqual([rows[3]!.id, rows[7]!.id].sort());
  });

  it('CheckboxOr: union of the selected brands; counts of the brand facet ignore the brand selection (disjunctive)', async () => {
    const brandRows = await t.db
      .selectFrom('products as p')
      .innerJoin('brands as b', 'b.id', 'p.brand_id')
      .select(['b.name', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('b.name')
      .execute();
    const counts = new Map(brandRows.map((r) => [r.name, Number(r.n)]));
    const all = await search({});
    expect(new Map(facet(all, 'brand').map((o) => [o.key, o.count]))).toEqual(counts);
    const [a, b] = [...counts.keys()].sort();
    const reply = await search({ search: { facets: { brand: [a!, b!] } } });
    expect(reply.itemsTotal).toBe(counts.get(a!)! + counts.get(b!)!);
    // The facet's queryField works as the selection key too.
    const material = facet(all, 'specs.material')[0]!;
    expect((await search({ search: { facets: { material: [material.key] } } })).itemsTotal).toBe(material.count);
    for (const { item } of reply.items) expect([a, b]).toContain(item.specifications.brand);
    // Unselected brands keep their counts, so the visitor can widen the selection.
    expect(new Map(facet(reply, 'brand').map((o) => [o.key, o.count]))).toEqual(counts);
    // Other facets are counted over the selection.
    const materialTotal = facet(reply, 'specs.material').reduce((sum, o) => sum + o.count, 0);
    expect(materialTotal).toBe(reply.itemsTotal);
    // Options: count descending, then key.
    const options = facet(all, 'brand');
    for (let i = 1; i < options.length; i++) {
      const [p, q] = [options[i - 1]!, options[i]!];
      expect(p.count > q.count || (p.count === q.count && p.key < q.key)).toBe(true);
    }
  });

  it('CheckboxOr with another facet selected: the brand counts are filtered by the material selection', async () => {
    const all = await search({});
    const material = facet(all, 'specs.material')[0]!;
    const reply = await search({ search: { facets: { 'specs.material': [material.key] } } });
    expect(reply.itemsTotal).toBe(material.count);
    const rows = await t.db
      .selectFrom('products as p')
      .innerJoin('brands as b', 'b.id', 'p.brand_id')
      .innerJoin('product_specs as s', 's.product_id', 'p.id')
      .select(['b.name', (eb) => eb.fn.countAll<number>().as('n')])
      .where('s.key', '=', 'material')
      .where('s.language', '=', 'da')
      .where('s.value', '=', material.label!)
      .groupBy('b.name')
      .execute();
    expect(new Map(facet(reply, 'brand').map((o) => [o.key, o.count]))).toEqual(new Map(rows.map((r) => [r.name, Number(r.n)])));
    // The material facet itself still counts every material (disjunctive).
    expect(facet(reply, 'specs.material')).toEqual(facet(all, 'specs.material'));
  });

  it('facet keys are language-neutral, labels are translated', async () => {
    const da = await search({});
    const en = await search({ area: { ...AREA, languageCode: 'en' } });
    const daMaterial = facet(da, 'specs.material');
    const enMaterial = facet(en, 'specs.material');
    expect(enMaterial.map((o) => [o.key, o.count])).toEqual(daMaterial.map((o) => [o.key, o.count]));
    expect(enMaterial.some((o, i) => o.label !== daMaterial[i]!.label)).toBe(true);
    // A Danish key selects the same products in English.
    const key = daMaterial[0]!.key;
    const selectedDa = await search({ search: { facets: { 'specs.material': [key] } } });
    const selectedEn = await search({ area: { ...AREA, languageCode: 'en' }, search: { facets: { 'specs.material': [key] } } });
    expect(selectedEn.itemsTotal).toBe(selectedDa.itemsTotal);
    // The displayed value is accepted too.
    const byLabel = await search({ search: { facets: { 'specs.material': [daMaterial[0]!.label!] } } });
    expect(byLabel.itemsTotal).toBe(selectedDa.itemsTotal);
  });

  it('CheckboxAnd: intersection of the selected features, counted over the result', async () => {
    const all = await search({});
    const first = facet(all, 'specs.features')[0]!;
    const withFirst = await search({ search: { facets: { 'specs.features': [first.key] } } });
    expect(withFirst.itemsTotal).toBe(first.count);
    const second = facet(withFirst, 'specs.features').find((o) => o.key !== first.key && o.count > 0 && o.count < first.count)!;
    expect(second).toBeDefined();
    const both = await search({ search: { facets: { 'specs.features': [first.key, second.key] } } });
    expect(both.itemsTotal).toBe(second.count);
    const rows = await t.db
      .selectFrom('product_specs')
      .select('value')
      .where('key', '=', 'features')
      .where('language', '=', 'da')
      .execute();
    const expected = rows.filter((r) => {
      const values = r.value.split('|');
      return values.includes(first.label!) && values.includes(second.label!);
    }).length;
    expect(both.itemsTotal).toBe(expected);
    for (const { item } of both.items) {
      const value = item.specifications.$meta.find((m) => m.key === 'features')?.value.split('|') ?? [];
      expect(value).toEqual(expect.arrayContaining([first.label, second.label]));
    }
    // Counts over the full result: each selected feature counts every result.
    const options = new Map(facet(both, 'specs.features').map((o) => [o.key, o.count]));
    expect(options.get(first.key)).toBe(both.itemsTotal);
    expect(options.get(second.key)).toBe(both.itemsTotal);
  });

  it('Slider: price range filter, min/max of the result without its own range', async () => {
    const prices = await dbPrices();
    const values = [...prices.values()].sort((a, b) => a - b);
    const all = await search({});
    expect(facet(all, 'price')).toEqual([{ key: 'price', count: values.length, min: values[0], max: values[values.length - 1] }]);
    const min = values[Math.floor(values.length / 4)]!;
    const max = values[Math.floor(values.length / 2)]!;
    const ranged = await search({ search: { facets: { price: { min, max } } } });
    expect(ranged.itemsTotal).toBe(values.filter((v) => v >= min && v <= max).length);
    for (const { item } of ranged.items) {
      const p = listPrice(item)!;
      expect(p).toBeGreaterThanOrEqual(min);
      expect(p).toBeLessThanOrEqual(max);
    }
    // Its own min/max still spans everything (so the slider can be widened again).
    expect(facet(ranged, 'price')[0]).toMatchObject({ min: values[0], max: values[values.length - 1] });
    // Open ranges.
    expect((await search({ search: { facets: { price: { min } } } })).itemsTotal).toBe(values.filter((v) => v >= min).length);
  });

  it('Slider on a spec (lengthMm): reported min/max follow the other facets', async () => {
    const rows = await t.db
      .selectFrom('product_specs as s')
      .innerJoin('products as p', 'p.id', 's.product_id')
      .innerJoin('brands as b', 'b.id', 'p.brand_id')
      .select(['s.num_value', 'b.name'])
      .where('s.key', '=', 'lengthMm')
      .execute();
    const lengths = rows.map((r) => Number(r.num_value));
    const all = await search({});
    expect(facet(all, 'specs.lengthMm')[0]).toEqual({
      key: 'specs.lengthMm',
      count: lengths.length,
      min: Math.min(...lengths),
      max: Math.max(...lengths),
    });
    const brand = rows[0]!.name;
    const ofBrand = rows.filter((r) => r.name === brand).map((r) => Number(r.num_value));
    const reply = await search({ search: { facets: { brand: [brand] } } });
    expect(facet(reply, 'specs.lengthMm')[0]).toMatchObject({ count: ofBrand.length, min: Math.min(...ofBrand), max: Math.max(...ofBrand) });
    const limit = Math.min(...ofBrand);
    const short = await search({ search: { facets: { brand: [brand], 'specs.lengthMm': { max: limit } } } });
    expect(short.itemsTotal).toBe(ofBrand.filter((v) => v <= limit).length);
  });
});

describe('sorting and paging', () => {
  const facets: Facet[] = [];

  it('sorts by data.sortOrder (default), name, price and newest', async () => {
    const rows = await t.db.selectFrom('products').select(['id', 'sort_order', 'created_at']).execute();
    const sortOrder = new Map(rows.map((r) => [r.id, r.sort_order]));
    const created = new Map(rows.map((r) => [r.id, r.created_at]));

    const byOrder = (await search({ facets, take: 100 })).items.map((i) => sortOrder.get(i.item.id)!);
    expect(byOrder).toEqual([...byOrder].sort((a, b) => a - b));
    expect((await search({ facets, take: 100, sorting: [] })).items.map((i) => sortOrder.get(i.item.id)!)).toEqual(byOrder);

    const collator = new Intl.Collator('da', { numeric: true, sensitivity: 'base' });
    for (const direction of ['Ascending', 'Descending'] as const) {
      const names = (await search({ facets, take: 100, sorting: [{ field: 'name', direction }] })).items.map((i) => i.item.name);
      const sorted = [...names].sort((a, b) => (direction === 'Ascending' ? 1 : -1) * collator.compare(a, b));
      expect(names.map((n) => n.toLowerCase())).toEqual(sorted.map((n) => n.toLowerCase()));

      const prices = (await search({ facets, take: 200, sorting: [{ field: 'price', direction }] })).items.map((i) => listPrice(i.item)!);
      expect(prices).toEqual([...prices].sort((a, b) => (direction === 'Ascending' ? a - b : b - a)));
    }
    const newest = (await search({ facets, take: 100, sorting: [{ field: 'createdAt', direction: 'Descending' }] })).items.map(
      (i) => created.get(i.item.id)!,
    );
    expect(newest).toEqual([...newest].sort().reverse());
    const maxCreated = [...created.values()].sort().reverse()[0];
    expect(newest[0]).toBe(maxCreated);
  });

  it('pages with skip/take without overlap, stably, and the storefront total pages formula holds', async () => {
    const pageSize = 24;
    const first = await search({ facets, take: pageSize });
    const total = first.itemsTotal;
    expect(total).toBe(400);
    const totalPages = Math.floor(total / pageSize) + 1; // SPEC §9
    const seen: string[] = [];
    for (let page = 1; page <= totalPages; page++) {
      const reply = await search({ facets, skip: (page - 1) * pageSize, take: pageSize, sorting: [{ field: 'price', direction: 'Ascending' }] });
      expect(reply.itemsTotal).toBe(total);
      expect(reply.items.length).toBe(page < totalPages ? pageSize : total - (totalPages - 1) * pageSize);
      seen.push(...reply.items.map((i) => i.item.id));
    }
    expect(seen.length).toBe(total);
    expect(new Set(seen).size).toBe(total);
    const again = await search({ facets, skip: 48, take: pageSize, sorting: [{ field: 'price', direction: 'Ascending' }] });
    expect(again.items.map((i) => i.item.id)).toEqual(seen.slice(48, 48 + pageSize));
    expect((await search({ facets, skip: total + 10, take: pageSize })).items).toEqual([]);
  });

  it('pages a free-text result by relevance the same way', async () => {
    const total = (await search({ search: { freeText: 'skrue' }, take: 1 })).itemsTotal;
    const ids: string[] = [];
    for (let skip = 0; skip < total; skip += 7) {
      ids.push(...(await search({ search: { freeText: 'skrue' }, sorting: BY_SCORE, skip, take: 7 })).items.map((i) => i.item.id));
    }
    expect(new Set(ids).size).toBe(total);
    const onePage = await search({ search: { freeText: 'skrue' }, sorting: BY_SCORE, take: 200 });
    expect(onePage.items.map((i) => i.item.id)).toEqual(ids.slice(0, 200));
  });
});

describe('validation', () => {
  const valid = { area: AREA, facets: DEFAULT_FACETS, skip: 0, take: 10, search: {}, sorting: BY_NAME };

  it.each([
    ['area', { ...valid, area: undefined }],
    ['area.areaId', { ...valid, area: { languageCode: 'da', currencyCode: 'DKK' } }],
    ['area.languageCode', { ...valid, area: { areaId: 'b2b', languageCode: ' ', currencyCode: 'DKK' } }],
    ['area.currencyCode', { ...valid, area: { areaId: 'b2b', languageCode: 'da' } }],
  ])('400 naming %s when it is missing', async (name, payload) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(body<{ message: string }>(res).message).toContain(`${name} must be defined`);
  });

  it.each([
    ['take 0', { ...valid, take: 0 }, 'take'],
    ['take 201', { ...valid, take: 201 }, 'take'],
    ['skip -1', { ...valid, skip: -1 }, 'skip'],
    ['unknown facet field', { ...valid, facets: [{ type: 'CheckboxOr', field: 'colour', queryField: 'c' }] }, 'colour'],
    ['unknown selected facet', { ...valid, search: { facets: { 'specs.nothing': ['x'] } } }, 'specs.nothing'],
    ['slider on text', { ...valid, facets: [{ type: 'Slider', field: 'specs.material', queryField: 'm' }] }, 'specs.material'],
    ['range on checkbox', { ...valid, search: { facets: { brand: { min: 1 } } } }, 'brand'],
    ['unknown sort field', { ...valid, sorting: [{ field: 'colour', direction: 'Ascending' }] }, 'colour'],
    ['bad direction', { ...valid, sorting: [{ field: 'name', direction: 'Up' }] }, 'sorting'],
  ])('400 for %s', async (_, payload, name) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(body<{ message: string }>(res).message).toContain(name);
  });

  it('404 for an unknown area', async () => {
    const res = await post({ ...valid, area: { areaId: 'nope', languageCode: 'da', currencyCode: 'DKK' } });
    expect(res.statusCode).toBe(404);
  });
});

describe('catalogue changes', () => {
  it('rebuilds the index after invalidateCatalogue and serves the old one meanwhile', async () => {
    const product = await t.db.selectFrom('products').select('id').orderBy('id').executeTakeFirstOrThrow();
    expect((await search({ search: { freeText: 'zebrafisk' } })).itemsTotal).toBe(0);
    await t.db
      .updateTable('product_texts')
      .set({ name: 'Zebrafisk specialskrue' })
      .where('product_id', '=', product.id)
      .where('language', '=', 'da')
      .execute();
    await invalidateCatalogue(t.app);
    // The reply never waits for the rebuild …
    expect(res200(await post({ area: AREA, take: 1, search: { freeText: 'skrue' } }))).toBe(true);
    await searchService(t.app).settled();
    // … and after it the new text is found and the cached product is fresh.
    const reply = await search({ search: { freeText: 'zebrafisk' } });
    expect(reply.items.map((i) => [i.item.id, i.item.name])).toEqual([[product.id, 'Zebrafisk specialskrue']]);
    expect(searchService(t.app).status()).toMatchObject({ ready: true, building: false, products: 400 });
  });
});

function res200(res: { statusCode: number }): boolean {
  return res.statusCode === 200;
}
