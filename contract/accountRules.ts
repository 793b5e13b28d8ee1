/**
 * Rules of the account calls both sides need as values at run time (SPEC §7 'Forms, user, impersonation' password
 * calls; 'Files' price list): the password policy, the placeholders of RecoverPassword's tokenUrl, the price list's
 * file. This module imports nothing — not even TypeBox — so the storefront may import its values without TypeBox
 * reaching the browser (the schemas are in contract/user.ts and contract/files.ts).
 */

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

/** GET /files/DownloadCustomerPriceList/{customerNumber}: the spreadsheet's fixed file name (SPEC §9). */
export const PRICE_LIST_FILE_NAME = 'prisliste.xlsx';
export const PRICE_LIST_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
