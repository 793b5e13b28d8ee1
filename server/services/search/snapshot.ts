/**
 * The search index on disk (issue 19: a new instance is ready in seconds, not after a full build).
 *
 * After a full build (and its warm-up) the search service writes the index to SEARCH_SNAPSHOT_DIR/index.bin: the
 * catalogue data of CatalogueIndex, the text indexes and price columns loaded so far, the language probes and the
 * sort orders built so far. Products changed since then (the index of changed products, merge.ts) are listed in
 * changes.json, rewritten after every change. At start the service reads the snapshot instead of building when
 * (service.ts loadSnapshot):
 *
 * - it is of this format and this database (the epoch of catalogue_version, migration 025) after the same migrations;
 * - the catalogue's version is the one the snapshot (with changes.json) stands for — or the change feed still holds
 *   every change since (catalogue_changes keeps ten minutes) and none of them is a whole-catalogue change.
 *
 * Anything else (no file, another database, a seed, an operator's `cache invalidate catalogue`, a broken file) is a
 * full build, as without a snapshot. The file is a series of frames (8-byte length + v8.serialize of one part), so
 * neither writing nor reading ever holds more than one part twice in memory; it is written to a temporary file and
 * renamed into place.
 */
import { open, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { Db } from '../../db';
import type { CatalogueIndexData, PriceColumn } from './catalogueIndex';
import type { Permutation } from './sorting';
import type { TextIndex } from './textIndex';
import type { CatalogueVersion } from './version';

/** Bump when the layout of CatalogueIndexData, TextIndex, the permutations or this file changes. */
export const SNAPSHOT_FORMAT = 1;
const INDEX_FILE = 'index.bin';
const CHANGES_FILE = 'changes.json';

export interface SnapshotMeta {
  format: number;
  /** catalogue_version.epoch of the database. */
  epoch: string;
  /** catalogue_version.version read before the build started. */
  version: number;
  /** The last migration applied. */
  migration: string;
  /** ISO time the build started. */
  builtAt: string;
  products: number;
}

/** Products changed since the snapshot's build, as of a catalogue version (changes.json). */
export interface SnapshotChanges {
  epoch: string;
  /** The snapshot these changes belong to (its builtAt). */
  builtAt: string;
  version: number;
  /** ISO time the version was read. */
  at: string;
  ids: string[];
}

/** The stored arrays of a text index (its derived maps are rebuilt by its constructor). */
export interface TextParts {
  language: string;
  terms: string[];
  offsets: Uint32Array;
  docs: Uint32Array;
  weights: Uint8Array;
}

/** What an index has built or loaded beyond its data: kept with it in the snapshot. */
export interface IndexExtras {
  texts: TextParts[];
  prices: [string, PriceColumn][];
  textLanguages: [string, boolean][];
  permutations: [string, Permutation][];
  nameRanks: [string, Float64Array][];
}

/** CatalogueIndexData without its lookup maps (rebuilt from the arrays when read). */
type StoredData = Omit<CatalogueIndexData, 'docOf' | 'eans'> & { eanKeys: string[]; eanDocs: Uint32Array };

export interface Snapshot {
  meta: SnapshotMeta;
  data: CatalogueIndexData;
  extras: IndexExtras;
}

export const textParts = (t: TextIndex): TextParts => ({ language: t.language, terms: t.terms, offsets: t.offsets, docs: t.docs, weights: t.weights });

function storedData(data: CatalogueIndexData): StoredData {
  const { docOf: _docOf, eans, ...rest } = data;
  const eanKeys = [...eans.keys()];
  const eanDocs = Uint32Array.from(eans.values());
  // Facet values' counts and bitsets are built on first use: not stored.
  const checkbox = new Map([...rest.checkbox].map(([field, f]) => [field, { ...f, fullCounts: undefined, bits: undefined }]));
  return { ...rest, checkbox, eanKeys, eanDocs };
}

function loadedData(stored: StoredData): CatalogueIndexData {
  const { eanKeys, eanDocs, ...rest } = stored;
  const docOf = new Map<string, number>();
  rest.ids.forEach((id, doc) => docOf.set(id, doc));
  const eans = new Map<string, number>();
  eanKeys.forEach((key, i) => eans.set(key, eanDocs[i]!));
  for (const f of rest.checkbox.values()) {
    delete f.fullCounts;
    delete f.bits;
  }
  return { ...rest, docOf, eans };
}

const yieldToLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** Temporary files of writers that are gone (a process stopped while writing). */
async function removeOrphans(dir: string): Promise<void> {
  for (const name of await readdir(dir)) {
    const pid = /^.+\.(\d+)\.tmp$/.exec(name)?.[1];
    if (pid === undefined || Number(pid) === process.pid) continue;
    try {
      process.kill(Number(pid), 0);
    } catch (err) {
      // ESRCH: no such process (EPERM: someone else's, alive).
      if ((err as NodeJS.ErrnoException).code === 'ESRCH') await rm(path.join(dir, name), { force: true });
    }
  }
}

/** Writes the snapshot (temporary file, then renamed over the old one); answers its bytes. */
export async function writeSnapshot(dir: string, meta: SnapshotMeta, data: CatalogueIndexData, extras: IndexExtras): Promise<number> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await removeOrphans(dir);
  const file = path.join(dir, INDEX_FILE);
  const temp = `${file}.${process.pid}.tmp`;
  const parts: unknown[] = [
    meta,
    storedData(data),
    extras.textLanguages,
    extras.prices,
    extras.permutations,
    extras.nameRanks,
    ...extras.texts,
  ];
  const handle = await open(temp, 'w', 0o600);
  let bytes = 0;
  try {
    // The number of parts first, then each part as a frame; between parts the event loop serves requests.
    for (const part of [parts.length, ...parts]) {
      const body = serialize(part);
      const head = Buffer.alloc(8);
      head.writeBigUInt64LE(BigInt(body.length));
      await handle.write(head);
      await handle.write(body);
      bytes += 8 + body.length;
      await yieldToLoop();
    }
    await handle.sync();
  } catch (err) {
    await handle.close().catch(() => undefined);
    await rm(temp, { force: true });
    throw err;
  }
  await handle.close();
  await rename(temp, file);
  // Changes listed for an older snapshot are void.
  await rm(path.join(dir, CHANGES_FILE), { force: true });
  return bytes;
}

/** Reads a snapshot: its meta first, the rest only when `accept(meta)` says so (null: no or unusable snapshot). */
export async function readSnapshot(dir: string, accept: (meta: SnapshotMeta) => boolean): Promise<Snapshot | null> {
  let handle;
  try {
    handle = await open(path.join(dir, INDEX_FILE), 'r');
  } catch {
    return null;
  }
  try {
    let position = 0;
    const frame = async (): Promise<unknown> => {
      const head = Buffer.alloc(8);
      const { bytesRead } = await handle.read(head, 0, 8, position);
      if (bytesRead !== 8) throw new Error('search index snapshot: truncated');
      const length = Number(head.readBigUInt64LE(0));
      const body = Buffer.allocUnsafe(length);
      const read = await handle.read(body, 0, length, position + 8);
      if (read.bytesRead !== length) throw new Error('search index snapshot: truncated');
      position += 8 + length;
      const value: unknown = deserialize(body);
      await yieldToLoop();
      return value;
    };
    const count = (await frame()) as number;
    const meta = (await frame()) as SnapshotMeta;
    if (typeof meta !== 'object' || meta === null || meta.format !== SNAPSHOT_FORMAT || !accept(meta)) return null;
    const data = loadedData((await frame()) as StoredData);
    const textLanguages = (await frame()) as IndexExtras['textLanguages'];
    const prices = (await frame()) as IndexExtras['prices'];
    const permutations = (await frame()) as IndexExtras['permutations'];
    const nameRanks = (await frame()) as IndexExtras['nameRanks'];
    const texts: TextParts[] = [];
    for (let i = 6; i < count; i++) texts.push((await frame()) as TextParts);
    return { meta, data, extras: { texts, prices, textLanguages, permutations, nameRanks } };
  } finally {
    await handle.close();
  }
}

/** Lists the products changed since the snapshot (replacing the previous list). */
export async function writeSnapshotChanges(dir: string, changes: SnapshotChanges): Promise<void> {
  const file = path.join(dir, CHANGES_FILE);
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, JSON.stringify(changes), { mode: 0o600 });
  await rename(temp, file);
}

/** The products changed since the snapshot of `builtAt` (null: none listed, or for another snapshot). */
export async function readSnapshotChanges(dir: string, meta: SnapshotMeta): Promise<SnapshotChanges | null> {
  try {
    const changes = JSON.parse(await readFile(path.join(dir, CHANGES_FILE), 'utf8')) as SnapshotChanges;
    return changes.epoch === meta.epoch && changes.builtAt === meta.builtAt && Array.isArray(changes.ids) ? changes : null;
  } catch {
    return null;
  }
}

/** How far the change feed reaches (service.ts). */
export interface FeedLimits {
  /** Feed rows are kept this long. */
  keepMs: number;
  /** A writer's transaction may commit this long after its rows' time stamp. */
  overlapMs: number;
  /** More changed products than this: a full build is quicker than reading them one by one. */
  max: number;
}

/**
 * The products to patch into a snapshot's index to bring it to the catalogue's version `now` (null: it cannot be —
 * build instead). Its own list (changes.json) when the version is the one it stands for; else that list plus the
 * change feed since, while the feed still reaches back that far and holds no whole-catalogue change.
 */
export async function changesSince(
  db: Db,
  meta: SnapshotMeta,
  listed: SnapshotChanges | null,
  now: CatalogueVersion,
  limits: FeedLimits,
): Promise<string[] | null> {
  const base = listed ?? { version: meta.version, at: meta.builtAt, ids: [] };
  if (now.epoch !== meta.epoch || now.version < base.version) return null;
  if (now.version === base.version) return base.ids;
  const since = Date.parse(base.at) - limits.overlapMs;
  // A minute's margin: the feed is pruned by the clock of whichever instance polls.
  if (!(Date.now() - since < limits.keepMs - 60_000)) return null;
  const rows = await db
    .selectFrom('catalogue_changes')
    .select('product_id')
    .where('changed_at', '>=', new Date(since).toISOString())
    .limit(limits.max + 1)
    .execute();
  if (rows.length > limits.max || rows.some((r) => r.product_id === '*')) return null;
  const ids = new Set([...base.ids, ...rows.map((r) => r.product_id)]);
  return ids.size > limits.max ? null : [...ids];
}
