/**
 * `import FILE [--type TYPE] [--format F] [--dry-run]` and `export TYPE [--prefix P]`: documents in and out through
 * the same checks and handlers as the back-office API (Document/Update), as the operator (who may give the admin role).
 * Progress on stderr; the summary (counts, and each rejected document with its line number and reasons) on stdout;
 * exit code 1 when a document was rejected. A dry run applies everything inside one transaction and rolls it back:
 * every check runs, the summary is what a real import would say, and nothing stays stored.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { DOCUMENT_TYPES, type DocumentResult, type DocumentType } from '../../../contract/documents';
import type { Db } from '../../db';
import { applyDocuments, emptyCounts, type IncomingDocument } from '../../services/documents/apply';
import { handlerOf } from '../../services/documents/handlers';
import type { DocumentContext } from '../../services/documents/types';
import { ImportFileError, IMPORT_FORMATS, openImportSource } from '../importFile';
import { UsageError, type AdminCommand, type AdminContext, type Writer } from '../command';
import { MemoryCache } from '../../services/cache';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/** Documents applied per transaction (and per progress line). */
export const IMPORT_BATCH = 500;
/** Who the document feed names for changes made with the CLI. */
export const CLI_ACTOR = 'cli';

export function parse(args: string[], options: NonNullable<ParseArgsConfig['options']> = {}) {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

export function documentType(value: string | undefined, what = 'type'): DocumentType {
  if (!value || !(DOCUMENT_TYPES as readonly string[]).includes(value)) {
    throw new UsageError(`Name a document ${what}: ${DOCUMENT_TYPES.join(', ')}`);
  }
  if (!handlerOf(value as DocumentType)) throw new UsageError(`The shop does not take ${value} documents yet`);
  return value as DocumentType;
}

/**
 * The document services' context for the CLI: its database and the admin context's cache (Redis with REDIS_URL;
 * either way its invalidations are recorded for the running servers, which drop their copies within
 * CACHE_SYNC_INTERVAL_MS — server/services/cacheSync.ts).
 */
export async function withDocumentContext<T>(ctx: AdminContext, run: (docs: DocumentContext) => Promise<T>): Promise<T> {
  return run({ db: ctx.db, cache: ctx.cache(), config: { publicUrl: ctx.config.publicUrl } });
}

class DryRunRollback extends Error {}

/**
 * The transaction `trx` as a database whose own transactions are savepoints inside it (Kysely has no nested
 * transactions): code that opens transactions (applyDocuments) runs unchanged within the dry run's one.
 */
function nestedTransactions(trx: Transaction<Database>): Db {
  let n = 0;
  const savepoints = {
    execute: async <R>(fn: (t: Transaction<Database>) => Promise<R>): Promise<R> => {
      const name = sql.raw(`dry_run_${++n}`);
      await sql`savepoint ${name}`.execute(trx);
      try {
        const result = await fn(trx);
        await sql`release savepoint ${name}`.execute(trx);
        return result;
      } catch (error) {
        await sql`rollback to savepoint ${name}`.execute(trx);
        throw error;
      }
    },
  };
  // A Proxy, not a subclass: Kysely's classes keep their state in private fields, so methods run on the real object.
  return new Proxy(trx, {
    get(target, prop) {
      if (prop === 'transaction') return () => savepoints;
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  }) as unknown as Db; // the same query builder; only transaction() differs (savepoints)
}

function formatSeconds(s: number): string {
  return s >= 90 ? `${Math.round(s / 60)} min` : `${Math.max(0, Math.round(s))} s`;
}

function progressLine(done: number, fraction: number, total: number | null, started: number): string {
  const elapsed = (Date.now() - started) / 1000;
  const rate = elapsed > 0 ? done / elapsed : 0;
  const left = fraction > 0 && fraction < 1 ? (elapsed / fraction) * (1 - fraction) : 0;
  const of = total === null ? '' : `/${total}`;
  return `${done}${of} documents (${Math.floor(fraction * 100)} %), ${Math.round(rate)}/s, about ${formatSeconds(left)} left`;
}

interface ImportOptions {
  type?: DocumentType;
  format?: string;
  dryRun: boolean;
}

async function importInto(docs: DocumentContext, file: string, options: ImportOptions, err: Writer) {
  const source = await openImportSource(file, { ...(options.type ? { type: options.type } : {}), ...(options.format ? { format: options.format } : {}) });
  const counts = emptyCounts();
  const results: DocumentResult[] = [];
  const started = Date.now();
  const tty = (err as { isTTY?: boolean }).isTTY === true;
  let done = 0;
  let batch: IncomingDocument[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const outcome = await applyDocuments(docs, batch, CLI_ACTOR, { operator: true });
    for (const key of Object.keys(counts) as (keyof typeof counts)[]) counts[key] += outcome.counts[key];
    results.push(...outcome.results.filter((r) => r.outcome === 'rejected'));
    done += batch.length;
    batch = [];
    err.write(`${tty ? '\r' : ''}${progressLine(done, source.done(), source.total, started)}${tty ? '' : '\n'}`);
  };
  for await (const item of source.items) {
    if ('bad' in item) {
      counts.rejected++;
      results.push({ ...item.bad, outcome: 'rejected', problems: [{ path: '', reason: item.bad.reason }] });
      continue;
    }
    // As Document/Import does: a batch ends where the type changes, so what a file lists first (the area, a brand,
    // a category) is stored before the documents that name it are checked.
    if (batch.length > 0 && batch[batch.length - 1]!.type !== item.doc.type) await flush();
    batch.push(item.doc);
    if (batch.length >= IMPORT_BATCH) await flush();
  }
  await flush();
  if (tty) err.write('\n');
  return { counts, rejected: results.sort((a, b) => a.index - b.index), seconds: (Date.now() - started) / 1000 };
}

const importCommand: AdminCommand = {
  name: 'import',
  usage: 'FILE [--type TYPE] [--format F] [--dry-run]',
  summary: `import documents (F: ${IMPORT_FORMATS.join(', ')}; docs/going-live.md); --dry-run stores nothing`,
  async run(ctx, args) {
    const { values, positionals } = parse(args, { type: { type: 'string' }, format: { type: 'string' }, 'dry-run': { type: 'boolean' } });
    const file = positionals[0];
    if (!file || positionals.length > 1) throw new UsageError('Name one file to import.');
    const options: ImportOptions = {
      ...(values.type !== undefined ? { type: documentType(values.type as string) } : {}),
      ...(values.format !== undefined ? { format: values.format as string } : {}),
      dryRun: values['dry-run'] === true,
    };
    const summary = await withDocumentContext(ctx, async (docs) => {
      try {
        if (!options.dryRun) return await importInto(docs, file, options, ctx.err);
        let result: Awaited<ReturnType<typeof importInto>> | undefined;
        await ctx.db
          .transaction()
          .execute(async (trx) => {
            // A throwaway cache: nothing is stored, so nothing may be invalidated — and the shared cache records its
            // invalidations through the database, which (SQLite: one connection) waits for this transaction.
            const dry = { ...docs, db: nestedTransactions(trx), cache: new MemoryCache() };
            result = await importInto(dry, file, options, ctx.err);
            throw new DryRunRollback();
          })
          .catch((error: unknown) => {
            if (!(error instanceof DryRunRollback)) throw error;
          });
        return result!;
      } catch (error) {
        if (error instanceof ImportFileError) throw new UsageError(error.message);
        throw error;
      }
    });
    const { created, updated, unchanged, rejected } = summary.counts;
    ctx.out.write(
      `${options.dryRun ? 'Dry run (nothing was stored): would have ' : ''}created ${created}, updated ${updated}, unchanged ${unchanged}, rejected ${rejected} in ${summary.seconds.toFixed(1)} s\n`,
    );
    for (const r of summary.rejected) {
      const reasons = (r.problems ?? []).map((p) => (p.path ? `${p.path}: ${p.reason}` : p.reason)).join('; ');
      ctx.out.write(`line ${r.index}: ${r.type || '?'} ${r.key ? `"${r.key}" ` : ''}rejected: ${reasons}\n`);
    }
    return rejected > 0 ? 1 : 0;
  },
};

const exportCommand: AdminCommand = {
  name: 'export',
  usage: 'TYPE [--prefix KEY]',
  summary: 'every document of a type as NDJSON on stdout (import takes it back unchanged)',
  async run(ctx, args) {
    const { values, positionals } = parse(args, { prefix: { type: 'string' } });
    if (positionals.length !== 1) throw new UsageError('Name one document type.');
    const type = documentType(positionals[0]);
    const handler = handlerOf(type)!;
    const take = 500;
    let written = 0;
    for (let skip = 0; ; skip += take) {
      const { keys } = await handler.search(ctx.db, { keyPrefix: values.prefix as string | undefined, words: [], skip, take });
      for (const key of keys) {
        const data = await handler.read(ctx.db, key);
        if (data === null) continue;
        ctx.out.write(`${JSON.stringify({ type, key, data })}\n`);
        written++;
      }
      if (keys.length < take) break;
    }
    ctx.err.write(`Exported ${written} ${type} document${written === 1 ? '' : 's'}.\n`);
    return 0;
  },
};

export const documentCommands: AdminCommand[] = [importCommand, exportCommand];
