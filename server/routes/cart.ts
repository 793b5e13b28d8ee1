/**
 * Cart calls (docs/commerce-api.md 'Cart'; SPEC §7), prefix /api/Cart, plus POST /api/cart/GetCartById (lower-case
 * `cart` as in the spec; Fastify routes are case-sensitive, so that one is registered on its own: cartByIdRoutes).
 * Every call needs a customer except CalculateCartWithoutSaving. Every call checks its area and language (400 naming
 * the parameter: services/area.ts checkAreaInfo).
 */
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { CalculateCartResponse, Cart, CartSearchResponse } from '../../src/api/commerceTypes';
import { badRequest, notFound } from '../errors';
import { customerOf, requireCustomer } from '../plugins/auth';
import { checkAreaInfo } from '../services/area';
import { calculateRequest, cartToWire, emptyCart, findCart, saveCartRequest, searchCarts } from '../services/cart';
import { AreaInfoSchema, CartBodySchema, CartIdSchema } from '../services/cart/schema';

export const MAX_CART_SEARCH_TAKE = 100;
const SORT_FIELD = 'sources.api.updatedAt';

const EmptyCartSchema = Type.Object({ area: AreaInfoSchema, cartId: CartIdSchema });
const SearchSchema = Type.Object({
  area: AreaInfoSchema,
  skip: Type.Integer({ minimum: 0, maximum: 100_000 }),
  take: Type.Integer({ minimum: 0, maximum: MAX_CART_SEARCH_TAKE }),
  sorting: Type.Optional(
    Type.Array(
      Type.Object({
        field: Type.String({ maxLength: 100 }),
        direction: Type.Union([Type.Literal('Ascending'), Type.Literal('Descending')]),
      }),
      { maxItems: 5 },
    ),
  ),
  search: Type.Optional(Type.Unknown()),
  facets: Type.Optional(Type.Unknown()),
});
const CartByIdSchema = Type.Object({ areaInfo: AreaInfoSchema, id: CartIdSchema });

const owner = (identity: { customerNumber: string; userId: string }) => ({
  customerNumber: identity.customerNumber,
  userId: identity.userId,
});

const cartRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/SaveCart', { schema: { body: CartBodySchema } }, async (request): Promise<{ cart: Cart }> => {
    const identity = requireCustomer(request);
    return { cart: await saveCartRequest(app, owner(identity), request.body, new Date()) };
  });

  app.post('/CalculateCart', { schema: { body: CartBodySchema } }, async (request): Promise<CalculateCartResponse> => {
    const identity = requireCustomer(request);
    return calculateRequest(app, identity.customerNumber, owner(identity), request.body, new Date());
  });

  app.post('/CalculateCartWithoutSaving', { schema: { body: CartBodySchema } }, async (request): Promise<CalculateCartResponse> =>
    calculateRequest(app, customerOf(request), null, request.body, new Date()),
  );

  app.post('/EmptyCart', { schema: { body: EmptyCartSchema } }, async (request, reply) => {
    const identity = requireCustomer(request);
    await checkAreaInfo(app.db, request.body.area, 'area');
    await emptyCart(app.db, owner(identity), request.body.cartId, new Date());
    return reply.status(204).send();
  });

  app.post('/GetCartsBySearch', { schema: { body: SearchSchema } }, async (request): Promise<CartSearchResponse> => {
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
  app.post('/GetCartById', { schema: { body: CartByIdSchema } }, async (request): Promise<{ cart: { item: Cart } }> => {
    const identity = requireCustomer(request);
    await checkAreaInfo(app.db, request.body.areaInfo, 'areaInfo');
    const row = await findCart(app.db, owner(identity), request.body.id);
    if (!row) throw notFound();
    return { cart: { item: cartToWire(row) } };
  });
};

export default cartRoutes;
