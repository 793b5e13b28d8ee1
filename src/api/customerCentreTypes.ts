/**
 * Wire types of the customer-centre calls (SPEC §7 'Customer centre and customer'), taken from the one contract
 * (contract/customerCentre.ts; behaviour in docs/customer-centre-api.md) as types only: no TypeBox code reaches the
 * browser bundle. The bounds and the paging rule come from contract/values.ts, which has no code but them.
 */
export type { Address, Price, ProductKey } from './commerceTypes';
export type { AreaInfo } from './types';
export type {
  CreditMemo,
  CreditMemoReason,
  CreditMemoResponse,
  CreditMemosPageResponse,
  CustomerCentreListRequest,
  CustomerCentreOrder,
  CustomerCentreSearchOptions,
  DeliveryStatus,
  DocumentLine,
  DocumentLink,
  GetCreditMemoRequest,
  GetInvoiceRequest,
  GetOrderRequest,
  Invoice,
  InvoicePdfQuery,
  InvoiceResponse,
  InvoicesPageResponse,
  InvoicesResponse,
  InvoiceStatus,
  OrderResponse,
  OrderShipment,
  OrdersPageResponse,
  OrdersResponse,
  PageInfo,
  PaymentTerms,
  VatSummaryLine,
} from '../../contract/customerCentre';
export { LIST_LIMIT, MAX_PAGE_SIZE, MAX_SEARCH_LENGTH, totalPagesOf } from '../../contract/values';

/**
 * The paging arguments of the paged list calls as the storefront gives them: numbers (the query string's text is
 * the contract's PagingQuery; pageSize 1..MAX_PAGE_SIZE, pageNr 1-based).
 */
export interface PagingQuery {
  pageSize: number;
  pageNr: number;
}
