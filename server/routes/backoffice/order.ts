/**
 * SPEC §7 back office: POST /backoffice/api/Order/UpdateOrderState (scope orders:state), prefix
 * /backoffice/api/Order. docs/erp-orders.md describes the calls.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { UpdateOrderStateRequest, UpdateOrderStateResponse } from '../../../contract/backofficeOrders';
import { backofficeCallerOf } from '../../plugins/auth';
import { updateOrderState } from '../../services/orders/state';
import { replies } from '../_params';

const backofficeOrderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/UpdateOrderState',
    { config: { backoffice: 'orders:state' }, schema: { body: UpdateOrderStateRequest, response: replies(UpdateOrderStateResponse) } },
    async (request): Promise<UpdateOrderStateResponse> => updateOrderState(app.db, request.body, backofficeCallerOf(request).label),
  );
};

export default backofficeOrderRoutes;
