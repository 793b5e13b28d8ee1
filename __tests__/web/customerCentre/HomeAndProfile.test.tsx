import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CreditMemosPage from '../../../src/features/customerCentre/CreditMemosPage';
import CustomerCentreHome, { amountDueByCurrency } from '../../../src/features/customerCentre/CustomerCentreHome';
import InvoicesPage from '../../../src/features/customerCentre/InvoicesPage';
import ProfilePage from '../../../src/features/customerCentre/ProfilePage';
import { ccOrder, creditMemo, invoice, json, page, price, recordingServer, renderScreen, savedBilling, savedShipping } from './fixtures';

afterEach(() => jest.restoreAllMocks());

describe('Customer centre home', () => {
  function homeServer(invoices = [
    invoice({ id: 'i1', invoiceNumber: '300001', status: 'open', dueDate: '2025-04-09', total: price(100), creditedAmount: 25 }),
    invoice({ id: 'i2', invoiceNumber: '300002', status: 'overdue', dueDate: '2025-03-01', total: price(200) }),
    invoice({ id: 'i3', invoiceNumber: '300003', status: 'paid', total: price(999) }),
  ]) {
    return recordingServer({
      '/api/CustomerCenter/GetOrdersWithPagination': () => json(200, page('orders', [ccOrder(), ccOrder({ id: 'o2', orderNumber: '100041' })], 2, 1, 5)),
      '/api/CustomerCenter/GetInvoices': () => json(200, { invoices, totalItems: invoices.length }),
    });
  }

  it('shows the recent orders, the open invoices with the amount due, every section and the user’s details', async () => {
    const { seen } = homeServer();
    renderScreen(<CustomerCentreHome />, '/en/customercenter', '/en/customercenter');
    expect(screen.getByRole('heading', { level: 1, name: 'Customer centre' })).toBeInTheDocument();
    expect(screen.getByText('Welcome, Mette Hansen')).toBeInTheDocument();

    const recent = screen.getByRole('region', { name: 'Recent orders' });
    expect(await within(recent).findByRole('link', { name: '100042' })).toHaveAttribute('href', '/en/kundecenter/ordrer/order-1');
    expect(within(recent).getByRole('link', { name: '100041' })).toBeInTheDocument();
    expect(within(recent).getByRole('link', { name: 'See all orders' })).toHaveAttribute('href', '/en/kundecenter/ordre');
    expect(seen.find((r) => r.path === '/api/CustomerCenter/GetOrdersWithPagination')?.query).toEqual({ pageSize: '5', pageNr: '1' });

    const open = screen.getByRole('region', { name: 'Open invoices' });
    expect(await within(open).findByText(/2 open invoices — 1 of them is overdue/)).toBeInTheDocument();
    // 125.00 − 25.00 credited + 250.00 incl. VAT; the paid invoice does not count.
    expect(within(open).getByText('DKK 350,00')).toBeInTheDocument();
    const rows = within(within(open).getByRole('table')).getAllByRole('row').slice(1);
    // Oldest due date first.
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['300002', '300001']);
    expect(rows[0]).toHaveTextContent('Overdue');
    expect(rows[1]).toHaveTextContent('DKK 100,00');

    const sections = screen.getByRole('region', { name: 'Everything in the customer centre' });
    const links = within(sections).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Orders', '/en/kundecenter/ordre'],
      ['Invoices', '/en/kundecenter/fakturaer'],
      ['Credit memos', '/en/kundecenter/kreditnotaer'],
      ['Favourite lists', '/en/customercenter/favourites'],
      ['Saved carts', '/en/kundecenter/gemte-kurve'],
      ['Quotes', '/en/kundecenter/tilbud'],
      ['Profile', '/en/customercenter/profile'],
      ['Change password', '/en/customer-center/change-passord'],
    ]);
    const you = screen.getByRole('region', { name: 'Your details' });
    expect(you).toHaveTextContent('Hansen Byg ApS');
    expect(you).toHaveTextContent('C-1001');
    expect(within(you).getByRole('link', { name: 'Show profile' })).toHaveAttribute('href', '/en/customercenter/profile');
    expect(screen.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  });

  it('without open invoices or orders it says so', async () => {
    recordingServer({
      '/api/CustomerCenter/GetOrdersWithPagination': () => json(200, page('orders', [], 0)),
      '/api/CustomerCenter/GetInvoices': () => json(200, { invoices: [invoice({ status: 'paid' })], totalItems: 1 }),
    });
    renderScreen(<CustomerCentreHome />, '/en/customercenter', '/en/customercenter');
    expect(await screen.findByText('You have not placed any orders yet.')).toBeInTheDocument();
    expect(await screen.findByText('You have no open invoices.')).toBeInTheDocument();
  });

  it('adds the amount due per currency', () => {
    expect(
      amountDueByCurrency([
        invoice({ total: price(10.1), creditedAmount: 0 }),
        invoice({ total: price(0.2), creditedAmount: 0 }),
        invoice({ currencyCode: 'EUR', total: price(4), creditedAmount: 1 }),
        invoice({ status: 'paid', total: price(1000) }),
      ]),
    ).toEqual([
      ['DKK', 1288],
      ['EUR', 400],
    ]);
  });
});

describe('Profile', () => {
  it('shows customer number, company, billing address, the delivery addresses (default marked), the user and the password link', async () => {
    const { seen } = recordingServer({
      '/api/Customer/GetAddresses': () =>
        json(200, {
          addresses: [
            savedBilling,
            savedShipping,
            { ...savedShipping, address1: 'Havnen 2', city: 'Aarhus', zip: '8000', country: 'DK', extraInfo: { id: 'addr-s2', type: 'shipping', isDefault: false } },
          ],
        }),
    });
    renderScreen(<ProfilePage />, '/en/customercenter/profile', '/en/customercenter/profile');
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    const company = screen.getByRole('region', { name: 'Company' });
    expect(company).toHaveTextContent('Hansen Byg ApS');
    expect(company).toHaveTextContent('C-1001');
    expect(company).toHaveTextContent('DKK');
    expect(await within(company).findByText('Industrivej 4')).toBeInTheDocument();
    expect(seen[0]).toMatchObject({ path: '/api/Customer/GetAddresses', body: { areaInfo: { areaId: 'b2b', currencyCode: 'DKK', languageCode: 'en' } } });

    const delivery = screen.getByRole('region', { name: 'Delivery addresses' });
    const items = within(delivery).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Default');
    expect(items[0]).toHaveTextContent('Lagervej 9');
    expect(items[1]).toHaveTextContent('Havnen 2');
    expect(items[1]).not.toHaveTextContent('Default');

    const login = screen.getByRole('region', { name: 'Your login' });
    expect(login).toHaveTextContent('Mette Hansen');
    expect(within(login).getByRole('link', { name: 'Change password' })).toHaveAttribute('href', '/en/customer-center/change-passord');
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
  });

  it('says so when there are no delivery addresses, or when they cannot be loaded', async () => {
    recordingServer({ '/api/Customer/GetAddresses': () => json(200, { addresses: [savedBilling] }) });
    const view = renderScreen(<ProfilePage />, '/en/customercenter/profile', '/en/customercenter/profile');
    expect(await within(view.container).findByText('No delivery addresses are registered.')).toBeInTheDocument();
    view.unmount();

    recordingServer({ '/api/Customer/GetAddresses': () => json(500, { message: 'down' }) });
    renderScreen(<ProfilePage />, '/en/customercenter/profile', '/en/customercenter/profile');
    expect(await screen.findByRole('alert')).toHaveTextContent('The addresses could not be loaded.');
  });
});

describe('Invoices and credit memos lists', () => {
  it('invoices: number, dates, status badge, amount and amount due; page and options to the server', async () => {
    const { seen } = recordingServer({
      '/api/CustomerCenter/GetInvoicesWithPagination': () =>
        json(200, page('invoices', [invoice({ status: 'overdue', creditedAmount: 43.75 }), invoice({ id: 'i2', invoiceNumber: '300002', status: 'paid' })], 2)),
    });
    renderScreen(<InvoicesPage />, '/en/kundecenter/fakturaer', '/en/kundecenter/fakturaer?q=300&from=2025-01-01');
    const table = await screen.findByRole('table', { name: /Invoices, page 1 of 1 \(2 invoices in all\)/ });
    expect(seen[0]).toMatchObject({
      query: { pageSize: '25', pageNr: '1' },
      body: { searchOptions: { includeLinesInResult: false, search: '300', from: '2025-01-01', to: null } },
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('link', { name: '300001' })).toHaveAttribute('href', '/en/kundecenter/fakturaer/inv-1');
    expect(within(rows[0]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['10/03/25', '09/04/25', 'Overdue', 'DKK 243,75', 'DKK 200,00']);
    expect(within(rows[1]!).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['10/03/25', '09/04/25', 'Paid', 'DKK 243,75', 'DKK 0,00']);
  });

  it('credit memos: number, date, the invoice it corrects, reason and amount; an error keeps the last list', async () => {
    let fail = false;
    recordingServer({
      '/api/CustomerCenter/GetCreditMemosWithPagination': () => (fail ? json(500, {}) : json(200, page('creditMemos', [creditMemo()], 30))),
    });
    const { store } = renderScreen(<CreditMemosPage />, '/en/kundecenter/kreditnotaer', '/en/kundecenter/kreditnotaer');
    const table = await screen.findByRole('table', { name: /Credit memos, page 1 of 2/ });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByRole('link', { name: '900001' })).toHaveAttribute('href', '/en/kundecenter/kreditnotaer/cm-1');
    expect(within(row).getByRole('link', { name: '300001' })).toHaveAttribute('href', '/en/kundecenter/fakturaer/inv-1');
    expect(row).toHaveTextContent('Return of goods');
    expect(row).toHaveTextContent('DKK 62,50');

    fail = true;
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('link', { name: 'Page 2' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The list could not be loaded.');
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(store.getState().creditMemos.items).toHaveLength(1);
  });
});
