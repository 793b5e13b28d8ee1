/**
 * The in-memory search index of the catalogue (one per server instance, rebuilt when the catalogue changes):
 * documents are products with language-neutral ids 0..n-1; per-language text indexes; facet fields as
 * doc → value lists plus per-value bitsets; numeric columns for sliders and sorting; category bitsets
 * (descendants included); sort permutations built on first use. The class holds the data, the caches and the
 * text matching; facets (facets.ts), price columns (priceColumns.ts) and sorting/paging (sorting.ts) are
 * functions of their own.
 */
import type { FacetOption, FacetType, Sorting } from '../../../contract/products';
import { badRequest } from '../../errors';
import { andInto, count, emptyBits, fromDocs, fullBits, setBit, type Bits } from './bitset';
import type { DiscountRule } from '../prices/internal';
import { checkboxCounts, checkboxMask, checkboxOptions, columnInfo, derivedBytes, rangeMask, sliderOption, valueBits, valueCombos, type CheckboxField, type ColumnInfo } from './facets';
import { Lru } from './lru';
import { relatedMatch, type RelatedRequest } from './related';
import { netPriceColumn, netViewKey, type PriceView } from './priceColumns';
import {
  comparatorOrder,
  DEFAULT_ORDER_KEY,
  packedOrder,
  pageByPermutation,
  pageByScore,
  rankOf,
  SORT_ALIASES,
  type Permutation,
  type SortColumn,
} from './sorting';
import { nameSortKey } from './text';
import { textParts, type IndexExtras } from './snapshot';
import { TextIndex } from './textIndex';
import { scoreOf, type TextMatch } from './textMatch';
import { TextQuery } from './textQuery';
import { termCacheBytes } from './wordRank';

/** Permutations kept per index (sort specifications × language × currency × price group). */
const MAX_PERMUTATIONS = 64;
/** Net price columns kept per index (currency × price group × discount rules). */
const MAX_NET_COLUMNS = 32;

export type Selection = string[] | { min?: number; max?: number };

export interface FacetRequest {
  field: string;
  type: FacetType;
}

/** The list prices of one currency (major units per doc, NaN when missing) and the docs on a campaign (before price). */
export interface PriceColumn {
  prices: Float64Array;
  offers: Bits;
}

/** The caller's price group and its discount rules: price sorting, the price slider and its range use net prices. */
export interface PriceGroup {
  group: string;
  rules: readonly DiscountRule[];
}

/** Related products (SearchParams.related): related.ts. */
export { MAX_RELATED, type RelatedRequest } from './related';

export interface SearchParams {
  language: string;
  /** Currency of the prices that sort and filter (the customer's own currency when logged in). */
  currency: string;
  /** Net prices of this price group instead of list prices (null/absent: list prices, e.g. anonymous visitors). */
  priceGroup?: PriceGroup | null | undefined;
  /** Only products on a campaign (a before price in the currency). */
  onOffer?: boolean | undefined;
  /** Only products related to this one, ranked by relatedness (the score). */
  related?: RelatedRequest | undefined;
  freeText: string;
  categoryId?: string | undefined;
  brandId?: number | undefined;
  productIds?: string[] | undefined;
  facets: FacetRequest[];
  /** Selected values per facet field. */
  selections: Record<string, Selection>;
  skip: number;
  take: number;
  sorting: Sorting[];
}

export interface SearchHit {
  id: string;
  score: number;
}

export interface SearchResult {
  total: number;
  hits: SearchHit[];
  facetOptions: Record<string, FacetOption[]>;
}

export interface CatalogueIndexData {
  n: number;
  ids: string[];
  eans: Map<string, number>;
  sortOrder: Float64Array;
  createdAt: Float64Array;
  /** doc → brand id. */
  brandIds: Float64Array;
  /** doc → rank of its brand name (for sorting by brand). */
  brandRank: Float64Array;
  /** category id → documents in it or any descendant. */
  categoryBits: Map<string, Bits>;
  /** doc → index of its own category in leafChains. */
  leafIndex: Uint32Array;
  /** Category chains (root first) of the products' own categories. */
  leafChains: string[][];
  checkbox: Map<string, CheckboxField>;
  /** numeric field ('specs.lengthMm', …) → value per doc (NaN when missing). */
  numeric: Map<string, Float64Array>;
  /** product id → doc. */
  docOf: Map<string, number>;
  /** Language used for text when the requested one has no texts. */
  defaultLanguage: string;
}

/** Parts of the index that are loaded from the database on first use. */
export interface IndexParts {
  /** True when some product has a text in the language (probed once per language). */
  hasTexts(language: string): Promise<boolean>;
  loadText(language: string): Promise<TextIndex>;
  /** List price of the default unit in major units per doc (NaN when missing), and the docs with a before price. */
  loadPrices(currency: string): Promise<PriceColumn>;
  loadNames(language: string): Promise<Map<string, string>>;
}

/** At most this many currencies get a price column (unknown codes share an empty column). */
const MAX_CURRENCIES = 16;
const CURRENCY_CODE = /^[A-Z]{3}$/;
/** Request languages probed for texts (others use the default language). */
const MAX_LANGUAGES = 32;
const LANGUAGE_CODE = /^[a-z]{2,3}$/;

/** Everything of a search but its page. Cached objects are never mutated. */
interface QueryResult {
  result: Bits;
  total: number;
  facetOptions: Record<string, FacetOption[]>;
  text: TextMatch | null;
}

/** Cached free-text matches and query results per index (dropped with the index on a rebuild). */
const TEXT_CACHE_SIZE = 16;
const QUERY_CACHE_SIZE = 64;

interface FacetMask {
  field: string;
  bits: Bits;
}

export class CatalogueIndex {
  readonly n: number;
  readonly idToDoc: Map<string, number>;
  private readonly all: Bits;
  /** Sort orders built on first use (the default order lives outside the LRU). */
  private readonly permutations = new Lru<string, Permutation>(MAX_PERMUTATIONS);
  private readonly defaultOrder: Permutation;
  private readonly nameRanks = new Map<string, Promise<Float64Array>>();
  private readonly emptyColumn: Float64Array;
  private readonly columnInfos = new WeakMap<Float64Array, ColumnInfo>();
  /** Scores the words of a free text (textQuery.ts). */
  private readonly textQuery: TextQuery;
  private readonly textCache = new Lru<string, TextMatch | null>(TEXT_CACHE_SIZE);
  private readonly queryCache = new Lru<string, QueryResult>(QUERY_CACHE_SIZE);
  private caching = true;
  /** Per-query scratch (score per doc, best term score of the current token — kept all zero —, words matched). */
  private readonly text = new Map<string, TextIndex>();
  private readonly prices = new Map<string, PriceColumn>();
  /** Net price views per currency × price group × rules (built on first use). */
  private readonly netViews = new Lru<string, PriceView>(MAX_NET_COLUMNS);
  /** Product ids (lower case) in order with their docs (item-number prefixes), built on first use. */
  private readonly none: Bits;
  private readonly loadingText = new Map<string, Promise<void>>();
  /** language → whether products have texts in it. */
  private readonly textLanguages = new Map<string, boolean>();
  private readonly loadingPrices = new Map<string, Promise<void>>();
  /** Documents still in the catalogue (null: all): changed and deleted products leave through tombstone(). */
  private alive: Bits | null = null;
  private removed = 0;
  /** Product names per language (merging results of two indexes by name). */
  private readonly names = new Map<string, Promise<Map<string, string>>>();

  constructor(
    readonly data: CatalogueIndexData,
    private readonly parts: IndexParts,
  ) {
    this.n = data.n;
    this.idToDoc = data.docOf;
    this.textQuery = new TextQuery(data);
    this.textLanguages.set(data.defaultLanguage, true);
    this.all = fullBits(this.n);
    this.none = emptyBits(this.n);
    this.emptyColumn = new Float64Array(this.n).fill(Number.NaN);
    // The default sorting (data.sortOrder ascending, ties by doc) is ready before the first request.
    const order = packedOrder(data.sortOrder, false, null) ?? Uint32Array.from({ length: this.n }, (_, i) => i).sort(
      (a, b) => data.sortOrder[a]! - data.sortOrder[b]! || a - b,
    );
    this.defaultOrder = { order, rank: rankOf(order) };
  }

  /**
   * Takes products out of this index without a rebuild (deleted, or changed: their new version is searched in the
   * search service's index of changed products). Answers how many were here.
   */
  tombstone(ids: Iterable<string>): number {
    let found = 0;
    for (const id of ids) {
      const doc = this.idToDoc.get(id);
      if (doc === undefined) continue;
      this.alive ??= this.all.slice();
      const mask = 1 << (doc & 31);
      if ((this.alive[doc >>> 5]! & mask) === 0) continue;
      this.alive[doc >>> 5]! &= ~mask;
      this.removed++;
      found++;
    }
    if (found > 0) this.queryCache.clear();
    return found;
  }

  /** Products in the index and not tombstoned. */
  get live(): number {
    return this.n - this.removed;
  }

  /** Whether a product is in the index and not tombstoned. */
  has(id: string): boolean {
    const doc = this.idToDoc.get(id);
    return doc !== undefined && (this.alive === null || (this.alive[doc >>> 5]! & (1 << (doc & 31))) !== 0);
  }

  /** Whether a facet or sort field exists here (a partial index knows only its products' fields). */
  knowsField(field: string): boolean {
    return this.data.checkbox.has(field) || this.isNumericField(field) || field in SORT_ALIASES || ['name', 'brand', 'data.sortOrder', '_score'].includes(field);
  }

  private productNames(language: string): Promise<Map<string, string>> {
    let names = this.names.get(language);
    if (!names) {
      names = this.parts.loadNames(language);
      names.catch(() => this.names.delete(language));
      this.names.set(language, names);
    }
    return names;
  }

  /**
   * Sort values of hits of this index under the search's sorting (names as sort keys, numbers as they are, NaN when
   * missing), so that hits of two indexes can be merged in one order (merge.ts).
   */
  async sortKeys(params: SearchParams, ids: readonly string[]): Promise<(number | string)[][]> {
    const lang = this.resolveLanguage(params.language);
    const price = this.priceView(params.currency, params.priceGroup);
    const fields = params.sorting.filter((s) => s.field !== '_score').map((s) => SORT_ALIASES[s.field] ?? s.field);
    const names = fields.includes('name') ? await this.productNames(lang) : null;
    return ids.map((id) => {
      const doc = this.idToDoc.get(id) ?? -1;
      const keys: (number | string)[] = fields.map((field) => {
        if (doc < 0) return Number.NaN;
        switch (field) {
          case 'data.sortOrder':
            return this.data.sortOrder[doc]!;
          case 'createdAt':
            return this.data.createdAt[doc]!;
          case 'price':
            return price.column[doc]!;
          case 'name': {
            const name = names?.get(id);
            return name === undefined ? Number.NaN : nameSortKey(name, lang);
          }
          case 'brand':
            return this.data.brandRank[doc]!;
          default:
            return this.data.numeric.get(field)?.[doc] ?? Number.NaN;
        }
      });
      // Ties: the default order (sort order, then product number).
      keys.push(doc < 0 ? Number.NaN : this.data.sortOrder[doc]!, id);
      return keys;
    });
  }

  /** Languages whose text index is loaded. */
  get loadedLanguages(): string[] {
    return [...this.text.keys()];
  }

  /** Currencies whose price column is loaded. */
  get loadedCurrencies(): string[] {
    return [...this.prices.keys()];
  }

  /** The language whose texts serve a request language (the default language when it has none). */
  resolveLanguage(language: string): string {
    return this.textLanguages.get(language) === true ? language : this.data.defaultLanguage;
  }

  /** Loads the text index of the language and the price column of the currency unless already there. */
  async ensure(language: string, currency: string): Promise<void> {
    if (!this.textLanguages.has(language) && LANGUAGE_CODE.test(language) && this.textLanguages.size < MAX_LANGUAGES) {
      this.textLanguages.set(language, language === this.data.defaultLanguage || (await this.parts.hasTexts(language)));
    }
    const lang = this.resolveLanguage(language);
    const waits: Promise<void>[] = [];
    if (!this.text.has(lang)) {
      let loading = this.loadingText.get(lang);
      if (!loading) {
        loading = this.parts.loadText(lang).then((index) => {
          this.text.set(lang, index);
        });
        loading.catch(() => undefined).finally(() => this.loadingText.delete(lang));
        this.loadingText.set(lang, loading);
      }
      waits.push(loading);
    }
    if (!this.prices.has(currency) && CURRENCY_CODE.test(currency) && this.prices.size < MAX_CURRENCIES) {
      let loading = this.loadingPrices.get(currency);
      if (!loading) {
        loading = this.parts.loadPrices(currency).then((column) => {
          this.prices.set(currency, column);
        });
        loading.catch(() => undefined).finally(() => this.loadingPrices.delete(currency));
        this.loadingPrices.set(currency, loading);
      }
      waits.push(loading);
    }
    await Promise.all(waits);
  }

  /** What this index has built or loaded beyond its data (the snapshot keeps it: snapshot.ts). */
  async extras(): Promise<IndexExtras> {
    const nameRanks: [string, Float64Array][] = [];
    for (const [language, rank] of this.nameRanks) {
      const value = await rank.catch(() => null);
      if (value) nameRanks.push([language, value]);
    }
    return {
      texts: [...this.text.values()].map(textParts),
      prices: [...this.prices],
      textLanguages: [...this.textLanguages],
      permutations: [...this.permutations.entries()],
      nameRanks,
    };
  }

  /** Takes back what extras() gave (an index read from a snapshot). */
  restore(extras: IndexExtras): void {
    for (const t of extras.texts) this.text.set(t.language, new TextIndex(t.language, t.terms, t.offsets, t.docs, t.weights));
    for (const [currency, column] of extras.prices) this.prices.set(currency, column);
    for (const [language, has] of extras.textLanguages) this.textLanguages.set(language, has);
    for (const [key, permutation] of extras.permutations) this.permutations.set(key, permutation);
    for (const [language, rank] of extras.nameRanks) this.nameRanks.set(language, Promise.resolve(rank));
  }

  /** Approximate bytes of the typed arrays (the dictionary strings are estimated). */
  get bytes(): number {
    const d = this.data;
    let total = d.sortOrder.byteLength * 3 + this.all.byteLength;
    for (const b of d.categoryBits.values()) total += b.byteLength;
    for (const f of d.checkbox.values()) {
      total += f.start.byteLength + f.values.byteLength;
      total += derivedBytes(f);
    }
    for (const c of d.numeric.values()) total += c.byteLength;
    for (const c of this.prices.values()) total += c.prices.byteLength + c.offers.byteLength;
    for (const v of this.netViews.values()) if (!this.isListView(v)) total += v.column.byteLength;
    for (const t of this.text.values()) total += t.bytes + termCacheBytes(t);
    total += this.textQuery.bytes;
    for (const p of [this.defaultOrder, ...this.permutations.values()]) total += p.order.byteLength + p.rank.byteLength;
    return total;
  }

  /** The loaded text index serving a language (see ensure). */
  textIndex(language: string): TextIndex | undefined {
    return this.text.get(this.resolveLanguage(language));
  }

  private isListView(view: PriceView): boolean {
    return this.prices.get(view.key)?.prices === view.column;
  }

  /**
   * The prices of a currency as the price group pays them (priceColumns.ts): one column per currency × group ×
   * rules, computed on first use and cached; a group without an applicable discount shares the list column (and
   * its sort orders).
   */
  private priceView(currency: string, group: PriceGroup | null | undefined): PriceView {
    const list = this.prices.get(currency);
    if (!list) return { column: this.emptyColumn, key: currency, offers: this.none };
    const listView: PriceView = { column: list.prices, key: currency, offers: list.offers };
    if (!group || group.rules.length === 0) return listView;
    const key = netViewKey(currency, group);
    const cached = this.netViews.get(key);
    if (cached) return cached;
    const column = netPriceColumn(list.prices, group.rules, this.data);
    const view = column ? { column, key, offers: list.offers } : listView;
    this.netViews.set(key, view);
    return view;
  }

  // ------------------------------------------------------------------ fields

  private checkboxField(field: string): CheckboxField {
    const f = this.data.checkbox.get(field);
    if (!f) {
      if (this.isNumericField(field)) throw badRequest(`Facet field '${field}' is numeric: use a Slider facet`, { [field]: 'is numeric' });
      throw badRequest(`Unknown facet field '${field}'`, { [field]: 'unknown facet field' });
    }
    return f;
  }

  private isNumericField(field: string): boolean {
    return field === 'price' || field === 'createdAt' || this.data.numeric.has(field);
  }

  private numericColumn(field: string, price: PriceView): Float64Array {
    if (field === 'price') return price.column;
    if (field === 'createdAt') return this.data.createdAt;
    const column = this.data.numeric.get(field);
    if (!column) {
      if (this.data.checkbox.has(field)) throw badRequest(`Facet field '${field}' is not numeric: use a checkbox facet`, { [field]: 'is not numeric' });
      throw badRequest(`Unknown facet field '${field}'`, { [field]: 'unknown facet field' });
    }
    return column;
  }

  /** Throws 400 unless the field can serve a facet of that type. */
  validateFacet(facet: FacetRequest, price: PriceView): void {
    if (facet.type === 'Slider') this.numericColumn(facet.field, price);
    else this.checkboxField(facet.field);
  }

  // ------------------------------------------------------------------ text

  /** Documents matching every (non stop-word) token of the text, with their scores; null without tokens. Cached. */
  private matchText(language: string, freeText: string): TextMatch | null {
    if (!this.caching) return this.textQuery.match(this.textIndex(language), language, freeText);
    const key = `${language}\u0000${freeText.trim().toLowerCase().replace(/\s+/g, ' ')}`;
    const cached = this.textCache.get(key);
    if (cached !== undefined) return cached;
    const match = this.textQuery.match(this.textIndex(language), language, freeText);
    this.textCache.set(key, match);
    return match;
  }

  /** Turns the text-match and query-result caches on or off (the benchmark measures both). */
  setCaching(enabled: boolean): void {
    this.caching = enabled;
    this.textCache.clear();
    this.queryCache.clear();
  }

  // ------------------------------------------------------------------ sorting

  private permutation(columns: SortColumn[], key: string): Permutation {
    if (key === DEFAULT_ORDER_KEY) return this.defaultOrder;
    const cached = this.permutations.get(key);
    if (cached) return cached;
    const single = columns.length === 1 ? columns[0]! : null;
    const order =
      (single && packedOrder(single.values, single.descending, this.defaultOrder)) ?? comparatorOrder(columns, this.defaultOrder.rank);
    const permutation = { order, rank: rankOf(order) };
    this.permutations.set(key, permutation);
    return permutation;
  }

  /** Name order of one language as a rank per document (loaded from the database on first use). */
  private nameRank(language: string): Promise<Float64Array> {
    let promise = this.nameRanks.get(language);
    if (!promise) {
      promise = this.parts.loadNames(language).then((names) => {
        const keys: string[] = new Array<string>(this.n);
        for (let doc = 0; doc < this.n; doc++) {
          const name = names.get(this.data.ids[doc]!);
          keys[doc] = name === undefined ? '\uffff' : nameSortKey(name, language);
        }
        const order = Array.from({ length: this.n }, (_, i) => i);
        order.sort((a, b) => (keys[a]! < keys[b]! ? -1 : keys[a]! > keys[b]! ? 1 : 0));
        const rank = new Float64Array(this.n);
        let r = 0;
        order.forEach((doc, i) => {
          if (i > 0 && keys[doc] !== keys[order[i - 1]!]) r = i;
          rank[doc] = keys[doc] === '\uffff' ? Number.NaN : r;
        });
        return rank;
      });
      promise.catch(() => this.nameRanks.delete(language));
      this.nameRanks.set(language, promise);
    }
    return promise;
  }

  /**
   * Sort columns for the sortings ('_score' entries are handled by the caller). Unknown fields → 400.
   * Returns the columns and a cache key.
   */
  private async sortColumns(sorting: Sorting[], language: string, price: PriceView): Promise<{ columns: SortColumn[]; key: string }> {
    const columns: SortColumn[] = [];
    const keyParts: string[] = [];
    for (const s of sorting) {
      const field = SORT_ALIASES[s.field] ?? s.field;
      const descending = s.direction === 'Descending';
      let values: Float64Array;
      let keyField = field;
      switch (field) {
        case 'data.sortOrder':
          values = this.data.sortOrder;
          break;
        case 'createdAt':
          values = this.data.createdAt;
          break;
        case 'price':
          values = price.column;
          keyField = `price:${price.key}`;
          break;
        case 'name': {
          const lang = this.resolveLanguage(language);
          values = await this.nameRank(lang);
          keyField = `name:${lang}`;
          break;
        }
        case 'brand':
          values = this.data.brandRank;
          break;
        default: {
          const column = this.data.numeric.get(field);
          if (!column) throw badRequest(`Unknown sort field '${s.field}'`, { [s.field]: 'unknown sort field' });
          values = column;
        }
      }
      columns.push({ values, descending });
      keyParts.push(`${keyField}:${descending ? 'd' : 'a'}`);
    }
    if (columns.length === 0) {
      columns.push({ values: this.data.sortOrder, descending: false });
      keyParts.push(DEFAULT_ORDER_KEY);
    }
    return { columns, key: keyParts.join(',') };
  }

  // ------------------------------------------------------------------ facets

  // ------------------------------------------------------------------ search

  /**
   * Builds what a search needs lazily (sort order, value bitsets, value orders of sliders) one piece at a time with
   * yields in between, then runs it: a rebuilt index replays recent searches this way before it goes live.
   */
  async warm(params: SearchParams): Promise<void> {
    const pause = () => new Promise<void>((resolve) => setImmediate(resolve));
    await this.ensure(params.language, params.currency);
    const lang = this.resolveLanguage(params.language);
    const price = this.priceView(params.currency, params.priceGroup);
    const { columns, key } = await this.sortColumns(
      params.sorting.filter((s) => s.field !== '_score'),
      lang,
      price,
    );
    await pause();
    this.permutation(columns, key);
    for (const facet of params.facets) {
      await pause();
      if (facet.type === 'Slider') columnInfo(this.numericColumn(facet.field, price), this.n, this.columnInfos);
      else {
        const field = this.checkboxField(facet.field);
        valueBits(field, this.n);
        await pause();
        valueCombos(field, this.n);
      }
    }
    await pause();
    await this.search(params);
  }

  async search(params: SearchParams): Promise<SearchResult> {
    const { currency } = params;
    await this.ensure(params.language, currency);
    const lang = this.resolveLanguage(params.language);
    const price = this.priceView(currency, params.priceGroup);

    // Validate facets and selections first (400 before any work).
    const facetTypes = new Map<string, FacetType>();
    for (const facet of params.facets) {
      this.validateFacet(facet, price);
      facetTypes.set(facet.field, facet.type);
    }
    const selected: { field: string; type: FacetType; value: Selection }[] = [];
    for (const [field, value] of Object.entries(params.selections)) {
      const type = facetTypes.get(field) ?? (Array.isArray(value) ? 'CheckboxOr' : 'Slider');
      if ((type === 'Slider') === Array.isArray(value)) {
        throw badRequest(`Facet '${field}' expects ${type === 'Slider' ? '{ min, max }' : 'a list of values'}`, {
          [`search.facets.${field}`]: 'is invalid',
        });
      }
      this.validateFacet({ field, type }, price);
      selected.push({ field, type, value });
    }
    const nonScore = params.sorting.filter((s) => s.field !== '_score');
    const byScore = params.sorting[0]?.field === '_score';
    const implicitScore = params.sorting.length === 0 && (params.freeText.trim() !== '' || params.related !== undefined);
    const sortSpec = await this.sortColumns(nonScore, lang, price);

    // ---- the result and its facet options (cached per query, so paging and re-sorting only pick a page)
    const key = JSON.stringify([
      lang,
      price.key,
      params.freeText.trim().toLowerCase().replace(/\s+/g, ' '),
      params.categoryId ?? null,
      params.brandId ?? null,
      params.productIds ?? null,
      params.onOffer === true,
      params.related ?? null,
      params.facets,
      params.selections,
    ]);
    let query = this.caching ? this.queryCache.get(key) : undefined;
    if (!query) {
      query = this.evaluate(params, lang, selected, price);
      if (this.caching) this.queryCache.set(key, query);
    }
    const { result, total, text } = query;

    // ---- page
    let docs: number[];
    if (text && (byScore || implicitScore)) {
      docs = pageByScore(result, total, text, params.skip, params.take, this.data.sortOrder, this.defaultOrder);
    } else {
      const perm = this.permutation(sortSpec.columns, sortSpec.key);
      docs = pageByPermutation(result, total, perm, params.skip, params.take);
    }
    return {
      total,
      hits: docs.map((doc) => ({
        id: this.data.ids[doc]!,
        score: text ? Math.round(scoreOf(text, doc) * 1000) / 1000 : 0,
      })),
      facetOptions: query.facetOptions,
    };
  }

  /** The matching documents and facet options of a query (everything but the page). */
  private evaluate(
    params: SearchParams,
    lang: string,
    selected: { field: string; type: FacetType; value: Selection }[],
    price: PriceView,
  ): QueryResult {
    // ---- base set: text ∧ related ∧ filters
    const words = params.freeText.trim() ? this.matchText(lang, params.freeText) : null;
    const related = params.related ? relatedMatch(this.data, params.related, price.column) : null;
    const base = words ? words.bits.slice() : this.all.slice();
    if (related) andInto(base, related.bits);
    if (this.alive) andInto(base, this.alive);
    // The related ranking is the score of a related list (free text then only narrows it).
    const text = related ?? words;
    if (params.onOffer) andInto(base, price.offers);
    if (params.categoryId !== undefined) andInto(base, this.data.categoryBits.get(params.categoryId) ?? emptyBits(this.n));
    if (params.brandId !== undefined) {
      const brandBits = emptyBits(this.n);
      const brandIds = this.data.brandIds;
      for (let doc = 0; doc < this.n; doc++) if (brandIds[doc] === params.brandId) setBit(brandBits, doc);
      andInto(base, brandBits);
    }
    if (params.productIds) {
      const docs: number[] = [];
      for (const id of params.productIds) {
        const doc = this.idToDoc.get(id);
        if (doc !== undefined) docs.push(doc);
      }
      andInto(base, fromDocs(this.n, docs));
    }

    // ---- facet masks
    const masks: FacetMask[] = [];
    for (const s of selected) {
      if (Array.isArray(s.value)) {
        if (s.value.length === 0) continue;
        masks.push({ field: s.field, bits: checkboxMask(this.checkboxField(s.field), s.type, s.value, this.all, this.n) });
      } else {
        const { min, max } = s.value;
        if (min === undefined && max === undefined) continue;
        // Only documents of the base set matter: every mask is ANDed with it (the result, each facet's set).
        masks.push({ field: s.field, bits: rangeMask(this.numericColumn(s.field, price), min, max, this.n, base) });
      }
    }
    const result = base.slice();
    for (const m of masks) andInto(result, m.bits);
    const total = count(result);

    // ---- facet options (disjunctive for CheckboxOr and Slider: filtered by every other facet)
    const facetOptions: Record<string, FacetOption[]> = {};
    const ownSet = (facet: FacetRequest) => facet.type !== 'CheckboxAnd' && masks.some((m) => m.field === facet.field);
    // The checkbox facets counted over the result share walks over it (checkboxCounts).
    const overResult = params.facets.filter((f) => f.type !== 'Slider' && !ownSet(f));
    const resultCounts = checkboxCounts(
      overResult.map((f) => this.checkboxField(f.field)),
      result,
      total,
      this.n,
    );
    for (const facet of params.facets) {
      let over = result;
      if (ownSet(facet)) {
        over = base.slice();
        for (const m of masks) if (m.field !== facet.field) andInto(over, m.bits);
      }
      if (facet.type === 'Slider') {
        const size = over === result ? total : count(over);
        const column = this.numericColumn(facet.field, price);
        facetOptions[facet.field] = [sliderOption(facet.field, column, over, size, columnInfo(column, this.n, this.columnInfos), this.n)];
      } else {
        const value = params.selections[facet.field];
        const known = over === result ? resultCounts[overResult.indexOf(facet)] : undefined;
        facetOptions[facet.field] = checkboxOptions(this.checkboxField(facet.field), over, lang, Array.isArray(value) ? value : [], this.n, undefined, known);
      }
    }
    return { result, total, facetOptions, text };
  }
}
