/**
 * Wire types of the shop's HTTP API (SPEC §3 and §7): the contract between the storefront and server/.
 * The server imports these as types only. Field names follow the spec exactly.
 */

export type LanguageCode = 'da' | 'en' | 'sv' | 'nb' | 'fi';

/** SPEC §3 Area info. languageCode is the short code ('da'); the server also accepts 'da-DK'. */
export interface AreaInfo {
  areaId: string;
  currencyCode: string;
  languageCode: string;
}

/** SPEC §3 Language entry. */
export interface LanguageEntry {
  code: LanguageCode;
  languageId: string; // 'da-DK'
  name: string; // 'Dansk'
  areaId: string;
  /** Locale code of the PIM: DAN, EN, SVE, NOR, FIN. */
  localeCode: string;
  perfionLanguageId: number;
  /** '' for Danish, '/en', '/sv', '/nb', '/fi'. */
  urlPrefix: string;
}

export type MenuKind = 'primary' | 'categories' | 'secondary';

/** SPEC §3 Menu item (a tree: children are menu items too). */
export interface MenuItem {
  id: string;
  name: string;
  url: string;
  externalLink: string | null;
  parentId: string | null;
  menus: MenuKind[];
  children: MenuItem[];
}

export interface AreaDomain {
  domain: string;
  language: LanguageCode;
  isPrimary: boolean;
}

/** SPEC §3 Area settings, the reply of GetAreaById / GetAreaByDomain. */
export interface AreaSettings {
  area: {
    id: string;
    name: string;
    currencyCode: string;
    defaultLanguage: LanguageCode;
    /** VAT rate (%) of the area's default country: prices shown incl. VAT to visitors not logged in (25). */
    vatPercentage?: number;
  };
  domains: AreaDomain[];
  languages: LanguageEntry[];
  /** Footer blocks in the requested language. */
  footerContent: Block[];
  defaultFacets: Facet[];
  sortingOptions: SortingOption[];
  /** Base path (under the media root) of product images. */
  imagePrefix: string;
  menus: Record<MenuKind, MenuItem[]>;
}

/** SPEC §3 Site configuration (GET /api/Site/GetSiteConfiguration?Host=&Locale=). */
export interface SiteConfiguration {
  hostname: string;
  areaId: string;
  apiUri: string;
  publicApiUri: string;
  publicCmsUri: string;
  noindex: boolean;
  titlePostfix: string;
}

export type BlockType =
  | 'banner'
  | 'card'
  | 'header'
  | 'callToAction'
  | 'forms'
  | 'footerBox'
  | 'textBox'
  | 'textEditor'
  | 'accordion'
  | 'productDetails'
  | 'productList'
  | 'picture'
  | 'section'
  | 'row'
  | 'iframe'
  | 'groupedContent'
  | 'slider'
  | 'icon';

export interface Link {
  url: string;
  label: string;
}

/**
 * A content block. parameters by type (all strings are already in the page's language):
 * - section: { background?: 'none' | 'light' | 'primary'; fullWidth?: boolean } — children are rows or blocks
 * - row: { widths?: number[] } (12-column grid, one entry per child) — children are the columns' blocks
 * - header: { text: string; level?: 1 | 2 | 3; subtitle?: string }
 * - textBox: { title?: string; text: string; link?: Link } — text is plain, blank lines separate paragraphs
 * - textEditor: { html: string } — CMS rich text, sanitised by the server (server/services/richText.ts)
 * - banner: { title: string; subtitle?: string; imagePath: string; link?: Link; height?: 'small' | 'medium' | 'large' }
 * - picture: { imagePath: string; alt: string; caption?: string; link?: Link }
 * - card: { title: string; text: string; imagePath?: string; link?: Link } — or { elementId: string } (a card of
 *   that page, GetElementById; its own fields win)
 * - callToAction: { title: string; text?: string; button: Link }
 * - footerBox: { title: string; lines: { text: string; url?: string }[] }
 * - accordion: { items: { title: string; html: string }[] } — html as in textEditor
 * - iframe: { src: string; title: string; height?: number }
 * - groupedContent: { title?: string; elements?: { ids?: string[]; search?: { type?, parentId?, text? };
 *   lookupTemplate?; take?; sort?: 'sort' | 'title'; view?: 'cards' | 'links' | 'salesPersons'; readMore?: 'link' |
 *   'modal' } } — children; elements lists other content (docs/content-api.md)
 * - any Link's url may be 'modal:<key>': a button opening that modal content (GetModalRequest)
 * - slider: { intervalMs?: number } — children are slides
 * - icon: { name: string; text: string }
 * - productList: ProductListParameters
 * - productDetails: {} — renders the page's product (contentType 'product')
 * - forms: { formKey: string; steps: unknown[] } (the forms issue defines steps)
 * imagePath is a path under the media root (DATA_DIR/media), e.g. 'content/banner-tools.svg'.
 */
export interface Block {
  id: string;
  type: BlockType;
  parameters: Record<string, unknown>;
  children?: Block[];
}

export interface ProductListParameters {
  /** Search container key; default 'products'. */
  listReference?: string;
  pageSize?: number;
  lookupTemplate?: string;
  facets?: Facet[];
  sortingOptions?: SortingOption[];
  /** Fixed filters of this list, e.g. the category of a category page. */
  search?: SearchFilter;
  title?: string;
}

/** SPEC §3 Page. url is the full path including the language prefix. */
export interface Page {
  id: string;
  parentId: string | null;
  type: string; // 'frontpage' | 'page' | 'category' | 'product'
  title: string;
  description: string;
  url: string;
  menuTitle: string;
  properties: Record<string, unknown>;
  /** The same page in every language that has it: language code → url. */
  urls: Partial<Record<LanguageCode, string>>;
  content: Block[];
}

export type ContentType = 'product' | 'category' | 'other';

/** SPEC §3 Content response. statusCode 404 with content null when nothing lives at the URL. */
export interface ContentResponse {
  contentType: ContentType;
  content: Page | null;
  statusCode: number;
  /** For contentType 'product': the product shown by the page. */
  product?: Product;
}

export interface TokenResponse {
  token: string;
  tokenType: 'Bearer';
  expiresAt: string; // ISO-8601
}

export interface LoginRequest {
  username: string;
  password: string;
}

/** SPEC §3 User, the reply of GetUser. */
export interface User {
  name: string;
  roles: string[];
  customerNumber: string | null;
  extraInfo: {
    impersonatorName?: string | null;
    username?: string;
    customerName?: string;
    /** The customer's currency (SPEC §3 Customer.currencyCode). */
    currencyCode?: string;
    /**
     * The VAT rate (%, e.g. 25.5) the cart and the invoice charge the customer: that of the country of the default
     * billing address (docs/account-api.md GetUser). Prices shown incl. VAT use it. With the customer fields only.
     */
    vatPercentage?: number;
    language?: string;
  };
}

/** SPEC §3 Facet. */
export type FacetType = 'CheckboxAnd' | 'CheckboxOr' | 'Slider';
export interface Facet {
  type: FacetType;
  field: string; // e.g. 'brand', 'specs.material', 'price'
  queryField: string; // the URL query parameter, e.g. 'brand'
  label?: string;
}

export interface Sorting {
  field: string; // e.g. 'data.sortOrder', 'name', 'price', '_score'
  direction: 'Ascending' | 'Descending';
}

/** SPEC §3 Sorting option. Options with a '_score' sorting rank by relevance. */
export interface SortingOption {
  name: string;
  queryValue: string;
  sortings: Sorting[];
}

export interface SearchFilter {
  categoryId?: string;
  brandId?: number;
  productIds?: string[];
  /** Only products on a campaign (a before price in the price currency). */
  onOffer?: boolean;
  /** Products related to this product id (ranked by relatedness: the score); the product pages fill it in. */
  relatedTo?: string;
}

/**
 * Search query tree (body.search of GetProductsBySearch).
 * { freeText?, filter?, facets: { [field]: string[] | { min?: number; max?: number } } }
 */
export interface SearchQuery {
  freeText?: string;
  filter?: SearchFilter;
  facets?: Record<string, string[] | { min?: number; max?: number }>;
}

export interface ProductSearchRequest {
  area: AreaInfo;
  facets: Facet[];
  skip: number;
  take: number;
  search: SearchQuery;
  lookupTemplate?: string;
  sorting: Sorting[];
}

export interface FacetOption {
  key: string;
  count: number;
  min?: number;
  max?: number;
  label?: string;
}

export interface ProductSearchResponse {
  itemsTotal: number;
  items: { item: Product; score: number }[];
  /** facet field → options (for a Slider: one entry with min/max). */
  facetOptions: Record<string, FacetOption[]>;
}

export interface UnitPrice {
  unitId: string;
  variantId: string | null;
  price: number; // major units, 2 decimals
  beforePrice: number | null;
  currencyCode: string;
  minQuantity?: number;
}

export interface ProductSpecification {
  key: string;
  label: string;
  value: string;
  numValue?: number | null;
}

/** A unit a product is sold in. */
export interface ProductUnit {
  unitId: string;
  /** Base units per unit. */
  factor: number;
  isDefault: boolean;
  /**
   * The catalogue's quantity rule for the unit (product_units.allows_decimals): true when it is sold by measure and a
   * quantity may have decimals (12.5 metres, at most 3 decimals); false or absent: whole numbers only.
   */
  allowsDecimals?: boolean;
}

/** SPEC §3 Product. */
export interface Product {
  id: string;
  name: string;
  parentId: string | null;
  url: string;
  categories: { id: string; name: string; url: string }[];
  variants: { id: string; name: string }[];
  units: ProductUnit[];
  specifications: {
    brand: string;
    Brand: string;
    'focus.brand': string;
    $meta: ProductSpecification[];
  };
  media: { type: 'image'; image: string; alt: string }[];
  unitPrices: UnitPrice[];
  shortDescription: string;
  description: string;
  ean?: string | null;
}

/** SPEC §3 Price request key (plus the currency code on the request). */
export interface PriceKey {
  productId: string;
  variantId: string | null;
  unitOfMeasure: string;
}

export interface PriceRequest {
  areaInfo: AreaInfo;
  products: PriceKey[];
  date?: string;
}

export interface PriceEntry extends PriceKey {
  price: number;
  beforePrice: number | null;
  currencyCode: string;
  tiers?: { minQuantity: number; price: number }[];
}

export interface PriceResponse {
  prices: PriceEntry[];
  currencyCode: string;
}

/** Error body of every 4xx/5xx reply of the server. */
export interface ApiErrorBody {
  message: string;
  statusCode: number;
  error?: string;
  /** validation errors: field name → message */
  fields?: Record<string, string>;
}

/** A user a sales rep may act for (POST /api/SalesImpersonation/GetAllowedUsersToImpersonate). */
export interface ImpersonationCandidate {
  userId: string;
  username: string;
  name: string;
  customerNumber: string;
  customerName: string;
  city: string;
}

export interface AllowedUsersRequest {
  /** Optional filter on name, e-mail, customer name or number. */
  search?: string;
}

export interface AllowedUsersResponse {
  users: ImpersonationCandidate[];
}

/** POST /api/SalesImpersonation/Impersonate: userId null ends the impersonation (the rep's own token again). */
export interface ImpersonateRequest {
  userId: string | null;
}
