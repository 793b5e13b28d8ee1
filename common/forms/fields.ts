/**
 * What a form definition may hold (docs/forms-api.md): its field types, error codes, the text lengths when a field
 * names none, and the attachment limits. The server checks definitions and sent forms against them, the storefront its
 * fields. The shape of a definition as GetForm answers it is contract/forms.ts (FormDefinition); these values stay
 * here so the storefront can use them without TypeBox.
 */

/** The field types of a form definition. */
export const FORM_FIELD_TYPES = ['text', 'email', 'tel', 'textarea', 'select', 'checkbox', 'number', 'date', 'file'] as const;

/** Fallback text lengths when a definition names no maxLength. */
export const DEFAULT_MAX_LENGTH = 200;
export const DEFAULT_TEXTAREA_MAX_LENGTH = 5000;
/** Largest attachment a definition may allow, and the default. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const DEFAULT_MAX_FILE_BYTES = 5 * 1024 * 1024;
export const MAX_FILES_PER_FIELD = 5;
/** MIME types an attachment field may accept (the server recognises their content). */
export const ATTACHMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

/**
 * Why a field is invalid (SendForm's `errors` values; the storefront shows a translated text per code).
 * - required: empty (a required checkbox: not ticked; a required file field: no file)
 * - email: not an e-mail address (the HTML syntax of <input type=email>)
 * - emailDomain: server only — the address's domain is not a public one (it needs a dot and a top-level domain
 *   of letters, e.g. 'example.dk'), which the HTML syntax the browser checks allows
 * - tel: not a phone number (digits, spaces, + ( ) - . /; 6–15 digits)
 * - number / integer / min / max: a number field's value (min/max also for dates)
 * - date: not a date (YYYY-MM-DD)
 * - minLength / maxLength: text length (maxLength also when the definition names none: 200, textarea 5000)
 * - pattern: does not match the field's pattern (the field's patternMessage explains it)
 * - option: not one of a select field's options
 * - fileType / fileSize / fileCount: an attachment of a type the field does not accept, too large, too many
 */
export const FORM_ERROR_CODES = [
  'required',
  'email',
  'emailDomain',
  'tel',
  'number',
  'integer',
  'min',
  'max',
  'date',
  'minLength',
  'maxLength',
  'pattern',
  'option',
  'fileType',
  'fileSize',
  'fileCount',
] as const;
export type FormErrorCode = (typeof FORM_ERROR_CODES)[number];

/** A field's value: text fields, select, number and date send strings; a checkbox true/false. Files go as parts. */
export type FormValue = string | boolean;
