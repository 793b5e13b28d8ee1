/**
 * Customer centre (SPEC §7 'Customer centre and customer'; contract docs/customer-centre-api.md), prefix
 * /api/CustomerCenter. Every call needs a customer (a rep acting for a customer user gets that customer) and only
 * ever reads the caller's customer's documents: another customer's id is a 404 'Not Found', never a 403.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ErrorReplies, Replies } from '../../contract/common';
import {
  CreditMemoResponse,
  CreditMemosPageResponse,
  CustomerCentreListRequest,
  GetCreditMemoRequest,
  GetInvoiceRequest,
  GetOrderRequest,
  InvoicePdfQuery,
  InvoicePdfResponse,
  InvoiceResponse,
  InvoicesPageResponse,
  InvoicesResponse,
  OrderResponse,
  OrdersPageResponse,
  OrdersResponse,
  PagingQuery,
  type PageInfo,
} from '../../contract/customerCentre';
import { LIST_LIMIT, totalPagesOf } from '../../contract/values';
import { badRequest, notFound, requireParam } from '../errors';
import { requireCustomer } from '../plugins/auth';
import { contentDisposition } from '../services/files';
import {
  documentLanguage,
  getCreditMemo,
  getInvoice,
  getOrder,
  listCreditMemos,
  listFilter,
  listInvoices,
  listOrders,
  loadPdfData,
  pageOf,
  renderDocumentPdf,
  type Caller,
  type Page,
} from '../services/customerCenter';
import { QUICK_COMPRESSION } from './_compression';
import { dropEmptyQueryValues } from './_params';

/** The checked caller: customer number, language of server texts (the request's, else the user's), now. */
function callerOf(request: FastifyRequest, languageCode?: string | null): Caller {
  const identity = requireCustomer(request);
  const language = documentLanguage(languageCode) ?? documentLanguage(identity.language) ?? 'da';
  return { customerNumber: identity.customerNumber, language, now: new Date() };
}

function pageInfo(total: number, page: Page): PageInfo {
  return { totalItems: total, totalPages: totalPagesOf(total, page.pageSize), pageNr: page.pageNr, pageSize: page.pageSize };
}

const UNPAGED = { limit: LIST_LIMIT, offset: 0 };

const customerCenterRoutes: FastifyPluginAsyncTypebox = async (app) => {

  app.post('/GetOrders', { schema: { body: CustomerCentreListRequest, response: Replies(OrdersResponse) } }, async (request) => {
    const caller = callerOf(request, request.body.areaInfo?.languageCode);
    const { items, total } = await listOrders(app.db, caller, listFilter(request.body.searchOptions), UNPAGED);
    return { orders: items, totalItems: total };
  });

  app.post(
    '/GetOrdersWithPagination',
    {
      compress: QUICK_COMPRESSION,
      schema: { querystring: PagingQuery, body: CustomerCentreListRequest, response: Replies(OrdersPageResponse) },
      preValidation: dropEmptyQueryValues,
    },
    async (request) => {
      const caller = callerOf(request, request.body.areaInfo?.languageCode);
      const page = pageOf(request.query.pageSize, request.query.pageNr);
      const { items, total } = await listOrders(app.db, caller, listFilter(request.body.searchOptions), page);
      return { orders: items, ...pageInfo(total, page) };
    },
  );

  app.post('/GetOrder', { schema: { body: GetOrderRequest, response: Replies(OrderResponse) } }, async (request) => {
    const caller = callerOf(request, request.body.areaInfo?.languageCode);
    const order = await getOrder(app.db, caller, requireParam(request.body.orderId?.trim(), 'orderId'));
    if (!order) throw notFound();
    return { order };
  });

  app.post('/GetInvoices', { schema: { body: CustomerCentreListRequest, response: Replies(InvoicesResponse) } }, async (request) => {
    const caller = callerOf(request, request.body.areaInfo?.languageCode);
    const { items, total } = await listInvoices(app.db, caller, listFilter(request.body.searchOptions), UNPAGED);
    return { invoices: items, totalItems: total };
  });

  app.post(
    '/GetInvoicesWithPagination',
    { schema: { querystring: PagingQuery, body: CustomerCentreListRequest, response: Replies(InvoicesPageResponse) }, preValidation: dropEmptyQueryValues },
    async (request) => {
      const caller = callerOf(request, request.body.areaInfo?.languageCode);
      const page = pageOf(request.query.pageSize, request.query.pageNr);
      const { items, total } = await listInvoices(app.db, caller, listFilter(request.body.searchOptions), page);
      return { invoices: items, ...pageInfo(total, page) };
    },
  );

  app.post('/GetInvoice', { schema: { body: GetInvoiceRequest, response: Replies(InvoiceResponse) } }, async (request) => {
    const caller = callerOf(request, request.body.areaInfo?.languageCode);
    const invoice = await getInvoice(app.db, caller, requireParam(request.body.invoiceId?.trim(), 'invoiceId'));
    if (!invoice) throw notFound();
    return { invoice };
  });

  app.post(
    '/GetCreditMemosWithPagination',
    { schema: { querystring: PagingQuery, body: CustomerCentreListRequest, response: Replies(CreditMemosPageResponse) }, preValidation: dropEmptyQueryValues },
    async (request) => {
      const caller = callerOf(request, request.body.areaInfo?.languageCode);
      const page = pageOf(request.query.pageSize, request.query.pageNr);
      const { items, total } = await listCreditMemos(app.db, caller, listFilter(request.body.searchOptions), page);
      return { creditMemos: items, ...pageInfo(total, page) };
    },
  );

  app.post('/GetCreditMemo', { schema: { body: GetCreditMemoRequest, response: Replies(CreditMemoResponse) } }, async (request) => {
    const caller = callerOf(request, request.body.areaInfo?.languageCode);
    const creditMemo = await getCreditMemo(app.db, caller, requireParam(request.body.creditMemoId?.trim(), 'creditMemoId'));
    if (!creditMemo) throw notFound();
    return { creditMemo };
  });

  const pdfSchema = { querystring: InvoicePdfQuery, response: { 200: { content: { 'application/pdf': { schema: InvoicePdfResponse } } }, ...ErrorReplies } };
  app.get('/GetInvoicePdf', { schema: pdfSchema, preValidation: dropEmptyQueryValues }, async (request, reply) => {
    const { InvoiceId, LinkId, LanguageCode } = request.query;
    let requested = null;
    if (LanguageCode !== undefined) {
      requested = documentLanguage(LanguageCode);
      if (!requested) throw badRequest('Invalid request: LanguageCode must be da, en, sv, nb or fi', { LanguageCode: 'must be da, en, sv, nb or fi' });
    }
    const caller = callerOf(request, requested);
    const language = documentLanguage(caller.language) ?? 'da';
    const data = await loadPdfData(app.db, caller, InvoiceId.trim(), LinkId?.trim() || null, language);
    if (!data) throw notFound();
    const pdf = await renderDocumentPdf(data);
    const name = `${data.kind === 'invoice' ? 'invoice' : 'creditmemo'}-${data.number}.pdf`;
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', contentDisposition(name, 'document.pdf'))
      .header('Cache-Control', 'no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .send(pdf);
  });
};

export default customerCenterRoutes;
