import { Component, createContext, lazy, Suspense, useContext, useEffect, type ReactNode } from 'react';
import { useRouteError } from 'react-router';
import { localizePath, splitLocale } from '../../common/locales';
import { reloadOnChunkError } from './lazyScreen';

/** Marks the loading bar failed (SPEC §8: a failed page data refresh shows a loading-bar failure). */
export const LoadingFailureContext = createContext<() => void>(() => undefined);

/**
 * The error page's view for a route's error, fetched when it is needed (RouteErrorView.tsx with ErrorView.tsx; how an
 * error reads, describeError.ts, comes with it).
 */
// The chunk's name is ERROR_VIEW_CHUNK (screenChunks.ts): the server preloads it on pages answered 404 or 403.
const RouteErrorView = lazy(() => import(/* webpackChunkName: "errorView" */ './RouteErrorView'));

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
  return (
    <Suspense fallback={null}>
      <RouteErrorView error={error} />
    </Suspense>
  );
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
