import { defineMessage, defineMessages } from 'react-intl';

/** Texts of the product list (SPEC §2 product lists). Translations: translations/src/search.json. */
export const listMessages = defineMessages({
  loading: { id: 'search.results.loading', defaultMessage: 'Loading products…' },
  skipToResults: { id: 'search.results.skipTo', defaultMessage: 'Skip to the results' },
  results: { id: 'search.results.region', defaultMessage: 'Results' },
  empty: { id: 'search.results.empty', defaultMessage: 'No products match your selection.' },
  emptyHint: { id: 'search.results.emptyHint', defaultMessage: 'Try removing some filters.' },
  pageEmpty: { id: 'search.results.pageEmpty', defaultMessage: 'There are no products on this page.' },
  firstPage: { id: 'search.results.firstPage', defaultMessage: 'Go to the first page' },
  errorTitle: { id: 'search.results.errorTitle', defaultMessage: 'The products could not be loaded.' },
  retry: { id: 'search.results.retry', defaultMessage: 'Try again' },
  sortLabel: { id: 'search.sort.label', defaultMessage: 'Sort by' },
  filters: { id: 'search.facets.filters', defaultMessage: 'Filters' },
  closeFilters: { id: 'search.facets.closeFilters', defaultMessage: 'Close filters' },
  showResultsLoading: { id: 'search.facets.showResultsLoading', defaultMessage: 'Show products' },
  facetsLabel: { id: 'search.facets.label', defaultMessage: 'Filter products' },
  clearFilters: { id: 'search.facets.clear', defaultMessage: 'Clear filters' },
  selectedFilters: { id: 'search.facets.selected', defaultMessage: 'Selected filters' },
  showFewer: { id: 'search.facets.showFewer', defaultMessage: 'Show fewer' },
  sliderMin: { id: 'search.facets.sliderMin', defaultMessage: 'Min' },
  sliderMax: { id: 'search.facets.sliderMax', defaultMessage: 'Max' },
  sliderClear: { id: 'search.facets.sliderClear', defaultMessage: 'Clear' },
  noImage: { id: 'search.tile.noImage', defaultMessage: 'No image' },
});

/** Messages with values, defined one by one so that their values are typed. */
export const resultCount = defineMessage<{ count: number }>({
  id: 'search.results.count',
  defaultMessage: '{count, plural, one {# product} other {# products}}',
});

export const emptyForText = defineMessage<{ q: string }>({
  id: 'search.results.emptyForText',
  defaultMessage: 'No products match “{q}”.',
});

export const filtersCount = defineMessage<{ count: number }>({
  id: 'search.facets.filtersCount',
  defaultMessage: '{count, plural, one {# filter selected} other {# filters selected}}',
});

/** The filter drawer's button that closes it on the results (phones). */
export const showResults = defineMessage<{ count: number }>({
  id: 'search.facets.showResults',
  defaultMessage: 'Show {count, plural, one {# product} other {# products}}',
});

export const showMore = defineMessage<{ count: number }>({
  id: 'search.facets.showMore',
  defaultMessage: 'Show all ({count})',
});

export const sliderInputLabel = defineMessage<{ facet: string; bound: string }>({
  id: 'search.facets.sliderInput',
  defaultMessage: '{facet}, {bound}',
});

export const sliderRange = defineMessage<{ min: string; max: string }>({
  id: 'search.facets.sliderRange',
  defaultMessage: 'Available: {min}–{max}',
});

export const clearFacet = defineMessage<{ facet: string }>({
  id: 'search.facets.clearFacet',
  defaultMessage: 'Clear {facet}',
});

export const removeFilter = defineMessage<{ facet: string; value: string }>({
  id: 'search.facets.remove',
  defaultMessage: 'Remove filter {facet}: {value}',
});

export const productNumber = defineMessage<{ number: string }>({
  id: 'search.tile.productNumber',
  defaultMessage: 'Item no. {number}',
});
