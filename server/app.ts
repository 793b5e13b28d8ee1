import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from './config';
import type { Db, DialectName } from './db';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_ERROR,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from './db/availability';
import { badRequest, HttpError } from './errors';
import authPlugin from './plugins/auth';
import { registerOpenApi } from './plugins/openapi';
import { createCache, type Cache } from './services/cache';
import areaRoutes from './routes/area';
import contentRoutes from './routes/content';
import modalRoutes from './routes/modal';
import { COMPRESS_MIN_BYTES, COMPRESS_SYNC_THRESHOLD } from './routes/_compression';
import integrityRoutes from './routes/integrity';
import siteRoutes from './routes/site';
import userRoutes, { backofficeUserRoutes } from './routes/user';
import backofficeAreaRoutes from './routes/backoffice/area';
import documentRoutes from './routes/backoffice/document';
import debugRoutes from './routes/backoffice/debug';
import { syncedCache } from './services/cacheSync';
import backofficeOrderRoutes from './routes/backoffice/order';
import testRoutes from './routes/test';
import salesImpersonationRoutes from './routes/salesImpersonation';
import fileRoutes from './routes/files';
import sitemapRoutes from './routes/sitemap';
import productRoutes from './routes/product';
import imageRoutes from './routes/images';
import priceRoutes, { perfionRoutes } from './routes/price';
import customerRoutes from './routes/customer';
import favoriteListRoutes from './routes/favoriteList';
import savedCartRoutes from './routes/savedCart';
import customerCenterRoutes from './routes/customerCenter';
import companyRoutes from './routes/company';
import salesRepLedgerRoutes from './routes/salesRepLedger';
import { quoteRequestRoutes, quoteRoutes } from './routes/quotes';
import cartRoutes, { cartByIdRoutes } from './routes/cart';
import orderRoutes from './routes/order';
import shippingRoutes from './routes/shipping';
import paymentMethodRoutes from './routes/paymentMethods';
import paymentRoutes from './routes/payment';
import paymentSandboxRoutes from './routes/paymentSandbox';
import formRoutes from './routes/form';
import { createPaymentProviders } from './services/payments';
import { firstScreen } from './services/firstScreen';
import { sendCompressed } from './services/htmlCompression';
import { AnswerCache, ANSWER_TTL_SECONDS, cspNonce, STOCK_TTL_SECONDS, type Answer } from './services/answerCache';
import { isLocale, LOCALES } from '../common/locales';
import { pageStatus, startupScripts, withPreloads, type StartupChunks } from './services/pageStatus';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    dialect: DialectName;
    cache: Cache;
    /** Whole anonymous answers, serialised and compressed (server/services/answerCache.ts). */
    answers: AnswerCache;
  }
}

export interface AppDeps {
  config: Config;
  db: Db;
  dialect: DialectName;
  cache?: Cache;
  /** false: no logging; a stream: the log lines (JSON) go there instead of stdout (tests read them). */
  logger?: boolean | { write(line: string): void };
}

export type App = FastifyInstance;

/** Browser features the shop never uses are switched off for every page and frame. */
const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=()';
/** HSTS for answers over HTTPS (a year, subdomains too: helmet's default value). */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** Names of validation targets → the prefix Fastify/ajv uses in messages. */
function validationFields(error: FastifyError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const v of error.validation ?? []) {
    const missing = (v.params as { missingProperty?: string }).missingProperty;
    const pathName = v.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const name = missing ? (pathName ? `${pathName}.${missing}` : missing) : pathName || 'body';
    fields[name] = missing ? 'must be defined' : (v.message ?? 'is invalid');
  }
  return fields;
}

/** The dotted name of the first string (or key) holding U+0000 in a request's parsed parts, looking 8 levels deep. */
export function nulField(value: unknown, name = '', depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? name || 'body' : undefined;
  if (value === null || typeof value !== 'object' || depth > 8 || Buffer.isBuffer(value)) return undefined;
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    const childName = name ? `${name}.${key}` : key;
    if (key.includes('\u0000')) return childName;
    const found = nulField(child, childName, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * The content security policy of the shop's documents, as directives. No 'unsafe-inline' anywhere: the storefront's
 * HTML has no inline script (its answered calls are a JSON data block, which no browser runs), and styled-components
 * injects <style> elements with the page's own nonce (styleSrc gets 'nonce-…' on the storefront's pages; the HTML
 * names it in <meta property="csp-nonce">).
 */
const CSP_DIRECTIVES: readonly [string, string][] = [
  ['default-src', "'self'"],
  ['script-src', "'self'"],
  ['style-src', "'self'"],
  ['img-src', "'self' data: blob:"],
  ['font-src', "'self' data:"],
  ['connect-src', "'self'"],
  ['frame-src', "'self' https://www.youtube-nocookie.com https://www.google.com"],
  ['object-src', "'none'"],
  ['base-uri', "'self'"],
  ['form-action', "'self'"],
  ['frame-ancestors', "'none'"],
];

/** The policy, with a style nonce when given. */
export function contentSecurityPolicy(styleNonce?: string): string {
  return CSP_DIRECTIVES.map(([name, value]) =>
    name === 'style-src' && styleNonce ? `${name} ${value} 'nonce-${styleNonce}'` : `${name} ${value}`,
  ).join(';');
}

/** Every answer's policy: no nonce (only the storefront's pages allow their own styles). */
const STATIC_CSP = contentSecurityPolicy();

/**
 * helmet's headers other than the CSP (X-Content-Type-Options, X-Frame-Options, Referrer-Policy, the cross-origin
 * policies …), worked out once by helmet itself on a throw-away server: they are the same for every answer.
 */
async function helmetHeaders(): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  // HSTS is sent only over HTTPS (addResponseHeaders): over plain HTTP the header means nothing to browsers.
  await probe.register(helmet, { contentSecurityPolicy: false, crossOriginEmbedderPolicy: false, strictTransportSecurity: false });
  probe.get('/', async () => 'probe');
  const res = await probe.inject({ url: '/' });
  await probe.close();
  const skip = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.headers)) if (!skip.has(name) && typeof value === 'string') headers[name] = value;
  return headers;
}

/**
 * The security headers of every answer, set before anything else runs (errors too): helmet's (worked out once) and
 * the CSP without a nonce. No per-answer work: the storefront's pages set their CSP with their own style nonce
 * (serveSpa), routes that serve other documents (files, images, the API docs) set a policy of their own.
 */
async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const headers = { ...(await helmetHeaders()), 'content-security-policy': STATIC_CSP };
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
}

/** Headers on every answer: the permissions policy, HSTS over HTTPS, no-store for answers that depend on the caller. */
function addResponseHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    // request.protocol is 'https' on a TLS socket, or from X-Forwarded-Proto only when TRUST_PROXY trusts the proxy.
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    // Answers that depend on the caller (a token was sent, or the route hands out tokens) are never stored
    // by browsers or proxies.
    if (/^\/(api|backoffice)\//.test(request.url) || request.headers.authorization !== undefined) {
      reply.header('Cache-Control', 'no-store');
    }
  });
}

/** preValidation hook: a NUL character anywhere in a request's parameters, query or JSON body is a 400. */
function rejectNulCharacters(app: FastifyInstance): void {
  // A NUL character is never part of a name, number or text the shop keeps, and PostgreSQL refuses it in text
  // values (a 500 from deep inside a query): a request carrying one in a path parameter, the query string or a JSON
  // string is answered 400 before any route sees it.
  app.addHook('preValidation', async (request) => {
    const where = nulField({ params: request.params, query: request.query, body: request.body });
    if (where) throw badRequest(`Invalid request: ${where} must not contain a NUL character`, { [where]: 'must not contain a NUL character' });
  });
}

/**
 * Every error becomes an ErrorReply (contract/common.ts): validation failures a 400 naming the fields, an HttpError its
 * status, message and fields, a closed connection a 400, PostgreSQL unreachable (stopped, restarting) a 503 with
 * Retry-After (server/index.ts logs the outage once), anything unexpected a logged 500 that tells nothing.
 */
function setErrorReplies(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      const fields = validationFields(error);
      const names = Object.keys(fields);
      const message =
        names.length > 0 && Object.values(fields).every((m) => m === 'must be defined')
          ? `${names.join(', ')} must be defined`
          : `Invalid request: ${names.map((n) => `${n} ${fields[n]}`).join('; ')}`;
      return reply.status(400).send({ message, statusCode: 400, error: 'Bad Request', fields });
    }
    if (error instanceof HttpError) {
      if (error.headers) void reply.headers(error.headers);
      return reply
        .status(error.statusCode)
        .send({ message: error.message, statusCode: error.statusCode, ...(error.fields ? { fields: error.fields } : {}) });
    }
    // The client went away before its answer was sent (a cancelled call, a closed page): not a server failure, and
    // nothing can reach it any more.
    if (error.code === 'ERR_STREAM_PREMATURE_CLOSE') {
      request.log.info({ err: error }, 'the client closed the connection before its answer was sent');
      return reply.status(400).send({ message: 'The connection was closed before the answer was sent.', statusCode: 400 });
    }
    if (isDatabaseUnavailable(error)) {
      // Not logged per request (the request line has the 503): server/index.ts logs the outage once.
      return reply
        .status(503)
        .header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ message: DATABASE_UNAVAILABLE_MESSAGE, statusCode: 503, error: DATABASE_UNAVAILABLE_ERROR });
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ message: 'An unexpected server error occurred.', statusCode: 500 });
    }
    // Client errors raised by Fastify itself (bad JSON, too large, unsupported media type, rate limit).
    return reply.status(status).send({ message: error.message, statusCode: status });
  });
}

/** The API route plugins of SPEC §7, each under its prefix. */
async function registerRoutes(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(areaRoutes, { prefix: '/api/Area' });
  await app.register(contentRoutes, { prefix: '/api/Content' });
  await app.register(modalRoutes, { prefix: '/api/Modal' });
  await app.register(siteRoutes, { prefix: '/api/Site' });
  await app.register(userRoutes, { prefix: '/api/User' });
  await app.register(backofficeUserRoutes, { prefix: '/backoffice/api/User' });
  await app.register(salesImpersonationRoutes, { prefix: '/api/SalesImpersonation' });
  await app.register(productRoutes, { prefix: '/api/Product' });
  await app.register(integrityRoutes, { prefix: '/integrity' });
  await app.register(fileRoutes);
  await app.register(sitemapRoutes);
  await app.register(imageRoutes);
  await app.register(priceRoutes, { prefix: '/api/Price' });
  await app.register(perfionRoutes, { prefix: '/backoffice/api/Perfion' });
  await app.register(customerRoutes, { prefix: '/api/Customer' });
  await app.register(favoriteListRoutes, { prefix: '/api/FavoriteList' });
  await app.register(savedCartRoutes, { prefix: '/api/SavedCart' });
  await app.register(customerCenterRoutes, { prefix: '/api/CustomerCenter' });
  await app.register(companyRoutes, { prefix: '/api/CustomerCenter' });
  await app.register(salesRepLedgerRoutes, { prefix: '/api/CustomerCenter' });
  await app.register(quoteRoutes, { prefix: '/api/CustomerCenter' });
  await app.register(quoteRequestRoutes, { prefix: '/api/SalesImpersonation' });
  await app.register(cartRoutes, { prefix: '/api/Cart' });
  await app.register(cartByIdRoutes, { prefix: '/api/cart' });
  await app.register(orderRoutes, { prefix: '/api/Order' });
  await app.register(shippingRoutes, { prefix: '/api/Shipping' });
  await app.register(paymentMethodRoutes, { prefix: '/api/Payment' });
  await app.register(paymentRoutes, { prefix: '/api/Payment' });
  // The sandbox's hosted page only while it is the shop's provider (PAYMENT_PROVIDER; by default not in production).
  if (config.paymentProvider === 'sandbox') await app.register(paymentSandboxRoutes);
  await app.register(formRoutes, { prefix: '/api/Form' });
  await app.register(backofficeAreaRoutes, { prefix: '/backoffice/api/Area' });
  await app.register(documentRoutes, { prefix: '/backoffice/api/Document' });
  await app.register(debugRoutes, { prefix: '/backoffice/api/Debug' });
  await app.register(backofficeOrderRoutes, { prefix: '/backoffice/api/Order' });
  if (config.testApi) await app.register(testRoutes, { prefix: '/api/Test' });
}

/**
 * The built storefront (config.staticDir): its assets as static files, and for every other GET of a storefront URL
 * the SPA's HTML with the page's status, start-up calls answered, scripts and images preloaded; everything else a 404.
 */
async function serveSpa(app: FastifyInstance, config: Config): Promise<void> {
  const indexHtml = path.join(config.staticDir, 'index.html');
  const hasSpa = existsSync(indexHtml);
  /** The built index.html (a few hundred bytes, read once), served for every storefront URL. */
  const spaHtml = hasSpa ? readFileSync(indexHtml, 'utf8') : '';
  const chunksFile = path.join(config.staticDir, 'startup-chunks.json');
  const startupChunks = existsSync(chunksFile) ? (JSON.parse(readFileSync(chunksFile, 'utf8')) as StartupChunks) : null;
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: config.staticDir,
      wildcard: false,
      index: false,
      // The build's .br/.gz copies (webpack.config.ts, compression-webpack-plugin) when the browser takes them; else the file
      // (compressed on the fly by @fastify/compress, which leaves a precompressed reply alone).
      preCompressed: true,
      // Source maps are never served (the build writes them outside dist/; this holds for an older dist/ too).
      // Nor the bare index.html: the SPA's HTML is only sent by the handler below (with this answer's style nonce).
      allowedPath: (pathName) => !/\.map(\.(br|gz))?$/i.test(pathName) && !/^\/index\.html/i.test(pathName),
      setHeaders(res, filePath) {
        // Content-hashed assets never change; index.html must always be revalidated.
        if (/\.[0-9a-f]{8,}\./.test(path.basename(filePath))) {
          res.header('Cache-Control', 'public, max-age=31536000, immutable');
        } else {
          res.header('Cache-Control', 'no-cache');
        }
      },
    });
  }

  /** The page of a storefront URL, its nonce still a marker: a redirect, or the HTML with its status. */
  const render = async (request: FastifyRequest): Promise<RenderedPage> => {
    // History-mode fallback: the SPA renders the route (and its own 404 page); the status tells crawlers
    // whether the page exists (server/services/pageStatus.ts), another form of a named route redirects.
    const answer = await pageStatus(app, request.hostname, request.url);
    if ('location' in answer) return { location: answer.location };
    // The page's start-up calls are answered in it; a page that exists also gets its first screen's searches
    // answered and its images preloaded.
    const query = /\?[^#]*/.exec(request.url)?.[0] ?? '';
    const first = await firstScreen(app, answer, query);
    const html = withPreloads(spaHtml, {
      lang: isLocale(answer.locale) ? LOCALES[answer.locale].languageId : undefined,
      scripts: startupScripts(startupChunks, answer.locale, answer.route, first.blockTypes, answer.status),
      images: first.images,
      answers: first.answers,
      styleNonce: NONCE_MARKER,
    });
    return { status: answer.status, html, holdsStock: first.holdsStock };
  };

  app.setNotFoundHandler(async (request, reply) => {
    // API-like paths and the storefront's own assets (a stale chunk name) never get the SPA.
    const apiLike = /^\/(api|backoffice|files|images|integrity|sitemap|assets)(\/|$)/.test(request.url);
    if (!apiLike && hasSpa && (request.method === 'GET' || request.method === 'HEAD')) {
      // An anonymous visitor's page that exists comes from the answer cache (made once, gzip around the nonce).
      const key = app.answers.keyOf(request, 'page');
      let rendered: RenderedPage | undefined;
      if (key) {
        if (await app.answers.tryServe(request, reply, key, pageNonce)) return reply;
        const load = async (): Promise<Answer | null> => {
          rendered = await render(request);
          if ('location' in rendered || rendered.status !== 200) return null;
          return { kind: 'page', html: rendered.html, gap: NONCE_MARKER, ttlSeconds: rendered.holdsStock ? STOCK_TTL_SECONDS : ANSWER_TTL_SECONDS };
        };
        if (await app.answers.fillAndServe(request, reply, key, load, pageNonce)) return reply;
      }
      rendered ??= await render(request);
      if ('location' in rendered) return reply.redirect(rendered.location, 301);
      const { gap, headers } = pageNonce();
      void reply.status(rendered.status).headers(headers).type('text/html; charset=utf-8');
      return sendCompressed(request, reply, rendered.html.replace(NONCE_MARKER, gap));
    }
    return reply.status(404).send({ message: 'Not Found', statusCode: 404 });
  });
}

/** A storefront page as rendered for the cache: its nonce is NONCE_MARKER. */
type RenderedPage = { location: string } | { status: number; html: string; holdsStock: boolean };

/** Where a page's style nonce goes, until each answer puts its own there (random: never text of a page). */
const NONCE_MARKER = cspNonce();

/** A page answer's own style nonce, and the headers naming it (its CSP; no-cache: always revalidated). */
function pageNonce(): { gap: string; headers: Record<string, string> } {
  const nonce = cspNonce();
  return { gap: nonce, headers: { 'content-security-policy': contentSecurityPolicy(nonce), 'cache-control': 'no-cache' } };
}

/**
 * Answers to anonymous reads from the answer cache — API calls and the storefront's pages (the not-found handler's) —
 * before the token check and validation (they need neither: the answer was made for a request with the same URL).
 */
function serveCachedAnswers(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    const key = app.answers.keyOf(request, request.is404 ? 'page' : 'api');
    if (key === null || !app.answers.has(key)) return done();
    app.answers.tryServe(request, reply, key, pageNonce).then(
      (hit) => {
        if (!hit) done();
      },
      (error: Error) => done(error),
    );
  });
}

/**
 * The server, step by step: decorations, security headers, compression, identity, response headers and request checks,
 * error replies, the OpenAPI document, the routes, and the storefront's files and pages. The order matters (hooks run
 * in it; the OpenAPI document collects the routes registered after it).
 */
export async function buildApp(deps: AppDeps): Promise<App> {
  const { config } = deps;
  const app = Fastify({
    logger:
      deps.logger === false
        ? false
        : { level: config.logLevel, ...(typeof deps.logger === 'object' ? { stream: deps.logger } : {}) },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // allowUnionTypes: a type list such as ['string', 'number', 'boolean'] (FlatMapSchema) instead of an anyOf, which
    // coerceTypes would apply branch by branch (3 → '3' in a string-first anyOf).
    ajv: { customOptions: { coerceTypes: true, removeAdditional: false, allErrors: true, allowUnionTypes: true } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('config', config);
  app.decorate('db', deps.db);
  app.decorate('dialect', deps.dialect);
  // Invalidations reach every instance: through cache_generations, polled every CACHE_SYNC_INTERVAL_MS.
  const cache = syncedCache(deps.cache ?? createCache(config.redisUrl), deps.db, config.cacheSyncIntervalMs, app.log);
  app.decorate('cache', cache);
  await cache.start();
  app.addHook('onClose', async () => cache.stop());
  app.decorate('paymentProviders', createPaymentProviders(app));

  await registerSecurityHeaders(app);
  app.decorate('answers', new AnswerCache(deps.db, { sync: async () => (await cache.sync(), cache.seenGenerations()) }));
  serveCachedAnswers(app);
  await app.register(compress, { global: true, threshold: COMPRESS_MIN_BYTES, syncThreshold: COMPRESS_SYNC_THRESHOLD });
  await app.register(authPlugin);
  addResponseHeaders(app);
  rejectNulCharacters(app);
  setErrorReplies(app);

  // Before the routes: the OpenAPI document (/api/openapi.json, /api/docs) is collected from them as they register.
  await registerOpenApi(app);
  await registerRoutes(app, config);
  await serveSpa(app, config);

  return app;
}
