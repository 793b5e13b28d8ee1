/**
 * POST /api/Payment/GetPaymentMethods (prefix /api/Payment; docs/commerce-api.md): invoice and card, or card only
 * for customers whose payment terms say so; card only while a provider takes card payments (extraInfo.testMode
 * while that is the sandbox). Needs a customer. (The card payment calls live in routes/payment.ts.)
 */
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { PaymentMethod } from '../../src/api/commerceTypes';
import { requireCustomer } from '../plugins/auth';
import { callerCurrency, paymentMethodsFor, paymentMethodToWire } from '../services/cart';
import { AreaInfoSchema } from '../services/cart/schema';

const PaymentMethodsSchema = Type.Object({ area: AreaInfoSchema });

const paymentMethodRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/GetPaymentMethods', { schema: { body: PaymentMethodsSchema } }, async (request): Promise<{ data: PaymentMethod[] }> => {
    const identity = requireCustomer(request);
    const { area } = request.body;
    const currency = await callerCurrency(app, identity.customerNumber, area);
    const defs = await paymentMethodsFor(app, area.areaId, currency, identity.customerNumber, app.paymentProviders.cardPayments());
    return { data: defs.map((d) => paymentMethodToWire(d, area.languageCode)) };
  });
};

export default paymentMethodRoutes;
