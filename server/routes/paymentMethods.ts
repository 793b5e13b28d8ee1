/**
 * POST /api/Payment/GetPaymentMethods (prefix /api/Payment; docs/commerce-api.md): invoice and card, or card only
 * for customers whose payment terms say so; card only while a provider takes card payments (extraInfo.testMode
 * while that is the sandbox). Needs a customer. (The card payment calls live in routes/payment.ts.)
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Replies } from '../../contract/common';
import { GetPaymentMethodsRequest, GetPaymentMethodsResponse } from '../../contract/payment';
import { requireCustomer } from '../plugins/auth';
import { callerCurrency, paymentMethodsFor, paymentMethodToWire } from '../services/cart';

const schema = { body: GetPaymentMethodsRequest, response: Replies(GetPaymentMethodsResponse) };

const paymentMethodRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/GetPaymentMethods', { schema }, async (request) => {
    const identity = requireCustomer(request);
    const { area } = request.body;
    const currency = await callerCurrency(app, identity.customerNumber, area);
    const defs = await paymentMethodsFor(app, area.areaId, currency, identity.customerNumber, app.paymentProviders.cardPayments());
    return { data: defs.map((d) => paymentMethodToWire(d, area.languageCode)) };
  });
};

export default paymentMethodRoutes;
