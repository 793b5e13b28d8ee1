/**
 * Sales impersonation (SPEC §6): a user with the role 'impersonation' lists the users of the customers
 * assigned to them and acts as one of them. The impersonation token carries the customer user as subject
 * and the rep as impersonator, so GetUser answers extraInfo.impersonatorName and every customer-scoped
 * call sees the customer.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ImpersonationCandidate } from '../../contract/impersonation';
import type { TokenResponse } from '../../contract/user';
import { forbidden, notFound, unauthorized } from '../errors';
import { IMPERSONATION_ROLE, impersonationRoles, requireUser, securityStamp } from '../plugins/auth';
import { endSession, startSession } from './impersonationLedger';
import { signToken } from './tokens';
import { userRoles } from './users';

/** The sales rep behind the request (the impersonator while impersonating, else the user); needs the role. */
async function loadRep(app: FastifyInstance, request: FastifyRequest) {
  const identity = requireUser(request);
  const repId = identity.impersonator?.userId ?? identity.userId;
  const rep = await app.db.selectFrom('users').selectAll().where('id', '=', repId).executeTakeFirst();
  if (!rep || rep.active !== 1) throw unauthorized();
  if (!userRoles(rep).includes(IMPERSONATION_ROLE)) throw forbidden();
  return rep;
}

export async function allowedUsers(
  app: FastifyInstance,
  request: FastifyRequest,
  search: string | undefined,
): Promise<ImpersonationCandidate[]> {
  const rep = await loadRep(app, request);
  let query = app.db
    .selectFrom('sales_rep_customers as s')
    .innerJoin('customers as c', 'c.customer_number', 's.customer_number')
    .innerJoin('users as u', 'u.customer_number', 'c.customer_number')
    .leftJoin('addresses as a', (join) =>
      join.onRef('a.customer_number', '=', 'c.customer_number').on('a.type', '=', 'billing').on('a.is_default', '=', 1),
    )
    .select(['u.id', 'u.username', 'u.name', 'u.roles', 'c.customer_number', 'c.name as customer_name', 'a.city'])
    .where('s.user_id', '=', rep.id)
    .where('u.active', '=', 1);
  const term = search?.trim().toLowerCase();
  if (term) {
    const like = `%${term.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['u.name']), 'like', like),
        eb(eb.fn('lower', ['u.username']), 'like', like),
        eb(eb.fn('lower', ['c.name']), 'like', like),
        eb('c.customer_number', 'like', like),
      ]),
    );
  }
  const rows = await query.orderBy('c.name').orderBy('u.name').limit(200).execute();
  return rows
    .filter((r) => !userRoles(r).includes(IMPERSONATION_ROLE))
    .map((r) => ({
      userId: r.id,
      username: r.username,
      name: r.name,
      customerNumber: r.customer_number,
      customerName: r.customer_name,
      city: r.city ?? '',
    }));
}

/** A token acting as `userId` (one of the rep's allowed users), or the rep's own token for null. */
export async function impersonate(
  app: FastifyInstance,
  request: FastifyRequest,
  userId: string | null,
): Promise<TokenResponse> {
  const rep = await loadRep(app, request);
  const ttl = app.config.tokenTtlSeconds;
  // The session this request acts in (none from the rep's own token) ends: stopped, or switched to the next user.
  const current = requireUser(request).impersonator?.sessionId ?? null;
  if (userId === null) {
    if (current) await endSession(app.db, current, rep.id, 'stopped');
    const issued = await signToken(app.config.jwtSecret, ttl, {
      sub: rep.id,
      anon: false,
      roles: userRoles(rep),
      customerNumber: rep.customer_number,
      impersonatorName: null,
      impersonatorId: null,
      stamp: securityStamp(app.config.jwtSecret, rep),
      impersonatorStamp: null,
      assignmentId: null,
    });
    return { token: issued.token, tokenType: 'Bearer', expiresAt: issued.expiresAt };
  }
  const target = (await allowedUsers(app, request, undefined)).find((u) => u.userId === userId);
  if (!target) throw notFound('User not found among your customers');
  const row = await app.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  // The token is bound to this assignment: when it goes, the session ends for good (a new assignment has a new id).
  const assignment = await app.db
    .selectFrom('sales_rep_customers')
    .select('assignment_id')
    .where('user_id', '=', rep.id)
    .where('customer_number', '=', target.customerNumber)
    .executeTakeFirst();
  if (!assignment) throw notFound('User not found among your customers');
  // The customer's ledger: a new session; the one this request acted in ends as 'switched'.
  if (current) await endSession(app.db, current, rep.id, 'switched');
  const sessionId = await startSession(app.db, {
    rep: { id: rep.id, name: rep.name },
    user: { id: row.id, name: row.name },
    customerNumber: target.customerNumber,
    ip: request.ip,
  });
  const issued = await signToken(app.config.jwtSecret, ttl, {
    sub: target.userId,
    anon: false,
    // A fixed allow-list of shop roles plus `impersonation`; back-office roles of the user are never passed on.
    roles: impersonationRoles(userRoles(row)),
    customerNumber: target.customerNumber,
    impersonatorName: rep.name,
    impersonatorId: rep.id,
    stamp: securityStamp(app.config.jwtSecret, row),
    impersonatorStamp: securityStamp(app.config.jwtSecret, rep),
    assignmentId: assignment.assignment_id,
    impersonationSessionId: sessionId,
  });
  return { token: issued.token, tokenType: 'Bearer', expiresAt: issued.expiresAt };
}
