import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { User } from '../../../src/api/types';
import LoginPage, { safeReturnUrl } from '../../../src/features/user/LoginPage';
import { selectToken, selectUser, tokenReceived } from '../../../src/features/user/userSlice';
import { LocationDisplay, setupStore } from '../layout/fixtures';
import { renderWithProviders } from '../renderWithProviders';

const TOKEN = { token: 'jwt-of-mette', tokenType: 'Bearer', expiresAt: '2999-01-01T00:00:00.000Z' };
const USER: User = {
  name: 'Mette Hansen',
  roles: ['customer'],
  customerNumber: 'C-1001',
  extraInfo: { impersonatorName: null, username: 'kunde@demo.dk', customerName: 'Hansen Byg ApS', currencyCode: 'DKK' },
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Handler = (request: Request) => Response | Promise<Response>;
let fetchMock: jest.Mock<Promise<Response>, [Request]>;

function mockServer(handlers: Record<string, Handler>) {
  fetchMock = jest.fn(async (request: Request) => {
    const handler = handlers[new URL(request.url).pathname];
    if (!handler) return json(404, { message: 'Not Found', statusCode: 404 });
    return handler(request);
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
}

function renderLogin(url: string) {
  const store = setupStore();
  // The anonymous token the app holds before login.
  store.dispatch(
    tokenReceived({ response: { token: 'anon', tokenType: 'Bearer', expiresAt: '2999-01-01T00:00:00.000Z' }, anonymous: true }),
  );
  renderWithProviders(
    <Routes>
      <Route path="/en/login" element={<LoginPage />} />
      <Route path="*" element={<LocationDisplay />} />
    </Routes>,
    { store, initialEntries: [url] },
  );
  return store;
}

async function submit(username = 'kunde@demo.dk', password = 'demo1234') {
  await userEvent.type(screen.getByLabelText('E-mail'), username);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginPage', () => {
  beforeEach(() => {
    window.dataLayer = [];
  });

  it('names the page in the document title', async () => {
    renderLogin('/en/login');
    await waitFor(() => expect(document.title).toBe('Log in | B2B Shop'));
  });

  it('has a heading and required, autocompleting e-mail and password fields', () => {
    renderLogin('/en/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    const username = screen.getByLabelText('E-mail');
    expect(username).toHaveAttribute('type', 'email');
    expect(username).toHaveAttribute('autocomplete', 'username');
    expect(username).toBeRequired();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(password).toBeRequired();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/en/customer-center/recover-password',
    );
  });

  it('logs in: stores the token and the user, then goes to the returnUrl', async () => {
    mockServer({
      '/api/User/Login': () => json(200, TOKEN),
      '/api/User/GetUser': () => json(200, USER),
    });
    const store = renderLogin('/en/login?returnUrl=%2Fen%2Fsearch%3Fq%3Dsaw');
    await submit();

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/en/search?q=saw'));
    const state = store.getState();
    expect(selectToken(state)).toEqual({ token: TOKEN.token, expiresAt: TOKEN.expiresAt, anonymous: false });
    expect(selectUser(state)).toEqual(USER);
    expect(state.customer.customer?.customerNumber).toBe('C-1001');
    // SPEC §7 analytics: login with method 'username and password'.
    expect(window.dataLayer).toContainEqual({ event: 'login', method: 'username and password' });

    const [login, getUser] = fetchMock.mock.calls.map(([request]) => request);
    expect(login!.method).toBe('POST');
    await expect(login!.json()).resolves.toEqual({ username: 'kunde@demo.dk', password: 'demo1234' });
    expect(getUser!.url).toMatch(/\/api\/User\/GetUser$/);
    expect(getUser!.headers.get('Authorization')).toBe(`Bearer ${TOKEN.token}`);
  });

  it('goes to the localised home page without a returnUrl or with one that leaves the site', async () => {
    mockServer({
      '/api/User/Login': () => json(200, TOKEN),
      '/api/User/GetUser': () => json(200, USER),
    });
    renderLogin('/en/login?returnUrl=%2F%2Fevil.example.com%2Fx');
    await submit();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/en$/));
  });

  it('a returnUrl that hides another origin behind a TAB (%09) is ignored: the login succeeds and goes home', async () => {
    mockServer({
      '/api/User/Login': () => json(200, TOKEN),
      '/api/User/GetUser': () => json(200, USER),
    });
    const store = renderLogin('/en/login?returnUrl=%2F%09%2Fevil.example');
    await submit();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/en$/));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(selectUser(store.getState())).toEqual(USER);
  });

  it('shows a friendly error for a 401 and keeps the anonymous session', async () => {
    mockServer({ '/api/User/Login': () => json(401, { message: 'Unauthorized', statusCode: 401 }) });
    const store = renderLogin('/en/login');
    await submit('kunde@demo.dk', 'wrong');

    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong e-mail or password');
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
    expect(selectToken(store.getState()).token).toBe('anon');
    expect(selectUser(store.getState())).toBeNull();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(window.dataLayer ?? []).not.toContainEqual(expect.objectContaining({ event: 'login' }));
  });

  it('shows the message of other errors, e.g. the rate limit', async () => {
    mockServer({
      '/api/User/Login': () => json(429, { message: 'Too many login attempts. Try again in 1 minute.', statusCode: 429 }),
    });
    renderLogin('/en/login');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many login attempts. Try again in 1 minute.');
  });

  it('restores the previous token when GetUser fails after the login', async () => {
    mockServer({
      '/api/User/Login': () => json(200, TOKEN),
      '/api/User/GetUser': () => json(500, { message: 'boom', statusCode: 500 }),
    });
    const store = renderLogin('/en/login');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected server error occurred.');
    expect(selectToken(store.getState())).toEqual({ token: 'anon', expiresAt: '2999-01-01T00:00:00.000Z', anonymous: true });
  });

  it('disables the button while submitting', async () => {
    let answer: (response: Response) => void = () => undefined;
    mockServer({ '/api/User/Login': () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderLogin('/en/login');
    await submit();
    const busy = screen.getByRole('button', { name: 'Logging in…' });
    expect(busy).toBeDisabled();
    answer(json(401, { message: 'Unauthorized', statusCode: 401 }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong e-mail or password');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('safeReturnUrl', () => {
  // The values as the page reads them: URLSearchParams has already decoded them ('%09' → TAB).
  it.each([
    // Same-origin paths are accepted as the browser would load them.
    ['/en/cart', '/en/cart'],
    ['/kundecenter/ordre?x=1', '/kundecenter/ordre?x=1'],
    ['/ok/path?x=1#h', '/ok/path?x=1#h'],
    ['/en/search?q=a', '/en/search?q=a'],
    ['/en/search?q=%C3%B8', '/en/search?q=%C3%B8'],
    ['/en/../da/x', '/da/x'],
    // Another origin, also when hidden behind characters browsers drop or normalise.
    ['//evil.example.com', null],
    ['/\\evil.example.com', null],
    ['/\\/evil.example', null],
    ['\\\\evil.example', null],
    ['/\t/evil.example', null],
    ['/\n/evil', null],
    ['/\r/evil.example', null],
    ['/\u0000/evil.example', null],
    ['/\u007f/evil.example', null],
    ['/\u200b/evil.example', null],
    ['/\ufeff/evil.example', null],
    ['\t//evil.example', null],
    ['https://evil.example.com/', null],
    ['https:/evil.example', null],
    ['javascript:alert(1)', null],
    ['java\tscript:alert(1)', null],
    ['data:text/html,x', null],
    // Not a path.
    [' /x', null],
    ['en/cart', null],
    ['', null],
    [null, null],
  ])('%j → %j', (value, expected) => {
    expect(safeReturnUrl(value)).toBe(expected);
  });

  it('compares with the page’s own origin', () => {
    expect(safeReturnUrl('/en/cart', 'https://shop.example')).toBe('/en/cart');
    expect(safeReturnUrl('/\t/shop.example/x', 'https://shop.example')).toBeNull();
  });
});
