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
import type { ApplyOptions, DocumentContext, DocumentHandler, Tx } from './types';

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
  if (existing !== null && canonicalJson(existing) === canonicalJson(item.data)) return 'unchanged';
  await item.handler.write(trx, item.doc.key, item.data, existing);
  await recordChange(trx, item.type, item.doc.key, actor, now, false);
  return existing === null ? 'created' : 'updated';
}

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
  const accepted: Checked[] = [];
  const reject = (doc: IncomingDocument, problems: DocumentProblem[]) => {
    results.push({ index: doc.index, type: String(doc.type), key: String(doc.key), outcome: 'rejected', problems });
    counts.rejected++;
  };
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
    const problems = handler.check ? await handler.check(checkContext, doc.key, data) : [];
    if (problems.length > 0) reject(doc, problems.slice(0, MAX_PROBLEMS));
    else accepted.push({ doc, type: checked.type, handler, data });
  }

  const now = new Date().toISOString();
  const outcomes = new Map<IncomingDocument, 'created' | 'updated' | 'unchanged'>();
  try {
    await ctx.db.transaction().execute(async (trx) => {
      for (const item of accepted) outcomes.set(item.doc, await writeOne(trx, item, actor, now));
    });
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
  for (const [type, keys] of changed) await handlerOf(type)!.afterChange(ctx, [...keys]);
  results.sort((a, b) => a.index - b.index);
  return { counts, results };
}
