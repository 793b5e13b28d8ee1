/**
 * Customer centre (SPEC §7 'Customer centre and customer'; contract docs/customer-centre-api.md), prefix
 * /api/CustomerCenter. Every call needs a customer (a rep acting for a customer user gets that customer) and only
 * ever reads the caller's customer's documents: another customer's id is a 404 'Not Found', never a 403.
 */
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type {
  CreditMemoResponse,
  CreditMemosPageResponse,
  InvoiceResponse,
  InvoicesPageResponse,
  InvoicesResponse,
  OrderResponse,
  OrdersPageResponse,
  OrdersResponse,
  PageInfo,
} from '../../src/api/customerCentreTypes';
import { LIST_LIMIT, MAX_SEARCH_LENGTH, totalPagesOf } from '../../common/customerCentre';
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
import { dropEmptyQueryValues } from './_params';

const Nullable = (maxLength: number) => Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()]));

/** Lenient area info: only languageCode is used (texts), and nothing in it is required. */
const AreaInfoSchema = Type.Optional(
  Type.Object({
    areaId: Type.Optional(Type.String({ maxLength: 50 })),
    currencyCode: Type.Optional(Type.String({ maxLength: 10 })),
    languageCode: Type.Optional(Type.String({ maxLength: 10 })),
  }),
);

const SearchOptionsSchema = Type.Optional(
  Type.Union([
    Type.Object({
      includeLinesInResult: Type.Optional(Type.Union([Type.Boolean(), Type.Null()])),
      from: Nullable(40),
      to: Nullable(40),
      search: Nullable(MAX_SEARCH_LENGTH),
      linkId: Nullable(100),
    }),
    Type.Null(),
  ]),
);

const ListBody = Type.Object({ areaInfo: AreaInfoSchema, searchOptions: SearchOptionsSchema });
const PagingQuery = Type.Object({ pageSize: Type.String({ maxLength: 20 }), pageNr: Type.String({ maxLength: 20 }) });
const OrderBody = Type.Object({ areaInfo: AreaInfoSchema, orderId: Nullable(100) });
const InvoiceBody = Type.Object({ areaInfo: AreaInfoSchema, invoiceId: Nullable(100) });
const CreditMemoBody = Type.Object({ areaInfo: AreaInfoSchema, creditMemoId: Nullable(100) });
const PdfQuery = Type.Object({
  InvoiceId: Type.String({ maxLength: 100 }),
  LinkId: Type.Optional(Type.String({ maxLength: 100 })),
  LanguageCode: Type.Optional(Type.String({ maxLength: 10 })),
});

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
  const paged = { querystring: PagingQuery, body: ListBody };

  app.post('/GetOrders', { schema: { body: ListBody } }, async (request): Promise<OrdersResponse> => {
    const caller = callerOf(request, request.body.areaInfo?.languageCode);
    const { items, total } = await listOrders(app.db, caller, listFilter(request.body.searchOptions), UNPAGED);
    return { orders: items, totalItems: total };
  });

  app.post(
    '/GetOrdersWithPagination',
    { schema: paged, preValidation: dropEmptyQueryValues },
    async (request): Promise<OrdersPageResponse> => {
      const caller = callerOf(request, request.body.areaInfo?.languageCode);
      const page = pageOf(request.query.pageSize, request.query.pageNr);
      const { items, total } = await listOrders(app.db, caller, listFilter(request.body.searchOptions), page);
      return { orders: items, ...pageInfo(total, page) };
    },
  );

  app.post('/GetOrder', { schema: { body: OrderBody } }, async (request): Promise<OrderResponse> => {
    const caller = callerOf(request, request.body.areaInfo?.languageCode);
    const order = await getOrder(app.db, caller, requireParam(request.body.orderId?.trim(), 'orderId'));
    if (!order) throw notFound();
    return { order };
  });

  app.post('/GetInvoices', { schema: { body: ListBody } }, async (request): Promise<InvoicesResponse> => {
    const caller = callerOf(request, request.body.areaInfo?.languageCode);
    const { items, total } = await listInvoices(app.db, caller, listFilter(request.body.searchOptions), UNPAGED);
    return { invoices: items, totalItems: total };
  });

  app.post(
    '/GetInvoicesWithPagination',
    { schema: paged, preValidation: dropEmptyQueryValues },
    async (request): Promise<InvoicesPageResponse> => {
      const caller = callerOf(request, request.body.areaInfo?.languageCode);
      const page = pageOf(request.query.pageSize, request.query.pageNr);
      const { items, total } = await listInvoices(app.db, caller, listFilter(request.body.searchOptions), page);
      return { invoices: items, ...pageInfo(total, page) };
    },
  );

  app.post('/GetInvoice', { schema: { body: InvoiceBody } }, async (request): Promise<InvoiceResponse> => {
    const caller = callerOf(request, request.body.areaInfo?.languageCode);
    const invoice = await getInvoice(app.db, caller, requireParam(request.body.invoiceId?.trim(), 'invoiceId'));
    if (!invoice) throw notFound();
    return { invoice };
  });

  app.post(
    '/GetCreditMemosWithPagination',
    { schema: paged, preValidation: dropEmptyQueryValues },
    async (request): Promise<CreditMemosPageResponse> => {
      const caller = callerOf(request, request.body.areaInfo?.languageCode);
      const page = pageOf(request.query.pageSize, request.query.pageNr);
      const { items, total } = await listCreditMemos(app.db, caller, listFilter(request.body.searchOptions), page);
      return { creditMemos: items, ...pageInfo(total, page) };
    },
  );

  app.post('/GetCreditMemo', { schema: { body: CreditMemoBody } }, async (request): Promise<CreditMemoResponse> => {
    const caller = callerOf(request, request.body.areaInfo?.languageCode);
    const creditMemo = await getCreditMemo(app.db, caller, requireParam(request.body.creditMemoId?.trim(), 'creditMemoId'));
    if (!creditMemo) throw notFound();
    return { creditMemo };
  });

  app.get('/GetInvoicePdf', { schema: { querystring: PdfQuery }, preValidation: dropEmptyQueryValues }, async (request, reply) => {
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
