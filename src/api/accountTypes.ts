/**
 * Wire types of the account calls (SPEC §7 'Forms, user, impersonation' password calls, 'Customer centre and
 * customer' FavoriteList). The password calls' shapes come from contract/user.ts (type-only imports: no TypeBox in
 * the browser), the policy's and the price list's values from contract/accountRules.ts; docs/account-api.md has
 * the behaviour.
 */
import type { Static } from '@sinclair/typebox';
import type {
  ChangePasswordRequest as ChangePasswordRequestSchema,
  ChangePasswordResponse as ChangePasswordResponseSchema,
  GetRecoveryMailTemplatesResponse as GetRecoveryMailTemplatesResponseSchema,
  RecoverPasswordRequest as RecoverPasswordRequestSchema,
  RecoveryMailTemplate as RecoveryMailTemplateSchema,
  ResetPasswordByTokenRequest as ResetPasswordByTokenRequestSchema,
  VerifyTokenRequest as VerifyTokenRequestSchema,
} from '../../contract/user';

// ------------------------------------------------------------------ passwords (contract/user.ts)

/** POST /api/User/RecoverPassword → 204 (always the same reply, whether or not the user exists). */
export type RecoverPasswordRequest = Static<typeof RecoverPasswordRequestSchema>;
/** POST /api/User/VerifyToken → 204 when the token is valid for the user, else 401. */
export type VerifyTokenRequest = Static<typeof VerifyTokenRequestSchema>;
/** POST /api/User/ResetPasswordByToken → 204; 401 invalid/used/expired token; 400 policy (fields.newPassword). */
export type ResetPasswordByTokenRequest = Static<typeof ResetPasswordByTokenRequestSchema>;
/** POST /api/User/ChangePassword (logged in, not impersonating) → 200 ChangePasswordResponse; 401 wrong current. */
export type ChangePasswordRequest = Static<typeof ChangePasswordRequestSchema>;
/** A fresh login token for the caller (the change ended every token of the user). */
export type ChangePasswordResponse = Static<typeof ChangePasswordResponseSchema>;
/** POST /backoffice/api/User/GetRecoveryMailTemplates (role admin) → { templates }. */
export type RecoveryMailTemplate = Static<typeof RecoveryMailTemplateSchema>;
export type GetRecoveryMailTemplatesResponse = Static<typeof GetRecoveryMailTemplatesResponseSchema>;

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

/** Sharing of a favourite list with the company (issue 20). */
export type FavoriteListSharing = 'none' | 'read' | 'write';

export interface FavoriteList {
  /** UpdateFavoriteList's listId (a colleague's shared list is addressed by it). */
  id: string;
  name: string;
  sharing: FavoriteListSharing;
  /** false: a colleague's list shared with the company (IncludeShared=true). */
  own: boolean;
  ownerName: string;
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

export type FavoriteListAction = 'create' | 'rename' | 'delete' | 'addLines' | 'removeLines' | 'setLines' | 'share';

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
  /** The list by id (own or a colleague's shared list; listName is then not read). */
  listId?: string;
  action: FavoriteListAction;
  /** share: the new sharing ('none' stops sharing; owner only). */
  sharing?: FavoriteListSharing;
  /** rename: the new name. */
  newName?: string;
  /** addLines, removeLines (keys only), setLines (the whole new content; [] empties the list). */
  lines?: FavoriteListLineInput[];
}

/** The list after the change; null after delete. */
export interface UpdateFavoriteListResponse {
  favoriteList: FavoriteList | null;
}
