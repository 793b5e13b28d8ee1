/**
 * Sorting and paging of the catalogue index: sort columns, permutations (docs in sort order, built once per sort
 * key) and the page of a result — walking a permutation, sorting a small result directly, or picking the best
 * scores of a text match with a bounded heap.
 */
import { toDocs, type Bits } from './bitset';
import { isScored, type TextMatch } from './textMatch';

/** Results up to n / SMALL_RESULT_DIVISOR documents are sorted directly instead of walking a permutation. */
const SMALL_RESULT_DIVISOR = 32;

export interface Permutation {
  order: Uint32Array;
  /** doc → position in order */
  rank: Uint32Array;
}

/** Chosen column for one sorting entry. */
export interface SortColumn {
  values: Float64Array;
  descending: boolean;
}

export const SORT_ALIASES: Record<string, string> = {
  sortOrder: 'data.sortOrder',
  'data.sortorder': 'data.sortOrder',
  'data.createdAt': 'createdAt',
  'data.name': 'name',
  'data.price': 'price',
};

export const DEFAULT_ORDER_KEY = 'data.sortOrder:a';

/** doc → position in order. */
export function rankOf(order: Uint32Array): Uint32Array {
  const rank = new Uint32Array(order.length);
  for (let i = 0; i < order.length; i++) rank[order[i]!] = i;
  return rank;
}

/** Doc ids fit below this in a packed sort key. */
const PACK = 2 ** 21;

/**
 * Docs ordered by one numeric column (missing values last), ties in the order of `tie` (a permutation) or by doc:
 * values that are integers or cents are packed with the tie position into one double and sorted natively, which is
 * several times faster than a comparator. Null when the values do not pack (then the caller uses a comparator).
 */
export function packedOrder(values: Float64Array, descending: boolean, tie: Permutation | null): Uint32Array | null {
  const n = values.length;
  if (n >= PACK) return null;
  let scale = 1;
  let finite = 0;
  for (let doc = 0; doc < n; doc++) {
    const v = values[doc]!;
    if (Number.isNaN(v)) continue;
    finite++;
    if (scale === 1 && !Number.isInteger(v)) scale = 100;
    const scaled = v * scale;
    if (Math.abs(scaled) >= 2 ** 31 || Math.abs(scaled - Math.round(scaled)) > 1e-6) return null;
  }
  const keys = new Float64Array(finite);
  const missing: number[] = [];
  const sign = descending ? -1 : 1;
  let k = 0;
  for (let doc = 0; doc < n; doc++) {
    const v = values[doc]!;
    const position = tie ? tie.rank[doc]! : doc;
    if (Number.isNaN(v)) missing.push(position);
    else keys[k++] = sign * Math.round(v * scale) * PACK + position;
  }
  keys.sort();
  const order = new Uint32Array(n);
  for (let i = 0; i < finite; i++) {
    const key = keys[i]!;
    const position = key - Math.floor(key / PACK) * PACK;
    order[i] = tie ? tie.order[position]! : position;
  }
  missing.sort((a, b) => a - b);
  for (let i = 0; i < missing.length; i++) order[finite + i] = tie ? tie.order[missing[i]!]! : missing[i]!;
  return order;
}

/** Docs sorted by several columns (missing values last in both directions), ties by `tie` (the default order's ranks). */
export function comparatorOrder(columns: SortColumn[], tie: Uint32Array): Uint32Array {
  return Uint32Array.from({ length: tie.length }, (_, i) => i).sort((a, b) => {
    for (const { values, descending } of columns) {
      const x = values[a]!;
      const y = values[b]!;
      if (x === y) continue;
      if (Number.isNaN(x)) {
        if (Number.isNaN(y)) continue;
        return 1; // missing values last
      }
      if (Number.isNaN(y)) return -1;
      return descending ? y - x : x - y;
    }
    return tie[a]! - tie[b]!;
  });
}

/** The page of docs in permutation order: walk the permutation, or sort a small result directly. */
export function pageByPermutation(result: Bits, total: number, perm: Permutation, skip: number, take: number): number[] {
  const end = Math.min(total, skip + take);
  if (skip >= end) return [];
  if (total <= perm.order.length / SMALL_RESULT_DIVISOR) {
    const docs = toDocs(result, total);
    const { rank } = perm;
    docs.sort((a, b) => rank[a]! - rank[b]!);
    return Array.from(docs.subarray(skip, end));
  }
  const page: number[] = [];
  let seen = 0;
  const { order } = perm;
  // A result spread evenly over the order fills the page within end × n / total steps; one clustered late in the
  // order (a category's products sorted by name) is picked by rank instead once the walk takes much longer.
  const budget = end * RANK_SELECT_MAX_END <= total ? WALK_BUDGET_FACTOR * Math.ceil((end * order.length) / total) : order.length;
  const steps = Math.min(order.length, budget);
  for (let i = 0; i < steps; i++) {
    const doc = order[i]!;
    if ((result[doc >>> 5]! & (1 << (doc & 31))) === 0) continue;
    if (seen++ >= skip) {
      page.push(doc);
      if (page.length === end - skip) return page;
    }
  }
  if (steps === order.length) return page;
  return pageByRank(result, perm, skip, end);
}

/** Pages of at most total / RANK_SELECT_MAX_END documents may be selected by rank. */
const RANK_SELECT_MAX_END = 8;
/** Steps of the permutation walk before selecting by rank, as a multiple of the steps an even spread needs. */
const WALK_BUDGET_FACTOR = 8;

/** The docs of ranks skip..end-1 among the result's docs (a bounded heap of the smallest ranks; ranks are unique). */
function pageByRank(result: Bits, perm: Permutation, skip: number, end: number): number[] {
  const { order, rank } = perm;
  const heap = new Uint32Array(end);
  let size = 0;
  for (let w = 0; w < result.length; w++) {
    let word = result[w]!;
    while (word !== 0) {
      const t = word & -word;
      const r = rank[(w << 5) + (31 - Math.clz32(t))]!;
      word ^= t;
      if (size < end) {
        // Max-heap of ranks: the root is the largest kept.
        let at = size++;
        heap[at] = r;
        while (at > 0) {
          const parent = (at - 1) >>> 1;
          if (heap[parent]! >= heap[at]!) break;
          const tmp = heap[at]!;
          heap[at] = heap[parent]!;
          heap[parent] = tmp;
          at = parent;
        }
      } else if (r < heap[0]!) {
        heap[0] = r;
        for (let at = 0; ; ) {
          const l = at * 2 + 1;
          const rr = l + 1;
          let largest = at;
          if (l < size && heap[l]! > heap[largest]!) largest = l;
          if (rr < size && heap[rr]! > heap[largest]!) largest = rr;
          if (largest === at) break;
          const tmp = heap[at]!;
          heap[at] = heap[largest]!;
          heap[largest] = tmp;
          at = largest;
        }
      }
    }
  }
  return Array.from(heap.subarray(0, size).sort().subarray(skip, end), (r) => order[r]!);
}

/**
 * The page of docs by score (descending; ties in name order): the text match's docs that are in the result,
 * selecting only the best skip+take with a bounded heap unless most of them are needed anyway.
 */
export function pageByScore(
  result: Bits,
  total: number,
  match: TextMatch,
  skip: number,
  take: number,
  sortOrder: Float64Array,
  /** The default order (docs by sort order, then doc): ties of a ranked match are picked by their position in it. */
  byOrder?: Permutation,
): number[] {
  const end = Math.min(total, skip + take);
  if (skip >= end) return [];
  if (!isScored(match)) return match.ranker.page(result, total, skip, end, sortOrder, byOrder);
  const { docs, scores } = match;
  const better = (a: number, b: number) =>
    scores[a]! > scores[b]! || (scores[a] === scores[b] && sortOrder[docs[a]!]! < sortOrder[docs[b]!]!);
  const compare = (a: number, b: number) => scores[b]! - scores[a]! || sortOrder[docs[a]!]! - sortOrder[docs[b]!]!;
  // The result is a subset of the match's documents (the search starts from them), so `total` of them are in it.
  if (end * 8 >= total) {
    // Positions (into docs/scores) of the docs in the result.
    const positions = new Uint32Array(total);
    let k = 0;
    for (let i = 0; i < docs.length; i++) {
      const doc = docs[i]!;
      if ((result[doc >>> 5]! & (1 << (doc & 31))) !== 0) positions[k++] = i;
    }
    const all = positions.subarray(0, k).sort(compare);
    return Array.from(all.subarray(skip, end), (i) => docs[i]!);
  }
  // Bounded heap holding the best `end` positions; its root is the worst of them (its score and sort order kept at hand).
  const heap = new Uint32Array(end);
  let size = 0;
  let rootScore = 0;
  let rootOrder = 0;
  for (let pos = 0; pos < docs.length; pos++) {
    const doc = docs[pos]!;
    if (size < end) {
      if ((result[doc >>> 5]! & (1 << (doc & 31))) === 0) continue;
      let at = size++;
      heap[at] = pos;
      while (at > 0) {
        const parent = (at - 1) >>> 1;
        if (!better(heap[parent]!, heap[at]!)) break;
        const tmp = heap[at]!;
        heap[at] = heap[parent]!;
        heap[parent] = tmp;
        at = parent;
      }
    } else {
      // In the result and better(pos, heap[0]), without branches: half the documents of a broad word often tie
      // with the root's score, so a branch on the score would be mispredicted all the time.
      const score = scores[pos]!;
      const order = sortOrder[doc]!;
      const inResult = (result[doc >>> 5]! >>> (doc & 31)) & 1;
      if ((inResult & (+(score > rootScore) | (+(score === rootScore) & +(order < rootOrder)))) === 0) continue;
      heap[0] = pos;
      for (let at = 0; ; ) {
        const l = at * 2 + 1;
        const r = l + 1;
        let worst = at;
        if (l < size && better(heap[worst]!, heap[l]!)) worst = l;
        if (r < size && better(heap[worst]!, heap[r]!)) worst = r;
        if (worst === at) break;
        const tmp = heap[at]!;
        heap[at] = heap[worst]!;
        heap[worst] = tmp;
        at = worst;
      }
    }
    if (size === end) {
      rootScore = scores[heap[0]!]!;
      rootOrder = sortOrder[docs[heap[0]!]!]!;
    }
  }
  const best = heap.subarray(0, size).sort(compare);
  return Array.from(best.subarray(skip, end), (i) => docs[i]!);
}
