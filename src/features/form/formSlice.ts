import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { injectSlice } from '../../app/store';
import type { FormErrors } from '../../api/formTypes';

/**
 * SPEC §3 Form state: errors, number of steps per form key, current step per form key. The errors are the
 * server's (SendForm, docs/forms-api.md) per form key and field; the checks while typing live in the form block.
 */
export interface FormState {
  errors: Record<string, FormErrors>;
  steps: Record<string, number>;
  currentStep: Record<string, number>;
}

const initialState: FormState = { errors: {}, steps: {}, currentStep: {} };

const lastStep = (state: FormState, key: string) => Math.max((state.steps[key] ?? 1) - 1, 0);
const clampStep = (state: FormState, key: string, step: number) => Math.min(Math.max(Math.trunc(step), 0), lastStep(state, key));

const formSlice = createSlice({
  name: 'form',
  initialState,
  reducers: {
    /** A form is shown with its number of steps; its counter starts at 0 (a kept counter stays, within the steps). */
    formRegistered(state, action: PayloadAction<{ formKey: string; steps: number }>) {
      const { formKey, steps } = action.payload;
      state.steps[formKey] = Math.max(Math.trunc(steps), 1);
      state.currentStep[formKey] = clampStep(state, formKey, state.currentStep[formKey] ?? 0);
    },
    /** SPEC §4 Form: a step counter starting at 0 that can be incremented and decremented (within the steps). */
    stepIncremented(state, action: PayloadAction<string>) {
      const key = action.payload;
      state.currentStep[key] = clampStep(state, key, (state.currentStep[key] ?? 0) + 1);
    },
    stepDecremented(state, action: PayloadAction<string>) {
      const key = action.payload;
      state.currentStep[key] = clampStep(state, key, (state.currentStep[key] ?? 0) - 1);
    },
    /** To a step (e.g. the one holding the first field the server found invalid). */
    stepSet(state, action: PayloadAction<{ formKey: string; step: number }>) {
      state.currentStep[action.payload.formKey] = clampStep(state, action.payload.formKey, action.payload.step);
    },
    /** SPEC §5: errors returned by the server are stored per field; an answer with no errors clears them. */
    formErrorsReceived(state, action: PayloadAction<{ formKey: string; errors: FormErrors | null }>) {
      const errors = action.payload.errors ?? {};
      if (Object.keys(errors).length === 0) delete state.errors[action.payload.formKey];
      else state.errors[action.payload.formKey] = errors;
    },
    /** The field was changed after the server found it invalid: its error no longer applies. */
    fieldErrorCleared(state, action: PayloadAction<{ formKey: string; field: string }>) {
      const errors = state.errors[action.payload.formKey];
      if (!errors || !(action.payload.field in errors)) return;
      delete errors[action.payload.field];
      if (Object.keys(errors).length === 0) delete state.errors[action.payload.formKey];
    },
    /** After a form was sent (or to start over): back to step 0 without errors. */
    formReset(state, action: PayloadAction<string>) {
      delete state.errors[action.payload];
      state.currentStep[action.payload] = 0;
    },
  },
});

export const { formRegistered, stepIncremented, stepDecremented, stepSet, formErrorsReceived, fieldErrorCleared, formReset } =
  formSlice.actions;
export const formReducer = formSlice.reducer;

const NO_ERRORS: FormErrors = {};
/** The slice's state; its initial state until the store has seen an action since the slice was injected. */
const formOf = (state: { form?: FormState }) => state.form ?? initialState;
export const selectFormStep = (state: { form?: FormState }, formKey: string) => formOf(state).currentStep[formKey] ?? 0;
export const selectFormSteps = (state: { form?: FormState }, formKey: string) => formOf(state).steps[formKey] ?? 0;
export const selectFormErrors = (state: { form?: FormState }, formKey: string) => formOf(state).errors[formKey] ?? NO_ERRORS;

declare module '../../app/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- RTK's pattern: the slice joins the store's state type
  export interface LazyLoadedSlices extends WithSlice<typeof formSlice> {}
}

// This screen's chunk brings its slice (src/app/store.ts): not in the first load.
injectSlice(formSlice);
