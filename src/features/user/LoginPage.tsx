import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../api/apiError';
import { loadCurrentUser } from '../../app/bootstrap';
import { useAppDispatch, useAppStore } from '../../app/hooks';
import { useRoutePath } from '../../app/routePaths';
import { ScreenDescription } from '../../app/documentHead';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { BusyButton, FormCard, FormLinks, FormPage, Notice, UsernameField } from '../../components/FormCard';
import { FormField } from '../../components/FormField';
import { pushEvent } from '../../lib/analytics';
import { messages } from './messages';
import { userApi } from './userApi';
import { selectToken, tokenCleared, tokenReceived } from './userSlice';

/**
 * Characters browsers drop or ignore when they parse a URL, which can turn a harmless-looking path into
 * another origin ('/\t/evil.example' → '//evil.example'): C0 controls (TAB, LF, CR, …), DEL and C1 controls,
 * and invisible format characters (zero-width, bidi marks, BOM), plus the line and paragraph separators.
 */
const IGNORED_IN_URLS = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;

/**
 * A same-origin path to return to after login, or null: after removing the characters above the value must
 * be a path ('/…', not '//host' or '/\\host', which browsers read as '//host') that resolves against this
 * origin to this origin. Returns the resolved path, query and hash — what the browser itself would load.
 */
export function safeReturnUrl(value: string | null, origin: string = window.location.origin): string | null {
  if (!value) return null;
  const cleaned = value.replace(IGNORED_IN_URLS, '');
  if (!cleaned.startsWith('/') || cleaned.startsWith('//') || cleaned.startsWith('/\\')) return null;
  let url: URL;
  try {
    url = new URL(cleaned, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * SPEC §4 User / §7 POST /api/User/Login: the login screen. On success the bearer token is stored
 * (tokenReceived, not anonymous), GetUser is loaded into the store (user and customer), the analytics
 * 'login' event is pushed, and the user goes to the same-site `returnUrl` query parameter or the localised
 * home page. A 401 ('Unauthorized') shows a
 * friendly message; other errors show their own message (e.g. the rate limit).
 */
export default function LoginPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const navigate = useNavigate();
  const path = useRoutePath();
  const [searchParams] = useSearchParams();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<{ text: string; credentials: boolean } | null>(null);
  const passwordId = useId();
  const errorId = useId();
  useDocumentTitle(intl.formatMessage(messages.loginTitle));

  const describeError = (err: unknown): { text: string; credentials: boolean } => {
    if (isApiError(err)) {
      if (err.status === 401 || err.message === 'Unauthorized') {
        return { text: intl.formatMessage(messages.unauthorized), credentials: true };
      }
      if (typeof err.status === 'string') return { text: intl.formatMessage(messages.networkError), credentials: false };
      return { text: err.message, credentials: false };
    }
    return { text: intl.formatMessage(messages.unknownError), credentials: false };
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting || !username.trim() || !password) return;
    setSubmitting(true);
    setError(null);
    const previousToken = selectToken(store.getState());
    const login = dispatch(userApi.endpoints.login.initiate({ username: username.trim(), password }));
    try {
      const response = await login.unwrap();
      dispatch(tokenReceived({ response, anonymous: false }));
      try {
        await loadCurrentUser(store);
      } catch (err) {
        // Without the user the login is not complete: go back to the token held before.
        dispatch(
          previousToken.token && previousToken.expiresAt
            ? tokenReceived({
                response: { token: previousToken.token, tokenType: 'Bearer', expiresAt: previousToken.expiresAt },
                anonymous: previousToken.anonymous,
              })
            : tokenCleared(),
        );
        throw err;
      }
      pushEvent({ event: 'login', method: 'username and password' });
      await navigate(safeReturnUrl(searchParams.get('returnUrl')) ?? path('home'), { replace: true });
    } catch (err) {
      setError(describeError(err));
      setSubmitting(false);
    } finally {
      // The mutation's cache entry holds the token; the store keeps it where it belongs.
      login.reset();
    }
  };

  const invalid = error?.credentials ? true : undefined;
  return (
    <FormPage>
      <ScreenDescription text={intl.formatMessage(messages.loginIntro)} />
      <FormCard>
        <h1>{intl.formatMessage(messages.loginTitle)}</h1>
        <p>{intl.formatMessage(messages.loginIntro)}</p>
        <form onSubmit={(event) => void onSubmit(event)} aria-busy={submitting}>
          {error && (
            <Notice $kind="error" id={errorId} role="alert">
              {error.text}
            </Notice>
          )}
          <UsernameField
            label={intl.formatMessage(messages.username)}
            value={username}
            onChange={setUsername}
            invalid={invalid}
            describedBy={invalid ? errorId : undefined}
          />
          <FormField>
            <label htmlFor={passwordId}>{intl.formatMessage(messages.password)}</label>
            <input
              id={passwordId}
              name="password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              aria-invalid={invalid}
              aria-describedby={invalid ? errorId : undefined}
              onChange={(event) => setPassword(event.target.value)}
            />
          </FormField>
          <BusyButton busy={submitting}>{intl.formatMessage(submitting ? messages.submitting : messages.submit)}</BusyButton>
        </form>
        <FormLinks>
          <Link to={path('recoverPassword')}>{intl.formatMessage(messages.forgotPassword)}</Link>
        </FormLinks>
      </FormCard>
    </FormPage>
  );
}
