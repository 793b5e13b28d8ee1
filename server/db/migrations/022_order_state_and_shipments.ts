import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema (Kysely's advice) */
/**
 * Issue 18, orders back from the ERP (docs/erp-orders.md):
 * - order_state_changes: every change of an order's transfer status made through the back office
 *   (Order/UpdateOrderState): from, to, the ERP's order number if given, who (the caller's label) and when.
 * - orders.erp_order_number: the ERP's own number of the order (null until the ERP tells it).
 * - shipping_methods.track_and_trace: the method's tracking link template (SPEC §3 trackAndTrace), with
 *   `{trackingNumber}` where the shipment's tracking number goes; '' = the carrier has no tracking page.
 * - shipments / shipment_lines: the `shipment` documents (key = the shipment number): the order they ship, the
 *   customer (copied from the order: every customer-centre read is scoped by it), carrier, tracking, date, lines.
 * - invoices.source_document / credit_memos.source_document: the `invoice` / `creditMemo` document as the ERP sent it
 *   (normal form, JSON): GetBySearch answers it and a second send compares equal ('unchanged'); null for documents
 *   the shop made itself (the demo seed).
 * Timestamps ISO-8601 TEXT in UTC; dates 'YYYY-MM-DD'.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('order_state_changes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('from_status', 'text', (c) => c.notNull())
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('erp_order_number', 'text')
    .addColumn('message', 'text')
    .addColumn('changed_by', 'text', (c) => c.notNull())
    .addColumn('changed_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_state_changes_order').on('order_state_changes').columns(['order_id', 'changed_at']).execute();
  await db.schema.alterTable('orders').addColumn('erp_order_number', 'text').execute();
  await db.schema
    .alterTable('shipping_methods')
    .addColumn('track_and_trace', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createTable('shipments')
    .addColumn('shipment_number', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('customer_number', 'text', (c) => c.notNull())
    .addColumn('shipping_method_id', 'text')
    .addColumn('carrier', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('tracking_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('tracking_url', 'text')
    .addColumn('shipped_date', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('shipments_customer_order').on('shipments').columns(['customer_number', 'order_id']).execute();
  await db.schema.createIndex('shipments_order').on('shipments').column('order_id').execute();
  await db.schema
    .createTable('shipment_lines')
    .addColumn('shipment_number', 'text', (c) => c.notNull().references('shipments.shipment_number').onDelete('cascade'))
    .addColumn('line_no', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('variant_id', 'text')
    .addColumn('text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('quantity', 'double precision', (c) => c.notNull())
    .addPrimaryKeyConstraint('shipment_lines_pk', ['shipment_number', 'line_no'])
    .execute();
  await db.schema.alterTable('invoices').addColumn('source_document', 'text').execute();
  await db.schema.alterTable('credit_memos').addColumn('source_document', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('credit_memos').dropColumn('source_document').execute();
  await db.schema.alterTable('invoices').dropColumn('source_document').execute();
  await db.schema.dropTable('shipment_lines').execute();
  await db.schema.dropTable('shipments').execute();
  await db.schema.alterTable('shipping_methods').dropColumn('track_and_trace').execute();
  await db.schema.alterTable('orders').dropColumn('erp_order_number').execute();
  await db.schema.dropTable('order_state_changes').execute();
}
