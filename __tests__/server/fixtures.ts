/**
 * A small, hand-written data set for route tests (independent of the demo seed).
 * Area b2b with da/en/sv, pages per language, one category tree, three products, two users.
 */
import type { Db } from '../../server/db';
import { hashPassword } from '../../server/services/password';

export const FIXTURE_PASSWORD = 'secret-pass-1';

const json = (value: unknown) => JSON.stringify(value);

export async function insertFixtures(db: Db): Promise<void> {
  await db
    .insertInto('areas')
    .values({
      id: 'b2b',
      name: 'B2B',
      currency_code: 'DKK',
      default_language: 'da',
      image_prefix: 'products',
      settings: json({
        defaultFacets: [{ type: 'CheckboxOr', field: 'brand', queryField: 'brand' }],
        sortingOptions: [
          { name: 'Name', queryValue: 'name', sortings: [{ field: 'data.sortOrder', direction: 'Ascending' }] },
        ],
      }),
    })
    .execute();
  const langs = [
    { code: 'da', language_id: 'da-DK', name: 'Dansk', locale_code: 'DAN', perfion_language_id: 1, url_prefix: '', sort: 1 },
    { code: 'en', language_id: 'en-US', name: 'English', locale_code: 'EN', perfion_language_id: 2, url_prefix: '/en', sort: 2 },
    { code: 'sv', language_id: 'sv-SE', name: 'Swedish', locale_code: 'SVE', perfion_language_id: 3, url_prefix: '/sv', sort: 3 },
  ];
  await db.insertInto('languages').values(langs.map((l) => ({ ...l, area_id: 'b2b' }))).execute();
  await db
    .insertInto('area_domains')
    .values([
      { area_id: 'b2b', domain: 'localhost', language: 'da', is_primary: 1 },
      { area_id: 'b2b', domain: 'localhost', language: 'en', is_primary: 0 },
      { area_id: 'b2b', domain: 'shop.example.se', language: 'sv', is_primary: 1 },
    ])
    .execute();
  await db
    .insertInto('site_configs')
    .values([
      {
        hostname: '*',
        area_id: 'b2b',
        api_uri: '/api',
        public_api_uri: '/',
        public_cms_uri: '/',
        noindex: 1,
        title_postfix: ' | Shop',
      },
      {
        hostname: 'shop.example.se',
        area_id: 'b2b',
        api_uri: 'https://shop.example.se/api',
        public_api_uri: 'https://shop.example.se/',
        public_cms_uri: 'https://cms.example.se/',
        noindex: 0,
        title_postfix: ' | Butik',
      },
    ])
    .execute();

  const menu = (
    id: string,
    language: string,
    kind: 'primary' | 'categories' | 'secondary',
    parent: string | null,
    name: string,
    url: string,
    sort: number,
  ) => ({ id, area_id: 'b2b', language, menu: kind, parent_id: parent, name, url, external_link: null, sort });
  await db
    .insertInto('menu_items')
    .values([
      menu('m-da-tools', 'da', 'categories', null, 'Værktøj', '/vaerktoej', 1),
      menu('m-da-hammers', 'da', 'categories', 'm-da-tools', 'Hammere', '/vaerktoej/hammere', 2),
      menu('m-da-saws', 'da', 'categories', 'm-da-tools', 'Save', '/vaerktoej/save', 1),
      menu('m-da-about', 'da', 'primary', null, 'Om os', '/om-os', 1),
      menu('m-da-bonus', 'da', 'secondary', null, 'Bonus', '/bonus', 1),
      menu('m-en-tools', 'en', 'categories', null, 'Tools', '/en/tools', 1),
      menu('m-en-about', 'en', 'primary', null, 'About us', '/en/about-us', 1),
    ])
    .execute();

  type PageSeed = {
    id: string;
    group: string;
    language: string;
    type: string;
    title: string;
    url: string;
    parent?: string | null;
    properties?: object;
    content?: object[];
    status?: number;
    published?: number;
  };
  const page = (p: PageSeed) => ({
    id: p.id,
    group_id: p.group,
    area_id: 'b2b',
    language: p.language,
    parent_id: p.parent ?? null,
    type: p.type,
    template: p.type === 'frontpage' ? 'frontpage' : p.type === 'category' ? 'product-list' : 'page',
    title: p.title,
    description: `${p.title} description`,
    url: p.url,
    menu_title: p.title,
    properties: json(p.properties ?? {}),
    content: json(p.content ?? [{ id: `${p.id}-h`, type: 'header', parameters: { text: p.title } }]),
    status_code: p.status ?? 200,
    published: p.published ?? 1,
    sort: 0,
  });
  const footer = (language: string, title: string) => [
    { id: `footer-${language}-1`, type: 'footerBox', parameters: { title, lines: [{ text: 'info@example.com' }] } },
  ];
  const productTemplate = [{ id: 'pd', type: 'productDetails', parameters: {} }];
  await db
    .insertInto('pages')
    .values([
      page({ id: 'home-da', group: 'home', language: 'da', type: 'frontpage', title: 'Forside', url: '/' }),
      page({ id: 'home-en', group: 'home', language: 'en', type: 'frontpage', title: 'Home', url: '/en' }),
      page({ id: 'home-sv', group: 'home', language: 'sv', type: 'frontpage', title: 'Startsida', url: '/sv' }),
      page({ id: 'about-da', group: 'about', language: 'da', type: 'page', title: 'Om os', url: '/om-os', parent: 'home-da' }),
      page({ id: 'about-en', group: 'about', language: 'en', type: 'page', title: 'About us', url: '/en/about-us', parent: 'home-en' }),
      page({ id: 'draft-da', group: 'draft', language: 'da', type: 'page', title: 'Kladde', url: '/kladde', published: 0 }),
      page({ id: 'gone-da', group: 'gone', language: 'da', type: 'page', title: 'Væk', url: '/vaek', status: 410 }),
      page({ id: 'footer-da', group: 'footer', language: 'da', type: 'footer', title: 'Footer', url: '/__footer', content: footer('da', 'Kontakt') }),
      page({ id: 'footer-en', group: 'footer', language: 'en', type: 'footer', title: 'Footer', url: '/en/__footer', content: footer('en', 'Contact') }),
      page({ id: 'product-da', group: 'product', language: 'da', type: 'product', title: 'Produkt', url: '/__product', content: productTemplate }),
      page({ id: 'product-en', group: 'product', language: 'en', type: 'product', title: 'Product', url: '/en/__product', content: productTemplate }),
      page({ id: 'cat-tools-da', group: 'cat-tools', language: 'da', type: 'category', title: 'Værktøj', url: '/vaerktoej', properties: { categoryId: 'C1' } }),
      page({ id: 'cat-tools-en', group: 'cat-tools', language: 'en', type: 'category', title: 'Tools', url: '/en/tools', properties: { categoryId: 'C1' } }),
      page({ id: 'cat-hammers-da', group: 'cat-hammers', language: 'da', type: 'category', title: 'Hammere', url: '/vaerktoej/hammere', parent: 'cat-tools-da', properties: { categoryId: 'C11' } }),
      page({ id: 'cat-hammers-en', group: 'cat-hammers', language: 'en', type: 'category', title: 'Hammers', url: '/en/tools/hammers', parent: 'cat-tools-en', properties: { categoryId: 'C11' } }),
      page({ id: 'cat-saws-da', group: 'cat-saws', language: 'da', type: 'category', title: 'Save', url: '/vaerktoej/save', parent: 'cat-tools-da', properties: { categoryId: 'C12' } }),
    ])
    .execute();

  await db
    .insertInto('translations')
    .values([
      { area_id: 'b2b', language: 'da', key: 'cart.title', value: 'Kurv' },
      { area_id: 'b2b', language: 'da', key: 'spec.material', value: 'Materiale' },
      { area_id: 'b2b', language: 'en', key: 'cart.title', value: 'Cart' },
      { area_id: 'b2b', language: 'en', key: 'spec.material', value: 'Material' },
      { area_id: 'b2b', language: 'sv', key: 'cart.title', value: 'Varukorg' },
    ])
    .execute();

  await db.insertInto('brands').values([{ id: 1, name: 'Bahco' }, { id: 2, name: 'Stanley' }]).execute();
  await db
    .insertInto('categories')
    .values([
      { id: 'C1', parent_id: null, level: 1, sort: 1 },
      { id: 'C11', parent_id: 'C1', level: 2, sort: 1 },
      { id: 'C111', parent_id: 'C11', level: 3, sort: 1 },
      { id: 'C12', parent_id: 'C1', level: 2, sort: 2 },
      { id: 'C121', parent_id: 'C12', level: 3, sort: 1 },
    ])
    .execute();
  const catText = (id: string, language: string, name: string) => ({
    category_id: id,
    language,
    name,
    slug: name.toLowerCase(),
    description: '',
  });
  await db
    .insertInto('category_texts')
    .values([
      catText('C1', 'da', 'Værktøj'), catText('C1', 'en', 'Tools'),
      catText('C11', 'da', 'Hammere'), catText('C11', 'en', 'Hammers'),
      catText('C111', 'da', 'Klohammere'), catText('C111', 'en', 'Claw hammers'),
      catText('C12', 'da', 'Save'), catText('C12', 'en', 'Saws'),
      catText('C121', 'da', 'Håndsave'), catText('C121', 'en', 'Hand saws'),
    ])
    .execute();

  const now = new Date().toISOString();
  await db
    .insertInto('products')
    .values([
      { id: '1001', parent_id: null, brand_id: 1, category_id: 'C111', sort_order: 1, ean: '5701234000011', created_at: now },
      { id: '1002', parent_id: null, brand_id: 2, category_id: 'C111', sort_order: 2, ean: null, created_at: now },
      { id: '2001', parent_id: null, brand_id: 1, category_id: 'C121', sort_order: 3, ean: null, created_at: now },
    ])
    .execute();
  const text = (id: string, language: string, name: string, slug: string) => ({
    product_id: id,
    language,
    name,
    short_description: `${name} short`,
    description: `${name} long`,
    slug,
  });
  await db
    .insertInto('product_texts')
    .values([
      text('1001', 'da', 'Klohammer 500 g', 'klohammer-500-g-1001'),
      text('1001', 'en', 'Claw hammer 500 g', 'claw-hammer-500-g-1001'),
      text('1002', 'da', 'Klohammer 700 g', 'klohammer-700-g-1002'),
      text('2001', 'da', 'Håndsav 550 mm', 'haandsav-550-mm-2001'),
    ])
    .execute();
  await db
    .insertInto('product_variants')
    .values([
      { id: '1001-S', product_id: '1001', name: 'Small', sort: 2 },
      { id: '1001-L', product_id: '1001', name: 'Large', sort: 1 },
    ])
    .execute();
  await db
    .insertInto('product_units')
    .values([
      { product_id: '1001', unit_id: 'STK', factor: 1, is_default: 1, sort: 1 },
      { product_id: '1001', unit_id: 'KRT', factor: 10, is_default: 0, sort: 2 },
      { product_id: '1002', unit_id: 'STK', factor: 1, is_default: 1, sort: 1 },
      { product_id: '2001', unit_id: 'STK', factor: 1, is_default: 1, sort: 1 },
    ])
    .execute();
  await db
    .insertInto('product_specs')
    .values([
      { product_id: '1001', key: 'material', language: '', value: 'steel', num_value: null },
      { product_id: '1001', key: 'material', language: 'da', value: 'stål', num_value: null },
      { product_id: '1001', key: 'weightG', language: '', value: '500', num_value: 500 },
    ])
    .execute();
  await db
    .insertInto('product_media')
    .values([
      { product_id: '1001', sort: 2, type: 'image', path: 'products/1001-b.svg', alt: 'Back' },
      { product_id: '1001', sort: 1, type: 'image', path: 'products/1001.svg', alt: 'Front' },
    ])
    .execute();
  const price = (product: string, unit: string, currency: string, min: number, minor: number, before: number | null = null) => ({
    product_id: product,
    variant_id: '',
    unit_id: unit,
    currency_code: currency,
    min_quantity: min,
    price: minor,
    before_price: before,
  });
  await db
    .insertInto('prices')
    .values([
      price('1001', 'STK', 'DKK', 1, 12950, 14900),
      price('1001', 'STK', 'DKK', 10, 11900),
      price('1001', 'KRT', 'DKK', 1, 119000),
      price('1001', 'STK', 'EUR', 1, 1735),
      price('1002', 'STK', 'DKK', 1, 15900),
      price('2001', 'STK', 'DKK', 1, 24900),
    ])
    .execute();

  await db
    .insertInto('customers')
    .values({
      customer_number: '10001',
      area_id: 'b2b',
      name: 'Byg & Bolig ApS',
      currency_code: 'DKK',
      price_group: 'A',
      vat_number: 'DK12345678',
      email: 'kunde@example.com',
      phone: '',
      language: 'da',
      created_at: now,
    })
    .execute();
  const hash = await hashPassword(FIXTURE_PASSWORD);
  const past = new Date(Date.now() - 3600_000).toISOString();
  await db
    .insertInto('users')
    .values([
      {
        id: 'u-customer',
        username: 'kunde@example.com',
        password_hash: hash,
        name: 'Karen Kunde',
        roles: json(['customer']),
        customer_number: '10001',
        area_id: 'b2b',
        language: 'da',
        active: 1,
        created_at: past,
        password_changed_at: past,
      },
      {
        id: 'u-inactive',
        username: 'gone@example.com',
        password_hash: hash,
        name: 'Gone User',
        roles: json(['customer']),
        customer_number: '10001',
        area_id: 'b2b',
        language: 'da',
        active: 0,
        created_at: past,
        password_changed_at: past,
      },
      {
        id: 'u-sales',
        username: 'salg@example.com',
        password_hash: hash,
        name: 'Sune Salg',
        roles: json(['impersonation']),
        customer_number: null,
        area_id: 'b2b',
        language: 'en',
        active: 1,
        created_at: past,
        password_changed_at: past,
      },
    ])
    .execute();
}
