/**
 * Company users and roles (issue 20; behaviour, rules and errors: docs/company.md): the calls under the customer
 * centre's prefix /api/CustomerCenter that a company admin uses to manage the company's users. Every call needs a
 * logged-in customer user whose company role is `admin` (not a sales rep acting for one) and reads only the caller's
 * customer: another customer's user id is a 404. Imports nothing but TypeBox (and TypeBox-free modules).
 */
import { Type, type Static } from '@sinclair/typebox';
import { COMPANY_ROLES, SPENDING_LIMIT_MAX } from './companyRules';
import { LanguageCode, StringEnum } from './common';
import { PageInfo } from './customerCentre';

export const CompanyRoleSchema = StringEnum(COMPANY_ROLES, { description: 'admin | buyer | requester | viewer' });

const UserId = Type.String({ minLength: 1, maxLength: 100 });

/** A user of the company as its admin sees them. Times are ISO-8601 UTC. */
export const CompanyUser = Type.Object({
  userId: Type.String(),
  name: Type.String(),
  /** The e-mail address, which is also the username. */
  email: Type.String(),
  role: CompanyRoleSchema,
  active: Type.Boolean(),
  /** The last successful login, or null (never). */
  lastLoginAt: Type.Union([Type.String(), Type.Null()]),
  /** Invited, and no password chosen yet. */
  invitationPending: Type.Boolean(),
  /** Spending limits (minor units excl. VAT, the customer's currency): per order and per calendar month; null = none. */
  orderLimit: Type.Union([Type.Integer(), Type.Null()]),
  monthlyLimit: Type.Union([Type.Integer(), Type.Null()]),
});
export type CompanyUser = Static<typeof CompanyUser>;

/** POST /api/CustomerCenter/GetCompanyUsers (body optional, ignored) → the company's users, admins first, by name. */
export const GetCompanyUsersResponse = Type.Object({ users: Type.Array(CompanyUser) });
export type GetCompanyUsersResponse = Static<typeof GetCompanyUsersResponse>;

/**
 * POST /api/CustomerCenter/InviteCompanyUser: a new user of the caller's customer with the role, mailed a single-use
 * link (7 days) to choose a password. 400 fields.email for an address that is not one; 409 when it is already a user.
 */
export const InviteCompanyUserRequest = Type.Object({
  email: Type.String({ maxLength: 254 }),
  name: Type.String({ minLength: 1, maxLength: 200 }),
  role: CompanyRoleSchema,
  /** The language of the mail and the user's; default the inviting admin's. */
  language: Type.Optional(LanguageCode),
});
export type InviteCompanyUserRequest = Static<typeof InviteCompanyUserRequest>;

/** The reply of every call that changes a user: the user as it is now. */
export const CompanyUserResponse = Type.Object({ user: CompanyUser });
export type CompanyUserResponse = Static<typeof CompanyUserResponse>;

/** POST /api/CustomerCenter/SetCompanyUserRole; 409 when it would leave no active admin. */
export const SetCompanyUserRoleRequest = Type.Object({ userId: UserId, role: CompanyRoleSchema });
export type SetCompanyUserRoleRequest = Static<typeof SetCompanyUserRoleRequest>;

/**
 * POST /api/CustomerCenter/DeactivateCompanyUser (the user's sessions end at their next request; 409 for the last
 * active admin) and POST /api/CustomerCenter/ReactivateCompanyUser (old sessions stay ended).
 */
export const CompanyUserIdRequest = Type.Object({ userId: UserId });
export type CompanyUserIdRequest = Static<typeof CompanyUserIdRequest>;

// Null first: the server coerces types, and an integer branch first would turn null into 0.
const Limit = Type.Union([Type.Null(), Type.Integer({ minimum: 0, maximum: SPENDING_LIMIT_MAX })]);

/**
 * POST /api/CustomerCenter/SetCompanyUserLimits: the user's spending limits, minor units excl. VAT in the customer's
 * currency (null = no limit). An order over one waits for an admin's approval (docs/company.md 'Approval').
 */
export const SetCompanyUserLimitsRequest = Type.Object({ userId: UserId, orderLimit: Limit, monthlyLimit: Limit });
export type SetCompanyUserLimitsRequest = Static<typeof SetCompanyUserLimitsRequest>;

export const CompanyAuditAction = StringEnum(['invite', 'role', 'deactivate', 'reactivate', 'limits'] as const);

/** One change of the company, as recorded (append-only). */
export const CompanyAuditEntry = Type.Object({
  id: Type.String(),
  at: Type.String(),
  action: CompanyAuditAction,
  /** Who made the change. */
  actorName: Type.String(),
  targetName: Type.String(),
  targetEmail: Type.String(),
  /** What changed, before and after: { role?, active?, orderLimit?, monthlyLimit? } (null: nothing before, e.g. an invitation). */
  before: Type.Union([Type.Record(Type.String(), Type.Union([Type.String(), Type.Boolean(), Type.Number(), Type.Null()])), Type.Null()]),
  after: Type.Union([Type.Record(Type.String(), Type.Union([Type.String(), Type.Boolean(), Type.Number(), Type.Null()])), Type.Null()]),
});
export type CompanyAuditEntry = Static<typeof CompanyAuditEntry>;

/**
 * POST /api/CustomerCenter/GetCompanyAuditLog?pageSize=&pageNr= (both required, SPEC §5) → newest first, with the
 * page fields of the customer centre's paged lists.
 */
export const CompanyAuditLogResponse = Type.Object({ entries: Type.Array(CompanyAuditEntry), ...PageInfo.properties });
export type CompanyAuditLogResponse = Static<typeof CompanyAuditLogResponse>;
