import { Component, createContext, useContext, useEffect, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link, isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router';
import styled from 'styled-components';
import { isApiError, UNEXPECTED_ERROR } from '../api/apiError';
import { selectIsLoggedIn } from '../features/user/userSlice';
import { selectLocale } from '../features/website/websiteSlice';
import { localizePath, splitLocale } from '../lib/locales';
import { useAppSelector } from './hooks';
import { routePath } from './routePaths';
import { reloadOnChunkError } from './lazyScreen';
import { appMessages } from './messages';
import { useDocumentTitle } from './useDocumentTitle';

export interface ErrorInfo {
  status: number;
  message: string | null;
}

/** SPEC §2/§8: status code defaults to 500; the message may be missing (then 'Error' is shown). */
export function describeError(error: unknown): ErrorInfo {
  if (isRouteErrorResponse(error)) {
    const body: unknown = error.data;
    const message =
      body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
        ? body.message
        : typeof body === 'string' && body
          ? body
          : error.statusText || null;
    return { status: error.status || 500, message };
  }
  if (isApiError(error)) {
    return { status: typeof error.status === 'number' ? error.status : 500, message: error.message || null };
  }
  if (error instanceof Error) return { status: 500, message: error.message || null };
  return { status: 500, message: null };
}

const KNOWN: Record<string, MessageDescriptor> = {
  'This page could not be found': appMessages.notFound,
  'Unknown middleware': appMessages.unknownMiddleware,
  // SPEC §8: content by URL answering 403 (members' content for a visitor who is not logged in).
  Forbidden: appMessages.forbidden,
  [UNEXPECTED_ERROR]: appMessages.unexpected,
};

const Wrapper = styled.section`
  max-width: ${({ theme }) => theme.containerMaxWidth}px;
  margin: 0 auto;
  padding: 64px 24px;
  text-align: center;
  h1 {
    color: ${({ theme }) => theme.colors.primary};
    font-size: 2rem;
  }
`;

/** The ways on: home, back, and (403) the login. */
const Ways = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 12px 24px;
  button {
    padding: 0;
    border: 0;
    background: none;
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
`;

/** Marks the loading bar failed (SPEC §8: a failed page data refresh shows a loading-bar failure). */
export const LoadingFailureContext = createContext<() => void>(() => undefined);

export function ErrorView({ status, message }: ErrorInfo) {
  const intl = useIntl();
  const locale = useAppSelector(selectLocale);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const location = useLocation();
  const navigate = useNavigate();
  const known = message ? KNOWN[message] : undefined;
  const text = known ? intl.formatMessage(known) : (message ?? intl.formatMessage(appMessages.errorTitle));
  // A page to go back to: one opened in the shop before this one ('default' is the first page of a load), or one
  // before the load (another site, or the page that sent the browser here).
  const canGoBack = location.key !== 'default' || window.history.length > 1;
  useDocumentTitle(text);
  // No error page is a dead end (issue 16): home and back on every one, as the 404 page had home.
  return (
    <Wrapper aria-labelledby="error-title">
      <p>{intl.formatMessage(appMessages.errorStatus, { status })}</p>
      <h1 id="error-title">{text}</h1>
      <Ways>
        {status === 403 && !loggedIn && (
          <Link to={routePath(locale, 'login', { returnUrl: `${location.pathname}${location.search}` })}>
            {intl.formatMessage(appMessages.loginToSee)}
          </Link>
        )}
        <Link to={localizePath(locale, '/')}>{intl.formatMessage(appMessages.backHome)}</Link>
        {canGoBack && (
          <button type="button" onClick={() => void navigate(-1)}>
            {intl.formatMessage(appMessages.goBack)}
          </button>
        )}
      </Ways>
    </Wrapper>
  );
}

/** The fallback when rendering the error page itself fails: no intl, no store, plain text. */
export function ErrorPageFailure({ error }: { error: unknown }) {
  const details = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const home = localizePath(splitLocale(window.location.pathname).locale, '/');
  return (
    <section role="alert" style={{ padding: 32, fontFamily: 'system-ui, sans-serif' }}>
      <h1>An error occurred while showing the error page</h1>
      <pre style={{ whiteSpace: 'pre-wrap' }}>{details}</pre>
      <a href={home}>Home</a>
    </section>
  );
}

interface GuardState {
  error: unknown;
}

export class ErrorPageGuard extends Component<{ children: ReactNode }, GuardState> {
  override state: GuardState = { error: undefined };

  static getDerivedStateFromError(error: unknown): GuardState {
    return { error: error ?? new Error('Unknown error') };
  }

  override render() {
    return this.state.error !== undefined ? <ErrorPageFailure error={this.state.error} /> : this.props.children;
  }
}

function RouteErrorContent() {
  const error = useRouteError();
  const markFailed = useContext(LoadingFailureContext);
  const reloading = reloadOnChunkError(error);
  useEffect(() => {
    if (!reloading) markFailed();
  }, [error, reloading, markFailed]);
  if (reloading) return null;
  if (describeError(error).status >= 500) console.error(error);
  return <ErrorView {...describeError(error)} />;
}

/** Error element of the screens: shown inside the layout (header and footer stay). */
export function RouteErrorPage() {
  return (
    <ErrorPageGuard>
      <RouteErrorContent />
    </ErrorPageGuard>
  );
}

/** Error element of a whole language tree (e.g. the area could not be loaded): no layout around it. */
export const FatalErrorPage = RouteErrorPage;
