/**
 * Saved carts (issue 20; contract/savedCarts.ts, docs/saved-carts.md), prefix /api/SavedCart:
 *   POST GetSavedCarts, SaveSavedCart, UpdateSavedCart, DeleteSavedCart (204), RestoreSavedCart.
 * A customer login is needed (requireCustomer; a sales rep acting for a user is that user). Every call checks its
 * area and language (400 naming the parameter).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { CalculateCartResponse } from '../../contract/cart';
import { ErrorReplies, Replies } from '../../contract/common';
import {
  DeleteSavedCartRequest,
  GetSavedCartsRequest,
  GetSavedCartsResponse,
  RestoreSavedCartRequest,
  SaveSavedCartRequest,
  SavedCartResponse,
  UpdateSavedCartRequest,
} from '../../contract/savedCarts';
import { requireCustomer } from '../plugins/auth';
import { deleteSavedCart, listSavedCarts, restoreSavedCart, saveSavedCart, updateSavedCart } from '../services/savedCarts';

const caller = (identity: { customerNumber: string; userId: string }) => ({
  customerNumber: identity.customerNumber,
  userId: identity.userId,
});

const savedCartRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/GetSavedCarts', { schema: { body: GetSavedCartsRequest, response: Replies(GetSavedCartsResponse) } }, async (request) => {
    const identity = requireCustomer(request);
    return { savedCarts: await listSavedCarts(app, caller(identity), request.body.area, new Date()) };
  });

  app.post('/SaveSavedCart', { schema: { body: SaveSavedCartRequest, response: Replies(SavedCartResponse) } }, async (request) => {
    const identity = requireCustomer(request);
    return { savedCart: await saveSavedCart(app, caller(identity), request.body, new Date()) };
  });

  app.post('/UpdateSavedCart', { schema: { body: UpdateSavedCartRequest, response: Replies(SavedCartResponse) } }, async (request) => {
    const identity = requireCustomer(request);
    return { savedCart: await updateSavedCart(app, caller(identity), request.body, new Date()) };
  });

  const deleted = { body: DeleteSavedCartRequest, response: { 204: Type.Null({ description: 'The saved cart is deleted' }), ...ErrorReplies } };
  app.post('/DeleteSavedCart', { schema: deleted }, async (request, reply) => {
    const identity = requireCustomer(request);
    await deleteSavedCart(app, caller(identity), request.body);
    return reply.status(204).send(null);
  });

  app.post('/RestoreSavedCart', { schema: { body: RestoreSavedCartRequest, response: Replies(CalculateCartResponse) } }, async (request) => {
    const identity = requireCustomer(request);
    return restoreSavedCart(app, caller(identity), request.body, new Date());
  });
};

export default savedCartRoutes;
