/** A free-text match of the catalogue index and the score of a document in it. */
import type { Bits } from './bitset';

/** Documents matched by a free text: a bitset, and the docs ascending with their scores. */
export interface TextMatch {
  bits: Bits;
  docs: Uint32Array;
  scores: Float32Array;
}

/** Score of a doc in a text match (binary search; 0 when not matched). */
export function scoreOf(match: TextMatch, doc: number): number {
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
