/**
 * Wire types of the account calls (SPEC §7 'Forms, user, impersonation' password calls, 'Customer centre and
 * customer' FavoriteList, 'Files' price list). The contract is described in docs/account-api.md; the server
 * imports these as types (and the constants) too.
 */
import type { AreaInfo, TokenResponse } from './types';

// ------------------------------------------------------------------ passwords

/** Placeholders of RecoverPassword's tokenUrl: replaced by the (URL-encoded) token and username in the mail's link. */
export const TOKEN_PLACEHOLDER = '{token}';
export const USERNAME_PLACEHOLDER = '{username}';

/** Password policy (ResetPasswordByToken, ChangePassword): at least this many characters, not the username. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 1024;

/** The `fields.newPassword` texts of a 400 for a password that breaks the policy (map them to translated texts). */
export const PASSWORD_POLICY_MESSAGES = {
  tooShort: `must be at least ${PASSWORD_MIN_LENGTH} characters`,
  tooLong: `must be at most ${PASSWORD_MAX_LENGTH} characters`,
  equalsUsername: 'must not be the username',
} as const;

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

// ------------------------------------------------------------------ price list

/** GET /files/DownloadCustomerPriceList/{customerNumber}: the spreadsheet's fixed file name (SPEC §9). */
export const PRICE_LIST_FILE_NAME = 'prisliste.xlsx';
export const PRICE_LIST_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// ------------------------------------------------------------------ favourite lists

export const FAVORITE_LIST_LIMITS = {
  /** Lists per user. */
  maxLists: 50,
  /** Lines per list. */
  maxLines: 500,
  /** Characters of a list name (trimmed; names are unique per user, ignoring case). */
  maxNameLength: 100,
  /** Largest quantity of a line. */
  maxQuantity: 100_000,
} as const;

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
