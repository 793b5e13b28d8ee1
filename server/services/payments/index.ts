/**
 * Card payments (docs/commerce-api.md 'Payments'). The providers known to the app live in
 * `app.paymentProviders` (decorated in server/app.ts): the built-in sandbox, plus any real provider registered
 * with `register` (the PaymentProvider seam of ./provider.ts).
 */
import { PaymentProviderError, type PaymentProvider } from './provider';
import { createSandboxProvider, type SandboxApp } from './sandbox';

export * from './provider';
export {
  createPaymentIntent,
  applyEvent,
  verifyPayment,
  findPayment,
  returnOriginFor,
  returnLocation,
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
  /** The provider with this name, or an error (a payment row names its provider). */
  get(name: string): PaymentProvider;
  /** The provider new card payments go to: the last registered one (the sandbox unless a real one is added). */
  forNewPayments(): PaymentProvider;
  all(): PaymentProvider[];
  register(provider: PaymentProvider): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    paymentProviders: PaymentProviders;
  }
}

export function createPaymentProviders(app: SandboxApp): PaymentProviders {
  const providers = new Map<string, PaymentProvider>();
  const registry: PaymentProviders = {
    get(name) {
      const provider = providers.get(name);
      if (!provider) throw new PaymentProviderError(`Unknown payment provider '${name}'`);
      return provider;
    },
    forNewPayments() {
      const last = [...providers.values()].pop();
      if (!last) throw new PaymentProviderError('No payment provider is configured');
      return last;
    },
    all: () => [...providers.values()],
    register(provider) {
      providers.set(provider.name, provider);
    },
  };
  registry.register(createSandboxProvider(app));
  return registry;
}
