/**
 * SPEC §7 'Forms, user, impersonation', the form calls (prefix /api/Form): GET GetForm (a form's definition in a
 * language) and POST SendForm (JSON, or multipart/form-data with the JSON in the part `payload` and the files as
 * further parts). Behaviour, field types and error codes: docs/forms-api.md and src/api/formTypes.ts. Imports
 * nothing but TypeBox.
 */
import { Type, type Static } from '@sinclair/typebox';

/** GET /api/Form/GetForm → the form's definition (FormDefinition, src/api/formTypes.ts). */
export const FormQuery = Type.Object({
  AreaId: Type.String({ maxLength: 50 }),
  LanguageCode: Type.String({ maxLength: 10 }),
  FormKey: Type.String({ maxLength: 100 }),
});

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

/** field name → error code (FormErrorCode, src/api/formTypes.ts); {} when the form was accepted. */
export const SendFormResponse = Type.Object({ errors: Type.Record(Type.String(), Type.String()) });
export type SendFormResponse = Static<typeof SendFormResponse>;
