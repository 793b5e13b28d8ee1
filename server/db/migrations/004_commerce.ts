import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema (Kysely's advice) */
/**
 * Cart, order, shipping and payment methods, product fees (docs/commerce-api.md). Money is integer minor units;
 * JSON documents are TEXT; timestamps ISO-8601 TEXT in UTC.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // A customer may be limited to card payments ('card_only'); 'invoice' = invoice and card.
  await db.schema
    .alterTable('customers')
    .addColumn('payment_terms', 'text', (c) => c.notNull().defaultTo('invoice'))
    .execute();

  await db.schema
    .createTable('carts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('area_id', 'text', (c) => c.notNull())
    .addColumn('customer_number', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('currency_code', 'text', (c) => c.notNull())
    .addColumn('language_code', 'text', (c) => c.notNull())
    .addColumn('lines', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('data', 'text', (c) => c.notNull().defaultTo('{}'))
    // Bumped by every save; order creation checks it did not change while the cart was being priced.
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('carts_owner_updated')
    .on('carts')
    .columns(['customer_number', 'user_id', 'status', 'updated_at'])
    .execute();
  await db.schema.createIndex('carts_updated').on('carts').column('updated_at').execute();

  await db.schema
    .createTable('shipping_methods')
    .addColumn('area_id', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('country_code', 'text', (c) => c.notNull())
    .addColumn('currency_code', 'text', (c) => c.notNull())
    .addColumn('fee', 'integer', (c) => c.notNull())
    // Goods total (minor units, excl. VAT) from which the freight is free; null = never.
    .addColumn('free_above', 'integer')
    // JSON { da, en, sv, nb, fi }
    .addColumn('names', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addPrimaryKeyConstraint('shipping_methods_pk', ['area_id', 'country_code', 'id', 'currency_code'])
    .execute();

  await db.schema
    .createTable('payment_methods')
    .addColumn('area_id', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('currency_code', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull()) // 'invoice' | 'card'
    .addColumn('gateway_unique_id', 'text', (c) => c.notNull())
    .addColumn('fee', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('names', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addPrimaryKeyConstraint('payment_methods_pk', ['area_id', 'currency_code', 'id'])
    .execute();

  await db.schema
    .createTable('product_fees')
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id'))
    .addColumn('fee_type', 'text', (c) => c.notNull()) // 'weefee' | 'packagingFee' | 'chemicalsFee'
    .addColumn('currency_code', 'text', (c) => c.notNull())
    // Per base unit (factor 1), minor units, excl. VAT.
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_fees_pk', ['product_id', 'currency_code', 'fee_type'])
    .execute();

  await db.schema
    .createTable('order_counters')
    .addColumn('area_id', 'text', (c) => c.primaryKey())
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('area_id', 'text', (c) => c.notNull())
    .addColumn('order_number', 'text', (c) => c.notNull())
    .addColumn('cart_id', 'text', (c) => c.notNull())
    .addColumn('customer_number', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('language_code', 'text', (c) => c.notNull())
    .addColumn('currency_code', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('payment_status', 'text')
    // VAT rate of every line, basis points (2500 = 25 %, 2550 = 25.5 %).
    .addColumn('vat_rate_bp', 'integer', (c) => c.notNull())
    // Amounts excl. VAT in minor units; the VAT is stored next to the totals.
    .addColumn('total_net', 'integer', (c) => c.notNull())
    .addColumn('total_net_vat', 'integer', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('total_vat', 'integer', (c) => c.notNull())
    .addColumn('discount', 'integer', (c) => c.notNull())
    .addColumn('freight', 'integer', (c) => c.notNull())
    .addColumn('payment_fee', 'integer', (c) => c.notNull())
    .addColumn('shipping_method_id', 'text')
    .addColumn('payment_method_id', 'text')
    .addColumn('expected_delivery_date', 'text', (c) => c.notNull())
    .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('reference', 'text', (c) => c.notNull().defaultTo(''))
    // JSON: { billingAddress, shippingAddress, shippingMethod, paymentMethod }
    .addColumn('data', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('transfer_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_transfer_at', 'text')
    .addColumn('transfer_error', 'text')
    .addColumn('transferred_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('orders_cart_unique', ['cart_id'])
    .addUniqueConstraint('orders_number_unique', ['area_id', 'order_number'])
    .execute();
  await db.schema.createIndex('orders_customer_created').on('orders').columns(['customer_number', 'created_at']).execute();
  await db.schema.createIndex('orders_transfer_due').on('orders').columns(['status', 'next_transfer_at']).execute();

  await db.schema
    .createTable('order_lines')
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
    .addColumn('line_no', 'integer', (c) => c.notNull())
    .addColumn('line_id', 'text', (c) => c.notNull()) // '' for generated lines without an id
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('parent_id', 'text')
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('quantity', 'double precision', (c) => c.notNull())
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('variant_id', 'text')
    .addColumn('unit_id', 'text', (c) => c.notNull())
    // Excl. VAT, minor units; the VAT follows from orders.vat_rate_bp.
    .addColumn('unit_price', 'integer', (c) => c.notNull())
    .addColumn('line_price', 'integer', (c) => c.notNull())
    .addColumn('net_unit_price', 'integer', (c) => c.notNull())
    .addColumn('net_line_price', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_lines_pk', ['order_id', 'line_no'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['order_lines', 'orders', 'order_counters', 'product_fees', 'payment_methods', 'shipping_methods', 'carts']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
  await db.schema.alterTable('customers').dropColumn('payment_terms').execute();
}
