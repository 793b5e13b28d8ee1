/**
 * SPEC §7 'Forms, user, impersonation', the user calls (prefix /api/User): Login, GenerateNotLoggedInToken, GetUser,
 * LogoutEverywhere, the password calls RecoverPassword, VerifyToken, ResetPasswordByToken, ChangePassword, and the
 * back office's POST /backoffice/api/User/GetRecoveryMailTemplates. Behaviour: docs/account-api.md. The policy's
 * values are in contract/accountRules.ts. Imports nothing but TypeBox (and that TypeBox-free module).
 */
import { Type, type Static } from '@sinclair/typebox';
import { PASSWORD_MAX_LENGTH } from './accountRules';
import { AreaInfo, LanguageCode, NullableString, StringEnum } from './common';
import { COMPANY_ROLES } from './companyRules';

const Username = Type.String({ maxLength: 254 });
const Password = Type.String({ maxLength: PASSWORD_MAX_LENGTH });
const ResetToken = Type.String({ maxLength: 200 });

/** A bearer token (Login, GenerateNotLoggedInToken, Impersonate, ChangePassword). */
export const TokenResponse = Type.Object({
  token: Type.String(),
  tokenType: Type.Literal('Bearer'),
  /** ISO-8601. */
  expiresAt: Type.String(),
});
export type TokenResponse = Static<typeof TokenResponse>;

/** POST /api/User/Login → TokenResponse; 401 'Unauthorized' for a wrong name or password. */
export const LoginRequest = Type.Object({
  username: Type.String({ maxLength: 254 }),
  password: Type.String({ maxLength: 1024 }),
});
export type LoginRequest = Static<typeof LoginRequest>;

/** SPEC §3 User, the reply of GET /api/User/GetUser (used whole by the storefront). */
export const User = Type.Object({
  name: Type.String(),
  roles: Type.Array(Type.String()),
  customerNumber: NullableString(),
  /**
   * The user's role in the customer company (issue 20, docs/company.md): admin, buyer, requester or viewer — kept
   * apart from `roles` (the shop's roles); a company admin has no back-office access. Only for customer users (an
   * impersonating rep: the customer user's role).
   */
  companyRole: Type.Optional(StringEnum(COMPANY_ROLES)),
  /**
   * The user's spending limits (docs/company.md 'Spending limits'), minor units excl. VAT in the customer's currency
   * (null = none), with this calendar month's (UTC) orders so far (rejected ones not counted) and what is left of the
   * monthly limit (null without one; never below 0). Only for customer users.
   */
  companyLimits: Type.Optional(
    Type.Object({
      orderLimit: Type.Union([Type.Integer(), Type.Null()]),
      monthlyLimit: Type.Union([Type.Integer(), Type.Null()]),
      monthSpent: Type.Integer(),
      monthLeft: Type.Union([Type.Integer(), Type.Null()]),
    }),
  ),
  extraInfo: Type.Object({
    impersonatorName: Type.Optional(NullableString()),
    username: Type.Optional(Type.String()),
    customerName: Type.Optional(Type.String()),
    /** The customer's currency (SPEC §3 Customer.currencyCode). */
    currencyCode: Type.Optional(Type.String()),
    /**
     * The VAT rate (%, e.g. 25.5) the cart and the invoice charge the customer: that of the country of the default
     * billing address (docs/account-api.md GetUser). Prices shown incl. VAT use it. With the customer fields only.
     */
    vatPercentage: Type.Optional(Type.Number()),
    language: Type.Optional(Type.String()),
  }),
});
export type User = Static<typeof User>;

/** POST /api/User/RecoverPassword → 204 (always the same reply, whether or not the user exists). */
export const RecoverPasswordRequest = Type.Object({
  area: AreaInfo,
  username: Username,
  /**
   * The storefront page the mailed link opens, absolute or a path, containing `{token}` and `{username}`, e.g.
   * `https://shop.example.dk/kundecenter/gendan-kodeord?token={token}&username={username}`. Only its path,
   * query and fragment are trusted; the origin must be PUBLIC_URL's or one of the area's domains, else
   * PUBLIC_URL's origin is used (docs/account-api.md).
   */
  tokenUrl: Type.String({ maxLength: 4000 }),
});
export type RecoverPasswordRequest = Static<typeof RecoverPasswordRequest>;

/** POST /api/User/VerifyToken → 204 when the token is valid for the user, else 401. Does not use the token up. */
export const VerifyTokenRequest = Type.Object({ area: AreaInfo, username: Username, token: ResetToken });
export type VerifyTokenRequest = Static<typeof VerifyTokenRequest>;

/** POST /api/User/ResetPasswordByToken → 204; 401 invalid/used/expired token; 400 policy (fields.newPassword). */
export const ResetPasswordByTokenRequest = Type.Object({
  area: AreaInfo,
  username: Username,
  token: ResetToken,
  newPassword: Password,
});
export type ResetPasswordByTokenRequest = Static<typeof ResetPasswordByTokenRequest>;

/** POST /api/User/ChangePassword (logged in, not impersonating) → 200 ChangePasswordResponse; 401 wrong current. */
export const ChangePasswordRequest = Type.Object({ area: AreaInfo, currentPassword: Password, newPassword: Password });
export type ChangePasswordRequest = Static<typeof ChangePasswordRequest>;

/**
 * A fresh login token for the caller: the change ended every token of the user, the one the call was sent
 * with included, so the storefront replaces its stored token with this one.
 */
export const ChangePasswordResponse = TokenResponse;
export type ChangePasswordResponse = TokenResponse;

/**
 * POST /backoffice/api/User/GetRecoveryMailTemplates (role admin): the body is optional ({ languageCode? }; none lists
 * every language) and checked by the handler.
 */
export const RecoveryMailTemplate = Type.Object({
  languageCode: LanguageCode,
  subject: Type.String(),
  /** Plain-text body with the placeholders below. */
  text: Type.String(),
  /** HTML body with the placeholders below (values are HTML-escaped when filled in). */
  html: Type.String(),
  /** '{name}' (the user's name), '{link}' (the reset link), '{minutes}' (how long the link works). */
  placeholders: Type.Array(Type.String()),
});
export type RecoveryMailTemplate = Static<typeof RecoveryMailTemplate>;

export const GetRecoveryMailTemplatesResponse = Type.Object({ templates: Type.Array(RecoveryMailTemplate) });
export type GetRecoveryMailTemplatesResponse = Static<typeof GetRecoveryMailTemplatesResponse>;
