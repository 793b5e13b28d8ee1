/**
 * Wire types of the account calls (SPEC §7 'Forms, user, impersonation' password calls, 'Customer centre and
 * customer' FavoriteList, 'Files' price list). The contract is described in docs/account-api.md; the server
 * imports these as types too (the constants both sides use: common/account.ts).
 */
import type { AreaInfo, TokenResponse } from './types';

// ------------------------------------------------------------------ passwords

/** POST /api/User/RecoverPassword → 204 (always the same reply, whether or not the user exists). */
export interface RecoverPasswordRequest {
  area: AreaInfo;
  username: string;
  /**
   * The storefront page the mailed link opens, absolute or a path, containing `{token}` and `{username}`, e.g.
   * `https://shop.example.dk/kundecenter/gendan-kodeord?token={token}&username={username}`. Only its path,
   * query and fragment are trusted; the origin must be PUBLIC_URL's or one of the area's domains, else
   * PUBLIC_URL's origin is used (docs/account-api.md).
   */
  tokenUrl: string;
}

/** POST /api/User/VerifyToken → 204 when the token is valid for the user, else 401. Does not use the token up. */
export interface VerifyTokenRequest {
  area: AreaInfo;
  username: string;
  token: string;
}

/** POST /api/User/ResetPasswordByToken → 204; 401 invalid/used/expired token; 400 policy (fields.newPassword). */
export interface ResetPasswordByTokenRequest {
  area: AreaInfo;
  username: string;
  token: string;
  newPassword: string;
}

/** POST /api/User/ChangePassword (logged in, not impersonating) → 200 ChangePasswordResponse; 401 wrong current. */
export interface ChangePasswordRequest {
  area: AreaInfo;
  currentPassword: string;
  newPassword: string;
}

/**
 * A fresh login token for the caller: the change ended every token of the user, the one the call was sent
 * with included, so the storefront replaces its stored token with this one.
 */
export type ChangePasswordResponse = TokenResponse;

/** POST /backoffice/api/User/GetRecoveryMailTemplates (role admin) → { templates }. */
export interface RecoveryMailTemplate {
  languageCode: 'da' | 'en' | 'sv' | 'nb' | 'fi';
  subject: string;
  /** Plain-text body with the placeholders below. */
  text: string;
  /** HTML body with the placeholders below (values are HTML-escaped when filled in). */
  html: string;
  /** '{name}' (the user's name), '{link}' (the reset link), '{minutes}' (how long the link works). */
  placeholders: string[];
}

export interface GetRecoveryMailTemplatesResponse {
  templates: RecoveryMailTemplate[];
}

// ------------------------------------------------------------------ favourite lists

export interface FavoriteListLine {
  productId: string;
  /** null when the line is for the product itself. */
  variantId: string | null;
  unitOfMeasure: string;
  /** A remembered quantity (> 0; whole unless the unit allows decimals, then at most 3), or null. */
  quantity: number | null;
  /** ISO-8601 time the line was added. */
  addedAt: string;
}

export interface FavoriteList {
  name: string;
  createdAt: string;
  updatedAt: string;
  /** In the order they were added (setLines: in the order given). */
  lines: FavoriteListLine[];
}

/**
 * GET /api/FavoriteList/GetFavoriteList?AreaId=b2b[&ListName=…] → every list of the caller (by name) when
 * ListName is empty or absent; with ListName exactly that list (404 when the caller has no list of that name).
 */
export interface GetFavoriteListResponse {
  favoriteLists: FavoriteList[];
}

export type FavoriteListAction = 'create' | 'rename' | 'delete' | 'addLines' | 'removeLines' | 'setLines';

export interface FavoriteListLineInput {
  productId: string;
  variantId?: string | null;
  unitOfMeasure: string;
  /** addLines: given → stored (null clears it); absent → an existing line keeps its quantity. */
  quantity?: number | null;
}

/** POST /api/FavoriteList/UpdateFavoriteList. */
export interface UpdateFavoriteListRequest {
  areaId: string;
  /** The list the action is for (matched ignoring case and surrounding spaces). */
  listName: string;
  action: FavoriteListAction;
  /** rename: the new name. */
  newName?: string;
  /** addLines, removeLines (keys only), setLines (the whole new content; [] empties the list). */
  lines?: FavoriteListLineInput[];
}

/** The list after the change; null after delete. */
export interface UpdateFavoriteListResponse {
  favoriteList: FavoriteList | null;
}
