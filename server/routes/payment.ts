/**
 * Card payments under /api/Payment (docs/commerce-api.md 'Payments'); GetPaymentMethods lives in
 * paymentMethods.ts under the same prefix.
 *
 * - POST CreatePaymentIntent: the order (PendingPayment) from the caller's cart and a payment at the provider (a
 *   new order when the cart's last one was rejected after a declined, failed or canceled payment); 400 while no
 *   provider takes card payments.
 * - GET|POST <Provider>Webhook/:area (SandboxWebhook): signed provider events over the raw body, for the providers
 *   in service (the sandbox's only while it is chosen: PAYMENT_PROVIDER).
 * - GET|POST VerifyPayment/:area/:paymentId: the paying customer asks for the verified status.
 * - GET|POST VerifyPaymentRedirect/:area/:paymentId: the browser back from the hosted page → receipt or checkout.
 * - POST GetPendingPayment: the caller's card payment left unfinished (its order waits, its cart is ordered); one
 *   of a provider no longer in service is closed instead (pending.ts).
 * - POST CancelPayment: cancels such a payment at the provider → the order Rejected, the cart open again.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ErrorReplies, Replies } from '../../contract/common';
import {
  CancelPaymentRequest,
  CancelPaymentResponse,
  CreatePaymentIntentRequest,
  GetPendingPaymentRequest,
  GetPendingPaymentResponse,
  PaymentAreaParams,
  PaymentIntentResponse,
  PaymentParams,
  VerifyPaymentResponse,
  WebhookProbeResponse,
  WebhookResponse,
} from '../../contract/payment';
import { badRequest, HttpError, notFound, requireParam } from '../errors';
import { requireCustomer } from '../plugins/auth';
import { checkAreaInfo, findArea, getSiteConfiguration } from '../services/area';
import { assertMayPlaceOrder } from '../services/company/roles';
import { mailOutboxFor } from '../services/mailOutbox';
import { createOrderFromCart, getOrderForPayment } from '../services/orders';
import {
  applyEvent,
  cancelPendingPayment,
  cardPaymentsUnavailable,
  createPaymentIntent,
  findOwnPayment,
  findPayment,
  findPendingPayment,
  OrderRejectedError,
  PaymentProviderError,
  returnLocation,
  returnOriginFor,
  verifyPayment,
  WebhookVerificationError,
  type PaymentRow,
} from '../services/payments';

/** The shop name shown on the hosted page: the site title of the return host, else the area name. */
async function merchantName(app: FastifyInstance, returnOrigin: string, areaId: string): Promise<string> {
  const site = await getSiteConfiguration(app.db, app.cache, new URL(returnOrigin).host);
  const name = (site?.titlePostfix ?? '').replace(/^\s*[|–—-]\s*/, '').trim();
  return name || ((await findArea(app.db, areaId))?.name ?? areaId);
}

/** Provider failures are the provider's, not the caller's: 503, so a webhook sender retries. */
async function withProvider<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof PaymentProviderError) throw new HttpError(503, 'The payment provider is not available');
    throw err;
  }
}

/**
 * The routes that read no body (or the raw one): any content type is accepted and kept as the raw string — the
 * providers' webhooks (and their GET probes) and the verification of a payment, by the storefront or on the
 * browser's return from the provider.
 */
function rawBodyRoutes(app: FastifyInstance): FastifyPluginAsyncTypebox {
  return async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

    for (const provider of app.paymentProviders.all()) {
      const url = `/${provider.webhookSegment}/:area`;
      // Providers probe their endpoint with a GET.
      raw.get(url, { schema: { params: PaymentAreaParams, response: Replies(WebhookProbeResponse) } }, async () => ({ ok: true }) as const);
      raw.post(url, { schema: { params: PaymentAreaParams, response: Replies(WebhookResponse) } }, async (request) => {
        const rawBody = typeof request.body === 'string' ? request.body : '';
        let event;
        try {
          event = provider.verifyWebhook(rawBody, request.headers);
        } catch (err) {
          if (err instanceof WebhookVerificationError) throw badRequest(err.message);
          throw err;
        }
        if (!(await findArea(app.db, request.params.area))) throw notFound('Area not found');
        const result = await withProvider(() => applyEvent(app, provider, event));
        return { received: true as const, ...result };
      });
    }

    /** The payment with this id in this area, of this customer when given; else null. */
    const paymentIn = async (area: string, paymentId: string, customerNumber?: string): Promise<PaymentRow | null> => {
      const payment = await findPayment(app, paymentId, customerNumber);
      return payment && payment.area_id === area.trim() ? payment : null;
    };

    raw.route({
      method: ['GET', 'POST'],
      url: '/VerifyPayment/:area/:paymentId',
      schema: { params: PaymentParams, response: Replies(VerifyPaymentResponse) },
      handler: async (request) => {
        const identity = requireCustomer(request);
        const payment = await paymentIn(request.params.area, request.params.paymentId, identity.customerNumber);
        if (!payment) throw notFound();
        const verified = await withProvider(() => verifyPayment(app, payment));
        return {
          paymentId: verified.id,
          status: verified.status as VerifyPaymentResponse['status'],
          orderId: verified.order_id,
          cartId: verified.cart_id,
        };
      },
    });

    raw.route({
      method: ['GET', 'POST'],
      url: '/VerifyPaymentRedirect/:area/:paymentId',
      // No token needed: the browser comes back from the provider without one. The unguessable payment id is
      // the key, and the answer is nothing but a redirect.
      schema: { params: PaymentParams, response: { 302: Type.Null({ description: 'To the receipt or the checkout' }), ...ErrorReplies } },
      handler: async (request, reply) => {
        let payment = await paymentIn(request.params.area, request.params.paymentId);
        if (payment) {
          const stored = payment;
          payment = await verifyPayment(app, stored).catch((err: unknown) => {
            // The provider cannot be asked now: the stored status decides (pending → back to the checkout).
            request.log.error({ err, paymentId: stored.id }, 'payments: verification on return failed');
            return stored;
          });
        }
        return reply.redirect(await returnLocation(app, payment), 302);
      },
    });
  };
}

const paymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const intentSchema = { body: CreatePaymentIntentRequest, response: Replies(PaymentIntentResponse) };
  app.post('/CreatePaymentIntent', { schema: intentSchema }, async (request) => {
    const identity = requireCustomer(request);
    // Company roles (docs/company.md): a viewer places no order; a requester's waits for approval.
    await assertMayPlaceOrder(app.db, identity);
    // No provider takes card payments (PAYMENT_PROVIDER): refused before an order is made that nobody could pay.
    if (!app.paymentProviders.forNewPayments()) throw cardPaymentsUnavailable();
    const { areaInfo, domain } = request.body;
    const cartId = requireParam(request.body.cartId?.trim(), 'cartId');
    const { areaId, languageCode } = await checkAreaInfo(app.db, areaInfo, 'areaInfo');
    const returnOrigin = await returnOriginFor(app, areaId, domain);
    if (!returnOrigin) {
      throw badRequest('domain is not a storefront address of this shop', { domain: 'is not allowed' });
    }
    const shopName = await merchantName(app, returnOrigin, areaId);
    // A second round only when the cart's order was rejected on the way (its card payment ended without success,
    // e.g. a lost decline found out now): the cart is open again and makes a new order.
    for (let round = 1; ; round++) {
      const { orderId } = await createOrderFromCart(
        app,
        identity,
        { areaId, languageCode, cartId },
        { initialStatus: 'PendingPayment', mailQueued: () => mailOutboxFor(app).kick() },
      );
      const order = await getOrderForPayment(app, orderId);
      if (!order || order.customerNumber !== identity.customerNumber) throw notFound();
      // Issue 20: over a spending limit, or a requester's: it waits for approval first, then the buyer pays it.
      if (order.status === 'PendingApproval') return { paymentIntentResponse: null, awaitingApproval: true };
      try {
        const intent = await withProvider(() =>
          createPaymentIntent(app, { order, returnOrigin, languageCode, merchantName: shopName }),
        );
        return { paymentIntentResponse: intent };
      } catch (err) {
        if (!(err instanceof OrderRejectedError) || round >= 2) throw err;
      }
    }
  });

  const pendingSchema = { body: GetPendingPaymentRequest, response: Replies(GetPendingPaymentResponse) };
  app.post('/GetPendingPayment', { schema: pendingSchema }, async (request) => {
    const identity = requireCustomer(request);
    const owner = { customerNumber: identity.customerNumber, userId: identity.userId };
    return { pendingPayment: await withProvider(() => findPendingPayment(app, owner, request.body.areaInfo.areaId.trim())) };
  });

  app.post('/CancelPayment', { schema: { body: CancelPaymentRequest, response: Replies(CancelPaymentResponse) } }, async (request) => {
    const identity = requireCustomer(request);
    const owner = { customerNumber: identity.customerNumber, userId: identity.userId };
    const payment = await findOwnPayment(app, request.body.paymentId.trim(), owner);
    if (!payment || payment.area_id !== request.body.areaInfo.areaId.trim()) throw notFound();
    const canceled = await withProvider(() => cancelPendingPayment(app, payment));
    return { cartId: canceled.cart_id };
  });

  await app.register(rawBodyRoutes(app));
};

export default paymentRoutes;
