import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { Migrator } from 'kysely';
import packageJson from '../../package.json';
import { migrations } from '../db';
import { isDatabaseUnavailable } from '../db/availability';
import { ADMIN_ROLE } from '../plugins/auth';
import { IntegrityReply, IntegrityV2Reply, ReadinessReply, type DatabaseCheck, type MigrationsCheck } from '../../contract/integrity';
import { searchService } from '../services/search';
import { ErrorReply } from '../../contract/common';
import { ERROR_REPLIES } from './_params';

/**
 * 200 and 503 carry the same reply; other errors the ErrorReply — and so may a 503: the error handler's answer when
 * PostgreSQL is unreachable before the probe runs (the auth step looking up a bearer token's user).
 */
const probeReplies = <T extends TSchema>(reply: T) => ({ 200: reply, 503: Type.Union([reply, ErrorReply]), ...ERROR_REPLIES });

/**
 * SPEC §7 GET /integrity/check and /integrity/v2/check (load balancer and monitoring probes), and GET
 * /integrity/ready: the readiness probe (also the search index built and warmed; a listening server builds it at
 * start, product routes' onListen hook), so a load balancer sends no customer to an instance still building.
 *
 * Both answer `{ status: 'ok' | 'error' }` with 200/503 to anyone (/check, the liveness probe, stays 200 while
 * PostgreSQL is unreachable: see the route). v2 checks database, cache and migrations;
 * only a caller with the `admin` role (request.identity, checked by the auth plugin) also gets the details —
 * version, uptime, database dialect and latency, cache kind, migration names — which would otherwise tell an
 * attacker what runs here.
 */
const integrityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const started = Date.now();

  /** The database check, and whether a failure was PostgreSQL being unreachable (stopped, restarting). */
  async function probeDatabase(): Promise<{ check: DatabaseCheck; unreachable: boolean }> {
    const t0 = performance.now();
    const latencyMs = () => Math.round((performance.now() - t0) * 100) / 100;
    try {
      await sql`select 1`.execute(app.db);
      return { check: { ok: true, dialect: app.dialect, latencyMs: latencyMs() }, unreachable: false };
    } catch (err) {
      const unreachable = isDatabaseUnavailable(err);
      // PostgreSQL stopped or restarting: server/index.ts logs that once, not every probe.
      if (!unreachable) app.log.warn({ err }, 'integrity: database check failed');
      return { check: { ok: false, dialect: app.dialect, latencyMs: latencyMs() }, unreachable };
    }
  }

  const checkDatabase = async (): Promise<DatabaseCheck> => (await probeDatabase()).check;

  async function checkMigrations(): Promise<MigrationsCheck> {
    try {
      const migrator = new Migrator({ db: app.db, provider: { getMigrations: async () => migrations } });
      const list = await migrator.getMigrations();
      const applied = list.filter((m) => m.executedAt !== undefined);
      const pending = list.filter((m) => m.executedAt === undefined).map((m) => m.name);
      return { ok: pending.length === 0, latest: applied.at(-1)?.name ?? null, pending };
    } catch (err) {
      if (!isDatabaseUnavailable(err)) app.log.warn({ err }, 'integrity: migration check failed');
      return { ok: false, latest: null, pending: [] };
    }
  }

  // Liveness: PostgreSQL unreachable (stopped, restarting) is not this instance's failure — restarting it would not
  // help, it answers 503 meanwhile and recovers by itself — so this stays 200 then; readiness and v2 say 503.
  app.get('/check', { schema: { response: probeReplies(IntegrityReply) } }, async (_request, reply) => {
    const { check, unreachable } = await probeDatabase();
    const ok = check.ok || unreachable;
    return reply.header('Cache-Control', 'no-store').status(ok ? 200 : 503).send({ status: ok ? 'ok' : 'error' });
  });

  const isAdmin = ({ identity }: FastifyRequest) => identity !== null && !identity.anonymous && identity.roles.includes(ADMIN_ROLE);

  app.get('/v2/check', { schema: { response: probeReplies(IntegrityV2Reply) } }, async (request, reply) => {
    const [database, cache, migrationsCheck] = await Promise.all([checkDatabase(), app.cache.check(), checkMigrations()]);
    const ok = database.ok && cache.ok && migrationsCheck.ok;
    reply.header('Cache-Control', 'no-store').status(ok ? 200 : 503);
    if (!isAdmin(request)) return reply.send({ status: ok ? 'ok' : 'error' });
    return reply.send({
      status: ok ? 'ok' : 'error',
      version: packageJson.version,
      uptimeSeconds: Math.round((Date.now() - started) / 1000),
      checks: { database, cache, migrations: migrationsCheck },
    });
  });

  app.get('/ready', { schema: { response: probeReplies(ReadinessReply) } }, async (request, reply) => {
    const [database, cache, migrationsCheck] = await Promise.all([checkDatabase(), app.cache.check(), checkMigrations()]);
    const status = searchService(app).status();
    const index = { ok: status.ready && status.warmed, products: status.products, buildMs: status.buildMs };
    const ok = database.ok && cache.ok && migrationsCheck.ok && index.ok;
    reply.header('Cache-Control', 'no-store').status(ok ? 200 : 503);
    if (!isAdmin(request)) return reply.send({ status: ok ? 'ok' : 'error' });
    return reply.send({ status: ok ? 'ok' : 'error', checks: { database, cache, migrations: migrationsCheck, index } });
  });
};

export default integrityRoutes;
