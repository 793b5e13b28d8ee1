import { useEffect } from 'react';
import { describeError } from './describeError';
import ErrorView from './ErrorView';

/** A route's error as the error page shows it (the errorView chunk, with ErrorView); server errors go to the console. */
export default function RouteErrorView({ error }: { error: unknown }) {
  const info = describeError(error);
  const serverError = info.status >= 500;
  useEffect(() => {
    if (serverError) console.error(error);
  }, [error, serverError]);
  return <ErrorView {...info} />;
}
