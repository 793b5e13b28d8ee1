/**
 * SPEC §7 'Forms, user, impersonation': POST /api/SalesImpersonation/GetAllowedUsersToImpersonate and /Impersonate
 * (a sales rep acting for a customer's user). Imports nothing but TypeBox.
 */
import { Type, type Static } from '@sinclair/typebox';

/** The body is optional. */
export const AllowedUsersRequest = Type.Object({
  /** Optional filter on name, e-mail, customer name or number. */
  search: Type.Optional(Type.String({ maxLength: 200 })),
});
export type AllowedUsersRequest = Static<typeof AllowedUsersRequest>;

/** A user a sales rep may act for. */
export const ImpersonationCandidate = Type.Object({
  userId: Type.String(),
  username: Type.String(),
  name: Type.String(),
  customerNumber: Type.String(),
  customerName: Type.String(),
  city: Type.String(),
});
export type ImpersonationCandidate = Static<typeof ImpersonationCandidate>;

export const AllowedUsersResponse = Type.Object({ users: Type.Array(ImpersonationCandidate) });
export type AllowedUsersResponse = Static<typeof AllowedUsersResponse>;

/** userId null ends the impersonation (the rep's own token again). Answer: a TokenResponse (contract/user.ts). */
export const ImpersonateRequest = Type.Object({
  userId: Type.Union([Type.String({ minLength: 1, maxLength: 100 }), Type.Null()]),
});
export type ImpersonateRequest = Static<typeof ImpersonateRequest>;
