/**
 * Document data of the content types (issue 18, docs/documents-content.md): page, menu, translations, areaSettings,
 * form. Keys: a page by its id; a menu by `<areaId>:<language>:<menu>`; translations by `<areaId>:<language>`;
 * areaSettings by the area id; a form by `<areaId>:<formKey>`. Imports nothing but TypeBox and sibling contracts.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Facet, SortingOption } from '../products';

const Id = Type.String({ minLength: 1, maxLength: 200 });
const Language = Type.String({ pattern: '^[a-z]{2}$' });
const Text = (maxLength: number) => Type.String({ maxLength });

/**
 * A page's blocks (elements) as contract/content.ts Blocks describes them: { id, type, parameters, children? }, other
 * properties kept (written in TypeBox types so the document check can compile it).
 */
const DocumentBlocks = Type.Array(
  Type.Object(
    { id: Type.String({ minLength: 1, maxLength: 200 }), type: Type.String({ minLength: 1, maxLength: 100 }), parameters: Type.Record(Type.String(), Type.Unknown()) },
    { additionalProperties: true },
  ),
  { maxItems: 1000 },
);

/** `page`: key = the page's id (one document per language version; `groupId` ties the versions together). */
export const PageDocument = Type.Object(
  {
    areaId: Id,
    language: Language,
    /** Same value for the language versions of one page (the language switcher); default: the key. */
    groupId: Type.Optional(Id),
    /** The parent page's id (same area and language), or null for a top page. */
    parentId: Type.Optional(Type.Union([Id, Type.Null()])),
    /** 'frontpage' | 'page' | 'category' | 'product' (the product template) | 'footer' | 'modal' | 'salesPerson' … */
    type: Type.String({ minLength: 1, maxLength: 50, pattern: '^[A-Za-z][A-Za-z0-9-]*$' }),
    /** The lookup template (SPEC §2): page, frontpage, product-list, member, sales-persons. Default 'page'. */
    template: Type.Optional(Type.String({ minLength: 1, maxLength: 50 })),
    title: Type.String({ minLength: 1, maxLength: 300 }),
    description: Type.Optional(Text(2000)),
    /** The full path with the language prefix ('/en/about-us'); unique in the area. */
    url: Type.String({ minLength: 1, maxLength: 500, pattern: '^/' }),
    menuTitle: Type.Optional(Text(300)),
    /** Free properties, e.g. { categoryId } for category pages. */
    properties: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
    /** The page's blocks (elements) in its language: { id, type, parameters, children? }. */
    content: Type.Optional(DocumentBlocks),
    statusCode: Type.Optional(Type.Integer({ minimum: 200, maximum: 599 })),
    published: Type.Optional(Type.Boolean()),
    sort: Type.Optional(Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 })),
  },
  { additionalProperties: false },
);
export type PageDocument = Static<typeof PageDocument>;

export const MenuDocumentItem = Type.Object(
  {
    id: Id,
    /** Another item of the same menu, or null at the top. */
    parentId: Type.Optional(Type.Union([Id, Type.Null()])),
    name: Type.String({ minLength: 1, maxLength: 200 }),
    url: Text(500),
    externalLink: Type.Optional(Type.Union([Type.String({ maxLength: 1000 }), Type.Null()])),
    sort: Type.Optional(Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 })),
  },
  { additionalProperties: false },
);
export type MenuDocumentItem = Static<typeof MenuDocumentItem>;

/**
 * `menu`: key = `<areaId>:<language>:<menu>` with menu primary, categories or secondary; the whole menu at once (at
 * least one item: Document/DeleteByKey removes a menu).
 */
export const MenuDocument = Type.Object(
  { items: Type.Array(MenuDocumentItem, { minItems: 1, maxItems: 2000 }) },
  { additionalProperties: false },
);
export type MenuDocument = Static<typeof MenuDocument>;

/** `translations`: key = `<areaId>:<language>`; every text of the language (keys left out are removed). */
export const TranslationsDocument = Type.Object(
  {
    texts: Type.Record(Type.String({ minLength: 1, maxLength: 200 }), Type.String({ maxLength: 10_000 }), { minProperties: 1 }),
  },
  { additionalProperties: false },
);
export type TranslationsDocument = Static<typeof TranslationsDocument>;

/** One language of an area (the languages table; Area/GetAreas `languages`). */
export const AreaLanguage = Type.Object(
  {
    code: Language,
    /** 'da-DK'. */
    languageId: Type.String({ minLength: 2, maxLength: 20 }),
    /** As the language switcher shows it: 'Dansk'. */
    name: Type.String({ minLength: 1, maxLength: 100 }),
    /** 'DAN'. */
    localeCode: Type.String({ minLength: 1, maxLength: 20 }),
    /** Path prefix of the language's URLs; default '' for the default language, else '/<code>'. */
    urlPrefix: Type.Optional(Type.String({ pattern: '^(/[a-z0-9-]+)?$', maxLength: 50 })),
    /** Default: the language's position in the list, from 1. */
    perfionLanguageId: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  },
  { additionalProperties: false },
);
export type AreaLanguage = Static<typeof AreaLanguage>;

/** One host name serving an area in a language (the area_domains table). */
export const AreaDomainEntry = Type.Object(
  {
    /** A host name without scheme or port, lower case: 'shop.example.com'. */
    domain: Type.String({ pattern: '^[a-z0-9]([a-z0-9.-]{0,251}[a-z0-9])?$' }),
    language: Language,
    primary: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type AreaDomainEntry = Static<typeof AreaDomainEntry>;

/**
 * `areaSettings`: key = the area id. Creates the area when it does not exist (then `languages`, `currencies` and
 * `domains` are required); when updating, a list left out stays as it is.
 */
export const AreaSettingsDocument = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200 }),
    /** One of the area's currencies, e.g. 'DKK'. */
    currencyCode: Type.String({ pattern: '^[A-Z]{3}$' }),
    /** One of the area's languages. */
    defaultLanguage: Language,
    imagePrefix: Type.Optional(Text(500)),
    defaultFacets: Type.Optional(Type.Array(Facet, { maxItems: 100 })),
    sortingOptions: Type.Optional(Type.Array(SortingOption, { maxItems: 50 })),
    /** The area's languages in the switcher's order (replaces them all when given). */
    languages: Type.Optional(Type.Array(AreaLanguage, { minItems: 1, maxItems: 20 })),
    /** The currencies the area prices in, e.g. ['DKK', 'EUR']; `currencyCode` is one of them. */
    currencies: Type.Optional(Type.Array(Type.String({ pattern: '^[A-Z]{3}$' }), { minItems: 1, maxItems: 16, uniqueItems: true })),
    /** The host names serving the area, per language (replaces them all when given). */
    domains: Type.Optional(Type.Array(AreaDomainEntry, { minItems: 1, maxItems: 200 })),
  },
  { additionalProperties: false },
);
export type AreaSettingsDocument = Static<typeof AreaSettingsDocument>;

/** `form`: key = `<areaId>:<formKey>`; the definition as docs/forms-api.md describes it (checked in full by the shop). */
export const FormDocument = Type.Object(
  {
    /** Where submissions are mailed (never served to the storefront). */
    recipient: Type.String({ minLength: 3, maxLength: 254, pattern: '^[^\\s@]+@[^\\s@]+$' }),
    definition: Type.Object({}, { additionalProperties: true }),
  },
  { additionalProperties: false },
);
export type FormDocument = Static<typeof FormDocument>;
