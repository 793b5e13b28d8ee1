import { defineMessage, defineMessages } from 'react-intl';

/**
 * Texts of the account screens (passwords, favourite lists): translations/src/account.json, the message group
 * 'account' that loads with their chunks. Texts of the first load (header, product tiles): ./startMessages.ts.
 */
const plainMessages = defineMessages({
  networkError: {
    id: 'account.error.network',
    defaultMessage: 'The server could not be reached. Check your connection and try again.',
  },
  unknownError: { id: 'account.error.unknown', defaultMessage: 'Something went wrong. Please try again.' },
  backToLogin: { id: 'account.backToLogin', defaultMessage: 'Back to login' },
  goToLogin: { id: 'account.goToLogin', defaultMessage: 'Go to login' },

  recoverTitle: { id: 'account.recover.title', defaultMessage: 'Forgot your password?' },
  recoverIntro: {
    id: 'account.recover.intro',
    defaultMessage: 'Enter the e-mail address you log in with, and we will send you a link to choose a new password.',
  },
  username: { id: 'account.recover.username', defaultMessage: 'E-mail' },
  recoverSubmit: { id: 'account.recover.submit', defaultMessage: 'Send link' },
  sending: { id: 'account.recover.sending', defaultMessage: 'Sending…' },
  recoverSentTitle: { id: 'account.recover.sentTitle', defaultMessage: 'Check your e-mail' },
  recoverSent: {
    id: 'account.recover.sent',
    defaultMessage:
      'If the address is registered, we have sent an e-mail with a link to choose a new password. The link works for a limited time and only once. No e-mail? Check your spam folder, or send the link again.',
  },
  recoverAgain: { id: 'account.recover.again', defaultMessage: 'Send the link again' },

  resetTitle: { id: 'account.reset.title', defaultMessage: 'Choose a new password' },
  resetChecking: { id: 'account.reset.checking', defaultMessage: 'Checking your link…' },
  resetInvalidTitle: { id: 'account.reset.invalidTitle', defaultMessage: 'This link does not work any more' },
  resetInvalid: {
    id: 'account.reset.invalid',
    defaultMessage:
      'The link is invalid, has expired or has already been used. We can send you a new e-mail with a new link.',
  },
  resetSendNew: { id: 'account.reset.sendNew', defaultMessage: 'Send me a new e-mail' },
  resetSubmit: { id: 'account.reset.submit', defaultMessage: 'Save the new password' },
  saving: { id: 'account.password.saving', defaultMessage: 'Saving…' },
  resetDoneTitle: { id: 'account.reset.doneTitle', defaultMessage: 'Your password has been changed' },
  resetDone: { id: 'account.reset.done', defaultMessage: 'You can now log in with your new password.' },
  retry: { id: 'account.retry', defaultMessage: 'Try again' },

  currentPassword: { id: 'account.password.current', defaultMessage: 'Current password' },
  newPassword: { id: 'account.password.new', defaultMessage: 'New password' },
  repeatPassword: { id: 'account.password.repeat', defaultMessage: 'Repeat the new password' },
  passwordEqualsUsername: {
    id: 'account.password.equalsUsername',
    defaultMessage: 'The password must not be your e-mail address.',
  },
  passwordMismatch: { id: 'account.password.mismatch', defaultMessage: 'The two passwords are not the same.' },
  passwordRequired: { id: 'account.password.required', defaultMessage: 'Enter your current password.' },

  changeTitle: { id: 'account.change.title', defaultMessage: 'Change password' },
  changeIntro: {
    id: 'account.change.intro',
    defaultMessage: 'Enter your current password and choose a new one. You stay logged in on this device.',
  },
  changeSubmit: { id: 'account.change.submit', defaultMessage: 'Change password' },
  changeFailed: { id: 'account.change.failed', defaultMessage: 'The current password is not correct.' },
  changeDone: {
    id: 'account.change.done',
    defaultMessage: 'Your password has been changed. Other devices where you were logged in have been logged out.',
  },
});

/** Messages with values, defined one by one so that their values are typed. */
const resetFor = defineMessage<{ username: string }>({ id: 'account.reset.for', defaultMessage: 'For the account {username}.' });
const passwordPolicy = defineMessage<{ min: number }>({
  id: 'account.password.policy',
  defaultMessage: 'At least {min} characters, and not your e-mail address.',
});
const passwordTooShort = defineMessage<{ min: number }>({ id: 'account.password.tooShort', defaultMessage: 'The password must have at least {min} characters.' });
const passwordTooLong = defineMessage<{ max: number }>({ id: 'account.password.tooLong', defaultMessage: 'The password may have at most {max} characters.' });
const changeImpersonating = defineMessage<{ name: string }>({
  id: 'account.change.impersonating',
  defaultMessage:
    'You are acting on behalf of {name}. A password can only be changed by its owner, so this page is not available while you act on behalf of a customer.',
});

export const accountMessages = { ...plainMessages, resetFor, passwordPolicy, passwordTooShort, passwordTooLong, changeImpersonating };
