import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { shallowEqual } from 'react-redux';
import { isApiError } from '../../api/apiError';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { FormField } from '../../components/FormField';
import { selectIsImpersonating, selectUser, tokenReceived } from '../user';
import { selectAreaInfo } from '../website';
import { accountApi } from './accountApi';
import { accountErrorText } from './errors';
import { accountMessages as m } from './accountMessages';
import { PasswordFields, useNewPassword } from './PasswordFields';
import { BusyButton, FieldText, FormCard, FormPage, Notice } from '../../components/FormCard';

/** SPEC §8: the error of a 401 on ChangePassword. */
export const CHANGE_PASSWORD_FAILED = 'change-password-failed';

const isChangeFailed = (error: unknown) => isApiError(error) && error.message === CHANGE_PASSWORD_FAILED;

/** The password belongs to the customer's user: not changed while impersonating. */
function NotWhileImpersonating({ name }: { name: string }) {
  const intl = useIntl();
  return (
    <FormPage>
      <FormCard>
        <h1>{intl.formatMessage(m.changeTitle)}</h1>
        <Notice $kind="info">
          <p>{intl.formatMessage(m.changeImpersonating, { name })}</p>
        </Notice>
      </FormCard>
    </FormPage>
  );
}

interface CurrentPasswordFieldProps {
  value: string;
  busy: boolean;
  /** The server said the current password is wrong (the form's error describes the field). */
  wrongCurrent: boolean;
  missing: boolean;
  formErrorId: string;
  onChange: (value: string) => void;
}

/** The current password, with 'required' at the field. */
function CurrentPasswordField({ value, busy, wrongCurrent, missing, formErrorId, onChange }: CurrentPasswordFieldProps) {
  const intl = useIntl();
  const currentId = useId();
  const currentErrorId = useId();
  const currentInvalid = wrongCurrent || missing;
  return (
    <FormField>
      <label htmlFor={currentId}>{intl.formatMessage(m.currentPassword)}</label>
      <input
        id={currentId}
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        required
        disabled={busy}
        value={value}
        aria-invalid={currentInvalid ? true : undefined}
        aria-describedby={wrongCurrent ? formErrorId : missing ? currentErrorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {missing && (
        <FieldText id={currentErrorId} $error>
          {intl.formatMessage(m.passwordRequired)}
        </FieldText>
      )}
    </FormField>
  );
}

/**
 * SPEC §2 change password (/kundecenter/skift-kodeord, /en/customer-center/change-passord; 'auth' route): current
 * password, the new one twice. A 401 is 'change-password-failed' (SPEC §8), shown at the form and the current
 * password field. The reply's fresh token replaces the stored one (the change ended the user's other sessions,
 * the one of this call included), so the user stays logged in here. Not offered while impersonating: the password
 * belongs to the customer's user.
 */
export default function ChangePasswordPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const impersonating = useAppSelector(selectIsImpersonating);
  const area = useAppSelector(selectAreaInfo, shallowEqual);
  const [current, setCurrent] = useState('');
  const [currentMissing, setCurrentMissing] = useState(false);
  const [wrongCurrent, setWrongCurrent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const formErrorId = useId();
  useDocumentTitle(intl.formatMessage(m.changeTitle));

  const username = user?.extraInfo.username ?? null;
  const password = useNewPassword(username);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setDone(false);
    const missing = current === '';
    setCurrentMissing(missing);
    // Both checks run, so every problem shows at once.
    const valid = password.validate();
    if (missing || !valid) return;
    setBusy(true);
    setError(null);
    setWrongCurrent(false);
    const request = dispatch(
      accountApi.endpoints.changePassword.initiate({ area, currentPassword: current, newPassword: password.newPassword }),
    );
    try {
      const response = await request.unwrap();
      dispatch(tokenReceived({ response, anonymous: false }));
      setCurrent('');
      password.reset();
      setDone(true);
    } catch (err) {
      if (isChangeFailed(err)) setWrongCurrent(true);
      else if (!password.showServerProblem(err)) setError(accountErrorText(intl, err));
    } finally {
      // The mutation's cache entry would hold the token; the user slice keeps it.
      request.reset();
      setBusy(false);
    }
  };

  if (impersonating) return <NotWhileImpersonating name={user?.extraInfo.customerName || user?.name || ''} />;

  return (
    <FormPage>
      <FormCard>
        <h1>{intl.formatMessage(m.changeTitle)}</h1>
        <p>{intl.formatMessage(m.changeIntro)}</p>
        <form onSubmit={(event) => void onSubmit(event)} aria-busy={busy} noValidate>
          {done && (
            <Notice $kind="success" role="status">
              <p>{intl.formatMessage(m.changeDone)}</p>
            </Notice>
          )}
          {(wrongCurrent || error) && (
            <Notice $kind="error" role="alert" id={formErrorId}>
              <p>{wrongCurrent ? intl.formatMessage(m.changeFailed) : error}</p>
            </Notice>
          )}
          {username && <input type="hidden" name="username" autoComplete="username" value={username} readOnly />}
          <CurrentPasswordField
            value={current}
            busy={busy}
            wrongCurrent={wrongCurrent}
            missing={currentMissing}
            formErrorId={formErrorId}
            onChange={(value) => {
              setCurrent(value);
              setWrongCurrent(false);
              setCurrentMissing(false);
            }}
          />
          <PasswordFields {...password.fieldProps} disabled={busy} />
          <BusyButton busy={busy}>
            {intl.formatMessage(busy ? m.saving : m.changeSubmit)}
          </BusyButton>
        </form>
      </FormCard>
    </FormPage>
  );
}
