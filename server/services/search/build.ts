/**
 * Builds the CatalogueIndex from the database.
 *
 * - The core (products, brands, categories, facet fields from product_specs) is built first. Products are read in
 *   id order (document id = position); per-product tables are read in chunks of product id ranges, yielding to the
 *   event loop between chunks so a rebuild in the background does not stall requests served by the previous index.
 * - The text index of a language and the price column of a currency are parts loaded on first use (and kept warm on
 *   rebuilds), so start-up only pays for the languages and currencies that are actually searched.
 *
 * Translated facet values (material, features) are read in one "key language" (da, else en, …) per product, which
 * also gives their language-neutral key (a slug of that text); the labels in the other languages come from the rows of
 * one example product per value.
 */
import { sql } from 'kysely';
import type { Db } from '../../db';
import { emptyBits, setBit, type Bits } from './bitset';
import { CatalogueIndex, type CatalogueIndexData, type IndexParts, type PriceColumn } from './catalogueIndex';
import type { CheckboxField } from './facets';
import { valueKey } from './text';
import { TextIndexBuilder, WEIGHT, type SharedField, type TextIndex } from './textIndex';

/** Products per chunk of the per-product queries (bounds how long one synchronous SQLite query blocks). */
const CHUNK = 1000;
/** Preferred languages for the language-neutral key of a translated facet value, and for the text fallback. */
const KEY_LANGUAGES = ['da', 'en', 'sv', 'nb', 'fi'];

interface ProductRow {
  id: string;
  brand_id: number;
  category_id: string;
  sort_order: number;
  ean: string | null;
  created_at: string;
}

export interface CoreStats {
  products: number;
  ms: number;
}

const yieldToLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** Work slices between yields in long loops (a rebuild runs next to requests served from the old index). */
const SLICE_MS = 10;

/** Yields to the event loop when the current slice has run for SLICE_MS. */
function slicer(): () => Promise<void> | undefined {
  let started = performance.now();
  return () => {
    if (performance.now() - started < SLICE_MS) return undefined;
    return yieldToLoop().then(() => {
      started = performance.now();
    });
  };
}

const splitValues = (value: string): string[] =>
  value
    .split('|')
    .map((v) => v.trim())
    .filter((v) => v !== '');

class CheckboxBuilder {
  readonly keys: string[] = [];
  readonly keyIndex = new Map<string, number>();
  readonly labels = new Map<string, (string | undefined)[]>();
  readonly defaultLabels: string[] = [];
  readonly pairDoc: number[] = [];
  readonly pairValue: number[] = [];
  translated = false;

  constructor(readonly field: string) {}

  value(key: string, defaultLabel: string): number {
    let v = this.keyIndex.get(key);
    if (v === undefined) {
      v = this.keys.length;
      this.keys.push(key);
      this.defaultLabels.push(defaultLabel);
      this.keyIndex.set(key, v);
    }
    return v;
  }

  label(language: string, value: number, label: string): void {
    let list = this.labels.get(language);
    if (!list) {
      list = [];
      this.labels.set(language, list);
    }
    if (list[value] === undefined) list[value] = label;
  }

  add(doc: number, value: number): void {
    this.pairDoc.push(doc);
    this.pairValue.push(value);
  }

  finish(n: number): CheckboxField {
    const start = new Uint32Array(n + 1);
    for (const doc of this.pairDoc) start[doc + 1]!++;
    for (let d = 0; d < n; d++) start[d + 1]! += start[d]!;
    const cursor = start.slice(0, n);
    const values = new Uint32Array(this.pairDoc.length);
    for (let i = 0; i < this.pairDoc.length; i++) values[cursor[this.pairDoc[i]!]!++] = this.pairValue[i]!;
    const lookup = new Map<string, number>();
    this.keys.forEach((k, v) => lookup.set(k, v));
    const alias = (text: string | undefined, v: number) => {
      const k = text?.trim().toLowerCase();
      if (k && !lookup.has(k)) lookup.set(k, v);
    };
    this.keys.forEach((k, v) => alias(k, v));
    this.defaultLabels.forEach((l, v) => alias(l, v));
    for (const list of this.labels.values()) list.forEach((l, v) => alias(l, v));
    return {
      field: this.field,
      keys: this.keys,
      labels: this.labels,
      defaultLabels: this.defaultLabels,
      lookup,
      start,
      values,
      translated: this.translated,
    };
  }
}

function nanColumn(n: number): Float64Array {
  return new Float64Array(n).fill(Number.NaN);
}

/**
 * Id lists of partial indexes (buildCatalogueIndex with `only`): their chunks also name their ids, since a range
 * of a few scattered ids may span most of the catalogue.
 */
const partialIdLists = new WeakSet<readonly string[]>();

interface Chunk {
  from: number;
  to: number;
  first: string;
  last: string;
  /** The chunk's ids, for a partial index (else null: every id of the range is in the index). */
  list: string[] | null;
}

/** Inclusive product id ranges of CHUNK documents each (ids are in the database's own order). */
function chunks(ids: readonly string[]): Chunk[] {
  const out: Chunk[] = [];
  const partial = partialIdLists.has(ids);
  for (let from = 0; from < ids.length; from += CHUNK) {
    const to = Math.min(ids.length, from + CHUNK) - 1;
    out.push({ from, to, first: ids[from]!, last: ids[to]!, list: partial ? ids.slice(from, to + 1) : null });
  }
  return out;
}

/** The first preferred language that has translated spec rows (cheap EXISTS probes), else any, else 'da'. */
async function keyLanguage(db: Db): Promise<string> {
  for (const language of KEY_LANGUAGES) {
    const row = await db.selectFrom('product_specs').select('product_id').where('language', '=', language).limit(1).executeTakeFirst();
    if (row) return language;
  }
  const any = await db.selectFrom('product_specs').select('language').where('language', '<>', '').limit(1).executeTakeFirst();
  return any?.language ?? 'da';
}

/** Every product's neutral row, in id order, read in chunks (the doc ids are the positions). */
async function loadProductRows(db: Db, only?: readonly string[]): Promise<ProductRow[]> {
  const products: ProductRow[] = [];
  if (only) {
    const sorted = [...new Set(only)].sort();
    for (let i = 0; i < sorted.length; i += CHUNK) {
      const rows = await db
        .selectFrom('products')
        .select(['id', 'brand_id', 'category_id', 'sort_order', 'ean', 'created_at'])
        .where('id', 'in', sorted.slice(i, i + CHUNK))
        .execute();
      products.push(...rows);
    }
    // The database's own order of ids, as the range queries of the chunks compare them.
    return products.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  }
  for (let after: string | null = null; ; ) {
    let query = db
      .selectFrom('products')
      .select(['id', 'brand_id', 'category_id', 'sort_order', 'ean', 'created_at'])
      .orderBy('id')
      .limit(CHUNK * 4);
    if (after !== null) query = query.where('id', '>', after);
    const rows = await query.execute();
    for (const row of rows) products.push(row);
    if (rows.length < CHUNK * 4) break;
    after = rows[rows.length - 1]!.id;
    await yieldToLoop();
  }
  return products;
}

/** The product columns (sort order, creation time, brand id and rank, EANs) and the brand facet. */
async function productColumns(products: readonly ProductRow[], brands: readonly { id: number | string; name: string }[], slice: () => Promise<void> | undefined) {
  const n = products.length;
  const sortOrder = new Float64Array(n);
  const createdAt = new Float64Array(n);
  const brandIds = new Float64Array(n);
  const eans = new Map<string, number>();
  const brandName = new Map(brands.map((b) => [Number(b.id), b.name]));
  const brandNames = [...new Set(brands.map((b) => b.name))].sort((a, b) => a.localeCompare(b, 'da'));
  const brandNameRank = new Map(brandNames.map((name, i) => [name, i]));
  const brandRank = nanColumn(n);
  const brandField = new CheckboxBuilder('brand');
  const brandOfDoc: string[] = new Array<string>(n);
  await yieldToLoop();
  for (let doc = 0; doc < n; doc++) {
    const p = products[doc]!;
    sortOrder[doc] = Number(p.sort_order);
    const created = Date.parse(p.created_at);
    createdAt[doc] = Number.isNaN(created) ? Number.NaN : created;
    brandIds[doc] = Number(p.brand_id);
    if (p.ean) eans.set(p.ean, doc);
    const name = brandName.get(Number(p.brand_id)) ?? '';
    brandOfDoc[doc] = name;
    if (name) {
      brandField.add(doc, brandField.value(name, name));
      brandRank[doc] = brandNameRank.get(name) ?? Number.NaN;
    }
    const pause = slice();
    if (pause) await pause;
  }
  return { sortOrder, createdAt, brandIds, eans, brandRank, brandField, brandOfDoc };
}

/** The category tree: each category's chain (root first, cached) and its names per language. */
function categoryTree(
  categories: readonly { id: string; parent_id: string | null }[],
  categoryTexts: readonly { category_id: string; language: string; name: string }[],
) {
  const parentOf = new Map(categories.map((c) => [c.id, c.parent_id]));
  const chainOf = new Map<string, string[]>();
  const chain = (leaf: string): string[] => {
    let cached = chainOf.get(leaf);
    if (!cached) {
      cached = [];
      const seen = new Set<string>();
      for (let id: string | null | undefined = leaf; id && !seen.has(id); id = parentOf.get(id)) {
        seen.add(id);
        cached.unshift(id);
      }
      chainOf.set(leaf, cached);
    }
    return cached;
  };
  const categoryName = new Map<string, Map<string, string>>(); // language → id → name
  for (const t of categoryTexts) {
    let map = categoryName.get(t.language);
    if (!map) categoryName.set(t.language, (map = new Map()));
    map.set(t.category_id, t.name);
  }
  return { chain, categoryName };
}

/** Category bitsets (descendants included), each doc's own category (leaf) and the category facet with its labels. */
async function categoryColumns(
  products: readonly ProductRow[],
  categories: readonly { id: string }[],
  tree: ReturnType<typeof categoryTree>,
  specLanguage: string,
  slice: () => Promise<void> | undefined,
) {
  const n = products.length;
  const { chain, categoryName } = tree;
  const categoryField = new CheckboxBuilder('category');
  const categoryBits = new Map<string, Bits>();
  for (const c of categories) categoryBits.set(c.id, emptyBits(n));
  const leafOfDoc: string[] = new Array<string>(n);
  /** doc → position in `leaves` (the product's own category), and that category's chain (root first). */
  const leafIndex = new Uint32Array(n);
  const leaves: string[] = [];
  const leafPosition = new Map<string, number>();
  for (let doc = 0; doc < n; doc++) {
    const p = products[doc]!;
    leafOfDoc[doc] = p.category_id;
    let position = leafPosition.get(p.category_id);
    if (position === undefined) {
      position = leaves.length;
      leaves.push(p.category_id);
      leafPosition.set(p.category_id, position);
    }
    leafIndex[doc] = position;
    for (const id of chain(p.category_id)) {
      let bits = categoryBits.get(id);
      if (!bits) categoryBits.set(id, (bits = emptyBits(n)));
      setBit(bits, doc);
    }
    const label = categoryName.get(specLanguage)?.get(p.category_id) ?? p.category_id;
    categoryField.add(doc, categoryField.value(p.category_id, label));
    const pause = slice();
    if (pause) await pause;
  }
  for (const [language, names] of categoryName) {
    for (const [id, name] of names) {
      const v = categoryField.keyIndex.get(id);
      if (v !== undefined) categoryField.label(language, v, name);
    }
  }
  return { categoryField, categoryBits, leafOfDoc, leafIndex, leaves };
}

/**
 * The spec facets: neutral rows and rows of the key language, in chunks, as checkbox fields (translated values
 * labelled in the key language) and numeric columns; then the labels of translated values in the other languages,
 * from one example product per value.
 */
async function specFacets(db: Db, ids: readonly string[], docOf: ReadonlyMap<string, number>, specLanguage: string) {
  const n = ids.length;
  const specFields = new Map<string, CheckboxBuilder>();
  const numeric = new Map<string, Float64Array>();
  /** One product per translated value whose rows in the other languages give the value's labels. */
  const examples = new Map<string, Map<string, string[]>>(); // product id → key → key-language parts
  const fieldOf = (key: string): CheckboxBuilder => {
    const field = `specs.${key}`;
    let builder = specFields.get(field);
    if (!builder) specFields.set(field, (builder = new CheckboxBuilder(field)));
    return builder;
  };
  for (const chunk of chunks(ids)) {
    const rows = await db
      .selectFrom('product_specs')
      .select(['product_id', 'key', 'language', 'value', 'num_value'])
      .$if(chunk.list === null, (q) => q.where('product_id', '>=', chunk.first).where('product_id', '<=', chunk.last))
      .$if(chunk.list !== null, (q) => q.where('product_id', 'in', chunk.list!))
      .where('language', 'in', ['', specLanguage])
      .orderBy('product_id')
      .orderBy('key')
      .execute();
    // Rows of one (product, key) are adjacent: at most a neutral and a key-language row.
    for (let i = 0; i < rows.length; ) {
      const row = rows[i]!;
      let j = i + 1;
      while (j < rows.length && rows[j]!.product_id === row.product_id && rows[j]!.key === row.key) j++;
      const doc = docOf.get(row.product_id);
      if (doc !== undefined) {
        let translated: (typeof rows)[number] | undefined;
        let neutral: (typeof rows)[number] | undefined;
        let num: number | null = null;
        for (let k = i; k < j; k++) {
          const r = rows[k]!;
          if (r.language === '') neutral = r;
          else translated = r;
          if (num === null && r.num_value !== null && r.num_value !== undefined && Number.isFinite(Number(r.num_value))) {
            num = Number(r.num_value);
          }
        }
        const builder = fieldOf(row.key);
        if (num !== null) {
          let column = numeric.get(builder.field);
          if (!column) numeric.set(builder.field, (column = nanColumn(n)));
          column[doc] = num;
        }
        const seen = new Set<number>();
        if (translated) {
          builder.translated = true;
          const parts = splitValues(translated.value);
          for (const part of parts) {
            const known = builder.keyIndex.size;
            const v = builder.value(valueKey(part), part);
            if (builder.keyIndex.size > known) {
              let byKey = examples.get(row.product_id);
              if (!byKey) examples.set(row.product_id, (byKey = new Map()));
              byKey.set(row.key, parts);
            }
            builder.label(specLanguage, v, part);
            if (!seen.has(v)) builder.add(doc, v);
            seen.add(v);
          }
        } else if (neutral) {
          for (const part of splitValues(neutral.value)) {
            const v = builder.value(part, part);
            if (!seen.has(v)) builder.add(doc, v);
            seen.add(v);
          }
        }
      }
      i = j;
    }
    await yieldToLoop();
  }
  await labelTranslatedValues(db, specFields, examples, specLanguage);
  return { specFields, numeric };
}

/** Labels of translated spec values in the other languages, from the example products' rows. */
async function labelTranslatedValues(
  db: Db,
  specFields: ReadonlyMap<string, CheckboxBuilder>,
  examples: ReadonlyMap<string, ReadonlyMap<string, string[]>>,
  specLanguage: string,
): Promise<void> {
  const exampleIds = [...examples.keys()];
  for (let i = 0; i < exampleIds.length; i += 500) {
    const batch = exampleIds.slice(i, i + 500);
    const labelRows = await db
      .selectFrom('product_specs')
      .select(['product_id', 'key', 'language', 'value'])
      .where('product_id', 'in', batch)
      .where('language', 'not in', ['', specLanguage])
      .execute();
    for (const row of labelRows) {
      const builder = specFields.get(`specs.${row.key}`);
      const base = examples.get(row.product_id)?.get(row.key);
      if (!builder || !base) continue;
      const labels = splitValues(row.value);
      base.forEach((part, k) => {
        const v = builder.keyIndex.get(valueKey(part));
        const label = labels[k];
        if (v !== undefined && label !== undefined) builder.label(row.language, v, label);
      });
    }
  }
}

/** Whether product texts exist in a language. */
async function hasTextsIn(db: Db, language: string): Promise<boolean> {
  return (await db.selectFrom('product_texts').select('product_id').where('language', '=', language).limit(1).executeTakeFirst()) !== undefined;
}

/** The index's default language: the first key language with product texts, else any with texts, else the specs'. */
async function defaultLanguageOf(db: Db, specLanguage: string): Promise<string> {
  for (const language of KEY_LANGUAGES) {
    if (await hasTextsIn(db, language)) return language;
  }
  return (await db.selectFrom('product_texts').select('language').limit(1).executeTakeFirst())?.language ?? specLanguage;
}

/** What the index needs to load a language's text index (the neutral core's brands, categories and facets). */
interface TextSources {
  ids: readonly string[];
  docOf: ReadonlyMap<string, number>;
  brandOfDoc: readonly string[];
  leafOfDoc: readonly string[];
  tree: ReturnType<typeof categoryTree>;
  translatedFields: readonly CheckboxField[];
}

/** A language's text index: names, brand, category chain, short description and translated spec values. */
async function loadTextIndex(db: Db, language: string, sources: TextSources): Promise<TextIndex> {
  const { ids, docOf, brandOfDoc, leafOfDoc, tree, translatedFields } = sources;
  const builder = new TextIndexBuilder(language);
  const categoryText = new Map<string, string>();
  const names = tree.categoryName.get(language);
  const chainText = (leaf: string): string => {
    let text = categoryText.get(leaf);
    if (text === undefined) {
      text = tree
        .chain(leaf)
        .map((id) => names?.get(id) ?? '')
        .filter(Boolean)
        .join(' ');
      categoryText.set(leaf, text);
    }
    return text;
  };
  for (const chunk of chunks(ids)) {
    // `language || ''` keeps the planner on the primary key range (product_id, language) on both dialects.
    const rows = await db
      .selectFrom('product_texts')
      .select(['product_id', 'name', 'short_description'])
      .where(sql<string>`language || ''`, '=', language)
      .$if(chunk.list === null, (q) => q.where('product_id', '>=', chunk.first).where('product_id', '<=', chunk.last))
      .$if(chunk.list !== null, (q) => q.where('product_id', 'in', chunk.list!))
      .orderBy('product_id')
      .execute();
    for (const row of rows) {
      const doc = docOf.get(row.product_id);
      if (doc === undefined) continue;
      const fields: SharedField[] = [
        { text: brandOfDoc[doc]!, weight: WEIGHT.brand },
        { text: chainText(leafOfDoc[doc]!), weight: WEIGHT.category },
        { text: row.short_description, weight: WEIGHT.shortDescription },
      ];
      for (const f of translatedFields) {
        const labels = f.labels.get(language);
        for (let k = f.start[doc]!; k < f.start[doc + 1]!; k++) {
          const v = f.values[k]!;
          fields.push({ text: labels?.[v] ?? f.defaultLabels[v]!, weight: WEIGHT.spec });
        }
      }
      builder.addDoc(doc, row.name, fields);
    }
    await yieldToLoop();
  }
  return builder.finish();
}

/** A currency's list prices (default unit, no variant, quantity 1) as a column, and the docs on offer. */
async function loadPriceColumn(db: Db, currency: string, ids: readonly string[], docOf: ReadonlyMap<string, number>): Promise<PriceColumn> {
  const n = ids.length;
  const column = nanColumn(n);
  const offers = emptyBits(n);
  for (const chunk of chunks(ids)) {
    const rows = await db
      .selectFrom('prices as pr')
      .innerJoin('product_units as u', (j) => j.onRef('u.product_id', '=', 'pr.product_id').onRef('u.unit_id', '=', 'pr.unit_id'))
      .select(['pr.product_id', 'pr.price', 'pr.before_price'])
      .where('u.is_default', '=', 1)
      .where('pr.variant_id', '=', '')
      .where('pr.min_quantity', '=', 1)
      .where('pr.currency_code', '=', currency)
      .$if(chunk.list === null, (q) => q.where('pr.product_id', '>=', chunk.first).where('pr.product_id', '<=', chunk.last))
      .$if(chunk.list !== null, (q) => q.where('pr.product_id', 'in', chunk.list!))
      // The same range on the units keeps PostgreSQL on the index instead of a scan of all units per chunk.
      .$if(chunk.list === null, (q) => q.where('u.product_id', '>=', chunk.first).where('u.product_id', '<=', chunk.last))
      .execute();
    for (const row of rows) {
      const doc = docOf.get(row.product_id);
      if (doc === undefined) continue;
      const price = Math.round(Number(row.price));
      column[doc] = price / 100;
      // A campaign: the list price is below the price before it.
      if (row.before_price !== null && Number(row.before_price) > price) setBit(offers, doc);
    }
    await yieldToLoop();
  }
  return { prices: column, offers };
}

/** The product names of a language, by product id (for sorting by name). */
async function loadProductNames(db: Db, language: string, ids: readonly string[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (const chunk of chunks(ids)) {
    const rows = await db
      .selectFrom('product_texts')
      .select(['product_id', 'name'])
      .where(sql<string>`language || ''`, '=', language)
      .$if(chunk.list === null, (q) => q.where('product_id', '>=', chunk.first).where('product_id', '<=', chunk.last))
      .$if(chunk.list !== null, (q) => q.where('product_id', 'in', chunk.list!))
      .execute();
    for (const row of rows) names.set(row.product_id, row.name);
    await yieldToLoop();
  }
  return names;
}

/** The parts of an index that load from the database on first use (text of a language, prices of a currency, names). */
function partsOf(db: Db, sources: TextSources): IndexParts {
  return {
    hasTexts: (language) => hasTextsIn(db, language),
    loadText: (language) => loadTextIndex(db, language, sources),
    loadPrices: (currency) => loadPriceColumn(db, currency, sources.ids, sources.docOf),
    loadNames: (language) => loadProductNames(db, language, sources.ids),
  };
}

/**
 * The on-demand parts of an index read from a snapshot (snapshot.ts): what the build kept aside (each product's
 * brand name and own category, the category tree) comes from the stored data and the small brand and category
 * tables, which cannot have changed since the snapshot unless it was retired (a brand or category change is a
 * whole-catalogue change).
 */
export async function snapshotParts(db: Db, data: CatalogueIndexData): Promise<IndexParts> {
  const [brands, categories, categoryTexts] = await Promise.all([
    db.selectFrom('brands').select(['id', 'name']).execute(),
    db.selectFrom('categories').select(['id', 'parent_id']).execute(),
    db.selectFrom('category_texts').select(['category_id', 'language', 'name']).execute(),
  ]);
  const brandName = new Map(brands.map((b) => [Number(b.id), b.name]));
  const brandOfDoc = Array.from(data.brandIds, (id) => brandName.get(id) ?? '');
  // A chain ends with the product's own category (categoryTree).
  const leafOfDoc = Array.from(data.leafIndex, (i) => data.leafChains[i]?.at(-1) ?? '');
  const translatedFields = [...data.checkbox.values()].filter((f) => f.translated);
  return partsOf(db, { ids: data.ids, docOf: data.docOf, brandOfDoc, leafOfDoc, tree: categoryTree(categories, categoryTexts), translatedFields });
}

/**
 * Builds the language- and currency-neutral core; text indexes and price columns load on demand. With `only`, a
 * partial index of just those products (the search service's index of recently changed products).
 */
export async function buildCatalogueIndex(db: Db, only?: readonly string[]): Promise<{ index: CatalogueIndex; stats: CoreStats }> {
  const started = performance.now();
  const products = await loadProductRows(db, only);
  const n = products.length;
  const ids = products.map((p) => p.id);
  if (only) partialIdLists.add(ids);
  const docOf = new Map<string, number>();
  ids.forEach((id, doc) => docOf.set(id, doc));

  const [brands, categories, categoryTexts, specLanguage] = await Promise.all([
    db.selectFrom('brands').select(['id', 'name']).execute(),
    db.selectFrom('categories').select(['id', 'parent_id']).execute(),
    db.selectFrom('category_texts').select(['category_id', 'language', 'name']).execute(),
    keyLanguage(db),
  ]);

  const slice = slicer();
  const columns = await productColumns(products, brands, slice);
  const tree = categoryTree(categories, categoryTexts);
  const cats = await categoryColumns(products, categories, tree, specLanguage, slice);
  const { specFields, numeric } = await specFacets(db, ids, docOf, specLanguage);

  await yieldToLoop();
  const checkbox = new Map<string, CheckboxField>();
  checkbox.set('brand', columns.brandField.finish(n));
  checkbox.set('category', cats.categoryField.finish(n));
  for (const [field, builder] of specFields) {
    const pause = slice();
    if (pause) await pause;
    checkbox.set(field, builder.finish(n));
  }
  const translatedFields = [...checkbox.values()].filter((f) => f.translated);
  const defaultLanguage = await defaultLanguageOf(db, specLanguage);

  // ---- parts loaded on demand
  const parts = partsOf(db, { ids, docOf, brandOfDoc: columns.brandOfDoc, leafOfDoc: cats.leafOfDoc, tree, translatedFields });

  await yieldToLoop();
  const index = new CatalogueIndex(
    {
      n,
      ids,
      docOf,
      eans: columns.eans,
      sortOrder: columns.sortOrder,
      createdAt: columns.createdAt,
      brandIds: columns.brandIds,
      brandRank: columns.brandRank,
      categoryBits: cats.categoryBits,
      leafIndex: cats.leafIndex,
      leafChains: cats.leaves.map((leaf) => tree.chain(leaf)),
      checkbox,
      numeric,
      defaultLanguage,
    },
    parts,
  );
  return { index, stats: { products: n, ms: Math.round(performance.now() - started) } };
}
