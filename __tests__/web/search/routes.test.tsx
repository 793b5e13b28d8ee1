import { renderApp } from '../renderWithProviders';
/** The search screen and the category page's product list inside the app's real routes (data router). */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContentResponse, Page, ProductSearchRequest, SiteConfiguration } from '../../../src/api/types';
import { AREA, CMS_TEXTS, fakeSearch, json } from './fixtures';

const site: SiteConfiguration = {
  hostname: '*', areaId: 'b2b', apiUri: '/api', publicApiUri: '', publicCmsUri: '', noindex: false, titlePostfix: ' | Test Shop',
};

const categoryPage: Page = {
  id: 'tools', parentId: null, type: 'category', title: 'Tools', description: '', url: '/en/tools', menuTitle: '',
  properties: {}, urls: {},
  content: [
    { id: 'h', type: 'header', parameters: { text: 'Tools', level: 1 } },
    { id: 'l', type: 'productList', parameters: { listReference: 'products', pageSize: 12, search: { categoryId: 'c-tools' } } },
  ],
};

interface Call {
  path: string;
  body?: ProductSearchRequest;
}

function mockApi() {
  const calls: Call[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const request = input instanceof Request ? input : new Request(input);
    const url = new URL(request.url);
    switch (url.pathname) {
      case '/api/User/GenerateNotLoggedInToken':
        calls.push({ path: url.pathname });
        return json({ token: 'anon', tokenType: 'Bearer', expiresAt: new Date(Date.now() + 3600_000).toISOString() });
      case '/api/Site/GetSiteConfiguration':
        calls.push({ path: url.pathname });
        return json(site);
      case '/api/Area/GetAreaByDomain':
        calls.push({ path: url.pathname });
        return json(AREA);
      case '/api/Content/GetTranslationsByAreaId':
        calls.push({ path: url.pathname });
        return json(CMS_TEXTS);
      case '/api/Content/GetContentByUrl': {
        calls.push({ path: url.pathname });
        const found = url.searchParams.get('Url') === '/en/tools';
        const response: ContentResponse = found
          ? { contentType: 'category', content: categoryPage, statusCode: 200 }
          : { contentType: 'other', content: null, statusCode: 404 };
        return json(response);
      }
      case '/api/Product/GetProductsBySearch': {
        const body = (await request.clone().json()) as ProductSearchRequest;
        calls.push({ path: url.pathname, body });
        return json(fakeSearch(body));
      }
      default:
        calls.push({ path: url.pathname });
        return json({ message: 'Not Found' }, 404);
    }
  }) as typeof fetch;
  return calls;
}


const paths = (calls: Call[]) => calls.map((c) => c.path);

describe('search route and category product list', () => {
  it('the search route /en/search?q= shows the results of q', async () => {
    const calls = mockApi();
    renderApp('/en/search?q=skrue');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search results for “skrue”' })).toBeInTheDocument();
    expect(await screen.findByText('25 products')).toBeInTheDocument();
    expect(calls.find((c) => c.body)?.body?.search).toEqual({ freeText: 'skrue' });
    await waitFor(() => expect(document.title).toBe('Search results for “skrue” | Test Shop'));
  });

  it('a category page requests its products right after its content, and a facet toggle is one request', async () => {
    const calls = mockApi();
    const user = userEvent.setup();
    const { router } = renderApp('/en/tools');
    expect(await screen.findByText('50 products')).toBeInTheDocument();
    // One round trip after the content: the search is the next call.
    const content = paths(calls).lastIndexOf('/api/Content/GetContentByUrl');
    expect(paths(calls).slice(content + 1)).toEqual(['/api/Product/GetProductsBySearch']);
    expect(calls.filter((c) => c.body)).toHaveLength(1);
    expect(calls.find((c) => c.body)?.body?.search.filter).toEqual({ categoryId: 'c-tools' });

    const before = calls.length;
    await user.click(within(screen.getByRole('group', { name: 'Brand' })).getByRole('checkbox', { name: /^Bosch/ }));
    expect(await screen.findByText('16 products')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?brand=Bosch');
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Only the search: the page content is not loaded again for a query change.
    expect(paths(calls).slice(before)).toEqual(['/api/Product/GetProductsBySearch']);
  });

  it('the header search goes to the search page and shows the results', async () => {
    mockApi();
    const user = userEvent.setup();
    const { router, store } = renderApp('/en/tools');
    await screen.findByText('50 products');
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'bolt{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search results for “bolt”' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/en/search');
    expect(await screen.findByText('25 products')).toBeInTheDocument();
    await waitFor(() => expect(store.getState().search.box).toBe('nosearch'), { timeout: 2500 });
  });
});
