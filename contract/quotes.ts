/**
 * Quotes (issue 20 'Quotes'; docs/quotes.md). Imports nothing but TypeBox and the contract.
 *
 * The customer's calls, prefix /api/CustomerCenter (a customer login; a company 'viewer' may read, not request or
 * accept; a sales rep acting for a user is that user):
 *   POST RequestQuote { area, cartId, message }     → { quote }   the lines are the caller's stored cart's
 *   POST GetQuotes?pageSize=&pageNr= { state? }      → { quotes, page fields } newest first
 *   POST GetQuote { id }                              → { quote }
 *   POST AcceptQuote { area, id, cart }               → CalculateCart's reply: the cart becomes the quote's lines at
 *                                                       the quoted prices and remembers the quote
 * The sales rep's calls, prefix /api/SalesImpersonation (role impersonation, with the rep's own login; only quotes of
 * the customers in the rep's sales_rep_customers — any other id is a 404):
 *   POST GetQuoteRequests?pageSize=&pageNr= { state? } → { quotes, page fields } newest first
 *   POST AnswerQuote { id, lines: [{ lineNo, unitPrice }], validUntil, message } → { quote }
 *   POST DeclineQuote { id, message }                  → { quote }
 * Money: integer minor units excl. VAT of the quote's currency (the customer's).
 */
import { Type, type Static } from '@sinclair/typebox';
import { AreaInfo, StringEnum } from './common';
import { CartInput, ProductKeyReply } from './cart';
import { PageInfo } from './customerCentre';
import { QUOTE_LIMITS, QUOTE_STATES } from './quoteRules';

export { QUOTE_LIMITS, QUOTE_STATES };

/** A quote's id (a UUID the server makes). */
const QuoteId = Type.String({ minLength: 1, maxLength: 100 });
const Message = Type.String({ maxLength: QUOTE_LIMITS.maxMessageLength });

export const QuoteStateSchema = StringEnum(QUOTE_STATES);

export const QuoteLine = Type.Object({
  lineNo: Type.Integer(),
  text: Type.String(),
  quantity: Type.Number(),
  productKey: ProductKeyReply,
  /** The customer's unit price when the quote was requested; null when the product had none. */
  listUnitPrice: Type.Union([Type.Integer(), Type.Null()]),
  /** The rep's unit price; null until answered. */
  quotedUnitPrice: Type.Union([Type.Integer(), Type.Null()]),
});
export type QuoteLine = Static<typeof QuoteLine>;

export const Quote = Type.Object({
  id: Type.String(),
  /** 'Q-1004' */
  quoteNumber: Type.String(),
  /** requested, answered, accepted, declined, expired (answered or accepted, validity passed) or ordered. */
  state: QuoteStateSchema,
  customerNumber: Type.String(),
  /** The customer company's name. */
  customerName: Type.String(),
  requestedByName: Type.String(),
  message: Type.String(),
  currencyCode: Type.String(),
  /** ISO-8601 times. */
  requestedAt: Type.String(),
  answeredAt: Type.Union([Type.String(), Type.Null()]),
  /** The sales rep who answered or declined. */
  answeredByName: Type.Union([Type.String(), Type.Null()]),
  repMessage: Type.Union([Type.String(), Type.Null()]),
  /** 'YYYY-MM-DD': the last day the quote may be accepted and ordered. */
  validUntil: Type.Union([Type.String(), Type.Null()]),
  acceptedAt: Type.Union([Type.String(), Type.Null()]),
  /** The order placed at the quote (state ordered). */
  orderId: Type.Union([Type.String(), Type.Null()]),
  orderNumber: Type.Union([Type.String(), Type.Null()]),
  lines: Type.Array(QuoteLine),
  /** Σ list unit price × quantity (null when a line had no price), and Σ quoted (null until answered). */
  listTotal: Type.Union([Type.Integer(), Type.Null()]),
  quotedTotal: Type.Union([Type.Integer(), Type.Null()]),
});
export type Quote = Static<typeof Quote>;

export const QuoteResponse = Type.Object({ quote: Quote });
export type QuoteResponse = Static<typeof QuoteResponse>;

export const QuotesPageResponse = Type.Object({ quotes: Type.Array(Quote), ...PageInfo.properties });
export type QuotesPageResponse = Static<typeof QuotesPageResponse>;

/** POST /api/CustomerCenter/RequestQuote body: the stored cart `cartId` of the caller is what is quoted. */
export const RequestQuoteRequest = Type.Object({
  area: AreaInfo,
  cartId: Type.String({ minLength: 1, maxLength: 100 }),
  message: Message,
});
export type RequestQuoteRequest = Static<typeof RequestQuoteRequest>;

/** Body of GetQuotes and GetQuoteRequests (paging in the query string, as the customer centre's lists). */
export const QuoteListRequest = Type.Object({ state: Type.Optional(QuoteStateSchema) });
export type QuoteListRequest = Static<typeof QuoteListRequest>;

export const GetQuoteRequest = Type.Object({ id: QuoteId });
export type GetQuoteRequest = Static<typeof GetQuoteRequest>;

/**
 * POST /api/CustomerCenter/AcceptQuote body. `cart` is the caller's current cart (as CalculateCart takes it): its
 * lines become the quote's, calculated at the quoted prices and stored (the reply is CalculateCart's).
 */
export const AcceptQuoteRequest = Type.Object({ area: AreaInfo, id: QuoteId, cart: CartInput });
export type AcceptQuoteRequest = Static<typeof AcceptQuoteRequest>;

/** POST /api/SalesImpersonation/AnswerQuote body: a price for every line; valid from today to 90 days ahead. */
export const AnswerQuoteRequest = Type.Object({
  id: QuoteId,
  lines: Type.Array(
    Type.Object({
      lineNo: Type.Integer({ minimum: 1, maximum: 10_000 }),
      // No `type` on purpose (as the cart's quantity): with coerceTypes ajv would read "100" as 100 and true as 1. The
      // service checks it strictly — a JSON number, whole minor units above 0 — and names the line (400).
      unitPrice: Type.Unsafe<unknown>({ description: 'Unit price in integer minor units excl. VAT (> 0)' }),
    }),
    { maxItems: 1000 },
  ),
  validUntil: Type.String({ maxLength: 10 }),
  message: Message,
});
export type AnswerQuoteRequest = Static<typeof AnswerQuoteRequest>;

export const DeclineQuoteRequest = Type.Object({ id: QuoteId, message: Message });
export type DeclineQuoteRequest = Static<typeof DeclineQuoteRequest>;
