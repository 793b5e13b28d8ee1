/**
 * Upserts documents (Document/Update, Document/Import, the CLI's import): each one checked against its type's
 * schema and the handler's own checks before anything is stored; unchanged documents are left alone and say so; a
 * rejected document never stops the others. Documents of a batch are written in one transaction (fast on SQLite);
 * if that fails for a reason the checks did not see, each document of the batch is written on its own so the others
 * still land and the failing one is rejected with the reason. After the commit, each type invalidates once what its
 * changed keys feed (caches, the search index) — on every instance, through the shared cache.
 */
import { TypeCompiler, type TypeCheck } from '@sinclair/typebox/compiler';
import type { TSchema } from '@sinclair/typebox';
import {
  DOCUMENT_SCHEMAS,
  DOCUMENT_TYPES,
  type DocumentCounts,
  type DocumentProblem,
  type DocumentResult,
  type DocumentType,
} from '../../../contract/documents';
import { handlerOf } from './handlers';
import { canonicalJson } from './sql';
import type { ApplyOptions, CheckContext, DocumentContext, DocumentHandler, Tx } from './types';

/** A document as it arrives: type and key not yet checked. */
export interface IncomingDocument {
  type: string;
  key: string;
  data: unknown;
  /** Position in the request, or line number of an import file. */
  index: number;
}

const MAX_PROBLEMS = 10;
const checkers = new Map<DocumentType, TypeCheck<TSchema>>();

function checkerOf(type: DocumentType): TypeCheck<TSchema> | null {
  const schema = DOCUMENT_SCHEMAS[type];
  if (!schema) return null;
  let checker = checkers.get(type);
  if (!checker) {
    checker = TypeCompiler.Compile(schema);
    checkers.set(type, checker);
  }
  return checker;
}

const isType = (type: string): type is DocumentType => (DOCUMENT_TYPES as readonly string[]).includes(type);

/** Schema problems of one document (paths into the envelope), at most MAX_PROBLEMS. */
function schemaProblems(doc: IncomingDocument): { type: DocumentType; problems: DocumentProblem[] } | DocumentProblem[] {
  if (!isType(doc.type)) return [{ path: '/type', reason: `unknown type; types are ${DOCUMENT_TYPES.join(', ')}` }];
  if (typeof doc.key !== 'string' || doc.key.trim() === '' || doc.key.length > 200 || doc.key !== doc.key.trim()) {
    return [{ path: '/key', reason: 'a key is 1 to 200 characters without leading or trailing spaces' }];
  }
  const checker = checkerOf(doc.type);
  if (!checker || !handlerOf(doc.type)) return [{ path: '/type', reason: `the shop does not take ${doc.type} documents yet` }];
  const problems: DocumentProblem[] = [];
  // The compiled check first: the error walk is only for documents that fail it (it is far slower).
  if (checker.Check(doc.data)) return { type: doc.type, problems };
  for (const error of checker.Errors(doc.data)) {
    problems.push({ path: `/data${error.path}`, reason: error.message });
    if (problems.length >= MAX_PROBLEMS) break;
  }
  return { type: doc.type, problems };
}

interface Checked {
  doc: IncomingDocument;
  type: DocumentType;
  handler: DocumentHandler<unknown>;
  data: unknown;
}

export interface ApplyOutcome {
  counts: DocumentCounts;
  results: DocumentResult[];
}

export function emptyCounts(): DocumentCounts {
  return { created: 0, updated: 0, unchanged: 0, rejected: 0 };
}

async function writeOne(trx: Tx, item: Checked, actor: string, now: string): Promise<'created' | 'updated' | 'unchanged'> {
  const existing = await item.handler.read(trx, item.doc.key);
  const data = item.handler.complete ? await item.handler.complete(trx, item.doc.key, item.data, existing) : item.data;
  if (existing !== null && canonicalJson(existing) === canonicalJson(data)) return 'unchanged';
  await item.handler.write(trx, item.doc.key, data, existing);
  await recordChange(trx, item.type, item.doc.key, actor, now, false);
  return existing === null ? 'created' : 'updated';
}

/** Runs of items without a repeated (type, key): within a run, the documents of a type are read and written together. */
function runsOf(items: readonly Checked[]): Checked[][] {
  const runs: Checked[][] = [];
  let run: Checked[] = [];
  let seen = new Set<string>();
  for (const item of items) {
    const id = `${item.type}\u0000${item.doc.key}`;
    if (seen.has(id)) {
      runs.push(run);
      run = [];
      seen = new Set();
    }
    seen.add(id);
    run.push(item);
  }
  if (run.length > 0) runs.push(run);
  return runs;
}

/** Items grouped by type, in order of first appearance. */
function byType(items: readonly Checked[]): Checked[][] {
  const groups = new Map<DocumentType, Checked[]>();
  for (const item of items) {
    const group = groups.get(item.type) ?? [];
    group.push(item);
    groups.set(item.type, group);
  }
  return [...groups.values()];
}

/**
 * Writes the accepted items of a batch: per run and type, one readMany/writeMany when the handler has them (an
 * import's speed), else one document after the other. Answers each item's outcome.
 */
async function writeAll(trx: Tx, items: readonly Checked[], actor: string, now: string, outcomes: Map<IncomingDocument, Outcome>) {
  for (const run of runsOf(items)) {
    for (const group of byType(run)) {
      const handler = group[0]!.handler;
      if (!handler.readMany || !handler.writeMany || handler.complete) {
        for (const item of group) outcomes.set(item.doc, await writeOne(trx, item, actor, now));
        continue;
      }
      const stored = await handler.readMany(trx, group.map((i) => i.doc.key));
      const changed: { key: string; data: unknown; existing: unknown }[] = [];
      for (const item of group) {
        const existing = stored.get(item.doc.key) ?? null;
        if (existing !== null && canonicalJson(existing) === canonicalJson(item.data)) {
          outcomes.set(item.doc, 'unchanged');
          continue;
        }
        changed.push({ key: item.doc.key, data: item.data, existing });
        outcomes.set(item.doc, existing === null ? 'created' : 'updated');
      }
      if (changed.length === 0) continue;
      await handler.writeMany(trx, changed);
      await recordChanges(trx, group[0]!.type, changed.map((c) => c.key), actor, now);
    }
  }
}

/** recordChange for many keys of a type (a delete and an insert per chunk instead of an upsert each). */
async function recordChanges(trx: Tx, type: DocumentType, keys: readonly string[], actor: string, now: string) {
  for (let i = 0; i < keys.length; i += 400) {
    const chunk = keys.slice(i, i + 400);
    await trx.deleteFrom('document_changes').where('type', '=', type).where('key', 'in', chunk).execute();
    await trx
      .insertInto('document_changes')
      .values(chunk.map((key) => ({ type, key, updated_at: now, updated_by: actor, deleted: 0 })))
      .execute();
  }
}

/** Schema, normal form and the handlers' checks (checkMany for a type's documents together when there is one). */
async function checkAll(docs: readonly IncomingDocument[], checkContext: CheckContext, reject: (doc: IncomingDocument, problems: DocumentProblem[]) => void) {
  const passed: Checked[] = [];
  for (const doc of docs) {
    const checked = schemaProblems(doc);
    if (Array.isArray(checked)) {
      reject(doc, checked);
      continue;
    }
    if (checked.problems.length > 0) {
      reject(doc, checked.problems);
      continue;
    }
    const handler = handlerOf(checked.type)!;
    const data = handler.normalise ? handler.normalise(doc.data, doc.key) : doc.data;
    passed.push({ doc, type: checked.type, handler, data });
  }
  const problems = new Map<IncomingDocument, DocumentProblem[]>();
  for (const group of byType(passed)) {
    const handler = group[0]!.handler;
    if (handler.checkMany) {
      const found = await handler.checkMany(checkContext, group.map((i) => ({ key: i.doc.key, data: i.data })));
      group.forEach((item, i) => problems.set(item.doc, found[i] ?? []));
    } else if (handler.check) {
      for (const item of group) problems.set(item.doc, await handler.check(checkContext, item.doc.key, item.data));
    }
  }
  const accepted: Checked[] = [];
  for (const item of passed) {
    const found = problems.get(item.doc) ?? [];
    if (found.length > 0) reject(item.doc, found.slice(0, MAX_PROBLEMS));
    else accepted.push(item);
  }
  return accepted;
}

type Outcome = 'created' | 'updated' | 'unchanged';

/** Notes the change in document_changes (GetBySearch's updatedSince feed). */
export async function recordChange(trx: Tx, type: DocumentType, key: string, actor: string, now: string, deleted: boolean) {
  await trx
    .insertInto('document_changes')
    .values({ type, key, updated_at: now, updated_by: actor, deleted: deleted ? 1 : 0 })
    .onConflict((oc) => oc.columns(['type', 'key']).doUpdateSet({ updated_at: now, updated_by: actor, deleted: deleted ? 1 : 0 }))
    .execute();
}

/**
 * Applies a batch. `actor` is who is recorded as having changed the documents. A document repeated in one batch
 * (same type and key) is applied in order: the last one wins, the earlier ones report what they did.
 */
export async function applyDocuments(
  ctx: DocumentContext,
  docs: IncomingDocument[],
  actor: string,
  options: ApplyOptions = {},
): Promise<ApplyOutcome> {
  const checkContext = { db: ctx.db, operator: options.operator === true };
  const results: DocumentResult[] = [];
  const counts = emptyCounts();
  const reject = (doc: IncomingDocument, problems: DocumentProblem[]) => {
    results.push({ index: doc.index, type: String(doc.type), key: String(doc.key), outcome: 'rejected', problems });
    counts.rejected++;
  };
  const accepted = await checkAll(docs, checkContext, reject);

  const now = new Date().toISOString();
  const outcomes = new Map<IncomingDocument, Outcome>();
  try {
    await ctx.db.transaction().execute((trx) => writeAll(trx, accepted, actor, now, outcomes));
  } catch {
    // Something the checks did not catch (a constraint, a concurrent change): one transaction per document, so only
    // the failing ones are rejected.
    outcomes.clear();
    for (const item of accepted) {
      try {
        outcomes.set(item.doc, await ctx.db.transaction().execute((trx) => writeOne(trx, item, actor, now)));
      } catch (error) {
        reject(item.doc, [{ path: '', reason: `could not be stored: ${error instanceof Error ? error.message.slice(0, 200) : 'error'}` }]);
      }
    }
  }

  const changed = new Map<DocumentType, Set<string>>();
  for (const item of accepted) {
    const outcome = outcomes.get(item.doc);
    if (!outcome) continue;
    counts[outcome]++;
    results.push({ index: item.doc.index, type: item.type, key: item.doc.key, outcome });
    if (outcome !== 'unchanged') {
      const keys = changed.get(item.type) ?? new Set<string>();
      keys.add(item.doc.key);
      changed.set(item.type, keys);
    }
  }
  for (const [type, keys] of changed) {
    const collect = options.collectChanges;
    if (!collect) {
      await handlerOf(type)!.afterChange(ctx, [...keys]);
      continue;
    }
    const all = collect.get(type) ?? new Set<string>();
    for (const key of keys) all.add(key);
    collect.set(type, all);
  }
  results.sort((a, b) => a.index - b.index);
  return { counts, results };
}
