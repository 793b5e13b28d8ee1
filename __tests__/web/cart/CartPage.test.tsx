import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import CartPage, { FIRST_CALCULATION_WAIT_MS } from '../../../src/features/cart/CartPage';
import { SERVER_SAVE_DEBOUNCE_MS } from '../../../src/features/cart/cartSagas';
import { selectCart, selectCartLines } from '../../../src/features/cart/cartSlice';
import { CART_STORAGE_KEY } from '../../../src/features/cart/cartStorage';
import da from '../../../translations/da.json';
import { renderApp, renderWithProviders } from '../renderWithProviders';
import { json, mockAppServer, mockServer } from '../product/fixtures';
import { cssOf } from '../cssOf';
import { calculatingServer, cartWith, line, pricedLine, shopStore } from './fixtures';

const lines = [
  line('LINE0', 2, { text: 'Drill' }),
  line('ACC', 1, { text: 'Drill bit', parentId: 'LINE0' }),
  // Sold by measure: the catalogue's flag, as the server answers it on the line.
  line('LINE1', 5, { text: 'Cable', productKey: { productId: 'P-LINE1', unitOfMeasure: 'M', variantId: null }, allowsDecimals: true }),
];
const priced = [
  pricedLine('LINE0', 2, 100, 10, { text: 'Drill' }),
  pricedLine('ACC', 1, 20, 0, { text: 'Drill bit', parentId: 'LINE0' }),
  pricedLine('LINE1', 5, 3, 0, { text: 'Cable', productKey: { productId: 'P-LINE1', unitOfMeasure: 'M', variantId: null }, allowsDecimals: true }),
];

function renderPage(store = shopStore({ loggedIn: true, cart: cartWith(lines), calculatedLines: priced })) {
  return renderWithProviders(
    <Routes>
      <Route path="/en/cart" element={<CartPage />} />
      <Route path="/en" element={<h1>Home page</h1>} />
      <Route path="/en/checkout" element={<h1>Checkout page</h1>} />
    </Routes>,
    { store, initialEntries: ['/en/cart'] },
  );
}

const dataLayerEvents = () => (window.dataLayer ?? []).filter((e) => typeof e === 'object' && e !== null && 'event' in e);

describe('cart page (SPEC §2)', () => {
  beforeEach(() => {
    window.dataLayer = [];
  });

  it('lists the lines with name, item number, unit, quantity, prices; sub-lines under their parent', () => {
    calculatingServer();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Cart' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Products' });
    const items = within(list).getAllByRole('listitem');
    // Drill (with its sub-line list), the drill bit inside it, and the cable
    expect(items).toHaveLength(3);
    const drill = items[0]!;
    expect(within(drill).getByText('Drill')).toBeInTheDocument();
    expect(within(drill).getByText('Item no. P-LINE0')).toBeInTheDocument();
    const subLines = within(drill).getByRole('list', { name: 'Belongs to Drill' });
    expect(within(subLines).getByText('Drill bit')).toBeInTheDocument();

    const drillQuantity = screen.getByRole('group', { name: 'Quantity of Drill' });
    expect(within(drillQuantity).getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
    expect(within(drillQuantity).getByText('Unit: STK')).toBeInTheDocument();
    const cable = screen.getByRole('group', { name: 'Quantity of Cable' });
    expect(within(cable).getByText('Unit: M')).toBeInTheDocument();

    // unit price and amount after discount, the list price struck through
    expect(within(drill).getAllByText('DKK 90,00')[0]).toBeInTheDocument();
    expect(within(drill).getAllByText('DKK 180,00')[0]).toBeInTheDocument();
    expect(within(drill).getAllByText('DKK 200,00')[0]!.tagName).toBe('DEL');
    expect(screen.getByRole('link', { name: 'Go to checkout' })).toHaveAttribute('href', '/en/checkout');
    expect(screen.getByRole('complementary', { name: 'Order summary' })).toHaveTextContent('Total excl. VAT');
  });

  it('shows prices with VAT in VAT mode', () => {
    calculatingServer();
    renderPage(shopStore({ cart: cartWith(lines), calculatedLines: priced, vat: true }));
    const drill = screen.getAllByRole('listitem')[0]!;
    expect(within(drill).getAllByText('DKK 225,00')[0]).toBeInTheDocument(); // 180 × 1.25
    expect(screen.getByText('Total incl. VAT')).toBeInTheDocument();
  });

  it('the struck-through price sits above the amount and the prices column grows with its amounts (no overlap)', () => {
    calculatingServer();
    renderPage(shopStore({ cart: cartWith(lines), calculatedLines: priced, vat: true }));
    const drill = screen.getAllByRole('listitem')[0]!;
    const before = within(drill).getAllByRole('deletion')[0]!;
    const prices = before.closest('dl')!;
    expect(cssOf(prices)).toMatch(/del\s*\{[^}]*display:\s*block/);
    // The row's prices column: at least 11rem, wider when the amounts need it (desktop layout).
    expect(cssOf(prices.parentElement!)).toMatch(/grid-template-columns:\s*minmax\(0,\s*1fr\)\s+auto\s+minmax\(11rem,\s*max-content\)/);
  });

  it('typing a quantity and the stepper change the line at once, fire add/remove_from_cart with the delta, and recalculate once', async () => {
    const { requests } = calculatingServer();
    const { store } = renderPage();
    const group = screen.getByRole('group', { name: 'Quantity of Drill' });
    const input = within(group).getByRole('textbox', { name: 'Quantity' });
    await userEvent.clear(input);
    await userEvent.type(input, '7');
    expect(selectCartLines(store.getState()).find((l) => l.id === 'LINE0')?.quantity).toBe(7);
    await userEvent.click(within(group).getByRole('button', { name: 'Decrease quantity' }));
    expect(selectCartLines(store.getState()).find((l) => l.id === 'LINE0')?.quantity).toBe(6);
    // saved locally at once
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY)!).lines[0].quantity).toBe(6);

    expect(dataLayerEvents()).toEqual([
      { event: 'add_to_cart', ecommerce: { currency: 'DKK', value: 450, items: [{ item_id: 'P-LINE0', item_name: 'Drill', price: 90, quantity: 5 }] } },
      { event: 'remove_from_cart', ecommerce: { currency: 'DKK', value: 90, items: [{ item_id: 'P-LINE0', item_name: 'Drill', price: 90, quantity: 1 }] } },
    ]);
    // the burst is calculated once after the debounce (and saved)
    await waitFor(() => expect(requests).toHaveLength(1), { timeout: SERVER_SAVE_DEBOUNCE_MS + 1500 });
    expect(requests[0]!.lines.find((l) => l.id === 'LINE0')?.quantity).toBe(6);
    expect(await within(screen.getAllByRole('listitem')[0]!).findAllByText('DKK 60,00')).not.toHaveLength(0);
  });

  it('a measured unit takes decimals', async () => {
    calculatingServer();
    const { store } = renderPage();
    const input = within(screen.getByRole('group', { name: 'Quantity of Cable' })).getByRole('textbox', { name: 'Quantity' });
    await userEvent.clear(input);
    await userEvent.type(input, '2,5');
    expect(selectCartLines(store.getState()).find((l) => l.id === 'LINE1')?.quantity).toBe(2.5);
    await userEvent.type(input, '55'); // 2,555 — 3 decimals are fine
    expect(selectCartLines(store.getState()).find((l) => l.id === 'LINE1')?.quantity).toBe(2.555);
    await userEvent.type(input, '5'); // a 4th decimal is not: shown as invalid, the line keeps 2.555
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a quantity above 0 with at most 3 decimals');
    expect(selectCartLines(store.getState()).find((l) => l.id === 'LINE1')?.quantity).toBe(2.555);
  });

  it('shows and takes quantities in the language’s number format: 12,5 in Danish, never 12.5 (issue 16)', async () => {
    calculatingServer();
    // The server answers the unit's flag with the line (the test server's calculation does not: none is asked here).
    const measured = lines.map((l) => (l.id === 'LINE1' ? { ...l, quantity: 12.5 } : l));
    const calculated = priced.map((l) => (l.id === 'LINE1' ? pricedLine('LINE1', 12.5, 3, 0, { ...l, quantity: 12.5 }) : l));
    const store = shopStore({ loggedIn: true, locale: 'da', cart: cartWith(measured), calculatedLines: calculated });
    renderWithProviders(
      <Routes>
        <Route path="/kurv" element={<CartPage />} />
      </Routes>,
      { store, initialEntries: ['/kurv'], locale: 'da-DK', messages: da },
    );
    const group = within(screen.getByRole('group', { name: 'Antal af Cable' }));
    const input = group.getByRole('textbox', { name: 'Antal' });
    expect(input).toHaveValue('12,5');
    await userEvent.click(group.getByRole('button', { name: 'Øg antal' }));
    expect(input).toHaveValue('13,5');
    expect(selectCartLines(store.getState()).find((l) => l.id === 'LINE1')?.quantity).toBe(13.5);
    await userEvent.clear(input);
    await userEvent.type(input, '2.25');
    await userEvent.tab();
    expect(input).toHaveValue('2,25');
    expect(selectCartLines(store.getState()).find((l) => l.id === 'LINE1')?.quantity).toBe(2.25);
  });

  it("takes the unit rule from the line, not the unit's id: metres without the flag are whole numbers", async () => {
    calculatingServer();
    const whole = lines.map((l) => (l.id === 'LINE1' ? { ...l, allowsDecimals: false } : l));
    renderPage(shopStore({ loggedIn: true, cart: cartWith(whole), calculatedLines: priced.map((l) => ({ ...l, allowsDecimals: false })) }));
    const group = within(screen.getByRole('group', { name: 'Quantity of Cable' }));
    // The stepper of whole numbers, not the decimal field.
    expect(group.getByRole('button', { name: 'Increase quantity' })).toBeInTheDocument();
    expect(group.queryByRole('textbox', { name: 'Quantity' })).toHaveAttribute('inputmode', 'numeric');
  });

  it('removes a line with its sub-lines, announces it, moves focus to the list heading and fires remove_from_cart', async () => {
    calculatingServer();
    const { store } = renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Drill' }));
    expect(selectCartLines(store.getState()).map((l) => l.id)).toEqual(['LINE1']);
    expect(screen.queryByText('Drill bit')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Products' })).toHaveFocus();
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Drill was removed from the cart.');
    expect(dataLayerEvents()).toEqual([
      {
        event: 'remove_from_cart',
        ecommerce: {
          currency: 'DKK',
          value: 200,
          items: [
            { item_id: 'P-LINE0', item_name: 'Drill', price: 90, quantity: 2 },
            { item_id: 'P-ACC', item_name: 'Drill bit', price: 20, quantity: 1 },
          ],
        },
      },
    ]);
  });

  it('shows the fallback-prices notice when the server used list prices', async () => {
    const store = shopStore({ cart: cartWith(lines), calculatedLines: priced });
    renderPage(store);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    act(() => {
      store.dispatch({ type: 'cart/cartCalculated', payload: { response: { usingFallbackStrategy: true, cart: { ...store.getState().cart.cart!, ...store.getState().cart.calculated!, earliestDeliveryDate: '2025-01-03' } }, revision: store.getState().cart.revision } });
    });
    expect(screen.getByRole('note')).toHaveTextContent('list prices are shown');
  });

  it('calculates on opening when not calculated yet', async () => {
    const { requests } = calculatingServer();
    renderPage(shopStore({ loggedIn: true, cart: cartWith(lines) }));
    expect(await screen.findByText('Total excl. VAT')).toBeInTheDocument();
    expect(requests).toHaveLength(1);
    expect(requests[0]!.lines.map((l) => l.id)).toEqual(['LINE0', 'ACC', 'LINE1']);
  });

  it('until its first calculation it says so and shows no lines, summary or quick order — then all at once (no layout shift)', async () => {
    let answer: () => void = () => {};
    const calculated = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const { fetchMock } = calculatingServer();
    const calculate = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (request: Request) => {
      if (new URL(request.url).pathname === '/api/Cart/CalculateCart') await calculated;
      return calculate(request);
    });
    renderPage(shopStore({ loggedIn: true, cart: cartWith(lines) }));
    expect(screen.getByRole('heading', { level: 1, name: 'Cart' })).toBeInTheDocument();
    expect(screen.getAllByRole('status').find((s) => s.textContent === 'Calculating prices…')).toBeDefined();
    expect(screen.queryByRole('list', { name: 'Products' })).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Order summary' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Quick order' })).not.toBeInTheDocument();
    answer();
    expect(await screen.findByRole('list', { name: 'Products' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Order summary' })).toHaveTextContent('Total excl. VAT');
    expect(screen.getByRole('heading', { name: 'Quick order' })).toBeInTheDocument();
  });

  it('shows the lines without a calculation when none comes within 3 seconds', async () => {
    mockServer({ '/api/Cart/CalculateCart': () => new Promise<Response>(() => {}) });
    renderPage(shopStore({ loggedIn: true, cart: cartWith(lines) }));
    expect(screen.queryByRole('list', { name: 'Products' })).not.toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Products' }, { timeout: FIRST_CALCULATION_WAIT_MS + 2000 })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Order summary' })).toHaveTextContent('Calculating prices…');
  });

  it('empties the cart after a confirmation, then shows the empty state with a way back to shopping', async () => {
    const fetchMock = calculatingServer().fetchMock;
    const { store } = renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Empty cart' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove all products from the cart?' });
    expect(within(dialog).getByRole('button', { name: 'Yes, empty the cart' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(selectCartLines(store.getState())).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Empty cart' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, empty the cart' }));
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    expect(selectCart(store.getState())!.cartId).not.toBe('cart-1');
    expect(fetchMock.mock.calls.map(([request]) => new URL(request.url).pathname)).toContain('/api/Cart/EmptyCart');
    await userEvent.click(screen.getByRole('link', { name: 'Continue shopping' }));
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it('a 401 on calculation resets the cart and says why, in the empty state (SPEC §8)', async () => {
    mockServer({ '/api/Cart/CalculateCart': () => json(401, { message: 'Unauthorized' }) });
    const { store } = renderPage(shopStore({ loggedIn: true, cart: cartWith(lines) }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You are no longer logged in, so the cart has been reset.');
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
    expect(selectCart(store.getState())).toMatchObject({ lines: [] });
    expect(selectCart(store.getState())!.cartId).not.toBe('cart-1');
  });

  it('an empty cart shows the empty state', () => {
    calculatingServer();
    renderPage(shopStore({ cart: cartWith([]) }));
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/en');
    expect(screen.queryByRole('link', { name: 'Go to checkout' })).not.toBeInTheDocument();
  });
});

describe('cart route (SPEC §2: /kurv da and sv, /en/cart)', () => {
  it('serves the cart page at /en/cart as a lazy screen', async () => {
    mockAppServer({});
    renderApp('/en/cart');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cart' })).toBeInTheDocument();
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
  });
});
