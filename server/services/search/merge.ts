/**
 * Searching the catalogue index together with the index of recently changed products (service.ts): products changed
 * since the last full build are tombstoned in the main index and searched in a small partial index of their current
 * version; the two results are merged here — totals and facet counts added, hits in one order (the search's sorting,
 * or the relevance score), then paged.
 */
import type { FacetOption } from '../../../contract/products';
import type { CatalogueIndex, SearchHit, SearchParams, SearchResult } from './catalogueIndex';

/** Whether the search is ordered by relevance (as CatalogueIndex.search decides). */
function byScore(params: SearchParams): boolean {
  if (params.sorting[0]?.field === '_score') return true;
  return params.sorting.length === 0 && (params.freeText.trim() !== '' || params.related !== undefined);
}

/** Missing values (NaN) sort last in either direction, as in the index's own orders. */
function compareKeys(a: (number | string)[], b: (number | string)[], descending: readonly boolean[]): number {
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    const xMissing = typeof x === 'number' && Number.isNaN(x);
    const yMissing = typeof y === 'number' && Number.isNaN(y);
    if (xMissing || yMissing) {
      if (xMissing && yMissing) continue;
      return xMissing ? 1 : -1;
    }
    if (x === y) continue;
    const less = x < y ? -1 : 1;
    return descending[i] ? -less : less;
  }
  return 0;
}

/** Facet options of both results: counts added per value; a slider's range is the union of both. */
export function mergeFacetOptions(
  a: Record<string, FacetOption[]>,
  b: Record<string, FacetOption[]>,
  sliders: ReadonlySet<string>,
): Record<string, FacetOption[]> {
  const out: Record<string, FacetOption[]> = {};
  for (const field of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const left = a[field] ?? [];
    const right = b[field] ?? [];
    if (sliders.has(field)) {
      const parts = [...left, ...right].filter((o) => o.count > 0);
      const count = parts.reduce((sum, o) => sum + o.count, 0);
      out[field] = [
        count === 0
          ? { key: field, count: 0 }
          : { key: field, count, min: Math.min(...parts.map((o) => o.min ?? Infinity)), max: Math.max(...parts.map((o) => o.max ?? -Infinity)) },
      ];
      continue;
    }
    const byKey = new Map<string, FacetOption>();
    for (const option of [...left, ...right]) {
      const seen = byKey.get(option.key);
      if (seen) byKey.set(option.key, { ...seen, count: seen.count + option.count, label: seen.label ?? option.label });
      else byKey.set(option.key, { ...option });
    }
    out[field] = [...byKey.values()].sort((x, y) => y.count - x.count || (x.key < y.key ? -1 : x.key > y.key ? 1 : 0));
  }
  return out;
}

/**
 * The search as the partial index can run it: facets, selections and sortings of fields it does not know (none of
 * its products has them) dropped; null when a selection on such a field rules all its products out.
 */
function forPartial(delta: CatalogueIndex, params: SearchParams): SearchParams | null {
  const selections: SearchParams['selections'] = {};
  for (const [field, value] of Object.entries(params.selections)) {
    if (delta.knowsField(field)) selections[field] = value;
    else if (Array.isArray(value) ? value.length > 0 : value.min !== undefined || value.max !== undefined) return null;
  }
  return {
    ...params,
    // The related ranking needs the product's neighbours in the whole catalogue: not searched in the partial index.
    related: undefined,
    facets: params.facets.filter((f) => delta.knowsField(f.field)),
    selections,
    sorting: params.sorting.filter((s) => delta.knowsField(s.field)),
  };
}

/** Searches both indexes and merges the results (the page is cut after the merge). */
export async function mergedSearch(main: CatalogueIndex, delta: CatalogueIndex, params: SearchParams): Promise<SearchResult> {
  const wide = { ...params, skip: 0, take: params.skip + params.take };
  const sliders = new Set(params.facets.filter((f) => f.type === 'Slider').map((f) => f.field));
  const partial = params.related ? null : forPartial(delta, wide);
  const [a, b] = await Promise.all([main.search(wide), partial ? delta.search(partial) : Promise.resolve(null)]);
  if (!b || b.total === 0) {
    return { total: a.total, hits: a.hits.slice(params.skip, params.skip + params.take), facetOptions: mergeFacetOptions(a.facetOptions, b?.facetOptions ?? {}, sliders) };
  }
  const [keysA, keysB] = await Promise.all([main.sortKeys(params, a.hits.map((h) => h.id)), delta.sortKeys(params, b.hits.map((h) => h.id))]);
  const descending = params.sorting.filter((s) => s.field !== '_score').map((s) => s.direction === 'Descending');
  descending.push(false, false);
  const scored = byScore(params);
  const entries: { hit: SearchHit; keys: (number | string)[] }[] = [
    ...a.hits.map((hit, i) => ({ hit, keys: keysA[i]! })),
    ...b.hits.map((hit, i) => ({ hit, keys: keysB[i]! })),
  ];
  entries.sort((x, y) => (scored ? y.hit.score - x.hit.score : 0) || compareKeys(x.keys, y.keys, descending));
  return {
    total: a.total + b.total,
    hits: entries.slice(params.skip, params.skip + params.take).map((e) => e.hit),
    facetOptions: mergeFacetOptions(a.facetOptions, b.facetOptions, sliders),
  };
}
