import { defineMessages } from 'react-intl';

type NoValues = Record<string, never>;

/** react-intl 12 types message values: the generic lists each message's placeholders. */
export const appMessages = defineMessages<{
  notFound: NoValues;
  errorTitle: NoValues;
  errorStatus: { status: number };
  unknownMiddleware: NoValues;
  unexpected: NoValues;
  backHome: NoValues;
  goBack: NoValues;
  forbidden: NoValues;
  loginToSee: NoValues;
  skipToContent: NoValues;
  loading: NoValues;
}>({
  notFound: { id: 'app.error.notFound', defaultMessage: 'This page could not be found' },
  errorTitle: { id: 'app.error.title', defaultMessage: 'Error' },
  errorStatus: { id: 'app.error.status', defaultMessage: 'Error {status}' },
  unknownMiddleware: { id: 'app.error.unknownMiddleware', defaultMessage: 'Unknown middleware' },
  unexpected: { id: 'app.error.unexpected', defaultMessage: 'An unexpected server error occurred.' },
  backHome: { id: 'app.error.backHome', defaultMessage: 'Back to the home page' },
  goBack: { id: 'app.error.goBack', defaultMessage: 'Back to the previous page' },
  forbidden: { id: 'app.error.forbidden', defaultMessage: 'Forbidden' },
  loginToSee: { id: 'app.error.loginToSee', defaultMessage: 'Log in to see this page' },
  skipToContent: { id: 'app.layout.skipToContent', defaultMessage: 'Skip to main content' },
  loading: { id: 'app.loading', defaultMessage: 'Loading…' },
});
