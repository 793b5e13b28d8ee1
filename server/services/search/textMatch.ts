/** A free-text match of the catalogue index and the score of a document in it. */
import type { Bits } from './bitset';

/** Documents matched by a free text: a bitset, and the docs ascending with their scores. */
export interface ScoredMatch {
  bits: Bits;
  docs: Uint32Array;
  scores: Float32Array;
}

/**
 * Scores computed only for the documents a page needs (a query of one word, wordRank.ts): a broad word matches a
 * quarter of a million products, and ranking needs the best few of them, not a score for each.
 */
export interface LazyRanker {
  /** The score of a matched document (as ScoredMatch.scores would hold it). */
  score(doc: number): number;
  /**
   * The docs of ranks skip..end-1 among the result's docs by score (descending), sort order, doc; the default order
   * (docs by sort order, then doc, and their positions) lets it pick ties by position instead of sorting them.
   */
  page(result: Bits, total: number, skip: number, end: number, sortOrder: Float64Array, byOrder?: { order: Uint32Array; rank: Uint32Array }): number[];
}

/** A match whose scores are computed on demand: its documents (`total` of them) and the ranker. */
export interface RankedMatch {
  bits: Bits;
  total: number;
  ranker: LazyRanker;
}

export type TextMatch = ScoredMatch | RankedMatch;

/** Whether the match lists its docs and scores (else it ranks on demand). */
export function isScored(match: TextMatch): match is ScoredMatch {
  return 'docs' in match;
}

/** Score of a doc in a text match (0 when not matched). */
export function scoreOf(match: TextMatch, doc: number): number {
  if (!isScored(match)) return (match.bits[doc >>> 5]! & (1 << (doc & 31))) === 0 ? 0 : match.ranker.score(doc);
  let lo = 0;
  let hi = match.docs.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const d = match.docs[mid]!;
    if (d === doc) return match.scores[mid]!;
    if (d < doc) lo = mid + 1;
    else hi = mid - 1;
  }
  return 0;
}
