import { defineMessages } from 'react-intl';

/** Texts of the connection notice (issue 19). Translations: translations/src/connection.json (the start group). */
export const connectionMessages = defineMessages({
  offline: {
    id: 'connection.offline.notice',
    defaultMessage: 'No connection to the shop. Your changes are saved when it returns.',
  },
});
