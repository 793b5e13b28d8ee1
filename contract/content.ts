/**
 * SPEC §7 "Content, area, translations", the content calls: GetContentByUrl, GetTranslations,
 * GetTranslationsByAreaId, GetElementById, GetElementsByIds, GetElementsBySearch (prefix /api/Content) and
 * POST /api/Modal/GetModalRequest. Behaviour: docs/content-api.md. Imports nothing but TypeBox.
 */
import { Type, type Static } from '@sinclair/typebox';
import { AreaBody, LanguageCode, Nullable, NullableString } from './common';
import { Product } from './products';

/** Bounds of the element calls (GetElementsByIds / GetElementsBySearch). */
export const ELEMENT_LIMITS = {
  /** Ids of one GetElementsByIds call. */
  maxIds: 100,
  /** Largest page of GetElementsBySearch. */
  maxTake: 100,
  /** The page of GetElementsBySearch when take is left out. */
  defaultTake: 20,
  /** Furthest skip of GetElementsBySearch. */
  maxSkip: 10_000,
  /** Longest free text of a query. */
  maxText: 200,
} as const;

// ------------------------------------------------------------------ blocks and pages

export const BlockType = Type.Union(
  (
    [
      'banner',
      'card',
      'header',
      'callToAction',
      'forms',
      'footerBox',
      'textBox',
      'textEditor',
      'accordion',
      'productDetails',
      'productList',
      'picture',
      'section',
      'row',
      'iframe',
      'groupedContent',
      'slider',
      'icon',
    ] as const
  ).map((t) => Type.Literal(t)),
);
export type BlockType = Static<typeof BlockType>;

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
 * - productList: ProductListParameters (src/api/types.ts)
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

/**
 * Blocks are documents of free shape written in the CMS: the schema is permissive on purpose (additional properties
 * kept, parameters and children serialised whole), so a reply never loses a field an editor or a block type adds.
 */
export const Blocks = Type.Unsafe<Block[]>({
  type: 'array',
  items: {
    type: 'object',
    required: ['id', 'type', 'parameters'],
    properties: { id: { type: 'string' }, type: { type: 'string' }, parameters: { type: 'object', additionalProperties: true } },
    additionalProperties: true,
  },
});

/** SPEC §3 Page. url is the full path including the language prefix; type 'frontpage' | 'page' | 'category' | 'product' | …. */
export const Page = Type.Object({
  id: Type.String(),
  parentId: NullableString(),
  type: Type.String(),
  title: Type.String(),
  description: Type.String(),
  url: Type.String(),
  menuTitle: Type.String(),
  /** The page's CMS properties (free shape: serialised whole). */
  properties: Type.Record(Type.String(), Type.Unknown()),
  /** The same page in every language that has it: language code → url. */
  urls: Type.Partial(Type.Record(LanguageCode, Type.String())),
  content: Blocks,
});
export type Page = Static<typeof Page>;

export const ContentType = Type.Union([Type.Literal('product'), Type.Literal('category'), Type.Literal('other')]);
export type ContentType = Static<typeof ContentType>;

// ------------------------------------------------------------------ GetContentByUrl, translations

/** GET /api/Content/GetContentByUrl. The storefront sends the area info as dotted names; they are literal keys. */
export const ContentByUrlQuery = Type.Object({
  'Area.AreaId': Type.String({ maxLength: 100 }),
  'Area.LanguageCode': Type.String({ maxLength: 20 }),
  'Area.CurrencyCode': Type.String({ maxLength: 10 }),
  Url: Type.String({ maxLength: 2048 }),
  LookupTemplate: Type.Optional(Type.String({ maxLength: 100 })),
});

/** SPEC §3 Content response. statusCode 404 with content null when nothing lives at the URL. */
export const ContentResponse = Type.Object({
  contentType: ContentType,
  content: Nullable(Page),
  statusCode: Type.Integer(),
  /** For contentType 'product': the product shown by the page. */
  product: Type.Optional(Product),
});
export type ContentResponse = Static<typeof ContentResponse>;

/** GET /api/Content/GetTranslations. */
export const TranslationsByHostQuery = Type.Object({
  Host: Type.String({ maxLength: 255 }),
  LanguageCode: Type.String({ maxLength: 20 }),
});

/** GET /api/Content/GetTranslationsByAreaId. */
export const TranslationsByAreaQuery = Type.Object({
  AreaId: Type.String({ maxLength: 100 }),
  LanguageCode: Type.String({ maxLength: 20 }),
});

/** Both translation calls: message id → text. */
export const Translations = Type.Record(Type.String(), Type.String());
export type Translations = Static<typeof Translations>;

// ------------------------------------------------------------------ the element calls

const ElementId = Type.String({ minLength: 1, maxLength: 100 });
const LookupTemplateBody = Type.Optional(Type.String({ maxLength: 100 }));
const TypeName = Type.String({ minLength: 1, maxLength: 50 });

/** POST /api/Content/GetElementById → a Page; 404 when it is not there, 403 for members' content. */
export const ElementByIdRequest = Type.Object({ area: AreaBody, id: ElementId, lookupTemplate: LookupTemplateBody });
export type ElementByIdRequest = Static<typeof ElementByIdRequest>;

/** POST /api/Content/GetElementsByIds. */
export const ElementsByIdsRequest = Type.Object({
  area: AreaBody,
  ids: Type.Array(ElementId, { maxItems: ELEMENT_LIMITS.maxIds }),
  lookupTemplate: LookupTemplateBody,
});
export type ElementsByIdsRequest = Static<typeof ElementsByIdsRequest>;

export const ElementsByIdsResponse = Type.Object({
  /** The elements in the order of the asked ids (each once). */
  items: Type.Array(Page),
  /** Asked ids without an element the caller may see in the language (and of the lookup template). */
  notFound: Type.Array(Type.String()),
});
export type ElementsByIdsResponse = Static<typeof ElementsByIdsResponse>;

export const ElementSort = Type.Union([Type.Literal('sort'), Type.Literal('title')]);
export type ElementSort = Static<typeof ElementSort>;

export const ElementQuery = Type.Object({
  /** Page type(s), e.g. 'page', 'category', 'salesPerson'. */
  type: Type.Optional(Type.Union([TypeName, Type.Array(TypeName, { maxItems: 20 })])),
  /** Elements directly below this element (an id of any language: its version in the language is meant). */
  parentId: Type.Optional(Type.String({ maxLength: 100 })),
  /** Words that must all occur in the title, menu title or description (case-insensitive). */
  text: Type.Optional(Type.String({ maxLength: ELEMENT_LIMITS.maxText })),
});
export type ElementQuery = Static<typeof ElementQuery>;

/** POST /api/Content/GetElementsBySearch. */
export const ElementsBySearchRequest = Type.Object({
  area: AreaBody,
  lookupTemplate: LookupTemplateBody,
  query: Type.Optional(ElementQuery),
  skip: Type.Optional(Type.Integer({ minimum: 0, maximum: ELEMENT_LIMITS.maxSkip })),
  take: Type.Optional(Type.Integer({ minimum: 1, maximum: ELEMENT_LIMITS.maxTake })),
  sort: Type.Optional(ElementSort),
});
export type ElementsBySearchRequest = Static<typeof ElementsBySearchRequest>;

export const ElementsBySearchResponse = Type.Object({
  items: Type.Array(Page),
  totalItems: Type.Integer(),
  skip: Type.Integer(),
  take: Type.Integer(),
});
export type ElementsBySearchResponse = Static<typeof ElementsBySearchResponse>;

// ------------------------------------------------------------------ modal

/** POST /api/Modal/GetModalRequest: exactly one of id (an element in a modal) and key (modal content). */
export const ModalRequest = Type.Object({
  area: AreaBody,
  /** An element id: its content in a modal (e.g. 'read more' of a page). */
  id: Type.Optional(Type.String({ maxLength: 100 })),
  /** The key of modal content (a page of type 'modal' whose group is the key), e.g. 'terms-summary'. */
  key: Type.Optional(Type.String({ maxLength: 100 })),
});
export type ModalRequest = Static<typeof ModalRequest>;

export const ModalContent = Type.Object({
  id: Type.String(),
  /** The modal's key (its group) when it is modal content; null for another element shown in a modal. */
  key: NullableString(),
  title: Type.String(),
  /** The element's URL when it is a page of its own (a link 'to the page' in the modal); null for modal content. */
  url: NullableString(),
  content: Blocks,
});
export type ModalContent = Static<typeof ModalContent>;
