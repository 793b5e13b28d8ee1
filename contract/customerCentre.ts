/**
 * SPEC §7 'Customer centre and customer': the calls under /api/CustomerCenter — orders, invoices, credit memos
 * (lists, pages, single documents) and GetInvoicePdf. Behaviour (filters, links, paging, money, dates):
 * docs/customer-centre-api.md. Money: numbers in major units with at most 2 decimals. Dates: 'YYYY-MM-DD' for
 * document dates, ISO-8601 UTC timestamps ('…Z') for points in time.
 */
import { Type, type Static } from '@sinclair/typebox';
import { NullableString, StringEnum } from './common';
import { LineType, Price, ProductKeyReply } from './cart';
import { AddressReply } from './customer';
import { MAX_SEARCH_LENGTH } from './values';
import { Order } from './order';

// ---------------------------------------------------------------- requests

/** An optional bounded string or null. */
const OptionalText = (maxLength: number) => Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()]));

/**
 * Lenient area info: only languageCode is read (the language of server texts: payment terms, reasons), and nothing
 * in it is required.
 */
export const CustomerCentreAreaInfo = Type.Object({
  areaId: Type.Optional(Type.String({ maxLength: 50 })),
  currencyCode: Type.Optional(Type.String({ maxLength: 10 })),
  languageCode: Type.Optional(Type.String({ maxLength: 10 })),
});
export type CustomerCentreAreaInfo = Static<typeof CustomerCentreAreaInfo>;

/**
 * SPEC §3 Search options; every field optional (missing or null = the default). The filters' meaning:
 * docs/customer-centre-api.md 'Search options'.
 */
export const CustomerCentreSearchOptions = Type.Object({
  includeLinesInResult: Type.Optional(Type.Union([Type.Boolean(), Type.Null()])),
  from: OptionalText(40),
  to: OptionalText(40),
  search: OptionalText(MAX_SEARCH_LENGTH),
  linkId: OptionalText(100),
});
export type CustomerCentreSearchOptions = Static<typeof CustomerCentreSearchOptions>;

/** Body of every list call. */
export const CustomerCentreListRequest = Type.Object({
  areaInfo: Type.Optional(CustomerCentreAreaInfo),
  searchOptions: Type.Optional(Type.Union([CustomerCentreSearchOptions, Type.Null()])),
});
export type CustomerCentreListRequest = Static<typeof CustomerCentreListRequest>;

/**
 * Query of the paged list calls: both required (missing or empty → 400 '<name> must be defined', SPEC §5); pageSize
 * 1..MAX_PAGE_SIZE, pageNr 1-based (below 1 or not numeric → 1).
 */
export const PagingQuery = Type.Object({ pageSize: Type.String({ maxLength: 20 }), pageNr: Type.String({ maxLength: 20 }) });
export type PagingQuery = Static<typeof PagingQuery>;

/** Bodies of the single-document calls (a missing or empty id → 400 '<name> must be defined'). */
export const GetOrderRequest = Type.Object({ areaInfo: Type.Optional(CustomerCentreAreaInfo), orderId: OptionalText(100) });
export type GetOrderRequest = Static<typeof GetOrderRequest>;
export const GetInvoiceRequest = Type.Object({ areaInfo: Type.Optional(CustomerCentreAreaInfo), invoiceId: OptionalText(100) });
export type GetInvoiceRequest = Static<typeof GetInvoiceRequest>;
export const GetCreditMemoRequest = Type.Object({
  areaInfo: Type.Optional(CustomerCentreAreaInfo),
  creditMemoId: OptionalText(100),
});
export type GetCreditMemoRequest = Static<typeof GetCreditMemoRequest>;

/**
 * GET /api/CustomerCenter/GetInvoicePdf?InvoiceId=<invoice id>&LinkId=<credit memo id, optional>&LanguageCode=<da|en|sv|nb|fi, optional>
 * Without LinkId: the invoice's PDF ('invoice-<number>.pdf'); with LinkId: the PDF of that credit memo of the
 * invoice ('creditmemo-<number>.pdf'). application/pdf, Content-Disposition attachment, Cache-Control no-store.
 */
export const InvoicePdfQuery = Type.Object({
  InvoiceId: Type.String({ maxLength: 100 }),
  LinkId: Type.Optional(Type.String({ maxLength: 100 })),
  LanguageCode: Type.Optional(Type.String({ maxLength: 10 })),
});
export type InvoicePdfQuery = Static<typeof InvoicePdfQuery>;

/** The PDF itself (binary). */
export const InvoicePdfResponse = Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary', description: 'application/pdf' });

// ---------------------------------------------------------------- documents

/**
 * Paging fields of the paged replies. totalPages follows SPEC §9 literally (values.ts totalPagesOf:
 * Math.floor(totalItems / pageSize) + 1, so 0 items → 1 page). pageNr and pageSize echo the page answered.
 */
export const PageInfo = Type.Object({
  totalItems: Type.Integer(),
  totalPages: Type.Integer(),
  pageNr: Type.Integer(),
  pageSize: Type.Integer(),
});
export type PageInfo = Static<typeof PageInfo>;

/** A reference to another document of the same customer (for links between detail pages). */
export const DocumentLink = Type.Object({
  id: Type.String(),
  /** The document's number: order number, invoice number or credit memo number. */
  number: Type.String(),
  /** Document date 'YYYY-MM-DD'. */
  date: Type.String(),
});
export type DocumentLink = Static<typeof DocumentLink>;

/** How much of an order has left the warehouse (from its shipments, docs/erp-orders.md 'Delivery status'). */
export const DeliveryStatus = StringEnum(['notShipped', 'partlyShipped', 'shipped'] as const);
export type DeliveryStatus = Static<typeof DeliveryStatus>;

/** A shipment of an order as the ERP reported it (a `shipment` document), with its tracking link. */
export const OrderShipment = Type.Object({
  shipmentNumber: Type.String(),
  /** 'YYYY-MM-DD' */
  shippedDate: Type.String(),
  /** Who carries it: the ERP's carrier name, else the shipping method's name. */
  carrier: Type.String(),
  trackingNumber: Type.String(),
  /** The carrier's tracking page for this shipment (the shipping method's trackAndTrace template); null = none. */
  trackingUrl: NullableString(),
  lines: Type.Array(Type.Object({ productId: Type.String(), variantId: NullableString(), text: Type.String(), quantity: Type.Number() })),
});
export type OrderShipment = Static<typeof OrderShipment>;

/** An order as the customer centre shows it: the commerce Order plus its links. */
export const CustomerCentreOrder = Type.Composite([
  Order,
  Type.Object({
    /** Number of lines (also when `lines` is empty because includeLinesInResult was false). */
    lineCount: Type.Integer(),
    /** 'YYYY-MM-DD': the day the order was placed (shop time, Europe/Copenhagen) — the date filters use it. */
    orderDate: Type.String(),
    /** Invoices that bill this order, newest first. */
    invoices: Type.Array(DocumentLink),
    /** Credit memos of those invoices, newest first. */
    creditMemos: Type.Array(DocumentLink),
    /** Its shipments, oldest first (the ERP's `shipment` documents). */
    shipments: Type.Array(OrderShipment),
    deliveryStatus: DeliveryStatus,
  }),
]);
export type CustomerCentreOrder = Static<typeof CustomerCentreOrder>;

/** 'overdue' = not paid and the due date has passed (shop time). */
export const InvoiceStatus = StringEnum(['open', 'paid', 'overdue'] as const);
export type InvoiceStatus = Static<typeof InvoiceStatus>;

export const PaymentTerms = Type.Object({
  /** e.g. 'net30', 'net14', 'card' */
  code: Type.String(),
  /** days from the invoice date to the due date (0 for paid by card) */
  days: Type.Number(),
  /** in the request's language, e.g. 'Netto 30 dage' */
  text: Type.String(),
});
export type PaymentTerms = Static<typeof PaymentTerms>;

/** One line of the VAT summary: the amounts (major units) taxed at one rate. */
export const VatSummaryLine = Type.Object({
  vatPercentage: Type.Number(),
  /** amount excl. VAT the rate applies to */
  basis: Type.Number(),
  vat: Type.Number(),
});
export type VatSummaryLine = Static<typeof VatSummaryLine>;

/** A line of an invoice or credit memo. Amounts are what is charged (invoice) or credited (credit memo), ≥ 0. */
export const DocumentLine = Type.Object({
  lineNo: Type.Integer(),
  type: LineType,
  /** productId '' for generated lines (freight, fees) */
  productKey: ProductKeyReply,
  text: Type.String(),
  quantity: Type.Number(),
  /** price per unit after discounts */
  unitPrice: Price,
  linePrice: Price,
  /** the order the line comes from (invoice lines; credit memo lines of a return), else null */
  orderId: NullableString(),
  orderNumber: NullableString(),
});
export type DocumentLine = Static<typeof DocumentLine>;

export const Invoice = Type.Object({
  id: Type.String(),
  invoiceNumber: Type.String(),
  /** 'YYYY-MM-DD' */
  invoiceDate: Type.String(),
  /** 'YYYY-MM-DD' */
  dueDate: Type.String(),
  status: InvoiceStatus,
  /** ISO timestamp when paid, else null */
  paidAt: NullableString(),
  currencyCode: Type.String(),
  customerNumber: Type.String(),
  billingAddress: AddressReply,
  /** The delivery address; every field '' only when the goods were collected. */
  shippingAddress: AddressReply,
  reference: Type.String(),
  comment: Type.String(),
  paymentTerms: PaymentTerms,
  lineCount: Type.Integer(),
  lines: Type.Array(DocumentLine),
  /** priceWithoutVat = Σ line amounts, vat = Σ VAT summary, priceWithVat = amount to pay */
  total: Price,
  vatSummary: Type.Array(VatSummaryLine),
  /** Σ of the credit memos of this invoice incl. VAT (major units) */
  creditedAmount: Type.Number(),
  /** the orders this invoice bills */
  orders: Type.Array(DocumentLink),
  /** credit memos referencing this invoice */
  creditMemos: Type.Array(DocumentLink),
  createdAt: Type.String(),
});
export type Invoice = Static<typeof Invoice>;

export const CreditMemoReason = StringEnum(['return', 'priceCorrection', 'other'] as const);
export type CreditMemoReason = Static<typeof CreditMemoReason>;

export const CreditMemo = Type.Object({
  id: Type.String(),
  creditMemoNumber: Type.String(),
  /** 'YYYY-MM-DD' */
  creditMemoDate: Type.String(),
  reason: CreditMemoReason,
  /** the reason in the request's language */
  reasonText: Type.String(),
  currencyCode: Type.String(),
  customerNumber: Type.String(),
  billingAddress: AddressReply,
  reference: Type.String(),
  comment: Type.String(),
  lineCount: Type.Integer(),
  lines: Type.Array(DocumentLine),
  /** the credited amount, positive */
  total: Price,
  vatSummary: Type.Array(VatSummaryLine),
  /** the invoice this credit memo corrects (always present) */
  invoice: DocumentLink,
  /** the orders of that invoice */
  orders: Type.Array(DocumentLink),
  createdAt: Type.String(),
});
export type CreditMemo = Static<typeof CreditMemo>;

// ---------------------------------------------------------------- replies

/** POST /api/CustomerCenter/GetOrders: every matching order, newest first, at most LIST_LIMIT. */
export const OrdersResponse = Type.Object({ orders: Type.Array(CustomerCentreOrder), totalItems: Type.Integer() });
export type OrdersResponse = Static<typeof OrdersResponse>;
/** POST /api/CustomerCenter/GetOrdersWithPagination?pageSize=&pageNr= */
export const OrdersPageResponse = Type.Composite([OrdersResponse, PageInfo]);
export type OrdersPageResponse = Static<typeof OrdersPageResponse>;
/** POST /api/CustomerCenter/GetOrder */
export const OrderResponse = Type.Object({ order: CustomerCentreOrder });
export type OrderResponse = Static<typeof OrderResponse>;

/** POST /api/CustomerCenter/GetInvoices: at most LIST_LIMIT. */
export const InvoicesResponse = Type.Object({ invoices: Type.Array(Invoice), totalItems: Type.Integer() });
export type InvoicesResponse = Static<typeof InvoicesResponse>;
export const InvoicesPageResponse = Type.Composite([InvoicesResponse, PageInfo]);
export type InvoicesPageResponse = Static<typeof InvoicesPageResponse>;
/** POST /api/CustomerCenter/GetInvoice */
export const InvoiceResponse = Type.Object({ invoice: Invoice });
export type InvoiceResponse = Static<typeof InvoiceResponse>;

export const CreditMemosPageResponse = Type.Composite([
  Type.Object({ creditMemos: Type.Array(CreditMemo), totalItems: Type.Integer() }),
  PageInfo,
]);
export type CreditMemosPageResponse = Static<typeof CreditMemosPageResponse>;
/** POST /api/CustomerCenter/GetCreditMemo */
export const CreditMemoResponse = Type.Object({ creditMemo: CreditMemo });
export type CreditMemoResponse = Static<typeof CreditMemoResponse>;
