import {
  fieldErrorCleared,
  formErrorsReceived,
  formReducer,
  formRegistered,
  formReset,
  selectFormErrors,
  selectFormStep,
  selectFormSteps,
  stepDecremented,
  stepIncremented,
  stepSet,
  type FormState,
} from '../../../src/features/form/formSlice';

const reduce = (...actions: Parameters<typeof formReducer>[1][]) =>
  ({ form: actions.reduce<FormState>((state, action) => formReducer(state, action), formReducer(undefined, { type: '@@init' })) });

describe('form slice (SPEC §3 Form state, §4 Form, §5 form submit)', () => {
  it('holds the number of steps per form key and a current step per form key starting at 0', () => {
    const state = reduce(formRegistered({ formKey: 'contact', steps: 2 }), formRegistered({ formKey: 'trade-account', steps: 3 }));
    expect(selectFormSteps(state, 'contact')).toBe(2);
    expect(selectFormSteps(state, 'trade-account')).toBe(3);
    expect(selectFormStep(state, 'contact')).toBe(0);
    expect(selectFormStep(state, 'trade-account')).toBe(0);
    expect(selectFormStep(state, 'unknown')).toBe(0);
  });

  it('increments and decrements within 0 … steps − 1, per form key', () => {
    const up = (n: number, key: string) => Array.from({ length: n }, () => stepIncremented(key));
    let state = reduce(formRegistered({ formKey: 'a', steps: 3 }), formRegistered({ formKey: 'b', steps: 2 }), ...up(1, 'a'));
    expect(selectFormStep(state, 'a')).toBe(1);
    expect(selectFormStep(state, 'b')).toBe(0);
    state = reduce(formRegistered({ formKey: 'a', steps: 3 }), ...up(7, 'a'));
    expect(selectFormStep(state, 'a')).toBe(2);
    state = reduce(formRegistered({ formKey: 'a', steps: 3 }), ...up(2, 'a'), stepDecremented('a'), stepDecremented('a'), stepDecremented('a'));
    expect(selectFormStep(state, 'a')).toBe(0);
    // A form without a known step count stays at 0.
    expect(selectFormStep(reduce(stepIncremented('x')), 'x')).toBe(0);
  });

  it('jumps to a step within bounds, keeps a step on re-registering, clamps it when there are fewer steps', () => {
    let state = reduce(formRegistered({ formKey: 'a', steps: 3 }), stepSet({ formKey: 'a', step: 2 }));
    expect(selectFormStep(state, 'a')).toBe(2);
    state = reduce(formRegistered({ formKey: 'a', steps: 3 }), stepSet({ formKey: 'a', step: 9 }));
    expect(selectFormStep(state, 'a')).toBe(2);
    state = reduce(formRegistered({ formKey: 'a', steps: 3 }), stepSet({ formKey: 'a', step: -1 }));
    expect(selectFormStep(state, 'a')).toBe(0);
    state = reduce(formRegistered({ formKey: 'a', steps: 3 }), stepSet({ formKey: 'a', step: 1 }), formRegistered({ formKey: 'a', steps: 3 }));
    expect(selectFormStep(state, 'a')).toBe(1);
    state = reduce(formRegistered({ formKey: 'a', steps: 3 }), stepSet({ formKey: 'a', step: 2 }), formRegistered({ formKey: 'a', steps: 2 }));
    expect(selectFormStep(state, 'a')).toBe(1);
  });

  it('stores the server’s errors per form key and field; an answer with no errors clears them', () => {
    let state = reduce(
      formErrorsReceived({ formKey: 'a', errors: { email: 'emailDomain', name: 'required' } }),
      formErrorsReceived({ formKey: 'b', errors: { topic: 'option' } }),
    );
    expect(selectFormErrors(state, 'a')).toEqual({ email: 'emailDomain', name: 'required' });
    expect(selectFormErrors(state, 'b')).toEqual({ topic: 'option' });
    state = reduce(formErrorsReceived({ formKey: 'a', errors: { email: 'emailDomain' } }), formErrorsReceived({ formKey: 'a', errors: {} }));
    expect(selectFormErrors(state, 'a')).toEqual({});
    expect(state.form.errors).toEqual({});
    state = reduce(formErrorsReceived({ formKey: 'a', errors: { email: 'email' } }), formErrorsReceived({ formKey: 'a', errors: null }));
    expect(state.form.errors).toEqual({});
  });

  it('clears one field’s error when it is changed, and everything on reset', () => {
    let state = reduce(formErrorsReceived({ formKey: 'a', errors: { email: 'email', name: 'required' } }), fieldErrorCleared({ formKey: 'a', field: 'email' }));
    expect(selectFormErrors(state, 'a')).toEqual({ name: 'required' });
    state = reduce(formErrorsReceived({ formKey: 'a', errors: { email: 'email' } }), fieldErrorCleared({ formKey: 'a', field: 'email' }));
    expect(state.form.errors).toEqual({});
    state = reduce(
      formRegistered({ formKey: 'a', steps: 3 }),
      stepSet({ formKey: 'a', step: 2 }),
      formErrorsReceived({ formKey: 'a', errors: { email: 'email' } }),
      formReset('a'),
    );
    expect(selectFormStep(state, 'a')).toBe(0);
    expect(selectFormErrors(state, 'a')).toEqual({});
    expect(selectFormSteps(state, 'a')).toBe(3);
  });
});
