import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema (Kysely's advice) */
/**
 * Issue 18: the back office's record of document changes. The shop's own tables hold the documents' content; this
 * table says which (type, key) was last changed through the back office (Update, Import, DeleteByKey, the CLI),
 * when and by whom, and whether it was deleted: GetBySearch's `updatedSince` feed reads it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('document_changes')
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('document_changes_pk', ['type', 'key'])
    .execute();
  await db.schema.createIndex('document_changes_by_time').on('document_changes').columns(['type', 'updated_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('document_changes').execute();
}
