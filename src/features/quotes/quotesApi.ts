/**
 * RTK Query endpoints of quotes (issue 20; contract/quotes.ts, docs/quotes.md). Types only from the contract: no
 * TypeBox reaches the browser. Lists and quotes are cached under the tag 'Quotes' and refetched after every change.
 */
import type { CalculateCartResponse, Cart } from '../../api/commerceTypes';
import type { AreaInfo } from '../../api/types';
import { baseApi } from '../../api/baseApi';
import type { QuoteState } from '../../../contract/quoteRules';
import type { AnswerQuoteRequest, Quote, QuoteResponse, QuotesPageResponse } from '../../../contract/quotes';

export type { Quote, QuoteLine, QuotesPageResponse } from '../../../contract/quotes';

/** The newest quotes a list shows (one page; docs/quotes.md). */
export const QUOTE_LIST_SIZE = 50;

export interface QuoteListArgs {
  state?: QuoteState;
  /** Whose list a cache entry holds (not sent: the server knows the caller from the token). */
  owner: string;
}

const api = baseApi.enhanceEndpoints({ addTagTypes: ['Quotes'] });

export const quotesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/CustomerCenter/RequestQuote: the stored cart's lines as a quote request. */
    requestQuote: build.mutation<Quote, { area: AreaInfo; cartId: string; message: string }>({
      query: (body) => ({ url: '/api/CustomerCenter/RequestQuote', method: 'POST', body }),
      transformResponse: (response: QuoteResponse) => response.quote,
      invalidatesTags: ['Quotes'],
    }),
    /** POST /api/CustomerCenter/GetQuotes: the company's quotes, newest first. */
    getQuotes: build.query<QuotesPageResponse, QuoteListArgs>({
      query: ({ state }) => ({
        url: `/api/CustomerCenter/GetQuotes?pageSize=${QUOTE_LIST_SIZE}&pageNr=1`,
        method: 'POST',
        body: state ? { state } : {},
      }),
      providesTags: ['Quotes'],
    }),
    /** POST /api/CustomerCenter/GetQuote. */
    getQuote: build.query<Quote, { id: string; owner: string }>({
      query: ({ id }) => ({ url: '/api/CustomerCenter/GetQuote', method: 'POST', body: { id } }),
      transformResponse: (response: QuoteResponse) => response.quote,
      providesTags: ['Quotes'],
    }),
    /** POST /api/CustomerCenter/AcceptQuote: the cart becomes the quote's lines at the quoted prices. */
    acceptQuote: build.mutation<CalculateCartResponse, { area: AreaInfo; id: string; cart: Cart }>({
      query: (body) => ({ url: '/api/CustomerCenter/AcceptQuote', method: 'POST', body }),
      invalidatesTags: ['Quotes'],
    }),
    /** POST /api/SalesImpersonation/GetQuoteRequests: the rep's customers' quotes, newest first. */
    getQuoteRequests: build.query<QuotesPageResponse, QuoteListArgs>({
      query: ({ state }) => ({
        url: `/api/SalesImpersonation/GetQuoteRequests?pageSize=${QUOTE_LIST_SIZE}&pageNr=1`,
        method: 'POST',
        body: state ? { state } : {},
      }),
      providesTags: ['Quotes'],
    }),
    /** POST /api/SalesImpersonation/AnswerQuote. */
    answerQuote: build.mutation<Quote, AnswerQuoteRequest>({
      query: (body) => ({ url: '/api/SalesImpersonation/AnswerQuote', method: 'POST', body }),
      transformResponse: (response: QuoteResponse) => response.quote,
      invalidatesTags: ['Quotes'],
    }),
    /** POST /api/SalesImpersonation/DeclineQuote. */
    declineQuote: build.mutation<Quote, { id: string; message: string }>({
      query: (body) => ({ url: '/api/SalesImpersonation/DeclineQuote', method: 'POST', body }),
      transformResponse: (response: QuoteResponse) => response.quote,
      invalidatesTags: ['Quotes'],
    }),
  }),
});

export const {
  useRequestQuoteMutation,
  useGetQuotesQuery,
  useGetQuoteQuery,
  useGetQuoteRequestsQuery,
  useAnswerQuoteMutation,
  useDeclineQuoteMutation,
} = quotesApi;
