import { defineMessage, defineMessages } from 'react-intl';

/** Texts of the forms block (translations/src/forms.json, message group 'forms': loaded with the block's chunk). */
export const formMessages = defineMessages({
  loading: { id: 'forms.loading', defaultMessage: 'Loading the form…' },
  loadFailed: { id: 'forms.loadFailed', defaultMessage: 'The form could not be loaded.' },
  retry: { id: 'forms.retry', defaultMessage: 'Try again' },
  stepsLabel: { id: 'forms.stepsLabel', defaultMessage: 'Form steps' },
  stepCompleted: { id: 'forms.stepCompleted', defaultMessage: 'completed' },
  requiredNote: { id: 'forms.requiredNote', defaultMessage: 'Fields marked * are required.' },
  choose: { id: 'forms.choose', defaultMessage: 'Choose…' },
  next: { id: 'forms.next', defaultMessage: 'Next' },
  previous: { id: 'forms.previous', defaultMessage: 'Back' },
  submit: { id: 'forms.submit', defaultMessage: 'Send' },
  sending: { id: 'forms.sending', defaultMessage: 'Sending…' },
  startOver: { id: 'forms.startOver', defaultMessage: 'Fill in the form again' },
  failedNetwork: { id: 'forms.failed.network', defaultMessage: 'The form could not be sent. Check your connection and try again – nothing you typed has been lost.' },
  failedThrottled: { id: 'forms.failed.throttled', defaultMessage: 'Too many forms have been sent from your network. Please try again in a little while – nothing you typed has been lost.' },
  failedServer: { id: 'forms.failed.server', defaultMessage: 'The form could not be sent because of an error on our side. Please try again – nothing you typed has been lost.' },
  honeypot: { id: 'forms.honeypot', defaultMessage: 'Leave this field empty' },
  errorRequired: { id: 'forms.error.required', defaultMessage: 'Please fill in this field.' },
  errorRequiredCheckbox: { id: 'forms.error.requiredCheckbox', defaultMessage: 'Please tick this box to continue.' },
  errorRequiredChoice: { id: 'forms.error.requiredChoice', defaultMessage: 'Please choose an option.' },
  errorRequiredFile: { id: 'forms.error.requiredFile', defaultMessage: 'Please choose a file.' },
  errorEmail: { id: 'forms.error.email', defaultMessage: 'Enter an e-mail address like name@company.com.' },
  errorEmailDomain: { id: 'forms.error.emailDomain', defaultMessage: 'The address needs a complete domain, e.g. name@company.com.' },
  errorTel: { id: 'forms.error.tel', defaultMessage: 'Enter a phone number with 6–15 digits.' },
  errorNumber: { id: 'forms.error.number', defaultMessage: 'Enter a number.' },
  errorInteger: { id: 'forms.error.integer', defaultMessage: 'Enter a whole number.' },
  errorDate: { id: 'forms.error.date', defaultMessage: 'Enter a valid date.' },
  errorPattern: { id: 'forms.error.pattern', defaultMessage: 'Please check the format.' },
  errorOption: { id: 'forms.error.option', defaultMessage: 'Choose one of the options.' },
});

export const stepOfMessage = defineMessage<{ step: number; total: number }>({ id: 'forms.stepOf', defaultMessage: 'Step {step} of {total}' });
export const stepInvalidMessage = defineMessage<{ count: number }>({ id: 'forms.stepInvalid', defaultMessage: '{count, plural, one {# field needs your attention.} other {# fields need your attention.}}' });
export const fileLimitsMessage = defineMessage<{ types: string; size: string; maxFiles: number }>({
  id: 'forms.file.limits',
  defaultMessage: '{types}, at most {size}{maxFiles, plural, one {} other { a file, up to # files}}.',
});
export const fileRemoveMessage = defineMessage<{ name: string }>({ id: 'forms.file.remove', defaultMessage: 'Remove {name}' });
export const errorMinMessage = defineMessage<{ min: string | number }>({ id: 'forms.error.min', defaultMessage: 'Enter {min} or more.' });
export const errorMaxMessage = defineMessage<{ max: string | number }>({ id: 'forms.error.max', defaultMessage: 'Enter {max} or less.' });
export const errorMinDateMessage = defineMessage<{ min: string | number }>({ id: 'forms.error.minDate', defaultMessage: 'Choose {min} or later.' });
export const errorMaxDateMessage = defineMessage<{ max: string | number }>({ id: 'forms.error.maxDate', defaultMessage: 'Choose {max} or earlier.' });
export const errorMinLengthMessage = defineMessage<{ min: string | number }>({ id: 'forms.error.minLength', defaultMessage: 'Write at least {min} characters.' });
export const errorMaxLengthMessage = defineMessage<{ max: string | number }>({ id: 'forms.error.maxLength', defaultMessage: 'Write at most {max} characters.' });
export const errorFileTypeMessage = defineMessage<{ types: string }>({ id: 'forms.error.fileType', defaultMessage: 'Choose a file of the type {types}.' });
export const errorFileSizeMessage = defineMessage<{ size: string }>({ id: 'forms.error.fileSize', defaultMessage: 'The file may be at most {size}.' });
export const errorFileCountMessage = defineMessage<{ max: string | number }>({ id: 'forms.error.fileCount', defaultMessage: 'Choose at most {max, plural, one {# file} other {# files}}.' });
