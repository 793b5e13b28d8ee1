/** Document data of the catalogue types: brand, product, category (docs/documents-catalogue.md). Imports nothing but TypeBox. */
import { Type, type Static } from '@sinclair/typebox';

/** `brand`: key = the brand's number in the shop (a positive whole number, as text: "12"). */
export const BrandDocument = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: 100 }) },
  { additionalProperties: false },
);
export type BrandDocument = Static<typeof BrandDocument>;

/** A language code of the shop ('da', 'en' …): one of the languages of an area. */
const LanguageCode = Type.String({ pattern: '^[a-z]{2,3}$' });
/** A URL slug: lower-case letters, digits and single hyphens. */
const Slug = Type.String({ pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 200 });
/** An id of the shop's own (variant number, unit code, category id): letters, digits, '.', '_', '-'. */
const Code = (maxLength: number) => Type.String({ pattern: '^[A-Za-z0-9][A-Za-z0-9._-]*$', minLength: 1, maxLength });

export const ProductText = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 300 }),
    shortDescription: Type.Optional(Type.String({ maxLength: 2000 })),
    description: Type.Optional(Type.String({ maxLength: 50_000 })),
    /** The product page's URL slug in the language; default: the name as a slug followed by '-' and the product number. */
    slug: Type.Optional(Slug),
  },
  { additionalProperties: false },
);

export const ProductVariant = Type.Object(
  {
    /** The variant number: unique in the whole shop. */
    id: Code(100),
    name: Type.String({ minLength: 1, maxLength: 300 }),
  },
  { additionalProperties: false },
);

export const ProductUnit = Type.Object(
  {
    /** Unit of measure code (STK, PK, KRT, M, KG, L …). */
    unit: Type.String({ pattern: '^[A-Z0-9]{1,10}$' }),
    /** Base units in one of this unit (the base unit has 1). */
    factor: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
    /** The unit the shop offers first; exactly one unit of a product is the default. */
    default: Type.Optional(Type.Boolean()),
    /** Quantities may have decimals (sold by measure: metres, kilograms, litres). */
    allowsDecimals: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

export const ProductMedia = Type.Object(
  {
    type: Type.Optional(Type.Literal('image')),
    /** Path of the file under DATA_DIR/media ('products/drill-1.jpg'). */
    path: Type.String({ minLength: 1, maxLength: 500, pattern: '^(?!/)(?!.*\\.\\.)[^\\\\]+$' }),
    alt: Type.Optional(Type.String({ maxLength: 300 })),
  },
  { additionalProperties: false },
);

export const ProductSpec = Type.Object(
  {
    /** The specification ('material', 'lengthMm' …): a facet field 'specs.<key>' of the search. */
    key: Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_]*$', maxLength: 100 }),
    /** The language of a translated value; absent or '' for a language-neutral one. */
    language: Type.Optional(Type.Union([LanguageCode, Type.Literal('')])),
    /** The value as shown; several values separated by '|'. */
    value: Type.String({ maxLength: 2000 }),
    /** The value as a number (sliders and sorting); absent or null when it is not a number. */
    number: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
  },
  { additionalProperties: false },
);

export const PRODUCT_FEE_TYPES = ['weefee', 'packagingFee', 'chemicalsFee'] as const;

export const ProductFee = Type.Object(
  {
    type: Type.Union(PRODUCT_FEE_TYPES.map((t) => Type.Literal(t))),
    currency: Type.String({ pattern: '^[A-Z]{3}$' }),
    /** Per base unit, minor units, excluding VAT. */
    amount: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);

/**
 * `product`: key = the product number. Prices are the `priceList` document's. Lists keep their order (variants,
 * units and media in the order given; specifications and fees are sorted).
 */
export const ProductDocument = Type.Object(
  {
    /** The brand's number (a `brand` document). */
    brand: Type.Integer({ minimum: 1, maximum: 999_999_999 }),
    /** The id of the category the product is in (a `category` document). */
    category: Code(100),
    /** The product this one belongs to (a product number), or null. */
    parent: Type.Optional(Type.Union([Code(200), Type.Null()])),
    /** Position in lists sorted by the shop's default order (ascending). */
    sortOrder: Type.Optional(Type.Integer({ minimum: -1_000_000_000, maximum: 1_000_000_000 })),
    ean: Type.Optional(Type.Union([Type.String({ pattern: '^[0-9]{8,14}$' }), Type.Null()])),
    /** Per language: name, descriptions, slug. At least one language. */
    texts: Type.Record(LanguageCode, ProductText, { minProperties: 1 }),
    variants: Type.Optional(Type.Array(ProductVariant, { maxItems: 500 })),
    /** Units of measure; at least one, exactly one of them the default. */
    units: Type.Array(ProductUnit, { minItems: 1, maxItems: 20 }),
    media: Type.Optional(Type.Array(ProductMedia, { maxItems: 100 })),
    specs: Type.Optional(Type.Array(ProductSpec, { maxItems: 500 })),
    fees: Type.Optional(Type.Array(ProductFee, { maxItems: 50 })),
  },
  { additionalProperties: false },
);
export type ProductDocument = Static<typeof ProductDocument>;

export const CategoryText = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200 }),
    /** The category page's URL slug in the language; default: the name as a slug. */
    slug: Type.Optional(Slug),
    description: Type.Optional(Type.String({ maxLength: 20_000 })),
  },
  { additionalProperties: false },
);

/** Levels of the category tree (1 = top). */
export const MAX_CATEGORY_LEVEL = 3;

/** `category`: key = the category id (letters, digits, '.', '_', '-'). */
export const CategoryDocument = Type.Object(
  {
    /** The parent category's id; null or absent for a top-level category. At most three levels. */
    parent: Type.Optional(Type.Union([Code(100), Type.Null()])),
    /** Position among its siblings (ascending). */
    sort: Type.Optional(Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 })),
    /** Per language: name, slug, description. At least one language. */
    texts: Type.Record(LanguageCode, CategoryText, { minProperties: 1 }),
  },
  { additionalProperties: false },
);
export type CategoryDocument = Static<typeof CategoryDocument>;
