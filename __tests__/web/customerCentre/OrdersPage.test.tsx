import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import OrdersPage from '../../../src/features/customerCentre/OrdersPage';
import { selectOrders } from '../../../src/features/orders/ordersSlice';
import { makeStore } from '../../../src/app/store';
import da from '../../../translations/da.json';
import { shopState } from '../cart/fixtures';
import { ccOrder, json, page, recordingServer, renderScreen } from './fixtures';

const ORDERS = '/en/kundecenter/ordre';

function ordersServer(answer: (body: unknown, query: Record<string, string>) => Response) {
  return recordingServer({
    '/api/CustomerCenter/GetOrdersWithPagination': (request, body) =>
      answer(body, Object.fromEntries(new URL(request.url).searchParams)),
  });
}

afterEach(() => jest.restoreAllMocks());

describe('Orders list', () => {
  it('asks for page 1 of 25 without lines and shows each order with number, date, status and totals', async () => {
    const { seen } = ordersServer(() =>
      json(
        200,
        page(
          'orders',
          [
            ccOrder(),
            // An old order: handed over to the ERP and invoiced since — the buyer reads 'Invoiced', not 'In progress'.
            ccOrder({ id: 'order-2', orderNumber: '100043', status: 'Transferred', customerStatus: 'invoiced', orderDate: '2024-03-05' }),
          ],
          2,
        ),
      ),
    );
    renderScreen(<OrdersPage />, ORDERS, ORDERS);

    const table = await screen.findByRole('table', { name: /Orders, page 1 of 1 \(2 orders in all\)/ });
    expect(seen).toEqual([
      {
        path: '/api/CustomerCenter/GetOrdersWithPagination',
        query: { pageSize: '25', pageNr: '1' },
        body: {
          areaInfo: { areaId: 'b2b', currencyCode: 'DKK', languageCode: 'en' },
          searchOptions: { includeLinesInResult: false, from: null, to: null, search: '', linkId: null },
        },
      },
    ]);
    const headers = within(table).getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Order no.', 'Date', 'Reference', 'Placed by', 'Status', 'Total excl. VAT', 'Total incl. VAT']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!).getByRole('rowheader');
    expect(within(first).getByRole('link', { name: '100042' })).toHaveAttribute('href', '/en/kundecenter/ordrer/order-1');
    // SPEC §9: en-US dates in the en-GB short form with 2-digit parts.
    expect(rows[0]).toHaveTextContent('04/03/25');
    expect(rows[0]).toHaveTextContent('PO-7781');
    expect(rows[0]).toHaveTextContent('Received');
    expect(rows[0]).toHaveTextContent('DKK 477,50');
    expect(rows[0]).toHaveTextContent('DKK 596,88');
    expect(rows[1]).toHaveTextContent('Invoiced');
    expect(rows[1]).not.toHaveTextContent('In progress');
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
  });

  it('says every buyer status in the page\'s language, and who placed an order for whom (issue 16 items 9, 10)', async () => {
    const statuses = ['received', 'awaitingApproval', 'awaitingPayment', 'inProgress', 'shipped', 'invoiced', 'rejected'] as const;
    ordersServer(() =>
      json(
        200,
        page(
          'orders',
          statuses.map((customerStatus, i) =>
            ccOrder({
              id: `o-${i}`,
              orderNumber: `10010${i}`,
              customerStatus,
              ...(i === 0
                ? { placedBy: { name: 'Mette Hansen', repName: 'Sofie Sælger' }, createdBy: 'Sofie Sælger on behalf of Mette Hansen' }
                : {}),
            }),
          ),
          statuses.length,
        ),
      ),
    );
    renderScreen(<OrdersPage />, '/kundecenter/ordre', '/kundecenter/ordre', makeStore(shopState({ loggedIn: true, locale: 'da' })), {
      locale: 'da-DK',
      messages: da as Record<string, string>,
    });
    const table = await screen.findByRole('table', { name: /Ordrer/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.querySelector('[data-status]')?.textContent)).toEqual([
      'Modtaget',
      'Afventer godkendelse',
      'Afventer betaling',
      'Under behandling',
      'Afsendt',
      'Faktureret',
      'Afvist',
    ]);
    expect(rows[0]).toHaveTextContent('Sofie Sælger på vegne af Mette Hansen');
    expect(table).not.toHaveTextContent('on behalf of');
    expect(rows[1]).toHaveTextContent('Mette Hansen');
  });

  it('pages by ?p= like the product lists: links to the other pages, the page asked from the server', async () => {
    const { seen } = ordersServer((_body, query) =>
      json(200, page('orders', [ccOrder({ id: `o-${query.pageNr}`, orderNumber: `1000${query.pageNr}` })], 60, Number(query.pageNr))),
    );
    renderScreen(<OrdersPage />, ORDERS, `${ORDERS}?p=2`);
    expect(await screen.findByRole('table', { name: /page 2 of 3 \(60 orders in all\)/ })).toBeInTheDocument();
    expect(seen[0]!.query).toEqual({ pageSize: '25', pageNr: '2' });
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', ORDERS);
    const next = within(pager).getByRole('link', { name: /next/i });
    expect(next).toHaveAttribute('href', `${ORDERS}?p=3`);

    await userEvent.click(next);
    expect(await screen.findByRole('table', { name: /page 3 of 3/ })).toBeInTheDocument();
    expect(seen.map((request) => request.query.pageNr)).toEqual(['2', '3']);
    expect(screen.getByRole('link', { name: '10003' })).toBeInTheDocument();
  });

  it('a page number below 1 or not numeric asks for page 1 (SPEC §5)', async () => {
    const { seen } = ordersServer(() => json(200, page('orders', [ccOrder()], 1)));
    renderScreen(<OrdersPage />, ORDERS, `${ORDERS}?p=-4`);
    await screen.findByRole('table');
    expect(seen[0]!.query.pageNr).toBe('1');
  });

  it('searches by text and dates: the options go to the server and into the URL, back on page 1', async () => {
    const { seen } = ordersServer((body) => {
      const options = (body as { searchOptions: { search: string } }).searchOptions;
      return json(200, page('orders', options.search ? [ccOrder({ orderNumber: '100099', id: 'hit' })] : [ccOrder()], 1));
    });
    renderScreen(<OrdersPage />, ORDERS, `${ORDERS}?p=3`);
    await screen.findByRole('table');
    // A named search landmark (its legend): the header's product search is one too (issue 16).
    expect(screen.getByRole('search', { name: 'Search' })).toContainElement(screen.getByRole('searchbox', { name: 'Search text' }));

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search text' }), 'PO-77');
    const from = screen.getByLabelText('From date');
    const to = screen.getByLabelText('To date');
    await userEvent.type(from, '2025-03-01');
    await userEvent.type(to, '2025-03-31');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByRole('link', { name: '100099' })).toBeInTheDocument();
    const last = seen[seen.length - 1]!;
    expect(last.query.pageNr).toBe('1');
    expect(last.body).toMatchObject({
      searchOptions: { includeLinesInResult: false, search: 'PO-77', from: '2025-03-01', to: '2025-03-31', linkId: null },
    });
    expect(screen.getByRole('searchbox', { name: 'Search text' })).toHaveValue('PO-77');

    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(seen[seen.length - 1]!.body).toMatchObject({ searchOptions: { search: '', from: null, to: null } }));
  });

  it('refuses a from date after the to date at the fields, without asking the server', async () => {
    const { seen } = ordersServer(() => json(200, page('orders', [ccOrder()], 1)));
    renderScreen(<OrdersPage />, ORDERS, ORDERS);
    await screen.findByRole('table');
    await userEvent.type(screen.getByLabelText('From date'), '2025-05-01');
    await userEvent.type(screen.getByLabelText('To date'), '2025-04-01');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The from date must not be after the to date.');
    expect(screen.getByLabelText('From date')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('From date')).toHaveAccessibleDescription('The from date must not be after the to date.');
    expect(seen).toHaveLength(1);
  });

  it('arriving from an invoice: the orders of that invoice (linkId), with a way to show all', async () => {
    const { seen } = ordersServer(() => json(200, page('orders', [ccOrder()], 1)));
    renderScreen(<OrdersPage />, ORDERS, `${ORDERS}?link=inv-1&linkNo=300001`);
    await screen.findByRole('table');
    expect(seen[0]!.body).toMatchObject({ searchOptions: { linkId: 'inv-1' } });
    expect(screen.getByText(/Only those linked to 300001\./)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Show all' }));
    await waitFor(() => expect(seen[seen.length - 1]!.body).toMatchObject({ searchOptions: { linkId: null } }));
  });

  it('says so when there are no orders', async () => {
    ordersServer(() => json(200, page('orders', [], 0)));
    renderScreen(<OrdersPage />, ORDERS, ORDERS);
    expect(await screen.findByText('No orders found.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('an error empties the order list (SPEC §4) and shows the message with a retry', async () => {
    let fail = false;
    const { seen } = ordersServer(() => (fail ? json(500, { message: 'boom' }) : json(200, page('orders', [ccOrder()], 30))));
    const { store } = renderScreen(<OrdersPage />, ORDERS, ORDERS);
    await screen.findByRole('table');

    fail = true;
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('link', { name: 'Page 2' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The list could not be loaded.');
    expect(alert).toHaveTextContent('Reason: An unexpected server error occurred.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(selectOrders(store.getState())).toMatchObject({ status: 'error', items: [], totalItems: 0 });

    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(seen.map((request) => request.query.pageNr)).toEqual(['1', '2', '2']);
  });
});
