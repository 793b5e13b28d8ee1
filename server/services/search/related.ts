/**
 * Related products of the catalogue index (SearchParams.related): a product's neighbours by category, brand and price,
 * and what customers also bought, scored like a text match so the index filters, facets and pages them the same way.
 * A function over the index's documents 0..n-1; the index owns the data.
 */
import { fromDocs } from './bitset';
import type { CatalogueIndexData } from './catalogueIndex';
import type { TextMatch } from './textMatch';

/** Related products listed for one product at most. */
export const MAX_RELATED = 24;

/** Products related to one product; alsoBought = other products in the same orders (product id, number of orders). */
export interface RelatedRequest {
  productId: string;
  alsoBought: readonly (readonly [string, number])[];
}

/** What relatedMatch reads of the index. */
export type RelatedData = Pick<CatalogueIndexData, 'n' | 'brandIds' | 'categoryBits' | 'leafIndex' | 'leafChains' | 'docOf'>;

/** A deterministic number in [0, 0.5) per (product, candidate) pair. */
function pairJitter(a: number, b: number): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ b;
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return ((h ^ (h >>> 16)) >>> 0) / 2 ** 33;
}

/**
 * Products related to one product, each with a score: its own category first (then the parent's, and so on until
 * there are enough), the same brand, a similar price (`priceColumn`: doc → the caller's price), and other products
 * bought in the same orders (customers also bought); a small per-pair jitter breaks ties, so neighbours in a category
 * do not all list the same products. The product itself is never listed. At most MAX_RELATED.
 */
export function relatedMatch(data: RelatedData, req: RelatedRequest, priceColumn: Float64Array): TextMatch {
  const self = data.docOf.get(req.productId);
  const score = new Map<number, number>();
  if (self !== undefined) {
    const { brandIds, leafIndex, leafChains, categoryBits } = data;
    const chain = leafChains[leafIndex[self]!] ?? [];
    const ownPrice = priceColumn[self]!;
    // Leaf first, then ancestors: 4, 1.5, 0.6, 0.25 …
    let levelScore = 4;
    for (let level = chain.length - 1; level >= 0 && score.size < MAX_RELATED * 2; level--) {
      const bits = categoryBits.get(chain[level]!);
      if (bits) {
        for (let w = 0; w < bits.length; w++) {
          let word = bits[w]!;
          while (word !== 0) {
            const t = word & -word;
            const doc = (w << 5) + (31 - Math.clz32(t));
            word ^= t;
            if (doc === self || score.has(doc)) continue;
            let s = levelScore + pairJitter(self, doc);
            if (brandIds[doc] === brandIds[self]) s += 2;
            const p = priceColumn[doc]!;
            if (p > 0 && ownPrice > 0) s += Math.max(0, 1 - Math.abs(Math.log(p / ownPrice)) / Math.LN2 / 2);
            score.set(doc, s);
          }
        }
      }
      levelScore *= levelScore === 4 ? 0.375 : 0.4;
    }
  }
  for (const [id, orders] of req.alsoBought) {
    const doc = data.docOf.get(id);
    if (doc === undefined || doc === self || !(orders > 0)) continue;
    score.set(doc, (score.get(doc) ?? 0) + 3 + 2 * Math.min(orders, 4));
  }
  const top = [...score].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, MAX_RELATED);
  top.sort((a, b) => a[0] - b[0]);
  const docs = Uint32Array.from(top, ([doc]) => doc);
  return { bits: fromDocs(data.n, docs), docs, scores: Float32Array.from(top, ([, s]) => s) };
}
