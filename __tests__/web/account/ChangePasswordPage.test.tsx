import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import ChangePasswordPage from '../../../src/features/customerCentre/ChangePasswordPage';
import { selectToken, selectUser } from '../../../src/features/user/userSlice';
import { setupStore } from '../layout/fixtures';
import { renderWithProviders } from '../renderWithProviders';
import { CUSTOMER_USER, json, mockServer } from './fixtures';

const PAGE = '/en/customer-center/change-passord';
const FRESH = { token: 'fresh-token', tokenType: 'Bearer', expiresAt: '2999-02-01T00:00:00.000Z' };

function renderPage(user = CUSTOMER_USER) {
  const store = setupStore({ user });
  renderWithProviders(
    <Routes>
      <Route path={PAGE} element={<ChangePasswordPage />} />
    </Routes>,
    { store, initialEntries: [PAGE] },
  );
  return store;
}

async function fill(current: string, next: string, repeat = next) {
  if (current) await userEvent.type(screen.getByLabelText('Current password'), current);
  await userEvent.type(screen.getByLabelText('New password'), next);
  await userEvent.type(screen.getByLabelText('Repeat the new password'), repeat);
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('change password', () => {
  it('a 401 is change-password-failed, shown at the form and the current password field', async () => {
    const server = mockServer({
      '/api/User/ChangePassword': () => json(401, { message: 'Unauthorized', statusCode: 401 }),
    });
    const store = renderPage();
    await fill('wrong-password', 'a-long-new-secret');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The current password is not correct.');
    const current = screen.getByLabelText('Current password');
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(current).toHaveAccessibleDescription('The current password is not correct.');
    // The session goes on: the 401 is the call's own answer.
    expect(selectToken(store.getState()).token).toBe('login-token');
    expect(selectUser(store.getState())).toEqual(CUSTOMER_USER);
    expect(await server.bodiesOf('/api/User/ChangePassword')).toEqual([
      {
        area: { areaId: 'b2b', currencyCode: 'DKK', languageCode: 'en' },
        currentPassword: 'wrong-password',
        newPassword: 'a-long-new-secret',
      },
    ]);
    expect(server.requests[0]!.headers.get('Authorization')).toBe('Bearer login-token');

    // Typing again clears the error at the field.
    await userEvent.type(current, 'x');
    expect(current).not.toHaveAttribute('aria-invalid');
  });

  it('stores the fresh token of the reply, so the user stays logged in, and confirms', async () => {
    mockServer({ '/api/User/ChangePassword': () => json(200, FRESH) });
    const store = renderPage();
    await fill('demo1234', 'a-long-new-secret');

    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed.');
    expect(selectToken(store.getState())).toEqual({ token: 'fresh-token', expiresAt: FRESH.expiresAt, anonymous: false });
    expect(selectUser(store.getState())).toEqual(CUSTOMER_USER);
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(screen.getByLabelText('New password')).toHaveValue('');
  });

  it('checks the fields before sending: current password, policy, repetition', async () => {
    const server = mockServer({ '/api/User/ChangePassword': () => json(200, FRESH) });
    renderPage();
    await fill('', 'kunde@demo.dk', 'other');
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription('Enter your current password.');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(/must not be your e-mail address/);
    expect(screen.getByLabelText('Repeat the new password')).toHaveAccessibleDescription('The two passwords are not the same.');
    expect(server.fetchMock).not.toHaveBeenCalled();
  });

  it('a 429 shows the server’s message', async () => {
    mockServer({
      '/api/User/ChangePassword': () => json(429, { message: 'Too many attempts. Try again later.', statusCode: 429 }),
    });
    renderPage();
    await fill('wrong', 'a-long-new-secret');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again later.');
    expect(screen.getByLabelText('Current password')).not.toHaveAttribute('aria-invalid');
  });

  it('is not offered while impersonating, and says why', async () => {
    const server = mockServer({});
    renderPage({
      ...CUSTOMER_USER,
      roles: ['customer', 'impersonation'],
      extraInfo: { ...CUSTOMER_USER.extraInfo, impersonatorName: 'Sofie Sælger' },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Change password' })).toBeInTheDocument();
    expect(screen.getByText(/You are acting on behalf of Hansen El-service ApS/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    await waitFor(() => expect(server.fetchMock).not.toHaveBeenCalled());
  });
});
