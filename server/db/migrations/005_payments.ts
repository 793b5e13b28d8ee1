import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema (Kysely's advice) */
/**
 * Card payments (docs/commerce-api.md 'Payments'):
 * - payments: the shop's record of a payment at a provider (amount in minor units); its id is the unguessable
 *   paymentId of the return URLs. At most one pending payment per order (partial unique index).
 * - payment_events: every webhook event id processed, per provider (the primary key makes a replay a no-op).
 * - sandbox_payments: the state of the built-in sandbox provider. It plays an external provider, so its data is
 *   kept apart from ours and only reached through the PaymentProvider interface.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
    .addColumn('area_id', 'text', (c) => c.notNull())
    .addColumn('cart_id', 'text', (c) => c.notNull())
    .addColumn('customer_number', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_payment_id', 'text', (c) => c.notNull())
    .addColumn('redirect_link', 'text', (c) => c.notNull())
    .addColumn('amount_minor', 'integer', (c) => c.notNull())
    .addColumn('currency_code', 'text', (c) => c.notNull())
    // pending | succeeded | declined | failed | canceled
    .addColumn('status', 'text', (c) => c.notNull())
    // Why a payment failed on our side (e.g. 'amount_mismatch'); null otherwise.
    .addColumn('failure_reason', 'text')
    // The storefront origin the customer returns to, and the language of the return pages.
    .addColumn('return_origin', 'text', (c) => c.notNull())
    .addColumn('language_code', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('payments_provider_unique', ['provider', 'provider_payment_id'])
    .execute();
  await db.schema.createIndex('payments_order').on('payments').columns(['order_id', 'created_at']).execute();
  await db.schema
    .createIndex('payments_one_pending')
    .unique()
    .on('payments')
    .column('order_id')
    .where(sql.ref('status'), '=', 'pending')
    .execute();

  await db.schema
    .createTable('payment_events')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('payment_id', 'text', (c) => c.notNull().references('payments.id'))
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('payment_events_pk', ['provider', 'event_id'])
    .execute();

  await db.schema
    .createTable('sandbox_payments')
    .addColumn('provider_payment_id', 'text', (c) => c.primaryKey())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('merchant_name', 'text', (c) => c.notNull())
    .addColumn('language_code', 'text', (c) => c.notNull())
    .addColumn('amount_minor', 'integer', (c) => c.notNull())
    .addColumn('currency_code', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    // Card submissions on the hosted page.
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('return_url', 'text', (c) => c.notNull())
    .addColumn('webhook_url', 'text', (c) => c.notNull())
    // HTTP status of the last webhook delivery (null: none yet).
    .addColumn('webhook_status', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['sandbox_payments', 'payment_events', 'payments']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
