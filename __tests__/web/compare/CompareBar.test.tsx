import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { LanguageCode } from '../../../src/api/types';
import { CompareBar } from '../../../src/features/compare/CompareBar';
import { compareAdded, selectCompareIds } from '../../../src/features/compare/compareSlice';
import { productsReceived } from '../../../src/features/product/productSlice';
import { json, makeProduct, mockServer, shopStore } from '../product/fixtures';
import { LocationDisplay } from '../layout/fixtures';
import { renderWithProviders } from '../renderWithProviders';

function setup({ locale = 'en', ids = [] as string[], known = [] as string[], url = '/en' } = {}) {
  const store = shopStore({ locale: locale as LanguageCode });
  store.dispatch(productsReceived(known.map((id) => makeProduct({ id, name: `Product ${id}` }))));
  for (const id of ids) store.dispatch(compareAdded(id));
  renderWithProviders(
    <>
      <CompareBar />
      <Routes>
        <Route path="*" element={<LocationDisplay />} />
      </Routes>
    </>,
    { store, initialEntries: [url] },
  );
  return store;
}

describe('CompareBar', () => {
  beforeEach(() => {
    mockServer({});
  });

  it('is not shown while no product is held', () => {
    setup();
    expect(screen.queryByRole('region', { name: 'Products to compare' })).not.toBeInTheDocument();
  });

  it('shows the held products with remove buttons, the Compare (n/3) link and Clear', async () => {
    const store = setup({ ids: ['A', 'B'], known: ['A', 'B'] });
    const bar = screen.getByRole('region', { name: 'Products to compare' });
    expect(within(bar).getByText('Product A')).toBeInTheDocument();
    expect(within(bar).getByText('Product B')).toBeInTheDocument();
    const link = within(bar).getByRole('link', { name: 'Compare (2/3)' });
    expect(link).toHaveAttribute('href', '/en/product-comparison');

    await userEvent.click(within(bar).getByRole('button', { name: 'Remove Product A from the comparison' }));
    expect(selectCompareIds(store.getState())).toEqual(['B']);
    expect(within(bar).getByRole('link', { name: 'Compare (1/3)' })).toBeInTheDocument();

    await userEvent.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent('/en/product-comparison');
  });

  it('clears the comparison', async () => {
    const store = setup({ ids: ['A', 'B', 'C'], known: ['A', 'B', 'C'] });
    expect(screen.getByRole('link', { name: 'Compare (3/3)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(selectCompareIds(store.getState())).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Products to compare' })).not.toBeInTheDocument();
  });

  it.each([
    ['da', '/', '/produkt-sammenligning'],
    ['sv', '/sv', '/sv/ecom/productComparison'],
  ])('links to the localised comparison route (%s)', (locale, url, href) => {
    setup({ locale, url, ids: ['A'], known: ['A'] });
    expect(screen.getByRole('link', { name: /\(1\/3\)/ })).toHaveAttribute('href', href);
  });

  it('is hidden on the comparison page itself', () => {
    setup({ ids: ['A'], known: ['A'], url: '/en/product-comparison' });
    expect(screen.queryByRole('region', { name: 'Products to compare' })).not.toBeInTheDocument();
  });

  it('loads products it does not know and drops ids whose products no longer exist', async () => {
    const fetchMock = mockServer({
      '/api/Product/GetProductsByIds': () => json(200, { items: { B: makeProduct({ id: 'B', name: 'Loaded B' }) } }),
    });
    const store = setup({ ids: ['A', 'B', 'GONE'], known: ['A'] });
    expect(await screen.findByText('Loaded B')).toBeInTheDocument();
    await waitFor(() => expect(selectCompareIds(store.getState())).toEqual(['A', 'B']));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(fetchMock.mock.calls[0]![0].json()).resolves.toMatchObject({ ids: ['B', 'GONE'] });
    expect(screen.getByRole('link', { name: 'Compare (2/3)' })).toBeInTheDocument();
  });
});
