/**
 * Wire types of the form calls (SPEC §7 'Forms': POST /api/Form/SendForm; GET /api/Form/GetForm serves the form's
 * definition), as the storefront names them. A definition's shape, the field types and limits are common/forms/fields.ts
 * and the field rules common/forms/rules.ts, so storefront and server check a field the same way; the request and
 * reply shapes come from contract/forms.ts (type-only imports: no TypeBox in the browser). docs/forms-api.md has the
 * behaviour.
 */
import type { Static } from '@sinclair/typebox';
import type {
  SendFormRequest as SendFormRequestSchema,
  SendFormResponse as SendFormResponseSchema,
} from '../../contract/forms';
import type { FormErrors } from '../../common/forms/fields';

export { FORM_ERROR_CODES } from '../../common/forms/fields';
export type { FormFieldType, FormErrorCode, FormErrors, FormFieldOption, FormField, FormStepDefinition, FormDefinition, FormValue } from '../../common/forms/fields';

/** POST /api/Form/SendForm (contract/forms.ts). */
export type SendFormRequest = Static<typeof SendFormRequestSchema>;

/** The reply of SendForm: field name → error code; {} when the form was accepted. */
export interface SendFormResponse extends Static<typeof SendFormResponseSchema> {
  errors: FormErrors;
}
