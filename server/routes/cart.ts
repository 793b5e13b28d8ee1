/**
 * Cart calls (docs/commerce-api.md 'Cart'; SPEC §7), prefix /api/Cart, plus POST /api/cart/GetCartById (lower-case
 * `cart` as in the spec; Fastify routes are case-sensitive, so that one is registered on its own: cartByIdRoutes).
 * Every call needs a customer except CalculateCartWithoutSaving. Every call checks its area and language (400 naming
 * the parameter: services/area.ts checkAreaInfo).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  CalculateCartResponse,
  CartBody,
  CartByIdRequest,
  CartByIdResponse,
  CartSearchRequest,
  CartSearchResponse,
  EmptyCartRequest,
  SaveCartResponse,
} from '../../contract/cart';
import { ErrorReplies, Replies } from '../../contract/common';
import { badRequest, notFound } from '../errors';
import { customerOf, requireCustomer } from '../plugins/auth';
import { checkAreaInfo } from '../services/area';
import { QUICK_COMPRESSION } from './_compression';
import { calculateRequest, cartToWire, emptyCart, findCart, saveCartRequest, searchCarts } from '../services/cart';

const SORT_FIELD = 'sources.api.updatedAt';

const owner = (identity: { customerNumber: string; userId: string }) => ({
  customerNumber: identity.customerNumber,
  userId: identity.userId,
});

const cartRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/SaveCart', { schema: { body: CartBody, response: Replies(SaveCartResponse) } }, async (request) => {
    const identity = requireCustomer(request);
    return { cart: await saveCartRequest(app, owner(identity), request.body, new Date()) };
  });

  app.post('/CalculateCart', { compress: QUICK_COMPRESSION, schema: { body: CartBody, response: Replies(CalculateCartResponse) } }, async (request) => {
    const identity = requireCustomer(request);
    return calculateRequest(app, identity.customerNumber, owner(identity), request.body, new Date());
  });

  app.post('/CalculateCartWithoutSaving', { compress: QUICK_COMPRESSION, schema: { body: CartBody, response: Replies(CalculateCartResponse) } }, async (request) =>
    calculateRequest(app, customerOf(request), null, request.body, new Date()),
  );

  const emptied = { body: EmptyCartRequest, response: { 204: Type.Null({ description: 'The lines are removed' }), ...ErrorReplies } };
  app.post('/EmptyCart', { schema: emptied }, async (request, reply) => {
    const identity = requireCustomer(request);
    await checkAreaInfo(app.db, request.body.area, 'area');
    await emptyCart(app.db, owner(identity), request.body.cartId, new Date());
    return reply.status(204).send(null);
  });

  app.post('/GetCartsBySearch', { schema: { body: CartSearchRequest, response: Replies(CartSearchResponse) } }, async (request) => {
    const identity = requireCustomer(request);
    await checkAreaInfo(app.db, request.body.area, 'area');
    const sorting = request.body.sorting ?? [];
    const unsupported = sorting.find((s) => s.field !== SORT_FIELD);
    if (unsupported) throw badRequest(`Sorting by ${unsupported.field} is not supported`, { sorting: `only ${SORT_FIELD}` });
    const direction = sorting[0]?.direction === 'Ascending' ? 'asc' : 'desc';
    return searchCarts(app.db, owner(identity), { skip: request.body.skip, take: request.body.take, direction });
  });
};

/** POST /api/cart/GetCartById (prefix /api/cart): the caller's own cart (customer and user), open or ordered. */
export const cartByIdRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/GetCartById', { schema: { body: CartByIdRequest, response: Replies(CartByIdResponse) } }, async (request) => {
    const identity = requireCustomer(request);
    await checkAreaInfo(app.db, request.body.areaInfo, 'areaInfo');
    const row = await findCart(app.db, owner(identity), request.body.id);
    if (!row) throw notFound();
    return { cart: { item: cartToWire(row) } };
  });
};

export default cartRoutes;
