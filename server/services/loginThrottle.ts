/**
 * Login throttling that stops password guessing without locking out an office: in effect only failed attempts
 * count, per account (LOGIN_MAX_FAILURES failures within LOGIN_FAILURE_WINDOW_SECONDS → 429 for that account
 * until the window ends) and per client IP with a generous ceiling (LOGIN_MAX_FAILURES_PER_IP a minute).
 * Every attempt is counted *before* its password is verified, in the same atomic step as the check (`begin`), and
 * a success takes its count back and clears the account's failures (`succeeded`): so 20 parallel guesses are
 * never all verified against a count that none of them has raised yet — at most the limit are. Accounts are
 * counted by normalised username whether the account exists or not, so the replies never tell which accounts exist.
 *
 * Counters live in Redis when REDIS_URL is set (shared by every instance; a Redis outage falls back to
 * counting in-process rather than locking everybody out), otherwise in-process.
 */
import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import { Redis } from 'ioredis';

export interface ThrottleLimits {
  accountMaxFailures: number;
  accountWindowSeconds: number;
  ipMaxFailures: number;
  ipWindowSeconds: number;
}

/**
 * The client an address counts as: IPv6 per /64 (one connection's whole network, which a client can rotate in at
 * will: '2001:db8:1:2:3:4:5:6' → '2001:db8:1:2::/64'), IPv4 (also IPv4-mapped) per address.
 */
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

/** One fixed-window counter and its limit: the window starts at the first count. */
export interface CounterLimit {
  key: string;
  max: number;
  windowSeconds: number;
  /** false: the limit is checked but this counter is not counted (another step counts it). Default true. */
  count?: boolean;
}

/**
 * Fixed-window counters whose check and count are one step: `take` counts an attempt on every key only when none
 * of them has reached its limit, so N parallel attempts can never all pass a check made before any of them was
 * counted (the race of a check, a slow password hash, then a count).
 */
export interface CounterStore {
  /**
   * Counts one on every key (but those with `count: false`) and answers 0, or — when a key is at its limit — counts
   * nothing and answers the seconds until that window ends.
   */
  take(limits: readonly CounterLimit[]): Promise<number>;
  /** Takes one count back (an attempt that turned out to be a success). */
  giveBack(key: string): Promise<void>;
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

  private waitFor(key: string, max: number): number {
    const entry = this.live(key);
    return entry && entry.count >= max ? Math.max(1, Math.ceil((entry.resetAt - Date.now()) / 1000)) : 0;
  }

  private add(key: string, windowSeconds: number): void {
    const entry = this.live(key);
    if (entry) {
      entry.count += 1;
      return;
    }
    if (this.counters.size >= this.maxKeys) this.sweep();
    this.counters.set(key, { count: 1, resetAt: Date.now() + windowSeconds * 1000 });
  }

  // Check and count run in one synchronous step: no other request runs in between.
  takeNow(limits: readonly CounterLimit[]): number {
    const wait = Math.max(0, ...limits.map((l) => this.waitFor(l.key, l.max)));
    if (wait === 0) for (const l of limits) if (l.count !== false) this.add(l.key, l.windowSeconds);
    return wait;
  }

  async take(limits: readonly CounterLimit[]): Promise<number> {
    return this.takeNow(limits);
  }

  async giveBack(key: string): Promise<void> {
    const entry = this.live(key);
    if (!entry) return;
    entry.count -= 1;
    if (entry.count <= 0) this.counters.delete(key);
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

/**
 * KEYS: the counters; ARGV: max, window (ms) and count flag ('1'/'0') per key. Answers 0 after counting one on every
 * key whose flag is '1', or the milliseconds until the longest blocking window ends (nothing counted). Redis runs a
 * script atomically, so attempts through every instance are checked and counted one at a time.
 */
const TAKE_SCRIPT = `
local wait = 0
for i, key in ipairs(KEYS) do
  local count = tonumber(redis.call('GET', key) or '0')
  if count >= tonumber(ARGV[3 * i - 2]) then
    local ttl = redis.call('PTTL', key)
    if ttl > wait then wait = ttl end
  end
end
if wait > 0 then return wait end
for i, key in ipairs(KEYS) do
  if ARGV[3 * i] == '1' and redis.call('INCR', key) == 1 then redis.call('PEXPIRE', key, ARGV[3 * i - 1]) end
end
return 0
`;

/** KEYS[1]: a counter; one count taken back, the key dropped at 0 (never below). */
const GIVE_BACK_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count <= 1 then redis.call('DEL', KEYS[1]) else redis.call('DECR', KEYS[1]) end
return 0
`;

class RedisCounters implements CounterStore {
  private readonly redis: Redis;
  private readonly fallback = new MemoryCounters();
  /** Resolves once the first connection is up, or after its timeout: attempts right after start are counted in Redis too. */
  private readonly firstConnect: Promise<void>;
  constructor(url: string) {
    this.redis = new Redis(url, { connectTimeout: 500, maxRetriesPerRequest: 1, enableOfflineQueue: false });
    this.redis.on('error', () => undefined);
    this.firstConnect = new Promise<void>((resolve) => {
      // Generous: on a busy machine the first connection and its ready check can take seconds; only attempts in the
      // first moments after start wait, and at most this long when Redis is down.
      const timer = setTimeout(resolve, 5000);
      timer.unref();
      this.redis.once('ready', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  async take(limits: readonly CounterLimit[]): Promise<number> {
    try {
      await this.firstConnect;
      const args = limits.flatMap((l) => [String(l.max), String(l.windowSeconds * 1000), l.count === false ? '0' : '1']);
      const waitMs = Number(await this.redis.eval(TAKE_SCRIPT, limits.length, ...limits.map((l) => l.key), ...args));
      return waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 1000)) : 0;
    } catch {
      return this.fallback.takeNow(limits);
    }
  }

  async giveBack(key: string): Promise<void> {
    await Promise.all([this.redis.eval(GIVE_BACK_SCRIPT, 1, key).catch(() => undefined), this.fallback.giveBack(key)]);
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
    return `${this.prefix}:ip:${clientKey(ip)}`;
  }

  /**
   * Counts an attempt for the account and the IP before it is checked (one atomic step), unless either is at
   * its limit: 0 when counted (go ahead and verify), else the seconds to wait (nothing counted, nothing to verify).
   */
  async begin(username: string, ip: string): Promise<number> {
    return this.store.take([
      { key: this.accountKey(username), max: this.limits.accountMaxFailures, windowSeconds: this.limits.accountWindowSeconds },
      { key: this.ipKey(ip), max: this.limits.ipMaxFailures, windowSeconds: this.limits.ipWindowSeconds },
    ]);
  }

  /** The attempt begun was a success: the account's failures are cleared and the IP's count taken back. */
  async succeeded(username: string, ip: string): Promise<void> {
    await Promise.all([this.store.reset(this.accountKey(username)), this.store.giveBack(this.ipKey(ip))]);
  }

  close(): Promise<void> {
    return this.store.close();
  }
}
