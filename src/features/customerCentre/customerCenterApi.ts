/**
 * The customer centre's calls (SPEC §7 'Customer centre and customer'; contract in docs/customer-centre-api.md,
 * wire types in src/api/customerCentreTypes.ts). The customer's addresses (Customer/GetAddresses) are the
 * checkout's endpoint (src/features/checkout/checkoutApi.ts); the invoice PDF is a file download
 * (src/lib/download.ts), not an endpoint — a Blob never enters the store.
 */
import { baseApi } from '../../api/baseApi';
import type {
  CreditMemo,
  CreditMemoResponse,
  CreditMemosPageResponse,
  CustomerCentreListRequest,
  CustomerCentreOrder,
  GetCreditMemoRequest,
  GetInvoiceRequest,
  GetOrderRequest,
  Invoice,
  InvoiceResponse,
  InvoicesPageResponse,
  InvoicesResponse,
  OrderResponse,
  OrdersPageResponse,
  PagingQuery,
} from '../../api/customerCentreTypes';

/** A paged list call: the page in the query string (SPEC §5: both required), the search options in the body. */
export interface PagedListArgs extends PagingQuery {
  body: CustomerCentreListRequest;
}

const paged = (url: string, { pageSize, pageNr, body }: PagedListArgs) => ({
  url: `${url}?${new URLSearchParams({ pageSize: String(pageSize), pageNr: String(pageNr) }).toString()}`,
  method: 'POST',
  body,
});

export const customerCenterApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/CustomerCenter/GetOrdersWithPagination?pageSize&pageNr → { orders, totalItems, totalPages, … }. */
    getOrdersWithPagination: build.query<OrdersPageResponse, PagedListArgs>({
      query: (args) => paged('/api/CustomerCenter/GetOrdersWithPagination', args),
      providesTags: ['Orders'],
    }),
    /**
     * POST /api/CustomerCenter/GetOrder { orderId } → order. A missing order is null (a 204 or an empty answer; the
     * server's 404 for an unknown or foreign id stays an error the loader turns into not-found).
     */
    getOrder: build.query<CustomerCentreOrder | null, GetOrderRequest>({
      query: (body) => ({ url: '/api/CustomerCenter/GetOrder', method: 'POST', body }),
      transformResponse: (response: Partial<OrderResponse> | null) => response?.order ?? null,
      providesTags: ['Orders'],
    }),
    /** POST /api/CustomerCenter/GetInvoices → every matching invoice, newest first (the home page's open invoices). */
    getInvoices: build.query<InvoicesResponse, CustomerCentreListRequest>({
      query: (body) => ({ url: '/api/CustomerCenter/GetInvoices', method: 'POST', body }),
      transformResponse: (response: Partial<InvoicesResponse> | null) => ({
        invoices: response?.invoices ?? [],
        totalItems: response?.totalItems ?? 0,
      }),
      providesTags: ['Invoices'],
    }),
    getInvoicesWithPagination: build.query<InvoicesPageResponse, PagedListArgs>({
      query: (args) => paged('/api/CustomerCenter/GetInvoicesWithPagination', args),
      providesTags: ['Invoices'],
    }),
    getInvoice: build.query<Invoice | null, GetInvoiceRequest>({
      query: (body) => ({ url: '/api/CustomerCenter/GetInvoice', method: 'POST', body }),
      transformResponse: (response: Partial<InvoiceResponse> | null) => response?.invoice ?? null,
      providesTags: ['Invoices'],
    }),
    getCreditMemosWithPagination: build.query<CreditMemosPageResponse, PagedListArgs>({
      query: (args) => paged('/api/CustomerCenter/GetCreditMemosWithPagination', args),
      providesTags: ['CreditMemos'],
    }),
    getCreditMemo: build.query<CreditMemo | null, GetCreditMemoRequest>({
      query: (body) => ({ url: '/api/CustomerCenter/GetCreditMemo', method: 'POST', body }),
      transformResponse: (response: Partial<CreditMemoResponse> | null) => response?.creditMemo ?? null,
      providesTags: ['CreditMemos'],
    }),
  }),
});

export const { useGetInvoicesQuery, useGetOrdersWithPaginationQuery } = customerCenterApi;
