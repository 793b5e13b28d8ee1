import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { saveAs } from 'file-saver';
import { PRICE_LIST_FILE_NAME } from '../../../contract/accountRules';
import Header from '../../../src/features/layout/Header';
import { fileNameFromDisposition } from '../../../src/lib/download';
import { setupStore } from '../layout/fixtures';
import { renderWithProviders } from '../renderWithProviders';
import { CUSTOMER_USER, json, mockServer } from './fixtures';

jest.mock('file-saver', () => ({ saveAs: jest.fn() }));
const saveAsMock = saveAs as unknown as jest.Mock;

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function openMenu() {
  await userEvent.click(screen.getByRole('button', { name: 'Customer centre' }));
  return screen.findByRole('menuitem', { name: 'Download price list' });
}

describe('price list download (header dropdown)', () => {
  beforeEach(() => saveAsMock.mockReset());

  it('fetches the customer’s price list with the bearer token and saves it under the fixed file name', async () => {
    const server = mockServer({
      '/files/DownloadCustomerPriceList/10001': () =>
        new Response(new Blob(['PK-xlsx-bytes'], { type: XLSX }), {
          status: 200,
          headers: { 'content-type': XLSX, 'content-disposition': 'attachment; filename="other-name.xlsx"' },
        }),
    });
    renderWithProviders(<Header />, { store: setupStore({ user: CUSTOMER_USER }) });
    const item = await openMenu();
    expect(item).toHaveAttribute('data-state', 'idle');
    await userEvent.click(item);

    await waitFor(() => expect(saveAsMock).toHaveBeenCalledTimes(1));
    const [blob, name] = saveAsMock.mock.calls[0] as [Blob, string];
    expect(name).toBe(PRICE_LIST_FILE_NAME);
    expect(name).toBe('prisliste.xlsx');
    expect(blob).toBeInstanceOf(Blob);
    await expect(blob.text()).resolves.toBe('PK-xlsx-bytes');
    const request = server.requests[0]!;
    expect(request.method).toBe('GET');
    expect(request.headers.get('Authorization')).toBe('Bearer login-token');
    // The menu stays open and the item shows the navigation button's states: loading, then downloaded.
    expect(item).toHaveAttribute('data-state', 'loading');
    await waitFor(() => expect(item).toHaveAttribute('data-state', 'added'));
    expect(item).toHaveTextContent('Downloaded');
  });

  it('the menu holds only its items: the download state is announced outside it (issue 16: aria-required-children)', async () => {
    mockServer({
      '/files/DownloadCustomerPriceList/10001': () => new Response(new Blob(['PK'], { type: XLSX }), { status: 200, headers: { 'content-type': XLSX } }),
    });
    renderWithProviders(<Header />, { store: setupStore({ user: CUSTOMER_USER }) });
    const item = await openMenu();
    const menu = screen.getByRole('menu');
    const owned = () => Array.from(menu.querySelectorAll('li > *')).map((child) => child.getAttribute('role'));
    expect(owned().every((role) => role === 'menuitem')).toBe(true);
    await userEvent.click(item);
    await waitFor(() => expect(item).toHaveAttribute('data-state', 'added'));
    expect(within(menu).queryByRole('status')).not.toBeInTheDocument();
    expect(owned().every((role) => role === 'menuitem')).toBe(true);
    // The announcement is made all the same, from a live region outside the menu.
    expect(screen.getAllByRole('status').some((status) => !menu.contains(status) && status.textContent === 'Added')).toBe(true);
  });

  it('shows the failed state with the error as its title when the server refuses', async () => {
    mockServer({
      '/files/DownloadCustomerPriceList/10001': () => json(403, { message: 'Forbidden', statusCode: 403 }),
    });
    renderWithProviders(<Header />, { store: setupStore({ user: CUSTOMER_USER }) });
    const item = await openMenu();
    await userEvent.click(item);
    await waitFor(() => expect(item).toHaveAttribute('data-state', 'failed'));
    expect(item).toHaveTextContent('Download failed');
    expect(item).toHaveAttribute('title', 'An unexpected server error occurred.');
    expect(saveAsMock).not.toHaveBeenCalled();
  });

  it('is disabled, with the reason, for a user without a customer number', async () => {
    const server = mockServer({});
    renderWithProviders(<Header />, {
      store: setupStore({ user: { ...CUSTOMER_USER, roles: ['admin'], customerNumber: null } }),
    });
    const item = await openMenu();
    expect(item).toHaveAttribute('aria-disabled', 'true');
    expect(item).toHaveAttribute('title', 'The price list is available for customer accounts');
    await userEvent.click(item);
    expect(server.fetchMock).not.toHaveBeenCalled();
  });
});

describe('fileNameFromDisposition', () => {
  it.each([
    ['attachment; filename="prisliste.xlsx"', 'prisliste.xlsx'],
    ["attachment; filename*=UTF-8''faktura%20100001%20%C3%A6.pdf; filename=\"faktura.pdf\"", 'faktura 100001 æ.pdf'],
    ['attachment; filename=plain.pdf', 'plain.pdf'],
    ['attachment; filename="../../etc/passwd"', '.._.._etc_passwd'],
    ['attachment', null],
    [null, null],
  ])('%s → %s', (header, expected) => {
    expect(fileNameFromDisposition(header)).toBe(expected);
  });
});
