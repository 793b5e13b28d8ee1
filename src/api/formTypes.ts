/**
 * Wire types of the form calls (SPEC §7 'Forms': POST /api/Form/SendForm; GET /api/Form/GetForm serves the form's
 * definition), as the storefront names them. The shapes (a definition, the request and reply) come from contract/forms.ts
 * (type-only imports: no TypeBox in the browser); the field types, error codes and limits are common/forms/fields.ts
 * and the field rules common/forms/rules.ts, so storefront and server check a field the same way. docs/forms-api.md has the
 * behaviour.
 */
import type { FormErrors, SendFormRequest, SendFormResponse } from '../../contract/forms';

export { FORM_ERROR_CODES } from '../../common/forms/fields';
export type { FormFieldType, FormErrorCode, FormValue } from '../../common/forms/fields';
export type { FormFieldOption, FormField, FormStepDefinition, FormDefinition } from '../../contract/forms';
/** POST /api/Form/SendForm, its reply (field name → error code; {} when the form was accepted) and the errors. */
export type { FormErrors, SendFormRequest, SendFormResponse };
