import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema (Kysely's advice) */
/**
 * The mail outbox (server/services/mailOutbox.ts; README 'Mail'): every mail the shop sends is a row, inserted in the
 * transaction of what causes it (a form submission, a reset token), and sent by the worker of any instance.
 * - dedupe_key: unique per cause ('form:<submissionId>', 'password-recovery:<tokenHash>'): a cause is queued once.
 * - status: pending → sent | failed (attempts used up) | expired (not sent before expires_at) | cancelled.
 * - next_attempt_at: when a pending mail is due; while a worker sends it, the end of that worker's lease (claimed
 *   with a compare-and-swap on it, so two instances never send one row at the same time).
 * - body_text / body_html / attachments: only kept while the mail may still be sent (cleared once sent, expired or
 *   cancelled — a recovery mail holds a live link). ref: what the kind's hooks need (e.g. the submission id whose
 *   files are attached and whose mail_status follows the mail).
 * Timestamps ISO-8601 TEXT in UTC.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('dedupe_key', 'text', (c) => c.notNull().unique())
    .addColumn('ref', 'text')
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('reply_to', 'text')
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body_text', 'text')
    .addColumn('body_html', 'text')
    .addColumn('attachments', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema.createIndex('mail_outbox_due').on('mail_outbox').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('mail_outbox_kind_ref').on('mail_outbox').columns(['kind', 'ref']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('mail_outbox').execute();
}
