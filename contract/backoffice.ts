/**
 * SPEC §7 "Back office and test": the calls an operator, an ERP or a PIM makes under /backoffice/api, and the
 * test calls under /api/Test (only with TEST_API=true). Who may call: an admin user, or an integration key holding
 * the call's scope (BACKOFFICE_SCOPES). Imports nothing but TypeBox.
 */
import { Type, type Static } from '@sinclair/typebox';
import { StringEnum } from './common';

/** What an integration key may do. A call names the one scope it needs (README 'Back office'). */
export const BACKOFFICE_SCOPES = ['documents:read', 'documents:write', 'orders:state', 'cache'] as const;
export type BackofficeScope = (typeof BACKOFFICE_SCOPES)[number];
export const BackofficeScopeSchema = StringEnum(BACKOFFICE_SCOPES);

/** GET /backoffice/api/Area/GetAreas: every area with its languages, currencies and domains. */
export const BackofficeArea = Type.Object({
  areaId: Type.String(),
  name: Type.String(),
  defaultLanguage: Type.String(),
  defaultCurrency: Type.String(),
  languages: Type.Array(
    Type.Object({ code: Type.String(), languageId: Type.String(), name: Type.String(), urlPrefix: Type.String() }),
  ),
  currencies: Type.Array(Type.String()),
  domains: Type.Array(Type.Object({ domain: Type.String(), language: Type.String() })),
});
export type BackofficeArea = Static<typeof BackofficeArea>;
export const GetAreasResponse = Type.Object({ areas: Type.Array(BackofficeArea) });
export type GetAreasResponse = Static<typeof GetAreasResponse>;

/** GET and POST /api/Test/Test: the test API answers (a liveness probe for test harnesses). */
export const TestResponse = Type.Object({
  ok: Type.Boolean(),
  method: Type.String(),
  /** The JSON body of a POST, echoed back as it was parsed (null for a GET). */
  echo: Type.Unknown(),
  time: Type.String(),
});
export type TestResponse = Static<typeof TestResponse>;

/** POST /api/Test/GetToken: a login token for a demo user, without the password (test harnesses only). */
export const GetTokenRequest = Type.Object({ username: Type.String({ minLength: 1, maxLength: 254 }) });
export type GetTokenRequest = Static<typeof GetTokenRequest>;
