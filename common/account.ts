/**
 * The account calls' rules both sides apply (docs/account-api.md): the password policy and its messages, the
 * placeholders of the recovery mail's link, the price list's file. The favourite lists' limits are the contract's (contract/values.ts).
 */

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

// ------------------------------------------------------------------ price list

/** GET /files/DownloadCustomerPriceList/{customerNumber}: the spreadsheet's fixed file name (SPEC §9). */
export const PRICE_LIST_FILE_NAME = 'prisliste.xlsx';
export const PRICE_LIST_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
