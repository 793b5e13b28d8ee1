/**
 * Login throttling that stops password guessing without locking out an office: only failed attempts count,
 * per account (LOGIN_MAX_FAILURES failures within LOGIN_FAILURE_WINDOW_SECONDS → 429 for that account until
 * the window ends) and per client IP with a generous ceiling (LOGIN_MAX_FAILURES_PER_IP a minute).
 * A successful login clears the account's count. Accounts are counted by normalised username whether the
 * account exists or not, so the replies never tell which accounts exist.
 *
 * Counters live in Redis when REDIS_URL is set (shared by every instance; a Redis outage falls back to
 * counting in-process rather than locking everybody out), otherwise in-process.
 */
import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';

export interface ThrottleLimits {
  accountMaxFailures: number;
  accountWindowSeconds: number;
  ipMaxFailures: number;
  ipWindowSeconds: number;
}

/** A fixed-window failure counter: the window starts at the first failure. */
export interface CounterStore {
  /** Seconds until the key's window ends when its count is at least `max`, else 0. */
  blockedFor(key: string, max: number): Promise<number>;
  increment(key: string, windowSeconds: number): Promise<void>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

class MemoryCounters implements CounterStore {
  private readonly counters = new Map<string, { count: number; resetAt: number }>();
  constructor(private readonly maxKeys = 100_000) {}

  private live(key: string) {
    const entry = this.counters.get(key);
    if (entry && entry.resetAt <= Date.now()) {
      this.counters.delete(key);
      return undefined;
    }
    return entry;
  }

  async blockedFor(key: string, max: number): Promise<number> {
    const entry = this.live(key);
    return entry && entry.count >= max ? Math.max(1, Math.ceil((entry.resetAt - Date.now()) / 1000)) : 0;
  }

  async increment(key: string, windowSeconds: number): Promise<void> {
    const entry = this.live(key);
    if (entry) {
      entry.count += 1;
      return;
    }
    if (this.counters.size >= this.maxKeys) this.sweep();
    this.counters.set(key, { count: 1, resetAt: Date.now() + windowSeconds * 1000 });
  }

  private sweep() {
    const now = Date.now();
    for (const [k, v] of this.counters) if (v.resetAt <= now) this.counters.delete(k);
    // Still full (a flood of distinct usernames): drop the oldest entries rather than grow without bound.
    for (const k of this.counters.keys()) {
      if (this.counters.size < this.maxKeys) break;
      this.counters.delete(k);
    }
  }

  async reset(key: string): Promise<void> {
    this.counters.delete(key);
  }

  async close(): Promise<void> {
    this.counters.clear();
  }
}

class RedisCounters implements CounterStore {
  private readonly redis: Redis;
  private readonly fallback = new MemoryCounters();
  constructor(url: string) {
    this.redis = new Redis(url, { connectTimeout: 500, maxRetriesPerRequest: 1, enableOfflineQueue: false });
    this.redis.on('error', () => undefined);
  }

  async blockedFor(key: string, max: number): Promise<number> {
    try {
      const [count, ttl] = await Promise.all([this.redis.get(key), this.redis.pttl(key)]);
      return Number(count ?? 0) >= max && ttl > 0 ? Math.max(1, Math.ceil(ttl / 1000)) : 0;
    } catch {
      return this.fallback.blockedFor(key, max);
    }
  }

  async increment(key: string, windowSeconds: number): Promise<void> {
    try {
      await this.redis.multi().incr(key).expire(key, windowSeconds, 'NX').exec();
    } catch {
      await this.fallback.increment(key, windowSeconds);
    }
  }

  async reset(key: string): Promise<void> {
    await Promise.all([this.redis.del(key).catch(() => undefined), this.fallback.reset(key)]);
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}

/** Fixed-window counters in Redis when a URL is given (shared by every instance), else in-process (forms: services/forms/throttle.ts). */
export function createCounterStore(redisUrl?: string): CounterStore {
  return redisUrl ? new RedisCounters(redisUrl) : new MemoryCounters();
}

export class LoginThrottle {
  private readonly store: CounterStore;
  /**
   * `prefix` names the counters (Redis keys `<prefix>:acct:…`, `<prefix>:ip:…`), so other attempt limits
   * (password recovery, password change: services/passwordReset.ts) count apart from the login failures.
   */
  constructor(
    private readonly limits: ThrottleLimits,
    redisUrl?: string,
    private readonly prefix = 'login-fail',
  ) {
    this.store = createCounterStore(redisUrl);
  }

  private accountKey(username: string): string {
    return `${this.prefix}:acct:${createHash('sha256').update(username.trim().toLowerCase()).digest('base64url')}`;
  }

  private ipKey(ip: string): string {
    return `${this.prefix}:ip:${ip}`;
  }

  /** Seconds the caller must wait before another attempt for this account from this IP; 0 when allowed. */
  async retryAfter(username: string, ip: string): Promise<number> {
    const [account, address] = await Promise.all([
      this.store.blockedFor(this.accountKey(username), this.limits.accountMaxFailures),
      this.store.blockedFor(this.ipKey(ip), this.limits.ipMaxFailures),
    ]);
    return Math.max(account, address);
  }

  async failed(username: string, ip: string): Promise<void> {
    await Promise.all([
      this.store.increment(this.accountKey(username), this.limits.accountWindowSeconds),
      this.store.increment(this.ipKey(ip), this.limits.ipWindowSeconds),
    ]);
  }

  async succeeded(username: string): Promise<void> {
    await this.store.reset(this.accountKey(username));
  }

  close(): Promise<void> {
    return this.store.close();
  }
}
