import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { FormField } from '../../components/FormField';
import { accountMessages as m } from './accountMessages';
import {
  PASSWORD_PROBLEM_TEXT,
  passwordProblem,
  POLICY_VALUES,
  serverPasswordProblem,
  type PasswordProblem,
} from './passwordPolicy';
import { FieldText } from '../../components/FormCard';

export interface NewPasswordValues {
  newPassword: string;
  repeat: string;
}

export interface NewPasswordErrors {
  newPassword: PasswordProblem | null;
  mismatch: boolean;
}

/** The checks of a new password before it is sent: the policy, and the repetition matching it. */
export function checkNewPassword(values: NewPasswordValues, username: string | null | undefined): NewPasswordErrors {
  return { newPassword: passwordProblem(values.newPassword, username), mismatch: values.newPassword !== values.repeat };
}

const hasPasswordErrors = (errors: NewPasswordErrors) => errors.newPassword !== null || errors.mismatch;

const EMPTY: NewPasswordValues = { newPassword: '', repeat: '' };

/**
 * The state of the new-password fields: problems show at the fields once the user tried to send (then live while
 * typing), or when the server's policy check answered with one (until the next change).
 */
export function useNewPassword(username: string | null | undefined) {
  const [values, setValues] = useState<NewPasswordValues>(EMPTY);
  const [checked, setChecked] = useState(false);
  const [serverProblem, setServerProblem] = useState<PasswordProblem | null>(null);
  const errors: NewPasswordErrors = checked
    ? checkNewPassword(values, username)
    : { newPassword: serverProblem, mismatch: false };
  return {
    newPassword: values.newPassword,
    /** Before sending: shows the problems at the fields; true when the password can be sent. */
    validate(): boolean {
      setChecked(true);
      setServerProblem(null);
      return !hasPasswordErrors(checkNewPassword(values, username));
    },
    /** After a failed call: shows the server's policy answer (400 fields.newPassword) at the field; true if it was one. */
    showServerProblem(error: unknown): boolean {
      const problem = serverPasswordProblem(error);
      if (!problem) return false;
      setChecked(false);
      setServerProblem(problem);
      return true;
    },
    reset() {
      setValues(EMPTY);
      setChecked(false);
      setServerProblem(null);
    },
    fieldProps: {
      values,
      errors,
      onChange: (next: NewPasswordValues) => {
        setValues(next);
        setServerProblem(null);
      },
    },
  };
}

interface PasswordFieldsProps {
  values: NewPasswordValues;
  errors: NewPasswordErrors;
  onChange: (values: NewPasswordValues) => void;
  disabled?: boolean;
}

/**
 * 'New password' and 'Repeat the new password' with the policy shown at the first field (its hint) and each
 * problem at its own field (aria-invalid, aria-describedby).
 */
export function PasswordFields({ values, errors, onChange, disabled }: PasswordFieldsProps) {
  const intl = useIntl();
  const newId = useId();
  const repeatId = useId();
  const hintId = useId();
  const newErrorId = useId();
  const repeatErrorId = useId();
  const problem = errors.newPassword;
  return (
    <>
      <FormField>
        <label htmlFor={newId}>{intl.formatMessage(m.newPassword)}</label>
        <input
          id={newId}
          name="newPassword"
          type="password"
          autoComplete="new-password"
          required
          disabled={disabled}
          value={values.newPassword}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${newErrorId} ${hintId}` : hintId}
          onChange={(event) => onChange({ ...values, newPassword: event.target.value })}
        />
        {problem && (
          <FieldText id={newErrorId} $error>
            {intl.formatMessage(PASSWORD_PROBLEM_TEXT[problem], POLICY_VALUES)}
          </FieldText>
        )}
        <FieldText id={hintId}>{intl.formatMessage(m.passwordPolicy, POLICY_VALUES)}</FieldText>
      </FormField>
      <FormField>
        <label htmlFor={repeatId}>{intl.formatMessage(m.repeatPassword)}</label>
        <input
          id={repeatId}
          name="repeatPassword"
          type="password"
          autoComplete="new-password"
          required
          disabled={disabled}
          value={values.repeat}
          aria-invalid={errors.mismatch ? true : undefined}
          aria-describedby={errors.mismatch ? repeatErrorId : undefined}
          onChange={(event) => onChange({ ...values, repeat: event.target.value })}
        />
        {errors.mismatch && (
          <FieldText id={repeatErrorId} $error>
            {intl.formatMessage(m.passwordMismatch)}
          </FieldText>
        )}
      </FormField>
    </>
  );
}
