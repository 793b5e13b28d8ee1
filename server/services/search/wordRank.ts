/**
 * The match of a one-word query without a score per document (issue 19, a million products): a broad word ('skrue')
 * matches 257,000 products through a dozen terms (580,000 postings), yet a page shows 24 of them. The documents
 * come from per-term bitsets (OR-ed word by word for the frequent terms); scores are computed only for the
 * documents that can reach the page:
 *
 * - Every posting has a score code (textQuery.ts: codes rank the distinct scores), and a document's score is the
 *   best code of its postings. Per term the number of postings per weight byte is known (a histogram), so the codes
 *   from the best down give an upper bound of the documents at or above each code.
 * - The page takes the code C down to which that bound covers the page a few times over, collects the result's
 *   documents with a posting of code ≥ C (a read of the weights; a document's best code is among them), and picks
 *   the page among those. Too few (the result is narrower than the match, or the postings overlap): C is lowered
 *   and they are collected again; at code 0 that is every document of the result.
 *
 * Order: score descending, then sort order, then doc — the order of the scored path whenever (score, sort order)
 * is unique, which it is for the seeded catalogue (sort order = the name's rank).
 */
import { emptyBits, orInto, type Bits } from './bitset';
import type { LazyRanker } from './textMatch';
import type { TextIndex } from './textIndex';

/** Terms with at least n / TERM_BITS_DIVISOR documents get a bitset of their documents (built on first use). */
const TERM_BITS_DIVISOR = 32;
/** Term bitsets kept per text index at most (at a million products 125 kB each). */
const MAX_TERM_BITSETS = 256;
/** The first collection aims at this many times the page's documents (scaled by how much the result narrows the match). */
const FIRST_TARGET = 4;
/** Each further collection aims at this many times more. */
const TARGET_GROWTH = 8;

interface TermCache {
  bits: Map<number, Bits>;
  /** term → number of postings per weight byte. */
  histograms: Map<number, Uint32Array>;
}

const termCaches = new WeakMap<TextIndex, TermCache>();

function cacheOf(text: TextIndex): TermCache {
  let cache = termCaches.get(text);
  if (!cache) {
    cache = { bits: new Map(), histograms: new Map() };
    termCaches.set(text, cache);
  }
  return cache;
}

/** Bytes of the term bitsets and histograms built for a text index. */
export function termCacheBytes(text: TextIndex): number {
  const cache = termCaches.get(text);
  if (!cache) return 0;
  let total = cache.histograms.size * 1024;
  for (const bits of cache.bits.values()) total += bits.byteLength;
  return total;
}

/** The documents of a frequent term as a bitset (null for a rare term, or when the cache is full). */
function termBits(text: TextIndex, term: number, n: number): Bits | null {
  const from = text.offsets[term]!;
  const to = text.offsets[term + 1]!;
  if ((to - from) * TERM_BITS_DIVISOR < n) return null;
  const cache = cacheOf(text);
  let bits = cache.bits.get(term);
  if (!bits) {
    if (cache.bits.size >= MAX_TERM_BITSETS) return null;
    bits = emptyBits(n);
    const docs = text.docs;
    for (let i = from; i < to; i++) {
      const doc = docs[i]!;
      bits[doc >>> 5]! |= 1 << (doc & 31);
    }
    cache.bits.set(term, bits);
  }
  return bits;
}

/** Postings per weight byte of a term. */
function histogram(text: TextIndex, term: number): Uint32Array {
  const cache = cacheOf(text);
  let counts = cache.histograms.get(term);
  if (!counts) {
    counts = new Uint32Array(256);
    const weights = text.weights;
    for (let i = text.offsets[term]!, to = text.offsets[term + 1]!; i < to; i++) counts[weights[i]!]!++;
    cache.histograms.set(term, counts);
  }
  return counts;
}

/** A term of the word: its postings score through `table` (posting weight byte → code). */
export interface WordTerm {
  term: number;
  table: Uint16Array;
}

/** Everything one word matches, with the codes of its postings. */
export interface WordPostings {
  n: number;
  text: TextIndex | undefined;
  terms: readonly WordTerm[];
  /** Docs whose item number the word begins (any order), all of code `idPrefixCode`. */
  idPrefix: Uint32Array | null;
  idPrefixCode: number;
  /** Docs whose product id or EAN is the query (or one of its words); each occurrence adds `idBonus`. */
  idDocs: readonly number[];
  idBonus: number;
  /** code → score. */
  values: Float32Array;
  /** One entry per document, all zero between uses (shared with the text query; a search runs synchronously). */
  scratch: Uint16Array;
}

/** The word's documents: frequent terms' bitsets OR-ed, the other postings set one by one. */
export function wordBits(p: WordPostings): Bits {
  const bits = emptyBits(p.n);
  const text = p.text;
  if (text) {
    const { offsets, docs } = text;
    for (const { term } of p.terms) {
      const own = termBits(text, term, p.n);
      if (own) {
        orInto(bits, own);
        continue;
      }
      for (let i = offsets[term]!, to = offsets[term + 1]!; i < to; i++) {
        const doc = docs[i]!;
        bits[doc >>> 5]! |= 1 << (doc & 31);
      }
    }
  }
  if (p.idPrefix) for (const doc of p.idPrefix) bits[doc >>> 5]! |= 1 << (doc & 31);
  for (const doc of p.idDocs) bits[doc >>> 5]! |= 1 << (doc & 31);
  return bits;
}

/** Position of doc in docs[from..to) (ascending), or -1. */
function find(docs: Uint32Array, from: number, to: number, doc: number): number {
  let lo = from;
  let hi = to - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const d = docs[mid]!;
    if (d === doc) return mid;
    if (d < doc) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/** Ranks the documents of one word on demand (RankedMatch.ranker). */
export class WordRanker implements LazyRanker {
  private idPrefixSorted: Uint32Array | null = null;
  /** Highest code of each term's postings, and the upper bound of postings per code (built on the first page). */
  private levels: { counts: Float64Array; termMax: Int32Array } | null = null;

  constructor(
    private readonly p: WordPostings,
    /** Documents of the match. */
    private readonly matched: number,
  ) {}

  /** The best code of a document's postings (0 without one). */
  private codeOf(doc: number): number {
    const { text, terms } = this.p;
    let code = 0;
    if (text) {
      for (const { term, table } of terms) {
        const i = find(text.docs, text.offsets[term]!, text.offsets[term + 1]!, doc);
        if (i >= 0 && table[text.weights[i]!]! > code) code = table[text.weights[i]!]!;
      }
    }
    if (this.p.idPrefix && this.p.idPrefixCode > code) {
      this.idPrefixSorted ??= this.p.idPrefix.slice().sort();
      if (find(this.idPrefixSorted, 0, this.idPrefixSorted.length, doc) >= 0) code = this.p.idPrefixCode;
    }
    return code;
  }

  /** The score of a document with this best code (its id bonuses added as the scored match adds them). */
  private scoreWith(doc: number, code: number): number {
    let score = this.p.values[code]!;
    for (const id of this.p.idDocs) if (id === doc) score = Math.fround(score + this.p.idBonus);
    return score;
  }

  score(doc: number): number {
    return this.scoreWith(doc, this.codeOf(doc));
  }

  private buildLevels(): { counts: Float64Array; termMax: Int32Array } {
    const { text, terms, values } = this.p;
    const counts = new Float64Array(values.length);
    const termMax = new Int32Array(terms.length).fill(-1);
    if (text) {
      terms.forEach(({ term, table }, k) => {
        const h = histogram(text, term);
        for (let w = 0; w < 256; w++) {
          if (h[w] === 0) continue;
          const code = table[w]!;
          counts[code]! += h[w]!;
          if (code > termMax[k]!) termMax[k] = code;
        }
      });
    }
    if (this.p.idPrefix) counts[this.p.idPrefixCode]! += this.p.idPrefix.length;
    return { counts, termMax };
  }

  /**
   * One pass over the postings of code ≥ min: the result's docs among them as a bitset (`found`), the best code + 1
   * of each in scratch, and the docs whose best code is above `min` (possibly repeated) in `above`. Answers how many
   * docs were found. The docs of an exact id or EAN in the result are always put in `above` (their bonus ranks them
   * first), whatever their code.
   */
  private collect(result: Bits, min: number, termMax: Int32Array, found: Bits, above: number[]): number {
    const { text, terms, scratch } = this.p;
    const floor = min + 1;
    let size = 0;
    if (text) {
      const { offsets, docs, weights } = text;
      for (let k = 0; k < terms.length; k++) {
        if (termMax[k]! < min) continue;
        const table = terms[k]!.table;
        const term = terms[k]!.term;
        for (let i = offsets[term]!, to = offsets[term + 1]!; i < to; i++) {
          const mark = table[weights[i]!]! + 1;
          if (mark < floor) continue;
          const doc = docs[i]!;
          if ((result[doc >>> 5]! & (1 << (doc & 31))) === 0) continue;
          const seen = scratch[doc]!;
          if (mark <= seen) continue;
          if (seen === 0) {
            found[doc >>> 5]! |= 1 << (doc & 31);
            size++;
          }
          scratch[doc] = mark;
          if (mark > floor) above.push(doc);
        }
      }
    }
    const idPrefix = this.p.idPrefix;
    if (idPrefix && this.p.idPrefixCode >= min) {
      const mark = this.p.idPrefixCode + 1;
      for (const doc of idPrefix) {
        if ((result[doc >>> 5]! & (1 << (doc & 31))) === 0) continue;
        const seen = scratch[doc]!;
        if (mark <= seen) continue;
        if (seen === 0) {
          found[doc >>> 5]! |= 1 << (doc & 31);
          size++;
        }
        scratch[doc] = mark;
        if (mark > floor) above.push(doc);
      }
    }
    for (const doc of this.p.idDocs) {
      if ((result[doc >>> 5]! & (1 << (doc & 31))) === 0) continue;
      if (scratch[doc] === 0) {
        found[doc >>> 5]! |= 1 << (doc & 31);
        size++;
        scratch[doc] = this.codeOf(doc) + 1;
      }
      above.push(doc);
    }
    return size;
  }

  /** The code down to which the postings' upper bound reaches `target` documents (0: all). */
  private threshold(counts: Float64Array, target: number): number {
    let covered = 0;
    for (let code = counts.length - 1; code > 0; code--) {
      covered += counts[code]!;
      if (covered >= target) return code;
    }
    return 0;
  }

  page(result: Bits, total: number, skip: number, end: number, sortOrder: Float64Array, byOrder?: DefaultOrder): number[] {
    if (skip >= end) return [];
    this.levels ??= this.buildLevels();
    const { counts, termMax } = this.levels;
    const scratch = this.p.scratch;
    const n = this.p.n;
    let target = end * FIRST_TARGET * Math.max(1, this.matched / Math.max(1, total));
    let found = emptyBits(n);
    let above: number[] = [];
    let min = 0;
    let size = 0;
    for (;;) {
      min = this.threshold(counts, target);
      size = this.collect(result, min, termMax, found, above);
      if (size >= end || min === 0) break;
      scratch.fill(0);
      found = emptyBits(n);
      above = [];
      target *= TARGET_GROWTH;
    }
    // Above the threshold: fewer docs than the page (the bound said so), sorted whole. Ids (their bonus) among them.
    const ids = new Set(this.p.idDocs);
    const top = [...new Set(above)];
    const topScores = new Map<number, number>(top.map((doc) => [doc, this.scoreWith(doc, scratch[doc]! - 1)]));
    top.sort((a, b) => topScores.get(b)! - topScores.get(a)! || sortOrder[a]! - sortOrder[b]! || a - b);
    const page = top.slice(0, end);
    // At the threshold: every doc scores the same, so they follow in sort order (then doc).
    if (page.length < end) {
      const level = { found, scratch, mark: min + 1, ids, size: size - top.length };
      if (byOrder) pickByRank(level, end - page.length, byOrder, page);
      else pickBySortOrder(level, end - page.length, sortOrder, page);
    }
    scratch.fill(0);
    return page.slice(skip, end);
  }
}

/** The default order (docs by sort order, then doc) and each doc's position in it. */
export interface DefaultOrder {
  order: Uint32Array;
  rank: Uint32Array;
}

/** The docs of one score level: those of `found` whose scratch entry is `mark`, but for the ids (ranked above). */
interface Level {
  found: Bits;
  scratch: Uint16Array;
  mark: number;
  ids: ReadonlySet<number>;
  /** About how many. */
  size: number;
}

/**
 * The walk of the order gives up after this many times the steps a level spread evenly over it needs, or after this
 * many steps per document of the level (a step costs a fraction of selecting a document with the heap).
 */
const WALK_BUDGET_FACTOR = 8;
const WALK_STEPS_PER_DOC = 4;

/**
 * The first `need` docs of a level in the default order, appended to `out`: a walk of the order finds them in a few
 * steps when the level is spread over it; a level clustered late in it (names of one initial) is selected by rank
 * with a bounded heap instead.
 */
function pickByRank(level: Level, need: number, { order, rank }: DefaultOrder, out: number[]): void {
  const { found, scratch, mark, ids } = level;
  const n = order.length;
  const steps = Math.min(n, WALK_BUDGET_FACTOR * Math.ceil((need * n) / Math.max(1, level.size)), WALK_STEPS_PER_DOC * level.size + 1024);
  const start = out.length;
  for (let i = 0; i < steps; i++) {
    const doc = order[i]!;
    if (scratch[doc] !== mark || (ids.size > 0 && ids.has(doc))) continue;
    out.push(doc);
    if (out.length - start === need) return;
  }
  if (steps === n) return;
  out.length = start;
  // Max-heap of the `need` smallest ranks of the level; its root is the largest kept.
  const heap = new Uint32Array(need);
  let size = 0;
  for (let w = 0; w < found.length; w++) {
    let word = found[w]!;
    while (word !== 0) {
      const t = word & -word;
      const doc = (w << 5) + (31 - Math.clz32(t));
      word ^= t;
      if (scratch[doc] !== mark || (ids.size > 0 && ids.has(doc))) continue;
      const r = rank[doc]!;
      if (size < need) {
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
  for (const r of heap.subarray(0, size).sort()) out.push(order[r]!);
}

/** pickByRank without the default order: the level's docs sorted by sort order, then doc. */
function pickBySortOrder(level: Level, need: number, sortOrder: Float64Array, out: number[]): void {
  const { found, scratch, mark, ids } = level;
  const docs: number[] = [];
  for (let w = 0; w < found.length; w++) {
    let word = found[w]!;
    while (word !== 0) {
      const t = word & -word;
      const doc = (w << 5) + (31 - Math.clz32(t));
      word ^= t;
      if (scratch[doc] === mark && !ids.has(doc)) docs.push(doc);
    }
  }
  docs.sort((a, b) => sortOrder[a]! - sortOrder[b]! || a - b);
  for (let i = 0; i < need && i < docs.length; i++) out.push(docs[i]!);
}
