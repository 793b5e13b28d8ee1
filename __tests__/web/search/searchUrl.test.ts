import type { Facet, SortingOption } from '../../../src/api/types';
import {
  availableSortings,
  parseListUrl,
  parsePage,
  parseSlider,
  selectedSorting,
  withFacet,
  withoutFacets,
  writeListUrl,
} from '../../../common/search/url';

const facets: Facet[] = [
  { type: 'CheckboxOr', field: 'brand', queryField: 'brand' },
  { type: 'CheckboxAnd', field: 'specs.features', queryField: 'features' },
  { type: 'Slider', field: 'price', queryField: 'price' },
];
const sortings: SortingOption[] = [
  { name: 'Name', queryValue: 'name', sortings: [{ field: 'data.sortOrder', direction: 'Ascending' }] },
  { name: 'Relevance', queryValue: 'relevance', sortings: [{ field: '_score', direction: 'Descending' }] },
  { name: 'Price', queryValue: 'price-asc', sortings: [{ field: 'price', direction: 'Ascending' }] },
];

describe('SPEC §5 page number', () => {
  it.each([
    [null, 1], ['1', 1], ['3', 3], ['0', 1], ['-2', 1], ['abc', 1], ['2x', 1], ['', 1], [' 4 ', 4], ['1.5', 1],
  ])('p=%p → %p', (value, expected) => {
    expect(parsePage(value)).toBe(expected);
  });
});

describe('SPEC §5 slider values', () => {
  it.each([
    ['10,50', { min: 10, max: 50 }],
    ['10,', { min: 10 }],
    [',50', { max: 50 }],
    ['abc,50', { max: 50 }],
    ['10', null],
    ['10,20,30', null],
    ['a,b', null],
    [null, null],
  ])('%p → %p', (value, expected) => {
    expect(parseSlider(value)).toEqual(expected);
  });
});

describe('list URL state', () => {
  it('reads q, p, s and one parameter per facet with comma-joined values', () => {
    const state = parseListUrl(new URLSearchParams('q=skrue&p=2&s=price-asc&brand=Bosch,Makita&features=Rustfri&price=10,100&other=x'), facets);
    expect(state).toEqual({
      page: 2,
      sorting: 'price-asc',
      freeText: 'skrue',
      facets: { brand: ['Bosch', 'Makita'], 'specs.features': ['Rustfri'], price: { min: 10, max: 100 } },
    });
  });

  it('ignores a slider value without exactly two parts', () => {
    expect(parseListUrl(new URLSearchParams('price=10'), facets).facets).toEqual({});
  });

  it('writes the state back, keeping unrelated parameters, and round-trips', () => {
    const state = parseListUrl(new URLSearchParams('brand=Bosch,Makita&price=,100&p=3&s=name'), facets);
    const written = writeListUrl(new URLSearchParams('utm=1&brand=old'), state, facets);
    expect(written.toString()).toBe('utm=1&p=3&s=name&brand=Bosch%2CMakita&price=%2C100');
    expect(parseListUrl(written, facets)).toEqual(state);
  });

  it('changing a facet or clearing facets resets to page 1', () => {
    const state = parseListUrl(new URLSearchParams('p=4&brand=Bosch'), facets);
    expect(withFacet(state, 'brand', ['Bosch', 'Makita']).page).toBe(1);
    expect(withFacet(state, 'price', { min: 5 }).page).toBe(1);
    expect(withFacet(state, 'brand', []).facets).toEqual({});
    expect(withoutFacets(state)).toMatchObject({ page: 1, facets: {} });
  });
});

describe('SPEC §5 sorting options', () => {
  it('offers relevance sortings only with free text', () => {
    expect(availableSortings(sortings, '').map((s) => s.queryValue)).toEqual(['name', 'price-asc']);
    expect(availableSortings(sortings, 'skrue').map((s) => s.queryValue)).toEqual(['name', 'relevance', 'price-asc']);
  });
  it('falls back to the default sorting: relevance with free text, else the first available one', () => {
    expect(selectedSorting(sortings, '', 'relevance')?.queryValue).toBe('name');
    expect(selectedSorting(sortings, 'x', 'relevance')?.queryValue).toBe('relevance');
    expect(selectedSorting(sortings, '', null)?.queryValue).toBe('name');
    expect(selectedSorting(sortings, 'screw', null)?.queryValue).toBe('relevance');
    expect(selectedSorting(sortings, 'screw', 'unknown')?.queryValue).toBe('relevance');
    expect(selectedSorting(sortings, '  ', null)?.queryValue).toBe('name');
    // A chosen sorting stays chosen with free text.
    expect(selectedSorting(sortings, 'screw', 'price-asc')?.queryValue).toBe('price-asc');
    // Without a relevance option the first one stays the default.
    expect(selectedSorting(sortings.filter((o) => o.queryValue !== 'relevance'), 'screw', null)?.queryValue).toBe('name');
  });
});
