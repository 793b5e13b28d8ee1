/**
 * POST /api/Shipping/GetShippingMethods (prefix /api/Shipping; docs/commerce-api.md): the area's methods that
 * deliver to the address's country, names in the request language, fees in the caller's currency; the customer's
 * usual one flagged `extraInfo.usual`. Needs a user.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Replies } from '../../contract/common';
import { GetShippingMethodsRequest, GetShippingMethodsResponse } from '../../contract/shipping';
import { requireUser } from '../plugins/auth';
import { callerCurrency, DEFAULT_COUNTRY, shippingMethodsFor, shippingMethodToWire } from '../services/cart';
import { usualShippingMethodId } from '../services/cart/methods';

const schema = { body: GetShippingMethodsRequest, response: Replies(GetShippingMethodsResponse) };

const shippingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/GetShippingMethods', { schema }, async (request) => {
    const identity = requireUser(request);
    const { area, address } = request.body;
    const country = (address.country ?? '').trim().toUpperCase() || DEFAULT_COUNTRY;
    const currency = await callerCurrency(app, identity.customerNumber, area);
    const [defs, usual] = await Promise.all([
      shippingMethodsFor(app, area.areaId, country, currency),
      identity.customerNumber ? usualShippingMethodId(app.db, identity.customerNumber) : Promise.resolve(null),
    ]);
    return {
      shippingMethods: defs.map((d) => {
        const wire = shippingMethodToWire(d, area.languageCode);
        // The customer's usual method (the checkout preselects it).
        return d.id === usual ? { ...wire, extraInfo: { ...wire.extraInfo, usual: true } } : wire;
      }),
    };
  });
};

export default shippingRoutes;
