import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { saveAs } from 'file-saver';
import CreditMemoDetailPage from '../../../src/features/customerCentre/CreditMemoDetailPage';
import InvoiceDetailPage from '../../../src/features/customerCentre/InvoiceDetailPage';
import { selectCreditMemos } from '../../../src/features/creditMemos/creditMemosSlice';
import { selectInvoices } from '../../../src/features/invoices/invoicesSlice';
import { makeStore } from '../../../src/app/store';
import { shopState } from '../cart/fixtures';
import { emptyAddress } from '../../../contract/values';
import { creditMemo, documentLine, invoice, json, recordingServer, renderScreen, storeWithTranslations, UNIT_LABELS } from './fixtures';

/** A Finnish order as the server answers it: 3 × EUR 206.30, 25.5 % VAT on the rounded unit price (258.91). */
const eur = (net: number, gross: number) => ({ priceWithoutVat: net, priceWithVat: gross, vat: Math.round((gross - net) * 100) / 100, vatPercentage: 25.5 });

jest.mock('file-saver', () => ({ saveAs: jest.fn() }));
const saveAsMock = saveAs as unknown as jest.Mock;

const INVOICE = '/en/kundecenter/fakturaer/:id';
const CREDIT_MEMO = '/en/kundecenter/kreditnotaer/:id';

const pdf = (fileName: string) =>
  new Response(new Blob(['%PDF-1.7 test'], { type: 'application/pdf' }), {
    status: 200,
    headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${fileName}"` },
  });

beforeEach(() => saveAsMock.mockReset());
afterEach(() => jest.restoreAllMocks());

describe('Invoice detail', () => {
  it('shows number, dates, status, terms, addresses, lines with their orders, the VAT summary and the totals', async () => {
    const { seen } = recordingServer({
      '/api/CustomerCenter/GetInvoice': () =>
        json(200, {
          invoice: invoice({
            status: 'overdue',
            creditedAmount: 62.5,
            creditMemos: [{ id: 'cm-1', number: '900001', date: '2025-03-20' }],
          }),
        }),
    });
    renderScreen(<InvoiceDetailPage />, INVOICE, '/en/kundecenter/fakturaer/inv-1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice 300001' })).toBeInTheDocument();
    expect(seen[0]).toMatchObject({ path: '/api/CustomerCenter/GetInvoice', body: { invoiceId: 'inv-1' } });
    expect(screen.getByText(/Invoice date 10\/03\/25 · Due 09\/04\/25/)).toBeInTheDocument();
    expect(screen.getByText('Overdue')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Payment terms' })).toHaveTextContent('Net 30 days');
    expect(screen.getByRole('region', { name: 'Billing address' })).toHaveTextContent('Industrivej 4');

    const lines = screen.getByRole('table', { name: 'Lines' });
    const rows = within(lines).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Product 1');
    expect(rows[1]).toHaveTextContent('Item no. P-1');
    expect(within(rows[1]!).getByRole('link', { name: '100042' })).toHaveAttribute('href', '/en/kundecenter/ordrer/order-1');
    expect(rows[2]).toHaveTextContent('Freight');
    expect(rows[2]).not.toHaveTextContent('Item no.');

    const vat = screen.getByRole('table', { name: 'VAT summary' });
    expect(within(vat).getAllByRole('row')[1]).toHaveTextContent(/25\s?%.*DKK 195,00.*DKK 48,75/);

    const totals = screen.getByRole('region', { name: 'Totals' });
    const amount = (label: string) => within(totals).getByText(label).nextElementSibling?.textContent;
    expect(amount('Total excl. VAT')).toBe('DKK 195,00');
    expect(amount('VAT')).toBe('DKK 48,75');
    expect(amount('Total incl. VAT')).toBe('DKK 243,75');
    expect(amount('Credited')).toBe('DKK -62,50');
    expect(amount('Amount due')).toBe('DKK 181,25');

    const related = screen.getByRole('region', { name: 'Related documents' });
    expect(within(related).getByRole('link', { name: '100042 (04/03/25)' })).toHaveAttribute('href', '/en/kundecenter/ordrer/order-1');
    expect(within(related).getByRole('link', { name: '900001 (20/03/25)' })).toHaveAttribute('href', '/en/kundecenter/kreditnotaer/cm-1');
    expect(screen.getByRole('link', { name: 'Invoices' })).toHaveAttribute('aria-current', 'page');
  });

  it('with prices shown incl. VAT: the Finnish unit price incl. 25.5 % VAT, quantity × it = the line, lines = the total', async () => {
    recordingServer({
      '/api/CustomerCenter/GetInvoice': () =>
        json(200, {
          invoice: invoice({
            currencyCode: 'EUR',
            lines: [
              documentLine(1, { productKey: { productId: '200407', unitOfMeasure: 'STK', variantId: null }, quantity: 3, unitPrice: eur(206.3, 258.91), linePrice: eur(618.9, 776.73) }),
              documentLine(2, { type: 'generated', productKey: { productId: '', unitOfMeasure: '', variantId: null }, text: 'Freight', quantity: 1, unitPrice: eur(12.5, 15.69), linePrice: eur(12.5, 15.69) }),
            ],
            total: eur(631.4, 792.42),
            vatSummary: [{ vatPercentage: 25.5, basis: 631.4, vat: 161.02 }],
          }),
        }),
    });
    renderScreen(<InvoiceDetailPage />, INVOICE, '/en/kundecenter/fakturaer/inv-1', makeStore(shopState({ loggedIn: true, vat: true })));
    const lines = await screen.findByRole('table', { name: 'Lines' });
    expect(within(lines).getByRole('columnheader', { name: 'Unit price incl. VAT' })).toBeInTheDocument();
    const rows = within(lines).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('EUR 258.91');
    expect(rows[1]).toHaveTextContent('EUR 776.73');
    expect(rows[2]).toHaveTextContent('EUR 15.69');
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(within(totals).getByText('Total incl. VAT').nextElementSibling).toHaveTextContent('EUR 792.42');
  });

  it('issue 16: the delivery address where the goods went (no empty box), unit names as in the cart', async () => {
    recordingServer({ '/api/CustomerCenter/GetInvoice': () => json(200, { invoice: invoice() }) });
    const view = renderScreen(<InvoiceDetailPage />, INVOICE, '/en/kundecenter/fakturaer/inv-1', storeWithTranslations(UNIT_LABELS.en));
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice 300001' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Delivery address' })).toHaveTextContent('Lagervej 9');
    const rows = within(screen.getByRole('table', { name: 'Lines' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('2 Piece');
    expect(rows[1]).not.toHaveTextContent('STK');
    view.unmount();

    // Collected goods: the server answers no delivery address, and there is no box for it.
    recordingServer({ '/api/CustomerCenter/GetInvoice': () => json(200, { invoice: invoice({ shippingAddress: emptyAddress() }) }) });
    renderScreen(<InvoiceDetailPage />, INVOICE, '/en/kundecenter/fakturaer/inv-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice 300001' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Billing address' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Delivery address' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Delivery address' })).not.toBeInTheDocument();
  });

  it('a credit memo names its units as the cart does', async () => {
    recordingServer({ '/api/CustomerCenter/GetCreditMemo': () => json(200, { creditMemo: creditMemo() }) });
    renderScreen(<CreditMemoDetailPage />, CREDIT_MEMO, '/en/kundecenter/kreditnotaer/cm-1', storeWithTranslations(UNIT_LABELS.en));
    const rows = within(await screen.findByRole('table', { name: 'Lines' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('1 Piece');
    expect(rows[1]).not.toHaveTextContent('STK');
  });

  it('a paid invoice shows when it was paid and nothing due', async () => {
    recordingServer({
      '/api/CustomerCenter/GetInvoice': () => json(200, { invoice: invoice({ status: 'paid', paidAt: '2025-03-30T10:00:00.000Z' }) }),
    });
    renderScreen(<InvoiceDetailPage />, INVOICE, '/en/kundecenter/fakturaer/inv-1');
    expect(await screen.findByText(/Paid on 30\/03\/25/)).toBeInTheDocument();
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(within(totals).getByText('Amount due').nextElementSibling).toHaveTextContent('DKK 0,00');
  });

  it('downloads the PDF with GetInvoicePdf in the page language and saves it with file-saver under the server’s name', async () => {
    const { seen } = recordingServer({
      '/api/CustomerCenter/GetInvoice': () => json(200, { invoice: invoice() }),
      '/api/CustomerCenter/GetInvoicePdf': () => pdf('invoice-300001.pdf'),
    });
    renderScreen(<InvoiceDetailPage />, INVOICE, '/en/kundecenter/fakturaer/inv-1');
    const button = await screen.findByRole('button', { name: 'Download PDF: Invoice 300001' });
    await userEvent.click(button);

    await waitFor(() => expect(saveAsMock).toHaveBeenCalledTimes(1));
    const [file, name] = saveAsMock.mock.calls[0] as [Blob, string];
    expect(name).toBe('invoice-300001.pdf');
    expect(file).toBeInstanceOf(Blob);
    expect(file.type).toBe('application/pdf');
    expect(seen.find((request) => request.path === '/api/CustomerCenter/GetInvoicePdf')?.query).toEqual({ InvoiceId: 'inv-1', LanguageCode: 'en' });
    await waitFor(() => expect(button).toHaveAttribute('data-state', 'added'));
    expect(button).toHaveTextContent('Downloaded');
  });

  it('a failed PDF download shows the failed state with the error as its title; nothing is saved', async () => {
    recordingServer({
      '/api/CustomerCenter/GetInvoice': () => json(200, { invoice: invoice() }),
      '/api/CustomerCenter/GetInvoicePdf': () => json(500, { message: 'pdf broke' }),
    });
    renderScreen(<InvoiceDetailPage />, INVOICE, '/en/kundecenter/fakturaer/inv-1');
    const button = await screen.findByRole('button', { name: 'Download PDF: Invoice 300001' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('data-state', 'failed'));
    expect(button).toHaveAttribute('title', 'An unexpected server error occurred.');
    expect(button).toHaveTextContent('Download failed');
    expect(saveAsMock).not.toHaveBeenCalled();
  });

  it('another customer’s or an unknown invoice (404) is not-found with the way back', async () => {
    recordingServer({ '/api/CustomerCenter/GetInvoice': () => json(404, { message: 'Not Found', statusCode: 404 }) });
    const { store } = renderScreen(<InvoiceDetailPage />, INVOICE, '/en/kundecenter/fakturaer/nope');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not find this invoice.');
    expect(within(alert).getByRole('link', { name: 'Back to invoices' })).toHaveAttribute('href', '/en/kundecenter/fakturaer');
    expect(selectInvoices(store.getState()).currentError).toBe('not-found');
  });
});

describe('Credit memo detail', () => {
  it('shows the credited lines, reason, VAT, totals and its invoice; the PDF is the invoice’s LinkId PDF', async () => {
    const { seen } = recordingServer({
      '/api/CustomerCenter/GetCreditMemo': () => json(200, { creditMemo: creditMemo() }),
      '/api/CustomerCenter/GetInvoicePdf': () => pdf('creditmemo-900001.pdf'),
    });
    renderScreen(<CreditMemoDetailPage />, CREDIT_MEMO, '/en/kundecenter/kreditnotaer/cm-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Credit memo 900001' })).toBeInTheDocument();
    expect(seen[0]).toMatchObject({ body: { creditMemoId: 'cm-1' } });
    expect(screen.getByText('Credit memo date 20/03/25')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Corrects invoice 300001' })).toHaveAttribute('href', '/en/kundecenter/fakturaer/inv-1');
    expect(screen.getByRole('region', { name: 'Reason' })).toHaveTextContent('Return of goods');
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(within(totals).getByText('Credited incl. VAT').nextElementSibling).toHaveTextContent('DKK 62,50');

    await userEvent.click(screen.getByRole('button', { name: 'Download PDF: Credit memo 900001' }));
    await waitFor(() => expect(saveAsMock).toHaveBeenCalledTimes(1));
    expect(saveAsMock.mock.calls[0]![1]).toBe('creditmemo-900001.pdf');
    expect(seen.find((request) => request.path === '/api/CustomerCenter/GetInvoicePdf')?.query).toEqual({
      InvoiceId: 'inv-1',
      LinkId: 'cm-1',
      LanguageCode: 'en',
    });
  });

  it('a missing credit memo is not-found', async () => {
    recordingServer({ '/api/CustomerCenter/GetCreditMemo': () => json(404, { message: 'Not Found', statusCode: 404 }) });
    const { store } = renderScreen(<CreditMemoDetailPage />, CREDIT_MEMO, '/en/kundecenter/kreditnotaer/x');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find this credit memo.');
    expect(screen.getByRole('link', { name: 'Back to credit memos' })).toHaveAttribute('href', '/en/kundecenter/kreditnotaer');
    expect(selectCreditMemos(store.getState()).currentError).toBe('not-found');
  });
});
