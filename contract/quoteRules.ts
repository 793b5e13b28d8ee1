/**
 * Quotes (issue 20; docs/quotes.md): the values both sides need at run time. Imports nothing — not even TypeBox — so
 * the storefront may import them without TypeBox reaching the browser (the schemas are in contract/quotes.ts).
 */

/** What is stored: requested → answered | declined; answered → accepted → ordered. */
export const QUOTE_STATUSES = ['requested', 'answered', 'accepted', 'declined', 'ordered'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** What people see: the stored status, or 'expired' for an answered or accepted quote whose validity has passed. */
export const QUOTE_STATES = ['requested', 'answered', 'accepted', 'declined', 'expired', 'ordered'] as const;
export type QuoteState = (typeof QUOTE_STATES)[number];

export const QUOTE_LIMITS = {
  /** The customer's and the rep's messages, characters. */
  maxMessageLength: 2000,
  /** An answer is valid until a date from today to this many days ahead. */
  maxValidityDays: 90,
  /** Days of validity the rep's form proposes. */
  defaultValidityDays: 30,
} as const;

/** The quote number as people see it ('Q-1004'). */
export const quoteNumberText = (n: number): string => `Q-${n}`;

/** The messages of the quote errors (docs/quotes.md 'Errors'). */
export const QUOTE_ERRORS = {
  notFound: 'Quote not found',
  emptyCart: 'The cart is empty: add the products you want a quote for',
  viewer: "Your company role 'viewer' cannot request or accept quotes",
  notAnswered: 'Only an answered quote can be accepted',
  expired: 'This quote has expired',
  alreadyAccepted: 'This quote has already been accepted',
  alreadyOrdered: 'This quote has already been ordered',
  notOpen: 'Only a requested quote can be answered or declined',
  impersonating: 'Open the quote requests with your own login, not while acting for a customer',
} as const;

/** Whether a stored quote is expired on `today` ('YYYY-MM-DD'): answered or accepted, valid until a day before. */
export function quoteStateOf(status: QuoteStatus, validUntil: string | null, today: string): QuoteState {
  if ((status === 'answered' || status === 'accepted') && validUntil !== null && validUntil < today) return 'expired';
  return status;
}
