import { screen, waitFor } from '@testing-library/react';
import type { Block, ContentResponse } from '../../../src/api/types';
import { BlockRenderer } from '../../../src/features/content/blocks';
import '../../../src/app/contentScreen'; // registers the productList block
import { productListParameters } from '../../../common/search/pageLists';
import { prefetchContentLists, prefetchSearchPage } from '../../../src/features/productList/prefetch';
import SearchPage from '../../../src/features/productList/SearchPage';
import { renderWithProviders } from '../renderWithProviders';
import { mockFetch, searchStore } from './fixtures';

const list = (id: string, parameters: Record<string, unknown>): Block => ({ id, type: 'productList', parameters });

const page = (content: Block[], extra: Partial<ContentResponse> = {}): ContentResponse => ({
  contentType: 'other',
  statusCode: 200,
  content: { id: 'p', title: 'Tools', url: '/en/tools', content } as unknown as ContentResponse['content'],
  ...extra,
});

describe('productListParameters', () => {
  it('finds the lists of a page, nested ones too, in page order', () => {
    const blocks: Block[] = [
      { id: 'h', type: 'header', parameters: { text: 'Tools' } },
      list('a', { listReference: 'products' }),
      { id: 's', type: 'section', parameters: {}, children: [{ id: 'r', type: 'row', parameters: {}, children: [list('b', { listReference: 'teaser' })] }] },
    ];
    expect(productListParameters(blocks)).toEqual([{ listReference: 'products' }, { listReference: 'teaser' }]);
    expect(productListParameters(undefined)).toEqual([]);
  });
});

const preloads = () =>
  Array.from(document.head.querySelectorAll('link[rel="preload"][as="image"]'), (link) => [
    link.getAttribute('href'),
    link.getAttribute('fetchpriority'),
  ]);

afterEach(() => document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove()));

describe('prefetching the lists from the page loader', () => {
  it('sends the search the list makes itself, so the rendered list sends none of its own', async () => {
    const fetchMock = mockFetch();
    const store = searchStore();
    const blocks = [list('l', { listReference: 'products', pageSize: 12, search: { categoryId: 'c-tools' } })];
    // The URL's list state (page 2, a brand) is the main list's.
    prefetchContentLists(store, page(blocks), '?p=2&brand=Bosch');
    await waitFor(() => expect(fetchMock.bodies()).toHaveLength(1));
    expect(fetchMock.bodies()[0]).toMatchObject({
      skip: 12,
      take: 12,
      search: { filter: { categoryId: 'c-tools' }, facets: { brand: ['Bosch'] } },
    });

    // The main list's first tiles' images are preloaded as soon as the products are known (the Bosch products
    // of page 2: P-039, P-042, …), each once.
    await waitFor(() => expect(preloads()).toHaveLength(4));
    expect(preloads()[0]).toEqual([`/images/raw/${Buffer.from('products/P-039.svg').toString('base64url')}`, 'high']);

    renderWithProviders(<BlockRenderer blocks={blocks} />, { store, initialEntries: ['/en/tools?p=2&brand=Bosch'] });
    expect(await screen.findAllByRole('article')).not.toHaveLength(0);
    // The list found the prefetched result (or the request under way): still one request.
    expect(fetchMock.bodies()).toHaveLength(1);
    // The first tile shows the preloaded image.
    const first = document.querySelector('article img');
    expect(first).toHaveAttribute('src', preloads()[0]![0]);
    prefetchContentLists(store, page(blocks), '?p=2&brand=Bosch');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(preloads()).toHaveLength(4);
  });

  it('prefetches a teaser list at page 1 whatever the URL, and the product page’s related list for its product', async () => {
    const fetchMock = mockFetch();
    const store = searchStore();
    const blocks = [list('t', { listReference: 'related', pageSize: 4 })];
    prefetchContentLists(
      store,
      page(blocks, { contentType: 'product', product: { id: 'P-007' } as ContentResponse['product'] }),
      '?p=3',
    );
    await waitFor(() => expect(fetchMock.bodies()).toHaveLength(1));
    expect(fetchMock.bodies()[0]).toMatchObject({ skip: 0, take: 4, search: { filter: { relatedTo: 'P-007' } } });
    // A teaser is further down the page: its images load lazily with its tiles.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(preloads()).toEqual([]);
  });

  it('prefetches the search page’s list with the free text of the URL; the page then sends nothing more', async () => {
    const fetchMock = mockFetch();
    const store = searchStore();
    prefetchSearchPage(store, '?q=skrue');
    await waitFor(() => expect(fetchMock.bodies()).toHaveLength(1));
    expect(fetchMock.bodies()[0]?.search.freeText).toBe('skrue');

    renderWithProviders(<SearchPage />, { store, initialEntries: ['/en/search?q=skrue'] });
    expect(await screen.findAllByRole('article')).not.toHaveLength(0);
    expect(fetchMock.bodies()).toHaveLength(1);
  });

  it('does nothing before the area is known', async () => {
    const fetchMock = mockFetch();
    const store = searchStore();
    const state = store.getState();
    prefetchSearchPage({ dispatch: store.dispatch, getState: () => ({ ...state, website: { ...state.website, area: null } }) }, '');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock.mock).not.toHaveBeenCalled();
  });
});
