import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** SPEC §3 Form state: errors, number of steps per form key, current step per form key. */
export interface FormState {
  errors: Record<string, Record<string, string>>;
  steps: Record<string, number>;
  currentStep: Record<string, number>;
}

const initialState: FormState = { errors: {}, steps: {}, currentStep: {} };

const formSlice = createSlice({
  name: 'form',
  initialState,
  reducers: {
    formRegistered(state, action: PayloadAction<{ formKey: string; steps: number }>) {
      state.steps[action.payload.formKey] = action.payload.steps;
      state.currentStep[action.payload.formKey] ??= 0;
    },
    /** SPEC §4 Form: a step counter starting at 0 that can be incremented and decremented. */
    stepIncremented(state, action: PayloadAction<string>) {
      const key = action.payload;
      const max = (state.steps[key] ?? 1) - 1;
      state.currentStep[key] = Math.min((state.currentStep[key] ?? 0) + 1, Math.max(max, 0));
    },
    stepDecremented(state, action: PayloadAction<string>) {
      const key = action.payload;
      state.currentStep[key] = Math.max((state.currentStep[key] ?? 0) - 1, 0);
    },
    /** SPEC §5: errors returned by the server are stored per field; an answer with no errors clears them. */
    formErrorsReceived(state, action: PayloadAction<{ formKey: string; errors: Record<string, string> | null }>) {
      const errors = action.payload.errors ?? {};
      if (Object.keys(errors).length === 0) delete state.errors[action.payload.formKey];
      else state.errors[action.payload.formKey] = errors;
    },
  },
});

export const { formRegistered, stepIncremented, stepDecremented, formErrorsReceived } = formSlice.actions;
export const formReducer = formSlice.reducer;
export const selectFormStep = (state: { form: FormState }, formKey: string) => state.form.currentStep[formKey] ?? 0;
export const selectFormErrors = (state: { form: FormState }, formKey: string) => state.form.errors[formKey] ?? {};
