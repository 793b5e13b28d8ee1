import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export type PriceCalculationMode =
  | 'InternallyCalculateNotLoggedIn'
  | 'ExternallyCalculateAll'
  | 'InternallyCalculateAll';

export interface Config {
  /** Port the HTTP server listens on (PORT, default 8080). */
  port: number;
  /** Interface to bind (HOST, default 0.0.0.0; tests use 127.0.0.1). */
  host: string;
  /** Folder for the SQLite file, generated media, image cache and mail outbox (DATA_DIR, default ./data). */
  dataDir: string;
  /** PostgreSQL connection string; SQLite under dataDir when unset (DATABASE_URL). */
  databaseUrl: string | undefined;
  /** Redis connection string for the shared cache; in-process cache when unset (REDIS_URL). */
  redisUrl: string | undefined;
  /** How often an instance looks for cache invalidations made by others, in ms (CACHE_SYNC_INTERVAL_MS, default 1000). */
  cacheSyncIntervalMs: number;
  /**
   * Where the search index is kept on disk so a restart is ready in seconds (SEARCH_SNAPSHOT_DIR, default
   * dataDir/search-index; 'off' builds from the database at every start). server/services/search/snapshot.ts.
   */
  searchSnapshotDir: string | null;
  /** Public base URL of the shop, used in mails and payment redirects (PUBLIC_URL). */
  publicUrl: string;
  /** HMAC secret for bearer tokens (JWT_SECRET, else JWT_SECRET_FILE, else a generated file in dataDir). */
  jwtSecret: Uint8Array;
  /**
   * HMAC secret of the card payment provider's webhook signatures (PAYMENT_WEBHOOK_SECRET, else
   * PAYMENT_WEBHOOK_SECRET_FILE, else a generated file dataDir/payment-webhook-secret, mode 0600).
   */
  paymentWebhookSecret: string;
  /** Lifetime of a login token in seconds (TOKEN_TTL_SECONDS, default 8 h). */
  tokenTtlSeconds: number;
  /** Lifetime of an anonymous token in seconds (ANON_TOKEN_TTL_SECONDS, default 24 h). */
  anonTokenTtlSeconds: number;
  /** A sales rep's impersonation ends after this many minutes without a request (IMPERSONATION_IDLE_MINUTES, default 30). */
  impersonationIdleMinutes: number;
  /** Folder of the built storefront (STATIC_DIR, default ./dist). */
  staticDir: string;
  /** Seed demo data into an empty database at start (SEED, default true). */
  seed: boolean;
  /** Number of products the demo seed generates (SEED_PRODUCTS, default 600). */
  seedProducts: number;
  /** pino log level (LOG_LEVEL, default info; silent in tests). */
  logLevel: string;
  /** Failed logins per account within loginFailureWindowSeconds before 429 (LOGIN_MAX_FAILURES, default 5). */
  loginMaxFailures: number;
  /** Window of the per-account failure count in seconds (LOGIN_FAILURE_WINDOW_SECONDS, default 900). */
  loginFailureWindowSeconds: number;
  /** Failed logins per client IP and minute before 429 (LOGIN_MAX_FAILURES_PER_IP, default 100). */
  loginMaxFailuresPerIp: number;
  /** Price calculation mode (PRICE_CALCULATION_MODE, default InternallyCalculateAll). */
  priceCalculationMode: PriceCalculationMode;
  /** ERP/PIM price source answering POST JSON (PRICE_SOURCE_URL); unset = no external source, list-price fallback. */
  priceSourceUrl: string | undefined;
  /** Bearer token sent to the price source (PRICE_SOURCE_TOKEN, optional). */
  priceSourceToken: string | undefined;
  /** Time limit of one price source call in ms (PRICE_SOURCE_TIMEOUT_MS, default 1500). */
  priceSourceTimeoutMs: number;
  /** Largest width/height of a resized image in px (IMAGE_MAX_DIMENSION, default 2000). */
  imageMaxDimension: number;
  /** Size bound of the resized-image disk cache in bytes (IMAGE_CACHE_MAX_MB, default 512; decimals allowed, 0 = no disk cache). */
  imageCacheMaxBytes: number;
  /** Resized images rendered at the same time (IMAGE_RENDER_CONCURRENCY, default 2, at least 1). */
  imageRenderConcurrency: number;
  /** Renders waiting for a slot before further ones get 503 with Retry-After (IMAGE_RENDER_QUEUE, default 50). */
  imageRenderQueue: number;
  /** SMTP server for mails; mails go to dataDir/outbox when unset (SMTP_URL). */
  smtpUrl: string | undefined;
  /** Sender of the shop's mails (MAIL_FROM, default 'Nordlys Teknik <noreply@<PUBLIC_URL host>>'). */
  mailFrom: string;
  /** RecoverPassword requests per username within 15 minutes before 429 (PASSWORD_RECOVERY_MAX_PER_ACCOUNT, default 3). */
  passwordRecoveryMaxPerAccount: number;
  /** RecoverPassword requests per client IP within 15 minutes before 429 (PASSWORD_RECOVERY_MAX_PER_IP, default 20). */
  passwordRecoveryMaxPerIp: number;
  /** Failed VerifyToken/ResetPasswordByToken calls per client IP within 15 minutes before 429 (PASSWORD_TOKEN_MAX_FAILURES_PER_IP, default 30). */
  passwordTokenMaxFailuresPerIp: number;
  /** Forms accepted (stored and mailed, or caught by the honeypot) per client IP and hour before 429 (FORM_MAX_SUBMISSIONS_PER_IP, default 20). */
  formMaxSubmissionsPerIp: number;
  /** SendForm requests of any outcome per client IP within 10 minutes before 429 (FORM_MAX_ATTEMPTS_PER_IP, default 120). */
  formMaxAttemptsPerIp: number;
  /**
   * Trust X-Forwarded-* from a reverse proxy (TRUST_PROXY: 'true' or a comma-separated list of proxy
   * addresses/CIDRs; default off). Only set it behind a proxy, or clients can fake their IP to dodge the login limit.
   */
  trustProxy: boolean | string;
  /**
   * How often the order-transfer worker hands due orders to the ERP adapter, in ms (ERP_TRANSFER_INTERVAL_MS,
   * default 5000; 0 = the worker does not run in this instance).
   */
  erpTransferIntervalMs: number;
  /**
   * How often the mail outbox worker looks for due mails, in ms (MAIL_OUTBOX_INTERVAL_MS, default 10000; 0 = no
   * periodic pass in this instance — the mails it queues are still sent at once, retries are left to others).
   */
  mailOutboxIntervalMs: number;
  /**
   * Minutes a card payment may stay pending before it counts as abandoned (PAYMENT_PENDING_TIMEOUT_MINUTES,
   * default 30, at least 1): the sandbox provider then reports it canceled, and the payment sweep cancels it so its
   * order is rejected and the cart is open again.
   */
  paymentPendingTimeoutMinutes: number;
  /**
   * The card provider of new payments built into the shop (PAYMENT_PROVIDER: 'sandbox' or 'none'; unset: 'sandbox'
   * outside production, none when NODE_ENV=production). The sandbox's public test card pays any order, so a
   * production shop runs it only when it is chosen. null: no built-in provider — card payments are offered only when
   * a real provider is registered in code (server/services/payments/index.ts).
   */
  paymentProvider: PaymentProviderChoice | null;
  /**
   * The test API of SPEC §7 (/api/Test/Test, GetToken, InvalidateByDocument) exists only with TEST_API=true; else
   * those paths are 404. GetToken logs in a demo user without a password, so it is refused with NODE_ENV=production.
   */
  testApi: boolean;
  /** URLs per sitemap page (SITEMAP_PAGE_SIZE, default 10000, 1–50000; tests use a small one to see the paging). */
  sitemapPageSize: number;
}

export type PaymentProviderChoice = 'sandbox';

function paymentProvider(value: string | undefined, nodeEnv: string | undefined): PaymentProviderChoice | null {
  const choice = (value ?? '').trim().toLowerCase();
  if (choice === '') return nodeEnv === 'production' ? null : 'sandbox';
  if (choice === 'sandbox') return 'sandbox';
  if (choice === 'none') return null;
  throw new Error(
    `PAYMENT_PROVIDER must be 'sandbox' or 'none' (a real provider is registered in code, see README 'Card payments'), got "${value}"`,
  );
}

function testApi(value: string | undefined, nodeEnv: string | undefined): boolean {
  const on = (value ?? '').trim().toLowerCase();
  if (on === '' || on === 'false') return false;
  if (on !== 'true') throw new Error(`TEST_API must be 'true' or 'false', got "${value}"`);
  if (nodeEnv === 'production') throw new Error('TEST_API=true hands out demo logins without a password: not with NODE_ENV=production');
  return true;
}

const MODES: PriceCalculationMode[] = [
  'InternallyCalculateNotLoggedIn',
  'ExternallyCalculateAll',
  'InternallyCalculateAll',
];

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
}

/** A whole number of at least 1. */
function positiveInt(value: string | undefined, fallback: number, name: string): number {
  const n = int(value, fallback, name);
  if (n < 1) throw new Error(`${name} must be at least 1, got "${value}"`);
  return n;
}

/** A size in MB (decimals allowed) as bytes. */
function megabytes(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback * 1024 * 1024;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a non-negative number of MB, got "${value}"`);
  return Math.floor(n * 1024 * 1024);
}

function atLeastOne(value: string | undefined, fallback: number, name: string): number {
  const n = int(value, fallback, name);
  if (n < 1) throw new Error(`${name} must be at least 1, got "${value ?? ''}"`);
  return n;
}

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(value.toLowerCase());
}

function trustProxy(value: string | undefined): boolean | string {
  if (!value || ['0', 'false', 'no', 'off'].includes(value.toLowerCase())) return false;
  if (['1', 'true', 'yes', 'on'].includes(value.toLowerCase())) return true;
  return value;
}

/** A secret given in the environment, else read from `file` (generated with mode 0600 when it does not exist). */
function loadSecret(value: string | undefined, file: string): string {
  if (value) return value;
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}

/** The host name of a URL for a sender address ('localhost' when the URL cannot be parsed). */
function mailHost(url: string): string {
  try {
    return new URL(url).hostname || 'localhost';
  } catch {
    return 'localhost';
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR ?? 'data');
  // Created owner-only: it holds the database, the generated token secret and customer documents.
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const port = int(env.PORT, 8080, 'PORT');
  const mode = (env.PRICE_CALCULATION_MODE ?? 'InternallyCalculateAll') as PriceCalculationMode;
  if (!MODES.includes(mode)) throw new Error(`PRICE_CALCULATION_MODE must be one of ${MODES.join(', ')}`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    cacheSyncIntervalMs: atLeastOne(env.CACHE_SYNC_INTERVAL_MS, 1000, 'CACHE_SYNC_INTERVAL_MS'),
    searchSnapshotDir:
      env.SEARCH_SNAPSHOT_DIR === 'off' ? null : path.resolve(env.SEARCH_SNAPSHOT_DIR || path.join(dataDir, 'search-index')),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    jwtSecret: new TextEncoder().encode(loadSecret(env.JWT_SECRET, env.JWT_SECRET_FILE ?? path.join(dataDir, 'jwt-secret'))),
    paymentWebhookSecret: loadSecret(
      env.PAYMENT_WEBHOOK_SECRET,
      env.PAYMENT_WEBHOOK_SECRET_FILE ?? path.join(dataDir, 'payment-webhook-secret'),
    ),
    tokenTtlSeconds: int(env.TOKEN_TTL_SECONDS, 8 * 3600, 'TOKEN_TTL_SECONDS'),
    anonTokenTtlSeconds: int(env.ANON_TOKEN_TTL_SECONDS, 24 * 3600, 'ANON_TOKEN_TTL_SECONDS'),
    impersonationIdleMinutes: positiveInt(env.IMPERSONATION_IDLE_MINUTES, 30, 'IMPERSONATION_IDLE_MINUTES'),
    staticDir: path.resolve(env.STATIC_DIR ?? 'dist'),
    seed: bool(env.SEED, true),
    seedProducts: int(env.SEED_PRODUCTS, 600, 'SEED_PRODUCTS'),
    logLevel: env.LOG_LEVEL ?? 'info',
    loginMaxFailures: int(env.LOGIN_MAX_FAILURES, 5, 'LOGIN_MAX_FAILURES'),
    loginFailureWindowSeconds: int(env.LOGIN_FAILURE_WINDOW_SECONDS, 900, 'LOGIN_FAILURE_WINDOW_SECONDS'),
    loginMaxFailuresPerIp: int(env.LOGIN_MAX_FAILURES_PER_IP, 100, 'LOGIN_MAX_FAILURES_PER_IP'),
    priceCalculationMode: mode,
    priceSourceUrl: env.PRICE_SOURCE_URL || undefined,
    priceSourceToken: env.PRICE_SOURCE_TOKEN || undefined,
    priceSourceTimeoutMs: int(env.PRICE_SOURCE_TIMEOUT_MS, 1500, 'PRICE_SOURCE_TIMEOUT_MS'),
    imageMaxDimension: int(env.IMAGE_MAX_DIMENSION, 2000, 'IMAGE_MAX_DIMENSION'),
    imageCacheMaxBytes: megabytes(env.IMAGE_CACHE_MAX_MB, 512, 'IMAGE_CACHE_MAX_MB'),
    imageRenderConcurrency: atLeastOne(env.IMAGE_RENDER_CONCURRENCY, 2, 'IMAGE_RENDER_CONCURRENCY'),
    imageRenderQueue: int(env.IMAGE_RENDER_QUEUE, 50, 'IMAGE_RENDER_QUEUE'),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || `Nordlys Teknik <noreply@${mailHost(env.PUBLIC_URL ?? `http://localhost:${port}`)}>`,
    passwordRecoveryMaxPerAccount: atLeastOne(env.PASSWORD_RECOVERY_MAX_PER_ACCOUNT, 3, 'PASSWORD_RECOVERY_MAX_PER_ACCOUNT'),
    passwordRecoveryMaxPerIp: atLeastOne(env.PASSWORD_RECOVERY_MAX_PER_IP, 20, 'PASSWORD_RECOVERY_MAX_PER_IP'),
    passwordTokenMaxFailuresPerIp: atLeastOne(env.PASSWORD_TOKEN_MAX_FAILURES_PER_IP, 30, 'PASSWORD_TOKEN_MAX_FAILURES_PER_IP'),
    formMaxSubmissionsPerIp: atLeastOne(env.FORM_MAX_SUBMISSIONS_PER_IP, 20, 'FORM_MAX_SUBMISSIONS_PER_IP'),
    formMaxAttemptsPerIp: atLeastOne(env.FORM_MAX_ATTEMPTS_PER_IP, 120, 'FORM_MAX_ATTEMPTS_PER_IP'),
    trustProxy: trustProxy(env.TRUST_PROXY),
    erpTransferIntervalMs: int(env.ERP_TRANSFER_INTERVAL_MS, 5000, 'ERP_TRANSFER_INTERVAL_MS'),
    mailOutboxIntervalMs: int(env.MAIL_OUTBOX_INTERVAL_MS, 10_000, 'MAIL_OUTBOX_INTERVAL_MS'),
    paymentPendingTimeoutMinutes: atLeastOne(env.PAYMENT_PENDING_TIMEOUT_MINUTES, 30, 'PAYMENT_PENDING_TIMEOUT_MINUTES'),
    paymentProvider: paymentProvider(env.PAYMENT_PROVIDER, env.NODE_ENV),
    testApi: testApi(env.TEST_API, env.NODE_ENV),
    sitemapPageSize: Math.min(atLeastOne(env.SITEMAP_PAGE_SIZE, 10_000, 'SITEMAP_PAGE_SIZE'), 50_000),
  };
}
