import { defineMessage, defineMessages } from 'react-intl';

/** Texts of the search page. Translations: translations/src/search.json. */
export const searchPageMessages = defineMessages({
  allProducts: { id: 'search.page.allProducts', defaultMessage: 'All products' },
});

export const searchResultsFor = defineMessage<{ q: string }>({
  id: 'search.page.heading',
  defaultMessage: 'Search results for “{q}”',
});
