/**
 * The public entry of src/features/quotes (issue 20; docs/quotes.md): what other features use of it. The screens are
 * screens of the customer centre's lazy chunk (customerCentre/screens.ts); 'Request a quote' and the cart's quote
 * notice are used by the cart page (the cart chunk), the link to the quote requests by the impersonation page. None
 * is in the first load; webpack keeps out of a chunk what it does not use of this entry.
 */
export { CartQuoteNotice } from './CartQuoteNotice';
export { RequestQuoteControl } from './RequestQuoteControl';
export { QuoteRequestsLink } from './QuoteRequestsLink';
export { default as QuotesPage } from './QuotesPage';
export { default as QuoteDetailPage } from './QuoteDetailPage';
export { default as QuoteRequestsPage } from './QuoteRequestsPage';
