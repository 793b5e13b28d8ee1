/**
 * The sandbox provider's hosted payment page (server/services/payments/sandbox.ts), served by the shop so the card
 * flow works offline: GET /payment-sandbox/:providerPaymentId shows the card form, POST …/pay pays or cancels.
 * Plain HTML forms (no script; form-action 'self'); the result goes to the shop as a signed webhook and the
 * browser is sent on with 303 to the shop's return URL.
 */
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { currentSandboxPayment, SANDBOX_PAGE_PATH, SANDBOX_STYLESHEET_PATH, submitSandboxCard } from '../services/payments/sandbox';
import { renderNotFoundPage, renderPaymentPage, renderSettledPage, SANDBOX_STYLESHEET } from '../services/payments/sandboxPage';

const Params = Type.Object({ providerPaymentId: Type.String({ minLength: 1, maxLength: 100 }) });
const CardBody = Type.Object({
  cardNumber: Type.Optional(Type.String({ maxLength: 40 })),
  expiry: Type.Optional(Type.String({ maxLength: 10 })),
  cvc: Type.Optional(Type.String({ maxLength: 10 })),
  action: Type.Optional(Type.String({ maxLength: 10 })),
});

function html(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply.status(status).type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(body);
}

const paymentSandboxRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The card form posts application/x-www-form-urlencoded (this plugin only).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.get(SANDBOX_STYLESHEET_PATH, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(SANDBOX_STYLESHEET),
  );

  app.get(`${SANDBOX_PAGE_PATH}/:providerPaymentId`, { schema: { params: Params } }, async (request, reply) => {
    // An expired payment (PAYMENT_PENDING_TIMEOUT_MINUTES) shows as settled, with the way back to the shop.
    const payment = await currentSandboxPayment(app, request.params.providerPaymentId);
    if (!payment) return html(reply, 404, renderNotFoundPage());
    return html(reply, 200, payment.status === 'pending' ? renderPaymentPage(payment) : renderSettledPage(payment));
  });

  app.post(
    `${SANDBOX_PAGE_PATH}/:providerPaymentId/pay`,
    { schema: { params: Params, body: CardBody } },
    async (request, reply) => {
      const outcome = await submitSandboxCard(app, request.params.providerPaymentId, request.body);
      switch (outcome.kind) {
        case 'notFound':
          return html(reply, 404, renderNotFoundPage());
        case 'form': {
          const invalid = Object.keys(outcome.errors).length > 0;
          return html(reply, invalid ? 400 : 200, renderPaymentPage(outcome.payment, outcome.errors, outcome.notice));
        }
        case 'done':
          return reply.redirect(outcome.location, 303);
      }
    },
  );
};

export default paymentSandboxRoutes;
