import type { User } from '../../../src/api/types';
import { answerKey, SERVER_ANSWERS_ID } from '../../../common/serverAnswers';
import { requestUrl, translationsByAreaIdRequest } from '../../../common/startup';
import { dropServerAnswers } from '../../../src/api/serverAnswers';
import { initAuth, initWebsite } from '../../../src/app/bootstrap';
import { reloadOnChunkError, isChunkLoadError } from '../../../src/app/lazyScreen';
import { makeStore } from '../../../src/app/store';
import { selectCustomer } from '../../../src/features/customer/customerSlice';
import { storedLoginResumed } from '../../../src/features/user/actions';
import { selectSessionEndedNotice, selectToken, selectUser, tokenReceived, userLoaded } from '../../../src/features/user/userSlice';
import { selectVatRateBp, selectWebsiteReady } from '../../../src/features/website/websiteSlice';
import { areaSettings } from '../product/fixtures';

const user: User = { name: 'Mette Hansen', roles: ['customer'], customerNumber: '10001', extraInfo: { currencyCode: 'SEK', customerName: 'Hansen' } };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const future = () => new Date(Date.now() + 3600_000).toISOString();

function api(getUser: () => Response) {
  const paths: string[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL((input as Request).url);
    paths.push(url.pathname);
    if (url.pathname === '/api/User/GetUser') return getUser();
    if (url.pathname === '/api/User/GenerateNotLoggedInToken') return json({ token: 'anon', tokenType: 'Bearer', expiresAt: future() });
    return json({}, 404);
  }) as typeof fetch;
  return paths;
}

/** fetch that answers when the test says so: `answer(response)` answers the latest call. */
function heldFetch(): (response: Response) => void {
  let resolveLatest: (response: Response) => void = () => undefined;
  globalThis.fetch = jest.fn(
    () =>
      new Promise<Response>((resolve) => {
        resolveLatest = resolve;
      }),
  ) as typeof fetch;
  return (response) => resolveLatest(response);
}

function loggedInStore(expiresAt = future()) {
  const store = makeStore();
  store.dispatch(tokenReceived({ response: { token: 'login', tokenType: 'Bearer', expiresAt }, anonymous: false }));
  store.dispatch(userLoaded({ ...user, name: 'Old Name' }));
  return store;
}

describe('auth initialisation (SPEC §4 Tokens, §8)', () => {
  it('refreshes a logged-in user and fills the customer (currency from GetUser)', async () => {
    const paths = api(() => json(user));
    const store = loggedInStore();
    await initAuth(store);
    expect(selectUser(store.getState())?.name).toBe('Mette Hansen');
    expect(selectCustomer(store.getState())).toMatchObject({ customerNumber: '10001', currencyCode: 'SEK' });
    expect(paths).toEqual(['/api/User/GetUser']);
  });

  it('puts the stored login to work before GetUser answers: its customer and the cart load (storedLoginResumed)', async () => {
    const answer = heldFetch();
    const store = loggedInStore();
    const dispatched = jest.spyOn(store, 'dispatch');
    const starting = initAuth(store);
    // GetUser is on its way: the stored user's customer (currency SEK) is there already, the cart load asked for.
    expect(selectCustomer(store.getState())).toMatchObject({ customerNumber: '10001', currencyCode: 'SEK' });
    expect(dispatched).toHaveBeenCalledWith(storedLoginResumed(expect.objectContaining({ customerNumber: '10001' }) as User));
    while ((globalThis.fetch as jest.Mock).mock.calls.length === 0) await new Promise((resolve) => setTimeout(resolve, 0));
    answer(json({ ...user, extraInfo: { currencyCode: 'NOK', customerName: 'Hansen' } }));
    await starting;
    expect(selectCustomer(store.getState())).toMatchObject({ currencyCode: 'NOK' });
  });

  it('a stored user without a customer (a sales rep not acting for one) starts no cart load', async () => {
    api(() => json({ ...user, customerNumber: null }));
    const store = makeStore();
    store.dispatch(tokenReceived({ response: { token: 'login', tokenType: 'Bearer', expiresAt: future() }, anonymous: false }));
    store.dispatch(userLoaded({ ...user, customerNumber: null, roles: ['impersonation'] }));
    const dispatched = jest.spyOn(store, 'dispatch');
    await initAuth(store);
    expect(dispatched.mock.calls.map(([action]) => (action as { type?: string }).type)).not.toContain(storedLoginResumed.type);
    expect(selectCustomer(store.getState())).toBeNull();
  });

  it('takes the customer\'s VAT rate from GetUser: prices incl. VAT use it (Finland 25.5 %)', async () => {
    api(() => json({ ...user, extraInfo: { currencyCode: 'EUR', customerName: 'Virtanen Oy', vatPercentage: 25.5 } }));
    const store = loggedInStore();
    await initAuth(store);
    expect(selectCustomer(store.getState())).toMatchObject({ currencyCode: 'EUR', vatPercentage: 25.5 });
    expect(selectVatRateBp(store.getState())).toBe(2550);
  });

  it('a 401 from GetUser ends the session locally (with the notice) and gets one anonymous token', async () => {
    const paths = api(() => json({ message: 'Unauthorized' }, 401));
    const store = loggedInStore();
    await initAuth(store);
    expect(selectUser(store.getState())).toBeNull();
    expect(selectToken(store.getState())).toMatchObject({ token: 'anon', anonymous: true });
    expect(selectSessionEndedNotice(store.getState())).toBe(true);
    expect(paths).toEqual(['/api/User/GetUser', '/api/User/GenerateNotLoggedInToken']);
  });

  it('other errors are only logged: the session stays', async () => {
    api(() => json({ message: 'down' }, 503));
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = loggedInStore();
    await initAuth(store);
    expect(spy).toHaveBeenCalled();
    expect(selectUser(store.getState())?.name).toBe('Old Name');
    expect(selectToken(store.getState()).token).toBe('login');
    spy.mockRestore();
  });

  it('a login that finishes while the anonymous token is on its way keeps its token and user', async () => {
    const answer = heldFetch();
    const store = makeStore();
    const starting = initAuth(store);
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The visitor logged in within the first second (the token is asked for after the first page).
    store.dispatch(tokenReceived({ response: { token: 'login', tokenType: 'Bearer', expiresAt: future() }, anonymous: false }));
    store.dispatch(userLoaded(user));
    answer(json({ token: 'anon', tokenType: 'Bearer', expiresAt: future() }));
    await starting;
    expect(selectToken(store.getState())).toMatchObject({ token: 'login', anonymous: false });
    expect(selectUser(store.getState())?.name).toBe('Mette Hansen');
  });

  it('an expired login token is dropped for an anonymous one', async () => {
    const paths = api(() => json(user));
    const store = loggedInStore(new Date(Date.now() - 1000).toISOString());
    await initAuth(store);
    expect(paths).toEqual(['/api/User/GenerateNotLoggedInToken']);
    expect(selectUser(store.getState())).toBeNull();
    expect(selectToken(store.getState()).anonymous).toBe(true);
  });

  it('an expired login token tells the user that the session ended; an expired anonymous one does not', async () => {
    api(() => json(user));
    const expired = new Date(Date.now() - 1000).toISOString();
    const store = loggedInStore(expired);
    await initAuth(store);
    expect(selectSessionEndedNotice(store.getState())).toBe(true);

    const anonymousStore = makeStore();
    anonymousStore.dispatch(tokenReceived({ response: { token: 'old-anon', tokenType: 'Bearer', expiresAt: expired }, anonymous: true }));
    await initAuth(anonymousStore);
    expect(selectToken(anonymousStore.getState())).toMatchObject({ token: 'anon', anonymous: true });
    expect(selectSessionEndedNotice(anonymousStore.getState())).toBe(false);
  });

  it('a login that finishes while the anonymous token is on its way keeps its token (issue 16: a quick visitor)', async () => {
    const answer = heldFetch();
    const store = makeStore();
    const started = initAuth(store);
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The login page's answer arrives first …
    store.dispatch(tokenReceived({ response: { token: 'login', tokenType: 'Bearer', expiresAt: future() }, anonymous: false }));
    store.dispatch(userLoaded(user));
    // … then GenerateNotLoggedInToken's.
    answer(json({ token: 'anon', tokenType: 'Bearer', expiresAt: future() }));
    await started;
    expect(selectToken(store.getState())).toMatchObject({ token: 'login', anonymous: false });
    expect(selectUser(store.getState())?.name).toBe('Mette Hansen');
  });

  it('the website is ready once the area is known; a failed area load throws', async () => {
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
      const path = new URL((input as Request).url).pathname;
      if (path === '/api/Area/GetAreaByDomain') return json({ message: 'Area id not found for language' }, 404);
      return json({ titlePostfix: '' });
    }) as typeof fetch;
    const store = makeStore();
    await expect(initWebsite(store, 'en', 'localhost')).rejects.toMatchObject({ status: 404 });
    expect(selectWebsiteReady(store.getState())).toBe(false);
  });
});

describe("a shop whose area is not the usual 'b2b'", () => {
  it("asks for the translations of the area whose answer the page holds, never for 'b2b''s", async () => {
    const own = { [answerKey('GET', requestUrl(translationsByAreaIdRequest('shop', 'en')))]: [{ key: 'own.greeting', value: 'Welcome' }] };
    document.body.insertAdjacentHTML('beforeend', `<script type="application/json" id="${SERVER_ANSWERS_ID}">${JSON.stringify(own)}</script>`);
    const asked: string[] = [];
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
      const url = new URL((input as Request).url);
      asked.push(`${url.pathname}${url.search}`);
      if (url.pathname === '/api/Site/GetSiteConfiguration') return json({ hostname: 'own.example', areaId: 'shop', titlePostfix: '' });
      if (url.pathname === '/api/Area/GetAreaByDomain') return json(areaSettings('DKK'));
      return json({ message: 'not found' }, 404);
    }) as typeof fetch;
    const store = makeStore();
    await initWebsite(store, 'en', 'own.example');
    expect(selectWebsiteReady(store.getState())).toBe(true);
    expect(asked.filter((u) => u.includes('GetTranslationsByAreaId'))).toEqual([]);
    dropServerAnswers();
  });
});

describe('failed chunk loads (SPEC §8)', () => {
  const chunkError = Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });
  const fakeLocation = () => ({ href: 'http://localhost/en/tools', reload: jest.fn() }) as unknown as Location & { reload: jest.Mock };

  beforeEach(() => sessionStorage.clear());

  it('recognises webpack chunk errors only', () => {
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });

  it('reloads the page once per URL, then lets the error page show', () => {
    const location = fakeLocation();
    expect(reloadOnChunkError(chunkError, location)).toBe(true);
    expect(location.reload).toHaveBeenCalledTimes(1);
    expect(reloadOnChunkError(chunkError, location)).toBe(false);
    expect(location.reload).toHaveBeenCalledTimes(1);
    expect(reloadOnChunkError(new Error('other'), location)).toBe(false);
  });
});
