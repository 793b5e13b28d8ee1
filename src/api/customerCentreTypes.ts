/**
 * Wire types of the customer-centre calls (SPEC §7 'Customer centre and customer'; contract in
 * docs/customer-centre-api.md). Shared by the server (server/routes/customerCenter.ts) and the storefront.
 *
 * Money: numbers in major units with at most 2 decimals, derived on the server from integer minor units
 * (docs/commerce-api.md 'Money'); a `Price` is { priceWithoutVat, priceWithVat, vat, vatPercentage }.
 * Dates: 'YYYY-MM-DD' for document dates, ISO-8601 UTC timestamps ('…Z') for points in time.
 */
import type { Address, Order, Price, ProductKey } from './commerceTypes';
import type { AreaInfo } from './types';

export type { Address, AreaInfo, Price, ProductKey };

/**
 * SPEC §3 Search options. Every field is optional on the wire (missing = the default shown).
 * - includeLinesInResult (false): list results carry their lines; otherwise `lines: []` (detail calls always have
 *   lines; `lineCount` is always there).
 * - from / to (null): 'YYYY-MM-DD' (an ISO timestamp is cut to its date), inclusive, compared with the document
 *   date (orders: the day the order was placed in shop time, Europe/Copenhagen; invoices: invoiceDate; credit memos:
 *   creditMemoDate). '' and null mean no limit.
 * - search (''): free text, at most 200 characters; split at white space, every word must occur (case-insensitive,
 *   as a substring) in the document's number, reference, comment, the numbers of linked documents, an item number
 *   or a line text.
 * - linkId (null): orders only in the SPEC; here accepted by all lists. Orders: an invoice id or credit memo id →
 *   the orders on that invoice (a credit memo: on its invoice). Invoices: an order id → the invoices of that order,
 *   or a credit memo id → its invoice. Credit memos: an invoice id or order id → the credit memos of that invoice /
 *   of that order's invoices. An id that is not the caller's (or unknown) gives an empty list, never an error.
 */
export interface CustomerCentreSearchOptions {
  includeLinesInResult?: boolean | null;
  from?: string | null;
  to?: string | null;
  search?: string | null;
  linkId?: string | null;
}

/** Body of every list call. `areaInfo.languageCode` picks the language of server texts (payment terms, reasons). */
export interface CustomerCentreListRequest {
  areaInfo?: AreaInfo;
  searchOptions?: CustomerCentreSearchOptions;
}

/** Query of the paged list calls: both required (missing → 400 '<name> must be defined', SPEC §5). */
export interface PagingQuery {
  /** 1..100 */
  pageSize: number;
  /** 1-based; below 1 or not numeric → 1 (SPEC §5) */
  pageNr: number;
}

/**
 * Paging fields of the paged replies. totalPages follows SPEC §9 literally: "Total pages is the item total divided
 * by the page size, rounded down, plus 1" = Math.floor(totalItems / pageSize) + 1 (so 0 items → 1 page, and
 * 50 items at pageSize 25 → 3 pages, the last one empty). pageNr and pageSize echo the page answered.
 */
export interface PageInfo {
  totalItems: number;
  totalPages: number;
  pageNr: number;
  pageSize: number;
}

/** A reference to another document of the same customer (for links between detail pages). */
export interface DocumentLink {
  id: string;
  /** The document's number: order number, invoice number or credit memo number. */
  number: string;
  /** Document date 'YYYY-MM-DD'. */
  date: string;
}

/** An order as the customer centre shows it: the commerce Order (docs/commerce-api.md) plus its links. */
export interface CustomerCentreOrder extends Order {
  /** Number of lines (also when `lines` is empty because includeLinesInResult was false). */
  lineCount: number;
  /** 'YYYY-MM-DD': the day the order was placed (shop time, Europe/Copenhagen) — the date filters use it. */
  orderDate: string;
  /** Invoices that bill this order, newest first. */
  invoices: DocumentLink[];
  /** Credit memos of those invoices, newest first. */
  creditMemos: DocumentLink[];
}

export type InvoiceStatus = 'open' | 'paid' | 'overdue';

export interface PaymentTerms {
  /** e.g. 'net30', 'net14', 'card' */
  code: string;
  /** days from the invoice date to the due date (0 for paid by card) */
  days: number;
  /** in the request's language, e.g. 'Netto 30 dage' */
  text: string;
}

/** One line of the VAT summary: the amounts (major units) taxed at one rate. */
export interface VatSummaryLine {
  vatPercentage: number;
  /** amount excl. VAT the rate applies to */
  basis: number;
  vat: number;
}

/** A line of an invoice or credit memo. Amounts are what is charged (invoice) or credited (credit memo), ≥ 0. */
export interface DocumentLine {
  lineNo: number;
  type: 'product' | 'generated';
  /** productId '' for generated lines (freight, fees) */
  productKey: ProductKey;
  text: string;
  quantity: number;
  /** price per unit after discounts */
  unitPrice: Price;
  linePrice: Price;
  /** the order the line comes from (invoice lines; credit memo lines of a return), else null */
  orderId: string | null;
  orderNumber: string | null;
}

export interface Invoice {
  id: string;
  invoiceNumber: string;
  /** 'YYYY-MM-DD' */
  invoiceDate: string;
  /** 'YYYY-MM-DD' */
  dueDate: string;
  /** 'overdue' = not paid and the due date has passed (shop time) */
  status: InvoiceStatus;
  /** ISO timestamp when paid, else null */
  paidAt: string | null;
  currencyCode: string;
  customerNumber: string;
  billingAddress: Address;
  shippingAddress: Address;
  reference: string;
  comment: string;
  paymentTerms: PaymentTerms;
  lineCount: number;
  lines: DocumentLine[];
  /** priceWithoutVat = Σ line amounts, vat = Σ VAT summary, priceWithVat = amount to pay */
  total: Price;
  vatSummary: VatSummaryLine[];
  /** Σ of the credit memos of this invoice incl. VAT (major units) */
  creditedAmount: number;
  /** the orders this invoice bills */
  orders: DocumentLink[];
  /** credit memos referencing this invoice */
  creditMemos: DocumentLink[];
  createdAt: string;
}

export type CreditMemoReason = 'return' | 'priceCorrection' | 'other';

export interface CreditMemo {
  id: string;
  creditMemoNumber: string;
  /** 'YYYY-MM-DD' */
  creditMemoDate: string;
  reason: CreditMemoReason;
  /** the reason in the request's language */
  reasonText: string;
  currencyCode: string;
  customerNumber: string;
  billingAddress: Address;
  reference: string;
  comment: string;
  lineCount: number;
  lines: DocumentLine[];
  /** the credited amount, positive */
  total: Price;
  vatSummary: VatSummaryLine[];
  /** the invoice this credit memo corrects (always present) */
  invoice: DocumentLink;
  /** the orders of that invoice */
  orders: DocumentLink[];
  createdAt: string;
}

// ---------------------------------------------------------------- replies

/** POST /api/CustomerCenter/GetOrders: every matching order, newest first, at most LIST_LIMIT. */
export interface OrdersResponse {
  orders: CustomerCentreOrder[];
  totalItems: number;
}
export type OrdersPageResponse = OrdersResponse & PageInfo;
/** POST /api/CustomerCenter/GetOrder, body { orderId } */
export interface OrderResponse {
  order: CustomerCentreOrder;
}

export interface InvoicesResponse {
  invoices: Invoice[];
  totalItems: number;
}
export type InvoicesPageResponse = InvoicesResponse & PageInfo;
/** POST /api/CustomerCenter/GetInvoice, body { invoiceId } */
export interface InvoiceResponse {
  invoice: Invoice;
}

export type CreditMemosPageResponse = { creditMemos: CreditMemo[]; totalItems: number } & PageInfo;
/** POST /api/CustomerCenter/GetCreditMemo, body { creditMemoId } */
export interface CreditMemoResponse {
  creditMemo: CreditMemo;
}

/** Bodies of the single-document calls. */
export interface GetOrderRequest {
  areaInfo?: AreaInfo;
  orderId: string;
}
export interface GetInvoiceRequest {
  areaInfo?: AreaInfo;
  invoiceId: string;
}
export interface GetCreditMemoRequest {
  areaInfo?: AreaInfo;
  creditMemoId: string;
}

/**
 * GET /api/CustomerCenter/GetInvoicePdf?InvoiceId=<invoice id>&LinkId=<credit memo id, optional>&LanguageCode=<da|en|sv|nb|fi, optional>
 * Without LinkId: the invoice's PDF ('invoice-<number>.pdf'); with LinkId: the PDF of that credit memo of the
 * invoice ('creditmemo-<number>.pdf'). application/pdf, Content-Disposition attachment, Cache-Control no-store.
 */
export interface InvoicePdfQuery {
  InvoiceId: string;
  LinkId?: string;
  LanguageCode?: string;
}
