/**
 * Text relevance of the catalogue index: which documents match the words of a free text and how well (the terms of
 * the language's TextIndex, item-number prefixes, an exact product id or EAN). Scratch arrays of one score per
 * document are reused from query to query: a match runs synchronously. The index caches the matches.
 */
import type { CatalogueIndexData } from './catalogueIndex';
import { count, emptyBits, setBit, toDocs, type Bits } from './bitset';
import { tokenize, isStopWord } from './text';
import { MATCH, NAME_BONUS, NAME_FLAG, PREFIX_MIN_LENGTH, WEIGHT_SCALE, type TextIndex } from './textIndex';
import type { TextMatch } from './textMatch';
import { wordBits, WordRanker, type WordPostings, type WordTerm } from './wordRank';

/** Words of a query beyond this are ignored. */
const MAX_QUERY_TOKENS = 12;
/** Extra score of a document whose product id or EAN equals the query (or one of its words). */
const ID_MATCH_SCORE = 100_000;
/**
 * Score of a query word that begins a product id (item number): like an exact word of the name, so item-number
 * matches rank with name matches and above matches in description, category or specifications.
 */
const ID_PREFIX_SCORE = NAME_BONUS.exact + 5;
/** Item-number prefixes need this many characters, and match at most this many products (else they say nothing). */
const ID_PREFIX_MIN_LENGTH = 4;
const ID_PREFIX_MAX_DOCS = 2000;
/**
 * When no product has every word of a query, products with some of them are shown: each matched word adds this,
 * so products with more of the words rank first (above any score of the words themselves).
 */
const WORD_TIER = 500;

/**
 * Every score one query word can give one document, as a code: the word's best posting is kept per document as a
 * 16-bit code (a max over small integers is several times faster than over floats, and half the scratch memory).
 * A posting's score is (weight & 127) × factor / WEIGHT_SCALE (+ the name bonus), stored as a 32-bit float; float
 * rounding keeps the order, so the code of the best score is the best code. Codes rank the distinct float values
 * ascending (code 0 is score 0); `table` maps a match factor and a posting's weight byte to the code.
 */
interface ScoreCodes {
  /** code → score (32-bit float). */
  values: Float32Array;
  /** match factor (a MATCH value) → posting weight byte → code. */
  table: Map<number, Uint16Array>;
  /** Code of ID_PREFIX_SCORE. */
  idPrefix: number;
}

function scoreCodes(): ScoreCodes {
  const bonusOf = (factor: number) => (factor === MATCH.exact ? NAME_BONUS.exact : factor === MATCH.stem ? NAME_BONUS.stem : NAME_BONUS.partial);
  const scoreOf = (factor: number, w: number) => Math.fround((w & 127) * (factor / WEIGHT_SCALE) + (w & NAME_FLAG ? bonusOf(factor) : 0));
  const all = new Set<number>([0, Math.fround(ID_PREFIX_SCORE)]);
  const factors = [...new Set<number>(Object.values(MATCH))];
  for (const factor of factors) for (let w = 0; w < 256; w++) all.add(scoreOf(factor, w));
  const values = Float32Array.from(all).sort();
  const codeOf = new Map<number, number>();
  values.forEach((v, code) => codeOf.set(v, code));
  const table = new Map<number, Uint16Array>();
  for (const factor of factors) table.set(factor, Uint16Array.from({ length: 256 }, (_, w) => codeOf.get(scoreOf(factor, w))!));
  return { values, table, idPrefix: codeOf.get(Math.fround(ID_PREFIX_SCORE))! };
}

const CODES = scoreCodes();

/** What a TextQuery reads of the index. */
export type TextQueryData = Pick<CatalogueIndexData, 'n' | 'ids' | 'eans' | 'docOf'>;

/** Matches free texts against one index's documents (CatalogueIndex.matchText, which caches the results). */
export class TextQuery {
  private readonly n: number;
  /** Summed score per document over the words (multi-word queries only; zeroed at their start). */
  private readonly scores: Float32Array;
  /** Code (CODES) of the best score of the current word per document; kept all zero between words. */
  private readonly best: Uint16Array;
  /** Words matched per document (multi-word queries only; zeroed at their start). */
  private readonly matched: Uint8Array;
  /** The lower-cased product ids in order, and their docs (built on the first item-number prefix). */
  private idSorted: { keys: string[]; docs: Uint32Array } | null = null;

  constructor(private readonly data: TextQueryData) {
    this.n = data.n;
    this.scores = new Float32Array(this.n);
    this.best = new Uint16Array(this.n);
    this.matched = new Uint8Array(this.n);
  }

  /** Bytes of the scratch arrays. */
  get bytes(): number {
    return this.scores.byteLength + this.best.byteLength + this.matched.byteLength;
  }

  /**
   * Documents matching the words of a free text, with their scores; null without words.
   *
   * - A word scores once per document: its best matching term (exact, stem, compound, prefix, inside a compound,
   *   typo; weights of one term already sum its fields), plus a name bonus (exact > stem > other matches in the
   *   name, each tier above any match outside the name), or ID_PREFIX_SCORE when it begins the item number.
   * - Which documents: up to two words, those with every word (when none has every word: those with any);
   *   from three words on, those with at least two thirds of them. Every word a document has adds WORD_TIER, so
   *   documents with all words rank before documents with some.
   * - An exact product id or EAN (the whole text or one of its words) ranks first.
   */
  match(text: TextIndex | undefined, language: string, freeText: string): TextMatch | null {
    const all = tokenize(freeText);
    if (all.length === 0) return null;
    const lang = text?.language ?? language;
    const meaningful = all.filter((t) => !isStopWord(t, lang));
    // Bounded work per query: at most MAX_QUERY_TOKENS words take part.
    const tokens = (meaningful.length > 0 ? meaningful : all).slice(0, MAX_QUERY_TOKENS);
    const prefix = (k: number) => k === tokens.length - 1 || tokens[k]!.length >= PREFIX_MIN_LENGTH;
    const idDocs: number[] = [];
    for (const candidate of new Set([freeText.trim(), ...freeText.trim().split(/\s+/)])) {
      if (!candidate) continue;
      const doc = this.data.docOf.get(candidate) ?? this.data.eans.get(candidate);
      if (doc !== undefined) idDocs.push(doc);
    }
    if (tokens.length === 1) return this.matchWord(text, tokens[0]!, prefix(0), idDocs);

    // Scratch arrays are reused: the search runs synchronously from here until the page is picked.
    const scores = this.scores.fill(0);
    const matched = this.matched.fill(0);
    const best = this.best;
    const values = CODES.values;
    const union = emptyBits(this.n);
    for (let k = 0; k < tokens.length; k++) {
      const tokenBits = this.collect(text, tokens[k]!, prefix(k));
      for (let w = 0; w < tokenBits.length; w++) {
        let word = tokenBits[w]!;
        union[w]! |= word;
        while (word !== 0) {
          const t = word & -word;
          const doc = (w << 5) + (31 - Math.clz32(t));
          scores[doc]! += values[best[doc]!]! + WORD_TIER;
          matched[doc]!++;
          best[doc] = 0;
          word ^= t;
        }
      }
    }

    const need = tokens.length <= 2 ? tokens.length : Math.ceil((tokens.length * 2) / 3);
    let bits = this.withMatches(union, need);
    if (count(bits) === 0) bits = union;
    for (const doc of idDocs) {
      setBit(bits, doc);
      scores[doc]! += ID_MATCH_SCORE;
    }
    const docs = toDocs(bits);
    const docScores = new Float32Array(docs.length);
    for (let i = 0; i < docs.length; i++) docScores[i] = scores[docs[i]!]!;
    return { bits, docs, scores: docScores };
  }

  /**
   * A query of one word: its documents, each scored by the word's best posting (the sum over one word), and the
   * documents of an exact product id or EAN — scored on demand for the page (wordRank.ts), not one by one here.
   */
  private matchWord(text: TextIndex | undefined, token: string, prefix: boolean, idDocs: readonly number[]): TextMatch {
    const terms: WordTerm[] = [];
    if (text) {
      for (const [term, factor] of text.match(token, prefix)) {
        const table = CODES.table.get(factor);
        if (!table) throw new Error(`No score codes for the match factor ${factor}`);
        terms.push({ term, table });
      }
    }
    const postings: WordPostings = {
      n: this.n,
      text,
      terms,
      idPrefix: this.idPrefixDocs(token),
      idPrefixCode: CODES.idPrefix,
      idDocs,
      idBonus: ID_MATCH_SCORE,
      values: CODES.values,
      scratch: this.best,
    };
    const bits = wordBits(postings);
    const total = count(bits);
    return { bits, total, ranker: new WordRanker(postings, total) };
  }

  /**
   * The documents of one query word (a new bitset), with the code of the word's best score per document in
   * this.best: its matching terms' postings, and products whose item number it begins.
   */
  private collect(text: TextIndex | undefined, token: string, prefix: boolean): Bits {
    const tokenBits = emptyBits(this.n);
    const best = this.best;
    if (text) {
      const { offsets, docs, weights } = text;
      for (const [term, factor] of text.match(token, prefix)) {
        const table = CODES.table.get(factor);
        if (!table) throw new Error(`No score codes for the match factor ${factor}`);
        const end = offsets[term + 1]!;
        for (let i = offsets[term]!; i < end; i++) {
          const doc = docs[i]!;
          tokenBits[doc >>> 5]! |= 1 << (doc & 31);
          const code = table[weights[i]!]!;
          if (code > best[doc]!) best[doc] = code;
        }
      }
    }
    const byId = this.idPrefixDocs(token);
    if (byId) {
      const code = CODES.idPrefix;
      for (let i = 0; i < byId.length; i++) {
        const doc = byId[i]!;
        tokenBits[doc >>> 5]! |= 1 << (doc & 31);
        if (code > best[doc]!) best[doc] = code;
      }
    }
    return tokenBits;
  }

  /** The docs of `union` that matched at least `need` words (this.matched). */
  private withMatches(union: Bits, need: number): Bits {
    const out = emptyBits(this.n);
    const matched = this.matched;
    for (let w = 0; w < union.length; w++) {
      let word = union[w]!;
      while (word !== 0) {
        const t = word & -word;
        const doc = (w << 5) + (31 - Math.clz32(t));
        if (matched[doc]! >= need) out[w]! |= t;
        word ^= t;
      }
    }
    return out;
  }

  /**
   * Docs whose product id (item number) begins with the token (case-insensitive); null when the token is too short
   * or too unspecific (more than ID_PREFIX_MAX_DOCS products).
   */
  private idPrefixDocs(token: string): Uint32Array | null {
    if (token.length < ID_PREFIX_MIN_LENGTH) return null;
    if (!this.idSorted) {
      const keys = this.data.ids.map((id) => id.toLowerCase());
      const order = Uint32Array.from({ length: this.n }, (_, i) => i);
      let sorted = true;
      for (let i = 1; i < keys.length && sorted; i++) sorted = keys[i - 1]! <= keys[i]!;
      if (!sorted) order.sort((a, b) => (keys[a]! < keys[b]! ? -1 : keys[a]! > keys[b]! ? 1 : a - b));
      this.idSorted = { keys: Array.from(order, (doc) => keys[doc]!), docs: order };
    }
    const { keys, docs } = this.idSorted;
    let lo = 0;
    let hi = keys.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (keys[mid]! < token) lo = mid + 1;
      else hi = mid;
    }
    let end = lo;
    while (end < keys.length && keys[end]!.startsWith(token)) {
      end++;
      if (end - lo > ID_PREFIX_MAX_DOCS) return null;
    }
    return end > lo ? docs.subarray(lo, end) : null;
  }
}
