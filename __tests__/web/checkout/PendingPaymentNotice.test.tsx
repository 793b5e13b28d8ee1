import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import type { Cart, PendingPayment } from '../../../src/api/commerceTypes';
import type { AppStore } from '../../../src/app/store';
import CartPage from '../../../src/features/cart/CartPage';
import { selectCart } from '../../../src/features/cart/cartSlice';
import CheckoutPage from '../../../src/features/checkout/CheckoutPage';
import { paymentRedirected } from '../../../src/features/payment/paymentSlice';
import { navigation } from '../../../src/app/navigation';
import da from '../../../translations/da.json';
import { calculation, cartWith, line, pricedLine, shopStore } from '../cart/fixtures';
import { renderWithProviders } from '../renderWithProviders';
import { json, mockServer, paymentMethods, savedBilling } from './fixtures';

const PENDING: PendingPayment = {
  paymentId: 'pay_abc',
  orderId: 'ord-45',
  orderNumber: '100045',
  cartId: 'cart-card',
  amount: 1234,
  currencyCode: 'DKK',
  redirectLink: 'http://localhost/payment-sandbox/sbx_1',
  createdAt: '2025-03-04T09:15:00.000Z',
};

/** The cart that comes back: the lines the customer had ordered by card. */
const reopened: Cart = cartWith([line('LINE1', 3, { text: 'Drill' }), line('LINE2', 2, { text: 'Cable' })], {
  cartId: 'cart-card',
  paymentMethod: paymentMethods[1]!,
});

interface Call {
  path: string;
  body: Record<string, unknown>;
}

interface ServerSetup {
  pending?: PendingPayment | null;
  /** What GetPendingPayment answers from its second call on (default: as the first). */
  later?: PendingPayment | null;
  cancel?: () => { status: number; body: unknown };
}

/**
 * The server of the journey: a pending payment until CancelPayment succeeds, then the cart open again (the latest
 * of GetCartsBySearch) and no pending payment.
 */
function server({ pending = PENDING, later, cancel = () => ({ status: 200, body: { cartId: 'cart-card' } }) }: ServerSetup = {}) {
  const calls: Call[] = [];
  let current = pending;
  let asked = 0;
  let openCarts: Cart[] = [];
  const record = async (request: Request) => {
    const text = await request.clone().text();
    const body = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
    calls.push({ path: new URL(request.url).pathname, body });
    return body;
  };
  mockServer({
    '/api/Payment/GetPendingPayment': async (request) => {
      await record(request);
      if (++asked === 2 && later !== undefined) current = later;
      return json(200, { pendingPayment: current });
    },
    '/api/Payment/CancelPayment': async (request) => {
      await record(request);
      const answer = cancel();
      if (answer.status === 200) {
        current = null;
        openCarts = [reopened];
      }
      return json(answer.status, answer.body);
    },
    '/api/Cart/GetCartsBySearch': async (request) => {
      await record(request);
      return json(200, { itemsTotal: openCarts.length, items: openCarts.slice(0, 1).map((item) => ({ item: { item }, score: 1 })) });
    },
    '/api/Cart/CalculateCart': async (request) => {
      const body = (await record(request)) as { cart: Cart };
      return json(200, calculation(body.cart, body.cart.lines.map((l) => pricedLine(l.id, l.quantity, 100, 0, l))));
    },
    '/api/Cart/SaveCart': async (request) => json(200, { cart: ((await record(request)) as { cart: Cart }).cart }),
    '/api/Customer/GetAddresses': async () => json(200, { addresses: [savedBilling] }),
    '/api/Payment/GetPaymentMethods': async () => json(200, { data: paymentMethods }),
    '/api/Shipping/GetShippingMethods': async () => json(200, { shippingMethods: [] }),
  });
  return { calls, paths: () => calls.map((c) => c.path) };
}

function ReceiptProbe() {
  const location = useLocation();
  return <p data-testid="receipt">{`${location.pathname}${location.search}`}</p>;
}

/** A logged-in customer whose cart looks empty (the cart is ordered while the payment waits). */
const emptyCustomerStore = () => shopStore({ loggedIn: true, cart: cartWith([]) });

function renderAt(path: '/en/cart' | '/en/checkout', store: AppStore = emptyCustomerStore(), messages?: Record<string, string>) {
  return renderWithProviders(
    <Routes>
      <Route path="/en/cart" element={<CartPage />} />
      <Route path="/en/checkout" element={<CheckoutPage />} />
      <Route path="/en/checkout/kvittering" element={<ReceiptProbe />} />
      <Route path="/en" element={<h1>Home page</h1>} />
    </Routes>,
    { store, initialEntries: [path], ...(messages ? { messages, locale: 'da' } : {}) },
  );
}

const notice = (name = 'Card payment not finished') => screen.findByRole('region', { name });

describe('the notice about an unfinished card payment', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('shows the order waiting for the card payment on the cart page, with both ways out', async () => {
    const { calls } = server();
    renderAt('/en/cart');
    const region = await notice();
    expect(within(region).getByRole('heading', { level: 2, name: 'Card payment not finished' })).toBeInTheDocument();
    expect(within(region).getByText('Order 100045 (DKK 1.234,00) is waiting for your card payment.')).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Continue to payment' })).toBeEnabled();
    expect(within(region).getByRole('button', { name: 'Cancel card payment' })).toBeEnabled();
    expect(calls.find((c) => c.path === '/api/Payment/GetPendingPayment')?.body).toEqual({
      areaInfo: { areaId: 'b2b', currencyCode: 'DKK', languageCode: 'en' },
    });
  });

  it("'Continue to payment' goes back to the provider's page", async () => {
    server();
    const navigate = jest.spyOn(navigation, 'navigateTo').mockImplementation(() => undefined);
    renderAt('/en/cart');
    await userEvent.click(within(await notice()).getByRole('button', { name: 'Continue to payment' }));
    expect(navigate).toHaveBeenCalledWith('http://localhost/payment-sandbox/sbx_1');
  });

  it("'Cancel card payment' cancels it, loads the cart from the server again and says the cart is back", async () => {
    const { calls, paths } = server();
    const { store } = renderAt('/en/cart');
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
    await userEvent.click(within(await notice()).getByRole('button', { name: 'Cancel card payment' }));

    const done = await notice('Card payment cancelled');
    expect(within(done).getByRole('status')).toHaveTextContent(
      'Order 100045 is cancelled and your cart is back. Change it, or choose another payment method such as invoice.',
    );
    // The focus is not lost with the buttons: it is on what happened.
    expect(within(done).getByRole('heading', { name: 'Card payment cancelled' })).toHaveFocus();
    expect(calls.find((c) => c.path === '/api/Payment/CancelPayment')?.body).toEqual({
      areaInfo: { areaId: 'b2b', currencyCode: 'DKK', languageCode: 'en' },
      paymentId: 'pay_abc',
    });
    // The cart engine's own load: the latest open cart, then its calculation.
    await waitFor(() => expect(selectCart(store.getState())?.cartId).toBe('cart-card'));
    expect(await screen.findByRole('list', { name: 'Products' })).toBeInTheDocument();
    expect(screen.getByText('Drill')).toBeInTheDocument();
    expect(screen.getByText('Cable')).toBeInTheDocument();
    expect(paths().indexOf('/api/Cart/GetCartsBySearch')).toBeGreaterThan(paths().indexOf('/api/Payment/CancelPayment'));
    await waitFor(() => expect(paths().filter((p) => p === '/api/Payment/GetPendingPayment')).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Cancel card payment' })).not.toBeInTheDocument();
  });

  it('on the checkout page the cart comes back under the notice, ready to pay by invoice', async () => {
    server();
    renderAt('/en/checkout');
    expect(await screen.findByText('Your cart is empty — there is nothing to check out yet.')).toBeInTheDocument();
    await userEvent.click(within(await notice()).getByRole('button', { name: 'Cancel card payment' }));
    // The form with the reopened cart; the confirmation stays above it.
    const invoice = await screen.findByRole('radio', { name: /Invoice \(on account\)/ });
    expect(screen.getByRole('region', { name: 'Card payment cancelled' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Card/ })).toBeChecked();
    await userEvent.click(invoice);
    expect(invoice).toBeChecked();
    expect(screen.getByRole('button', { name: 'Place order' })).toBeEnabled();
  });

  it('says so when the payment went through meanwhile (409), with the way to the order', async () => {
    const { paths } = server({ cancel: () => ({ status: 409, body: { message: 'This payment has already been made' } }) });
    renderAt('/en/cart');
    await userEvent.click(within(await notice()).getByRole('button', { name: 'Cancel card payment' }));
    expect(await screen.findByText('The card payment for order 100045 has already gone through — the order is placed.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'See the order' }));
    expect(screen.getByTestId('receipt')).toHaveTextContent('/en/checkout/kvittering?cartId=cart-card');
    expect(paths()).not.toContain('/api/Cart/GetCartsBySearch');
  });

  it('keeps the notice with an error when the cancellation fails, so the customer can try again', async () => {
    let answers = 0;
    const { paths } = server({
      cancel: () => (++answers === 1 ? { status: 503, body: { message: 'The payment provider is not available' } } : { status: 200, body: { cartId: 'cart-card' } }),
    });
    renderAt('/en/cart');
    await userEvent.click(within(await notice()).getByRole('button', { name: 'Cancel card payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The card payment could not be cancelled just now. Please try again.');
    expect(paths()).not.toContain('/api/Cart/GetCartsBySearch');
    await userEvent.click(within(await notice()).getByRole('button', { name: 'Cancel card payment' }));
    expect(await notice('Card payment cancelled')).toBeInTheDocument();
  });

  it('shows nothing when no payment waits, and asks nothing for a visitor who is not logged in', async () => {
    const { paths } = server({ pending: null });
    renderAt('/en/cart');
    await waitFor(() => expect(paths()).toContain('/api/Payment/GetPendingPayment'));
    expect(screen.queryByRole('region', { name: 'Card payment not finished' })).not.toBeInTheDocument();

    const anonymous = server();
    renderAt('/en/checkout', shopStore({ loggedIn: false, cart: cartWith([]) }));
    await screen.findAllByText('Your cart is empty — there is nothing to check out yet.');
    expect(anonymous.paths()).not.toContain('/api/Payment/GetPendingPayment');
  });

  it("asks again when the browser shows the page from its back/forward cache (Back from the provider's page)", async () => {
    const { paths } = server({ pending: null, later: PENDING });
    renderAt('/en/cart');
    await waitFor(() => expect(paths()).toContain('/api/Payment/GetPendingPayment'));
    expect(screen.queryByRole('region', { name: 'Card payment not finished' })).not.toBeInTheDocument();
    // A page shown from the cache without loading (persisted) — a normal pageshow asks nothing.
    act(() => {
      window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: false }));
    });
    expect(paths().filter((p) => p === '/api/Payment/GetPendingPayment')).toHaveLength(1);
    act(() => {
      window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    });
    expect(await notice()).toHaveTextContent('Order 100045 (DKK 1.234,00) is waiting for your card payment.');
  });

  it('the checkout restored from that cache is no longer busy taking the customer to the payment', async () => {
    server();
    const store = shopStore({ loggedIn: true, cart: cartWith([line('LINE1', 1)], { paymentMethod: paymentMethods[1]! }) });
    store.dispatch(paymentRedirected('http://localhost/payment-sandbox/sbx_1'));
    renderAt('/en/checkout', store);
    // On its way to the payment the page says so (no form to fill in).
    expect(await screen.findByText('Taking you to the card payment…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Place order' })).not.toBeInTheDocument();
    act(() => {
      window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    });
    expect(await screen.findByRole('button', { name: 'Place order' })).toBeEnabled();
    expect(await notice()).toBeInTheDocument();
  });

  it('speaks the page language (Danish)', async () => {
    server();
    renderAt('/en/cart', emptyCustomerStore(), da as Record<string, string>);
    const region = await notice('Kortbetalingen er ikke gennemført');
    expect(within(region).getByText('Ordre 100045 (DKK 1.234,00) venter på din kortbetaling.')).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Fortsæt til betaling' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Annullér kortbetaling' })).toBeInTheDocument();
  });
});
