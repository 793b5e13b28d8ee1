import {
  hasFilters,
  isIsoDate,
  listSearch,
  NO_FILTERS,
  parseListParams,
  searchOptionsOf,
  writeListParams,
} from '../../../src/features/customerCentre/listQuery';

const parse = (query: string) => parseListParams(new URLSearchParams(query));

describe('customer-centre list URL state', () => {
  it('reads page (p), text (q), dates and the linked document', () => {
    expect(parse('p=3&q=%20PO-77%20&from=2025-03-01&to=2025-03-31&link=inv-1&linkNo=300001')).toEqual({
      page: 3,
      search: 'PO-77',
      from: '2025-03-01',
      to: '2025-03-31',
      linkId: 'inv-1',
      linkNumber: '300001',
    });
    expect(parse('')).toEqual(NO_FILTERS);
  });

  it('SPEC §5: a page below 1 or not numeric is 1; malformed dates count as not given', () => {
    expect(parse('p=0').page).toBe(1);
    expect(parse('p=-2').page).toBe(1);
    expect(parse('p=abc').page).toBe(1);
    expect(parse('from=2025-02-30&to=yesterday')).toMatchObject({ from: '', to: '' });
    expect(parse('linkNo=300001').linkNumber).toBe('');
  });

  it('a from date after the to date is read as the range it means (the server refuses it otherwise)', () => {
    expect(parse('from=2025-05-01&to=2025-04-01')).toMatchObject({ from: '2025-04-01', to: '2025-05-01' });
  });

  it('free text is cut to the 200 characters the server takes', () => {
    expect(parse(`q=${'x'.repeat(250)}`).search).toHaveLength(200);
  });

  it('writes only what is set, page 1 left out; round trip', () => {
    expect(writeListParams(NO_FILTERS).toString()).toBe('');
    expect(listSearch(NO_FILTERS)).toBe('');
    const filters = { page: 2, search: 'kabel 3x1,5', from: '2025-01-01', to: '', linkId: 'o-1', linkNumber: '100042' };
    expect(listSearch(filters)).toBe('?q=kabel+3x1%2C5&from=2025-01-01&link=o-1&linkNo=100042&p=2');
    expect(parse(writeListParams(filters).toString())).toEqual(filters);
  });

  it('SPEC §3 search options: never the lines for a list; empty dates and link are null', () => {
    expect(searchOptionsOf(NO_FILTERS)).toEqual({ includeLinesInResult: false, from: null, to: null, search: '', linkId: null });
    expect(searchOptionsOf({ ...NO_FILTERS, search: 'a', from: '2025-01-01', linkId: 'x' })).toEqual({
      includeLinesInResult: false,
      from: '2025-01-01',
      to: null,
      search: 'a',
      linkId: 'x',
    });
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, page: 4 })).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, to: '2025-01-01' })).toBe(true);
  });

  it('knows real calendar dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2025-1-01')).toBe(false);
  });
});
