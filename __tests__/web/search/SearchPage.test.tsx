import { screen, waitFor, within } from '@testing-library/react';
import { searchBoxChanged, selectContainer } from '../../../src/features/search/searchSlice';
import SearchPage from '../../../src/features/productList/SearchPage';
import { renderWithProviders } from '../renderWithProviders';
import { FACETS, mockFetch, RouterProbe, searchStore } from './fixtures';

function renderPage(url: string, box?: 'searching') {
  const store = searchStore();
  if (box) store.dispatch(searchBoxChanged(box));
  const states: string[] = [store.getState().search.box];
  store.subscribe(() => {
    const next = store.getState().search.box;
    if (states[states.length - 1] !== next) states.push(next);
  });
  renderWithProviders(
    <>
      <SearchPage />
      <RouterProbe />
    </>,
    { store, initialEntries: [url] },
  );
  return { store, states };
}

describe('SearchPage', () => {
  it('searches the free text q with the area default facets and sortings', async () => {
    const api = mockFetch();
    const { store } = renderPage('/en/search?q=skrue');
    expect(screen.getByRole('heading', { level: 1, name: 'Search results for “skrue”' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(24));
    expect(screen.getByText('25 products')).toBeInTheDocument();
    expect(api.bodies()).toHaveLength(1);
    expect(api.bodies()[0]).toEqual({
      area: { areaId: 'b2b', currencyCode: 'DKK', languageCode: 'en' },
      facets: FACETS.map(({ type, field, queryField }) => ({ type, field, queryField })),
      skip: 0,
      take: 24,
      search: { freeText: 'skrue' },
      lookupTemplate: 'product-list',
      // With free text the default sorting is relevance.
      sorting: [{ field: '_score', direction: 'Descending' }],
    });
    // Relevance is offered because there is free text, and selected.
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(within(sort).getByRole('option', { name: 'Relevance' })).toBeInTheDocument();
    expect(sort).toHaveValue('relevance');
    await waitFor(() => expect(document.title).toBe('Search results for “skrue” | B2B Shop'));
    await waitFor(() => expect(selectContainer(store.getState(), 'products').freeTextSearch).toBe('skrue'));
  });

  it('shows all products without q, without free text and relevance', async () => {
    const api = mockFetch();
    renderPage('/en/search');
    expect(screen.getByRole('heading', { level: 1, name: 'All products' })).toBeInTheDocument();
    expect(await screen.findByText('50 products')).toBeInTheDocument();
    expect(api.bodies()[0]!.search).toEqual({});
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(within(sort).queryByRole('option', { name: 'Relevance' })).toBeNull();
    await waitFor(() => expect(document.title).toBe('All products | B2B Shop'));
  });

  it('completes a searching header search box when the results of q arrive (then the saga reverts it)', async () => {
    mockFetch();
    const { store, states } = renderPage('/en/search?q=bolt', 'searching');
    await screen.findAllByRole('article');
    await waitFor(() => expect(states).toEqual(['searching', 'searchcomplete']));
    await waitFor(() => expect(store.getState().search.box).toBe('nosearch'), { timeout: 2000 });
  });

  it('leaves an idle search box alone', async () => {
    mockFetch();
    const { states } = renderPage('/en/search?q=bolt');
    await screen.findAllByRole('article');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(states).toEqual(['nosearch']);
  });

  it('shows an empty state for a text without matches', async () => {
    mockFetch();
    renderPage('/en/search?q=nothing');
    expect(await screen.findByText('No products match “nothing”.')).toBeInTheDocument();
    expect(screen.getByText('0 products')).toBeInTheDocument();
  });
});
