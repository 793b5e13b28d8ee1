import { defineMessages } from 'react-intl';

/** Texts of the user screens (SPEC §4 User). Translations: translations/src/user.json. */
export const messages = defineMessages({
  loginTitle: { id: 'user.login.title', defaultMessage: 'Log in' },
  loginIntro: {
    id: 'user.login.intro',
    defaultMessage: 'Log in with your business account to see your prices and place orders.',
  },
  username: { id: 'user.login.username', defaultMessage: 'E-mail' },
  password: { id: 'user.login.password', defaultMessage: 'Password' },
  submit: { id: 'user.login.submit', defaultMessage: 'Log in' },
  submitting: { id: 'user.login.submitting', defaultMessage: 'Logging in…' },
  unauthorized: { id: 'user.login.unauthorized', defaultMessage: 'Wrong e-mail or password' },
  networkError: {
    id: 'user.login.networkError',
    defaultMessage: 'The server could not be reached. Check your connection and try again.',
  },
  unknownError: { id: 'user.login.unknownError', defaultMessage: 'Login failed. Please try again.' },
  forgotPassword: { id: 'user.login.forgotPassword', defaultMessage: 'Forgot your password?' },
  sessionEnded: { id: 'user.session.ended', defaultMessage: 'Your session has ended. Please log in again.' },
});
