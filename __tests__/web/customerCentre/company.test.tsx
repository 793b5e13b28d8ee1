/**
 * Customer centre → 'Company' (issue 20): the admin's user table and phone list, invitations with the server's
 * refusals, role changes, the audit log's sentences, the nav link for admins only, and 'Place order' disabled with
 * the reason for a viewer or requester.
 */
import { configureStore } from '@reduxjs/toolkit';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CompanyAuditEntry, CompanyUser, SalesRepLedgerEntry } from '../../../src/api/companyTypes';
import type { User } from '../../../src/api/types';
import { makeStore, rootReducer } from '../../../src/app/store';
import { summaryOf } from '../../../src/features/checkout/checkoutErrors';
import { OrderSummaryBox } from '../../../src/features/checkout/OrderSummaryBox';
import { describeChange } from '../../../src/features/customerCentre/company/AuditLog';
import CompanyPage from '../../../src/features/customerCentre/company/CompanyPage';
import CustomerCentreHome from '../../../src/features/customerCentre/CustomerCentreHome';
import { patchUsers } from '../../../src/features/customerCentre/company/companyApi';
import { userLoaded } from '../../../src/features/user';
import { cartWith, line, shopState } from '../cart/fixtures';
import { customer } from '../product/fixtures';
import { renderWithProviders } from '../renderWithProviders';
import { json, recordingServer, renderScreen } from './fixtures';
import { createIntl } from 'react-intl';
import en from '../../../translations/en.json';

afterEach(() => jest.restoreAllMocks());
// Role queries over a table and a list of four users each are slow on a busy machine.
jest.setTimeout(20_000);

const PATH = '/en/customercenter/company';
const admin: User = { ...customer, companyRole: 'admin', extraInfo: { ...customer.extraInfo, username: 'mette@example.com' } };

function stateAs(user: User, setup: Parameters<typeof shopState>[0] = {}) {
  return rootReducer(shopState({ loggedIn: true, ...setup }), userLoaded(user));
}

const person = (userId: string, name: string, role: CompanyUser['role'], extra: Partial<CompanyUser> = {}): CompanyUser => ({
  userId,
  name,
  email: `${userId}@example.com`,
  role,
  active: true,
  lastLoginAt: '2026-11-20T09:30:00.000Z',
  invitationPending: false,
  orderLimit: null,
  monthlyLimit: null,
  ...extra,
});

const USERS = [
  person('mette', 'Mette Hansen', 'admin', { email: 'mette@example.com' }),
  person('jonas', 'Jonas Holm', 'buyer'),
  person('birgitte', 'Birgitte Munk', 'viewer', { active: false }),
  person('nyt', 'Nanna Ny', 'buyer', { lastLoginAt: null, invitationPending: true }),
];

const entry = (extra: Partial<CompanyAuditEntry>): CompanyAuditEntry => ({
  id: 'a1',
  at: '2026-11-21T10:02:00.000Z',
  action: 'role',
  actorName: 'Mette Hansen',
  targetName: 'Jonas Holm',
  targetEmail: 'jonas@example.com',
  before: { role: 'buyer' },
  after: { role: 'viewer' },
  ...extra,
});

const SESSIONS: SalesRepLedgerEntry[] = [
  {
    id: 's2',
    repName: 'Sofie Sælger',
    userName: 'Jonas Holm',
    startedAt: '2026-11-13T08:00:00.000Z',
    endedAt: null,
    endReason: null,
    orders: [],
  },
  {
    id: 's1',
    repName: 'Sofie Sælger',
    userName: 'Mette Hansen',
    startedAt: '2026-11-12T10:02:00.000Z',
    endedAt: '2026-11-12T10:31:00.000Z',
    endReason: 'stopped',
    orders: [{ orderId: 'o-145', orderNumber: '100145' }],
  },
];

function companyServer(overrides: Record<string, Parameters<typeof recordingServer>[0][string]> = {}) {
  return recordingServer({
    '/api/CustomerCenter/GetCompanyUsers': () => json(200, { users: USERS }),
    '/api/CustomerCenter/GetCompanyAuditLog': () =>
      json(200, { entries: [entry({})], totalItems: 1, totalPages: 1, pageNr: 1, pageSize: 20 }),
    '/api/CustomerCenter/GetSalesRepLedger': () => json(200, { entries: SESSIONS, totalItems: 2, totalPages: 1, pageNr: 1, pageSize: 20 }),
    ...overrides,
  });
}

describe('Company page: the sales reps\' activity', () => {
  it('says who acted for whom and when, how it ended, and links the orders placed', async () => {
    const { seen } = companyServer();
    renderScreen(<CompanyPage />, PATH, PATH, makeStore(stateAs(admin)));
    const section = await screen.findByRole('region', { name: "Sales reps' activity" });
    const items = await within(section).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(/Sofie Sælger has been acting for Jonas Holm since .*2026/);
    expect(items[0]).toHaveTextContent('No orders placed.');
    expect(items[1]).toHaveTextContent(/Sofie Sælger acted for Mette Hansen, Nov 12, 2026, \d+:02 [AP]M–\d+:31 [AP]M/);
    expect(items[1]).toHaveTextContent('The rep ended it.');
    expect(within(items[1]!).getByRole('link', { name: '100145' })).toHaveAttribute('href', '/en/kundecenter/ordrer/o-145');
    expect(seen.find((r) => r.path === '/api/CustomerCenter/GetSalesRepLedger')?.query).toEqual({ pageSize: '20', pageNr: '1' });
  });
});

describe('Company page (admin)', () => {
  it('lists the users in a table with role, last login and status, and the company link is current', async () => {
    const { seen } = companyServer();
    renderScreen(<CompanyPage />, PATH, PATH, makeStore(stateAs(admin)));
    expect(screen.getByRole('heading', { level: 1, name: 'Company' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Company' })).toHaveAttribute('aria-current', 'page');
    const table = await screen.findByRole('table', { name: 'Users' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['Mette Hansen (you)', 'Jonas Holm', 'Birgitte Munk', 'Nanna Ny']);
    expect(rows[2]).toHaveTextContent('Deactivated');
    expect(rows[3]).toHaveTextContent('Invitation sent');
    expect(rows[3]).toHaveTextContent('Never');
    expect(within(rows[1]!).getByRole('combobox', { name: 'Role of Jonas Holm' })).toHaveValue('buyer');
    expect(within(rows[2]!).getByRole('button', { name: 'Reactivate Birgitte Munk' })).toBeInTheDocument();
    // The phone list carries the same users (one of the two is displayed by the width; jsdom has no width).
    const phone = document.querySelector<HTMLElement>('ul[aria-label="Users"]')!;
    expect(within(phone).getAllByRole('listitem', { hidden: true })).toHaveLength(4);
    expect(within(phone).getAllByRole('heading', { level: 3, hidden: true })[1]).toHaveTextContent('Jonas Holm');
    expect(await screen.findByText('Mette Hansen changed Jonas Holm from Buyer to Viewer')).toBeInTheDocument();
    expect(seen.find((r) => r.path === '/api/CustomerCenter/GetCompanyAuditLog')?.query).toEqual({ pageSize: '20', pageNr: '1' });
  });

  it('changes a role and says so; a refused change shows the reason', async () => {
    const { seen } = companyServer({
      '/api/CustomerCenter/SetCompanyUserRole': (_request, body) => {
        const { userId, role } = body as { userId: string; role: CompanyUser['role'] };
        if (userId === 'mette') return json(409, { message: 'The company must keep at least one active administrator', statusCode: 409 });
        return json(200, { user: { ...USERS.find((u) => u.userId === userId)!, role } });
      },
    });
    renderScreen(<CompanyPage />, PATH, PATH, makeStore(stateAs(admin)));
    const table = await screen.findByRole('table', { name: 'Users' });
    await userEvent.selectOptions(within(table).getByRole('combobox', { name: 'Role of Jonas Holm' }), 'viewer');
    expect(await screen.findByText('Jonas Holm is now Viewer.')).toBeInTheDocument();
    expect(seen.find((r) => r.path === '/api/CustomerCenter/SetCompanyUserRole')?.body).toEqual({ userId: 'jonas', role: 'viewer' });
    expect(within(table).getByRole('combobox', { name: 'Role of Jonas Holm' })).toHaveValue('viewer');
    await userEvent.selectOptions(within(table).getByRole('combobox', { name: 'Role of Mette Hansen' }), 'buyer');
    expect(await screen.findByText('The company must keep at least one active administrator.')).toBeInTheDocument();
  });

  it('invites a colleague, and names what the server refuses', async () => {
    let calls = 0;
    const { seen } = companyServer({
      '/api/CustomerCenter/InviteCompanyUser': (_request, body) => {
        calls += 1;
        if (calls === 1) return json(409, { message: 'A user with this e-mail address already exists', statusCode: 409, fields: { email: 'is already a user' } });
        return json(200, { user: person('new', 'Ny Kollega', 'requester', { email: (body as { email: string }).email, invitationPending: true, lastLoginAt: null }) });
      },
    });
    renderScreen(<CompanyPage />, PATH, PATH, makeStore(stateAs(admin)));
    const form = screen.getByRole('region', { name: 'Invite a colleague' });
    const submit = () => userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    await userEvent.type(within(form).getByLabelText('Name'), 'Ny Kollega');
    await userEvent.type(within(form).getByLabelText('E-mail'), 'not-an-address');
    await submit();
    expect(within(form).getByRole('alert')).toHaveTextContent('Enter a valid e-mail address.');
    expect(within(form).getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(seen.some((r) => r.path === '/api/CustomerCenter/InviteCompanyUser')).toBe(false);

    await userEvent.clear(within(form).getByLabelText('E-mail'));
    await userEvent.type(within(form).getByLabelText('E-mail'), 'jonas@example.com');
    await submit();
    expect(await within(form).findByText('A user with this e-mail address already exists.')).toBeInTheDocument();

    await userEvent.clear(within(form).getByLabelText('E-mail'));
    await userEvent.type(within(form).getByLabelText('E-mail'), 'ny@example.com');
    await userEvent.selectOptions(within(form).getByLabelText('Role'), 'requester');
    await submit();
    expect(await within(form).findByText('The invitation has been sent to ny@example.com.')).toBeInTheDocument();
    expect(seen.filter((r) => r.path === '/api/CustomerCenter/InviteCompanyUser').pop()?.body).toEqual({
      name: 'Ny Kollega',
      email: 'ny@example.com',
      role: 'requester',
      language: 'en',
    });
    const table = screen.getByRole('table', { name: 'Users' });
    expect(await within(table).findByRole('rowheader', { name: 'Ny Kollega' })).toBeInTheDocument();
  });
});

describe('Company page (not an admin)', () => {
  it.each([
    ['a buyer', { ...admin, companyRole: 'buyer' as const }],
    ['a rep acting for the admin', { ...admin, extraInfo: { ...admin.extraInfo, impersonatorName: 'Sofie Sælger' } }],
  ])('tells %s that only administrators manage users, calls nothing and hides the link', (_who, user) => {
    const { seen } = companyServer();
    renderScreen(<CompanyPage />, PATH, PATH, makeStore(stateAs(user)));
    expect(screen.getByText("Only your company's administrators manage its users.")).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Company' })).toBeNull();
    expect(seen).toEqual([]);
  });
});

describe('customer centre home (issue 20)', () => {
  it("lists 'Company' among the sections for a company admin only", async () => {
    const answers = {
      '/api/CustomerCenter/GetOrdersWithPagination': () => json(200, { orders: [], totalItems: 0, totalPages: 1, pageNr: 1, pageSize: 5 }),
      '/api/CustomerCenter/GetInvoices': () => json(200, { invoices: [], totalItems: 0 }),
    };
    recordingServer(answers);
    const view = renderScreen(<CustomerCentreHome />, '/en/customercenter', '/en/customercenter', makeStore(stateAs(admin)));
    const sections = screen.getByRole('region', { name: 'Everything in the customer centre' });
    expect(within(sections).getByRole('link', { name: 'Company' })).toHaveAttribute('href', '/en/customercenter/company');
    expect(within(sections).getByText("Your company's users: invite colleagues and choose what each may do.")).toBeInTheDocument();
    view.unmount();
    recordingServer(answers);
    renderScreen(<CustomerCentreHome />, '/en/customercenter', '/en/customercenter', makeStore(stateAs({ ...admin, companyRole: 'viewer' })));
    expect(within(screen.getByRole('region', { name: 'Everything in the customer centre' })).queryByRole('link', { name: 'Company' })).toBeNull();
  });
});

describe('company helpers', () => {
  const intl = createIntl({ locale: 'en', messages: en as Record<string, string> });
  it('describes every kind of change', () => {
    expect(describeChange(intl, entry({ action: 'invite', before: null, after: { role: 'requester', active: true } }))).toBe(
      'Mette Hansen invited Jonas Holm as Requester',
    );
    expect(describeChange(intl, entry({ action: 'deactivate' }))).toBe('Mette Hansen deactivated Jonas Holm');
    expect(describeChange(intl, entry({ action: 'reactivate' }))).toBe('Mette Hansen reactivated Jonas Holm');
  });

  it('writes a changed user into the cached list, or adds an invited one', () => {
    const list = USERS.map((u) => ({ ...u }));
    patchUsers(list, { ...USERS[1]!, role: 'viewer' });
    patchUsers(list, person('x', 'X', 'buyer'));
    expect(list.map((u) => [u.userId, u.role])).toEqual([['mette', 'admin'], ['jonas', 'viewer'], ['birgitte', 'viewer'], ['nyt', 'buyer'], ['x', 'buyer']]);
  });
});

describe('Place order by company role (issue 20)', () => {
  it.each([['viewer', 'Your role in the company is Viewer: you can see orders and documents, but not place orders.']] as const)('is disabled for a %s with the reason', (role, reason) => {
    const state = stateAs({ ...admin, companyRole: role }, { cart: cartWith([line('LINE0', 2)]) });
    const store = configureStore({ reducer: rootReducer, preloadedState: state });
    renderWithProviders(
      <form>
        <OrderSummaryBox lineCount={1} busy={false} />
      </form>,
      { store },
    );
    const button = screen.getByRole('button', { name: 'Place order' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(reason);
    expect(screen.getByText(reason)).toBeInTheDocument();
  });

  it("says why when the server refuses the role (changed since the page loaded), never the bare field value", () => {
    const intl = createIntl({ locale: 'en', messages: en as Record<string, string> });
    const refused = (companyRole: string) => ({ status: 403, message: 'x', fields: { companyRole } }) as unknown as Parameters<typeof summaryOf>[0];
    expect(summaryOf(refused('viewer'), intl, false)).toEqual({
      lead: 'Your role in the company is Viewer: you can see orders and documents, but not place orders.',
      rest: [],
    });
    expect(summaryOf(refused('requester'), intl, false)?.lead).toMatch(/^Your role in the company is Requester/);
  });

  it("sends a requester's order for approval (enabled, and the cart says so)", () => {
    const store = configureStore({ reducer: rootReducer, preloadedState: stateAs({ ...admin, companyRole: 'requester' }, { cart: cartWith([line('LINE0', 2)]) }) });
    renderWithProviders(
      <form>
        <OrderSummaryBox lineCount={1} busy={false} />
      </form>,
      { store },
    );
    act(() => undefined);
    expect(screen.getByRole('button', { name: 'Send for approval' })).toBeEnabled();
    expect(screen.getByText("Your order is sent to your company's administrator for approval before it is placed with us.")).toBeInTheDocument();
  });

  it('stays enabled for a buyer', () => {
    const store = configureStore({ reducer: rootReducer, preloadedState: stateAs({ ...admin, companyRole: 'buyer' }, { cart: cartWith([line('LINE0', 2)]) }) });
    renderWithProviders(
      <form>
        <OrderSummaryBox lineCount={1} busy={false} />
      </form>,
      { store },
    );
    act(() => undefined);
    expect(screen.getByRole('button', { name: 'Place order' })).toBeEnabled();
  });
});
