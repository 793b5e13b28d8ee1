/**
 * The query path of the catalogue index against straightforward reference implementations (the code it replaced):
 * score codes of the text match, value combinations of checkbox facets, range masks within the base set, and the
 * paging by score and by sort order (bounded walk, then selection by rank). Random data, fixed seeds; every result
 * must be identical, ties included.
 */
import { count, emptyBits, fromDocs, toDocs, type Bits } from '../../server/services/search/bitset';
import { checkboxCounts, checkboxOptions, columnInfo, derivedBytes, rangeMask, sliderOption, valueBits, valueCombos, type CheckboxField } from '../../server/services/search/facets';
import { pageByPermutation, pageByScore, rankOf, type Permutation } from '../../server/services/search/sorting';
import { isStopWord, tokenize } from '../../server/services/search/text';
import { MATCH, NAME_BONUS, NAME_FLAG, PREFIX_MIN_LENGTH, TextIndexBuilder, WEIGHT, WEIGHT_SCALE, type TextIndex } from '../../server/services/search/textIndex';
import { isScored, scoreOf, type ScoredMatch, type TextMatch } from '../../server/services/search/textMatch';
import { TextQuery } from '../../server/services/search/textQuery';

/** Deterministic pseudo-random numbers (mulberry32). */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function andBits(a: Bits, b: Bits): Bits {
  return a.map((w, i) => w & b[i]!);
}

function randomBits(n: number, density: number, rnd: () => number): Bits {
  const bits = emptyBits(n);
  for (let doc = 0; doc < n; doc++) if (rnd() < density) bits[doc >>> 5]! |= 1 << (doc & 31);
  return bits;
}

// ------------------------------------------------------------------ text match

/** The text match before score codes: float scores per posting, a bitset per word, sums and counts per doc. */
function referenceMatch(text: TextIndex, n: number, ids: { docOf: Map<string, number>; eans: Map<string, number> }, freeText: string): ScoredMatch | null {
  const all = tokenize(freeText);
  if (all.length === 0) return null;
  const meaningful = all.filter((t) => !isStopWord(t, text.language));
  const tokens = (meaningful.length > 0 ? meaningful : all).slice(0, 12);
  const scores = new Float32Array(n);
  const best = new Float32Array(n);
  const matched = new Uint8Array(n);
  const union = emptyBits(n);
  for (let k = 0; k < tokens.length; k++) {
    const token = tokens[k]!;
    const tokenBits = emptyBits(n);
    for (const [term, factor] of text.match(token, k === tokens.length - 1 || token.length >= PREFIX_MIN_LENGTH)) {
      const f = factor / WEIGHT_SCALE;
      const bonus = factor === MATCH.exact ? NAME_BONUS.exact : factor === MATCH.stem ? NAME_BONUS.stem : NAME_BONUS.partial;
      for (let i = text.offsets[term]!; i < text.offsets[term + 1]!; i++) {
        const doc = text.docs[i]!;
        tokenBits[doc >>> 5]! |= 1 << (doc & 31);
        const w = text.weights[i]!;
        const s = (w & 127) * f + (w & NAME_FLAG ? bonus : 0);
        if (s > best[doc]!) best[doc] = s;
      }
    }
    for (const doc of toDocs(tokenBits)) {
      union[doc >>> 5]! |= 1 << (doc & 31);
      scores[doc]! += best[doc]! + (tokens.length > 1 ? 500 : 0);
      matched[doc]!++;
      best[doc] = 0;
    }
  }
  let need = tokens.length <= 2 ? tokens.length : Math.ceil((tokens.length * 2) / 3);
  let bits = fromDocs(n, [...toDocs(union)].filter((doc) => matched[doc]! >= need));
  if (need > 1 && count(bits) === 0) {
    need = 1;
    bits = union;
  }
  for (const candidate of new Set([freeText.trim(), ...freeText.trim().split(/\s+/)])) {
    const doc = candidate ? (ids.docOf.get(candidate) ?? ids.eans.get(candidate)) : undefined;
    if (doc === undefined) continue;
    bits[doc >>> 5]! |= 1 << (doc & 31);
    scores[doc]! += 100_000;
  }
  const docs = toDocs(bits);
  return { bits, docs, scores: Float32Array.from(docs, (doc) => scores[doc]!) };
}

describe('text match with score codes', () => {
  const rnd = random(7);
  const words = ['skrue', 'skruer', 'træskrue', 'gipsskrue', 'skruetrækker', 'bolt', 'bolte', 'møtrik', 'spændeskive', 'hammer', 'slagskruemaskine', 'rustfri', 'galvaniseret', 'og', 'til'];
  const pick = (k: number) => Array.from({ length: k }, () => words[Math.floor(rnd() * words.length)]!).join(' ');
  const n = 3000;
  const builder = new TextIndexBuilder('da');
  const ids: string[] = [];
  for (let doc = 0; doc < n; doc++) {
    ids.push(`P${String(10000 + doc)}`);
    builder.addDoc(doc, pick(1 + Math.floor(rnd() * 4)), [
      { text: pick(2), weight: WEIGHT.category },
      { text: rnd() < 0.5 ? pick(3) : '', weight: WEIGHT.shortDescription },
      { text: rnd() < 0.3 ? pick(1) : '', weight: WEIGHT.spec },
    ]);
  }
  const text = builder.finish();
  const docOf = new Map(ids.map((id, doc) => [id, doc]));
  const eans = new Map([['5701234567890', 17]]);
  const query = new TextQuery({ n, ids, eans, docOf });

  const queries = ['skrue', 'skru', 'skruw', 'bolt møtrik', 'skrue og bolt rustfri', 'hammer til', 'P10042', 'P1004', 'skrue P10007', '5701234567890 bolt', '5701234567890', 'zzz qqq', 'og'];
  it.each(queries)('%s: same documents and scores as float scoring', (freeText) => {
    const got = query.match(text, 'da', freeText);
    const want = referenceMatch(text, n, { docOf, eans }, freeText);
    expect(got === null).toBe(want === null);
    if (!got || !want) return;
    expect(toDocs(got.bits)).toEqual(toDocs(want.bits));
    if (isScored(got)) {
      expect([...got.docs]).toEqual([...want.docs]);
      expect([...got.scores]).toEqual([...want.scores]);
    } else {
      // One word: scored on demand (wordRank.ts), every document as float scoring scores it.
      expect(got.total).toBe(want.docs.length);
      expect(Array.from(want.docs, (doc) => scoreOf(got, doc))).toEqual([...want.scores]);
    }
  });

  // A random permutation as sort order (unique, as the seeded catalogue's name ranks), and the docs in that order.
  const sortOrder = new Float64Array(n);
  const byOrder = Uint32Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [byOrder[i], byOrder[j]] = [byOrder[j]!, byOrder[i]!];
  }
  byOrder.forEach((doc, i) => (sortOrder[doc] = i));

  it.each(queries)('%s: the pages by score equal those of the scored match, result narrowed or not', (freeText) => {
    const got = query.match(text, 'da', freeText);
    const want = referenceMatch(text, n, { docOf, eans }, freeText);
    if (!got || !want) return;
    for (const density of [1, 0.5, 0.05]) {
      const result = density === 1 ? want.bits : andBits(want.bits, randomBits(n, density, rnd));
      const total = count(result);
      for (const [skip, take] of [[0, 24], [24, 24], [240, 24], [0, Math.max(1, Math.floor(total / 3))], [0, total + 5]] as const) {
        const expected = referencePageByScore(result, total, want, skip, take, sortOrder);
        // With the default order to walk ties in, and without (ties selected with a heap).
        expect(pageByScore(result, total, got, skip, take, sortOrder, { order: byOrder, rank: rankOf(byOrder) })).toEqual(expected);
        expect(pageByScore(result, total, got, skip, take, sortOrder)).toEqual(expected);
      }
    }
  });

  it('one word with tied sort orders: score, then sort order, then doc (the scored path’s full sort)', () => {
    const tied = Float64Array.from({ length: n }, (_, doc) => doc % 7);
    const order = Uint32Array.from({ length: n }, (_, i) => i).sort((a, b) => tied[a]! - tied[b]! || a - b);
    for (const word of ['skrue', 'bolt', 'skru']) {
      const got = query.match(text, 'da', word)!;
      const want = referenceMatch(text, n, { docOf, eans }, word)!;
      const expected = Array.from(want.docs.keys())
        .sort((a, b) => want.scores[b]! - want.scores[a]! || tied[want.docs[a]!]! - tied[want.docs[b]!]! || want.docs[a]! - want.docs[b]!)
        .map((i) => want.docs[i]!);
      for (const [skip, take] of [[0, 24], [100, 50]] as const) {
        expect(pageByScore(got.bits, want.docs.length, got, skip, take, tied, { order, rank: rankOf(order) })).toEqual(expected.slice(skip, skip + take));
        expect(pageByScore(got.bits, want.docs.length, got, skip, take, tied)).toEqual(expected.slice(skip, skip + take));
      }
    }
  });

  it('leaves its scratch clean: the same query twice gives the same answer', () => {
    const first = query.match(text, 'da', 'skrue bolt');
    query.match(text, 'da', 'skru');
    expect(query.match(text, 'da', 'skrue bolt')).toEqual(first);
  });
});

// ------------------------------------------------------------------ facets

function field(n: number, valueCount: number, perDoc: () => number[]): CheckboxField {
  const start = new Uint32Array(n + 1);
  const values: number[] = [];
  for (let doc = 0; doc < n; doc++) {
    values.push(...perDoc());
    start[doc + 1] = values.length;
  }
  const keys = Array.from({ length: valueCount }, (_, v) => `v${v}`);
  return {
    field: 'f',
    keys,
    labels: new Map(),
    defaultLabels: keys,
    lookup: new Map(keys.map((k, v) => [k, v])),
    start,
    values: Uint32Array.from(values),
    translated: false,
  };
}

/** Counts by visiting each document's value list. */
function referenceCounts(f: CheckboxField, over: Bits): Map<string, number> {
  const counts = new Map<string, number>();
  for (const doc of toDocs(over)) {
    for (let j = f.start[doc]!; j < f.start[doc + 1]!; j++) counts.set(f.keys[f.values[j]!]!, (counts.get(f.keys[f.values[j]!]!) ?? 0) + 1);
  }
  return counts;
}

describe('checkbox facet counts by value combination', () => {
  const n = 20_000;
  const rnd = random(11);
  const single = field(n, 40, () => (rnd() < 0.9 ? [Math.floor(rnd() * 40)] : []));
  const multi = field(n, 49, () => Array.from({ length: Math.floor(rnd() * 4) }, () => Math.floor(rnd() * 49)));
  // More distinct value lists than combination ids.
  const manyN = 70_000;
  const manyValues = field(manyN, 3000, () => (rnd() < 0.99 ? [Math.floor(rnd() * 3000), Math.floor(rnd() * 3000)] : []));

  it('derives one combination per distinct value list (one byte per document when few), counted in the bytes', () => {
    const combos = valueCombos(single, n)!;
    expect(combos.of).toBeInstanceOf(Uint8Array);
    expect(combos.start.length - 1).toBe(41); // none + 40 values
    expect(valueCombos(single, n)).toBe(combos);
    expect(derivedBytes(single)).toBe(combos.of.byteLength + combos.start.byteLength + combos.values.byteLength);
    expect(valueCombos(multi, n)!.of).toBeInstanceOf(Uint16Array);
    // Too many distinct lists: none (counted from the lists instead).
    expect(valueCombos(manyValues, manyN)).toBeNull();
    // A rebuilt index has new field objects: nothing carries over.
    expect(valueCombos({ ...single }, n)).not.toBe(combos);
  });

  it.each([
    ['single-valued', single, n],
    ['multi-valued', multi, n],
    ['many value lists', manyValues, manyN],
  ])('%s: counts equal the value lists’ counts for sparse to dense sets, with and without a document list', (_, f, n) => {
    valueBits(f, n);
    for (const density of [0.001, 0.02, 0.3, 0.9, 1]) {
      const over = density === 1 ? randomBits(n, 2, rnd) : randomBits(n, density, rnd);
      const want = referenceCounts(f, over);
      for (const docs of [undefined, () => toDocs(over)]) {
        const options = checkboxOptions(f, over, 'da', [], n, docs);
        expect(new Map(options.map((o) => [o.key, o.count]))).toEqual(want);
      }
    }
  });
});

describe('checkbox counts of several facets over one set (combinations counted in shared walks)', () => {
  const n = 20_000;
  const rnd = random(13);
  const fields = [
    field(n, 40, () => (rnd() < 0.9 ? [Math.floor(rnd() * 40)] : [])),
    field(n, 49, () => Array.from({ length: Math.floor(rnd() * 4) }, () => Math.floor(rnd() * 49))),
    field(n, 3, () => [Math.floor(rnd() * 3)]),
    field(n, 300, () => (rnd() < 0.5 ? [Math.floor(rnd() * 300)] : [])),
    field(n, 7, () => (rnd() < 0.2 ? [Math.floor(rnd() * 6), 6] : [])),
  ];
  it('equal each field’s counts from its value lists, one to five fields, sparse to dense sets', () => {
    for (const density of [0.001, 0.02, 0.3, 0.9, 1]) {
      const over = density === 1 ? randomBits(n, 2, rnd) : randomBits(n, density, rnd);
      const size = count(over);
      // Prefixes of the fields, and fields few enough value combinations to be counted by joint combination.
      const sets = [...fields.map((_, k) => fields.slice(0, k + 1)), [fields[2]!, fields[4]!], [fields[4]!, fields[2]!, fields[0]!]];
      for (const set of sets) {
        const counts = checkboxCounts(set, over, size, n);
        counts.forEach((c, i) => {
          const f = set[i]!;
          const got = new Map<string, number>();
          c.forEach((v, value) => v > 0 && got.set(f.keys[value]!, v));
          expect(got).toEqual(referenceCounts(f, over));
        });
      }
    }
  });
});

describe('slider min and max over a set', () => {
  const n = 50_000;
  const rnd = random(17);
  const column = Float64Array.from({ length: n }, () => (rnd() < 0.2 ? Number.NaN : Math.round(rnd() * 1_000_000) / 100));
  const info = columnInfo(column, n, new WeakMap());
  it('equal the values’ min and max for spread, clustered (past the walk’s budget) and sparse sets', () => {
    const byValue = [...info.order];
    const sets = [
      randomBits(n, 0.5, rnd),
      randomBits(n, 0.03, rnd),
      randomBits(n, 0.001, rnd),
      // The middle of the value order only: both walks end without a document, the set is visited.
      fromDocs(n, byValue.slice(15_000, 17_000)),
      fromDocs(n, [...byValue.slice(20_000, 20_900), ...byValue.slice(39_000, 39_100)]),
    ];
    for (const over of sets) {
      const size = count(over);
      const values = Array.from(toDocs(over), (doc) => column[doc]!).filter((v) => !Number.isNaN(v));
      expect(sliderOption('x', column, over, size, info, n)).toEqual({ key: 'x', count: values.length, min: Math.min(...values), max: Math.max(...values) });
    }
  });
});

describe('range masks within the base set', () => {
  const n = 10_000;
  const rnd = random(5);
  const column = Float64Array.from({ length: n }, () => (rnd() < 0.1 ? Number.NaN : Math.round(rnd() * 100000) / 100));
  it.each([
    [50, 500],
    [undefined, 80],
    [120, undefined],
    [300, 200],
  ])('[%s, %s] ∧ base equals the whole-column mask ∧ base', (min, max) => {
    const whole = rangeMask(column, min, max, n);
    for (const density of [0.01, 0.3, 0.8]) {
      const base = randomBits(n, density, rnd);
      const within = rangeMask(column, min, max, n, base);
      expect(toDocs(within).filter((doc) => (base[doc >>> 5]! & (1 << (doc & 31))) !== 0)).toEqual(
        toDocs(whole).filter((doc) => (base[doc >>> 5]! & (1 << (doc & 31))) !== 0),
      );
    }
  });
});

// ------------------------------------------------------------------ paging

/** Paging by score before the fused walk: positions first, the heap compared through `better`. */
function referencePageByScore(result: Bits, total: number, match: ScoredMatch, skip: number, take: number, sortOrder: Float64Array): number[] {
  const end = Math.min(total, skip + take);
  if (skip >= end) return [];
  const { docs, scores } = match;
  const positions = new Uint32Array(total);
  let k = 0;
  for (let i = 0; i < docs.length; i++) if ((result[docs[i]! >>> 5]! & (1 << (docs[i]! & 31))) !== 0) positions[k++] = i;
  const better = (a: number, b: number) => scores[a]! > scores[b]! || (scores[a] === scores[b] && sortOrder[docs[a]!]! < sortOrder[docs[b]!]!);
  const compare = (a: number, b: number) => scores[b]! - scores[a]! || sortOrder[docs[a]!]! - sortOrder[docs[b]!]!;
  if (end * 8 >= k) return Array.from(positions.subarray(0, k).sort(compare).subarray(skip, end), (i) => docs[i]!);
  const heap = new Uint32Array(end);
  let size = 0;
  for (let j = 0; j < k; j++) {
    const pos = positions[j]!;
    if (size < end) {
      let at = size++;
      heap[at] = pos;
      while (at > 0) {
        const parent = (at - 1) >>> 1;
        if (!better(heap[parent]!, heap[at]!)) break;
        [heap[at], heap[parent]] = [heap[parent]!, heap[at]!];
        at = parent;
      }
    } else if (better(pos, heap[0]!)) {
      heap[0] = pos;
      for (let at = 0; ; ) {
        const l = at * 2 + 1;
        let worst = at;
        if (l < size && better(heap[worst]!, heap[l]!)) worst = l;
        if (l + 1 < size && better(heap[worst]!, heap[l + 1]!)) worst = l + 1;
        if (worst === at) break;
        [heap[at], heap[worst]] = [heap[worst]!, heap[at]!];
        at = worst;
      }
    }
  }
  return Array.from(heap.subarray(0, size).sort(compare).subarray(skip, end), (i) => docs[i]!);
}

describe('paging', () => {
  const n = 30_000;
  const rnd = random(3);

  it('by score: the same page as before, with scores and sort orders tied (e.g. every sort order 0)', () => {
    for (const sortOrders of [Float64Array.from({ length: n }, () => Math.floor(rnd() * 50)), new Float64Array(n), Float64Array.from({ length: n }, (_, i) => n - i)]) {
      const matchBits = randomBits(n, 0.4, rnd);
      const docs = toDocs(matchBits);
      const match: TextMatch = { bits: matchBits, docs, scores: Float32Array.from(docs, () => [8.96, 8.96, 8.96, 6.3, 5.1, 29][Math.floor(rnd() * 6)]!) };
      for (const density of [1, 0.5, 0.05]) {
        const result = density === 1 ? matchBits : andBits(matchBits, randomBits(n, density, rnd));
        const total = count(result);
        for (const [skip, take] of [[0, 24], [24, 24], [480, 24], [0, Math.floor(total / 4)]] as const) {
          expect(pageByScore(result, total, match, skip, take, sortOrders)).toEqual(referencePageByScore(result, total, match, skip, take, sortOrders));
        }
      }
    }
  });

  it('by sort order: a result clustered late in the order gives the same pages as sorting it by rank', () => {
    const order = Uint32Array.from({ length: n }, (_, i) => i);
    for (let i = n - 1; i > 0; i--) {
      const j = Math.floor(rnd() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    const perm: Permutation = { order, rank: rankOf(order) };
    // Docs in the last tenth of the order, plus a few spread out: the walk gives up and selects by rank.
    const clustered = fromDocs(n, [...order.subarray(n - 3000), ...order.subarray(0, n).filter((_, i) => i % 997 === 0)]);
    const spread = randomBits(n, 0.2, rnd);
    for (const result of [clustered, spread]) {
      const total = count(result);
      const sorted = [...toDocs(result)].sort((a, b) => perm.rank[a]! - perm.rank[b]!);
      for (const [skip, take] of [[0, 24], [24, 24], [300, 30], [0, total], [total - 5, 24]] as const) {
        expect(pageByPermutation(result, total, perm, skip, take)).toEqual(sorted.slice(skip, skip + take));
      }
    }
  });
});
