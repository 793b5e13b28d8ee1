/**
 * The public entry of src/features/quotes (issue 20; docs/quotes.md): what other features use of it. The screens are
 * the lazy chunk 'quotes' (screens.ts, src/app/routes.tsx); 'Request a quote' and the cart's quote notice are used by
 * the cart page (the cart chunk), the link to the quote requests by the impersonation page.
 */
export { CartQuoteNotice } from './CartQuoteNotice';
export { RequestQuoteControl } from './RequestQuoteControl';
export { QuoteRequestsLink } from './QuoteRequestsLink';
