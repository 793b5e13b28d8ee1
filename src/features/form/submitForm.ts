import type { ApiError } from '../../api/apiError';
import type { FormErrors } from '../../api/formTypes';
import type { AppDispatch } from '../../app/store';
import { formApi, type SendFormArgs } from './formApi';
import { formErrorsReceived, formReset, stepSet } from './formSlice';

export type SubmitOutcome =
  | { status: 'sent' }
  /** The server found fields invalid: stored per field, and the form is on the step of the first one. */
  | { status: 'invalid'; errors: FormErrors; step: number }
  /**
   * No answer (network), too many forms from the address (429) or another error status: nothing changes, so
   * nothing typed is lost. `error` is the ApiError, or what fetch threw when no response came (SPEC §8).
   */
  | { status: 'failed'; reason: FailureReason; error: unknown };

export type FailureReason = 'network' | 'throttled' | 'server';

/** An error status (ApiError.status a number) is the server's; anything else never got an answer. */
export function failureReason(error: unknown): FailureReason {
  const status = typeof error === 'object' && error !== null ? (error as Partial<ApiError>).status : undefined;
  if (status === 429) return 'throttled';
  return typeof status === 'number' ? 'server' : 'network';
}

export interface SubmitFormArgs {
  request: SendFormArgs;
  /** The field names of each step, in order (to find the step of the first invalid field). */
  stepFields: readonly (readonly string[])[];
}

/**
 * SendForm (SPEC §5): the server's errors are stored per field (formErrorsReceived) and the form goes to the step
 * holding the first of them; an answer without errors clears them and the form starts over (the block shows its
 * success state). A failed call leaves the form as it was.
 */
export function submitForm({ request, stepFields }: SubmitFormArgs) {
  return async (dispatch: AppDispatch): Promise<SubmitOutcome> => {
    const { formKey } = request;
    const call = dispatch(formApi.endpoints.sendForm.initiate(request));
    let errors: FormErrors;
    try {
      errors = (await call.unwrap()).errors ?? {};
    } catch (error) {
      return { status: 'failed', reason: failureReason(error), error };
    } finally {
      call.reset();
    }
    dispatch(formErrorsReceived({ formKey, errors }));
    const invalid = Object.keys(errors);
    if (invalid.length === 0) {
      dispatch(formReset(formKey));
      return { status: 'sent' };
    }
    const found = stepFields.findIndex((names) => names.some((name) => invalid.includes(name)));
    const step = found < 0 ? 0 : found;
    dispatch(stepSet({ formKey, step }));
    return { status: 'invalid', errors, step };
  };
}
