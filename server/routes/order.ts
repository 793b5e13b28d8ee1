/**
 * Order calls (docs/commerce-api.md 'Orders'; SPEC §7), prefix /api/Order. Both need a customer and take a cart id,
 * which must be the caller's own cart (customer and user; another's is a 404). Both check their area and language
 * (400 naming the parameter): the order keeps them and the ERP gets them.
 */
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Order } from '../../src/api/commerceTypes';
import { notFound } from '../errors';
import { requireCustomer } from '../plugins/auth';
import { checkAreaInfo } from '../services/area';
import { AreaInfoSchema, CartIdSchema } from '../services/cart/schema';
import { createOrderFromCart, getOrderByCartId } from '../services/orders';

const CreateOrderSchema = Type.Object({ area: AreaInfoSchema, cartId: CartIdSchema });
const GetOrderSchema = Type.Object({
  areaInfo: AreaInfoSchema,
  cartId: CartIdSchema,
  orderId: Type.Optional(Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength: 100 })),
});

const orderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/CreateOrderByCartId', { schema: { body: CreateOrderSchema } }, async (request): Promise<{ orderId: string }> => {
    const identity = requireCustomer(request);
    const { areaId, languageCode } = await checkAreaInfo(app.db, request.body.area, 'area');
    const { orderId } = await createOrderFromCart(app, identity, { areaId, languageCode, cartId: request.body.cartId });
    return { orderId };
  });

  app.post('/GetOrderByCartId', { schema: { body: GetOrderSchema } }, async (request): Promise<{ order: { item: Order } }> => {
    const identity = requireCustomer(request);
    await checkAreaInfo(app.db, request.body.areaInfo, 'areaInfo');
    const { cartId, orderId } = request.body;
    const order = await getOrderByCartId(app, { customerNumber: identity.customerNumber, userId: identity.userId }, cartId);
    if (!order || (orderId && order.id !== orderId)) throw notFound();
    return { order: { item: order } };
  });
};

export default orderRoutes;
