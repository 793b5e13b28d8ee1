import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { shallowEqual } from 'react-redux';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { TOKEN_PLACEHOLDER, USERNAME_PLACEHOLDER } from '../../../contract/accountRules';
import { INVITATION_LINK_PARAM } from '../../../contract/companyRules';
import { loadCurrentUser } from '../../app/bootstrap';
import { pushEvent } from '../../lib/analytics';
import type { LanguageCode } from '../../api/types';
import { useAppDispatch, useAppSelector, useAppStore } from '../../app/hooks';
import { routePath, useRoutePath } from '../../app/routePaths';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { Spinner } from '../../components/Spinner';
import { tokenCleared, tokenReceived, userApi } from '../user';
import { selectAreaInfo, selectLocale } from '../website';
import { accountApi } from './accountApi';
import { accountErrorText, isUnauthorized } from './errors';
import { accountMessages as m } from './accountMessages';
import { PasswordFields, useNewPassword } from './PasswordFields';
import { BusyButton, FormCard, FormLinks, FormPage, Notice, SubmitButton, UsernameField } from '../../components/FormCard';
import { useHeadingFocus } from './useHeadingFocus';

/**
 * The page the mailed link opens: this same route with `?token=…&username=…` (RecoverPassword's tokenUrl with the
 * placeholders of docs/account-api.md filled in by the server).
 */
export function resetTokenUrl(origin: string, locale: LanguageCode): string {
  return `${origin}${routePath(locale, 'recoverPassword')}?token=${TOKEN_PLACEHOLDER}&username=${USERNAME_PLACEHOLDER}`;
}

interface ResetLink {
  token: string;
  username: string;
  /** A colleague's invitation (issue 20, `&invitation=1`): once the password is set, the colleague is logged in. */
  invitation?: boolean;
}

function resetLinkOf(state: unknown, params: URLSearchParams): ResetLink | null {
  const held = (state as { resetLink?: Partial<ResetLink> } | null)?.resetLink;
  if (held && typeof held.token === 'string' && typeof held.username === 'string') {
    return { token: held.token, username: held.username, invitation: held.invitation === true };
  }
  const token = params.get('token');
  const username = params.get('username');
  return token && username ? { token, username, invitation: params.get(INVITATION_LINK_PARAM) === '1' } : null;
}

/**
 * Issue 20: logs the invited colleague in with the password just chosen (as the login page does: token, GetUser, the
 * analytics 'login' event); false when that fails — the page then says the password is saved and links to login.
 */
function useLogInAfterInvitation() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  return useCallback(
    async (username: string, password: string): Promise<boolean> => {
      const login = dispatch(userApi.endpoints.login.initiate({ username, password }));
      try {
        dispatch(tokenReceived({ response: await login.unwrap(), anonymous: false }));
        try {
          await loadCurrentUser(store);
        } catch {
          dispatch(tokenCleared());
          return false;
        }
        pushEvent({ event: 'login', method: 'username and password' });
        return true;
      } catch {
        return false;
      } finally {
        login.reset();
      }
    },
    [dispatch, store],
  );
}

/** Sends the recovery mail for a username: RecoverPassword with the reset page of this site and language. */
function useSendRecoveryMail() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  return useCallback(
    async (username: string) => {
      const state = store.getState();
      const request = dispatch(
        accountApi.endpoints.recoverPassword.initiate({
          area: selectAreaInfo(state),
          username,
          tokenUrl: resetTokenUrl(window.location.origin, selectLocale(state)),
        }),
      );
      try {
        await request.unwrap();
      } catch (err) {
        // SPEC §8 lists a 401 for RecoverPassword: it must not tell whether the user exists either.
        if (!isUnauthorized(err)) throw err;
      } finally {
        request.reset();
      }
    },
    [dispatch, store],
  );
}

/** The mail is on its way (or not — the page never tells): the same confirmation for every address. */
function LinkSent({ onAgain }: { onAgain: () => void }) {
  const intl = useIntl();
  const path = useRoutePath();
  const heading = useRef<HTMLHeadingElement>(null);
  // Shown after a step of the user: the new step's heading takes the focus.
  useEffect(() => heading.current?.focus(), []);
  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        {intl.formatMessage(m.recoverSentTitle)}
      </h1>
      <Notice $kind="success" role="status">
        <p>{intl.formatMessage(m.recoverSent)}</p>
      </Notice>
      <SubmitButton type="button" onClick={onAgain}>
        {intl.formatMessage(m.recoverAgain)}
      </SubmitButton>
      <FormLinks>
        <Link to={path('login')}>{intl.formatMessage(m.backToLogin)}</Link>
      </FormLinks>
    </>
  );
}

/** Step 1: the username; RecoverPassword; the same confirmation whatever the answer says about the user. */
function RequestLink({ initialUsername = '' }: { initialUsername?: string }) {
  const intl = useIntl();
  const path = useRoutePath();
  const send = useSendRecoveryMail();
  const [username, setUsername] = useState(initialUsername);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = username.trim();
    if (sending || !name) return;
    setSending(true);
    setError(null);
    try {
      await send(name);
      setSent(true);
    } catch (err) {
      setError(accountErrorText(intl, err));
    } finally {
      setSending(false);
    }
  };

  if (sent) return <LinkSent onAgain={() => setSent(false)} />;
  return (
    <>
      <h1>{intl.formatMessage(m.recoverTitle)}</h1>
      <p>{intl.formatMessage(m.recoverIntro)}</p>
      <form onSubmit={(event) => void onSubmit(event)} aria-busy={sending}>
        {error && (
          <Notice $kind="error" role="alert" id={errorId}>
            <p>{error}</p>
          </Notice>
        )}
        <UsernameField
          label={intl.formatMessage(m.username)}
          value={username}
          onChange={setUsername}
          describedBy={error ? errorId : undefined}
        />
        <BusyButton busy={sending}>
          {intl.formatMessage(sending ? m.sending : m.recoverSubmit)}
        </BusyButton>
      </form>
      <FormLinks>
        <Link to={path('login')}>{intl.formatMessage(m.backToLogin)}</Link>
      </FormLinks>
    </>
  );
}

type ResetView = 'checking' | 'checkFailed' | 'invalid' | 'form' | 'done' | 'sent';

/** VerifyToken for the link (again on each attempt): the form when it holds, 'invalid' when the server refuses it. */
function useTokenCheck(
  link: ResetLink,
  attempt: number,
  setView: (view: ResetView) => void,
  setError: (error: string | null) => void,
) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const area = useAppSelector(selectAreaInfo, shallowEqual);
  useEffect(() => {
    setView('checking');
    setError(null);
    const request = dispatch(accountApi.endpoints.verifyToken.initiate({ area, username: link.username, token: link.token }));
    let active = true;
    request.unwrap().then(
      () => active && setView('form'),
      (err: unknown) => {
        if (!active) return;
        if (isUnauthorized(err)) setView('invalid');
        else {
          setError(accountErrorText(intl, err));
          setView('checkFailed');
        }
      },
    );
    return () => {
      active = false;
      request.reset();
    };
    // The link and the attempt decide; the area and texts of the moment are used as they are.
  }, [dispatch, link.token, link.username, attempt]);
}

interface InvalidLinkProps {
  heading: RefObject<HTMLHeadingElement | null>;
  busy: boolean;
  errorNotice: ReactNode;
  onSendNew: () => void;
}

/** The link is used up or expired: send a new e-mail. */
function InvalidLink({ heading, busy, errorNotice, onSendNew }: InvalidLinkProps) {
  const intl = useIntl();
  const path = useRoutePath();
  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        {intl.formatMessage(m.resetInvalidTitle)}
      </h1>
      <p>{intl.formatMessage(m.resetInvalid)}</p>
      {errorNotice}
      <BusyButton busy={busy} type="button" onClick={onSendNew}>
        {intl.formatMessage(busy ? m.sending : m.resetSendNew)}
      </BusyButton>
      <FormLinks>
        <Link to={path('login')}>{intl.formatMessage(m.backToLogin)}</Link>
      </FormLinks>
    </>
  );
}

/** The new password is saved. */
function ResetDone({ heading }: { heading: RefObject<HTMLHeadingElement | null> }) {
  const intl = useIntl();
  const path = useRoutePath();
  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        {intl.formatMessage(m.resetDoneTitle)}
      </h1>
      <Notice $kind="success" role="status">
        <p>{intl.formatMessage(m.resetDone)}</p>
      </Notice>
      <FormLinks>
        <Link to={path('login')}>{intl.formatMessage(m.goToLogin)}</Link>
      </FormLinks>
    </>
  );
}

/** While VerifyToken runs. */
function CheckingLink() {
  const intl = useIntl();
  return (
    <>
      <h1>{intl.formatMessage(m.resetTitle)}</h1>
      <Notice $kind="info" role="status" aria-busy="true">
        <p>
          <Spinner size={16} decorative /> {intl.formatMessage(m.resetChecking)}
        </p>
      </Notice>
    </>
  );
}

/** Step 2, the mailed link: VerifyToken, then the new password twice, ResetPasswordByToken. */
function ResetPassword({ link }: { link: ResetLink }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const area = useAppSelector(selectAreaInfo, shallowEqual);
  const send = useSendRecoveryMail();
  const [view, setView] = useState<ResetView>('checking');
  const [attempt, setAttempt] = useState(0);
  const password = useNewPassword(link.username);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const heading = useHeadingFocus(view);
  const logIn = useLogInAfterInvitation();
  const navigate = useNavigate();
  const path = useRoutePath();

  useTokenCheck(link, attempt, setView, setError);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !password.validate()) return;
    setBusy(true);
    setError(null);
    const request = dispatch(
      accountApi.endpoints.resetPasswordByToken.initiate({
        area,
        username: link.username,
        token: link.token,
        newPassword: password.newPassword,
      }),
    );
    try {
      await request.unwrap();
      if (link.invitation && (await logIn(link.username, password.newPassword))) {
        await navigate(path('customerCenter'), { replace: true });
        return;
      }
      setView('done');
    } catch (err) {
      if (isUnauthorized(err)) setView('invalid');
      else if (!password.showServerProblem(err)) setError(accountErrorText(intl, err));
    } finally {
      request.reset();
      setBusy(false);
    }
  };

  const sendNew = async () => {
    setBusy(true);
    setError(null);
    try {
      await send(link.username);
      setView('sent');
    } catch (err) {
      setError(accountErrorText(intl, err));
    } finally {
      setBusy(false);
    }
  };

  const errorNotice = error && (
    <Notice $kind="error" role="alert">
      <p>{error}</p>
    </Notice>
  );

  switch (view) {
    case 'checking':
      return <CheckingLink />;
    case 'checkFailed':
      return (
        <>
          <h1 ref={heading} tabIndex={-1}>
            {intl.formatMessage(m.resetTitle)}
          </h1>
          {errorNotice}
          <SubmitButton type="button" onClick={() => setAttempt((n) => n + 1)}>
            {intl.formatMessage(m.retry)}
          </SubmitButton>
        </>
      );
    case 'invalid':
      return <InvalidLink heading={heading} busy={busy} errorNotice={errorNotice} onSendNew={() => void sendNew()} />;
    case 'sent':
      return <RequestLinkSent username={link.username} />;
    case 'done':
      return <ResetDone heading={heading} />;
    default:
      return (
        <>
          <h1 ref={heading} tabIndex={-1}>
            {intl.formatMessage(m.resetTitle)}
          </h1>
          <p>{intl.formatMessage(m.resetFor, { username: link.username })}</p>
          <form onSubmit={(event) => void onSubmit(event)} aria-busy={busy} noValidate>
            {errorNotice}
            {/* For password managers: the account the new password belongs to. */}
            <input type="hidden" name="username" autoComplete="username" value={link.username} readOnly />
            <PasswordFields {...password.fieldProps} disabled={busy} />
            <BusyButton busy={busy}>
              {intl.formatMessage(busy ? m.saving : m.resetSubmit)}
            </BusyButton>
          </form>
        </>
      );
  }
}

/** After 'send me a new e-mail' from an invalid link: the same confirmation as the request form's. */
function RequestLinkSent({ username }: { username: string }) {
  const [again, setAgain] = useState(false);
  return again ? <RequestLink initialUsername={username} /> : <LinkSent onAgain={() => setAgain(true)} />;
}

/**
 * SPEC §2 recover password (/kundecenter/gendan-kodeord, /en/customer-center/recover-password): without a link
 * the username form (RecoverPassword); opened from the mailed link (?token=…&username=…) the reset steps. The
 * token leaves the address bar at once (it is kept in the history entry's state, so a reload still works) so it
 * does not linger in the visible URL.
 */
export default function RecoverPasswordPage() {
  const intl = useIntl();
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const link = resetLinkOf(location.state, params);
  useDocumentTitle(intl.formatMessage(link ? m.resetTitle : m.recoverTitle));

  const token = link?.token;
  const username = link?.username;
  const invitation = link?.invitation === true;
  useEffect(() => {
    if (token && username && params.has('token')) {
      void navigate(
        { pathname: location.pathname, hash: location.hash },
        { replace: true, state: { resetLink: { token, username, invitation } } },
      );
    }
  }, [token, username, invitation, location.hash, location.pathname, navigate, params]);

  return (
    <FormPage>
      <FormCard>
        {link ? <ResetPassword key={`${link.username}\n${link.token}`} link={link} /> : <RequestLink />}
      </FormCard>
    </FormPage>
  );
}
