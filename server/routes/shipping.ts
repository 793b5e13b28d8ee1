/**
 * POST /api/Shipping/GetShippingMethods (prefix /api/Shipping; docs/commerce-api.md): the area's methods that
 * deliver to the address's country, names in the request language, fees in the caller's currency. Needs a user.
 */
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ShippingMethod } from '../../src/api/commerceTypes';
import { requireUser } from '../plugins/auth';
import { callerCurrency, DEFAULT_COUNTRY, shippingMethodsFor, shippingMethodToWire } from '../services/cart';
import { AddressSchema, AreaInfoSchema } from '../services/cart/schema';

const ShippingMethodsSchema = Type.Object({ area: AreaInfoSchema, address: AddressSchema });

const shippingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/GetShippingMethods', { schema: { body: ShippingMethodsSchema } }, async (request): Promise<{ shippingMethods: ShippingMethod[] }> => {
    const identity = requireUser(request);
    const { area, address } = request.body;
    const country = (address.country ?? '').trim().toUpperCase() || DEFAULT_COUNTRY;
    const currency = await callerCurrency(app, identity.customerNumber, area);
    const defs = await shippingMethodsFor(app, area.areaId, country, currency);
    return { shippingMethods: defs.map((d) => shippingMethodToWire(d, area.languageCode)) };
  });
};

export default shippingRoutes;
