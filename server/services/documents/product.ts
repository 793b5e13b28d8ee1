/**
 * The `product` document (docs/documents-catalogue.md): key = the product number; data = brand, category, parent,
 * sort order, EAN, texts per language, variants, units of measure, media references, specifications and fees —
 * everything of the product tables but the prices (the `priceList` document's) and the creation time (set once).
 *
 * Bulk first: readMany/writeMany/checkMany handle a batch of an import in a few queries per table; read/write/check
 * are the same for one. Delete removes the product from the catalogue tables (so from lists and search at once);
 * orders, invoices and credit memos keep their own copy of each line (number, text, unit, prices), so they stay
 * readable.
 */
import type { DocumentProblem } from '../../../contract/documents';
import type { ProductDocument } from '../../../contract/documents/catalogue';
import { slugify } from '../../seed/i18n';
import { noteProductChanges, productsChanged } from '../search/changes';
import { byParts, chunksOf, existing, insertChunked, languageProblems, shopLanguages } from './catalogueRows';
import { likePrefix, wordsMatch } from './sql';
import type { CheckContext, DocumentHandler, Tx } from './types';

/** A product number: letters, digits, '.', '_', '-' (it appears in URLs and file paths). */
export const PRODUCT_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

type Product = ProductDocument;
type Item = { key: string; data: Product; existing: Product | null };

/** The normal form: every optional field present with its default, specs and fees sorted. */
export function normaliseProduct(data: Product, key: string): Product {
  const texts: Product['texts'] = {};
  for (const [language, t] of Object.entries(data.texts)) {
    texts[language] = {
      name: t.name,
      shortDescription: t.shortDescription ?? '',
      description: t.description ?? '',
      slug: t.slug ?? [slugify(t.name), slugify(key)].filter(Boolean).join('-'),
    };
  }
  const hasDefault = data.units.some((u) => u.default === true);
  return {
    brand: data.brand,
    category: data.category,
    parent: data.parent ?? null,
    sortOrder: data.sortOrder ?? 0,
    ean: data.ean ?? null,
    texts,
    variants: (data.variants ?? []).map((v) => ({ id: v.id, name: v.name })),
    units: data.units.map((u, i) => ({
      unit: u.unit,
      factor: u.factor,
      default: hasDefault ? u.default === true : i === 0,
      allowsDecimals: u.allowsDecimals === true,
    })),
    media: (data.media ?? []).map((m) => ({ type: 'image' as const, path: m.path, alt: m.alt ?? '' })),
    specs: (data.specs ?? [])
      .map((s) => ({ key: s.key, language: s.language ?? '', value: s.value, number: s.number ?? null }))
      .sort(byParts((s) => [s.key, s.language])),
    fees: (data.fees ?? []).map((f) => ({ type: f.type, currency: f.currency, amount: f.amount })).sort(byParts((f) => [f.type, f.currency])),
  };
}

/** Problems of one document that need no database: repeated ids, the default unit, the base unit. */
function ownProblems(key: string, data: Product): DocumentProblem[] {
  const problems: DocumentProblem[] = [];
  if (!PRODUCT_KEY.test(key)) {
    problems.push({ path: '/key', reason: "a product number is 1–64 letters, digits, '.', '_' or '-', starting with a letter or digit" });
  }
  if (data.parent === key) problems.push({ path: '/data/parent', reason: 'a product cannot be its own parent' });
  const repeated = <T>(list: readonly T[], id: (item: T) => string, path: (i: number) => string, what: string) => {
    const seen = new Set<string>();
    list.forEach((item, i) => {
      const k = id(item);
      if (seen.has(k)) problems.push({ path: path(i), reason: `${what} '${k}' is given twice` });
      seen.add(k);
    });
  };
  repeated(data.variants ?? [], (v) => v.id, (i) => `/data/variants/${i}/id`, 'variant');
  repeated(data.units, (u) => u.unit, (i) => `/data/units/${i}/unit`, 'unit');
  repeated(data.specs ?? [], (s) => `${s.key}/${s.language ?? ''}`, (i) => `/data/specs/${i}`, 'specification (key/language)');
  repeated(data.fees ?? [], (f) => `${f.type}/${f.currency}`, (i) => `/data/fees/${i}`, 'fee (type/currency)');
  const defaults = data.units.filter((u) => u.default);
  if (defaults.length !== 1) problems.push({ path: '/data/units', reason: `exactly one unit is the default (${defaults.length} are)` });
  if (!data.units.some((u) => u.factor === 1)) {
    problems.push({ path: '/data/units', reason: 'one unit is the base unit (factor 1): fees and quantities count in it' });
  }
  return problems;
}

/** Checks of a batch: references (brand, category, parent, languages) looked up once for all. */
async function checkProducts(ctx: CheckContext, items: readonly { key: string; data: Product }[]): Promise<DocumentProblem[][]> {
  const [languages, brands, categories, parents] = await Promise.all([
    shopLanguages(ctx.db),
    existing(ctx.db, 'brands', items.map((i) => i.data.brand)),
    existing(ctx.db, 'categories', items.map((i) => i.data.category)),
    existing(ctx.db, 'products', items.flatMap((i) => (i.data.parent ? [i.data.parent] : []))),
  ]);
  const inBatch = new Set(items.map((i) => i.key));
  // Variant numbers are unique in the whole shop: one another product has is refused.
  const variantOwners = new Map<string, string>();
  for (const chunk of chunksOf([...new Set(items.flatMap((i) => (i.data.variants ?? []).map((v) => v.id)))])) {
    const rows = await ctx.db.selectFrom('product_variants').select(['id', 'product_id']).where('id', 'in', chunk).execute();
    for (const r of rows) variantOwners.set(r.id, r.product_id);
  }
  // A product page's URL ends in its slug, which finds the product (content.ts): a slug is one product's per language.
  const slugOwners = new Map<string, string>();
  for (const chunk of chunksOf([...new Set(items.flatMap((i) => Object.values(i.data.texts).map((t) => t.slug ?? '')))].filter(Boolean))) {
    const rows = await ctx.db.selectFrom('product_texts').select(['product_id', 'language', 'slug']).where('slug', 'in', chunk).execute();
    for (const r of rows) slugOwners.set(`${r.language}/${r.slug}`, r.product_id);
  }
  const batchOwners = new Map<string, string>();
  return items.map(({ key, data }) => {
    const problems = ownProblems(key, data);
    if (!brands.has(String(data.brand))) problems.push({ path: '/data/brand', reason: `no brand ${data.brand}; send the brand document first` });
    if (!categories.has(data.category)) problems.push({ path: '/data/category', reason: `no category '${data.category}'; send the category document first` });
    if (data.parent && data.parent !== key && !parents.has(data.parent) && !inBatch.has(data.parent)) {
      problems.push({ path: '/data/parent', reason: `no product '${data.parent}'` });
    }
    problems.push(...languageProblems(data.texts, languages, '/data/texts'));
    (data.specs ?? []).forEach((s, i) => {
      if (s.language && !languages.has(s.language)) problems.push({ path: `/data/specs/${i}/language`, reason: `the shop has no language '${s.language}'` });
    });
    (data.variants ?? []).forEach((v, i) => {
      const owner = variantOwners.get(v.id) ?? batchOwners.get(v.id);
      if (owner !== undefined && owner !== key) problems.push({ path: `/data/variants/${i}/id`, reason: `variant '${v.id}' belongs to product '${owner}'` });
    });
    for (const [language, t] of Object.entries(data.texts)) {
      const owner = slugOwners.get(`${language}/${t.slug}`);
      if (owner !== undefined && owner !== key) problems.push({ path: `/data/texts/${language}/slug`, reason: `the slug '${t.slug}' is product '${owner}'s` });
    }
    if (problems.length === 0) {
      for (const v of data.variants ?? []) batchOwners.set(v.id, key);
      for (const [language, t] of Object.entries(data.texts)) slugOwners.set(`${language}/${t.slug}`, key);
    }
    return problems;
  });
}

/** The stored documents of `keys` (those that exist), in normal form. */
async function readProducts(db: Tx, keys: readonly string[]): Promise<Map<string, Product>> {
  const found = new Map<string, Product>();
  for (const chunk of chunksOf(keys.filter((k) => PRODUCT_KEY.test(k)))) {
    const [products, texts, variants, units, media, specs, fees] = await Promise.all([
      db.selectFrom('products').select(['id', 'parent_id', 'brand_id', 'category_id', 'sort_order', 'ean']).where('id', 'in', chunk).execute(),
      db.selectFrom('product_texts').selectAll().where('product_id', 'in', chunk).execute(),
      db.selectFrom('product_variants').selectAll().where('product_id', 'in', chunk).orderBy('sort').orderBy('id').execute(),
      db.selectFrom('product_units').selectAll().where('product_id', 'in', chunk).orderBy('sort').orderBy('unit_id').execute(),
      db.selectFrom('product_media').selectAll().where('product_id', 'in', chunk).orderBy('sort').execute(),
      db.selectFrom('product_specs').selectAll().where('product_id', 'in', chunk).execute(),
      db.selectFrom('product_fees').selectAll().where('product_id', 'in', chunk).execute(),
    ]);
    for (const p of products) {
      found.set(p.id, {
        brand: Number(p.brand_id),
        category: p.category_id,
        parent: p.parent_id,
        sortOrder: Number(p.sort_order),
        ean: p.ean,
        texts: {},
        variants: [],
        units: [],
        media: [],
        specs: [],
        fees: [],
      });
    }
    const of = (id: string) => found.get(id);
    for (const t of texts) {
      const p = of(t.product_id);
      if (p) p.texts[t.language] = { name: t.name, shortDescription: t.short_description, description: t.description, slug: t.slug };
    }
    for (const v of variants) of(v.product_id)?.variants!.push({ id: v.id, name: v.name });
    for (const u of units) {
      of(u.product_id)?.units.push({ unit: u.unit_id, factor: Number(u.factor), default: Number(u.is_default) === 1, allowsDecimals: Number(u.allows_decimals) === 1 });
    }
    for (const m of media) of(m.product_id)?.media!.push({ type: 'image', path: m.path, alt: m.alt });
    for (const s of specs) {
      of(s.product_id)?.specs!.push({ key: s.key, language: s.language, value: s.value, number: s.num_value === null ? null : Number(s.num_value) });
    }
    for (const f of fees) of(f.product_id)?.fees!.push({ type: f.fee_type, currency: f.currency_code, amount: Number(f.amount) });
  }
  for (const p of found.values()) {
    p.specs!.sort(byParts((s) => [s.key, s.language ?? '']));
    p.fees!.sort(byParts((f) => [f.type, f.currency]));
  }
  return found;
}

const CHILD_TABLES = ['product_texts', 'product_variants', 'product_units', 'product_specs', 'product_media', 'product_fees'] as const;

/** Writes a batch: product rows inserted or updated, their child rows replaced. */
async function writeProducts(trx: Tx, items: readonly Item[]): Promise<void> {
  const now = new Date().toISOString();
  const replaced = items.filter((i) => i.existing !== null).map((i) => i.key);
  for (const chunk of chunksOf(replaced)) {
    for (const table of CHILD_TABLES) await trx.deleteFrom(table).where('product_id', 'in', chunk).execute();
  }
  const row = (d: Product) => ({
    parent_id: d.parent ?? null,
    brand_id: d.brand,
    category_id: d.category,
    sort_order: d.sortOrder ?? 0,
    ean: d.ean ?? null,
  });
  for (const item of items) {
    if (item.existing) await trx.updateTable('products').set(row(item.data)).where('id', '=', item.key).execute();
  }
  const created = items.filter((i) => i.existing === null).map((i) => ({ id: i.key, ...row(i.data), created_at: now }));
  await insertChunked(created, (c) => trx.insertInto('products').values(c).execute());
  const texts = items.flatMap(({ key, data }) =>
    Object.entries(data.texts).map(([language, t]) => ({
      product_id: key,
      language,
      name: t.name,
      short_description: t.shortDescription ?? '',
      description: t.description ?? '',
      slug: t.slug ?? '',
    })),
  );
  await insertChunked(texts, (c) => trx.insertInto('product_texts').values(c).execute());
  const variants = items.flatMap(({ key, data }) => (data.variants ?? []).map((v, i) => ({ id: v.id, product_id: key, name: v.name, sort: i + 1 })));
  await insertChunked(variants, (c) => trx.insertInto('product_variants').values(c).execute());
  const units = items.flatMap(({ key, data }) =>
    data.units.map((u, i) => ({
      product_id: key,
      unit_id: u.unit,
      factor: u.factor,
      is_default: u.default ? 1 : 0,
      sort: i + 1,
      allows_decimals: u.allowsDecimals ? 1 : 0,
    })),
  );
  await insertChunked(units, (c) => trx.insertInto('product_units').values(c).execute());
  const media = items.flatMap(({ key, data }) =>
    (data.media ?? []).map((m, i) => ({ product_id: key, sort: i + 1, type: m.type ?? 'image', path: m.path, alt: m.alt ?? '' })),
  );
  await insertChunked(media, (c) => trx.insertInto('product_media').values(c).execute());
  const specs = items.flatMap(({ key, data }) =>
    (data.specs ?? []).map((s) => ({ product_id: key, key: s.key, language: s.language ?? '', value: s.value, num_value: s.number ?? null })),
  );
  await insertChunked(specs, (c) => trx.insertInto('product_specs').values(c).execute());
  const fees = items.flatMap(({ key, data }) =>
    (data.fees ?? []).map((f) => ({ product_id: key, fee_type: f.type, currency_code: f.currency, amount: f.amount })),
  );
  await insertChunked(fees, (c) => trx.insertInto('product_fees').values(c).execute());
  await noteProductChanges(trx, items.map((i) => i.key));
}

export const productHandler: DocumentHandler<Product> = {
  type: 'product',
  normalise: normaliseProduct,
  async check(ctx, key, data) {
    return (await checkProducts(ctx, [{ key, data }]))[0]!;
  },
  checkMany: checkProducts,
  async read(db, key) {
    return (await readProducts(db, [key])).get(key) ?? null;
  },
  readMany: readProducts,
  async write(trx, key, data, existingDoc) {
    await writeProducts(trx, [{ key, data, existing: existingDoc }]);
  },
  writeMany: writeProducts,
  async remove(trx, key) {
    if (!PRODUCT_KEY.test(key)) return 'notFound';
    const row = await trx.selectFrom('products').select('id').where('id', '=', key).executeTakeFirst();
    if (!row) return 'notFound';
    const child = await trx.selectFrom('products').select('id').where('parent_id', '=', key).limit(1).executeTakeFirst();
    if (child) return { refused: `product '${child.id}' names this product as its parent; change or delete it first` };
    // Orders, invoices and credit memos keep their own lines (number, text, unit, prices): nothing of theirs goes.
    await trx.deleteFrom('prices').where('product_id', '=', key).execute();
    for (const table of CHILD_TABLES) await trx.deleteFrom(table).where('product_id', '=', key).execute();
    // Its stock goes with it (stock_levels has no foreign key): a product sent again later starts without stock.
    await trx.deleteFrom('stock_levels').where('product_id', '=', key).execute();
    await trx.deleteFrom('products').where('id', '=', key).execute();
    await noteProductChanges(trx, [key]);
    return 'deleted';
  },
  async search(db, query) {
    let q = db.selectFrom('products').select('id').orderBy('id');
    if (query.keyPrefix) q = q.where((eb) => eb('id', 'like', likePrefix(query.keyPrefix!)));
    if (query.words.length === 0) {
      const ids = (await q.execute()).map((r) => r.id);
      return { total: ids.length, keys: ids.slice(query.skip, query.skip + query.take) };
    }
    const ids = (await q.execute()).map((r) => r.id);
    const names = new Map<string, string[]>();
    for (const chunk of chunksOf(ids)) {
      const rows = await db.selectFrom('product_texts').select(['product_id', 'name']).where('product_id', 'in', chunk).execute();
      for (const r of rows) names.set(r.product_id, [...(names.get(r.product_id) ?? []), r.name]);
    }
    const keys = ids.filter((id) => wordsMatch(query.words, id, ...(names.get(id) ?? [])));
    return { total: keys.length, keys: keys.slice(query.skip, query.skip + query.take) };
  },
  async afterChange(ctx, keys) {
    await productsChanged(ctx, keys);
  },
};
