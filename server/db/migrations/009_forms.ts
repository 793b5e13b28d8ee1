import { PostgresAdapter, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema (Kysely's advice) */
/**
 * Forms (docs/forms-api.md):
 * - forms: the content-managed definitions per area and form key — steps and fields with texts per language
 *   (JSON, server/services/forms/definition.ts checks it) and the e-mail address submissions are mailed to.
 * - form_submissions: what was sent (the values with their labels as shown, JSON), when, in which language, from
 *   which page, by which customer/user when logged in, and whether the mail went out (mail_status pending → sent |
 *   failed, mail_error). No foreign key to forms: a submission outlives changes to its definition.
 * - form_submission_files: attachments of a submission, stored in the database (bytea / blob).
 * Timestamps ISO-8601 TEXT in UTC.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  await db.schema
    .createTable('forms')
    .addColumn('area_id', 'text', (c) => c.notNull().references('areas.id').onDelete('cascade'))
    .addColumn('form_key', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('definition', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('forms_pk', ['area_id', 'form_key'])
    .execute();

  await db.schema
    .createTable('form_submissions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('area_id', 'text', (c) => c.notNull())
    .addColumn('form_key', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('page_url', 'text')
    .addColumn('customer_number', 'text')
    .addColumn('user_id', 'text')
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('values', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('mail_status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('mail_error', 'text')
    .addColumn('mailed_at', 'text')
    .execute();
  await db.schema
    .createIndex('form_submissions_form_created')
    .on('form_submissions')
    .columns(['area_id', 'form_key', 'created_at'])
    .execute();

  await db.schema
    .createTable('form_submission_files')
    .addColumn('submission_id', 'text', (c) => c.notNull().references('form_submissions.id').onDelete('cascade'))
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('data', postgres ? 'bytea' : 'blob', (c) => c.notNull())
    .addPrimaryKeyConstraint('form_submission_files_pk', ['submission_id', 'field', 'position'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('form_submission_files').execute();
  await db.schema.dropTable('form_submissions').execute();
  await db.schema.dropTable('forms').execute();
}
