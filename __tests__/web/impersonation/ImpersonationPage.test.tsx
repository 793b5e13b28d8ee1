import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ImpersonationCandidate, User } from '../../../src/api/types';
import { makeStore } from '../../../src/app/store';
import ImpersonationPage from '../../../src/features/impersonation/ImpersonationPage';
import { navigation } from '../../../src/app/navigation';
import { selectToken, selectUser, tokenReceived, userLoaded } from '../../../src/features/user/userSlice';
import { localeSet } from '../../../src/features/website/websiteSlice';
import { compareAdded, selectCompareIds } from '../../../src/features/compare/compareSlice';
import { renderWithProviders } from '../renderWithProviders';

const rep: User = { name: 'Sofie Sælger', roles: ['impersonation'], customerNumber: null, extraInfo: { impersonatorName: null } };
const users: ImpersonationCandidate[] = [
  { userId: 'u1', username: 'kunde@demo.dk', name: 'Mette Hansen', customerNumber: '10001', customerName: 'Hansen El-service ApS', city: 'Vejle' },
  { userId: 'u2', username: 'kunde2@demo.dk', name: 'Lars Nielsen', customerNumber: '10002', customerName: 'Nordisk VVS A/S', city: 'Aarhus' },
];
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setup(listStatus = 200, user: User = rep) {
  const requests: { path: string; body: unknown }[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const request = input as Request;
    const path = new URL(request.url).pathname;
    const body: unknown = request.method === 'POST' ? await request.json() : undefined;
    requests.push({ path, body });
    if (path.endsWith('/GetAllowedUsersToImpersonate')) {
      if (listStatus !== 200) return json({ message: 'Forbidden' }, listStatus);
      const term = ((body as { search?: string }).search ?? '').toLowerCase();
      return json({ users: users.filter((u) => !term || u.name.toLowerCase().includes(term)) });
    }
    if (path.endsWith('/Impersonate')) return json({ token: 'acting', tokenType: 'Bearer', expiresAt: '2999-01-01T00:00:00Z' });
    if (path.endsWith('/GetUser')) {
      return json({ name: 'Mette Hansen', roles: ['customer', 'impersonation'], customerNumber: '10001', extraInfo: { impersonatorName: 'Sofie Sælger', customerName: 'Hansen El-service ApS', currencyCode: 'DKK' } });
    }
    return json({}, 404);
  }) as typeof fetch;
  const store = makeStore();
  store.dispatch(localeSet('en'));
  store.dispatch(tokenReceived({ response: { token: 'rep', tokenType: 'Bearer', expiresAt: '2999-01-01T00:00:00Z' }, anonymous: false }));
  store.dispatch(userLoaded(user));
  const navigate = jest.spyOn(navigation, 'navigateTo').mockImplementation(() => undefined);
  renderWithProviders(<ImpersonationPage />, { store });
  return { store, requests, navigate };
}

afterEach(() => jest.restoreAllMocks());

describe('ImpersonationPage', () => {
  it('lists the rep’s customer users and filters them', async () => {
    setup();
    expect(await screen.findByRole('cell', { name: 'Mette Hansen' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Nordisk VVS A/S (10002)' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Find a customer'), 'lars');
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Mette Hansen' })).not.toBeInTheDocument());
    expect(screen.getByRole('cell', { name: 'Lars Nielsen' })).toBeInTheDocument();
  });

  it('acts as a user: stores the new token and user, then reloads on the home page', async () => {
    const { store, requests, navigate } = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Act as Mette Hansen' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/en'));
    expect(requests.find((r) => r.path.endsWith('/Impersonate'))?.body).toEqual({ userId: 'u1' });
    expect(selectToken(store.getState())).toMatchObject({ token: 'acting', anonymous: false });
    expect(selectUser(store.getState())?.extraInfo.impersonatorName).toBe('Sofie Sælger');
  });

  it('switching from one customer to the next carries no comparison or stored cart over', async () => {
    const { store, navigate } = setup();
    store.dispatch(compareAdded('P1'));
    window.localStorage.setItem('cart', '{"cartId":"the-customer-before"}');
    await userEvent.click(await screen.findByRole('button', { name: 'Act as Lars Nielsen' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/en'));
    expect(selectCompareIds(store.getState())).toEqual([]);
    expect(window.localStorage.getItem('cart')).toBeNull();
    expect(selectToken(store.getState())).toMatchObject({ token: 'acting', anonymous: false });
  });

  it('marks the user the rep acts for now', async () => {
    const acting: User = {
      name: 'Mette Hansen',
      roles: ['customer', 'impersonation'],
      customerNumber: '10001',
      extraInfo: { impersonatorName: 'Sofie Sælger', username: 'kunde@demo.dk', customerName: 'Hansen El-service ApS' },
    };
    setup(200, acting);
    const mette = (await screen.findByRole('cell', { name: 'Mette Hansen Acting now' })).closest('tr')!;
    expect(mette).toHaveAttribute('aria-current', 'true');
    const lars = screen.getByRole('cell', { name: 'Lars Nielsen' }).closest('tr')!;
    expect(lars).not.toHaveAttribute('aria-current');
    expect(screen.getAllByText('Acting now')).toHaveLength(1);
  });

  it('marks nobody before the rep acts for a customer', async () => {
    setup();
    expect(await screen.findByRole('cell', { name: 'Mette Hansen' })).toBeInTheDocument();
    expect(screen.queryByText('Acting now')).not.toBeInTheDocument();
    expect(document.querySelector('[aria-current]')).toBeNull();
  });

  it('tells other users that only sales staff may impersonate', async () => {
    setup(403);
    expect(await screen.findByRole('alert')).toHaveTextContent('Only sales staff can act on behalf of customers.');
  });
});
