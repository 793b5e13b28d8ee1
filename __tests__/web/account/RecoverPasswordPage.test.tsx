import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import RecoverPasswordPage, { resetTokenUrl } from '../../../src/features/customerCentre/RecoverPasswordPage';
import { LocationDisplay, setupStore } from '../layout/fixtures';
import { renderWithProviders } from '../renderWithProviders';
import { json, mockServer, noContent } from './fixtures';
import { expectNetworkErrorReport } from '../networkErrorReport';

const PAGE = '/en/customer-center/recover-password';
const SENT = /If the address is registered, we have sent an e-mail with a link to choose a new password/;

function renderPage(url = PAGE) {
  const store = setupStore();
  renderWithProviders(
    <>
      <Routes>
        <Route path={PAGE} element={<RecoverPasswordPage />} />
        <Route path="*" element={null} />
      </Routes>
      <LocationDisplay />
    </>,
    { store, initialEntries: [url] },
  );
  return store;
}

async function requestLink(username: string) {
  await userEvent.type(screen.getByLabelText('E-mail'), username);
  await userEvent.click(screen.getByRole('button', { name: 'Send link' }));
}

describe('recover password: the request form', () => {
  it('sends RecoverPassword with the area, the username and this site’s reset page as tokenUrl', async () => {
    const server = mockServer({ '/api/User/RecoverPassword': noContent });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();
    await requestLink('  kunde@demo.dk ');

    expect(await screen.findByRole('status')).toHaveTextContent(SENT);
    expect(screen.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toHaveFocus();
    const [body] = await server.bodiesOf('/api/User/RecoverPassword');
    expect(body).toEqual({
      area: { areaId: 'b2b', currencyCode: 'DKK', languageCode: 'en' },
      username: 'kunde@demo.dk',
      tokenUrl: 'http://localhost/en/customer-center/recover-password?token={token}&username={username}',
    });
  });

  it.each([
    ['a registered user (204)', noContent],
    ['an unknown user answered with 401', () => json(401, { message: 'Unauthorized', statusCode: 401 })],
  ])('shows the same confirmation for %s — it never tells whether the user exists', async (_case, reply) => {
    mockServer({ '/api/User/RecoverPassword': reply });
    renderPage();
    await requestLink('nobody@example.com');
    expect(await screen.findByRole('status')).toHaveTextContent(SENT);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a 429 shows the server’s message and keeps the form', async () => {
    mockServer({
      '/api/User/RecoverPassword': () =>
        json(429, { message: 'Too many requests. Try again in 15 minutes.', statusCode: 429 }, { 'retry-after': '900' }),
    });
    renderPage();
    await requestLink('kunde@demo.dk');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Try again in 15 minutes.');
    expect(screen.getByLabelText('E-mail')).toHaveValue('kunde@demo.dk');
    expect(screen.queryByText(SENT)).not.toBeInTheDocument();
  });

  it('a server error shows a translated message, not the catalogue’s English text', async () => {
    mockServer({ '/api/User/RecoverPassword': () => json(500, { message: 'boom', statusCode: 500 }) });
    renderPage();
    await requestLink('kunde@demo.dk');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  });

  it('"Send the link again" returns to the form with the address kept', async () => {
    const server = mockServer({ '/api/User/RecoverPassword': noContent });
    renderPage();
    await requestLink('kunde@demo.dk');
    await userEvent.click(await screen.findByRole('button', { name: 'Send the link again' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send link' }));
    await screen.findByRole('status');
    expect(await server.bodiesOf('/api/User/RecoverPassword')).toHaveLength(2);
  });

  it('builds the tokenUrl with the language’s path', () => {
    expect(resetTokenUrl('https://shop.example.dk', 'da')).toBe(
      'https://shop.example.dk/kundecenter/gendan-kodeord?token={token}&username={username}',
    );
    expect(resetTokenUrl('https://shop.example.dk', 'sv')).toBe(
      'https://shop.example.dk/sv/kundecenter/gendan-kodeord?token={token}&username={username}',
    );
  });
});

describe('recover password: the mailed link', () => {
  const LINK = `${PAGE}?token=tok-123&username=kunde%40demo.dk`;

  it('verifies the token first (loading state), then takes the token out of the address bar', async () => {
    let answer!: () => void;
    const server = mockServer({
      '/api/User/VerifyToken': () => new Promise<Response>((resolve) => (answer = () => resolve(noContent()))),
    });
    renderPage(LINK);
    expect(screen.getByRole('status')).toHaveTextContent('Checking your link…');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    await waitFor(() => expect(server.fetchMock).toHaveBeenCalled());
    answer();
    expect(await screen.findByLabelText('New password')).toBeInTheDocument();
    expect(screen.getByText('For the account kunde@demo.dk.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(new RegExp(`^${PAGE}$`));
    expect(await server.bodiesOf('/api/User/VerifyToken')).toEqual([
      { area: { areaId: 'b2b', currencyCode: 'DKK', languageCode: 'en' }, username: 'kunde@demo.dk', token: 'tok-123' },
    ]);
  });

  it('an invalid, expired or used token says so and sends a new mail for the same user', async () => {
    const server = mockServer({
      '/api/User/VerifyToken': () => json(401, { message: 'Unauthorized', statusCode: 401 }),
      '/api/User/RecoverPassword': noContent,
    });
    renderPage(LINK);
    expect(await screen.findByRole('heading', { level: 1, name: 'This link does not work any more' })).toBeInTheDocument();
    expect(screen.getByText(/invalid, has expired or has already been used/)).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Send me a new e-mail' }));
    expect(await screen.findByRole('status')).toHaveTextContent(SENT);
    const [body] = await server.bodiesOf('/api/User/RecoverPassword');
    expect(body).toMatchObject({ username: 'kunde@demo.dk', tokenUrl: expect.stringContaining('?token={token}&username={username}') });
  });

  it('checks the new password before sending: policy at the field, repetition matching', async () => {
    const server = mockServer({ '/api/User/VerifyToken': noContent, '/api/User/ResetPasswordByToken': noContent });
    renderPage(LINK);
    const password = await screen.findByLabelText('New password');
    const repeat = screen.getByLabelText('Repeat the new password');
    expect(password).toHaveAccessibleDescription('At least 8 characters, and not your e-mail address.');

    await userEvent.type(password, 'short');
    await userEvent.type(repeat, 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(
      'The password must have at least 8 characters. At least 8 characters, and not your e-mail address.',
    );

    await userEvent.clear(password);
    await userEvent.type(password, 'KUNDE@demo.dk');
    expect(password).toHaveAccessibleDescription(/The password must not be your e-mail address\./);

    await userEvent.clear(password);
    await userEvent.type(password, 'a-long-new-secret');
    expect(password).not.toHaveAttribute('aria-invalid');
    expect(repeat).toHaveAttribute('aria-invalid', 'true');
    expect(repeat).toHaveAccessibleDescription('The two passwords are not the same.');
    await userEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await server.bodiesOf('/api/User/ResetPasswordByToken')).toEqual([]);
  });

  it('saves the new password with ResetPasswordByToken and links to the login', async () => {
    const server = mockServer({ '/api/User/VerifyToken': noContent, '/api/User/ResetPasswordByToken': noContent });
    renderPage(LINK);
    await userEvent.type(await screen.findByLabelText('New password'), 'a-long-new-secret');
    await userEvent.type(screen.getByLabelText('Repeat the new password'), 'a-long-new-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Save the new password' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Your password has been changed' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('You can now log in with your new password.');
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/en/login');
    expect(await server.bodiesOf('/api/User/ResetPasswordByToken')).toEqual([
      {
        area: { areaId: 'b2b', currencyCode: 'DKK', languageCode: 'en' },
        username: 'kunde@demo.dk',
        token: 'tok-123',
        newPassword: 'a-long-new-secret',
      },
    ]);
  });

  it('an invitation link (issue 20) logs the colleague in with the new password and opens the customer centre', async () => {
    const server = mockServer({
      '/api/User/VerifyToken': noContent,
      '/api/User/ResetPasswordByToken': noContent,
      '/api/User/Login': () => json(200, { token: 'fresh-login', tokenType: 'Bearer', expiresAt: '2999-01-01T00:00:00.000Z' }),
      '/api/User/GetUser': () =>
        json(200, { name: 'Nanna Ny', roles: ['customer'], customerNumber: '10001', companyRole: 'buyer', extraInfo: { impersonatorName: null, username: 'kunde@demo.dk' } }),
    });
    const store = renderPage(`${LINK}&invitation=1`);
    await userEvent.type(await screen.findByLabelText('New password'), 'a-long-new-secret');
    await userEvent.type(screen.getByLabelText('Repeat the new password'), 'a-long-new-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/en\/customercenter$/));
    expect(await server.bodiesOf('/api/User/Login')).toEqual([{ username: 'kunde@demo.dk', password: 'a-long-new-secret' }]);
    expect(store.getState().user.current.user?.name).toBe('Nanna Ny');
    expect(store.getState().user.token.anonymous).toBe(false);
  });

  it('shows the server’s policy answer (400 fields.newPassword) at the field', async () => {
    mockServer({
      '/api/User/VerifyToken': noContent,
      '/api/User/ResetPasswordByToken': () =>
        json(400, { message: 'Invalid request', statusCode: 400, fields: { newPassword: 'must not be the username' } }),
    });
    renderPage(`${PAGE}?token=tok-123&username=someone`);
    const password = await screen.findByLabelText('New password');
    await userEvent.type(password, 'another-secret');
    await userEvent.type(screen.getByLabelText('Repeat the new password'), 'another-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription(/The password must not be your e-mail address\./);
  });

  it('a token used up meanwhile (401 on the reset) turns into the invalid-link step', async () => {
    mockServer({
      '/api/User/VerifyToken': noContent,
      '/api/User/ResetPasswordByToken': () => json(401, { message: 'Unauthorized', statusCode: 401 }),
    });
    renderPage(LINK);
    await userEvent.type(await screen.findByLabelText('New password'), 'a-long-new-secret');
    await userEvent.type(screen.getByLabelText('Repeat the new password'), 'a-long-new-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByRole('button', { name: 'Send me a new e-mail' })).toBeInTheDocument();
  });

  it('a failed check (no connection) offers to try again', async () => {
    const report = expectNetworkErrorReport('verifyToken');
    let calls = 0;
    mockServer({
      '/api/User/VerifyToken': () => {
        calls += 1;
        if (calls === 1) throw new TypeError('Failed to fetch');
        return noContent();
      },
    });
    renderPage(LINK);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The server could not be reached.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('New password')).toBeInTheDocument();
    expect(within(document.body).queryByRole('alert')).not.toBeInTheDocument();
    report.verify();
  });
});
