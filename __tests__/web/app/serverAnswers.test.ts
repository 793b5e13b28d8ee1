/**
 * The server's answers in the page (src/api/serverAnswers.ts): taken once by the base query for a call without a
 * login; a logged-in user takes only the website calls' (the same for everyone); gone after the first navigation;
 * the block cannot end its script early.
 */
import { baseApi } from '../../../src/api/baseApi';
import type { ProductSearchRequest } from '../../../src/api/types';
import { answerKey, SERVER_ANSWERS_ID } from '../../../common/serverAnswers';
import { dropServerAnswers, takeServerAnswer } from '../../../src/api/serverAnswers';
import { makeStore } from '../../../src/app/store';
import { areaByDomainRequest, contentByUrlRequest, requestUrl, siteConfigurationRequest } from '../../../common/startup';
import { contentApi } from '../../../src/features/content/contentApi';
import { searchApi } from '../../../src/features/search/searchApi';
import { websiteApi } from '../../../src/features/website/websiteApi';
import { tokenReceived } from '../../../src/features/user/userSlice';
import { json } from './apiResponses';

const SEARCH = '/api/Product/GetProductsBySearch';
const request: ProductSearchRequest = {
  area: { areaId: 'b2b', currencyCode: 'DKK', languageCode: 'en' },
  facets: [],
  skip: 0,
  take: 24,
  search: { freeText: 'screw' },
  sorting: [{ field: '_score', direction: 'Descending' }],
};
const answer = { itemsTotal: 1, items: [{ item: { id: 'P-1', name: '</script><script>alert(1)</script>' }, score: 1 }], facetOptions: {} };

/** Puts an answers block into the page as the server writes it (server/services/firstScreen.ts serverAnswersScript). */
function serve(entries: Record<string, unknown>) {
  const json = JSON.stringify(entries).replace(/</g, '\\u003c');
  document.body.insertAdjacentHTML('beforeend', `<script type="application/json" id="${SERVER_ANSWERS_ID}">${json}</script>`);
}

const fetchMock = jest.fn<Promise<Response>, [Request]>();
beforeEach(() => {
  dropServerAnswers();
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

describe('server answers', () => {
  it('are read back unchanged (a text with </script> included), once', () => {
    serve({ [answerKey('POST', SEARCH, request)]: answer });
    expect(document.getElementById(SERVER_ANSWERS_ID)?.textContent).toBeTruthy();
    expect(takeServerAnswer({ url: SEARCH, method: 'POST', body: request })).toEqual(answer);
    // Read once: the element is gone, and the answer was taken.
    expect(document.getElementById(SERVER_ANSWERS_ID)).toBeNull();
    expect(takeServerAnswer({ url: SEARCH, method: 'POST', body: request })).toBeUndefined();
  });

  it('answer only the exact call: another body, a GET or a plain URL is sent', () => {
    serve({ [answerKey('POST', SEARCH, request)]: answer });
    expect(takeServerAnswer({ url: SEARCH, method: 'POST', body: { ...request, skip: 24 } })).toBeUndefined();
    expect(takeServerAnswer({ url: SEARCH, params: { a: '1' } })).toBeUndefined();
    expect(takeServerAnswer(SEARCH)).toBeUndefined();
    expect(takeServerAnswer({ url: SEARCH, method: 'POST', body: request })).toEqual(answer);
  });

  it('answer a start-up GET by its URL with the query string fetchBaseQuery builds from its params', () => {
    const site = siteConfigurationRequest('shop.example', 'en');
    const content = contentByUrlRequest({ areaId: 'b2b', languageCode: 'en', currencyCode: 'DKK' }, '/en/a b&c', 'page');
    serve({ [answerKey('GET', requestUrl(site))]: { name: 'Site' }, [answerKey('GET', requestUrl(content))]: { title: 'Page' } });
    expect(takeServerAnswer({ ...content, params: { ...content.params, LookupTemplate: 'frontpage' } })).toBeUndefined();
    expect(takeServerAnswer(content)).toEqual({ title: 'Page' });
    expect(takeServerAnswer(requestUrl(site))).toEqual({ name: 'Site' }); // a URL string is a GET
    expect(takeServerAnswer(site)).toBeUndefined(); // taken
  });

  it('a damaged block answers nothing', () => {
    document.body.insertAdjacentHTML('beforeend', `<script type="application/json" id="${SERVER_ANSWERS_ID}">{oops</script>`);
    expect(takeServerAnswer({ url: SEARCH, method: 'POST', body: request })).toBeUndefined();
    expect(document.getElementById(SERVER_ANSWERS_ID)).toBeNull();
  });

  it('the base query takes the answer for a visitor: no request is sent, the data is the answer', async () => {
    serve({ [answerKey('POST', SEARCH, request)]: answer });
    const store = makeStore();
    const result = await store.dispatch(searchApi.endpoints.getProductsBySearch.initiate({ endpoint: SEARCH, request, pricedFor: '' })).unwrap();
    expect(result.items.map(({ item }) => item.id)).toEqual(['P-1']);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("a logged-in customer's call is sent (their prices), and the answers are dropped for good", async () => {
    serve({ [answerKey('POST', SEARCH, request)]: answer });
    const store = makeStore();
    store.dispatch(tokenReceived({ response: { token: 'abc', tokenType: 'Bearer', expiresAt: '2099-01-01T00:00:00Z' }, anonymous: false }));
    fetchMock.mockResolvedValueOnce(json(200, { itemsTotal: 0, items: [], facetOptions: {} }));
    const result = await store.dispatch(searchApi.endpoints.getProductsBySearch.initiate({ endpoint: SEARCH, request, pricedFor: 'C1' })).unwrap();
    expect(result.items).toEqual([]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0].headers.get('Authorization')).toBe('Bearer abc');
    expect(takeServerAnswer({ url: SEARCH, method: 'POST', body: request })).toBeUndefined();
    store.dispatch(baseApi.util.resetApiState());
  });

  it("a logged-in user takes the website calls' answers (the same for everyone), never a visitor's content", async () => {
    const site = siteConfigurationRequest('shop.example', 'en');
    const area = areaByDomainRequest('shop.example', 'en');
    const content = contentByUrlRequest({ areaId: 'b2b', languageCode: 'en', currencyCode: 'DKK' }, '/en/offers', 'page');
    serve({
      [answerKey('GET', requestUrl(site))]: { name: 'Site' },
      [answerKey('GET', requestUrl(area))]: { area: { id: 'b2b' } },
      [answerKey('GET', requestUrl(content))]: { title: 'Anonymous page' },
    });
    const store = makeStore();
    store.dispatch(tokenReceived({ response: { token: 'abc', tokenType: 'Bearer', expiresAt: '2099-01-01T00:00:00Z' }, anonymous: false }));
    fetchMock.mockResolvedValueOnce(json(200, { title: 'Members page' }));
    const page = await store
      .dispatch(contentApi.endpoints.getContentByUrl.initiate({ area: { areaId: 'b2b', languageCode: 'en', currencyCode: 'DKK' }, url: '/en/offers', lookupTemplate: 'page' }))
      .unwrap();
    expect(page).toEqual({ title: 'Members page' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const config = await store.dispatch(websiteApi.endpoints.getSiteConfiguration.initiate({ host: 'shop.example', locale: 'en' })).unwrap();
    expect(config).toEqual({ name: 'Site' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    store.dispatch(baseApi.util.resetApiState());
  });

  it('dropServerAnswers forgets what was not taken', () => {
    serve({ [answerKey('POST', SEARCH, request)]: answer });
    dropServerAnswers();
    expect(takeServerAnswer({ url: SEARCH, method: 'POST', body: request })).toBeUndefined();
  });
});
