/**
 * The server's answers in the page (src/api/serverAnswers.ts): taken once by the base query for a call without a
 * login, never for a logged-in customer, gone after the first navigation; the block cannot end its script early.
 */
import { baseApi } from '../../../src/api/baseApi';
import type { ProductSearchRequest } from '../../../src/api/types';
import { answerKey, dropServerAnswers, SERVER_ANSWERS_ID, takeServerAnswer } from '../../../src/api/serverAnswers';
import { makeStore } from '../../../src/app/store';
import { searchApi } from '../../../src/features/search/searchApi';
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

  it('dropServerAnswers forgets what was not taken', () => {
    serve({ [answerKey('POST', SEARCH, request)]: answer });
    dropServerAnswers();
    expect(takeServerAnswer({ url: SEARCH, method: 'POST', body: request })).toBeUndefined();
  });
});

