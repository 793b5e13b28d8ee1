/**
 * Wire types of the form calls (SPEC §7 'Forms': POST /api/Form/SendForm; GET /api/Form/GetForm serves the form's
 * definition). The contract is described in docs/forms-api.md; the server imports these types and the rules in
 * common/forms/rules.ts too, so storefront and server check a field the same way (the field types and limits:
 * common/forms/fields.ts). The request and reply shapes come from contract/forms.ts (type-only imports: no TypeBox in
 * the browser).
 */
import type { FORM_FIELD_TYPES } from '../../common/forms/fields';
import type { Static } from '@sinclair/typebox';
import type {
  SendFormRequest as SendFormRequestSchema,
  SendFormResponse as SendFormResponseSchema,
} from '../../contract/forms';

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

/** Field name → why it is invalid. Empty when the form was accepted (SPEC §5: an answer with no errors clears them). */
export type FormErrors = Record<string, FormErrorCode>;

export interface FormFieldOption {
  value: string;
  label: string;
}

/** One field of a form, its texts in the requested language. */
export interface FormField {
  /** The key of its value in SendForm's `values` and `errors`: letters, digits and _, starting with a letter. */
  name: string;
  type: FormFieldType;
  label: string;
  /** A hint under the label (also read out with the field). */
  help?: string;
  placeholder?: string;
  required: boolean;
  /** The HTML autocomplete token, e.g. 'email', 'organization', 'postal-code'. */
  autocomplete?: string;
  /** text, email, tel, textarea. */
  minLength?: number;
  maxLength?: number;
  /** text, tel: a regular expression the whole value must match (JavaScript syntax, 'u' flag). */
  pattern?: string;
  /** What the pattern asks for, shown when it does not match (e.g. '8 digits'). */
  patternMessage?: string;
  /** number: bounds; date: ISO dates 'YYYY-MM-DD' or 'today'. */
  min?: number | string;
  max?: number | string;
  /** number: whole numbers only. */
  integer?: boolean;
  /** select. */
  options?: FormFieldOption[];
  /** file: accepted MIME types (the server checks the file's content, not only its name). */
  accept?: string[];
  /** file: largest size of one file in bytes. */
  maxFileBytes?: number;
  /** file: most files (default 1). */
  maxFiles?: number;
  /** Layout: 'half' puts two fields side by side on wide screens. */
  width?: 'full' | 'half';
}

export interface FormStepDefinition {
  title: string;
  fields: FormField[];
}

/** GET /api/Form/GetForm?AreaId=&LanguageCode=&FormKey= → the form in that language (never its recipient). */
export interface FormDefinition {
  formKey: string;
  title: string;
  intro?: string;
  submitLabel?: string;
  successTitle: string;
  successMessage: string;
  /**
   * The spam trap: a text field the storefront renders out of sight; people leave it empty. A submission that
   * fills it is answered like a success and neither stored nor mailed.
   */
  honeypot: string;
  steps: FormStepDefinition[];
}

/** A field's value: text fields, select, number and date send strings; a checkbox true/false. Files go as parts. */
export type FormValue = string | boolean;

/** POST /api/Form/SendForm (contract/forms.ts). */
export type SendFormRequest = Static<typeof SendFormRequestSchema>;

/** The reply of SendForm: field name → error code; {} when the form was accepted. */
export interface SendFormResponse extends Static<typeof SendFormResponseSchema> {
  errors: FormErrors;
}
