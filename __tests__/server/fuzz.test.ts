/**
 * Generated requests over every route (fast-check): whatever a client sends — bodies, query strings and path
 * parameters built from the route's own schema with hostile values mixed in, plain garbage, malformed and deeply
 * nested JSON — the answer is never a server error (5xx), for every caller: none, an anonymous visitor, a customer,
 * a sales rep acting for a customer, an admin. Only 503 with Retry-After (a bounded queue) is allowed.
 *
 * Reproducible: a fixed seed (FUZZ_SEED) and FUZZ_RUNS generated requests per route and caller (default 10). A
 * failure lists every request that got a 5xx, with its caller, so one run shows them all.
 */
import fc from 'fast-check';
import type { FastifySchema } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import { addUser, bearer, tokenFor } from './auth';
import { searchService } from '../../server/services/search';
import { body, createTestApp, type TestApp } from './helpers';

const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
const SEED = Number(process.env.FUZZ_SEED ?? 20261126);

/** A JSON schema node as TypeBox writes it (only what the generator reads). */
interface SchemaNode {
  type?: string | string[];
  properties?: Record<string, SchemaNode>;
  required?: string[];
  patternProperties?: Record<string, SchemaNode>;
  additionalProperties?: boolean | SchemaNode;
  items?: SchemaNode;
  anyOf?: SchemaNode[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  format?: string;
}

const deep = (levels: number): unknown => {
  let value: unknown = 'x';
  for (let i = 0; i < levels; i++) value = { a: value };
  return value;
};

/** Values no careful client sends: wrong types, edges of numbers, odd strings, nesting, prototype keys. */
const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    false,
    0,
    -1,
    0.001,
    0.5,
    1e308,
    -1e308,
    2 ** 53 + 1,
    '',
    ' ',
    '0x10',
    '1e3',
    'NaN',
    'Infinity',
    'null',
    'true',
    '__proto__',
    'constructor',
    '../../../etc/passwd',
    '%00',
    'invoice\u202Eexe.pdf',
    '\u0000\u0001',
    '<script>alert(1)</script>',
    "'; drop table users; --",
    'x'.repeat(5000),
    '2026-02-30',
    '9999-12-31T23:59:59Z',
    {},
    [],
    [null],
    JSON.parse('{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}') as unknown,
    deep(60),
  ),
  fc.jsonValue({ maxDepth: 3 }),
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double(),
);

function typesOf(node: SchemaNode): string[] {
  if (node.type) return [node.type].flat();
  if (node.properties || node.patternProperties) return ['object'];
  return [];
}

/** Values that (mostly) fit the schema, with a hostile value in place of any node now and then. */
function fromSchema(node: SchemaNode | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!node || depth > 6) return hostile;
  // Mostly fitting, so that many requests get past validation to the handlers (a hostile node fails validation early).
  return fc.oneof({ weight: 12, arbitrary: fitting(node, depth) }, { weight: 1, arbitrary: hostile });
}

function fitting(node: SchemaNode, depth: number): fc.Arbitrary<unknown> {
  if (node.const !== undefined) return fc.constant(node.const);
  if (node.enum) return fc.constantFrom(...node.enum);
  if (node.anyOf?.length) return fc.oneof(...node.anyOf.map((n) => fromSchema(n, depth + 1)));
  const types = typesOf(node);
  if (types.length === 0) return hostile;
  return fc.oneof(
    ...types.map((type): fc.Arbitrary<unknown> => {
      switch (type) {
        case 'object': {
          const props = node.properties ?? {};
          const required = new Set(node.required ?? []);
          const record: Record<string, fc.Arbitrary<unknown>> = {};
          for (const [key, child] of Object.entries(props)) record[key] = fromSchema(child, depth + 1);
          const fixed = fc.record(record, { requiredKeys: Object.keys(props).filter((k) => required.has(k)) });
          const pattern = Object.values(node.patternProperties ?? {})[0];
          if (!pattern) return fixed;
          return fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), fromSchema(pattern, depth + 1), { maxKeys: 4 });
        }
        case 'array':
          return fc.array(fromSchema(node.items, depth + 1), { maxLength: Math.min(node.maxItems ?? 4, 4) });
        case 'string':
          return fc.oneof(
            fc.string({ minLength: node.minLength ?? 0, maxLength: Math.min(node.maxLength ?? 30, 30) }),
            fc.constantFrom('da', 'en', 'b2b', 'DKK', '10001', '1001', 'STK', 'M', 'invoice', 'gls', 'frontpage', '/', 'kunde@example.com'),
          );
        case 'integer':
          return fc.integer({ min: node.minimum ?? -1000, max: node.maximum ?? 100_000 });
        case 'number':
          return fc.double({ min: node.minimum ?? -1000, max: node.maximum ?? 100_000, noNaN: true });
        case 'boolean':
          return fc.boolean();
        case 'null':
          return fc.constant(null);
        default:
          return hostile;
      }
    }),
  );
}

const pathValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('1', '10001', '100001', 'b2b', 'x', '0', '-1', '%2e%2e', '..', '%00', 'a'.repeat(300), encodeURIComponent('<x>'), encodeURIComponent('\u202e')),
  fc.string({ minLength: 1, maxLength: 20 }).map(encodeURIComponent),
);

function queryString(value: unknown): string {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return '';
  const params = new URLSearchParams();
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    params.append(key, typeof v === 'string' ? v : JSON.stringify(v) ?? '');
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

interface Caller {
  name: string;
  headers(): Promise<Record<string, string>>;
}

interface FuzzRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  url: string;
  payload?: string;
  headers: Record<string, string>;
}

let t: TestApp;
let anonymousToken = '';

beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_MAX_FAILURES_PER_IP: '1000000' } });
  // As a listening server has it: the search index built and warmed, so /integrity/ready answers 200 (its 503 while
  // an instance starts is not a client's mistake, and is covered in integrity.test.ts).
  await searchService(t.app).warmUp();
  await addUser(t.app, 'u-fuzz-admin', ['admin'], null);
  await t.db.insertInto('sales_rep_customers').values({ user_id: 'u-sales', customer_number: '10001' }).execute();
  const anon = await t.app.inject({ method: 'POST', url: '/api/User/GenerateNotLoggedInToken' });
  anonymousToken = body<{ token: string }>(anon).token;
});
afterAll(async () => {
  await t.close();
});

// Tokens are made afresh for every route: a route that ends sessions (LogoutEverywhere, ChangePassword) must not
// leave the following routes fuzzed with dead tokens only.
const callers: Caller[] = [
  { name: 'none', headers: async () => ({}) },
  { name: 'anonymous', headers: async () => bearer(anonymousToken) },
  { name: 'customer', headers: async () => bearer(await tokenFor(t.app, 'u-customer')) },
  { name: 'rep for a customer', headers: async () => bearer(await tokenFor(t.app, 'u-customer', { impersonatorId: 'u-sales' })) },
  { name: 'admin', headers: async () => bearer(await tokenFor(t.app, 'u-fuzz-admin')) },
];

function requestsFor(method: string, url: string, schema: FastifySchema | undefined, seed: number): Omit<FuzzRequest, 'headers'>[] {
  const s = (schema ?? {}) as { body?: SchemaNode; querystring?: SchemaNode };
  const urlArb = fc.tuple(...url.split('/').map((part) => (part.startsWith(':') || part === '*' ? pathValue : fc.constant(part)))).map((parts) => parts.join('/'));
  const bodyArb: fc.Arbitrary<string | undefined> =
    method === 'GET' || method === 'HEAD'
      ? fc.constant(undefined)
      : fc.oneof(
          { weight: 5, arbitrary: fromSchema(s.body).map((v) => JSON.stringify(v) ?? 'null') },
          { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)) },
          { weight: 1, arbitrary: fc.constantFrom('{', '{"a":', '[1,2', 'null', '""', 'undefined', '\u0000', '{"a":1}{"b":2}') },
        );
  const queryArb = s.querystring ? fromSchema(s.querystring).map(queryString) : fc.constant('');
  const method_ = method as FuzzRequest['method'];
  return fc
    .sample(fc.record({ url: urlArb, payload: bodyArb, query: queryArb }), { numRuns: RUNS, seed })
    .map(({ url: u, payload, query }) => ({ method: method_, url: `${u}${query}`, ...(payload === undefined ? {} : { payload }) }));
}

/** Bodies a JSON parser or a recursive validator could choke on. */
const NESTED = ['['.repeat(100_000) + ']'.repeat(100_000), `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`, JSON.stringify({ address: { extraInfo: deep(4000) } })];

function isServerError(res: LightMyRequestResponse): boolean {
  if (res.statusCode < 500) return false;
  return !(res.statusCode === 503 && res.headers['retry-after'] !== undefined);
}

it('no generated request gets a server error, for any caller, on any route', async () => {
  const routes = t.app.routeAuthTable;
  expect(routes.length).toBeGreaterThan(60);
  const failures: string[] = [];
  const statuses = new Map<number, number>();
  let sent = 0;
  for (const [r, route] of routes.entries()) {
    for (const [c, caller] of callers.entries()) {
      const headers = await caller.headers();
      const generated = requestsFor(route.method, route.url, route.schema, SEED + r * 31 + c);
      const nested = route.method === 'GET' ? [] : NESTED.map((payload) => ({ method: route.method as FuzzRequest['method'], url: route.url.replace(/:[^/]+|\*/g, 'x'), payload }));
      for (const request of [...generated, ...nested]) {
        const res = await t.app.inject({
          method: request.method,
          url: request.url,
          headers: { ...headers, ...(request.payload !== undefined ? { 'content-type': 'application/json' } : {}) },
          ...(request.payload !== undefined ? { payload: request.payload } : {}),
          remoteAddress: `10.250.${c}.${(sent % 250) + 1}`,
        });
        sent += 1;
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        if (isServerError(res)) {
          failures.push(`${res.statusCode} ${caller.name}: ${request.method} ${request.url.slice(0, 200)} ${String(request.payload ?? '').slice(0, 300)} → ${res.body.slice(0, 200)}`);
        }
      }
    }
  }
  const statusCounts = [...statuses.entries()].sort((a, b) => a[0] - b[0]).map(([status, n]) => `${status}×${n}`).join(' ');
  if (process.env.FUZZ_VERBOSE) console.log(`fuzz: ${sent} requests over ${routes.length} routes: ${statusCounts}`);
  expect({ sent: sent > routes.length * callers.length * RUNS, failures }).toEqual({ sent: true, failures: [] });
}, 600_000);
