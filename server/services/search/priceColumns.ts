/**
 * Price columns of the catalogue index: what a search sorts and filters by when it names a currency, and the net
 * prices of a price group computed for every document at once.
 */
import type { Bits } from './bitset';
import type { CatalogueIndexData, PriceGroup } from './catalogueIndex';
import { bestDiscount } from '../prices/internal';
import { applyDiscount } from '../prices/money';

/** The prices a search sorts and filters by: a column (major units per doc), its cache key, the docs on offer. */
export interface PriceView {
  column: Float64Array;
  key: string;
  offers: Bits;
}

/** The cache key of a price group's column in a currency: the group and its rules. */
export function netViewKey(currency: string, group: PriceGroup): string {
  const signature = group.rules.map((r) => `${r.brandId ?? '*'}/${r.categoryId ?? '*'}/${r.basisPoints}`).join(',');
  return `${currency}|${group.group}|${signature}`;
}

/**
 * The list prices as the price group pays them: list price × (1 − the group's best discount for the product's brand
 * and category chain), in whole minor units rounded half-up — the internal price calculation (prices/internal.ts) —
 * in one pass over the documents. Null when no discount applies to any document (the list column serves then).
 */
export function netPriceColumn(
  listPrices: Float64Array,
  rules: PriceGroup['rules'],
  data: Pick<CatalogueIndexData, 'n' | 'brandIds' | 'leafIndex' | 'leafChains'>,
): Float64Array | null {
  const { n, brandIds, leafIndex, leafChains } = data;
  const leaves = leafChains.length;
  const discountOf = new Map<number, number>();
  const column = new Float64Array(n);
  let discounted = false;
  for (let doc = 0; doc < n; doc++) {
    const listPrice = listPrices[doc]!;
    if (Number.isNaN(listPrice)) {
      column[doc] = Number.NaN;
      continue;
    }
    const brand = brandIds[doc]!;
    const leaf = leafIndex[doc]!;
    const pair = brand * leaves + leaf;
    let bp = discountOf.get(pair);
    if (bp === undefined) {
      bp = bestDiscount(rules, brand, leafChains[leaf] ?? []);
      discountOf.set(pair, bp);
    }
    if (bp > 0) {
      discounted = true;
      column[doc] = applyDiscount(Math.round(listPrice * 100), bp) / 100;
    } else column[doc] = listPrice;
  }
  return discounted ? column : null;
}
