import { defineMessages } from 'react-intl';

/**
 * Texts of the account parts on the first load (the header's price-list item): translations/src/accountStart.json,
 * in the start message group. Everything else of the account screens is in ./messages.ts (message group 'account',
 * loaded with their chunks).
 */
export const accountStartMessages = defineMessages({
  priceListDownloaded: { id: 'account.priceList.downloaded', defaultMessage: 'Downloaded' },
  priceListFailed: { id: 'account.priceList.failed', defaultMessage: 'Download failed' },
  priceListNoCustomer: {
    id: 'account.priceList.noCustomer',
    defaultMessage: 'The price list is available for customer accounts',
  },
});

