/**
 * Facets of the catalogue index: checkbox fields (doc → value ids, per-value bitsets built on first use), the masks
 * a selection makes of them and of numeric ranges, and the options a facet shows (value counts, slider min/max).
 * Functions over the index's documents 0..n-1; the index owns the fields and the caches.
 */
import type { FacetOption, FacetType } from '../../../contract/products';
import { andInto, count, countAnd, emptyBits, fromDocs, orInto, setBit, wordsFor, type Bits } from './bitset';
import { packedOrder } from './sorting';

/** A checkbox facet field: doc → value ids (CSR), value keys and labels. */
export interface CheckboxField {
  field: string;
  /** Language-neutral key per value id (what facetOptions[].key carries and selections send back). */
  keys: string[];
  /** language → label per value id. */
  labels: Map<string, (string | undefined)[]>;
  /** Label when the language has none. */
  defaultLabels: string[];
  /** key, and every label lower-cased → value id (so a selection may also name the displayed value). */
  lookup: Map<string, number>;
  start: Uint32Array;
  values: Uint32Array;
  /** Values come from translated rows (labels differ per language; they are indexed as text). */
  translated: boolean;
  /** Counts over all documents (computed on first use). */
  fullCounts?: Uint32Array;
  /** Per-value bitsets, built on first use when the field has at most MAX_VALUE_BITSETS values. */
  bits?: Bits[] | null;
}

/** Fields with more distinct values count by walking the documents instead of holding one bitset per value. */
const MAX_VALUE_BITSETS = 1024;

export interface ColumnInfo {
  /** Docs with a value, ascending by value. */
  order: Uint32Array;
  has: Bits;
}

/** A set of at most n / SPARSE_DIVISOR docs is visited doc by doc instead of walking value orders. */
const SPARSE_DIVISOR = 64;

export function valueBits(f: CheckboxField, n: number): Bits[] | null {
  if (f.bits !== undefined) return f.bits;
  if (f.keys.length > MAX_VALUE_BITSETS) {
    f.bits = null;
    return null;
  }
  const bits = f.keys.map(() => emptyBits(n));
  for (let doc = 0; doc < n; doc++) {
    for (let j = f.start[doc]!; j < f.start[doc + 1]!; j++) setBit(bits[f.values[j]!]!, doc);
  }
  f.bits = bits;
  return bits;
}

/** Value ids of selected keys (unknown keys are left out). */
export function selectedValues(f: CheckboxField, selected: readonly string[]): number[] {
  const out: number[] = [];
  for (const key of selected) {
    const v = f.lookup.get(key) ?? f.lookup.get(key.trim().toLowerCase());
    if (v !== undefined && !out.includes(v)) out.push(v);
  }
  return out;
}

/** Documents having the value (from the bitset when there is one, else by scanning the field). */
export function docsWithValue(f: CheckboxField, value: number, n: number): Bits {
  const bits = valueBits(f, n);
  if (bits) return bits[value]!;
  const out = emptyBits(n);
  for (let doc = 0; doc < n; doc++) {
    for (let j = f.start[doc]!; j < f.start[doc + 1]!; j++) if (f.values[j] === value) setBit(out, doc);
  }
  return out;
}

export function checkboxMask(f: CheckboxField, type: FacetType, selected: readonly string[], all: Bits, n: number): Bits {
  const values = selectedValues(f, selected);
  if (type === 'CheckboxAnd') {
    // A value no document has: nothing has all of them.
    const unknown = selected.some((k) => f.lookup.get(k) === undefined && f.lookup.get(k.trim().toLowerCase()) === undefined);
    if (unknown) return emptyBits(n);
    const mask = all.slice();
    for (const v of values) andInto(mask, docsWithValue(f, v, n));
    return mask;
  }
  const mask = emptyBits(n);
  for (const v of values) orInto(mask, docsWithValue(f, v, n));
  return mask;
}

/**
 * Documents with a value in [min, max]. With `within`, only its documents are looked at (the mask is meant to be
 * ANDed with it): a small set is visited document by document instead of scanning the whole column.
 */
export function rangeMask(column: Float64Array, min: number | undefined, max: number | undefined, n: number, within?: Bits): Bits {
  const lo = min ?? Number.NEGATIVE_INFINITY;
  const hi = max ?? Number.POSITIVE_INFINITY;
  const mask = emptyBits(n);
  if (within && count(within) * RANGE_VISIT_DIVISOR < n) {
    for (let w = 0; w < within.length; w++) {
      let word = within[w]!;
      while (word !== 0) {
        const t = word & -word;
        const v = column[(w << 5) + (31 - Math.clz32(t))]!;
        if (v >= lo && v <= hi) mask[w]! |= t;
        word ^= t;
      }
    }
    return mask;
  }
  // Dense: 32 documents at a time without branches (words of `within` without a document are skipped).
  for (let w = 0; w < mask.length; w++) {
    if (within && within[w] === 0) continue;
    const first = w << 5;
    const last = Math.min(32, n - first);
    let bits = 0;
    for (let b = 0; b < last; b++) {
      const v = column[first + b]!;
      bits |= (+(v >= lo) & +(v <= hi)) << b;
    }
    mask[w] = bits;
  }
  return mask;
}

/** A range mask visits the documents of its base set one by one when they are fewer than n / RANGE_VISIT_DIVISOR. */
const RANGE_VISIT_DIVISOR = 16;

/**
 * Relative cost of visiting one document of a set (one array read, see valueCombos) against one word of a per-value
 * bitset (AND + popcount), and of visiting a document's value list, measured at a million documents.
 */
const COMBO_VISIT_COST = 1.5;
const LIST_VISIT_COST = 5;

/**
 * A checkbox field's value lists as combinations: doc → combination id (0: no value), and the value list of each
 * combination (CSR over combination ids). Counting values over a set of documents then reads one byte or two per
 * document (cache friendly at a million documents) and expands the few combinations' counts afterwards.
 */
export interface ValueCombos {
  of: Uint8Array | Uint16Array;
  start: Uint32Array;
  values: Uint32Array;
}

/** Fields with more distinct value lists count from their lists (or value bitsets). */
const MAX_COMBOS = 0xffff;

const comboCache = new WeakMap<CheckboxField, ValueCombos | null>();

/** The field's value combinations (derived from its lists on first use and kept with it); null when too many. */
export function valueCombos(f: CheckboxField, n: number): ValueCombos | null {
  const known = comboCache.get(f);
  if (known !== undefined) return known;
  const { start, values } = f;
  const of = new Uint16Array(n);
  const ids = new Map<number | string, number>();
  const comboStart = [0, 0];
  const comboValues: number[] = [];
  let result: ValueCombos | null = null;
  let doc = 0;
  for (; doc < n; doc++) {
    const from = start[doc]!;
    const to = start[doc + 1]!;
    if (from === to) continue;
    const key = to - from === 1 ? values[from]! : values.subarray(from, to).join(',');
    let id = ids.get(key);
    if (id === undefined) {
      id = ids.size + 1;
      if (id > MAX_COMBOS) break;
      ids.set(key, id);
      for (let j = from; j < to; j++) comboValues.push(values[j]!);
      comboStart.push(comboValues.length);
    }
    of[doc] = id;
  }
  if (doc === n) {
    result = { of: ids.size < 0xff ? Uint8Array.from(of) : of, start: Uint32Array.from(comboStart), values: Uint32Array.from(comboValues) };
  }
  comboCache.set(f, result);
  return result;
}

/** Bytes of the structures derived from a field on first use (value bitsets, value combinations). */
export function derivedBytes(f: CheckboxField): number {
  const combos = comboCache.get(f);
  let total = combos ? combos.of.byteLength + combos.start.byteLength + combos.values.byteLength : 0;
  for (const b of f.bits ?? []) total += b.byteLength;
  return total;
}

/**
 * Value counts of the documents in `over` (or of its documents listed in order, when at hand): combinations counted
 * per document, then expanded to their values.
 */
function countByCombos(combos: ValueCombos, over: Bits, overDocs: Uint32Array | null, valueCount: number): Uint32Array {
  const { of, start, values } = combos;
  const perCombo = new Uint32Array(start.length - 1);
  if (overDocs) {
    for (let i = 0; i < overDocs.length; i++) perCombo[of[overDocs[i]!]!]!++;
  } else {
    for (let w = 0; w < over.length; w++) {
      let word = over[w]!;
      while (word !== 0) {
        const t = word & -word;
        perCombo[of[(w << 5) + (31 - Math.clz32(t))]!]!++;
        word ^= t;
      }
    }
  }
  const counts = new Uint32Array(valueCount);
  for (let id = 1; id < perCombo.length; id++) {
    const k = perCombo[id]!;
    if (k === 0) continue;
    for (let j = start[id]!; j < start[id + 1]!; j++) counts[values[j]!]! += k;
  }
  return counts;
}

/** How a field's values are counted over a set of `size` documents (the least work; every way counts the same). */
function countWay(f: CheckboxField, size: number, n: number): 'none' | 'full' | 'bits' | 'combos' | 'lists' {
  if (size === n) return 'full';
  if (size === 0) return 'none';
  const bits = valueBits(f, n);
  const combos = valueCombos(f, n);
  const avgValues = n > 0 ? f.values.length / n : 0;
  // Word-parallel (one AND + popcount per value and word) when that is less work than visiting the documents.
  const visits = combos ? size * COMBO_VISIT_COST : size * avgValues * LIST_VISIT_COST;
  if (bits && f.keys.length * wordsFor(n) < visits) return 'bits';
  return combos ? 'combos' : 'lists';
}

/** Value counts of a field over `over` (of `size` documents) in one of the ways of countWay. */
function countValues(f: CheckboxField, over: Bits, size: number, n: number, overDocs?: () => Uint32Array): Uint32Array {
  const way = countWay(f, size, n);
  if (way === 'full') {
    if (!f.fullCounts) {
      f.fullCounts = new Uint32Array(f.keys.length);
      for (let j = 0; j < f.values.length; j++) f.fullCounts[f.values[j]!]!++;
    }
    return f.fullCounts;
  }
  const counts = new Uint32Array(f.keys.length);
  if (way === 'bits') {
    const bits = valueBits(f, n)!;
    for (let v = 0; v < bits.length; v++) counts[v] = countAnd(over, bits[v]!);
  } else if (way === 'combos') {
    return countByCombos(valueCombos(f, n)!, over, overDocs?.() ?? null, f.keys.length);
  } else if (way === 'lists') {
    const { start, values } = f;
    for (let w = 0; w < over.length; w++) {
      let word = over[w]!;
      while (word !== 0) {
        const t = word & -word;
        const doc = (w << 5) + (31 - Math.clz32(t));
        for (let j = start[doc]!; j < start[doc + 1]!; j++) counts[values[j]!]!++;
        word ^= t;
      }
    }
  }
  return counts;
}

/**
 * The value combinations of two or three fields together: doc → joint id, and each joint id's combination of every
 * field. Counting then reads one entry per document instead of one per field (built on first use per set of fields).
 */
interface JointCombos {
  of: Uint16Array | Uint32Array;
  /** joint id → combination id of each field. */
  parts: Uint32Array[];
}

/** Joint ids beyond n / MAX_JOINT_DIVISOR: the fields are counted each on its own in the shared walk. */
const MAX_JOINT_DIVISOR = 16;

const objectIds = new WeakMap<object, number>();
let nextObjectId = 0;
const idOf = (o: object): number => {
  let id = objectIds.get(o);
  if (id === undefined) objectIds.set(o, (id = ++nextObjectId));
  return id;
};
const jointCache = new WeakMap<ValueCombos, Map<string, JointCombos | null>>();

function jointCombos(combos: readonly ValueCombos[], n: number): JointCombos | null {
  let byRest = jointCache.get(combos[0]!);
  if (!byRest) jointCache.set(combos[0]!, (byRest = new Map()));
  const key = combos.slice(1).map(idOf).join(',');
  const known = byRest.get(key);
  if (known !== undefined) return known;
  const sizes = combos.map((c) => c.start.length - 1);
  const of = new Uint32Array(n);
  const ids = new Map<number, number>();
  const parts: number[][] = combos.map(() => []);
  let joint: JointCombos | null = null;
  let doc = 0;
  for (; doc < n; doc++) {
    let k = 0;
    for (let f = 0; f < combos.length; f++) k = k * sizes[f]! + combos[f]!.of[doc]!;
    let id = ids.get(k);
    if (id === undefined) {
      id = ids.size;
      if (id >= n / MAX_JOINT_DIVISOR) break;
      ids.set(k, id);
      for (let f = 0; f < combos.length; f++) parts[f]!.push(combos[f]!.of[doc]!);
    }
    of[doc] = id;
  }
  if (doc === n) joint = { of: ids.size <= 0xffff ? Uint16Array.from(of) : of, parts: parts.map((p) => Uint32Array.from(p)) };
  byRest.set(key, joint);
  return joint;
}

/** Per-combination counts of up to three fields over the documents of `over`, in one walk. */
function perComboOfThree(combos: readonly ValueCombos[], over: Bits, n: number): Uint32Array[] {
  const per = combos.map((c) => new Uint32Array(c.start.length - 1));
  const joint = combos.length > 1 ? jointCombos(combos, n) : null;
  if (joint) {
    const { of, parts } = joint;
    const perJoint = new Uint32Array(parts[0]!.length);
    for (let w = 0; w < over.length; w++) {
      let word = over[w]!;
      while (word !== 0) {
        const t = word & -word;
        perJoint[of[(w << 5) + (31 - Math.clz32(t))]!]!++;
        word ^= t;
      }
    }
    for (let id = 0; id < perJoint.length; id++) {
      const k = perJoint[id]!;
      if (k === 0) continue;
      for (let f = 0; f < parts.length; f++) per[f]![parts[f]![id]!]! += k;
    }
    return per;
  }
  const a = combos[0]!.of;
  const b = combos[1]?.of;
  const c = combos[2]?.of;
  const [pa, pb, pc] = per;
  for (let w = 0; w < over.length; w++) {
    let word = over[w]!;
    while (word !== 0) {
      const t = word & -word;
      const doc = (w << 5) + (31 - Math.clz32(t));
      pa![a[doc]!]!++;
      if (b) pb![b[doc]!]!++;
      if (c) pc![c[doc]!]!++;
      word ^= t;
    }
  }
  return per;
}

/** Combination counts expanded to value counts. */
function expandCombos(combos: ValueCombos, perCombo: Uint32Array, valueCount: number): Uint32Array {
  const { start, values } = combos;
  const counts = new Uint32Array(valueCount);
  for (let id = 1; id < perCombo.length; id++) {
    const k = perCombo[id]!;
    if (k === 0) continue;
    for (let j = start[id]!; j < start[id + 1]!; j++) counts[values[j]!]! += k;
  }
  return counts;
}

/**
 * Value counts of several checkbox fields over one set of `size` documents: the fields counted by value combination
 * share walks over the set (three at a time), the others are counted as countValues counts them.
 */
export function checkboxCounts(fields: readonly CheckboxField[], over: Bits, size: number, n: number): Uint32Array[] {
  const out: Uint32Array[] = new Array<Uint32Array>(fields.length);
  const byCombos: number[] = [];
  fields.forEach((f, k) => {
    if (countWay(f, size, n) === 'combos') byCombos.push(k);
    else out[k] = countValues(f, over, size, n);
  });
  for (let g = 0; g < byCombos.length; g += 3) {
    const group = byCombos.slice(g, g + 3);
    const combos = group.map((k) => valueCombos(fields[k]!, n)!);
    const per = perComboOfThree(combos, over, n);
    group.forEach((k, i) => {
      out[k] = expandCombos(combos[i]!, per[i]!, fields[k]!.keys.length);
    });
  }
  return out;
}

export function checkboxOptions(
  f: CheckboxField,
  over: Bits,
  language: string,
  selected: readonly string[],
  n: number,
  /** The documents of `over` in order, listed by the caller (shared by the facets counted over one set). */
  overDocs?: () => Uint32Array,
  /** The value counts over `over` when the caller has them (checkboxCounts). */
  known?: Uint32Array,
): FacetOption[] {
  const counts = known ?? countValues(f, over, count(over), n, overDocs);
  const labels = f.labels.get(language);
  const options: FacetOption[] = [];
  const shown = new Set<number>();
  for (let v = 0; v < counts.length; v++) {
    if (counts[v] === 0) continue;
    shown.add(v);
    options.push({ key: f.keys[v]!, count: counts[v]!, label: labels?.[v] ?? f.defaultLabels[v]! });
  }
  // Selected values stay visible (with count 0) so they can be unselected.
  for (const key of selected) {
    const v = f.lookup.get(key) ?? f.lookup.get(key.trim().toLowerCase());
    if (v !== undefined) {
      if (shown.has(v)) continue;
      shown.add(v);
      options.push({ key: f.keys[v]!, count: 0, label: labels?.[v] ?? f.defaultLabels[v]! });
    } else if (!options.some((o) => o.key === key)) {
      options.push({ key, count: 0, label: key });
    }
  }
  options.sort((a, b) => b.count - a.count || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return options;
}

/** Docs with a value in ascending value order, and the bitset of docs with a value (built once per column). */
export function columnInfo(column: Float64Array, n: number, cache: WeakMap<Float64Array, ColumnInfo>): ColumnInfo {
  let info = cache.get(column);
  if (!info) {
    let withValue = 0;
    for (let doc = 0; doc < n; doc++) if (!Number.isNaN(column[doc]!)) withValue++;
    let order = packedOrder(column, false, null)?.subarray(0, withValue);
    if (!order) {
      const docs: number[] = [];
      for (let doc = 0; doc < n; doc++) if (!Number.isNaN(column[doc]!)) docs.push(doc);
      order = Uint32Array.from(docs).sort((a, b) => column[a]! - column[b]! || a - b);
    }
    info = { order, has: fromDocs(n, order) };
    cache.set(column, info);
  }
  return info;
}

/**
 * One slider option: count and min/max of the values of the docs in `over`. Dense sets walk the value order
 * from both ends (a few steps); sparse sets visit their docs.
 */
export function sliderOption(field: string, column: Float64Array, over: Bits, size: number, info: ColumnInfo, docCount: number): FacetOption {
  const { order, has } = info;
  const n = size === docCount ? order.length : countAnd(over, has);
  if (n === 0) return { key: field, count: 0 };
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  // Dense sets walk the value order from both ends — a few steps when the set is spread over the order; a set
  // clustered away from an end (a narrow search sorted by a column it correlates with) is visited instead once the
  // walk has taken as many steps as visiting would.
  const budget = Math.max(SLIDER_WALK_MIN, size * SLIDER_WALK_FACTOR);
  let walked = false;
  if (size * SPARSE_DIVISOR >= docCount) {
    const lowEnd = Math.min(order.length, budget);
    for (let i = 0; i < lowEnd; i++) {
      const doc = order[i]!;
      if ((over[doc >>> 5]! & (1 << (doc & 31))) !== 0) {
        min = column[doc]!;
        break;
      }
    }
    if (min !== Number.POSITIVE_INFINITY) {
      const highEnd = Math.max(-1, order.length - 1 - budget);
      for (let i = order.length - 1; i > highEnd; i--) {
        const doc = order[i]!;
        if ((over[doc >>> 5]! & (1 << (doc & 31))) !== 0) {
          max = column[doc]!;
          break;
        }
      }
      walked = max !== Number.NEGATIVE_INFINITY;
    }
  }
  if (!walked) {
    min = Number.POSITIVE_INFINITY;
    max = Number.NEGATIVE_INFINITY;
    for (let w = 0; w < over.length; w++) {
      let word = over[w]!;
      while (word !== 0) {
        const t = word & -word;
        const v = column[(w << 5) + (31 - Math.clz32(t))]!;
        if (v < min) min = v;
        if (v > max) max = v;
        word ^= t;
      }
    }
  }
  return { key: field, count: n, min, max };
}

/**
 * Steps of a slider's walk from one end of the value order: this many times the set's documents (at least the
 * minimum) — a step of the walk costs about an eighth of visiting a document of the set.
 */
const SLIDER_WALK_FACTOR = 8;
const SLIDER_WALK_MIN = 4096;
