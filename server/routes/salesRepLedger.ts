/**
 * The customer's ledger of sales reps' sessions (issue 20; contract/salesRepLedger.ts), under the customer centre's
 * prefix /api/CustomerCenter: GetSalesRepLedger. For a logged-in customer user whose company role is admin now and who
 * is not a rep acting for one (403); only the caller's customer's sessions.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Replies } from '../../contract/common';
import { PagingQuery } from '../../contract/customerCentre';
import { SalesRepLedgerResponse } from '../../contract/salesRepLedger';
import { totalPagesOf } from '../../contract/values';
import { requireCustomer } from '../plugins/auth';
import { requireCompanyAdmin } from '../services/company/users';
import { pageOf } from '../services/customerCenter';
import { customerLedgerPageWithQuotes } from '../services/quotes/ledger';
import { dropEmptyQueryValues } from './_params';

const salesRepLedgerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/GetSalesRepLedger',
    { schema: { querystring: PagingQuery, response: Replies(SalesRepLedgerResponse) }, preValidation: dropEmptyQueryValues },
    async (request) => {
      const caller = await requireCompanyAdmin(app.db, requireCustomer(request));
      const page = pageOf(request.query.pageSize, request.query.pageNr);
      const idleMs = app.config.impersonationIdleMinutes * 60_000;
      const { entries, total } = await customerLedgerPageWithQuotes(app.db, caller.customerNumber, page, idleMs);
      return {
        entries: entries.map((e) => ({
          id: e.id,
          repName: e.repName,
          userName: e.userName,
          startedAt: e.startedAt,
          endedAt: e.endedAt,
          endReason: e.endReason,
          orders: e.orders.map((o) => ({ orderId: o.id, orderNumber: o.orderNumber })),
          ...(e.quote ? { quote: { quoteId: e.quote.quoteId, quoteNumber: e.quote.quoteNumber, action: e.quote.action } } : {}),
        })),
        totalItems: total,
        totalPages: totalPagesOf(total, page.pageSize),
        pageNr: page.pageNr,
        pageSize: page.pageSize,
      };
    },
  );
};

export default salesRepLedgerRoutes;
