import { screen, waitFor } from '@testing-library/react';
import type { AreaSettings, ContentResponse, MenuItem, Page, SiteConfiguration, User } from '../../../src/api/types';
import { makeStore } from '../../../src/app/store';
import { hasBonusLink } from '../../../src/features/content/bonus';
import { tokenReceived, userLoaded } from '../../../src/features/user/userSlice';
import { menuItem } from '../blocks/fixtures';
import { renderApp } from '../renderWithProviders';

const site: SiteConfiguration = {
  hostname: '*', areaId: 'b2b', apiUri: '/api', publicApiUri: '', publicCmsUri: '', noindex: false, titlePostfix: ' | Test Shop',
};
const areaWith = (secondary: MenuItem[]): AreaSettings => ({
  area: { id: 'b2b', name: 'B2B', currencyCode: 'DKK', defaultLanguage: 'da' },
  domains: [], languages: [], footerContent: [], defaultFacets: [], sortingOptions: [], imagePrefix: 'products',
  menus: { primary: [], categories: [], secondary },
});
const page = (over: Partial<Page>): Page => ({
  id: 'p', parentId: null, type: 'page', title: 'Page', description: '', url: '/en', menuTitle: '', properties: {}, urls: {}, content: [], ...over,
});
const heading = (text: string) => [{ id: `h-${text}`, type: 'header' as const, parameters: { text, level: 1 } }];

/** The seeded kinds of content, by URL (what GetContentByUrl answers with the 'page' template). */
const PAGES: Record<string, Page> = {
  '/en': page({ id: 'home', type: 'frontpage', title: 'Welcome', content: heading('Hello trade customers') }),
  '/en/about-us': page({ id: 'about', title: 'About us', url: '/en/about-us', content: heading('About Nordlys') }),
  '/en/links/catalogue': page({ id: 'links', title: 'Catalogue', url: '/en/links/catalogue', content: heading('Our catalogue') }),
  '/en/bonus': page({ id: 'bonus', title: 'Bonus programme', url: '/en/bonus', content: heading('Earn a bonus') }),
  '/en/customer-benefits': page({ id: 'members', title: 'Customer benefits', url: '/en/customer-benefits', content: heading('For our customers') }),
};
/** Members' content (lookup template 'member'): 403 without a login (docs/content-api.md). */
const MEMBERS_ONLY = new Set(['/en/customer-benefits']);

interface Call {
  path: string;
  url: string | null;
  lookupTemplate: string | null;
  auth: string | null;
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function mockApi(secondary: MenuItem[] = [], user: User | null = null) {
  const calls: Call[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const auth = request.headers.get('Authorization');
    calls.push({ path: url.pathname, url: url.searchParams.get('Url'), lookupTemplate: url.searchParams.get('LookupTemplate'), auth });
    switch (url.pathname) {
      case '/api/User/GenerateNotLoggedInToken':
        return json({ token: 'anon-token', tokenType: 'Bearer', expiresAt: new Date(Date.now() + 3600_000).toISOString() });
      case '/api/User/GetUser':
        return user ? json(user) : json({ message: 'Unauthorized' }, 401);
      case '/api/Site/GetSiteConfiguration':
        return json(site);
      case '/api/Area/GetAreaByDomain':
        return json(areaWith(secondary));
      case '/api/Content/GetTranslationsByAreaId':
        return json({});
      // A logged-in customer's cart is looked up at start (SPEC §4): none yet.
      case '/api/Cart/GetCartsBySearch':
        return json({ itemsTotal: 0, items: [] });
      case '/api/Content/GetContentByUrl': {
        const path = url.searchParams.get('Url') ?? '';
        const found = PAGES[path];
        const template = url.searchParams.get('LookupTemplate');
        // The frontpage template finds only the home page (as the server does).
        if (!found || (template === 'frontpage' && found.type !== 'frontpage')) return json({ contentType: 'other', content: null, statusCode: 404 });
        if (MEMBERS_ONLY.has(path) && auth !== 'Bearer customer-token') return json({ message: 'Forbidden' }, 403);
        return json({ contentType: 'other', statusCode: 200, content: found } satisfies ContentResponse);
      }
      default:
        return json({ message: 'Not Found' }, 404);
    }
  }) as typeof fetch;
  return calls;
}

const contentCalls = (calls: Call[]) => calls.filter((c) => c.path === '/api/Content/GetContentByUrl');

describe('content routes and their lookup templates (SPEC §2)', () => {
  it("the home route asks with 'frontpage'", async () => {
    const calls = mockApi();
    renderApp('/en');
    expect(await screen.findByRole('heading', { name: 'Hello trade customers' })).toBeInTheDocument();
    expect(contentCalls(calls).map((c) => [c.url, c.lookupTemplate])).toEqual([['/en', 'frontpage']]);
  });

  it.each([
    ['/en/about-us', 'About Nordlys'],
    ['/en/links/catalogue', 'Our catalogue'],
  ])("%s (content catch-all, links) asks with 'page'", async (path, text) => {
    const calls = mockApi();
    renderApp(path);
    expect(await screen.findByRole('heading', { name: text })).toBeInTheDocument();
    expect(contentCalls(calls).map((c) => [c.url, c.lookupTemplate])).toEqual([[path, 'page']]);
  });
});

describe('start-up of a first visit', () => {
  it('shows the page without waiting for the anonymous token; later calls carry the token', async () => {
    const calls = mockApi();
    const inner = globalThis.fetch;
    let release!: () => void;
    const tokenGate = new Promise<void>((resolve) => (release = resolve));
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      if (new URL(request.url).pathname === '/api/User/GenerateNotLoggedInToken') await tokenGate;
      return inner(input, init);
    }) as typeof fetch;
    const store = makeStore();
    renderApp('/en/about-us', store);
    // The token is still on its way: the page is there, asked for anonymously (what the token would say too).
    expect(await screen.findByRole('heading', { name: 'About Nordlys' })).toBeInTheDocument();
    expect(contentCalls(calls).map((c) => c.auth)).toEqual([null]);
    expect(store.getState().user.token.token).toBeNull();
    release();
    await waitFor(() => expect(store.getState().user.token.token).toBe('anon-token'));
  });

  it('with a stored login the page waits for the user (customer, currency, roles) and is asked with the token', async () => {
    const customer: User = { name: 'Mette Hansen', roles: ['customer'], customerNumber: '10001', extraInfo: {} };
    const calls = mockApi([], customer);
    const store = makeStore();
    store.dispatch(tokenReceived({ response: { token: 'customer-token', tokenType: 'Bearer', expiresAt: new Date(Date.now() + 3600_000).toISOString() }, anonymous: false }));
    renderApp('/en/about-us', store);
    expect(await screen.findByRole('heading', { name: 'About Nordlys' })).toBeInTheDocument();
    const getUser = calls.findIndex((c) => c.path === '/api/User/GetUser');
    const content = calls.findIndex((c) => c.path === '/api/Content/GetContentByUrl');
    expect(getUser).toBeGreaterThanOrEqual(0);
    expect(content).toBeGreaterThan(getUser);
    expect(calls[content]?.auth).toBe('Bearer customer-token');
  });
});

describe('the bonus page (SPEC §2): present exactly when the secondary menu has a link ending in /bonus', () => {
  it('hasBonusLink looks at every level, ignores query, hash and a trailing slash, and wants the whole last segment', () => {
    expect(hasBonusLink([menuItem('a', 'Bonus', '/bonus')])).toBe(true);
    expect(hasBonusLink([menuItem('a', 'Service', '/en/service', [menuItem('b', 'Bonus', '/en/bonus/?from=menu#top')])])).toBe(true);
    expect(hasBonusLink([menuItem('a', 'Bonus info', '/en/bonus-info')])).toBe(false);
    expect(hasBonusLink([menuItem('a', 'Superbonus', '/en/superbonus')])).toBe(false);
    expect(hasBonusLink([])).toBe(false);
  });

  it('with the menu link: /en/bonus shows the bonus page (GetContentByUrl with the page template)', async () => {
    const calls = mockApi([menuItem('m-bonus', 'Bonus', '/en/bonus')]);
    renderApp('/en/bonus');
    expect(await screen.findByRole('heading', { name: 'Earn a bonus' })).toBeInTheDocument();
    expect(contentCalls(calls).map((c) => [c.url, c.lookupTemplate])).toEqual([['/en/bonus', 'page']]);
  });

  it('without it: /en/bonus is a 404 and the page is not even asked for', async () => {
    const calls = mockApi([menuItem('m-service', 'Service', '/en/service')]);
    renderApp('/en/bonus');
    expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
    expect(screen.getByText('Error 404')).toBeInTheDocument();
    expect(contentCalls(calls)).toEqual([]);
  });
});

describe("members' content (lookup template 'member')", () => {
  it("anonymous: the server's 403 shows 'Forbidden' (SPEC §8) with a link to log in that comes back here", async () => {
    mockApi();
    renderApp('/en/customer-benefits');
    expect(await screen.findByRole('heading', { name: 'Forbidden' })).toBeInTheDocument();
    expect(screen.getByText('Error 403')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'For our customers' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in to see this page' })).toHaveAttribute('href', '/en/login?returnUrl=%2Fen%2Fcustomer-benefits');
  });

  it('logged in: the same URL shows the page', async () => {
    const customer: User = { name: 'Mette Hansen', roles: ['customer'], customerNumber: '10001', extraInfo: {} };
    const calls = mockApi([], customer);
    const store = makeStore();
    store.dispatch(tokenReceived({ response: { token: 'customer-token', tokenType: 'Bearer', expiresAt: new Date(Date.now() + 3600_000).toISOString() }, anonymous: false }));
    store.dispatch(userLoaded(customer));
    renderApp('/en/customer-benefits', store);
    expect(await screen.findByRole('heading', { name: 'For our customers' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Forbidden' })).not.toBeInTheDocument();
    await waitFor(() => expect(contentCalls(calls).map((c) => c.auth)).toEqual(['Bearer customer-token']));
  });
});
