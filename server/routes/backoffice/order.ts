/**
 * SPEC §7 back office: POST /backoffice/api/Order/UpdateOrderState and SendReceiptCopy (both scope orders:state),
 * prefix /backoffice/api/Order. docs/erp-orders.md describes the calls.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  SendReceiptCopyRequest,
  SendReceiptCopyResponse,
  UpdateOrderStateRequest,
  UpdateOrderStateResponse,
} from '../../../contract/backofficeOrders';
import { HttpError } from '../../errors';
import { backofficeCallerOf } from '../../plugins/auth';
import { mailOutboxFor } from '../../services/mailOutbox';
import { queueOrderConfirmation } from '../../services/orders/confirmation';
import { findOrder, updateOrderState } from '../../services/orders/state';
import { replies } from '../_params';

const backofficeOrderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/UpdateOrderState',
    { config: { backoffice: 'orders:state' }, schema: { body: UpdateOrderStateRequest, response: replies(UpdateOrderStateResponse) } },
    async (request): Promise<UpdateOrderStateResponse> => updateOrderState(app.db, request.body, backofficeCallerOf(request).label),
  );

  app.post(
    '/SendReceiptCopy',
    { config: { backoffice: 'orders:state' }, schema: { body: SendReceiptCopyRequest, response: replies(SendReceiptCopyResponse) } },
    async (request): Promise<SendReceiptCopyResponse> => {
      const order = await findOrder(app.db, request.body.orderId);
      if (!order) throw new HttpError(404, `Order ${request.body.orderId} not found`);
      let to = request.body.email;
      if (to === undefined) {
        const buyer = await app.db
          .selectFrom('orders as o')
          .innerJoin('users as u', 'u.id', 'o.user_id')
          .select('u.username')
          .where('o.id', '=', order.id)
          .executeTakeFirst();
        if (!buyer) throw new HttpError(409, `Order ${order.order_number} has no buyer to send it to; give an email`);
        to = buyer.username;
      }
      const queued = await queueOrderConfirmation(app, order.id, { copyTo: to, outbox: mailOutboxFor(app) });
      if (!queued?.mailId) throw new HttpError(404, `Order ${request.body.orderId} not found`);
      return { orderId: order.id, orderNumber: order.order_number, to: queued.to, mailId: queued.mailId };
    },
  );
};

export default backofficeOrderRoutes;
