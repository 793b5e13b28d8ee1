/**
 * Prepared statements reused per SQL text on SQLite (server/db/index.ts withStatementCache): the same statement for
 * the same text, least recently used ones dropped beyond the limit, and answers that stay right through writes and
 * a schema change.
 */
import Database from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { withStatementCache } from '../../server/db';

describe('the SQLite statement cache', () => {
  it('gives the same statement for the same SQL and drops the least recently used beyond its size', () => {
    const sqlite = new Database(':memory:');
    const db = withStatementCache(sqlite, 2);
    const a = db.prepare('select 1');
    expect(db.prepare('select 1')).toBe(a);
    const b = db.prepare('select 2');
    expect(db.prepare('select 1')).toBe(a); // a is now the most recent
    db.prepare('select 3'); // drops b
    expect(db.prepare('select 1')).toBe(a);
    expect(db.prepare('select 2')).not.toBe(b);
    db.close();
  });

  it('answers stay right through writes and a schema change', async () => {
    const sqlite = new Database(':memory:');
    const db = new Kysely<{ t: { x: number; y?: string | null } }>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
    await sql`create table t (x integer)`.execute(db);
    const all = () => db.selectFrom('t').selectAll().orderBy('x').execute();
    expect(await all()).toEqual([]);
    await db.insertInto('t').values({ x: 1 }).execute();
    await db.insertInto('t').values({ x: 2 }).execute();
    expect(await all()).toEqual([{ x: 1 }, { x: 2 }]);
    await sql`alter table t add column y text`.execute(db);
    expect(await all()).toEqual([{ x: 1, y: null }, { x: 2, y: null }]);
    await db.updateTable('t').set({ y: 'b' }).where('x', '=', 2).execute();
    expect(await db.selectFrom('t').select('y').where('x', '=', 2).executeTakeFirst()).toEqual({ y: 'b' });
    await db.destroy();
  });
});
