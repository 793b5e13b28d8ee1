/**
 * SPEC §7 "Prices and products", the product half: POST /api/Product/GetProductsBySearch and GetProductsByIds
 * (docs/content-api.md has the behaviour). Also the shapes the area settings and product lists share: facets,
 * sortings, the search filter. Imports nothing but TypeBox.
 */
import { Type, type Static } from '@sinclair/typebox';
import { AreaBody, NullableNumber, NullableString } from './common';
import { Availability } from './stock';

/** Largest page of GetProductsBySearch. */
export const MAX_TAKE = 200;
/** Most ids of one GetProductsByIds call. */
export const MAX_IDS = 200;

// ------------------------------------------------------------------ facets, sorting, the query tree

/** SPEC §3 Facet. */
export const FacetType = Type.Union([Type.Literal('CheckboxAnd'), Type.Literal('CheckboxOr'), Type.Literal('Slider')]);
export type FacetType = Static<typeof FacetType>;

/** A facet as settings and lists configure it: field e.g. 'brand', 'specs.material', 'price'; queryField the URL parameter. */
export const Facet = Type.Object({
  type: FacetType,
  field: Type.String({ minLength: 1, maxLength: 200 }),
  queryField: Type.String({ maxLength: 200 }),
  label: Type.Optional(Type.String({ maxLength: 200 })),
});
export type Facet = Static<typeof Facet>;

/** A facet in a search body: queryField may be left out there. */
export const FacetBody = Type.Object({
  type: FacetType,
  field: Type.String({ minLength: 1, maxLength: 200 }),
  queryField: Type.Optional(Type.String({ maxLength: 200 })),
  label: Type.Optional(Type.String({ maxLength: 200 })),
});

/** field e.g. 'data.sortOrder', 'name', 'price', '_score'. */
export const Sorting = Type.Object({
  field: Type.String({ minLength: 1, maxLength: 200 }),
  direction: Type.Union([Type.Literal('Ascending'), Type.Literal('Descending')]),
});
export type Sorting = Static<typeof Sorting>;

/** SPEC §3 Sorting option. Options with a '_score' sorting rank by relevance. */
export const SortingOption = Type.Object({
  name: Type.String(),
  queryValue: Type.String(),
  sortings: Type.Array(Sorting),
});
export type SortingOption = Static<typeof SortingOption>;

export const SearchFilter = Type.Object({
  categoryId: Type.Optional(Type.String({ maxLength: 100 })),
  brandId: Type.Optional(Type.Integer()),
  productIds: Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 5000 })),
  /** Only products on a campaign (a before price in the price currency). */
  onOffer: Type.Optional(Type.Boolean()),
  /** Products related to this product id (ranked by relatedness: the score); the product pages fill it in. */
  relatedTo: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
});
export type SearchFilter = Static<typeof SearchFilter>;

/** A facet's selection: the values ticked, or a slider's range. */
export type FacetSelection = string[] | { min?: number; max?: number };

/** Search query tree (body.search of GetProductsBySearch): { freeText?, filter?, facets: { [field]: selection } }. */
export const SearchQuery = Type.Object({
  freeText: Type.Optional(Type.String({ maxLength: 500 })),
  filter: Type.Optional(SearchFilter),
  // field → string[] or { min?, max? }; checked in the service (precise 400s, no union coercion surprises).
  facets: Type.Optional(Type.Record(Type.String(), Type.Unsafe<FacetSelection>({}))),
});
export type SearchQuery = Static<typeof SearchQuery>;

// ------------------------------------------------------------------ the product

export const UnitPrice = Type.Object({
  unitId: Type.String(),
  variantId: NullableString(),
  /** Major units, 2 decimals. */
  price: Type.Number(),
  beforePrice: NullableNumber(),
  currencyCode: Type.String(),
  minQuantity: Type.Optional(Type.Number()),
});
export type UnitPrice = Static<typeof UnitPrice>;

export const ProductSpecification = Type.Object({
  key: Type.String(),
  label: Type.String(),
  value: Type.String(),
  numValue: Type.Optional(NullableNumber()),
});
export type ProductSpecification = Static<typeof ProductSpecification>;

/** A unit a product is sold in. */
export const ProductUnit = Type.Object({
  unitId: Type.String(),
  /** Base units per unit. */
  factor: Type.Number(),
  isDefault: Type.Boolean(),
  /**
   * The catalogue's quantity rule for the unit (product_units.allows_decimals): true when it is sold by measure and a
   * quantity may have decimals (12.5 metres, at most 3 decimals); false or absent: whole numbers only.
   */
  allowsDecimals: Type.Optional(Type.Boolean()),
});
export type ProductUnit = Static<typeof ProductUnit>;

/** SPEC §3 Product. */
export const Product = Type.Object({
  id: Type.String(),
  name: Type.String(),
  parentId: NullableString(),
  url: Type.String(),
  categories: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), url: Type.String() })),
  variants: Type.Array(
    // availability: the variant's own stock, else the product's (docs/stock.md); absent without stock data.
    Type.Object({ id: Type.String(), name: Type.String(), availability: Type.Optional(Availability) }),
  ),
  units: Type.Array(ProductUnit),
  specifications: Type.Object({
    brand: Type.String(),
    Brand: Type.String(),
    'focus.brand': Type.String(),
    $meta: Type.Array(ProductSpecification),
  }),
  media: Type.Array(Type.Object({ type: Type.Literal('image'), image: Type.String(), alt: Type.String() })),
  unitPrices: Type.Array(UnitPrice),
  shortDescription: Type.String(),
  description: Type.String(),
  ean: Type.Optional(NullableString()),
  /** Stock from the ERP (docs/stock.md): absent when the ERP sent none for the product (the storefront shows nothing). */
  availability: Type.Optional(Availability),
});
export type Product = Static<typeof Product>;

// ------------------------------------------------------------------ the calls

/**
 * POST /api/Product/GetProductsBySearch. The area's fields are checked in the service (an empty value also answers
 * '<name> must be defined').
 */
export const ProductSearchRequest = Type.Object({
  area: AreaBody,
  facets: Type.Optional(Type.Array(FacetBody, { maxItems: 50 })),
  skip: Type.Optional(Type.Integer({ minimum: 0 })),
  take: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_TAKE })),
  search: Type.Optional(SearchQuery),
  lookupTemplate: Type.Optional(Type.String({ maxLength: 100 })),
  sorting: Type.Optional(Type.Array(Sorting, { maxItems: 10 })),
});
export type ProductSearchRequest = Static<typeof ProductSearchRequest>;

export const FacetOption = Type.Object({
  key: Type.String(),
  count: Type.Number(),
  min: Type.Optional(Type.Number()),
  max: Type.Optional(Type.Number()),
  label: Type.Optional(Type.String()),
});
export type FacetOption = Static<typeof FacetOption>;

export const ProductSearchResponse = Type.Object({
  itemsTotal: Type.Integer(),
  items: Type.Array(Type.Object({ item: Product, score: Type.Number() })),
  /** facet field → options (for a Slider: one entry with min/max). */
  facetOptions: Type.Record(Type.String(), Type.Array(FacetOption)),
});
export type ProductSearchResponse = Static<typeof ProductSearchResponse>;

/** POST /api/Product/GetProductsByIds. lookupTemplate is accepted and does not change the reply (full products). */
export const ProductsByIdsRequest = Type.Object({
  area: AreaBody,
  lookupTemplate: Type.Optional(Type.String({ maxLength: 100 })),
  ids: Type.Array(Type.String({ maxLength: 100 }), { maxItems: MAX_IDS }),
});
export type ProductsByIdsRequest = Static<typeof ProductsByIdsRequest>;

/** items keyed by product id; 404 'Not Found' when none of the ids exists. */
export const ProductsByIdsResponse = Type.Object({ items: Type.Record(Type.String(), Product) });
export type ProductsByIdsResponse = Static<typeof ProductsByIdsResponse>;
