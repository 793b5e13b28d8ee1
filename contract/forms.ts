/**
 * SPEC §7 'Forms, user, impersonation', the form calls (prefix /api/Form): GET GetForm (a form's definition in a
 * language) and POST SendForm (JSON, or multipart/form-data with the JSON in the part `payload` and the files as
 * further parts). Behaviour: docs/forms-api.md. The field types, error codes and limits are values in
 * common/forms/fields.ts (the storefront uses them without TypeBox); the shapes are here.
 */
import { Type, type Static } from '@sinclair/typebox';
import { FORM_ERROR_CODES, FORM_FIELD_TYPES, type FormErrorCode, type FormFieldType } from '../common/forms/fields';

/** GET /api/Form/GetForm → FormDefinition. */
export const FormQuery = Type.Object({
  AreaId: Type.String({ maxLength: 50 }),
  LanguageCode: Type.String({ maxLength: 10 }),
  FormKey: Type.String({ maxLength: 100 }),
});

/** Field name → why it is invalid (FORM_ERROR_CODES). Empty when the form was accepted (SPEC §5: an answer with no errors clears them). */
export const FormErrors = Type.Record(Type.String(), Type.Unsafe<FormErrorCode>({ type: 'string', enum: [...FORM_ERROR_CODES] }));
export type FormErrors = Static<typeof FormErrors>;

/** One choice of a select field. */
export const FormFieldOption = Type.Object({ value: Type.String(), label: Type.String() });
export type FormFieldOption = Static<typeof FormFieldOption>;

/** One field of a form, its texts in the requested language. */
export const FormField = Type.Object({
  /** The key of its value in SendForm's `values` and `errors`: letters, digits and _, starting with a letter. */
  name: Type.String(),
  type: Type.Unsafe<FormFieldType>({ type: 'string', enum: [...FORM_FIELD_TYPES] }),
  label: Type.String(),
  /** A hint under the label (also read out with the field). */
  help: Type.Optional(Type.String()),
  placeholder: Type.Optional(Type.String()),
  required: Type.Boolean(),
  /** The HTML autocomplete token, e.g. 'email', 'organization', 'postal-code'. */
  autocomplete: Type.Optional(Type.String()),
  /** text, email, tel, textarea. */
  minLength: Type.Optional(Type.Number()),
  maxLength: Type.Optional(Type.Number()),
  /** text, tel: a regular expression the whole value must match (JavaScript syntax, 'u' flag). */
  pattern: Type.Optional(Type.String()),
  /** What the pattern asks for, shown when it does not match (e.g. '8 digits'). */
  patternMessage: Type.Optional(Type.String()),
  /** number: bounds; date: ISO dates 'YYYY-MM-DD' or 'today'. */
  min: Type.Optional(Type.Union([Type.Number(), Type.String()])),
  max: Type.Optional(Type.Union([Type.Number(), Type.String()])),
  /** number: whole numbers only. */
  integer: Type.Optional(Type.Boolean()),
  /** select. */
  options: Type.Optional(Type.Array(FormFieldOption)),
  /** file: accepted MIME types (the server checks the file's content, not only its name). */
  accept: Type.Optional(Type.Array(Type.String())),
  /** file: largest size of one file in bytes. */
  maxFileBytes: Type.Optional(Type.Number()),
  /** file: most files (default 1). */
  maxFiles: Type.Optional(Type.Number()),
  /** Layout: 'half' puts two fields side by side on wide screens. */
  width: Type.Optional(Type.Union([Type.Literal('full'), Type.Literal('half')])),
});
export type FormField = Static<typeof FormField>;

/** One step of a form: its title and fields. */
export const FormStepDefinition = Type.Object({ title: Type.String(), fields: Type.Array(FormField) });
export type FormStepDefinition = Static<typeof FormStepDefinition>;

/** GET /api/Form/GetForm?AreaId=&LanguageCode=&FormKey= → the form in that language (never its recipient). */
export const FormDefinitionReply = Type.Object({
  formKey: Type.String(),
  title: Type.String(),
  intro: Type.Optional(Type.String()),
  submitLabel: Type.Optional(Type.String()),
  successTitle: Type.String(),
  successMessage: Type.String(),
  /**
   * The spam trap: a text field the storefront renders out of sight; people leave it empty. A submission that
   * fills it is answered like a success and neither stored nor mailed.
   */
  honeypot: Type.String(),
  steps: Type.Array(FormStepDefinition),
});
export type FormDefinition = Static<typeof FormDefinitionReply>;

/** A value as the server takes it: text, a checkbox's true/false, a number (the storefront sends strings and booleans). */
export type WireFormValue = string | boolean | number;

/**
 * POST /api/Form/SendForm → SendFormResponse. As JSON, or — when the form has files — multipart/form-data with
 * this object as JSON in the part `payload` and each file as a part named by its field.
 */
export const SendFormRequest = Type.Object({
  areaId: Type.String({ minLength: 1, maxLength: 50 }),
  languageCode: Type.String({ minLength: 1, maxLength: 10 }),
  formKey: Type.String({ minLength: 1, maxLength: 100 }),
  // propertyNames: a Record's key schema becomes a pattern, which keeps no length; a type list rather than a union,
  // which coerceTypes would resolve by its first branch (every number and boolean a string).
  values: Type.Record(Type.String(), Type.Unsafe<WireFormValue>({ type: ['string', 'boolean', 'number'], maxLength: 20_000 }), {
    maxProperties: 200,
    propertyNames: { maxLength: 64 },
  }),
  /** The page the form was sent from (for the recipient). */
  pageUrl: Type.Optional(Type.String({ maxLength: 2048 })),
});
export type SendFormRequest = Static<typeof SendFormRequest>;

/** field name → error code; {} when the form was accepted. */
export const SendFormResponse = Type.Object({ errors: FormErrors });
export type SendFormResponse = Static<typeof SendFormResponse>;
