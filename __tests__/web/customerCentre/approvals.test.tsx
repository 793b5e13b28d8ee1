/**
 * Spending limits and approvals in the storefront (issue 20): the admin's approvals queue (lines, buyer, the limit
 * exceeded, approve, reject with a required reason, never one's own order), the limits editor of the company's user
 * table (amounts typed in major units), and the cart's notice of the month's budget and of an order that will wait.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureStore } from '@reduxjs/toolkit';
import type { CompanyUser, OrderApproval } from '../../../src/api/companyTypes';
import type { User } from '../../../src/api/types';
import { makeStore, rootReducer } from '../../../src/app/store';
import { SpendingLimitNotice, approvalNeed } from '../../../src/features/cart';
import ApprovalsPage from '../../../src/features/customerCentre/company/ApprovalsPage';
import CompanyPage from '../../../src/features/customerCentre/company/CompanyPage';
import { parseLimit } from '../../../src/features/customerCentre/company/LimitsEditor';
import { userLoaded } from '../../../src/features/user';
import { cartWith, line, pricedLine, shopState, shopStore } from '../cart/fixtures';
import { customer } from '../product/fixtures';
import { renderWithProviders } from '../renderWithProviders';
import { json, recordingServer, renderScreen } from './fixtures';

afterEach(() => jest.restoreAllMocks());
jest.setTimeout(20_000);

const admin: User = { ...customer, companyRole: 'admin', extraInfo: { ...customer.extraInfo, username: 'mette@example.com' } };
const stateAs = (user: User) => rootReducer(shopState({ loggedIn: true }), userLoaded(user));

const approval = (extra: Partial<OrderApproval> = {}): OrderApproval => ({
  orderId: 'o-1',
  orderNumber: '100201',
  status: 'PendingApproval',
  state: 'waiting',
  createdAt: '2026-11-20T09:30:00.000Z',
  buyerUserId: 'u-jonas',
  buyerName: 'Jonas Holm',
  buyerEmail: 'jonas@example.com',
  repName: null,
  reason: 'orderLimit',
  limit: 500000,
  orderAmount: 734050,
  totalInclVat: 917563,
  monthSpent: 0,
  currencyCode: 'DKK',
  paymentKind: 'invoice',
  reference: 'Sag 7',
  comment: '',
  lines: [
    { lineNo: 1, type: 'product', productId: '1001', variantId: null, unitOfMeasure: 'STK', text: 'Boremaskine', quantity: 50, netUnitPrice: 14500, netLinePrice: 725000 },
  ],
  decidedAt: null,
  decidedByName: null,
  rejectionReason: null,
  ...extra,
});

const PATH = '/en/customercenter/approvals';

describe('Approvals page', () => {
  it('lists the waiting orders with buyer, reason and lines, and approves one', async () => {
    const { seen } = recordingServer({
      '/api/CustomerCenter/GetOrderApprovals': () =>
        json(200, {
          waiting: [approval(), approval({ orderId: 'o-2', orderNumber: '100202', reason: 'requester', limit: null, buyerEmail: 'mette@example.com', buyerName: 'Mette Hansen' })],
          waitingTotal: 60,
          decided: [approval({ orderId: 'o-0', orderNumber: '100199', state: 'rejected', status: 'Rejected', decidedAt: '2026-11-19T10:00:00.000Z', decidedByName: 'Mette Hansen', rejectionReason: 'Too many' })],
        }),
      '/api/CustomerCenter/ApproveOrder': () => json(200, { approval: approval({ state: 'approved', status: 'PendingTransfer' }) }),
    });
    renderScreen(<ApprovalsPage />, PATH, PATH, makeStore(stateAs(admin)));
    expect(screen.getByRole('heading', { level: 1, name: 'Approvals' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Approvals' })).toHaveAttribute('aria-current', 'page');
    const first = await screen.findByRole('article', { name: 'Order 100201' });
    expect(first).toHaveTextContent(/Placed by Jonas Holm \(jonas@example.com\)/);
    expect(first).toHaveTextContent('Over the per-order limit of DKK 5.000,00');
    expect(first).toHaveTextContent('DKK 7.340,50');
    expect(within(first).getByRole('table')).toHaveTextContent('Boremaskine');
    // The admin's own order: no buttons.
    const own = screen.getByRole('article', { name: 'Order 100202' });
    expect(own).toHaveTextContent('Placed by a requester');
    expect(own).toHaveTextContent('Your own order: another administrator approves it.');
    expect(within(own).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.getByRole('article', { name: 'Order 100199' })).toHaveTextContent(/Rejected by Mette Hansen on .*: Too many/);
    expect(screen.getByText('The 2 oldest of 60 waiting orders are shown; the next ones appear as these are decided.')).toBeInTheDocument();

    await userEvent.click(within(first).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Order 100201 has been approved and sent on.')).toBeInTheDocument();
    expect(seen.find((r) => r.path === '/api/CustomerCenter/ApproveOrder')?.body).toEqual({ orderId: 'o-1' });
  });

  it('rejects only with a reason, and sends it', async () => {
    const { seen } = recordingServer({
      '/api/CustomerCenter/GetOrderApprovals': () => json(200, { waiting: [approval()], waitingTotal: 1, decided: [] }),
      '/api/CustomerCenter/RejectOrder': () => json(200, { approval: approval({ state: 'rejected', status: 'Rejected' }) }),
    });
    renderScreen(<ApprovalsPage />, PATH, PATH, makeStore(stateAs(admin)));
    const card = await screen.findByRole('article', { name: 'Order 100201' });
    await userEvent.click(within(card).getByRole('button', { name: 'Reject' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Reject the order' }));
    expect(within(card).getByRole('alert')).toHaveTextContent('Write why the order is rejected.');
    expect(seen.some((r) => r.path === '/api/CustomerCenter/RejectOrder')).toBe(false);
    await userEvent.type(within(card).getByRole('textbox', { name: 'Reason for the rejection (the buyer sees it)' }), 'Too many drills');
    await userEvent.click(within(card).getByRole('button', { name: 'Reject the order' }));
    expect(await screen.findByText('Order 100201 has been rejected. The buyer has been told why.')).toBeInTheDocument();
    expect(seen.find((r) => r.path === '/api/CustomerCenter/RejectOrder')?.body).toEqual({ orderId: 'o-1', reason: 'Too many drills' });
  });

  it('tells a buyer that only administrators approve orders', () => {
    recordingServer({});
    renderScreen(<ApprovalsPage />, PATH, PATH, makeStore(stateAs({ ...admin, companyRole: 'buyer' })));
    expect(screen.getByText("Only your company's administrators approve orders.")).toBeInTheDocument();
    // The section is in the navigation for the company's admins only.
    expect(screen.queryByRole('link', { name: 'Approvals' })).toBeNull();
  });
});

describe('spending limits in the company table', () => {
  it.each([
    ['5000', 500000],
    ['5.000', 500000],
    ['5.000,50', 500050],
    ['5000,5', 500050],
    ['5 000.25', 500025],
    ['1,234.50', 123450],
    ['', null],
    ['abc', undefined],
    ['-5', undefined],
    ['1,234,5', undefined],
  ])('reads %p as %p minor units', (text, minor) => {
    expect(parseLimit(text)).toBe(minor);
  });

  it('shows the limits and saves new ones from the editor', async () => {
    const jonas: CompanyUser = {
      userId: 'jonas',
      name: 'Jonas Holm',
      email: 'jonas@example.com',
      role: 'buyer',
      active: true,
      lastLoginAt: null,
      invitationPending: false,
      orderLimit: 500000,
      monthlyLimit: null,
    };
    const { seen } = recordingServer({
      '/api/CustomerCenter/GetCompanyUsers': () => json(200, { users: [jonas] }),
      '/api/CustomerCenter/GetCompanyAuditLog': () => json(200, { entries: [], totalItems: 0, totalPages: 0, pageNr: 1, pageSize: 20 }),
      '/api/CustomerCenter/GetSalesRepLedger': () => json(200, { entries: [], totalItems: 0, totalPages: 0, pageNr: 1, pageSize: 20 }),
      '/api/CustomerCenter/SetCompanyUserLimits': () => json(200, { user: { ...jonas, orderLimit: 750000, monthlyLimit: 2000050 } }),
    });
    const path = '/en/customercenter/company';
    renderScreen(<CompanyPage />, path, path, makeStore(stateAs(admin)));
    const table = await screen.findByRole('table', { name: 'Users' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Per order: DKK 5.000,00');
    await userEvent.click(within(row).getByRole('button', { name: 'Edit limits of Jonas Holm' }));
    const form = within(row).getByRole('form', { name: 'Edit limits of Jonas Holm' });
    const order = within(form).getByRole('textbox', { name: 'Limit per order excl. VAT (empty: none) (DKK)' });
    expect(order).toHaveValue('5000');
    await userEvent.clear(order);
    await userEvent.type(order, '7.500');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Limit per calendar month excl. VAT (empty: none) (DKK)' }), '20000,50');
    await userEvent.click(within(form).getByRole('button', { name: 'Save limits' }));
    expect(await screen.findByText('The spending limits of Jonas Holm have been saved.')).toBeInTheDocument();
    expect(seen.find((r) => r.path === '/api/CustomerCenter/SetCompanyUserLimits')?.body).toEqual({ userId: 'jonas', orderLimit: 750000, monthlyLimit: 2000050 });
    const updated = within(await screen.findByRole('table', { name: 'Users' })).getAllByRole('row')[1]!;
    expect(updated).toHaveTextContent('Per order: DKK 7.500,00 · Per month: DKK 20.000,50');
  });
});

describe('the spending-limit notice of the cart and the checkout', () => {
  it('decides like the server', () => {
    const limits = { orderLimit: 1000, monthlyLimit: 5000, monthSpent: 4500, monthLeft: 500 };
    expect(approvalNeed('requester', undefined, 1)).toBe('requester');
    expect(approvalNeed('buyer', limits, 500)).toBeNull();
    expect(approvalNeed('buyer', limits, 1001)).toBe('orderLimit');
    expect(approvalNeed('buyer', limits, 501)).toBe('monthlyLimit');
    expect(approvalNeed('buyer', undefined, 10 ** 9)).toBeNull();
  });

  it("shows what is left of the month (read fresh) and that the cart's order will wait for approval", async () => {
    const limits = { orderLimit: null, monthlyLimit: 500000, monthSpent: 160000, monthLeft: 340000 };
    const limited: User = { ...customer, companyRole: 'buyer', companyLimits: { ...limits, monthSpent: 0, monthLeft: 500000 } };
    const { seen } = recordingServer({ '/api/User/GetUser': () => json(200, { ...limited, companyLimits: limits }) });
    const base = shopStore({ loggedIn: true, cart: cartWith([line('L1', 1)]), calculatedLines: [pricedLine('L1', 1, 3500)] });
    const store = makeStore(rootReducer(base.getState(), userLoaded(limited)));
    renderWithProviders(<SpendingLimitNotice />, { store });
    const box = screen.getByRole('region', { name: 'Your spending limits' });
    expect(await within(box).findByText('DKK 3.400,00 left this month (monthly limit DKK 5.000,00, excl. VAT)')).toBeInTheDocument();
    expect(box).toHaveTextContent("With this order you are over your monthly limit: it waits for your company administrator's approval before it is sent.");
    expect(seen.some((r) => r.path === '/api/User/GetUser')).toBe(true);
  });

  it('shows nothing to a buyer without limits (and asks nothing)', () => {
    const { seen } = recordingServer({});
    const store = configureStore({ reducer: rootReducer, preloadedState: rootReducer(shopState({ loggedIn: true }), userLoaded({ ...customer, companyRole: 'buyer' })) });
    renderWithProviders(<SpendingLimitNotice />, { store });
    act(() => undefined);
    expect(screen.queryByRole('region', { name: 'Your spending limits' })).toBeNull();
    expect(seen).toEqual([]);
  });
});
