import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Cart, Order } from '../../../src/api/commerceTypes';
import { emptyAddress } from '../../../contract/values';
import { makeStore } from '../../../src/app/store';
import { selectCart } from '../../../src/features/cart/cartSlice';
import { CART_STORAGE_KEY } from '../../../src/features/cart/cartStorage';
import { TRACKED_PURCHASES_KEY, purchaseEvent } from '../../../src/features/receipt/purchaseTracking';
import ReceiptPage from '../../../src/features/receipt/ReceiptPage';
import { navigation } from '../../../src/app/navigation';
import { renderWithProviders } from '../renderWithProviders';
import { shopState } from '../cart/fixtures';
import { cartWith, json, line, mockServer, order } from './fixtures';

type Answer = { status: number; body: unknown };

function setup(
  answer: Answer | ((body: { cartId: string }) => Answer),
  path = '/en/checkout/kvittering?cartId=cart-1',
  cart: Cart | null = null,
  vat = false,
  translations: Record<string, string> = {},
) {
  const requests: { cartId: string; orderId?: string }[] = [];
  const server = mockServer({
    '/api/Cart/GetCartsBySearch': () => json(200, { itemsTotal: 0, items: [] }),
    '/api/Cart/CalculateCart': () => json(500, { message: 'not in this test' }),
    '/api/Cart/SaveCart': () => json(500, { message: 'not in this test' }),
    '/api/Order/GetOrderByCartId': async (request) => {
      const body = (await request.json()) as { cartId: string; orderId?: string };
      requests.push(body);
      const { status, body: reply } = typeof answer === 'function' ? answer(body) : answer;
      return json(status, reply);
    },
  });
  // A logged-in customer as after start-up (the cart engine's server load is not part of these tests).
  const state = shopState({ loggedIn: true, cart, vat });
  const store = makeStore({ ...state, website: { ...state.website, translations } });
  const view = renderWithProviders(<ReceiptPage />, { store, initialEntries: [path] });
  return { requests, server, ...view };
}

const purchases = () => (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'purchase');

beforeEach(() => {
  window.dataLayer = [];
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('ReceiptPage: approval (issue 20)', () => {
  it('says an order waits for approval; a card order approved since offers Pay now, which starts its payment', async () => {
    const waiting = setup({ status: 200, body: { order: { item: order({ status: 'PendingApproval' }) } } });
    expect(await screen.findByText(/Your order is waiting for approval by your company's administrator/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay now by card' })).toBeNull();
    waiting.unmount();

    const navigate = jest.spyOn(navigation, 'navigateTo').mockImplementation(() => undefined);
    const approved = order({ status: 'PendingPayment', paymentStatus: 'pending' });
    setup({ status: 200, body: { order: { item: approved } } });
    const pay = await screen.findByRole('button', { name: 'Pay now by card' });
    const intents: unknown[] = [];
    mockServer({
      '/api/Order/GetOrderByCartId': () => json(200, { order: { item: approved } }),
      '/api/Payment/CreatePaymentIntent': async (request) => {
        intents.push(await request.json());
        return json(200, { paymentIntentResponse: { redirectLink: 'http://localhost/pay/7', paymentId: 'pay_7' } });
      },
    });
    await userEvent.click(pay);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('http://localhost/pay/7'));
    expect(intents).toEqual([expect.objectContaining({ cartId: 'cart-1' })]);
  });
});

describe('ReceiptPage', () => {
  it('issue 16: unit names as in the cart, who placed it for whom in the page\'s language, the delivery address', async () => {
    setup(
      {
        status: 200,
        body: {
          order: {
            item: order({
              placedBy: { name: 'Mette Hansen', repName: 'Sofie Sælger' },
              createdBy: 'Sofie Sælger on behalf of Mette Hansen',
              shippingAddress: emptyAddress(),
            }),
          },
        },
      },
      undefined,
      null,
      false,
      { 'unit.STK': 'Piece' },
    );
    expect(await screen.findByRole('heading', { name: 'Thank you for your order' })).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Order lines' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('3 Piece');
    expect(rows[1]).not.toHaveTextContent('STK');
    expect(screen.getByText(/by Sofie Sælger on behalf of Mette Hansen$/)).toBeInTheDocument();
    // No delivery address typed: the goods go to the billing address, and the box says so.
    expect(screen.getByRole('region', { name: 'Delivery address' })).toHaveTextContent('Industrivej 4');
  });

  it('loads the order by the cart id and shows number, lines, totals, addresses, delivery, payment and notes', async () => {
    const { requests } = setup({ status: 200, body: { order: { item: order() } } });
    expect(await screen.findByRole('heading', { name: 'Thank you for your order' })).toBeInTheDocument();
    expect(requests).toEqual([{ areaInfo: { areaId: 'b2b', currencyCode: 'DKK', languageCode: 'en' }, cartId: 'cart-1' }]);
    expect(screen.getByText('Order number 100042')).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Order lines' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3); // header + two product lines; the WEEE fee is a total
    expect(rows[1]).toHaveTextContent('Product LINE0');
    expect(rows[1]).toHaveTextContent('Item no. P-LINE0');
    expect(rows[1]).toHaveTextContent('3 STK');
    expect(rows[1]).toHaveTextContent('DKK 90,00');
    expect(rows[1]).toHaveTextContent('DKK 270,00');

    const totals = screen.getByRole('region', { name: 'Totals' });
    const amount = (label: string) => within(totals).getByText(label).nextElementSibling?.textContent;
    expect(amount('Subtotal')).toBe('DKK 400,00');
    expect(amount('Discount')).toBe('DKK -30,00');
    expect(amount('Environmental fee (WEEE)')).toBe('DKK 12,50');
    expect(amount('Freight')).toBe('DKK 95,00');
    expect(within(totals).queryByText('Payment fee')).not.toBeInTheDocument();
    expect(amount('Total excl. VAT')).toBe('DKK 477,50');
    expect(amount('VAT')).toBe('DKK 119,38');
    expect(amount('Total incl. VAT')).toBe('DKK 596,88');

    expect(screen.getByRole('region', { name: 'Billing address' })).toHaveTextContent('Industrivej 4');
    expect(screen.getByRole('region', { name: 'Delivery address' })).toHaveTextContent('Lagervej 9');
    expect(screen.getByRole('region', { name: 'Delivery address' })).toHaveTextContent('Sweden');
    const delivery = screen.getByRole('region', { name: 'Delivery' });
    expect(delivery).toHaveTextContent('GLS standard');
    expect(delivery).toHaveTextContent('Delivery to a private address');
    expect(delivery).toHaveTextContent('Expected delivery: 06/03/25');
    const paymentBox = screen.getByRole('region', { name: 'Payment' });
    expect(paymentBox).toHaveTextContent('Invoice (on account)');
    expect(paymentBox).toHaveTextContent('Invoiced on account');
    expect(screen.getByRole('region', { name: 'Your reference' })).toHaveTextContent('PO-7781');
    expect(screen.getByRole('region', { name: 'Comment' })).toHaveTextContent('Ring før levering');
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });

  it('with prices shown incl. VAT: quantity × the unit price = the line, and the rows add up to the total', async () => {
    const eur = (net: number, gross: number) => ({ priceWithoutVat: net, priceWithVat: gross, vat: Math.round((gross - net) * 100) / 100, vatPercentage: 25.5 });
    const finnish = order({
      currencyCode: 'EUR',
      lines: [{ ...order().lines[0]!, quantity: 3, unitPrice: eur(206.3, 258.91), linePrice: eur(618.9, 776.73), netUnitPrice: eur(206.3, 258.91), netLinePrice: eur(618.9, 776.73) }],
      discount: eur(0, 0), totalNetPrice: eur(631.4, 792.42), totalPrice: eur(631.4, 792.42), freight: eur(12.5, 15.69), paymentFee: eur(0, 0),
    });
    setup({ status: 200, body: { order: { item: finnish } } }, undefined, null, true);
    const table = await screen.findByRole('table', { name: 'Order lines' });
    expect(within(table).getByRole('columnheader', { name: 'Unit price incl. VAT' })).toBeInTheDocument();
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('EUR 258.91');
    expect(row).toHaveTextContent('EUR 776.73');
    const totals = screen.getByRole('region', { name: 'Totals' });
    const amount = (label: string) => within(totals).getByText(label).nextElementSibling?.textContent;
    expect(amount('Subtotal')).toBe('EUR 776.73');
    expect(amount('Freight')).toBe('EUR 15.69');
    expect(amount('Total incl. VAT')).toBe('EUR 792.42');
  });

  it.each([
    [{ paymentStatus: 'succeeded', status: 'PendingTransfer' }, 'Paid'],
    [{ paymentStatus: 'pending', status: 'PendingPayment' }, 'Awaiting payment'],
    [{ paymentStatus: null, status: 'PendingPayment' }, 'Awaiting payment'],
    [{ paymentStatus: 'declined', status: 'PendingPayment' }, 'Payment not completed'],
  ] as const)('shows the card payment status %o as %s', async (extra, text) => {
    setup({ status: 200, body: { order: { item: order({ ...extra, paymentMethod: { name: 'Card', internalId: 'card', gatewayUniqueId: 'sandbox', fee: 0, extraInfo: { kind: 'card' } } }) } } });
    const paymentBox = await screen.findByRole('region', { name: 'Payment' });
    expect(paymentBox).toHaveTextContent(text);
  });

  it('a collected order shows no delivery address', async () => {
    const collected = order();
    collected.shippingMethod = { ...collected.shippingMethod!, extraInfo: { collectOrder: true } };
    setup({ status: 200, body: { order: { item: collected } } });
    const box = await screen.findByRole('region', { name: 'Delivery address' });
    expect(box).toHaveTextContent('You collect the order — no delivery address.');
    expect(box).not.toHaveTextContent('Lagervej 9');
  });

  it('pushes the purchase event once per order, also across a reload of the receipt', async () => {
    const first = setup({ status: 200, body: { order: { item: order() } } });
    await screen.findByText('Order number 100042');
    expect(purchases()).toEqual([purchaseEvent(order())]);
    expect(purchases()[0]).toEqual({
      event: 'purchase',
      ecommerce: {
        transaction_id: '100042', currency: 'DKK', value: 477.5, tax: 119.38, shipping: 95, discount: 30,
        items: [
          { item_id: 'P-LINE0', item_name: 'Product LINE0', price: 90, quantity: 3 },
          { item_id: 'P-LINE1', item_name: 'Product LINE1', price: 50, quantity: 2 },
        ],
      },
    });
    first.unmount();

    // A reload: a new store, the page loads the order again.
    const second = setup({ status: 200, body: { order: { item: order() } } });
    await screen.findByText('Order number 100042');
    await waitFor(() => expect(second.requests).toHaveLength(1));
    expect(purchases()).toHaveLength(1);
    second.unmount();

    // Another order fires its own event.
    const other: Order = order({ id: 'order-2', orderNumber: '100043', cartId: 'cart-2' });
    setup({ status: 200, body: { order: { item: other } } }, '/en/checkout/kvittering?cartId=cart-2');
    await screen.findByText('Order number 100043');
    expect(purchases().map((p) => (p as ReturnType<typeof purchaseEvent>).ecommerce.transaction_id)).toEqual(['100042', '100043']);
    expect(JSON.parse(localStorage.getItem(TRACKED_PURCHASES_KEY) ?? '[]')).toEqual(['order-1', 'order-2']);
  });

  it('replaces the local cart by a fresh one once the receipt confirms the order made from it (card payments)', async () => {
    const { store } = setup({ status: 200, body: { order: { item: order() } } }, undefined, cartWith([line('LINE0', 3)], { cartId: 'cart-1', billingAddress: order().billingAddress }));
    await screen.findByText('Order number 100042');
    await waitFor(() => expect(selectCart(store.getState())?.cartId).not.toBe('cart-1'));
    const fresh = selectCart(store.getState())!;
    expect(fresh.lines).toEqual([]);
    expect(fresh.billingAddress.address1).toBe(order().billingAddress.address1);
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null')).toMatchObject({ cartId: fresh.cartId, lines: [] });
  });

  it('keeps another cart: only the cart the order was made from is replaced', async () => {
    const { store } = setup({ status: 200, body: { order: { item: order() } } }, undefined, cartWith([line('LINE0', 1)], { cartId: 'cart-9' }));
    await screen.findByText('Order number 100042');
    expect(selectCart(store.getState())).toMatchObject({ cartId: 'cart-9', lines: [expect.objectContaining({ id: 'LINE0' })] });
  });

  it('a load error is only logged: the page says it cannot show the order now and offers a retry', async () => {
    let fail = true;
    const { requests } = setup(() => (fail ? { status: 500, body: { message: 'boom' } } : { status: 200, body: { order: { item: order() } } }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not show your order right now.');
    expect(console.error).toHaveBeenCalledWith('The receipt could not be loaded', expect.objectContaining({ status: 500 }));
    expect(purchases()).toHaveLength(0);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Order number 100042')).toBeInTheDocument();
    expect(requests).toHaveLength(2);
  });

  it('an unknown cart id (404) says no order was found for it', async () => {
    setup({ status: 404, body: { message: 'Not Found' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find an order for this cart.');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your orders' })).toHaveAttribute('href', '/en/kundecenter/ordre');
  });

  it('without a cart id there is nothing to load', async () => {
    const { requests } = setup({ status: 200, body: {} }, '/en/checkout/kvittering');
    expect(await screen.findByText('There is no order to show here.')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });
});
