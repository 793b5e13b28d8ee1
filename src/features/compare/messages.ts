import { defineMessage, defineMessages } from 'react-intl';
import { compareToggleMessages } from './toggleMessages';

/**
 * Texts of the product comparison (its bar and page; the toggle's are in toggleMessages.ts, in the first load).
 * Translations: translations/src/compare.json.
 */
const plainMessages = defineMessages({
  barLabel: { id: 'compare.bar.label', defaultMessage: 'Products to compare' },
  clear: { id: 'compare.bar.clear', defaultMessage: 'Clear' },
  removeShort: { id: 'compare.page.remove', defaultMessage: 'Remove' },
  title: { id: 'compare.page.title', defaultMessage: 'Product comparison' },
  onlyDifferences: { id: 'compare.page.onlyDifferences', defaultMessage: 'Show only differences' },
  empty: { id: 'compare.page.empty', defaultMessage: 'You have not chosen any products to compare yet.' },
  emptyHint: {
    id: 'compare.page.emptyHint',
    defaultMessage: 'Tick “Compare” on up to 3 products to see their specifications side by side.',
  },
  backHome: { id: 'compare.page.backHome', defaultMessage: 'Go to the home page' },
  loading: { id: 'compare.page.loading', defaultMessage: 'Loading the products' },
  loadFailed: { id: 'compare.page.loadFailed', defaultMessage: 'The products could not be loaded.' },
  retry: { id: 'compare.page.retry', defaultMessage: 'Try again' },
  brand: { id: 'compare.page.brand', defaultMessage: 'Brand' },
  notSpecified: { id: 'compare.page.notSpecified', defaultMessage: 'Not specified' },
  noDifferences: { id: 'compare.page.noDifferences', defaultMessage: 'The products have the same specifications.' },
  noSpecifications: { id: 'compare.page.noSpecifications', defaultMessage: 'These products have no specifications.' },
});

/** Messages with values, defined one by one so that their values are typed. */
const compareLink = defineMessage<{ count: number; limit: number }>({
  id: 'compare.bar.compare',
  defaultMessage: 'Compare ({count}/{limit})',
});
const remove = defineMessage<{ name: string }>({
  id: 'compare.remove',
  defaultMessage: 'Remove {name} from the comparison',
});
const productCount = defineMessage<{ count: number }>({
  id: 'compare.page.productCount',
  defaultMessage: '{count, plural, one {# product} other {# products}}',
});

export const compareMessages = { ...plainMessages, ...compareToggleMessages, compareLink, remove, productCount };
