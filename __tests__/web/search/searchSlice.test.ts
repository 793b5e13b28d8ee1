import type { ProductSearchResponse } from '../../../src/api/types';
import { makeStore } from '../../../src/app/store';
import {
  containerConfigured,
  searchFailed,
  searchStarted,
  searchSucceeded,
  selectConfiguredContainer,
  selectContainer,
  selectContainerStatus,
  selectHasContainer,
  totalPagesOf,
  type ContainerQuery,
} from '../../../src/features/search/searchSlice';
import { DEFAULT_LIST_REFERENCE, type SearchConfiguration } from '../../../common/search/config';
import { FACETS, product, SORTINGS } from './fixtures';

const configuration = (over: Partial<SearchConfiguration> = {}): SearchConfiguration => ({
  facets: FACETS,
  sortingOptions: SORTINGS,
  pageSize: 24,
  endpoint: '/api/Product/GetProductsBySearch',
  lookupTemplate: 'product-list',
  search: { categoryId: 'c-1' },
  ...over,
});

const query: ContainerQuery = { page: 2, facets: { brand: ['Bosch'] }, freeText: 'skrue', sorting: 'price-asc' };

const response = (itemsTotal: number, count = 3): ProductSearchResponse => ({
  itemsTotal,
  items: Array.from({ length: count }, (_, i) => ({ item: product(i + 1), score: 1 })),
  facetOptions: { brand: [{ key: 'Bosch', count: 3 }], price: [{ key: 'price', count: 3, min: 10, max: 30 }] },
});

describe('search slice: containers per list reference', () => {
  it('the default list reference is products', () => {
    expect(DEFAULT_LIST_REFERENCE).toBe('products');
  });

  it('SPEC §8: reading a list reference without configuration throws', () => {
    const store = makeStore();
    expect(() => selectContainer(store.getState())).toThrow(/products/);
    expect(() => selectContainer(store.getState(), 'frontpage')).toThrow(/frontpage/);
    // Inherited object properties are not containers either.
    expect(() => selectContainer(store.getState(), 'constructor')).toThrow(/constructor/);
    expect(() => selectContainer(store.getState(), 'toString')).toThrow();
    expect(selectHasContainer(store.getState(), 'constructor')).toBe(false);
    expect(selectContainerStatus(store.getState(), 'products')).toBeNull();
    expect(selectConfiguredContainer(store.getState(), 'products')).toBeUndefined();
  });

  it('registers a container per list reference, not searching yet', () => {
    const store = makeStore();
    store.dispatch(containerConfigured({ listReference: 'products', configuration: configuration() }));
    store.dispatch(
      containerConfigured({ listReference: 'frontpage', configuration: configuration({ pageSize: 8, facets: [], search: {} }) }),
    );
    const products = selectContainer(store.getState());
    expect(products).toEqual({
      configuration: configuration(),
      status: 'idle',
      currentPage: 1,
      facetSelected: {},
      freeTextSearch: '',
      sortingSelected: null,
      items: [],
      totalItems: 0,
      totalPages: 1,
      facetOptions: {},
      error: null,
    });
    expect(selectContainer(store.getState(), 'frontpage').configuration.pageSize).toBe(8);
    expect(selectHasContainer(store.getState(), 'frontpage')).toBe(true);
    expect(selectContainerStatus(store.getState(), 'frontpage')).toBe('idle');
  });

  it('not searching → searching → a result set, with the query state and SPEC §9 total pages', () => {
    const store = makeStore();
    store.dispatch(containerConfigured({ listReference: 'products', configuration: configuration() }));
    store.dispatch(searchStarted({ listReference: 'products', query }));
    expect(selectContainer(store.getState())).toMatchObject({
      status: 'searching',
      currentPage: 2,
      facetSelected: { brand: ['Bosch'] },
      freeTextSearch: 'skrue',
      sortingSelected: 'price-asc',
    });

    store.dispatch(searchSucceeded({ listReference: 'products', query, response: response(50) }));
    const container = selectContainer(store.getState());
    expect(container.status).toBe('done');
    expect(container.items.map((i) => i.item.id)).toEqual(['P-001', 'P-002', 'P-003']);
    expect(container.totalItems).toBe(50);
    expect(container.totalPages).toBe(3); // floor(50 / 24) + 1
    expect(container.facetOptions.price).toEqual([{ key: 'price', count: 3, min: 10, max: 30 }]);
  });

  it.each([
    [0, 24, 1],
    [23, 24, 1],
    [24, 24, 2],
    [48, 24, 3],
    [50, 24, 3],
    [7, 4, 2],
  ])('total pages of %p items at %p per page is %p', (total, pageSize, pages) => {
    expect(totalPagesOf(total, pageSize)).toBe(pages);
    const store = makeStore();
    store.dispatch(containerConfigured({ listReference: 'l', configuration: configuration({ pageSize }) }));
    store.dispatch(searchSucceeded({ listReference: 'l', query, response: response(total, 0) }));
    expect(selectContainer(store.getState(), 'l').totalPages).toBe(pages);
  });

  it('stores a failed search with its message, and a new search clears it', () => {
    const store = makeStore();
    store.dispatch(containerConfigured({ listReference: 'products', configuration: configuration() }));
    store.dispatch(searchFailed({ listReference: 'products', query, error: 'An unexpected server error occurred.' }));
    expect(selectContainer(store.getState())).toMatchObject({ status: 'error', error: 'An unexpected server error occurred.' });
    store.dispatch(searchStarted({ listReference: 'products', query }));
    expect(selectContainer(store.getState())).toMatchObject({ status: 'searching', error: null });
  });

  it('keeps containers independent', () => {
    const store = makeStore();
    store.dispatch(containerConfigured({ listReference: 'products', configuration: configuration() }));
    store.dispatch(containerConfigured({ listReference: 'frontpage', configuration: configuration({ pageSize: 8 }) }));
    store.dispatch(searchSucceeded({ listReference: 'products', query, response: response(50) }));
    expect(selectContainer(store.getState(), 'frontpage')).toMatchObject({ status: 'idle', totalItems: 0, items: [] });
  });

  it('ignores results for a list reference that is not configured', () => {
    const store = makeStore();
    store.dispatch(searchStarted({ listReference: 'products', query }));
    store.dispatch(searchSucceeded({ listReference: 'products', query, response: response(5) }));
    store.dispatch(searchFailed({ listReference: 'products', query, error: 'x' }));
    expect(selectHasContainer(store.getState())).toBe(false);
    expect(() => selectContainer(store.getState())).toThrow();
  });

  it('reconfiguring keeps the current results (no flash of an empty list)', () => {
    const store = makeStore();
    store.dispatch(containerConfigured({ listReference: 'products', configuration: configuration() }));
    store.dispatch(searchSucceeded({ listReference: 'products', query, response: response(50) }));
    store.dispatch(containerConfigured({ listReference: 'products', configuration: configuration({ search: { categoryId: 'c-2' } }) }));
    const container = selectContainer(store.getState());
    expect(container.configuration.search).toEqual({ categoryId: 'c-2' });
    expect(container.totalItems).toBe(50);
    expect(container.status).toBe('done');
  });
});
