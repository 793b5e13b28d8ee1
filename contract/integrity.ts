/**
 * SPEC §7 GET /integrity/check and /integrity/v2/check (load balancer and monitoring probes; server/routes/integrity.ts),
 * and GET /integrity/ready (readiness). Each answers 200 when healthy and 503 when not, with the same shape. Imports nothing but TypeBox.
 */
import { Type, type Static } from '@sinclair/typebox';

/** 'ok' with 200, 'error' with 503. */
export const IntegrityStatus = Type.Union([Type.Literal('ok'), Type.Literal('error')]);

/** GET /integrity/check: whether the database answers. */
export const IntegrityReply = Type.Object({ status: IntegrityStatus });
export type IntegrityReply = Static<typeof IntegrityReply>;

/** The database check of v2: reachable, its dialect and how long `select 1` took. */
export const DatabaseCheck = Type.Object({ ok: Type.Boolean(), dialect: Type.String(), latencyMs: Type.Number() });
export type DatabaseCheck = Static<typeof DatabaseCheck>;

/** The cache check of v2: which cache runs and whether it answers. */
export const CacheCheck = Type.Object({ ok: Type.Boolean(), kind: Type.Union([Type.Literal('memory'), Type.Literal('redis')]) });

/** The migration check of v2: ok when none is pending. */
export const MigrationsCheck = Type.Object({
  ok: Type.Boolean(),
  /** Name of the newest applied migration, null when none ran. */
  latest: Type.Union([Type.String(), Type.Null()]),
  pending: Type.Array(Type.String()),
});
export type MigrationsCheck = Static<typeof MigrationsCheck>;

/**
 * GET /integrity/v2/check: database, cache and migrations. Anyone gets the status; only a caller with the `admin`
 * role also gets the details (version, uptime, the checks), which would otherwise tell an attacker what runs here.
 */
export const IntegrityV2Reply = Type.Object({
  status: IntegrityStatus,
  version: Type.Optional(Type.String()),
  uptimeSeconds: Type.Optional(Type.Number()),
  checks: Type.Optional(Type.Object({ database: DatabaseCheck, cache: CacheCheck, migrations: MigrationsCheck })),
});
export type IntegrityV2Reply = Static<typeof IntegrityV2Reply>;

/** The search index of the readiness check: built and warmed (default languages, currencies, sort orders). */
export const IndexCheck = Type.Object({
  ok: Type.Boolean(),
  products: Type.Integer(),
  /** How long the last full build took, null before the first. */
  buildMs: Type.Union([Type.Number(), Type.Null()]),
});

/**
 * GET /integrity/ready: whether this instance should get traffic — database, cache and migrations as v2, and the
 * search index built and warmed (a new instance builds it at start; until then 503, while /integrity/check, the
 * liveness probe, already answers 200). Details for callers with the `admin` role only, as v2.
 */
export const ReadinessReply = Type.Object({
  status: IntegrityStatus,
  checks: Type.Optional(Type.Object({ database: DatabaseCheck, cache: CacheCheck, migrations: MigrationsCheck, index: IndexCheck })),
});
export type ReadinessReply = Static<typeof ReadinessReply>;
