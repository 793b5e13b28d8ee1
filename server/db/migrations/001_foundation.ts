import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are written against an untyped schema (Kysely's advice) */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('areas')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('currency_code', 'text', (c) => c.notNull())
    .addColumn('default_language', 'text', (c) => c.notNull())
    .addColumn('image_prefix', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('settings', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();

  await db.schema
    .createTable('area_domains')
    .addColumn('area_id', 'text', (c) => c.notNull().references('areas.id'))
    .addColumn('domain', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('is_primary', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('area_domains_pk', ['domain', 'language'])
    .execute();

  await db.schema
    .createTable('languages')
    .addColumn('area_id', 'text', (c) => c.notNull().references('areas.id'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('language_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('locale_code', 'text', (c) => c.notNull())
    .addColumn('perfion_language_id', 'integer', (c) => c.notNull())
    .addColumn('url_prefix', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('languages_pk', ['area_id', 'code'])
    .execute();

  await db.schema
    .createTable('site_configs')
    .addColumn('hostname', 'text', (c) => c.primaryKey())
    .addColumn('area_id', 'text', (c) => c.notNull().references('areas.id'))
    .addColumn('api_uri', 'text', (c) => c.notNull())
    .addColumn('public_api_uri', 'text', (c) => c.notNull())
    .addColumn('public_cms_uri', 'text', (c) => c.notNull())
    .addColumn('noindex', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('title_postfix', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('menu_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('area_id', 'text', (c) => c.notNull().references('areas.id'))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('menu', 'text', (c) => c.notNull())
    .addColumn('parent_id', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('external_link', 'text')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('menu_items_lookup').on('menu_items').columns(['area_id', 'language', 'menu']).execute();

  await db.schema
    .createTable('pages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('group_id', 'text', (c) => c.notNull())
    .addColumn('area_id', 'text', (c) => c.notNull().references('areas.id'))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('parent_id', 'text')
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('template', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('menu_title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('properties', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('content', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('status_code', 'integer', (c) => c.notNull().defaultTo(200))
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('pages_url_unique', ['area_id', 'language', 'url'])
    .execute();
  await db.schema.createIndex('pages_group').on('pages').columns(['group_id', 'language']).execute();
  await db.schema.createIndex('pages_type').on('pages').columns(['area_id', 'language', 'type']).execute();

  await db.schema
    .createTable('translations')
    .addColumn('area_id', 'text', (c) => c.notNull().references('areas.id'))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('translations_pk', ['area_id', 'language', 'key'])
    .execute();

  await db.schema
    .createTable('brands')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('categories')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('parent_id', 'text')
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('category_texts')
    .addColumn('category_id', 'text', (c) => c.notNull().references('categories.id'))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('category_texts_pk', ['category_id', 'language'])
    .execute();

  await db.schema
    .createTable('products')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('parent_id', 'text')
    .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id'))
    .addColumn('category_id', 'text', (c) => c.notNull().references('categories.id'))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ean', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('products_category').on('products').column('category_id').execute();

  await db.schema
    .createTable('product_texts')
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id'))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('short_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('slug', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_texts_pk', ['product_id', 'language'])
    .execute();
  await db.schema.createIndex('product_texts_slug').on('product_texts').columns(['language', 'slug']).execute();

  await db.schema
    .createTable('product_variants')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('product_variants_product').on('product_variants').column('product_id').execute();

  await db.schema
    .createTable('product_units')
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id'))
    .addColumn('unit_id', 'text', (c) => c.notNull())
    .addColumn('factor', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('product_units_pk', ['product_id', 'unit_id'])
    .execute();

  await db.schema
    .createTable('product_specs')
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('num_value', 'double precision')
    .addPrimaryKeyConstraint('product_specs_pk', ['product_id', 'key', 'language'])
    .execute();

  await db.schema
    .createTable('product_media')
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('type', 'text', (c) => c.notNull().defaultTo('image'))
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('alt', 'text', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('product_media_pk', ['product_id', 'sort'])
    .execute();

  await db.schema
    .createTable('prices')
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id'))
    .addColumn('variant_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('unit_id', 'text', (c) => c.notNull())
    .addColumn('currency_code', 'text', (c) => c.notNull())
    .addColumn('min_quantity', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('before_price', 'integer')
    .addPrimaryKeyConstraint('prices_pk', ['product_id', 'variant_id', 'unit_id', 'currency_code', 'min_quantity'])
    .execute();

  await db.schema
    .createTable('customers')
    .addColumn('customer_number', 'text', (c) => c.primaryKey())
    .addColumn('area_id', 'text', (c) => c.notNull().references('areas.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('currency_code', 'text', (c) => c.notNull())
    .addColumn('price_group', 'text', (c) => c.notNull())
    .addColumn('vat_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('price_group_discounts')
    .addColumn('price_group', 'text', (c) => c.notNull())
    .addColumn('brand_id', 'integer')
    .addColumn('category_id', 'text')
    .addColumn('discount_percent', 'double precision', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('price_group_discounts_group').on('price_group_discounts').column('price_group').execute();

  await db.schema
    .createTable('addresses')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_number', 'text', (c) => c.notNull().references('customers.customer_number'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('company', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address1', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address2', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('zip', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('city', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('country', 'text', (c) => c.notNull().defaultTo('DK'))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('extra_info', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute();
  await db.schema.createIndex('addresses_customer').on('addresses').column('customer_number').execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('roles', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('customer_number', 'text', (c) => c.references('customers.customer_number'))
    .addColumn('area_id', 'text', (c) => c.notNull().references('areas.id'))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('password_changed_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sales_rep_customers')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('customer_number', 'text', (c) => c.notNull().references('customers.customer_number'))
    .addPrimaryKeyConstraint('sales_rep_customers_pk', ['user_id', 'customer_number'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  const tables = [
    'sales_rep_customers', 'users', 'addresses', 'price_group_discounts', 'customers', 'prices',
    'product_media', 'product_specs', 'product_units', 'product_variants', 'product_texts', 'products',
    'category_texts', 'categories', 'brands', 'translations', 'pages', 'menu_items', 'site_configs',
    'languages', 'area_domains', 'areas',
  ];
  for (const t of tables) await db.schema.dropTable(t).ifExists().execute();
}
