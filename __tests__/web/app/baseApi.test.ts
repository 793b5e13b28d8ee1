import { baseApi, mappedQuery } from '../../../src/api/baseApi';
import { isApiError, isNetworkError, UNEXPECTED_ERROR } from '../../../src/api/apiError';
import { errorOf, json } from './apiResponses';
import { makeStore } from '../../../src/app/store';
import { tokenReceived } from '../../../src/features/user/userSlice';

// Test-only endpoints named like the real ones so the per-endpoint error table applies.
const api = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<unknown, void>({ query: () => ({ url: '/api/User/Login', method: 'POST', body: {} }) }),
    changePassword: build.mutation<unknown, void>({ query: () => ({ url: '/api/User/ChangePassword', method: 'POST', body: {} }) }),
    getContentByUrl: build.query<unknown, string>({ query: (url) => ({ url: '/api/Content/GetContentByUrl', params: { Url: url } }) }),
    getProductsByIds: build.mutation<unknown, void>({ query: () => ({ url: '/api/Product/GetProductsByIds', method: 'POST', body: {} }) }),
    anyCall: build.query<unknown, string>({ query: (path) => path }),
  }),
  overrideExisting: true,
});

const fetchMock = jest.fn<Promise<Response>, [Request]>();
beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});


describe('baseApi (SPEC §8 generic rules)', () => {
  it('200 → the body; bearer header only when a token is stored', async () => {
    const store = makeStore();
    fetchMock.mockResolvedValueOnce(json(200, { ok: 1 }));
    await expect(store.dispatch(api.endpoints.anyCall.initiate('/api/x')).unwrap()).resolves.toEqual({ ok: 1 });
    expect(fetchMock.mock.calls[0]![0].headers.get('Authorization')).toBeNull();

    store.dispatch(tokenReceived({ response: { token: 'abc', tokenType: 'Bearer', expiresAt: '2099-01-01T00:00:00Z' }, anonymous: false }));
    fetchMock.mockResolvedValueOnce(json(200, { ok: 2 }));
    await store.dispatch(api.endpoints.anyCall.initiate('/api/y')).unwrap();
    expect(fetchMock.mock.calls[1]![0].headers.get('Authorization')).toBe('Bearer abc');
  });

  it('204 → an empty result', async () => {
    const store = makeStore();
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(store.dispatch(api.endpoints.anyCall.initiate('/api/empty')).unwrap()).resolves.toBeNull();
  });

  it.each([
    ['login 401 → Unauthorized', () => api.endpoints.login.initiate(), 401, 'Unauthorized'],
    ['changePassword 401 → change-password-failed', () => api.endpoints.changePassword.initiate(), 401, 'change-password-failed'],
    ['getContentByUrl 403 → Forbidden', () => api.endpoints.getContentByUrl.initiate('/secret'), 403, 'Forbidden'],
    ['getProductsByIds 404 → Not Found', () => api.endpoints.getProductsByIds.initiate(), 404, 'Not Found'],
  ])('%s', async (_name, action, status, message) => {
    const store = makeStore();
    const body = { message: 'server text', statusCode: status };
    fetchMock.mockResolvedValueOnce(json(status, body, { 'x-request-id': 'r1' }));
    const call = store.dispatch(action() as never) as unknown as { unwrap(): Promise<unknown> };
    const error = await errorOf(call.unwrap());
    expect(error).toMatchObject({ message, status, response: body });
    expect(error.headers['x-request-id']).toBe('r1');
  });

  it('any other status → the unexpected server error with status, body and headers', async () => {
    const store = makeStore();
    fetchMock.mockResolvedValueOnce(json(500, { message: 'db down' }, { 'x-trace': 't' }));
    const error = await errorOf(store.dispatch(api.endpoints.anyCall.initiate('/api/boom')).unwrap());
    expect(error).toEqual({
      message: UNEXPECTED_ERROR,
      status: 500,
      response: { message: 'db down' },
      result: { message: 'db down' },
      headers: expect.objectContaining({ 'x-trace': 't' }),
    });
    // A 401 on a call without its own rule is unexpected too.
    fetchMock.mockResolvedValueOnce(json(401, {}));
    expect((await errorOf(store.dispatch(api.endpoints.anyCall.initiate('/api/other')).unwrap())).message).toBe(UNEXPECTED_ERROR);
  });

  it('a network error without a response is rethrown as it is (SPEC §8), not wrapped into an ApiError', async () => {
    const offline = new TypeError('Failed to fetch');
    // The base query itself throws the very error fetch threw.
    fetchMock.mockRejectedValueOnce(offline);
    const store = makeStore();
    const queryApi = {
      signal: new AbortController().signal,
      abort: () => undefined,
      dispatch: store.dispatch,
      getState: store.getState,
      extra: undefined,
      endpoint: 'anyCall',
      type: 'query' as const,
    };
    await expect(mappedQuery('/api/offline', queryApi, {})).rejects.toBe(offline);

    // Through RTK Query: the call rejects with that error (serialised by RTK), not with an ApiError.
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
      const error = (await errorOf(store.dispatch(api.endpoints.anyCall.initiate('/api/offline')).unwrap())) as unknown;
      expect(error).toMatchObject({ name: 'TypeError', message: 'Failed to fetch' });
      expect(isApiError(error)).toBe(false);
      expect(isNetworkError(error)).toBe(true);
    } finally {
      logged.mockRestore();
    }
  });

  it('requests can be cancelled', async () => {
    const store = makeStore();
    fetchMock.mockImplementationOnce(
      (request: Request) =>
        new Promise((_resolve, reject) => {
          request.signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    const call = store.dispatch(api.endpoints.anyCall.initiate('/api/slow'));
    call.abort();
    const error = await errorOf(call.unwrap());
    expect(fetchMock.mock.calls[0]![0].signal.aborted).toBe(true);
    expect(String(error.message ?? error)).toMatch(/abort/i);
  });
});
