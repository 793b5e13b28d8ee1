/**
 * Quotes in the storefront (issue 20; docs/quotes.md): typed prices, the cart's quote notice from the server's
 * calculation, 'Request a quote' (the cart saved first, then RequestQuote), the quote page's 'Accept and go to cart'
 * (the reply becomes the cart), and the rep's answer form (a price per line in minor units, validity, message).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import type { Cart } from '../../../src/api/commerceTypes';
import type { Quote } from '../../../contract/quotes';
import { selectCalculatedCart, selectCartLines } from '../../../src/features/cart/cartSlice';
import { cartCalculated } from '../../../src/features/cart';
import { CartQuoteNotice, QuoteDetailPage, QuoteRequestsPage, RequestQuoteControl } from '../../../src/features/quotes';
import { daysFromToday, parsePrice } from '../../../src/features/quotes/format';
import { QuoteLineNote } from '../../../src/features/cart/QuoteLineNote';
import { SalesRepLedger } from '../../../src/features/customerCentre/company/SalesRepLedger';
import { renderWithProviders } from '../renderWithProviders';
import { json, mockServer } from '../account/fixtures';
import { calculation, cartWith, line, pricedLine, shopStore } from '../cart/fixtures';

const pending = () => new Promise<Response>(() => undefined);

const quote = (extra: Partial<Quote> = {}): Quote => ({
  id: 'q-1',
  quoteNumber: 'Q-1004',
  state: 'answered',
  customerNumber: 'C-1001',
  customerName: 'Hansen Byg ApS',
  requestedByName: 'Mette Hansen',
  message: 'Project Vesterbro',
  currencyCode: 'DKK',
  requestedAt: '2026-11-20T10:00:00.000Z',
  answeredAt: '2026-11-20T12:00:00.000Z',
  answeredByName: 'Sofie Sælger',
  repMessage: 'Good luck',
  validUntil: '2099-12-31',
  acceptedAt: null,
  orderId: null,
  orderNumber: null,
  lines: [
    { lineNo: 1, text: 'Drill', quantity: 50, productKey: { productId: 'P1', unitOfMeasure: 'STK', variantId: null }, listUnitPrice: 11_900, quotedUnitPrice: 9_950 },
  ],
  listTotal: 595_000,
  quotedTotal: 497_500,
  ...extra,
});

describe('parsePrice', () => {
  it.each([
    ['123.45', 12_345],
    ['123,45', 12_345],
    ['1.234,5', 123_450],
    ['1,234.50', 123_450],
    ['99', 9_900],
    [' 12 ', 1_200],
    // Three digits after the last separator group thousands.
    ['12.345', 1_234_500],
  ])('reads %s as %d minor units', (text, minor) => {
    expect(parsePrice(text)).toBe(minor);
  });

  it.each(['', '0', '0,00', '-5', '12.3456', 'abc', '1.2.3,4x'])('refuses %p', (text) => {
    expect(parsePrice(text)).toBeNull();
  });
});

describe('the cart\'s quote notice', () => {
  it('says the quote\'s prices apply, or why not, as the server\'s calculation tells', () => {
    const cart = cartWith([line('Q1', 50)]);
    const store = shopStore({ loggedIn: true, cart });
    const reply = calculation(cart, [pricedLine('Q1', 50, 99.5, 0, { quoteId: 'q-1', quotedPrice: 99.5 })]);
    store.dispatch(cartCalculated({ response: { ...reply, cart: { ...reply.cart, quote: { quoteId: 'q-1', quoteNumber: 'Q-1004', validUntil: '2099-12-31', notice: 'applied' } } }, revision: store.getState().cart.revision }));
    expect(selectCalculatedCart(store.getState())?.quote?.notice).toBe('applied');
    const { unmount } = renderWithProviders(<CartQuoteNotice />, { store });
    expect(screen.getByRole('note')).toHaveTextContent('Prices from quote Q-1004, valid until 31/12/99.');
    unmount();
    store.dispatch(cartCalculated({ response: { ...reply, cart: { ...reply.cart, quote: { quoteId: 'q-1', quoteNumber: 'Q-1004', validUntil: '2020-01-01', notice: 'expired' } } }, revision: store.getState().cart.revision }));
    renderWithProviders(<CartQuoteNotice />, { store });
    expect(screen.getByRole('note')).toHaveTextContent("Quote Q-1004 expired on 01/01/20: the cart is at today's prices.");
  });

  it('shows nothing for a cart without a quote', () => {
    const cart = cartWith([line('L1', 1)]);
    renderWithProviders(<CartQuoteNotice />, { store: shopStore({ loggedIn: true, cart, calculatedLines: [pricedLine('L1', 1, 10)] }) });
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});

describe('Request a quote', () => {
  it('saves the cart, then asks for the quote with the message, and links to the quotes', async () => {
    const order: string[] = [];
    const server = mockServer({
      '/api/Cart/SaveCart': async (request) => {
        order.push('save');
        return json(200, JSON.parse(await request.text()) as unknown);
      },
      '/api/CustomerCenter/RequestQuote': () => {
        order.push('request');
        return json(200, { quote: quote({ state: 'requested', quoteNumber: 'Q-1007' }) });
      },
    });
    const store = shopStore({ loggedIn: true, cart: cartWith([line('L1', 3)]) });
    renderWithProviders(<RequestQuoteControl />, { store, initialEntries: ['/en/cart'] });
    await userEvent.click(screen.getByRole('button', { name: 'Request a quote' }));
    const message = screen.getByLabelText('Message to your sales rep');
    expect(message).toHaveFocus();
    await userEvent.type(message, '  Project price  ');
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(/Your quote request Q-1007 is sent/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your quotes' })).toHaveAttribute('href', '/en/kundecenter/tilbud');
    expect(order).toEqual(['save', 'request']);
    const [body] = (await server.bodiesOf('/api/CustomerCenter/RequestQuote')) as { cartId: string; message: string }[];
    expect(body).toMatchObject({ cartId: 'cart-1', message: 'Project price' });
  });

  it('is not offered to a visitor', () => {
    mockServer({});
    renderWithProviders(<RequestQuoteControl />, { store: shopStore({ loggedIn: false }) });
    expect(screen.queryByRole('button', { name: 'Request a quote' })).not.toBeInTheDocument();
  });
});

describe('a quote in the customer centre', () => {
  const PAGE = '/en/kundecenter/tilbud/q-1';
  const render = (store = shopStore({ loggedIn: true, cart: cartWith([line('OLD', 1)]) })) => {
    renderWithProviders(
      <Routes>
        <Route path="/en/kundecenter/tilbud/:id" element={<QuoteDetailPage />} />
        <Route path="/en/cart" element={<p>cart page</p>} />
      </Routes>,
      { store, initialEntries: [PAGE] },
    );
    return store;
  };

  it('shows list and quoted prices; accepting makes the server\'s answer the cart and goes to it', async () => {
    const server = mockServer({
      '/api/CustomerCenter/GetQuote': () => json(200, { quote: quote() }),
      '/api/CustomerCenter/AcceptQuote': async (request) => {
        const { cart } = (await request.json()) as { cart: Cart };
        const lines = [pricedLine('Q1', 50, 99.5, 0, { quoteId: 'q-1', quotedPrice: 99.5 })];
        const reply = calculation(cart, lines);
        return json(200, { ...reply, cart: { ...reply.cart, lines, quote: { quoteId: 'q-1', quoteNumber: 'Q-1004', validUntil: '2099-12-31', notice: 'applied' } } });
      },
      '/api/Cart/SaveCart': pending,
      '/api/Cart/CalculateCart': pending,
    });
    const store = render();
    const table = await screen.findByRole('table');
    expect(within(table).getByText('DKK 119,00')).toBeInTheDocument();
    expect(within(table).getByText('DKK 99,50')).toBeInTheDocument();
    expect(within(table).getAllByText('DKK 4.975,00').length).toBeGreaterThan(0);
    expect(screen.getByText('Good luck')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accept and go to cart' }));
    expect(await screen.findByText('cart page')).toBeInTheDocument();
    const [body] = (await server.bodiesOf('/api/CustomerCenter/AcceptQuote')) as { id: string; cart: Cart }[];
    expect(body).toMatchObject({ id: 'q-1', cart: { cartId: 'cart-1' } });
    expect(selectCartLines(store.getState()).map((l) => [l.id, l.quantity])).toEqual([['Q1', 50]]);
    expect(selectCalculatedCart(store.getState())?.quote?.notice).toBe('applied');
  });

  it('says why an accept was refused (the quote expired meanwhile)', async () => {
    mockServer({
      '/api/CustomerCenter/GetQuote': () => json(200, { quote: quote() }),
      '/api/CustomerCenter/AcceptQuote': () => json(409, { message: 'This quote has expired', fields: { quote: 'expired' } }),
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Accept and go to cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The quote could not be accepted: Expired');
  });

  it('offers no accept on a quote that is not answered', async () => {
    mockServer({ '/api/CustomerCenter/GetQuote': () => json(200, { quote: quote({ state: 'requested', lines: [{ ...quote().lines[0]!, quotedUnitPrice: null }], quotedTotal: null }) }) });
    render();
    expect(await screen.findByText('Awaiting answer')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept and go to cart' })).not.toBeInTheDocument();
  });
});

describe('the rep\'s answer', () => {
  it('sends a price per line in minor units, the validity and the message; a bad price is named at its field', async () => {
    const requested = quote({ state: 'requested', lines: [{ ...quote().lines[0]!, quotedUnitPrice: null }], quotedTotal: null, repMessage: null, validUntil: null });
    const server = mockServer({
      '/api/SalesImpersonation/GetQuoteRequests': () => json(200, { quotes: [requested], totalItems: 1, totalPages: 1, pageNr: 1, pageSize: 50 }),
      '/api/SalesImpersonation/AnswerQuote': () => json(200, { quote: quote() }),
    });
    renderWithProviders(<QuoteRequestsPage />, { store: shopStore({ loggedIn: true }), initialEntries: ['/en/impersonation/tilbud'] });
    const card = await screen.findByRole('article', { name: 'Quote Q-1004' });
    const price = within(card).getByLabelText(/^Unit price for Drill × 50 STK/);
    await userEvent.type(price, '0');
    await userEvent.click(within(card).getByRole('button', { name: 'Send answer' }));
    expect(price).toHaveAccessibleDescription('Enter a price above 0 with at most 2 decimals.');
    await userEvent.clear(price);
    await userEvent.type(price, '99,50');
    await userEvent.type(within(card).getByLabelText('Message to the customer'), 'Good luck');
    await userEvent.click(within(card).getByRole('button', { name: 'Send answer' }));
    await waitFor(async () => expect(await server.bodiesOf('/api/SalesImpersonation/AnswerQuote')).toHaveLength(1));
    const [body] = (await server.bodiesOf('/api/SalesImpersonation/AnswerQuote')) as unknown[];
    expect(body).toEqual({ id: 'q-1', lines: [{ lineNo: 1, unitPrice: 9_950 }], validUntil: daysFromToday(30), message: 'Good luck' });
    expect(await screen.findByText('Quote Q-1004 is answered; the customer gets a mail.')).toBeInTheDocument();
  });
});

describe('the company\'s ledger', () => {
  it('shows a quote the rep answered as an entry of its own, linked to the quote', async () => {
    mockServer({
      '/api/CustomerCenter/GetSalesRepLedger': () =>
        json(200, {
          entries: [
            {
              id: 'quote:q-1',
              repName: 'Sofie Sælger',
              userName: 'Mette Hansen',
              startedAt: '2026-11-12T10:40:00.000Z',
              endedAt: '2026-11-12T10:40:00.000Z',
              endReason: null,
              orders: [],
              quote: { quoteId: 'q-1', quoteNumber: 'Q-1004', action: 'answered' },
            },
          ],
          totalItems: 1,
          totalPages: 1,
          pageNr: 1,
          pageSize: 20,
        }),
    });
    renderWithProviders(<SalesRepLedger owner="C-1001|kunde@demo.dk" />, { store: shopStore({ loggedIn: true }), initialEntries: ['/en/kundecenter/firma'] });
    expect(await screen.findByText(/^Sofie Sælger answered quote Q-1004 for Mette Hansen, /)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See quote Q-1004' })).toHaveAttribute('href', '/en/kundecenter/tilbud/q-1');
    expect(screen.queryByText('No orders placed.')).not.toBeInTheDocument();
  });
});

describe('a cart line of a quote', () => {
  it('says the line is at the quoted price, or what was quoted when its quantity changed', () => {
    const lines = [line('Q1', 50, { quoteId: 'q-1', quotedPrice: 99.5 }), line('Q2', 3, { quotedPrice: 12.25 }), line('L3', 1)];
    renderWithProviders(
      <>
        {lines.map((l) => (
          <QuoteLineNote key={l.id} line={l} currency="DKK" />
        ))}
      </>,
    );
    expect(screen.getByText('Quoted price')).toBeInTheDocument();
    expect(screen.getByText('Quoted DKK 12,25 at the quoted quantity')).toBeInTheDocument();
    expect(document.querySelectorAll('[data-quote-line]')).toHaveLength(2);
  });
});
