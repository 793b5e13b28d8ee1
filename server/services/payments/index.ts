/**
 * Card payments (docs/commerce-api.md 'Payments'). The providers known to the app live in
 * `app.paymentProviders` (decorated in server/app.ts): the built-in sandbox when config.paymentProvider chooses it
 * (PAYMENT_PROVIDER; by default outside production only), plus any real provider registered with `register` (the
 * PaymentProvider seam of ./provider.ts). Without either, card payments are not offered.
 */
import type { CardPayments } from '../cart/types';
import { PaymentProviderError, type PaymentProvider } from './provider';
import { createSandboxProvider, SANDBOX_PROVIDER, type SandboxApp } from './sandbox';

export * from './provider';
export {
  createPaymentIntent,
  applyEvent,
  verifyPayment,
  findPayment,
  returnOriginFor,
  returnLocation,
  cardPaymentsUnavailable,
  OrderRejectedError,
} from './payments';
export type { PaymentRow, ApplyEventResult, PaymentIntent } from './payments';
export {
  findPendingPayment,
  findOwnPayment,
  cancelPendingPayment,
  sweepStalePayments,
  startPaymentSweep,
  PAYMENT_SWEEP_INTERVAL_MS,
} from './pending';
export type { PaymentOwner, PaymentSweep, SweepResult } from './pending';

export interface PaymentProviders {
  /** The provider with this name, also a retired one (a payment row names its provider); else an error. */
  get(name: string): PaymentProvider;
  /** The provider new card payments go to: the last registered one; null when there is none. */
  forNewPayments(): PaymentProvider | null;
  /** The providers in service (their webhook routes are served); not the retired ones. */
  all(): PaymentProvider[];
  register(provider: PaymentProvider): void;
  /** The card payment method as it is offered now: null when it is not (no provider takes new payments). */
  cardPayments(): CardPayments | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    paymentProviders: PaymentProviders;
  }
}

export function createPaymentProviders(app: SandboxApp): PaymentProviders {
  const providers = new Map<string, PaymentProvider>();
  /** Not in service, known for the payments made with them before (the sandbox when it is not chosen). */
  const retired = new Map<string, PaymentProvider>();
  const registry: PaymentProviders = {
    get(name) {
      const provider = providers.get(name) ?? retired.get(name);
      if (!provider) throw new PaymentProviderError(`Unknown payment provider '${name}'`);
      return provider;
    },
    forNewPayments: () => [...providers.values()].pop() ?? null,
    all: () => [...providers.values()],
    register(provider) {
      retired.delete(provider.name);
      providers.set(provider.name, provider);
    },
    cardPayments() {
      const provider = registry.forNewPayments();
      return provider ? { testMode: provider.testMode === true } : null;
    },
  };
  if (app.config.paymentProvider === SANDBOX_PROVIDER) registry.register(createSandboxProvider(app));
  // Not chosen: its open payments from before are closed as canceled, its settled ones keep their outcome.
  else retired.set(SANDBOX_PROVIDER, createSandboxProvider(app, { retired: true }));
  return registry;
}
