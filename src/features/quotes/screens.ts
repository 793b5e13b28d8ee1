/**
 * The quote screens (issue 20) by route name, one lazy chunk ('quotes'): the customer's list and detail in the
 * customer centre's frame, and the sales rep's queue beside the impersonation page.
 */
export { default as quotes } from './QuotesPage';
export { default as quoteDetail } from './QuoteDetailPage';
export { default as quoteRequests } from './QuoteRequestsPage';
