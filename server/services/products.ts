/**
 * The Product wire shape (src/api/types.ts Product, SPEC §3) built from the catalogue tables.
 * loadProducts runs a fixed number of queries (10) whatever the number of ids, so list endpoints
 * (search, products by ids, content) can use it for a page of results without N+1 queries.
 */
import { PostgresAdapter, sql, type Expression, type Selectable } from 'kysely';
import type { LanguageCode } from '../../contract/common';
import type { Product, ProductSpecification, UnitPrice } from '../../contract/products';
import type { Db } from '../db';
import type { CategoryTable } from '../db/schema';
import { normalizeLanguageCode, parseJson } from './area';

/** Up to this many ids go into a plain `IN (…)` list; more are passed as one JSON array parameter. */
const MAX_INLINE_IDS = 500;

/**
 * A right-hand side for `where(column, 'in', …)` holding the ids. Large lists become one JSON parameter
 * (SQLite json_each / PostgreSQL jsonb_array_elements_text) so neither the bind-parameter limit nor the
 * query count grows with the list.
 */
export function idList(db: Db, ids: readonly string[]): readonly string[] | Expression<string> {
  if (ids.length <= MAX_INLINE_IDS) return ids;
  const json = JSON.stringify(ids);
  return db.getExecutor().adapter instanceof PostgresAdapter
    ? sql<string>`(select jsonb_array_elements_text(${json}::jsonb))`
    : sql<string>`(select value from json_each(${json}))`;
}

export interface LoadProductsOptions {
  /** Area whose category pages give the URLs and whose translations give spec labels; all areas when unset. */
  areaId?: string;
}

type CategoryRow = Selectable<CategoryTable> & { name: string | null };

/** Category id → the chain from the root category down to it. */
function categoryChain(categories: Map<string, CategoryRow>, leafId: string): CategoryRow[] {
  const chain: CategoryRow[] = [];
  const seen = new Set<string>();
  let current = categories.get(leafId);
  while (current && !seen.has(current.id)) {
    seen.add(current.id);
    chain.unshift(current);
    current = current.parent_id === null ? undefined : categories.get(current.parent_id);
  }
  return chain;
}

/** URL of a product: the page of its deepest category that has one, plus '/' + slug; '' without such a page. */
export function productUrl(chain: readonly { id: string }[], categoryPages: Map<string, string>, slug: string): string {
  for (let i = chain.length - 1; i >= 0; i--) {
    const pageUrl = categoryPages.get(chain[i]!.id);
    if (pageUrl !== undefined) return `${pageUrl === '/' ? '' : pageUrl}/${slug}`;
  }
  return '';
}

/** categoryId → category page URL for one language (and area when given). */
async function loadCategoryPages(db: Db, language: string, areaId: string | undefined): Promise<Map<string, string>> {
  let query = db
    .selectFrom('pages')
    .select(['url', 'properties'])
    .where('type', '=', 'category')
    .where('language', '=', language)
    .where('published', '=', 1);
  if (areaId) query = query.where('area_id', '=', areaId);
  const rows = await query.orderBy('sort').orderBy('url').execute();
  const map = new Map<string, string>();
  for (const row of rows) {
    const categoryId = parseJson<{ categoryId?: unknown }>(row.properties, {}).categoryId;
    if (categoryId !== undefined && categoryId !== null && !map.has(String(categoryId))) {
      map.set(String(categoryId), row.url);
    }
  }
  return map;
}

async function loadCategories(db: Db, language: string): Promise<Map<string, CategoryRow>> {
  const rows = await db
    .selectFrom('categories as c')
    .leftJoin('category_texts as t', (j) => j.onRef('t.category_id', '=', 'c.id').on('t.language', '=', language))
    .select(['c.id', 'c.parent_id', 'c.level', 'c.sort', 't.name'])
    .execute();
  return new Map(rows.map((r) => [r.id, r]));
}

const toMajor = (minor: number): number => Math.round(minor) / 100;

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

/** The rows loadProducts builds products from, one query per table (all at once). */
async function loadProductRows(
  db: Db,
  inIds: ReturnType<typeof idList>,
  language: string,
  currency: string,
  areaId: LoadProductsOptions['areaId'],
) {
  let specLabelQuery = db
    .selectFrom('translations')
    .select(['key', 'value'])
    .where('language', '=', language)
    .where('key', 'like', 'spec.%');
  if (areaId) specLabelQuery = specLabelQuery.where('area_id', '=', areaId);

  const [products, texts, variants, units, specs, media, prices, categories, categoryPages, specLabels] =
    await Promise.all([
      db
        .selectFrom('products as p')
        .leftJoin('brands as b', 'b.id', 'p.brand_id')
        .select(['p.id', 'p.parent_id', 'p.category_id', 'p.ean', 'b.name as brand_name'])
        .where('p.id', 'in', inIds)
        .execute(),
      db
        .selectFrom('product_texts')
        .selectAll()
        .where('product_id', 'in', inIds)
        .where('language', '=', language)
        .execute(),
      db.selectFrom('product_variants').selectAll().where('product_id', 'in', inIds).orderBy('sort').orderBy('id').execute(),
      db.selectFrom('product_units').selectAll().where('product_id', 'in', inIds).orderBy('sort').orderBy('unit_id').execute(),
      db
        .selectFrom('product_specs')
        .selectAll()
        .where('product_id', 'in', inIds)
        .where('language', 'in', ['', language])
        .orderBy('key')
        .execute(),
      db.selectFrom('product_media').selectAll().where('product_id', 'in', inIds).orderBy('sort').execute(),
      db
        .selectFrom('prices')
        .selectAll()
        .where('product_id', 'in', inIds)
        .where('currency_code', '=', currency)
        .orderBy('unit_id')
        .orderBy('variant_id')
        .orderBy('min_quantity')
        .execute(),
      loadCategories(db, language),
      loadCategoryPages(db, language, areaId),
      specLabelQuery.execute(),
    ]);
  return { products, texts, variants, units, specs, media, prices, categories, categoryPages, specLabels };
}

/**
 * Products by id in one language ('da' or 'da-DK') and currency. Unknown ids are left out of the map; the map keeps the
 * order of `ids`. Texts missing in the language fall back to the product id / empty strings.
 */
export async function loadProducts(
  db: Db,
  ids: string[],
  language: string,
  currencyCode: string,
  options: LoadProductsOptions = {},
): Promise<Map<string, Product>> {
  const unique = [...new Set(ids)];
  const result = new Map<string, Product>();
  if (unique.length === 0) return result;
  const inIds = idList(db, unique);
  const currency = currencyCode.trim().toUpperCase();
  // Accepts 'da' as well as 'da-DK'.
  language = normalizeLanguageCode(language);

  const { products, texts, variants, units, specs, media, prices, categories, categoryPages, specLabels } =
    await loadProductRows(db, inIds, language, currency, options.areaId);

  const textById = new Map(texts.map((t) => [t.product_id, t]));
  const variantsById = groupBy(variants, (v) => v.product_id);
  const unitsById = groupBy(units, (u) => u.product_id);
  const specsById = groupBy(specs, (s) => s.product_id);
  const mediaById = groupBy(media, (m) => m.product_id);
  const pricesById = groupBy(prices, (p) => p.product_id);
  const labels = new Map(specLabels.map((l) => [l.key.slice('spec.'.length), l.value]));
  const productById = new Map(products.map((p) => [p.id, p]));

  for (const id of unique) {
    const p = productById.get(id);
    if (!p) continue;
    const text = textById.get(id);
    const chain = categoryChain(categories, p.category_id);
    const brand = p.brand_name ?? '';

    // A language-specific spec value overrides the language-neutral one of the same key.
    const specByKey = new Map<string, ProductSpecification>();
    for (const s of specsById.get(id) ?? []) {
      if (s.language === '' && specByKey.has(s.key)) continue;
      specByKey.set(s.key, { key: s.key, label: labels.get(s.key) ?? s.key, value: s.value, numValue: s.num_value });
    }

    result.set(id, {
      id,
      name: text?.name ?? id,
      parentId: p.parent_id,
      url: text ? productUrl(chain, categoryPages, text.slug) : '',
      categories: chain.map((c) => ({ id: c.id, name: c.name ?? c.id, url: categoryPages.get(c.id) ?? '' })),
      variants: (variantsById.get(id) ?? []).map((v) => ({ id: v.id, name: v.name })),
      units: (unitsById.get(id) ?? []).map((u) => ({
        unitId: u.unit_id,
        factor: u.factor,
        isDefault: u.is_default === 1,
        allowsDecimals: u.allows_decimals === 1,
      })),
      specifications: { brand, Brand: brand, 'focus.brand': brand, $meta: [...specByKey.values()] },
      media: (mediaById.get(id) ?? [])
        .filter((m) => m.type === 'image')
        .map((m) => ({ type: 'image' as const, image: m.path, alt: m.alt })),
      unitPrices: (pricesById.get(id) ?? []).map(
        (row): UnitPrice => ({
          unitId: row.unit_id,
          variantId: row.variant_id === '' ? null : row.variant_id,
          price: toMajor(row.price),
          beforePrice: row.before_price === null ? null : toMajor(row.before_price),
          currencyCode: row.currency_code,
          minQuantity: row.min_quantity,
        }),
      ),
      shortDescription: text?.short_description ?? '',
      description: text?.description ?? '',
      ean: p.ean,
    });
  }
  return result;
}

/** The ids from the root category down to `leaf`, given each category's parent (cycles end the walk). */
export function categoryIdChain(parents: ReadonlyMap<string, string | null>, leaf: string): { id: string }[] {
  const chain: { id: string }[] = [];
  const seen = new Set<string>();
  for (let id: string | null | undefined = leaf; id && !seen.has(id); id = parents.get(id)) {
    seen.add(id);
    chain.unshift({ id });
  }
  return chain;
}

/** Category page rows (in the order that decides) → language → category id → the first page's URL. */
export function categoryPagesByLanguage(
  pages: readonly { language: string; url: string; properties: string }[],
): Map<string, Map<string, string>> {
  const pagesByLanguage = new Map<string, Map<string, string>>();
  for (const page of pages) {
    const categoryId = parseJson<{ categoryId?: unknown }>(page.properties, {}).categoryId;
    if (categoryId === undefined || categoryId === null) continue;
    const map = pagesByLanguage.get(page.language) ?? new Map<string, string>();
    if (!map.has(String(categoryId))) map.set(String(categoryId), page.url);
    pagesByLanguage.set(page.language, map);
  }
  return pagesByLanguage;
}

/** The product's URL in every language of the area that has a text and a category page for it (3 queries). */
export async function productUrlsByLanguage(
  db: Db,
  areaId: string,
  productId: string,
): Promise<Partial<Record<LanguageCode, string>>> {
  const [product, texts, categories, pages] = await Promise.all([
    db.selectFrom('products').select('category_id').where('id', '=', productId).executeTakeFirst(),
    db.selectFrom('product_texts').select(['language', 'slug']).where('product_id', '=', productId).execute(),
    db.selectFrom('categories').select(['id', 'parent_id']).execute(),
    db
      .selectFrom('pages')
      .select(['language', 'url', 'properties'])
      .where('area_id', '=', areaId)
      .where('type', '=', 'category')
      .where('published', '=', 1)
      .orderBy('sort')
      .orderBy('url')
      .execute(),
  ]);
  const urls: Partial<Record<LanguageCode, string>> = {};
  if (!product) return urls;
  const chain = categoryIdChain(new Map(categories.map((c) => [c.id, c.parent_id])), product.category_id);
  const pagesByLanguage = categoryPagesByLanguage(pages);
  for (const text of texts) {
    const url = productUrl(chain, pagesByLanguage.get(text.language) ?? new Map(), text.slug);
    if (url) urls[text.language as LanguageCode] = url;
  }
  return urls;
}
