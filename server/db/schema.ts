/**
 * Table types for Kysely. The same schema serves SQLite and PostgreSQL:
 * - JSON is stored as TEXT (serialised by the services), booleans as INTEGER 0/1;
 * - money is INTEGER minor units (øre/öre/cent), never floating point;
 * - timestamps are ISO-8601 TEXT in UTC.
 */
import type { Generated, Selectable } from 'kysely';

export interface AreaTable {
  id: string; // 'b2b'
  name: string;
  currency_code: string; // default currency, 'DKK'
  default_language: string; // 'da'
  image_prefix: string; // base path of product images under /images
  /** JSON: { defaultFacets: Facet[], sortingOptions: SortingOption[] } */
  settings: string;
}

export interface AreaDomainTable {
  area_id: string;
  domain: string; // host name, e.g. 'localhost'
  language: string; // language code 'da'
  is_primary: number;
}

export interface LanguageTable {
  area_id: string;
  code: string; // 'da'
  language_id: string; // 'da-DK'
  name: string; // 'Dansk'
  locale_code: string; // 'DAN'
  perfion_language_id: number;
  url_prefix: string; // '' for da, '/en', '/sv', '/nb', '/fi'
  sort: number;
}

export interface SiteConfigTable {
  hostname: string; // '*' is the fallback for any host
  area_id: string;
  api_uri: string;
  public_api_uri: string;
  public_cms_uri: string;
  noindex: number;
  title_postfix: string;
}

export interface MenuItemTable {
  id: string;
  area_id: string;
  language: string;
  menu: 'primary' | 'categories' | 'secondary';
  parent_id: string | null;
  name: string;
  url: string;
  external_link: string | null;
  sort: number;
}

export interface PageTable {
  id: string;
  /** Same value for the language versions of one page (drives the language switcher). */
  group_id: string;
  area_id: string;
  language: string;
  parent_id: string | null;
  /** 'frontpage' | 'page' | 'category' | 'product' (the template for product pages) | 'footer' */
  type: string;
  template: string; // lookup template: page, frontpage, product-list, …
  title: string;
  description: string;
  url: string; // full path including the language prefix, e.g. '/en/tools'
  menu_title: string;
  /** JSON object: free properties, e.g. { categoryId } for category pages */
  properties: string;
  /** JSON array of blocks: { type, parameters, children? } */
  content: string;
  status_code: number;
  published: number;
  sort: number;
}

export interface TranslationTable {
  area_id: string;
  language: string;
  key: string;
  value: string;
}

export interface BrandTable {
  id: number;
  name: string;
}

export interface CategoryTable {
  id: string;
  parent_id: string | null;
  level: number; // 1..3
  sort: number;
}

export interface CategoryTextTable {
  category_id: string;
  language: string;
  name: string;
  slug: string;
  description: string;
}

export interface ProductTable {
  id: string; // product number
  parent_id: string | null;
  brand_id: number;
  category_id: string; // leaf category (level 3)
  sort_order: number;
  ean: string | null;
  created_at: string;
}

export interface ProductTextTable {
  product_id: string;
  language: string;
  name: string;
  short_description: string;
  description: string;
  slug: string;
}

export interface ProductVariantTable {
  id: string; // variant number
  product_id: string;
  name: string;
  sort: number;
}

export interface ProductUnitTable {
  product_id: string;
  unit_id: string; // STK, PK, KRT, M, KG, L
  factor: number; // base units per unit
  is_default: number;
  sort: number;
  /** 1: quantities may have decimals (sold by measure: metres, kilograms, litres); 0 (default): whole numbers. Migration 013. */
  allows_decimals: Generated<number>;
}

export interface ProductSpecTable {
  product_id: string;
  key: string; // e.g. 'brand', 'material', 'lengthMm'
  /** '' for language-neutral values, else a language code */
  language: string;
  value: string;
  num_value: number | null;
}

export interface ProductMediaTable {
  product_id: string;
  sort: number;
  type: string; // 'image'
  path: string; // relative to DATA_DIR/media
  alt: string;
}

export interface PriceTable {
  product_id: string;
  variant_id: string; // '' when the price is for all variants
  unit_id: string;
  currency_code: string;
  min_quantity: number; // tier start (1 = base price)
  price: number; // minor units
  before_price: number | null; // minor units, a struck-through previous price
}

export interface CustomerTable {
  customer_number: string;
  area_id: string;
  name: string;
  currency_code: string;
  price_group: string; // discount group, e.g. 'A'
  vat_number: string;
  email: string;
  phone: string;
  language: string;
  created_at: string;
  /** 'invoice' (invoice and card) or 'card_only' (migration 004) */
  payment_terms: Generated<string>;
  /** Net days of payment on invoice (migration 017; default 30) */
  payment_days: Generated<number>;
  /** 1 (default) or 0: an inactive customer's users cannot log in, and their tokens are refused (migration 021) */
  active: Generated<number>;
}

/** A customer price group's name (migration 021); its discounts are in price_group_discounts. */
export interface PriceGroupTable {
  id: string;
  name: string;
}

export interface PriceGroupDiscountTable {
  price_group: string;
  /** null = all brands */
  brand_id: number | null;
  /** null = all categories; matches a category at any level */
  category_id: string | null;
  discount_percent: number; // e.g. 12.5
}

export interface AddressTable {
  id: string;
  customer_number: string;
  type: 'billing' | 'shipping';
  company: string;
  name: string;
  address1: string;
  address2: string;
  zip: string;
  city: string;
  country: string; // ISO 3166-1 alpha-2
  email: string;
  phone: string;
  is_default: number;
  /** JSON object */
  extra_info: string;
}

export interface UserTable {
  id: string;
  username: string; // lower-case e-mail
  password_hash: string; // scrypt$N$r$p$salt$hash
  name: string;
  /** JSON array of role names: 'customer', 'impersonation', 'admin' */
  roles: string;
  customer_number: string | null;
  area_id: string;
  language: string;
  active: number;
  created_at: string;
  /** when the password was last set */
  password_changed_at: string;
  /** part of the security stamp in tokens; bumped to end all sessions (migration 003) */
  session_epoch: Generated<number>;
  /** The role in the customer company (migration 026): 'admin' | 'buyer' | 'requester' | 'viewer'; null = no customer (a customer user with null is a buyer). */
  company_role: string | null;
  /** The last successful login (migration 026). */
  last_login_at: string | null;
  /** Spending limits (migration 029), minor units excl. VAT in the customer's currency; null = none. */
  order_limit: Generated<number | string | null>;
  monthly_limit: Generated<number | string | null>;
}

/** An order placed as PendingApproval (migration 029): why, and once decided who approved or rejected it. */
export interface OrderApprovalTable {
  order_id: string;
  customer_number: string;
  user_id: string;
  /** 'requester' | 'orderLimit' | 'monthlyLimit' */
  reason: string;
  /** The limit exceeded (null for a requester), the order's amount and the month's spending before it (minor units excl. VAT). */
  limit_amount: number | string | null;
  order_amount: number | string;
  month_spent: number | string;
  currency_code: string;
  /** 'waiting' | 'approved' | 'rejected' */
  state: string;
  requested_at: string;
  decided_at: string | null;
  decided_by_user_id: string | null;
  decided_by_name: string | null;
  rejection_reason: string | null;
}

/** Append-only record of company changes (migration 026; triggers refuse UPDATE and DELETE). */
export interface CompanyAuditTable {
  id: string;
  customer_number: string;
  at: string;
  actor_user_id: string | null;
  actor_name: string;
  /** 'invite' | 'role' | 'deactivate' | 'reactivate' */
  action: string;
  target_user_id: string | null;
  target_name: string;
  target_username: string;
  /** JSON of what changed, before and after (null when nothing was there) */
  before: string | null;
  after: string | null;
}

export interface SalesRepCustomerTable {
  user_id: string;
  customer_number: string;
  /** A random id per assignment, drawn by the database on insert (migration 014): impersonation tokens carry it. */
  assignment_id: Generated<string>;
}

/** A stored cart (migration 004): product lines and checkout data as JSON, owned by customer and user. */
export interface CartTable {
  id: string; // the client's random cartId
  area_id: string;
  customer_number: string;
  user_id: string;
  status: 'open' | 'ordered';
  currency_code: string;
  language_code: string;
  /** JSON array of product lines: { id, parentId, text, quantity, productKey } */
  lines: string;
  /** JSON: { billingAddress, shippingAddress, comment, reference, expectedDeliveryDate, shippingMethod, paymentMethod } */
  data: string;
  version: Generated<number>;
  created_at: string;
  updated_at: string;
  /** migration 030: the accepted quote the cart was made from (its lines priced at the quoted prices), else null */
  quote_id: Generated<string | null>;
}

export interface ShippingMethodTable {
  area_id: string;
  id: string; // internalId, e.g. 'gls'
  country_code: string;
  currency_code: string;
  fee: number; // minor units, excl. VAT
  /** goods total (minor units, excl. VAT) from which the freight is free; null = never */
  free_above: number | null;
  /** JSON { da, en, sv, nb, fi } */
  names: string;
  sort: number;
  active: number;
  /** migration 022: tracking link template with `{trackingNumber}` (SPEC §3 trackAndTrace); '' = none */
  track_and_trace: Generated<string>;
}

export interface PaymentMethodTable {
  area_id: string;
  id: string; // internalId: 'invoice' | 'card'
  currency_code: string;
  kind: 'invoice' | 'card';
  gateway_unique_id: string;
  fee: number; // minor units, excl. VAT
  names: string;
  sort: number;
  active: number;
}

export interface ProductFeeTable {
  product_id: string;
  fee_type: 'weefee' | 'packagingFee' | 'chemicalsFee';
  currency_code: string;
  /** per base unit (unit factor 1), minor units, excl. VAT */
  amount: number;
}

export interface OrderCounterTable {
  area_id: string;
  last_number: number;
}

export interface OrderTable {
  id: string;
  area_id: string;
  order_number: string;
  /** The cart the order was made from; '<cartId>#rejected-<orderId>' once the order is Rejected (migration 006) */
  cart_id: string;
  /** migration 006: the cart a Rejected order was made from (null: cart_id is that cart) */
  source_cart_id: string | null;
  customer_number: string;
  user_id: string;
  created_by: string;
  language_code: string;
  currency_code: string;
  /** OrderTransferStatus */
  status: string;
  /** PaymentStatus of card orders; null for invoice orders */
  payment_status: string | null;
  vat_rate_bp: number;
  /** minor units excl. VAT, and the VAT of the two totals */
  total_net: number;
  total_net_vat: number;
  total: number;
  total_vat: number;
  discount: number;
  freight: number;
  payment_fee: number;
  shipping_method_id: string | null;
  payment_method_id: string | null;
  expected_delivery_date: string;
  comment: string;
  reference: string;
  /** JSON: { billingAddress, shippingAddress, shippingMethod, paymentMethod } */
  data: string;
  /** migration 017: the terms the order was placed on ('net14' with 14 days; 'card' with 0); null before */
  payment_terms: string | null;
  payment_days: number | null;
  /** migration 017: who placed it — the user's name, and the sales rep acting for the user (null: the user) */
  placed_by_name: string | null;
  rep_user_id: string | null;
  rep_name: string | null;
  transfer_attempts: number;
  next_transfer_at: string | null;
  transfer_error: string | null;
  transferred_at: string | null;
  created_at: string;
  updated_at: string;
  /** migration 022: the ERP's own number of the order (Order/UpdateOrderState); null until the ERP tells it */
  erp_order_number: Generated<string | null>;
  /** migration 028: the sales rep's impersonation session the order was placed in (null: the user placed it) */
  impersonation_session_id: Generated<string | null>;
  /** migration 030: the quote the order was placed at (null: none) */
  quote_id: Generated<string | null>;
}

export interface OrderLineTable {
  order_id: string;
  line_no: number;
  line_id: string;
  type: 'product' | 'generated';
  parent_id: string | null;
  text: string;
  quantity: number;
  product_id: string;
  variant_id: string | null;
  unit_id: string;
  /** minor units excl. VAT */
  unit_price: number;
  line_price: number;
  net_unit_price: number;
  net_line_price: number;
}

/** The shop's record of a card payment at a provider (migration 005). */
export interface PaymentTable {
  id: string; // unguessable paymentId ('pay_…')
  order_id: string;
  area_id: string;
  cart_id: string;
  customer_number: string;
  provider: string; // 'sandbox'
  provider_payment_id: string;
  redirect_link: string; // the provider's hosted page
  amount_minor: number;
  currency_code: string;
  /** PaymentStatus: pending | succeeded | declined | failed | canceled */
  status: string;
  failure_reason: string | null;
  return_origin: string;
  language_code: string;
  created_at: string;
  updated_at: string;
}

/** A processed webhook event (migration 005): one row per provider and event id. */
export interface PaymentEventTable {
  provider: string;
  event_id: string;
  type: string;
  payment_id: string;
  received_at: string;
}

/** State of the built-in sandbox provider (migration 005): the provider's data, not the shop's. */
export interface SandboxPaymentTable {
  provider_payment_id: string;
  reference: string;
  merchant_name: string;
  language_code: string;
  amount_minor: number;
  currency_code: string;
  status: string;
  attempts: Generated<number>;
  return_url: string;
  webhook_url: string;
  webhook_status: number | null;
  created_at: string;
  updated_at: string;
}

/** A password-recovery token (migration 008): only its SHA-256 is stored. */
export interface PasswordResetTokenTable {
  token_hash: string; // sha256 hex of the token
  user_id: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A named favourite list of a user (and the user's customer) (migration 008). */
export interface FavoriteListTable {
  id: string;
  user_id: string;
  customer_number: string;
  name: string;
  /** trimmed, lower-cased name: unique per user and customer */
  name_key: string;
  created_at: string;
  updated_at: string;
  /** Migration 027: 'none' | 'read' | 'write' — shared with the colleagues (same customer number). */
  sharing: Generated<string>;
}

/** A saved cart (migration 027): product lines as JSON (carts.lines' shape), owned by user and customer. */
export interface SavedCartTable {
  id: string;
  user_id: string;
  customer_number: string;
  name: string;
  /** trimmed, lower-cased name: unique per user and customer */
  name_key: string;
  /** 1 = colleagues of the same customer may see and restore it */
  shared: Generated<number>;
  lines: string;
  created_at: string;
  updated_at: string;
}

export interface FavoriteListLineTable {
  list_id: string;
  product_id: string;
  variant_id: string; // '' = no variant
  unit_id: string;
  quantity: number | null;
  sort: number;
  added_at: string;
}

/** Document number counters (migration 007): one row per area and kind ('invoice' | 'creditMemo'). */
export interface DocumentCounterTable {
  area_id: string;
  kind: string;
  last_number: number;
}

/** An invoice (migration 007; docs/customer-centre-api.md). Amounts minor units excl. VAT, one VAT rate. */
export interface InvoiceTable {
  id: string;
  area_id: string;
  customer_number: string;
  invoice_number: string;
  invoice_date: string; // 'YYYY-MM-DD'
  due_date: string; // 'YYYY-MM-DD'
  /** 'open' | 'paid' | 'overdue' */
  status: string;
  paid_at: string | null;
  currency_code: string;
  language_code: string;
  vat_rate_bp: number;
  payment_terms: string; // 'net30', 'card', …
  payment_days: number;
  total_net: number;
  total_vat: number;
  billing_address: string; // JSON Address
  shipping_address: string; // JSON Address
  reference: string;
  comment: string;
  /** lower-cased words the invoice is found by */
  search_text: string;
  created_at: string;
  updated_at: string;
  /** migration 022: the `invoice` document as the ERP sent it (JSON, normal form); null for the shop's own */
  source_document: Generated<string | null>;
}

/** A line of an invoice or credit memo (migration 007): minor units excl. VAT, after discounts. */
export interface DocumentLineColumns {
  line_no: number;
  type: 'product' | 'generated';
  product_id: string;
  variant_id: string | null;
  unit_id: string;
  text: string;
  quantity: number;
  unit_price: number;
  amount: number;
  order_id: string | null;
  order_number: string | null;
}

export interface InvoiceLineTable extends DocumentLineColumns {
  invoice_id: string;
}

export interface InvoiceOrderTable {
  invoice_id: string;
  order_id: string;
  customer_number: string;
}

export interface CreditMemoTable {
  id: string;
  area_id: string;
  customer_number: string;
  credit_memo_number: string;
  credit_memo_date: string; // 'YYYY-MM-DD'
  invoice_id: string;
  /** 'return' | 'priceCorrection' | 'other' */
  reason: string;
  currency_code: string;
  language_code: string;
  vat_rate_bp: number;
  total_net: number; // credited, positive
  total_vat: number;
  billing_address: string;
  reference: string;
  comment: string;
  search_text: string;
  created_at: string;
  /** migration 022: the `creditMemo` document as the ERP sent it (JSON, normal form); null for the shop's own */
  source_document: Generated<string | null>;
}

export interface CreditMemoLineTable extends DocumentLineColumns {
  credit_memo_id: string;
}

/** The free-text index of an order (migration 007), written by server/services/customerCenter. */
export interface OrderSearchTable {
  order_id: string;
  customer_number: string;
  created_at: string;
  search_text: string;
}

/** A form definition (migration 009; docs/forms-api.md): steps and fields as JSON, texts per language. */
export interface FormTable {
  area_id: string;
  form_key: string;
  /** The e-mail address submissions are mailed to (never served to the storefront). */
  recipient: string;
  /** JSON: server/services/forms/definition.ts StoredFormDefinition */
  definition: string;
  updated_at: string;
}

/** A received form (migration 009). */
export interface FormSubmissionTable {
  id: string;
  area_id: string;
  form_key: string;
  language: string;
  page_url: string | null;
  customer_number: string | null;
  user_id: string | null;
  recipient: string;
  /** JSON: [{ name, label, value }] with the labels as the sender saw them */
  values: string;
  created_at: string;
  mail_status: Generated<string>; // 'pending' | 'sent' | 'failed'
  mail_error: string | null;
  mailed_at: string | null;
}

/** An attachment of a received form (migration 009). */
export interface FormSubmissionFileTable {
  submission_id: string;
  field: string;
  position: number;
  file_name: string;
  content_type: string;
  size: number;
  data: Buffer;
}

/** A mail to send or sent (migration 011; server/services/mailOutbox.ts). */
export interface MailOutboxTable {
  id: string;
  /** 'form', 'password-recovery', … (the outbox file name's tag; the kind's hooks) */
  kind: string;
  /** unique per cause, e.g. 'form:<submissionId>' */
  dedupe_key: string;
  /** what the kind's hooks need, e.g. the submission id (form) or the user id (password-recovery) */
  ref: string | null;
  recipient: string;
  reply_to: string | null;
  subject: string;
  /** the bodies and inline attachments (JSON) while the mail may still be sent; null once it is done */
  body_text: string | null;
  body_html: string | null;
  attachments: string | null;
  status: Generated<string>; // 'pending' | 'sent' | 'failed' | 'expired' | 'cancelled'
  attempts: Generated<number>;
  /** due time; while claimed, the end of the worker's lease */
  next_attempt_at: string;
  /** not sent by then → expired (a recovery mail's link dies with its token) */
  expires_at: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
  sent_at: string | null;
}

/** A back-office key of a machine (migration 018). */
export interface IntegrationKeyTable {
  id: string;
  name: string;
  /** SHA-256 (hex) of the secret part of the key. */
  secret_hash: string;
  /** JSON array of BackofficeScope */
  scopes: string;
  created_at: string;
  /** Who created it: 'cli' or an admin's user id. */
  created_by: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

/** Issue 18: one row per cache kind; each invalidation adds one to its generation (server/services/cacheSync.ts). */
export interface CacheGenerationTable {
  kind: string;
  generation: number;
  updated_at: string;
}

/** The last back-office change of a document (migration 019). */
export interface DocumentChangeTable {
  type: string;
  key: string;
  updated_at: string;
  /** The caller's label: 'key <id> (<name>)', 'user <username>' or 'cli'. */
  updated_by: string;
  deleted: Generated<number>;
}

/** Stock from the ERP per product (variant_id '') or variant and warehouse (migration 024, docs/stock.md). */
export interface StockLevelTable {
  product_id: string;
  variant_id: string;
  warehouse: string;
  /** Base units available now. */
  available: number;
  /** 'YYYY-MM-DD' of the next inbound delivery, with its quantity; both null when none is planned. */
  inbound_date: string | null;
  inbound_quantity: number | null;
}

/** A change of an order's transfer status through the back office (migration 022; docs/erp-orders.md). */
export interface OrderStateChangeTable {
  id: string;
  order_id: string;
  from_status: string;
  to_status: string;
  erp_order_number: string | null;
  message: string | null;
  /** The caller's label: 'key <id> (<name>)', 'user <username>' or 'cli'. */
  changed_by: string;
  changed_at: string;
}

/** A `shipment` document (migration 022): key = shipment_number; customer_number copied from the order. */
export interface ShipmentTable {
  shipment_number: string;
  order_id: string;
  customer_number: string;
  /** The shipping method (internalId) whose trackAndTrace template makes the link; null = none named. */
  shipping_method_id: string | null;
  /** The carrier's name as the ERP gave it ('' = the shipping method's name). */
  carrier: string;
  tracking_number: string;
  /** A tracking link the ERP gave itself (wins over the method's template); null = from the template. */
  tracking_url: string | null;
  shipped_date: string; // 'YYYY-MM-DD'
  created_at: string;
  updated_at: string;
}

export interface ShipmentLineTable {
  shipment_number: string;
  line_no: number;
  product_id: string;
  variant_id: string | null;
  text: string;
  quantity: number;
}

/** A product changed (migration 020): the feed that patches every instance's search index. '*' = the whole catalogue. */
export interface CatalogueChangeTable {
  id: string;
  product_id: string;
  /** ISO time of the change (the writer's clock). */
  changed_at: string;
}

/** The catalogue's version (migration 025): one row, id 1; +1 with every catalogue change. */
export interface CatalogueVersionTable {
  id: number;
  /** Random id of this database (made by the migration). */
  epoch: string;
  /** bigint: PostgreSQL answers it as a string. */
  version: number | string;
  updated_at: string;
}

export interface Database {
  areas: AreaTable;
  area_domains: AreaDomainTable;
  languages: LanguageTable;
  site_configs: SiteConfigTable;
  menu_items: MenuItemTable;
  pages: PageTable;
  translations: TranslationTable;
  brands: BrandTable;
  categories: CategoryTable;
  category_texts: CategoryTextTable;
  products: ProductTable;
  product_texts: ProductTextTable;
  product_variants: ProductVariantTable;
  product_units: ProductUnitTable;
  product_specs: ProductSpecTable;
  product_media: ProductMediaTable;
  prices: PriceTable;
  customers: CustomerTable;
  price_group_discounts: PriceGroupDiscountTable;
  price_groups: PriceGroupTable;
  addresses: AddressTable;
  users: UserTable;
  sales_rep_customers: SalesRepCustomerTable;
  carts: CartTable;
  shipping_methods: ShippingMethodTable;
  payment_methods: PaymentMethodTable;
  product_fees: ProductFeeTable;
  order_counters: OrderCounterTable;
  orders: OrderTable;
  order_lines: OrderLineTable;
  payments: PaymentTable;
  payment_events: PaymentEventTable;
  sandbox_payments: SandboxPaymentTable;
  document_counters: DocumentCounterTable;
  invoices: InvoiceTable;
  invoice_lines: InvoiceLineTable;
  invoice_orders: InvoiceOrderTable;
  credit_memos: CreditMemoTable;
  credit_memo_lines: CreditMemoLineTable;
  order_search: OrderSearchTable;
  password_reset_tokens: PasswordResetTokenTable;
  favorite_lists: FavoriteListTable;
  favorite_list_lines: FavoriteListLineTable;
  saved_carts: SavedCartTable;
  forms: FormTable;
  form_submissions: FormSubmissionTable;
  form_submission_files: FormSubmissionFileTable;
  mail_outbox: MailOutboxTable;
  integration_keys: IntegrationKeyTable;
  document_changes: DocumentChangeTable;
  cache_generations: CacheGenerationTable;
  stock_levels: StockLevelTable;
  order_state_changes: OrderStateChangeTable;
  shipments: ShipmentTable;
  shipment_lines: ShipmentLineTable;
  catalogue_changes: CatalogueChangeTable;
  catalogue_version: CatalogueVersionTable;
  company_audit: CompanyAuditTable;
  order_approvals: OrderApprovalTable;
  impersonation_sessions: ImpersonationSessionTable;
  quotes: QuoteTable;
  quote_lines: QuoteLineTable;
}

/** migration 028: one time a sales rep acted for a customer user (the customer's ledger, issue 20) */
export interface ImpersonationSessionTable {
  id: string;
  rep_user_id: string;
  rep_name: string;
  user_id: string;
  user_name: string;
  customer_number: string;
  ip: string | null;
  started_at: string;
  last_seen_at: string;
  ended_at: string | null;
  /** 'stopped' | 'switched' | 'expired' (ImpersonationEndReason); null while open */
  end_reason: string | null;
}

/** migration 030: a customer user's request for a quote (issue 20; docs/quotes.md) */
export interface QuoteTable {
  id: string;
  /** shown as 'Q-' + the number */
  quote_number: number;
  customer_number: string;
  area_id: string;
  /** the customer user who requested it, and their name then */
  requested_by: string;
  requested_by_name: string;
  /** 'requested' | 'answered' | 'accepted' | 'declined' | 'ordered' (QuoteStatus; 'expired' is derived) */
  status: string;
  message: string;
  currency_code: string;
  requested_at: string;
  /** when the rep answered or declined, who (user id and name) and the rep's message */
  answered_at: string | null;
  answered_by: string | null;
  answered_by_name: string | null;
  rep_message: string | null;
  /** 'YYYY-MM-DD': the last day the answer may be accepted and ordered */
  valid_until: string | null;
  accepted_at: string | null;
  /** the cart the accepted quote became, and the order placed at it */
  cart_id: string | null;
  order_id: string | null;
}

/** migration 030: a product line of a quote; prices in minor units excl. VAT */
export interface QuoteLineTable {
  quote_id: string;
  line_no: number;
  product_id: string;
  unit_id: string;
  /** '' for the product itself */
  variant_id: string;
  text: string;
  quantity: number;
  /** the customer's unit price when the quote was requested (null when it had none) */
  list_unit_price: number | null;
  /** the rep's price (null until answered) */
  quoted_unit_price: number | null;
}

export type User = Selectable<UserTable>;
export type { Generated };
