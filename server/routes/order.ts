/**
 * Order calls (docs/commerce-api.md 'Orders'; SPEC §7), prefix /api/Order. Both need a customer and take a cart id,
 * which must be the caller's own cart (customer and user; another's is a 404). Both check their area and language
 * (400 naming the parameter): the order keeps them and the ERP gets them.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Replies } from '../../contract/common';
import {
  CreateOrderRequest,
  CreateOrderResponse,
  GetOrderByCartIdRequest,
  GetOrderByCartIdResponse,
} from '../../contract/order';
import { notFound } from '../errors';
import { requireCustomer } from '../plugins/auth';
import { checkAreaInfo } from '../services/area';
import { assertMayPlaceOrder } from '../services/company/roles';
import { mailOutboxFor } from '../services/mailOutbox';
import { createOrderFromCart, getOrderByCartId } from '../services/orders';
import { queueOrderConfirmation } from '../services/orders/confirmation';

/**
 * The buyer's order confirmation (docs/erp-orders.md): queued once per order (a repeated CreateOrderByCartId queues
 * nothing new); a card order's waits for its payment (payments.ts). A failure is logged, never the order's failure.
 */
async function confirmPlacedOrder(app: FastifyInstance, orderId: string): Promise<void> {
  try {
    const order = await app.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirst();
    // An order waiting for approval is confirmed when it is approved (company/approvals.ts).
    if (!order || order.status === 'PendingPayment' || order.status === 'Rejected' || order.status === 'PendingApproval') return;
    await queueOrderConfirmation(app, orderId, { outbox: mailOutboxFor(app) });
  } catch (err) {
    app.log.error({ err, orderId }, 'order confirmation could not be queued');
  }
}

const orderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Confirmations being queued; the app finishes them before it closes (SIGTERM, tests).
  const confirming = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.all(confirming);
  });

  app.post('/CreateOrderByCartId', { schema: { body: CreateOrderRequest, response: Replies(CreateOrderResponse) } }, async (request) => {
    const identity = requireCustomer(request);
    // Company roles (docs/company.md): a viewer places no order; a requester's waits for approval (as one over a limit).
    await assertMayPlaceOrder(app.db, identity);
    const { areaId, languageCode } = await checkAreaInfo(app.db, request.body.area, 'area');
    const { orderId } = await createOrderFromCart(
      app,
      identity,
      { areaId, languageCode, cartId: request.body.cartId },
      { mailQueued: () => mailOutboxFor(app).kick() },
    );
    // The confirmation renders the order as PDF: queued beside the answer, so the buyer's 'Place order' never waits
    // for it (it is deduplicated per order, so a repeated call queues nothing new).
    const queued: Promise<void> = confirmPlacedOrder(app, orderId).finally(() => confirming.delete(queued));
    confirming.add(queued);
    return { orderId };
  });

  const byCartId = { body: GetOrderByCartIdRequest, response: Replies(GetOrderByCartIdResponse) };
  app.post('/GetOrderByCartId', { schema: byCartId }, async (request) => {
    const identity = requireCustomer(request);
    await checkAreaInfo(app.db, request.body.areaInfo, 'areaInfo');
    const { cartId, orderId } = request.body;
    const order = await getOrderByCartId(app, { customerNumber: identity.customerNumber, userId: identity.userId }, cartId);
    if (!order || (orderId && order.id !== orderId)) throw notFound();
    return { order: { item: order } };
  });
};

export default orderRoutes;
