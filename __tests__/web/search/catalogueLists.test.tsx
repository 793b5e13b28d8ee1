/**
 * Issue 9 in the storefront: the product page's 'Related products' list asks for the page's product's related
 * products (not a fixed list), a brand link (/search?brand=…) selects the brand facet, and a customer's search
 * results are cached apart from an anonymous visitor's (price sorting follows the caller's prices).
 */
import { screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import type { ContentResponse } from '../../../src/api/types';
import { pageLoaded } from '../../../src/features/content/contentSlice';
import { ProductListBlock } from '../../../src/features/productList/ProductListBlock';
import { withRelatedProduct } from '../../../common/search/pageLists';
import SearchPage from '../../../src/features/productList/SearchPage';
import { tokenReceived, userLoaded } from '../../../src/features/user/userSlice';
import { renderWithProviders } from '../renderWithProviders';
import { CATALOGUE, fakeSearch, json, mockFetch, searchStore } from './fixtures';

const productPage = (id: string): ContentResponse => ({
  contentType: 'product',
  statusCode: 200,
  product: CATALOGUE.find((p) => p.id === id)!,
  content: {
    id: `product-${id}`,
    parentId: null,
    type: 'product',
    title: id,
    description: '',
    url: `/en/tools/${id}`,
    menuTitle: id,
    properties: { productId: id },
    urls: {},
    content: [],
  },
});

const relatedBlock = {
  id: 'p-en-product-b2',
  type: 'productList' as const,
  parameters: { listReference: 'related', pageSize: 4, title: 'Related products', search: {}, facets: [], sortingOptions: [] },
};

describe('related products on a product page', () => {
  it('fills in the page’s product unless the block names one, and only for the related list', () => {
    expect(withRelatedProduct({ listReference: 'related', search: {} }, 'P-007')).toEqual({
      listReference: 'related',
      search: { relatedTo: 'P-007' },
    });
    expect(withRelatedProduct({ listReference: 'related', search: { relatedTo: 'X' } }, 'P-007')).toEqual({
      listReference: 'related',
      search: { relatedTo: 'X' },
    });
    expect(withRelatedProduct({ listReference: 'frontpage', search: {} }, 'P-007')).toEqual({ listReference: 'frontpage', search: {} });
    expect(withRelatedProduct({ listReference: 'related', search: {} }, undefined)).toEqual({ listReference: 'related', search: {} });
  });

  it('asks for the related products of the product shown, ranked by relatedness, and again for the next product', async () => {
    const api = mockFetch();
    const store = searchStore();
    store.dispatch(pageLoaded({ path: '/en/tools/p-007', content: productPage('P-007') }));
    renderWithProviders(<ProductListBlock block={relatedBlock} />, { store, initialEntries: ['/en/tools/p-007'] });
    await waitFor(() => expect(api.bodies()).toHaveLength(1));
    expect(api.bodies()[0]).toMatchObject({
      take: 4,
      search: { filter: { relatedTo: 'P-007' } },
      sorting: [{ field: '_score', direction: 'Descending' }],
    });
    act(() => {
      store.dispatch(pageLoaded({ path: '/en/tools/p-012', content: productPage('P-012') }));
    });
    await waitFor(() => expect(api.bodies().at(-1)?.search.filter).toEqual({ relatedTo: 'P-012' }));
    expect(await screen.findByRole('heading', { name: 'Related products' })).toBeInTheDocument();
  });
});

describe('brand links', () => {
  it('/search?brand=Bosch lists the brand’s products with the brand facet selected and no free text', async () => {
    const api = mockFetch();
    renderWithProviders(<SearchPage />, { store: searchStore(), initialEntries: ['/en/search?brand=Bosch'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bosch' })).toBeInTheDocument();
    await waitFor(() => expect(api.bodies()).toHaveLength(1));
    expect(api.bodies()[0]!.search).toEqual({ facets: { brand: ['Bosch'] } });
    expect(api.bodies()[0]!.sorting).toEqual([{ field: 'data.sortOrder', direction: 'Ascending' }]);
    const bosch = await screen.findByRole('checkbox', { name: /Bosch/ });
    expect(bosch).toBeChecked();
    await waitFor(() => expect(document.title).toBe('Bosch | B2B Shop'));
  });

  it('keeps the search heading when there is free text or more than one brand', async () => {
    mockFetch();
    renderWithProviders(<SearchPage />, { store: searchStore(), initialEntries: ['/en/search?brand=Bosch,Makita'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'All products' })).toBeInTheDocument();
  });
});

describe('prices of the caller', () => {
  it('a customer’s results are not the anonymous visitor’s cached ones: logging in searches again', async () => {
    // Logged in, the tiles ask for the customer's prices: none here (this test is about the searches).
    const api = mockFetch((body, request) => (request.url.endsWith('/GetPrices') ? json({ prices: [] }) : json(fakeSearch(body))));
    const searches = () => api.bodies().filter((_, i) => api.urls()[i]!.endsWith('/GetProductsBySearch'));
    const store = searchStore();
    renderWithProviders(<SearchPage />, { store, initialEntries: ['/en/search?s=price-asc'] });
    await waitFor(() => expect(searches()).toHaveLength(1));
    act(() => {
      store.dispatch(tokenReceived({ response: { token: 't', tokenType: 'Bearer', expiresAt: '2099-01-01T00:00:00Z' }, anonymous: false }));
      store.dispatch(
        userLoaded({ name: 'Mette', roles: ['customer'], customerNumber: '10001', extraInfo: { impersonatorName: null } }),
      );
    });
    // The same request again (the server sorts by the caller's prices, known from the token).
    await waitFor(() => expect(searches()).toHaveLength(2));
    expect(searches()[1]).toEqual(searches()[0]);
  });
});
