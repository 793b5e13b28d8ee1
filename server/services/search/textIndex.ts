/**
 * The full-text part of the search index for one language: a sorted term dictionary with postings
 * (document ids ascending + a quantised field weight per posting), stem groups, compound tails and
 * first-letter buckets for typo tolerance.
 */
import { compounding, isNumericToken, isStopWord, stem, tokenize, withinOneEdit } from './text';

/** Field weights (SPEC-independent ranking choices, see README "Search"). */
export const WEIGHT = {
  name: 3,
  brand: 2,
  category: 1.5,
  spec: 1,
  shortDescription: 0.5,
} as const;

/** Match kinds and their factor in the score. */
export const MATCH = {
  exact: 1,
  stem: 0.9,
  compound: 0.8,
  prefix: 0.7,
  /** The token inside a compound word ('skrue' in 'slagskruemaskine'). */
  infix: 0.6,
  fuzzy: 0.5,
} as const;

/**
 * Posting weights are stored as Uint8: the low 7 bits hold the summed field weights in tenths (≤ 12.7), the high
 * bit marks a word of the product name.
 */
export const WEIGHT_SCALE = 10;
export const NAME_FLAG = 128;
const WEIGHT_MASK = 127;

/**
 * Extra score of a token found in the product name: as the same word (exact), the same stem, or otherwise (compound,
 * prefix, inside a compound, typo). A token's weighted score is at most 8.3, outside the name at most 5, so every
 * name match ranks before every match outside the name, exact name words before stems, stems before other kinds
 * (exact ≥ 24 + 3 > stem ≤ 14 + 7.5 > stem ≥ 14 + 2.7 > other ≤ 6 + 6.7 > other ≥ 6 > outside the name ≤ 5).
 */
export const NAME_BONUS = { exact: 24, stem: 14, partial: 6 } as const;
/** At most this many dictionary terms are expanded for one prefix (the shortest ones win). */
export const MAX_PREFIX_TERMS = 100;
/** Tokens of at least this length are also matched as prefixes (the last query token always is). */
export const PREFIX_MIN_LENGTH = 3;
/** Tokens of at least this length also match inside compound words (compounding languages). */
export const INFIX_MIN_LENGTH = 4;
/** Typo tolerance applies to letter tokens of at least this length that match nothing else. */
export const FUZZY_MIN_LENGTH = 5;

class GrowU32 {
  data = new Uint32Array(1 << 16);
  length = 0;
  push(v: number): void {
    if (this.length === this.data.length) {
      const next = new Uint32Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = v;
  }
}

class GrowU8 {
  data = new Uint8Array(1 << 16);
  length = 0;
  push(v: number): void {
    if (this.length === this.data.length) {
      const next = new Uint8Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = v;
  }
}

export interface SharedField {
  text: string;
  weight: number;
}

/** Collects the documents of one language in ascending document order, then freezes into a TextIndex. */
export class TextIndexBuilder {
  private readonly termIds = new Map<string, number>();
  private readonly terms: string[] = [];
  private readonly shared = new Map<string, Uint32Array>();
  private acc = new Float64Array(1024);
  private fieldMark = new Int32Array(1024);
  private docMark = new Int32Array(1024);
  private nameMark = new Int32Array(1024);
  private serial = 0;
  private readonly touched: number[] = [];
  private readonly pTerm = new GrowU32();
  private readonly pDoc = new GrowU32();
  private readonly pWeight = new GrowU8();

  constructor(readonly language: string) {}

  private termId(token: string): number {
    let id = this.termIds.get(token);
    if (id === undefined) {
      id = this.terms.length;
      this.terms.push(token);
      this.termIds.set(token, id);
      if (id >= this.acc.length) {
        const size = this.acc.length * 2;
        const acc = new Float64Array(size);
        acc.set(this.acc);
        this.acc = acc;
        const fieldMark = new Int32Array(size);
        fieldMark.set(this.fieldMark);
        this.fieldMark = fieldMark;
        const docMark = new Int32Array(size);
        docMark.set(this.docMark);
        this.docMark = docMark;
        const nameMark = new Int32Array(size);
        nameMark.set(this.nameMark);
        this.nameMark = nameMark;
      }
    }
    return id;
  }

  /** Term ids of a text that many documents share (category names, descriptions, spec values), tokenised once. */
  private sharedIds(text: string): Uint32Array {
    let ids = this.shared.get(text);
    if (!ids) {
      ids = Uint32Array.from(tokenize(text), (t) => this.termId(t));
      this.shared.set(text, ids);
    }
    return ids;
  }

  private add(id: number, weight: number, docSerial: number, fieldSerial: number): void {
    if (this.fieldMark[id] === fieldSerial) return; // once per field
    this.fieldMark[id] = fieldSerial;
    if (this.docMark[id] !== docSerial) {
      this.docMark[id] = docSerial;
      this.acc[id] = 0;
      this.touched.push(id);
    }
    this.acc[id] = this.acc[id]! + weight;
  }

  /** Adds one document: its name (weight 3 plus a small bonus for early words) and shared fields. */
  addDoc(doc: number, name: string, fields: readonly SharedField[]): void {
    const docSerial = ++this.serial;
    let fieldSerial = ++this.serial;
    const tokens = tokenize(name);
    for (let p = 0; p < tokens.length; p++) {
      const id = this.termId(tokens[p]!);
      this.add(id, WEIGHT.name + (p < 6 ? 0.3 / (1 + p) : 0), docSerial, fieldSerial);
      this.nameMark[id] = docSerial;
    }
    for (const field of fields) {
      if (!field.text) continue;
      fieldSerial = ++this.serial;
      const ids = this.sharedIds(field.text);
      for (let i = 0; i < ids.length; i++) this.add(ids[i]!, field.weight, docSerial, fieldSerial);
    }
    for (const id of this.touched) {
      this.pTerm.push(id);
      this.pDoc.push(doc);
      const weight = Math.min(WEIGHT_MASK, Math.round(this.acc[id]! * WEIGHT_SCALE));
      this.pWeight.push(this.nameMark[id] === docSerial ? weight | NAME_FLAG : weight);
    }
    this.touched.length = 0;
  }

  finish(): TextIndex {
    const termCount = this.terms.length;
    const order = Array.from({ length: termCount }, (_, i) => i);
    const terms = this.terms;
    order.sort((a, b) => (terms[a]! < terms[b]! ? -1 : terms[a]! > terms[b]! ? 1 : 0));
    const rank = new Uint32Array(termCount);
    for (let r = 0; r < termCount; r++) rank[order[r]!] = r;

    const postings = this.pTerm.length;
    const offsets = new Uint32Array(termCount + 1);
    for (let i = 0; i < postings; i++) offsets[rank[this.pTerm.data[i]!]! + 1]!++;
    for (let t = 0; t < termCount; t++) offsets[t + 1]! += offsets[t]!;
    const cursor = offsets.slice(0, termCount);
    const docs = new Uint32Array(postings);
    const weights = new Uint8Array(postings);
    for (let i = 0; i < postings; i++) {
      const t = rank[this.pTerm.data[i]!]!;
      const at = cursor[t]!++;
      docs[at] = this.pDoc.data[i]!;
      weights[at] = this.pWeight.data[i]!;
    }
    return new TextIndex(
      this.language,
      order.map((old) => terms[old]!),
      offsets,
      docs,
      weights,
    );
  }
}

function pushTo(map: Map<string, number[]>, key: string, value: number): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function frozen(map: Map<string, number[]>): Map<string, Uint32Array> {
  const out = new Map<string, Uint32Array>();
  for (const [k, v] of map) out.set(k, Uint32Array.from(new Set(v)));
  return out;
}

/** term id → match factor for one query token. */
export type TermMatches = Map<number, number>;

export class TextIndex {
  readonly termMap = new Map<string, number>();
  /** stem → terms with that stem. */
  readonly stems: Map<string, Uint32Array>;
  /** stem of a standalone word → compound terms ending in it ('skru' → træskrue, gipsskruer, …). */
  readonly compounds: Map<string, Uint32Array>;
  /** first character → distinct stems (typo candidates). */
  private readonly buckets = new Map<string, string[]>();

  constructor(
    readonly language: string,
    /** Sorted (code-unit order) distinct terms. */
    readonly terms: string[],
    readonly offsets: Uint32Array,
    readonly docs: Uint32Array,
    readonly weights: Uint8Array,
  ) {
    terms.forEach((t, i) => this.termMap.set(t, i));
    const stems = new Map<string, number[]>();
    terms.forEach((t, i) => pushTo(stems, stem(t, language), i));
    const compounds = new Map<string, number[]>();
    if (compounding(language)) {
      terms.forEach((t, i) => {
        if (t.length < 6 || isNumericToken(t)) return;
        // A tail of ≥ 3 letters after a head of ≥ 2 letters that is itself a word (by stem) of the dictionary.
        for (let at = 2; at <= t.length - 3; at++) {
          const tail = t.slice(at);
          if (isStopWord(tail, language)) continue;
          const tailStem = stem(tail, language);
          if (tailStem.length < 3) continue;
          if (tail.length === 3 ? this.termMap.has(tail) : stems.has(tailStem)) pushTo(compounds, tailStem, i);
        }
      });
    }
    this.stems = frozen(stems);
    this.compounds = frozen(compounds);
    for (const s of this.stems.keys()) {
      const first = s[0] ?? '';
      const list = this.buckets.get(first);
      if (list) list.push(s);
      else this.buckets.set(first, [s]);
    }
  }

  get termCount(): number {
    return this.terms.length;
  }

  get postingCount(): number {
    return this.docs.length;
  }

  /** Approximate bytes held by the typed arrays and the dictionary. */
  get bytes(): number {
    let chars = 0;
    for (const t of this.terms) chars += t.length;
    return this.offsets.byteLength + this.docs.byteLength + this.weights.byteLength + chars * 4 + this.terms.length * 64;
  }

  /** Number of documents of a term. */
  df(term: number): number {
    return this.offsets[term + 1]! - this.offsets[term]!;
  }


  /** Terms starting with prefix (first index of the range and its end). */
  private prefixRange(prefix: string): [number, number] {
    let lo = 0;
    let hi = this.terms.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.terms[mid]! < prefix) lo = mid + 1;
      else hi = mid;
    }
    let end = lo;
    while (end < this.terms.length && this.terms[end]!.startsWith(prefix)) end++;
    return [lo, end];
  }

  /**
   * The dictionary terms a query token matches, each with its match factor (the best route wins):
   * exact 1.0, same stem 0.9, compound tail 0.8, prefix 0.7 and inside a compound 0.6 (when `prefix`), typo 0.5
   * (only when nothing else matched).
   */
  match(token: string, prefix: boolean): TermMatches {
    const out: TermMatches = new Map();
    const put = (term: number, factor: number) => {
      if ((out.get(term) ?? 0) < factor) out.set(term, factor);
    };
    const exact = this.termMap.get(token);
    if (exact !== undefined) put(exact, MATCH.exact);
    const s = stem(token, this.language);
    for (const t of this.stems.get(s) ?? []) put(t, MATCH.stem);
    for (const t of this.compounds.get(s) ?? []) put(t, MATCH.compound);
    if (prefix) {
      const [from, to] = this.prefixRange(token);
      let expanded = Array.from({ length: to - from }, (_, i) => from + i);
      if (expanded.length > MAX_PREFIX_TERMS) {
        expanded.sort((a, b) => this.terms[a]!.length - this.terms[b]!.length || a - b);
        expanded = expanded.slice(0, MAX_PREFIX_TERMS);
      }
      for (const t of expanded) put(t, MATCH.prefix);
      if (compounding(this.language) && token.length >= INFIX_MIN_LENGTH && !isNumericToken(token)) {
        // Inside compounds ('skruv' in 'borrskruvdragare'): a scan of the dictionary, which stays small (distinct words).
        let found = 0;
        for (let t = 0; t < this.terms.length && found < MAX_PREFIX_TERMS; t++) {
          if (this.terms[t]!.indexOf(token, 2) > 0) {
            put(t, MATCH.infix);
            found++;
          }
        }
      }
    }
    if (out.size === 0 && token.length >= FUZZY_MIN_LENGTH && !isNumericToken(token)) {
      for (const candidate of this.buckets.get(token[0] ?? '') ?? []) {
        if (withinOneEdit(candidate, token) || withinOneEdit(candidate, s)) {
          for (const t of this.stems.get(candidate) ?? []) put(t, MATCH.fuzzy);
          for (const t of this.compounds.get(candidate) ?? []) put(t, MATCH.fuzzy);
        }
      }
    }
    return out;
  }
}
