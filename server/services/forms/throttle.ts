/**
 * The per-IP limits of SendForm (the counters of services/loginThrottle.ts: Redis when configured, else
 * in-process). Generous, so a person — or an office behind one address — never meets them:
 * - accepted forms (stored and mailed, or caught by the honeypot): FORM_MAX_SUBMISSIONS_PER_IP an hour;
 * - requests of any outcome (also those answered with field errors): FORM_MAX_ATTEMPTS_PER_IP in 10 minutes.
 * IPv6 addresses count per /64 (one connection's whole network), IPv4 per address.
 */
import { isIPv6 } from 'node:net';
import { createCounterStore, type CounterStore } from '../loginThrottle';

export const SUBMISSION_WINDOW_SECONDS = 3600;
export const ATTEMPT_WINDOW_SECONDS = 600;

export interface FormLimits {
  maxSubmissionsPerIp: number;
  maxAttemptsPerIp: number;
}

/** '2001:db8:1:2:3:4:5:6' → '2001:db8:1:2::/64'; IPv4 (also IPv4-mapped) stays as it is. */
export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
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

  /** Seconds to wait before the next SendForm from this address; 0 when allowed. */
  async retryAfter(ip: string): Promise<number> {
    const keys = this.keys(ip);
    const [sent, tried] = await Promise.all([
      this.store.blockedFor(keys.submissions, this.limits.maxSubmissionsPerIp),
      this.store.blockedFor(keys.attempts, this.limits.maxAttemptsPerIp),
    ]);
    return Math.max(sent, tried);
  }

  async attempted(ip: string): Promise<void> {
    await this.store.increment(this.keys(ip).attempts, ATTEMPT_WINDOW_SECONDS);
  }

  async accepted(ip: string): Promise<void> {
    await this.store.increment(this.keys(ip).submissions, SUBMISSION_WINDOW_SECONDS);
  }

  close(): Promise<void> {
    return this.store.close();
  }
}
