/**
 * The per-IP limits of SendForm (the counters of services/loginThrottle.ts: Redis when configured, else
 * in-process). Generous, so a person — or an office behind one address — never meets them:
 * - accepted forms (stored and mailed, or caught by the honeypot): FORM_MAX_SUBMISSIONS_PER_IP an hour;
 * - requests of any outcome (also those answered with field errors): FORM_MAX_ATTEMPTS_PER_IP in 10 minutes.
 * IPv6 addresses count per /64 (one connection's whole network), IPv4 per address.
 */
import { clientKey, createCounterStore, type CounterStore } from '../loginThrottle';

export const SUBMISSION_WINDOW_SECONDS = 3600;
export const ATTEMPT_WINDOW_SECONDS = 600;

export interface FormLimits {
  maxSubmissionsPerIp: number;
  maxAttemptsPerIp: number;
}

export class FormThrottle {
  private readonly store: CounterStore;

  constructor(
    private readonly limits: FormLimits,
    redisUrl?: string,
  ) {
    this.store = createCounterStore(redisUrl);
  }

  private keys(ip: string) {
    const client = clientKey(ip);
    return { submissions: `form-sent:ip:${client}`, attempts: `form-attempt:ip:${client}` };
  }

  /**
   * A request from this address: counted as an attempt, unless the address is at either limit — then nothing is
   * counted and the answer is the seconds to wait (0: go ahead). One atomic step, so parallel requests cannot all
   * pass one check.
   */
  async attempt(ip: string): Promise<number> {
    const keys = this.keys(ip);
    return this.store.take([
      { key: keys.attempts, max: this.limits.maxAttemptsPerIp, windowSeconds: ATTEMPT_WINDOW_SECONDS },
      { key: keys.submissions, max: this.limits.maxSubmissionsPerIp, windowSeconds: SUBMISSION_WINDOW_SECONDS, count: false },
    ]);
  }

  /**
   * A form accepted from this address (about to be stored): counted, unless the address reached its limit of accepted
   * forms meanwhile (parallel submissions that were all admitted) — then the seconds to wait, and nothing counted.
   */
  async accept(ip: string): Promise<number> {
    return this.store.take([{ key: this.keys(ip).submissions, max: this.limits.maxSubmissionsPerIp, windowSeconds: SUBMISSION_WINDOW_SECONDS }]);
  }

  close(): Promise<void> {
    return this.store.close();
  }
}
