/**
 * The `forms` content block (SPEC §2; docs/forms-api.md): `{ formKey }` → the form's definition (GetForm) rendered
 * as a multi-step form. Steps and the server's errors live in the form slice (SPEC §3/§4/§5); what is typed stays in
 * the block while it is on the page, whatever a submit answers. A chunk of its own ('forms', with its message group).
 */
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode, type Ref } from 'react';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { shallowEqual } from 'react-redux';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { isEmptyInput, localIsoDate, validateFields, type FieldInput as RuleInput } from '../../../common/forms/rules';
import type { FormDefinition, FormErrorCode, FormErrors, FormField } from '../../api/formTypes';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { BusyButton, Notice } from '../../components/FormCard';
import { Spinner } from '../../components/Spinner';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { media } from '../../styles/theme';
import type { BlockModule, BlockProps } from '../content';
import { params, str } from '../content';
import { selectAreaInfo } from '../website';
import { FieldInput, type FieldState } from './FieldInput';
import { errorText } from './fieldText';
import { formApi } from './formApi';
import {
  fieldErrorCleared,
  formRegistered,
  formReset,
  selectFormErrors,
  selectFormStep,
  stepDecremented,
  stepIncremented,
  stepSet,
} from './formSlice';
import { formMessages as m, stepInvalidMessage, stepOfMessage } from './messages';
import { submitForm, type FailureReason } from './submitForm';

const Wrapper = styled.section`
  position: relative;
  max-width: 760px;
  padding: 24px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.white};
  h2 {
    margin: 0 0 8px;
    color: ${({ theme }) => theme.colors.primary};
    font-size: 1.5rem;
  }
`;

const Intro = styled.p`
  margin: 0 0 16px;
  color: ${({ theme }) => theme.colors.muted};
`;

const Steps = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  margin: 0 0 20px;
  padding: 0;
  list-style: none;
  counter-reset: step;
  li {
    display: flex;
    align-items: center;
    gap: 8px;
    color: ${({ theme }) => theme.colors.muted};
    counter-increment: step;
    &::before {
      content: counter(step);
      display: inline-flex;
      align-items: center;
      justify-content: center;
      width: 26px;
      height: 26px;
      border: 2px solid currentColor;
      border-radius: 50%;
      font-size: 0.875rem;
      font-weight: 600;
    }
  }
  li[data-done='true'] {
    color: ${({ theme }) => theme.colors.success};
  }
  li[aria-current='step'] {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

const StepHeading = styled.h3`
  margin: 0 0 16px;
  font-size: 1.125rem;
  &:focus {
    outline: none;
  }
  span {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.875rem;
    font-weight: 400;
  }
`;

/** One column on small screens, two from md; each field spans both unless it is a 'half' one (FieldInput's Field). */
const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Note = styled.p`
  margin: 16px 0 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 24px;
  > button {
    width: auto;
    min-width: 140px;
  }
`;

const SecondaryButton = styled.button`
  min-height: 44px;
  padding: 0 20px;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;

/** The spam trap (docs/forms-api.md): out of sight, out of the tab order and hidden from assistive technology. */
const Trap = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

type Values = Record<string, string | boolean>;
type Files = Record<string, File[]>;

/** Every field but the file fields (their files travel as parts of their own: formApi.sendFormBody). */
const initialValues = (form: FormDefinition): Values =>
  Object.fromEntries(
    form.steps
      .flatMap((s) => s.fields)
      .filter((f) => f.type !== 'file')
      .map((f) => [f.name, f.type === 'checkbox' ? false : '']),
  );

/**
 * The form's focus after each render: the field asked for (`focusTarget`: the first invalid one), else the step's
 * heading when the step changed; the success heading once the form is sent.
 */
function useFormFocus(step: number, sent: boolean, idOf: (name: string) => string) {
  const focusTarget = useRef<string | null>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const successHeading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (focusTarget.current) {
      document.getElementById(idOf(focusTarget.current))?.focus();
      focusTarget.current = null;
    } else if (shownStep.current !== step) {
      stepHeading.current?.focus();
    }
    shownStep.current = step;
  });
  useEffect(() => {
    if (sent) successHeading.current?.focus();
  }, [sent]);
  return { focusTarget, stepHeading, successHeading };
}

/** After sending: the form's success title (focused) and message, and 'Start over'. */
function FormSent({ form, baseId, headingRef, onStartOver }: { form: FormDefinition; baseId: string; headingRef: Ref<HTMLHeadingElement>; onStartOver: () => void }) {
  const intl = useIntl();
  return (
    <Wrapper data-block="forms" aria-labelledby={`${baseId}-title`}>
      <VisuallyHidden as="h2" id={`${baseId}-title`}>
        {form.title}
      </VisuallyHidden>
      <Notice $kind="success" role="status">
        <h3 ref={headingRef} tabIndex={-1}>
          {form.successTitle}
        </h3>
        <p>{form.successMessage}</p>
      </Notice>
      <SecondaryButton type="button" onClick={onStartOver}>
        {intl.formatMessage(m.startOver)}
      </SecondaryButton>
    </Wrapper>
  );
}

/** The steps of a form of several: the current one marked, the completed ones said so. */
function StepList({ form, step }: { form: FormDefinition; step: number }) {
  const intl = useIntl();
  return (
    <Steps aria-label={intl.formatMessage(m.stepsLabel)}>
      {form.steps.map((s, index) => (
        <li key={index} aria-current={index === step ? 'step' : undefined} data-done={index < step}>
          {s.title}
          {index < step && <VisuallyHidden>({intl.formatMessage(m.stepCompleted)})</VisuallyHidden>}
        </li>
      ))}
    </Steps>
  );
}

/** 'Previous' (after the first step) and 'Next', or on the last step the submit button (busy while sending). */
function FormActions({ form, step, busy, onPrevious }: { form: FormDefinition; step: number; busy: boolean; onPrevious: () => void }) {
  const intl = useIntl();
  const last = step >= form.steps.length - 1;
  return (
    <Actions>
      {step > 0 && (
        <SecondaryButton type="button" onClick={onPrevious} disabled={busy}>
          {intl.formatMessage(m.previous)}
        </SecondaryButton>
      )}
      <BusyButton busy={busy}>
        {!last ? intl.formatMessage(m.next) : busy ? intl.formatMessage(m.sending) : (form.submitLabel ?? intl.formatMessage(m.submit))}
      </BusyButton>
    </Actions>
  );
}

/**
 * What is typed in the form: the values, the chosen files and the fields touched (left once, or given files), with
 * their change handlers; `onEdit` runs after each change (clears the field's server error and the failure notice).
 */
function useFormEntries(form: FormDefinition, onEdit: (name: string) => void) {
  const [values, setValues] = useState<Values>(() => initialValues(form));
  const [files, setFiles] = useState<Files>({});
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const change = (name: string, value: string | boolean) => {
    setValues((current) => ({ ...current, [name]: value }));
    onEdit(name);
  };
  const changeFiles = (name: string, list: File[]) => {
    setFiles((current) => ({ ...current, [name]: list }));
    setTouched((current) => new Set(current).add(name));
    onEdit(name);
  };
  const blur = (name: string) => setTouched((t) => (t.has(name) ? t : new Set(t).add(name)));
  /** Empties the form after it was sent. */
  const reset = () => {
    setValues(initialValues(form));
    setFiles({});
    setTouched(new Set());
  };
  return { values, files, touched, setTouched, change, changeFiles, blur, reset };
}

/** Registers the form's steps in the store while it is shown. */
function useFormRegistration(formKey: string, total: number): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(formRegistered({ formKey, steps: total }));
    // What is typed lives in this view: a form shown again (the page visited anew) starts at step 0 without errors.
    return () => {
      dispatch(formReset(formKey));
    };
  }, [dispatch, formKey, total]);
}

/** The message shown when sending failed, per reason. */
const FAILURE_MESSAGES: Readonly<Record<FailureReason, MessageDescriptor>> = {
  throttled: m.failedThrottled,
  server: m.failedServer,
  network: m.failedNetwork,
};

/**
 * A field's look and error text: invalid with an error code; valid once checked (touched or its step checked) and
 * filled; else neutral.
 */
function fieldLook(
  intl: IntlShape,
  field: FormField,
  code: FormErrorCode | undefined,
  checked: boolean,
  input: RuleInput | undefined,
): { state: FieldState; error: string | null } {
  if (code) return { state: 'invalid', error: errorText(intl, field, code) };
  return { state: checked && !isEmptyInput(input) ? 'valid' : 'neutral', error: null };
}

interface StepFieldsetProps {
  baseId: string;
  index: number;
  title: string;
  step: number;
  total: number;
  headingRef: Ref<HTMLHeadingElement>;
  children: ReactNode;
}

/** One step's fieldset (hidden unless it is the current step), its heading ('Step n of m' when there are several) and its field grid. */
function StepFieldset({ baseId, index, title, step, total, headingRef, children }: StepFieldsetProps) {
  const intl = useIntl();
  return (
    <fieldset hidden={index !== step} aria-labelledby={`${baseId}-step-${index}`} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <StepHeading id={`${baseId}-step-${index}`} ref={index === step ? headingRef : undefined} tabIndex={-1}>
        {total > 1 && (
          <>
            <span>{intl.formatMessage(stepOfMessage, { step: index + 1, total })}</span>{' '}
          </>
        )}
        {title}
      </StepHeading>
      <Grid>{children}</Grid>
    </fieldset>
  );
}

/**
 * The notes under the fields: how many fields of the step need attention (a polite status, after a check), why
 * sending failed (an alert), and what the required mark means (when a field is required).
 */
function FormNotes({ form, invalidCount, failure }: { form: FormDefinition; invalidCount: number; failure: FailureReason | null }) {
  const intl = useIntl();
  const failureText = failure === null ? null : FAILURE_MESSAGES[failure];
  const hasRequired = form.steps.some((s) => s.fields.some((f) => f.required));
  return (
    <>
      <div role="status" aria-live="polite">
        {invalidCount > 0 && <Note>{intl.formatMessage(stepInvalidMessage, { count: invalidCount })}</Note>}
      </div>
      {failureText && (
        <Notice $kind="error" role="alert" style={{ marginTop: 16 }}>
          <p>{intl.formatMessage(failureText)}</p>
        </Notice>
      )}
      {hasRequired && <Note>{intl.formatMessage(m.requiredNote)}</Note>}
    </>
  );
}

/** The honeypot: a field hidden from people (and from assistive technology) that only robots fill in. */
function HoneypotField({ id, name, value, onChange }: { id: string; name: string; value: string; onChange: (value: string) => void }) {
  const intl = useIntl();
  return (
    <Trap aria-hidden="true">
      <label htmlFor={id}>{intl.formatMessage(m.honeypot)}</label>
      <input id={id} name={name} type="text" tabIndex={-1} autoComplete="off" value={value} onChange={(e) => onChange(e.target.value)} />
    </Trap>
  );
}

interface StepFieldsProps {
  fields: FormField[];
  idOf: (name: string) => string;
  entries: ReturnType<typeof useFormEntries>;
  /** The step was checked (Next or submit): its errors show without the fields being touched. */
  checked: boolean;
  errorOf: (field: FormField) => FormErrorCode | undefined;
}

/** A step's fields. */
function StepFields({ fields, idOf, entries, checked, errorOf }: StepFieldsProps) {
  const intl = useIntl();
  const inputs: Record<string, RuleInput> = { ...entries.values, ...entries.files };
  return (
    <>
      {fields.map((field) => (
        <FieldInput
          key={field.name}
          field={field}
          id={idOf(field.name)}
          value={entries.values[field.name] ?? ''}
          files={entries.files[field.name] ?? []}
          {...fieldLook(intl, field, errorOf(field), entries.touched.has(field.name) || checked, inputs[field.name])}
          onValue={(value) => entries.change(field.name, value)}
          onFiles={(list) => entries.changeFiles(field.name, list)}
          onBlur={() => entries.blur(field.name)}
        />
      ))}
    </>
  );
}

/** The form of a definition: steps, checks at the fields, submit, success. */
export function FormView({ form }: { form: FormDefinition }) {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const area = useAppSelector(selectAreaInfo, shallowEqual);
  const { formKey } = form;
  const step = useAppSelector((state) => selectFormStep(state, formKey));
  const serverErrors = useAppSelector((state) => selectFormErrors(state, formKey));
  const baseId = useId();
  const idOf = (name: string) => `${baseId}-${name}`;

  const [trap, setTrap] = useState('');
  const [checkedSteps, setCheckedSteps] = useState<ReadonlySet<number>>(() => new Set());
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<FailureReason | null>(null);
  const [sent, setSent] = useState(false);
  const [summary, setSummary] = useState<number | null>(null);
  const entries = useFormEntries(form, (name) => {
    if (serverErrors[name]) dispatch(fieldErrorCleared({ formKey, field: name }));
    setFailure(null);
  });
  const { values, files, touched, setTouched, reset } = entries;

  const total = form.steps.length;
  const stepFields = useMemo(() => form.steps.map((s) => s.fields.map((f) => f.name)), [form]);

  useFormRegistration(formKey, total);

  const inputs: Record<string, RuleInput> = { ...values, ...files };
  const clientErrors: FormErrors = validateFields(form.steps.flatMap((s) => s.fields), inputs, { today: localIsoDate(new Date()) });
  const errorOf = (field: FormField, index: number) =>
    serverErrors[field.name] ?? (touched.has(field.name) || checkedSteps.has(index) ? clientErrors[field.name] : undefined);
  const invalidIn = (index: number) => (form.steps[index]?.fields ?? []).filter((f) => serverErrors[f.name] ?? clientErrors[f.name]);

  const { focusTarget, stepHeading, successHeading } = useFormFocus(step, sent, idOf);

  /** Marks a step checked; true when it is valid, else focuses its first invalid field. */
  const checkStep = (index: number): boolean => {
    setCheckedSteps((current) => new Set(current).add(index));
    const invalid = invalidIn(index);
    setSummary(invalid.length > 0 ? invalid.length : null);
    if (invalid.length === 0) return true;
    if (index !== step) dispatch(stepSet({ formKey, step: index }));
    focusTarget.current = invalid[0]!.name;
    // Re-render so the focus effect runs even when nothing else changed.
    setTouched((current) => new Set(current));
    return false;
  };

  const submit = async () => {
    for (let index = 0; index < total; index++) if (!checkStep(index)) return;
    setBusy(true);
    setFailure(null);
    const sentValues: Values = { ...values, [form.honeypot]: trap };
    const outcome = await dispatch(
      submitForm({
        request: { areaId: area.areaId, languageCode: area.languageCode, formKey, values: sentValues, pageUrl: pathname, files },
        stepFields,
      }),
    );
    setBusy(false);
    if (outcome.status === 'sent') {
      setSent(true);
      reset();
      setCheckedSteps(new Set());
      setSummary(null);
    } else if (outcome.status === 'invalid') {
      const invalid = Object.keys(outcome.errors);
      setSummary(invalid.length);
      focusTarget.current = stepFields[outcome.step]?.find((name) => invalid.includes(name)) ?? null;
      setTouched((current) => new Set([...current, ...invalid]));
    } else {
      setFailure(outcome.reason);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (step < total - 1) {
      if (checkStep(step)) {
        setSummary(null);
        dispatch(stepIncremented(formKey));
      }
    } else {
      void submit();
    }
  };

  if (sent) return <FormSent form={form} baseId={baseId} headingRef={successHeading} onStartOver={() => setSent(false)} />;

  return (
    <Wrapper data-block="forms" aria-labelledby={`${baseId}-title`}>
      <h2 id={`${baseId}-title`}>{form.title}</h2>
      {form.intro && <Intro>{form.intro}</Intro>}
      {total > 1 && <StepList form={form} step={step} />}
      <form noValidate onSubmit={onSubmit} aria-labelledby={`${baseId}-title`}>
        {form.steps.map((s, index) => (
          <StepFieldset key={index} baseId={baseId} index={index} title={s.title} step={step} total={total} headingRef={stepHeading}>
            <StepFields
              fields={s.fields}
              idOf={idOf}
              entries={entries}
              checked={checkedSteps.has(index)}
              errorOf={(field) => errorOf(field, index)}
            />
          </StepFieldset>
        ))}
        <HoneypotField id={idOf(form.honeypot)} name={form.honeypot} value={trap} onChange={setTrap} />
        <FormNotes form={form} invalidCount={summary === null ? 0 : invalidIn(step).length} failure={failure} />
        <FormActions form={form} step={step} busy={busy} onPrevious={() => dispatch(stepDecremented(formKey))} />
      </form>
    </Wrapper>
  );
}

/** forms: { formKey: string } — the definition comes from GET /api/Form/GetForm in the page's language. */
export function FormsBlock({ block }: BlockProps) {
  const intl = useIntl();
  const formKey = str(params(block), 'formKey');
  const area = useAppSelector(selectAreaInfo, shallowEqual);
  const { data, isError, isFetching, refetch } = formApi.useGetFormQuery(
    formKey ? { areaId: area.areaId, languageCode: area.languageCode, formKey } : skipToken,
  );
  if (!formKey) return null;
  if (data && data.formKey === formKey && data.steps.length > 0) return <FormView key={`${formKey}-${area.languageCode}`} form={data} />;
  if (isError && !isFetching) {
    return (
      <Notice $kind="error" role="alert" data-block="forms">
        <p>{intl.formatMessage(m.loadFailed)}</p>
        <p>
          <SecondaryButton type="button" onClick={() => void refetch()}>
            {intl.formatMessage(m.retry)}
          </SecondaryButton>
        </p>
      </Notice>
    );
  }
  return (
    <p role="status" data-block="forms">
      <Spinner size={18} decorative /> {intl.formatMessage(m.loading)}
    </p>
  );
}

const formsBlocks: BlockModule = { forms: FormsBlock };
export default formsBlocks;
