import { renderApp } from '../renderWithProviders';
import { act, screen, waitFor } from '@testing-library/react';
import { expectConsole } from '../../consoleGuard';
import userEvent from '@testing-library/user-event';
import type { AreaSettings, ContentResponse, Page, SiteConfiguration, User } from '../../../src/api/types';
import { AFTER_FIRST_PAINT_MS } from '../../../src/app/AfterFirstPaint';
import { samePageKeepsData } from '../../../src/app/routes';
import { makeStore } from '../../../src/app/store';
import { selectToken, tokenReceived, userLoaded } from '../../../src/features/user/userSlice';

const site: SiteConfiguration = {
  hostname: '*', areaId: 'b2b', apiUri: '/api', publicApiUri: '', publicCmsUri: '', noindex: false, titlePostfix: ' | Test Shop',
};
const area: AreaSettings = {
  area: { id: 'b2b', name: 'B2B', currencyCode: 'DKK', defaultLanguage: 'da' },
  domains: [], languages: [], footerContent: [], defaultFacets: [], sortingOptions: [], imagePrefix: 'products',
  menus: {
    primary: [],
    secondary: [],
    categories: [
      { id: 'c1', name: 'Tools', url: '/en/tools', externalLink: null, parentId: null, menus: ['categories'], children: [] },
    ],
  },
};
const page = (over: Partial<Page>): Page => ({
  id: 'p', parentId: null, type: 'page', title: 'Page', description: '', url: '/en', menuTitle: '', properties: {}, urls: {}, content: [], ...over,
});
const pages: Record<string, ContentResponse> = {
  '/en': { contentType: 'other', statusCode: 200, content: page({ id: 'home', type: 'frontpage', title: 'Welcome', content: [{ id: 'h', type: 'header', parameters: { text: 'Hello trade customers', level: 1 } }] }) },
  '/en/tools': { contentType: 'category', statusCode: 200, content: page({ id: 'tools', type: 'category', title: '', url: '/en/tools', content: [{ id: 't', type: 'textBox', parameters: { text: 'All tools' } }] }) },
};

interface Call {
  method: string;
  path: string;
  auth: string | null;
}

function mockApi(options: { content?: (path: string) => Response | undefined } = {}) {
  const calls: Call[] = [];
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const request = input instanceof Request ? input : new Request(input);
    const url = new URL(request.url);
    calls.push({ method: request.method, path: url.pathname, auth: request.headers.get('Authorization') });
    switch (url.pathname) {
      case '/api/User/GenerateNotLoggedInToken':
        return json({ token: 'anon-token', tokenType: 'Bearer', expiresAt: new Date(Date.now() + 3600_000).toISOString() });
      case '/api/Site/GetSiteConfiguration':
        return json(site);
      case '/api/Area/GetAreaByDomain':
        return json(area);
      case '/api/Content/GetTranslationsByAreaId':
        return json({});
      case '/api/Content/GetContentByUrl': {
        const path = url.searchParams.get('Url') ?? '';
        const custom = options.content?.(path);
        if (custom) return custom;
        return json(pages[path] ?? { contentType: 'other', content: null, statusCode: 404 });
      }
      default:
        return json({ message: 'Not Found' }, 404);
    }
  }) as typeof fetch;
  return calls;
}


describe('router', () => {
  it('renders the home page from its blocks, with the page title and the site postfix', async () => {
    const calls = mockApi();
    const { store } = renderApp('/en');
    expect(await screen.findByRole('heading', { name: 'Hello trade customers' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Welcome | Test Shop'));
    // No stored token: an anonymous token is generated first and used for the following calls.
    expect(calls[0]!.path).toBe('/api/User/GenerateNotLoggedInToken');
    expect(calls.find((c) => c.path === '/api/Content/GetContentByUrl')?.auth).toBe('Bearer anon-token');
    expect(selectToken(store.getState())).toMatchObject({ token: 'anon-token', anonymous: true });
  });

  it("in the browser, a visitor's anonymous token is asked for once the first page has been shown, not before it", async () => {
    const calls = mockApi();
    const { store } = renderApp('/en', makeStore(), { routeOptions: { anonymousTokenAfterPaint: true } });
    expect(await screen.findByRole('heading', { name: 'Hello trade customers' })).toBeInTheDocument();
    const shown = calls.length;
    // The first page's calls went without a token (the server treats them as an anonymous visitor's).
    expect(calls.some((c) => c.path === '/api/User/GenerateNotLoggedInToken')).toBe(false);
    expect(calls.find((c) => c.path === '/api/Content/GetContentByUrl')?.auth).toBeNull();
    await waitFor(() => expect(selectToken(store.getState())).toMatchObject({ token: 'anon-token', anonymous: true }), {
      timeout: AFTER_FIRST_PAINT_MS + 2000,
    });
    expect(calls.findIndex((c) => c.path === '/api/User/GenerateNotLoggedInToken')).toBeGreaterThanOrEqual(shown);
  });

  it('uses the last breadcrumb as title when the page has none', async () => {
    mockApi();
    renderApp('/en/tools');
    expect(await screen.findByText('All tools')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Tools | Test Shop'));
  });

  it('reuses a stored token that has not expired', async () => {
    const calls = mockApi();
    const store = makeStore();
    store.dispatch(tokenReceived({ response: { token: 'kept', tokenType: 'Bearer', expiresAt: new Date(Date.now() + 3600_000).toISOString() }, anonymous: true }));
    renderApp('/en', store);
    await screen.findByRole('heading', { name: 'Hello trade customers' });
    expect(calls.some((c) => c.path === '/api/User/GenerateNotLoggedInToken')).toBe(false);
    expect(calls.every((c) => c.auth === 'Bearer kept')).toBe(true);
  });

  it('shows the 404 page with a link home for an unknown URL', async () => {
    mockApi();
    renderApp('/en/no-such-page');
    expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
    expect(screen.getByText('Error 404')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/en');
  });

  it.each([
    ['/en/ecom/productComparison', '/en/product-comparison'],
    ['/en/produkt-sammenligning', '/en/product-comparison'],
    ['/en/product-comparison', '/en/product-comparison'],
  ])('shows the comparison at %s (one path per language, the other forms redirect to it)', async (url, canonical) => {
    mockApi();
    const { router } = renderApp(`${url}?from=test`);
    expect(await screen.findByRole('heading', { name: 'Product comparison', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(canonical);
    expect(router.state.location.search).toBe('?from=test');
  });

  it('redirects to the comparison when the app navigates to another form of its path', async () => {
    mockApi();
    const { router } = renderApp('/en');
    await screen.findByRole('heading', { name: 'Hello trade customers' });
    await act(() => router.navigate('/en/ecom/productComparison'));
    expect(await screen.findByRole('heading', { name: 'Product comparison', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/en/product-comparison');
  });

  it('shows Forbidden with status 403 and the unexpected server error with status 500', async () => {
    // The error page logs a server error for the developer console (src/app/ErrorPage.tsx).
    expectConsole('error', /status: 500/);
    mockApi({
      content: (path) =>
        path === '/en/secret'
          ? new Response('{}', { status: 403, headers: { 'content-type': 'application/json' } })
          : path === '/en/broken'
            ? new Response('{"message":"db"}', { status: 500, headers: { 'content-type': 'application/json' } })
            : undefined,
    });
    const { router } = renderApp('/en/secret');
    expect(await screen.findByRole('heading', { name: 'Forbidden' })).toBeInTheDocument();
    expect(screen.getByText('Error 403')).toBeInTheDocument();
    // No error page is a dead end (issue 16): home, and back to the page before.
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/en');
    await act(() => router.navigate('/en/broken'));
    expect(await screen.findByRole('heading', { name: 'An unexpected server error occurred.' })).toBeInTheDocument();
    expect(screen.getByText('Error 500')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to the previous page' }));
    expect(await screen.findByRole('heading', { name: 'Forbidden' })).toBeInTheDocument();
  });

  it('redirects an impostor (role impersonation, no impersonator name) to the impersonation page', async () => {
    mockApi();
    const store = makeStore();
    const impostor: User = { name: 'Sofie Sælger', roles: ['impersonation'], customerNumber: null, extraInfo: {} };
    store.dispatch(tokenReceived({ response: { token: 'rep', tokenType: 'Bearer', expiresAt: new Date(Date.now() + 3600_000).toISOString() }, anonymous: false }));
    store.dispatch(userLoaded(impostor));
    // GetUser refreshes the stored user at start.
    const original = globalThis.fetch;
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
      const request = input instanceof Request ? input : new Request(input);
      if (new URL(request.url).pathname === '/api/User/GetUser') {
        return new Response(JSON.stringify(impostor), { status: 200, headers: { 'content-type': 'application/json' } });
      }
      return original(input);
    }) as typeof fetch;
    const { router } = renderApp('/en/tools', store);
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/impersonation'));
  });
});

describe('content route revalidation', () => {
  const args = (current: string, next: string, defaultShouldRevalidate = true) =>
    ({
      currentUrl: new URL(`http://localhost${current}`),
      nextUrl: new URL(`http://localhost${next}`),
      defaultShouldRevalidate,
      currentParams: {},
      nextParams: {},
    }) as unknown as Parameters<typeof samePageKeepsData>[0];

  it('keeps the page data when only the list state in the query string changes', () => {
    expect(samePageKeepsData(args('/en/tools', '/en/tools?brand=Bosch'))).toBe(false);
    expect(samePageKeepsData(args('/en/tools?p=2', '/en/tools?p=3'))).toBe(false);
  });
  it('loads another page, and refreshes the same URL', () => {
    expect(samePageKeepsData(args('/en/tools', '/en/screws'))).toBe(true);
    expect(samePageKeepsData(args('/en/tools', '/en/tools'))).toBe(true);
  });
});
