/**
 * SPEC §9 timing constants, pinned with fake timers against the running store (its sagas) and the content loader:
 * each test fails when its delay changes in either direction (a millisecond before it nothing has happened, at it
 * the thing has). The numbers are written out here on purpose, not imported.
 */
import type { PriceKey } from '../../../src/api/types';
import { loadContent } from '../../../src/app/routes';
import { makeStore } from '../../../src/app/store';
import { priceNeeded } from '../../../src/features/price/priceSaga';
import { searchBoxChanged, selectSearchBox } from '../../../src/features/search/searchSlice';
import { localeSet, selectAreaInfo } from '../../../src/features/website/websiteSlice';
import { answerKey, SERVER_ANSWERS_ID } from '../../../common/serverAnswers';
import { dropServerAnswers } from '../../../src/api/serverAnswers';
import { contentByUrlRequest, requestUrl } from '../../../common/startup';
import { tokenReceived } from '../../../src/features/user/userSlice';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** Fetch answers at once (a resolved promise); the timers are the only thing that takes time. */
function mockFetch(reply: (path: string) => unknown) {
  const paths: string[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname;
    paths.push(path);
    return json(reply(path));
  }) as typeof fetch;
  return paths;
}

beforeEach(() => {
  // Promise jobs and streams (Response bodies) stay real; setTimeout, setInterval and Date are faked.
  jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate', 'clearImmediate'] });
});
afterEach(() => {
  jest.useRealTimers();
});

describe('SPEC §9 timing constants', () => {
  it('prices: the GetPrices call goes out 10 ms after the first ask, with every ask made meanwhile', async () => {
    const key = (id: string): PriceKey => ({ productId: id, variantId: null, unitOfMeasure: 'STK' });
    const paths = mockFetch(() => ({ currencyCode: 'DKK', prices: [] }));
    const store = makeStore();
    store.dispatch(priceNeeded([key('100001')]));
    await jest.advanceTimersByTimeAsync(5);
    store.dispatch(priceNeeded([key('100002')]));
    await jest.advanceTimersByTimeAsync(4);
    expect(paths).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(paths).toEqual(['/api/Price/GetPrices']);
    const body = (await ((globalThis.fetch as jest.Mock).mock.calls[0][0] as Request).clone().json()) as { products: PriceKey[] };
    expect(body.products.map((p) => p.productId)).toEqual(['100001', '100002']);
  });

  it('search box: the search-complete check mark lasts 1000 ms, then the box is back to nosearch', async () => {
    const store = makeStore();
    store.dispatch(searchBoxChanged('searching'));
    store.dispatch(searchBoxChanged('searchcomplete'));
    await jest.advanceTimersByTimeAsync(999);
    expect(selectSearchBox(store.getState())).toBe('searchcomplete');
    await jest.advanceTimersByTimeAsync(1);
    expect(selectSearchBox(store.getState())).toBe('nosearch');
  });

  it('a new search complete restarts the 1000 ms', async () => {
    const store = makeStore();
    store.dispatch(searchBoxChanged('searchcomplete'));
    await jest.advanceTimersByTimeAsync(600);
    store.dispatch(searchBoxChanged('searchcomplete'));
    await jest.advanceTimersByTimeAsync(999);
    expect(selectSearchBox(store.getState())).toBe('searchcomplete');
    await jest.advanceTimersByTimeAsync(1);
    expect(selectSearchBox(store.getState())).toBe('nosearch');
  });

  it('page data: a page answered at once is shown after 200 ms, not sooner', async () => {
    const paths = mockFetch(() => ({
      contentType: 'other',
      statusCode: 200,
      content: { id: 'p', parentId: null, type: 'page', title: 'About', description: '', url: '/en/about', menuTitle: '', properties: {}, urls: {}, content: [] },
    }));
    const store = makeStore();
    store.dispatch(localeSet('en'));
    let loaded = false;
    const done = loadContent(store, new Request('http://localhost/en/about')).then((content) => {
      loaded = true;
      return content;
    });
    await jest.advanceTimersByTimeAsync(199);
    expect(paths).toEqual(['/api/Content/GetContentByUrl']);
    expect(loaded).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(loaded).toBe(true);
    await expect(done).resolves.toMatchObject({ content: { title: 'About' } });
  });

  it('page data: a first page the server answered in the HTML is not fetched, so not delayed; a logged-in user fetches it', async () => {
    const about = { contentType: 'other', statusCode: 200, content: { id: 'p', parentId: null, type: 'page', title: 'About', description: '', url: '/en/about', menuTitle: '', properties: {}, urls: {}, content: [] } };
    const paths = mockFetch(() => about);
    const serve = () => {
      const store = makeStore();
      store.dispatch(localeSet('en'));
      const key = answerKey('GET', requestUrl(contentByUrlRequest(selectAreaInfo(store.getState()), '/en/about', 'page')));
      document.body.insertAdjacentHTML('beforeend', `<script type="application/json" id="${SERVER_ANSWERS_ID}">${JSON.stringify({ [key]: about })}</script>`);
      return store;
    };
    let loaded = false;
    void loadContent(serve(), new Request('http://localhost/en/about')).then(() => (loaded = true));
    await jest.advanceTimersByTimeAsync(0);
    expect(loaded).toBe(true);
    expect(paths).toEqual([]);
    dropServerAnswers();

    const customer = serve();
    customer.dispatch(tokenReceived({ response: { token: 'abc', tokenType: 'Bearer', expiresAt: '2099-01-01T00:00:00Z' }, anonymous: false }));
    loaded = false;
    void loadContent(customer, new Request('http://localhost/en/about')).then(() => (loaded = true));
    await jest.advanceTimersByTimeAsync(199);
    expect(loaded).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(loaded).toBe(true);
    expect(paths).toEqual(['/api/Content/GetContentByUrl']);
    dropServerAnswers();
  });

  it('page data: a slower answer is not held back further (the minimum is not added to it)', async () => {
    let answer: (response: Response) => void = () => undefined;
    globalThis.fetch = jest.fn(() => new Promise<Response>((resolve) => (answer = resolve))) as typeof fetch;
    const store = makeStore();
    store.dispatch(localeSet('en'));
    let loaded = false;
    void loadContent(store, new Request('http://localhost/en/about')).then(() => (loaded = true));
    await jest.advanceTimersByTimeAsync(300);
    expect(loaded).toBe(false);
    answer(json({ contentType: 'other', statusCode: 200, content: { id: 'p', parentId: null, type: 'page', title: 'About', description: '', url: '/en/about', menuTitle: '', properties: {}, urls: {}, content: [] } }));
    await jest.advanceTimersByTimeAsync(0);
    await jest.advanceTimersByTimeAsync(0);
    expect(loaded).toBe(true);
  });
});
