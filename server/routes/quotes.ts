/**
 * Quotes (issue 20; contract/quotes.ts, docs/quotes.md). The customer's calls under the customer centre's prefix
 * /api/CustomerCenter (quoteRoutes): RequestQuote, GetQuotes, GetQuote, AcceptQuote — a customer login (a sales rep
 * acting for a user is that user); a company 'viewer' reads, never requests or accepts (403). The sales rep's calls
 * under /api/SalesImpersonation (quoteRequestRoutes): GetQuoteRequests, AnswerQuote, DeclineQuote — role
 * impersonation; only the quotes of the rep's customers.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { CalculateCartResponse } from '../../contract/cart';
import { Replies } from '../../contract/common';
import { PagingQuery } from '../../contract/customerCentre';
import {
  AcceptQuoteRequest,
  AnswerQuoteRequest,
  DeclineQuoteRequest,
  GetQuoteRequest,
  QuoteListRequest,
  QuoteResponse,
  QuotesPageResponse,
  RequestQuoteRequest,
} from '../../contract/quotes';
import { totalPagesOf } from '../../contract/values';
import { requireCustomer } from '../plugins/auth';
import { pageOf } from '../services/customerCenter';
import {
  acceptQuote,
  answerQuote,
  declineQuote,
  getQuote,
  listQuoteRequests,
  listQuotes,
  requestQuote,
  requireQuoteRep,
} from '../services/quotes';
import { dropEmptyQueryValues } from './_params';

const paged = (page: { pageNr: number; pageSize: number }, result: { quotes: unknown[]; total: number }) => ({
  totalItems: result.total,
  totalPages: totalPagesOf(result.total, page.pageSize),
  pageNr: page.pageNr,
  pageSize: page.pageSize,
});

export const quoteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/RequestQuote', { schema: { body: RequestQuoteRequest, response: Replies(QuoteResponse) } }, async (request) => {
    const caller = requireCustomer(request);
    return { quote: await requestQuote(app, caller, request.body, new Date()) };
  });

  app.post(
    '/GetQuotes',
    { schema: { querystring: PagingQuery, body: Type.Optional(QuoteListRequest), response: Replies(QuotesPageResponse) }, preValidation: dropEmptyQueryValues },
    async (request) => {
      const caller = requireCustomer(request);
      const page = pageOf(request.query.pageSize, request.query.pageNr);
      const result = await listQuotes(app, caller.customerNumber, request.body?.state, page, new Date());
      return { quotes: result.quotes, ...paged(page, result) };
    },
  );

  app.post('/GetQuote', { schema: { body: GetQuoteRequest, response: Replies(QuoteResponse) } }, async (request) => {
    const caller = requireCustomer(request);
    return { quote: await getQuote(app, caller.customerNumber, request.body.id, new Date()) };
  });

  app.post('/AcceptQuote', { schema: { body: AcceptQuoteRequest, response: Replies(CalculateCartResponse) } }, async (request) => {
    const caller = requireCustomer(request);
    return acceptQuote(app, caller, request.body, new Date());
  });
};

export const quoteRequestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/GetQuoteRequests',
    { schema: { querystring: PagingQuery, body: Type.Optional(QuoteListRequest), response: Replies(QuotesPageResponse) }, preValidation: dropEmptyQueryValues },
    async (request) => {
      const rep = await requireQuoteRep(app, request);
      const page = pageOf(request.query.pageSize, request.query.pageNr);
      const result = await listQuoteRequests(app, rep, request.body?.state, page, new Date());
      return { quotes: result.quotes, ...paged(page, result) };
    },
  );

  app.post('/AnswerQuote', { schema: { body: AnswerQuoteRequest, response: Replies(QuoteResponse) } }, async (request) => {
    const rep = await requireQuoteRep(app, request);
    return { quote: await answerQuote(app, rep, request.body, new Date()) };
  });

  app.post('/DeclineQuote', { schema: { body: DeclineQuoteRequest, response: Replies(QuoteResponse) } }, async (request) => {
    const rep = await requireQuoteRep(app, request);
    return { quote: await declineQuote(app, rep, request.body, new Date()) };
  });
};
