import type { AreaInfo } from '../../../src/api/types';
import { normalizeSearchResponse } from '../../../src/features/search/searchApi';
import {
  buildSearchRequest,
  DEFAULT_SEARCH_ENDPOINT,
  DEFAULT_SORTING,
  INITIAL_LIST_STATE,
  listSetup,
  readEndpoint,
  readFacets,
  readFilter,
  readSortingOptions,
  RELATED_SORTING,
} from '../../../common/search/config';
import { listSearchString, writeListUrl } from '../../../common/search/url';
import { pageCount, pageItems } from '../../../src/components/paging';
import { FACETS, SORTINGS } from './fixtures';

const defaults = { defaultFacets: FACETS, sortingOptions: SORTINGS };
const area: AreaInfo = { areaId: 'b2b', currencyCode: 'DKK', languageCode: 'da' };

describe('list configuration from block parameters', () => {
  it('uses the defaults: products, area facets and sortings, 24 per page, product-list, the default endpoint', () => {
    expect(listSetup({}, defaults)).toEqual({
      listReference: 'products',
      urlState: true,
      title: undefined,
      configuration: {
        facets: FACETS,
        sortingOptions: SORTINGS,
        pageSize: 24,
        endpoint: DEFAULT_SEARCH_ENDPOINT,
        lookupTemplate: 'product-list',
        search: {},
      },
    });
    expect(DEFAULT_SEARCH_ENDPOINT).toBe('/api/Product/GetProductsBySearch');
  });

  it('takes the block parameters; an explicit empty list of facets means none', () => {
    const setup = listSetup(
      {
        listReference: 'frontpage',
        pageSize: 8,
        title: ' Popular ',
        lookupTemplate: 'frontpage',
        facets: [],
        sortingOptions: [SORTINGS[2]],
        search: { categoryId: 'c-9', brandId: 4, productIds: ['P-1', 3], other: 'x' },
        endpoint: '/api/Custom/Search',
      },
      defaults,
    );
    expect(setup).toEqual({
      listReference: 'frontpage',
      urlState: false,
      title: 'Popular',
      configuration: {
        facets: [],
        sortingOptions: [SORTINGS[2]],
        pageSize: 8,
        endpoint: '/api/Custom/Search',
        lookupTemplate: 'frontpage',
        search: { categoryId: 'c-9', brandId: 4, productIds: ['P-1'] },
      },
    });
  });

  it('only the main list keeps URL state, unless urlState says otherwise', () => {
    expect(listSetup({ listReference: 'products' }, null).urlState).toBe(true);
    expect(listSetup({ listReference: 'related' }, null).urlState).toBe(false);
    expect(listSetup({ listReference: 'related', urlState: true }, null).urlState).toBe(true);
    expect(listSetup({ urlState: false }, null).urlState).toBe(false);
  });

  it('works without area data', () => {
    expect(listSetup({}, null).configuration).toMatchObject({ facets: [], sortingOptions: [] });
  });

  it.each([[0], [-5], [2.5], ['abc'], [null]])('an invalid pageSize %p gives 24', (pageSize) => {
    expect(listSetup({ pageSize }, null).configuration.pageSize).toBe(24);
  });

  it('caps the page size at the server limit and reads numeric strings', () => {
    expect(listSetup({ pageSize: 5000 }, null).configuration.pageSize).toBe(200);
    expect(listSetup({ pageSize: '12' }, null).configuration.pageSize).toBe(12);
  });

  it('keeps only well-formed facets and sortings', () => {
    expect(
      readFacets([
        { type: 'CheckboxOr', field: 'brand', queryField: 'brand' },
        { type: 'Radio', field: 'x', queryField: 'x' },
        { type: 'Slider', field: 'price' },
        'junk',
      ]),
    ).toEqual([
      { type: 'CheckboxOr', field: 'brand', queryField: 'brand' },
      { type: 'Slider', field: 'price', queryField: 'price' },
    ]);
    expect(readFacets('nope')).toBeUndefined();
    expect(
      readSortingOptions([
        { name: 'Name', queryValue: 'name', sortings: [{ field: 'data.sortOrder', direction: 'Ascending' }] },
        { name: 'Bad', queryValue: 'bad', sortings: [{ field: 'x', direction: 'Sideways' }] },
        { queryValue: 'price', sortings: [{ field: 'price', direction: 'Descending' }] },
      ]),
    ).toEqual([
      { name: 'Name', queryValue: 'name', sortings: [{ field: 'data.sortOrder', direction: 'Ascending' }] },
      { name: 'price', queryValue: 'price', sortings: [{ field: 'price', direction: 'Descending' }] },
    ]);
  });

  it.each([['//evil.example/x'], ['https://evil.example/api'], ['api/relative'], ['/\\evil'], [''], [42]])(
    'a non-same-origin endpoint %p falls back to the default',
    (endpoint) => {
      expect(readEndpoint(endpoint)).toBe(DEFAULT_SEARCH_ENDPOINT);
    },
  );
});

describe('GetProductsBySearch request of a list state', () => {
  const configuration = listSetup({ pageSize: 12, search: { categoryId: 'c-1' } }, defaults).configuration;

  it('page 1 by name, no free text, no facets', () => {
    expect(buildSearchRequest(configuration, INITIAL_LIST_STATE, area)).toEqual({
      area,
      facets: FACETS.map(({ type, field, queryField }) => ({ type, field, queryField })),
      skip: 0,
      take: 12,
      search: { filter: { categoryId: 'c-1' } },
      lookupTemplate: 'product-list',
      sorting: DEFAULT_SORTING,
    });
    expect(DEFAULT_SORTING).toEqual([{ field: 'data.sortOrder', direction: 'Ascending' }]);
  });

  it('skip/take from the page, sorting from s, facets and free text', () => {
    const request = buildSearchRequest(
      configuration,
      { page: 3, sorting: 'relevance', freeText: 'skrue', facets: { brand: ['Bosch'], price: { min: 5 } } },
      area,
    );
    expect(request).toMatchObject({
      skip: 24,
      take: 12,
      sorting: [{ field: '_score', direction: 'Descending' }],
      search: { freeText: 'skrue', filter: { categoryId: 'c-1' }, facets: { brand: ['Bosch'], price: { min: 5 } } },
    });
  });

  it('a related list without sorting options ranks by relatedness; offers and related filters pass through', () => {
    const related = listSetup({ listReference: 'related', search: { relatedTo: '200123' }, sortingOptions: [], facets: [] }, defaults).configuration;
    expect(buildSearchRequest(related, INITIAL_LIST_STATE, area)).toMatchObject({
      search: { filter: { relatedTo: '200123' } },
      sorting: RELATED_SORTING,
    });
    expect(RELATED_SORTING).toEqual([{ field: '_score', direction: 'Descending' }]);
    expect(readFilter({ onOffer: true, relatedTo: ' 7 ' })).toEqual({ onOffer: true, relatedTo: '7' });
    expect(readFilter({ onOffer: 'yes', relatedTo: '' })).toEqual({});
  });

  it('no sorting options: the default sort', () => {
    const bare = listSetup({ sortingOptions: [], facets: [] }, defaults).configuration;
    expect(buildSearchRequest(bare, { ...INITIAL_LIST_STATE, sorting: 'price-asc' }, area).sorting).toEqual(DEFAULT_SORTING);
  });
});

describe('response normalisation', () => {
  it('an empty (204) reply is an empty result', () => {
    expect(normalizeSearchResponse(null)).toEqual({ itemsTotal: 0, items: [], facetOptions: {} });
  });

  it('drops malformed entries', () => {
    expect(
      normalizeSearchResponse({
        itemsTotal: 2,
        items: [{ item: { id: 'P-1' }, score: 1 }, { item: null }, 'x'],
        facetOptions: { brand: [{ key: 'Bosch', count: 2 }, { key: 3 }], bad: 'x' },
      }),
    ).toEqual({ itemsTotal: 2, items: [{ item: { id: 'P-1' }, score: 1 }], facetOptions: { brand: [{ key: 'Bosch', count: 2 }] } });
  });
});

describe('list URLs', () => {
  it('keeps facet commas readable', () => {
    const params = writeListUrl(
      new URLSearchParams('x=1'),
      { page: 2, sorting: null, freeText: 'a b', facets: { brand: ['Bosch', 'Makita'], price: { min: 1, max: 9 } } },
      FACETS,
    );
    expect(listSearchString(params)).toBe('?x=1&q=a+b&p=2&brand=Bosch,Makita&price=1,9');
    expect(listSearchString(new URLSearchParams())).toBe('');
  });
});

describe('paging', () => {
  it('counts the pages that have products', () => {
    expect(pageCount(0, 24)).toBe(1);
    expect(pageCount(48, 24)).toBe(2);
    expect(pageCount(49, 24)).toBe(3);
  });

  it.each([
    [1, 1, [1]],
    [1, 5, [1, 2, 3, 4, 5]],
    [4, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 20, [1, 2, 3, 4, 5, 'gap', 20]],
    [4, 20, [1, 2, 3, 4, 5, 'gap', 20]],
    [5, 20, [1, 'gap', 4, 5, 6, 'gap', 20]],
    [10, 20, [1, 'gap', 9, 10, 11, 'gap', 20]],
    [17, 20, [1, 'gap', 16, 17, 18, 19, 20]],
    [20, 20, [1, 'gap', 16, 17, 18, 19, 20]],
    [99, 20, [1, 'gap', 16, 17, 18, 19, 20]],
  ])('page %p of %p → %p', (current, total, items) => {
    expect(pageItems(current, total)).toEqual(items);
  });
});
