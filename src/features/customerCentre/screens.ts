/**
 * The customer centre's screens (SPEC §2) by route name, one lazy chunk ('customerCentre'): the route table imports
 * this module once and picks the screen, so the first load carries one import, not one per screen.
 */
export { default as customerCenter } from './CustomerCentreHome';
export { default as orders } from './OrdersPage';
export { default as orderDetail } from './OrderDetailPage';
export { default as invoices } from './InvoicesPage';
export { default as invoiceDetail } from './InvoiceDetailPage';
export { default as creditMemos } from './CreditMemosPage';
export { default as creditMemoDetail } from './CreditMemoDetailPage';
export { default as profile } from './ProfilePage';
// Issue 20: the company's users and roles (the page is a chunk of its own, loaded by this screen).
export { default as company } from './company/CompanyScreen';
// Issue 20: the orders waiting for a company admin's approval (a chunk of its own, loaded by this screen).
export { default as approvals } from './company/ApprovalsScreen';
// Saved carts (issue 20): a feature of its own, shown in the customer centre's chunk.
export { SavedCartsPage as savedCarts } from '../savedCarts';
// Quotes (issue 20): a feature of its own, shown in the customer centre's chunk (the rep's queue too).
export { QuotesPage as quotes, QuoteDetailPage as quoteDetail, QuoteRequestsPage as quoteRequests } from '../quotes';
