/**
 * Issue 18, the back office's documents (SPEC §7 POST /backoffice/api/Document/GetBySearch, Update, DeleteByKey):
 * what an ERP, a PIM or an editor maintains, in and out, as one envelope `{ type, key, data }` per document.
 * `data` has one schema per type (DOCUMENT_SCHEMAS below, filled in per type in contract/documents/*.ts); a
 * document is checked against it before anything is stored. Imports nothing but TypeBox.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { StringEnum } from './common';
import { CustomerDocument, PriceGroupDocument, PriceListDocument, UserDocument } from './documents/accounts';
import { AreaSettingsDocument, FormDocument, MenuDocument, PageDocument, TranslationsDocument } from './documents/content';
import { StockDocument } from './documents/stock';
import { CreditMemoDocument, InvoiceDocument, ShipmentDocument } from './documents/orders';
import { BrandDocument, CategoryDocument, ProductDocument } from './documents/catalogue';
import { PaymentMethodDocument, ShippingMethodDocument } from './documents/commerce';

/** Every document type the back office takes (README 'Going live' describes each). */
export const DOCUMENT_TYPES = [
  'page',
  'menu',
  'translations',
  'areaSettings',
  'form',
  'product',
  'category',
  'brand',
  'priceList',
  'priceGroup',
  'customer',
  'user',
  'invoice',
  'creditMemo',
  'shipment',
  'stock',
  'shippingMethod',
  'paymentMethod',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const DocumentTypeSchema = StringEnum(DOCUMENT_TYPES);

/** A document's key: its id in the ERP/PIM (product number, customer number, page URL …), unique per type. */
export const DocumentKey = Type.String({ minLength: 1, maxLength: 200 });

/**
 * The data schema of each type that has one so far. A type without an entry here is answered 'rejected' with the
 * reason that the shop does not take it yet (never stored half-way).
 */
export const DOCUMENT_SCHEMAS: Partial<Record<DocumentType, TSchema>> = {
  brand: BrandDocument,
  customer: CustomerDocument,
  user: UserDocument,
  priceList: PriceListDocument,
  priceGroup: PriceGroupDocument,
  page: PageDocument,
  menu: MenuDocument,
  translations: TranslationsDocument,
  areaSettings: AreaSettingsDocument,
  form: FormDocument,
  stock: StockDocument,
  shipment: ShipmentDocument,
  invoice: InvoiceDocument,
  creditMemo: CreditMemoDocument,
  product: ProductDocument,
  category: CategoryDocument,
  shippingMethod: ShippingMethodDocument,
  paymentMethod: PaymentMethodDocument,
};

/** One document as sent and as answered. */
export const DocumentEnvelope = Type.Object({
  type: DocumentTypeSchema,
  key: DocumentKey,
  /** The document itself; its schema is the type's (checked per document, so one bad document stops nothing else). */
  data: Type.Unknown(),
});
export type DocumentEnvelope = Static<typeof DocumentEnvelope>;

/** Most documents one Update call takes (larger loads: Document/Import with NDJSON, or the CLI). */
export const MAX_DOCUMENTS_PER_UPDATE = 1000;

/** POST /backoffice/api/Document/Update. */
export const DocumentUpdateRequest = Type.Object({
  documents: Type.Array(
    // Type and key are checked per document too (a bad one is 'rejected', the others go on), so they are loose here.
    Type.Object({ type: Type.String({ maxLength: 50 }), key: Type.String({ maxLength: 200 }), data: Type.Unknown() }),
    { minItems: 1, maxItems: MAX_DOCUMENTS_PER_UPDATE },
  ),
});
export type DocumentUpdateRequest = Static<typeof DocumentUpdateRequest>;

export const DOCUMENT_OUTCOMES = ['created', 'updated', 'unchanged', 'rejected'] as const;
export type DocumentOutcome = (typeof DOCUMENT_OUTCOMES)[number];

/** Why a document was rejected: the field (a JSON pointer into the envelope, '/data/name') and what is wrong. */
export const DocumentProblem = Type.Object({ path: Type.String(), reason: Type.String() });
export type DocumentProblem = Static<typeof DocumentProblem>;

export const DocumentResult = Type.Object({
  /** The position of the document in the request (0-based), or its line number in an import. */
  index: Type.Integer(),
  type: Type.String(),
  key: Type.String(),
  outcome: StringEnum(DOCUMENT_OUTCOMES),
  problems: Type.Optional(Type.Array(DocumentProblem)),
});
export type DocumentResult = Static<typeof DocumentResult>;

export const DocumentCounts = Type.Object({
  created: Type.Integer(),
  updated: Type.Integer(),
  unchanged: Type.Integer(),
  rejected: Type.Integer(),
});
export type DocumentCounts = Static<typeof DocumentCounts>;

export const DocumentUpdateResponse = Type.Object({ counts: DocumentCounts, results: Type.Array(DocumentResult) });
export type DocumentUpdateResponse = Static<typeof DocumentUpdateResponse>;

/** POST /backoffice/api/Document/GetBySearch. */
export const DocumentSearchRequest = Type.Object({
  type: DocumentTypeSchema,
  keyPrefix: Type.Optional(Type.String({ maxLength: 200 })),
  /** Words that must all occur in the document's key or name (case-insensitive). */
  text: Type.Optional(Type.String({ maxLength: 200 })),
  /**
   * Only documents changed through the back office (Update, Import, DeleteByKey, the CLI) at or after this time,
   * oldest change first, deleted ones included (`deleted: true`): a feed to follow.
   */
  updatedSince: Type.Optional(Type.String({ format: 'date-time' })),
  skip: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
  take: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 50 })),
});
export type DocumentSearchRequest = Static<typeof DocumentSearchRequest>;

export const FoundDocument = Type.Object({
  type: Type.String(),
  key: Type.String(),
  /** The document as the shop has it now; null when it was deleted. */
  data: Type.Unknown(),
  updatedAt: Type.Union([Type.String(), Type.Null()]),
  deleted: Type.Boolean(),
});
export type FoundDocument = Static<typeof FoundDocument>;

export const DocumentSearchResponse = Type.Object({
  total: Type.Integer(),
  skip: Type.Integer(),
  take: Type.Integer(),
  documents: Type.Array(FoundDocument),
});
export type DocumentSearchResponse = Static<typeof DocumentSearchResponse>;

/** POST /backoffice/api/Document/DeleteByKey. */
export const DocumentDeleteRequest = Type.Object({
  type: DocumentTypeSchema,
  keys: Type.Array(DocumentKey, { minItems: 1, maxItems: MAX_DOCUMENTS_PER_UPDATE }),
});
export type DocumentDeleteRequest = Static<typeof DocumentDeleteRequest>;

export const DocumentDeleteResponse = Type.Object({
  results: Type.Array(
    Type.Object({
      key: Type.String(),
      outcome: StringEnum(['deleted', 'notFound', 'refused'] as const),
      /** For 'refused': why it must stay (e.g. 'customers still use this price group'). */
      reason: Type.Optional(Type.String()),
    }),
  ),
});
export type DocumentDeleteResponse = Static<typeof DocumentDeleteResponse>;

/** Rejected lines listed in an import's answer (the rest are counted in `rejectedLeftOff`). */
export const MAX_IMPORT_REJECTIONS = 1000;

/**
 * POST /backoffice/api/Document/Import: the body is NDJSON (`application/x-ndjson`), one envelope
 * `{ "type", "key", "data" }` per line, of any size, optionally `Content-Encoding: gzip`. Lines are applied in
 * batches as they arrive (each batch like one Document/Update); empty lines are skipped.
 */
export const DocumentImportResponse = Type.Object({
  counts: DocumentCounts,
  /** Documents read (non-empty lines). */
  lines: Type.Integer(),
  /** The rejected lines (index = the line number, 1-based) with their problems, at most MAX_IMPORT_REJECTIONS. */
  rejected: Type.Array(DocumentResult),
  /** Rejected lines not listed (beyond MAX_IMPORT_REJECTIONS). */
  rejectedLeftOff: Type.Integer(),
  /** Milliseconds from the first line to the answer (the search index included). */
  ms: Type.Integer(),
});
export type DocumentImportResponse = Static<typeof DocumentImportResponse>;
