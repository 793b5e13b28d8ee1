import { defineMessage, defineMessages } from 'react-intl';

/** Texts of the header (SPEC §2 Header). Translations: translations/src/layout.json. */
const plainMessages = defineMessages({
  login: { id: 'layout.header.login', defaultMessage: 'Log in' },
  loginTooltip: { id: 'layout.header.loginTooltip', defaultMessage: 'Log in to see your prices and order' },
  logout: { id: 'layout.header.logout', defaultMessage: 'Log out' },
  cart: { id: 'layout.header.cart', defaultMessage: 'Cart' },
  quickOrder: { id: 'layout.header.quickOrder', defaultMessage: 'Quick order' },
  customerCenter: { id: 'layout.header.customerCenter', defaultMessage: 'Customer centre' },
  profile: { id: 'layout.header.profile', defaultMessage: 'Profile' },
  invoices: { id: 'layout.header.invoices', defaultMessage: 'Invoices' },
  orders: { id: 'layout.header.orders', defaultMessage: 'Orders' },
  creditMemos: { id: 'layout.header.creditMemos', defaultMessage: 'Credit memos' },
  downloadPriceList: { id: 'layout.header.downloadPriceList', defaultMessage: 'Download price list' },
  downloadPriceListUnavailable: {
    id: 'layout.header.downloadPriceListUnavailable',
    defaultMessage: 'The price list download is not available yet',
  },
  openMenu: { id: 'layout.header.openMenu', defaultMessage: 'Open menu' },
  localeChanger: { id: 'layout.localeChanger.label', defaultMessage: 'Choose language' },
  searchLabel: { id: 'layout.search.label', defaultMessage: 'Search products' },
  searchPlaceholder: { id: 'layout.search.placeholder', defaultMessage: 'What are you looking for?' },
  searchButton: { id: 'layout.search.button', defaultMessage: 'Search' },
  searching: { id: 'layout.search.searching', defaultMessage: 'Searching…' },
  searchComplete: { id: 'layout.search.complete', defaultMessage: 'Search complete' },
  openSearch: { id: 'layout.search.open', defaultMessage: 'Open search' },
  closeSearch: { id: 'layout.search.close', defaultMessage: 'Close search' },
  mainNavigation: { id: 'layout.menu.mainNavigation', defaultMessage: 'Main navigation' },
  burgerTitle: { id: 'layout.burger.title', defaultMessage: 'Menu' },
  closeMenu: { id: 'layout.burger.close', defaultMessage: 'Close menu' },
  account: { id: 'layout.burger.account', defaultMessage: 'Your account' },
});

/** Messages with values, defined one by one so that their values are typed. */
const logoAlt = defineMessage<{ siteName: string }>({
  id: 'layout.header.logoAlt',
  defaultMessage: '{siteName} – go to the home page',
});
const loggedInAs = defineMessage<{ name: string }>({
  id: 'layout.header.loggedInAs',
  defaultMessage: 'Logged in as {name}',
});
const onBehalfOf = defineMessage<{ name: string }>({
  id: 'layout.header.onBehalfOf',
  defaultMessage: 'Acting on behalf of {name}',
});
/**
 * `countText` is `count` as the badge shows it: written out here, not by ICU's `#`, which builds the page's first
 * Intl.NumberFormat for it — ~16 ms of the first screen's main thread (63 ms at Lighthouse's 4× CPU), for digits.
 */
const cartWithItems = defineMessage<{ count: number; countText: string }>({
  id: 'layout.header.cartWithItems',
  defaultMessage: 'Cart, {count, plural, one {{countText} item} other {{countText} items}}',
});
const searchPlaceholderPersonal = defineMessage<{ name: string }>({
  id: 'layout.search.placeholderPersonal',
  defaultMessage: 'What are you looking for, {name}?',
});
const showAll = defineMessage<{ name: string }>({
  id: 'layout.menu.showAll',
  defaultMessage: 'See all in {name}',
});
const expand = defineMessage<{ name: string }>({
  id: 'layout.burger.expand',
  defaultMessage: 'Show the pages under {name}',
});

export const messages = {
  ...plainMessages,
  logoAlt,
  loggedInAs,
  onBehalfOf,
  cartWithItems,
  searchPlaceholderPersonal,
  showAll,
  expand,
};
