import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PriceKey, Product } from '../../../src/api/types';
import { selectCartLines } from '../../../src/features/cart/cartSlice';
import OrderDetailPage from '../../../src/features/customerCentre/OrderDetailPage';
import { makeStore } from '../../../src/app/store';
import { selectOrders } from '../../../src/features/orders/ordersSlice';
import { shopState } from '../cart/fixtures';
import { emptyAddress } from '../../../contract/values';
import { ccOrder, json, makeProduct, productLine, recordingServer, renderScreen, storeWithTranslations, UNIT_LABELS } from './fixtures';

/** A Finnish order as the server answers it: 3 × EUR 206.30, 25.5 % VAT on the rounded unit price (258.91). */
const eur = (net: number, gross: number) => ({ priceWithoutVat: net, priceWithVat: gross, vat: Math.round((gross - net) * 100) / 100, vatPercentage: 25.5 });

const PATTERN = '/en/kundecenter/ordrer/:id';

function orderServer(answer: () => Response, extra: Parameters<typeof recordingServer>[0] = {}) {
  return recordingServer({ '/api/CustomerCenter/GetOrder': () => answer(), ...extra });
}

beforeEach(() => {
  window.dataLayer = [];
});
afterEach(() => jest.restoreAllMocks());

describe('Order detail', () => {
  it('shows the order: number, placed, transfer status, addresses, delivery, payment, lines, totals and its invoices', async () => {
    const { seen } = orderServer(() =>
      json(200, { order: ccOrder({ creditMemos: [{ id: 'cm-1', number: '900001', date: '2025-03-20' }] }) }),
    );
    renderScreen(<OrderDetailPage />, PATTERN, '/en/kundecenter/ordrer/order-1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Order 100042' })).toBeInTheDocument();
    expect(document.title).toContain('Order 100042');
    expect(seen[0]).toMatchObject({ path: '/api/CustomerCenter/GetOrder', body: { orderId: 'order-1', areaInfo: { languageCode: 'en' } } });
    expect(screen.getByText(/Placed on 04\/03\/25 at \d\d:15 by Mette Hansen/)).toBeInTheDocument();
    expect(screen.getByText('Received')).toBeInTheDocument();
    expect(screen.getByText(/passing it on to our order handling/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Billing address' })).toHaveTextContent('Industrivej 4');
    expect(screen.getByRole('region', { name: 'Delivery address' })).toHaveTextContent('Lagervej 9');
    expect(screen.getByRole('region', { name: 'Delivery' })).toHaveTextContent('GLS standard');
    expect(screen.getByRole('region', { name: 'Delivery' })).toHaveTextContent('Expected delivery: 06/03/25');
    expect(screen.getByRole('region', { name: 'Payment' })).toHaveTextContent('On account');
    expect(screen.getByRole('region', { name: 'Reference' })).toHaveTextContent('PO-7781');

    const lines = screen.getByRole('table', { name: 'Lines' });
    const rows = within(lines).getAllByRole('row');
    expect(rows).toHaveLength(3);
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
    expect(amount('Total excl. VAT')).toBe('DKK 477,50');
    expect(amount('VAT')).toBe('DKK 119,38');
    expect(amount('Total incl. VAT')).toBe('DKK 596,88');

    const related = screen.getByRole('region', { name: 'Related documents' });
    expect(within(related).getByRole('link', { name: '300001 (10/03/25)' })).toHaveAttribute('href', '/en/kundecenter/fakturaer/inv-1');
    expect(within(related).getByRole('link', { name: '900001 (20/03/25)' })).toHaveAttribute('href', '/en/kundecenter/kreditnotaer/cm-1');
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
  });

  it('with prices shown incl. VAT: quantity × the unit price = the line, and the rows add up to the total', async () => {
    const line = productLine('LINE0', '200407', 3, 206.3, {
      unitPrice: eur(206.3, 258.91), linePrice: eur(618.9, 776.73), netUnitPrice: eur(206.3, 258.91), netLinePrice: eur(618.9, 776.73),
    });
    orderServer(() =>
      json(200, {
        order: ccOrder({
          currencyCode: 'EUR', lines: [line], discount: eur(0, 0), totalNetPrice: eur(631.4, 792.42), totalPrice: eur(631.4, 792.42),
          freight: eur(12.5, 15.69), paymentFee: eur(0, 0),
        }),
      }),
    );
    renderScreen(<OrderDetailPage />, PATTERN, '/en/kundecenter/ordrer/order-1', makeStore(shopState({ loggedIn: true, vat: true })));
    const lines = await screen.findByRole('table', { name: 'Lines' });
    expect(within(lines).getByRole('columnheader', { name: 'Unit price incl. VAT' })).toBeInTheDocument();
    expect(within(lines).getByRole('columnheader', { name: 'Amount incl. VAT' })).toBeInTheDocument();
    const row = within(lines).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('EUR 258.91');
    expect(row).toHaveTextContent('EUR 776.73'); // 3 × 258.91
    const totals = screen.getByRole('region', { name: 'Totals' });
    const amount = (label: string) => within(totals).getByText(label).nextElementSibling?.textContent;
    expect(amount('Subtotal')).toBe('EUR 776.73');
    expect(amount('Freight')).toBe('EUR 15.69');
    expect(amount('Total incl. VAT')).toBe('EUR 792.42'); // 776.73 + 15.69
    expect(amount('Total excl. VAT')).toBe('EUR 631.40');
  });

  it('issue 16: the buyer status and its sentence, who placed it for whom, the unit names and where it goes', async () => {
    orderServer(() =>
      json(200, {
        order: ccOrder({
          status: 'Transferred',
          customerStatus: 'invoiced',
          placedBy: { name: 'Mette Hansen', repName: 'Sofie Sælger' },
          createdBy: 'Sofie Sælger on behalf of Mette Hansen',
          // No delivery address typed: the goods go to the billing address.
          shippingAddress: emptyAddress(),
        }),
      }),
    );
    renderScreen(<OrderDetailPage />, PATTERN, '/en/kundecenter/ordrer/order-1', storeWithTranslations(UNIT_LABELS.en));

    expect(await screen.findByRole('heading', { level: 1, name: 'Order 100042' })).toBeInTheDocument();
    expect(screen.getByText(/Placed on 04\/03\/25 at \d\d:15 by Sofie Sælger on behalf of Mette Hansen/)).toBeInTheDocument();
    expect(screen.getByText('Invoiced')).toHaveAttribute('data-status', 'invoiced');
    expect(screen.getByText(/delivered and invoiced/)).toBeInTheDocument();
    expect(screen.queryByText('In progress')).not.toBeInTheDocument();
    const delivery = screen.getByRole('region', { name: 'Delivery address' });
    expect(delivery).toHaveTextContent('Industrivej 4');
    const rows = within(screen.getByRole('table', { name: 'Lines' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('3 Piece');
    expect(rows[1]).not.toHaveTextContent('STK');
  });

  it('several invoices link to the invoice list filtered to the order; a not-yet-invoiced order says so', async () => {
    orderServer(() =>
      json(200, {
        order: ccOrder({
          invoices: [
            { id: 'inv-1', number: '300001', date: '2025-03-10' },
            { id: 'inv-2', number: '300002', date: '2025-03-11' },
          ],
        }),
      }),
    );
    renderScreen(<OrderDetailPage />, PATTERN, '/en/kundecenter/ordrer/order-1');
    const link = await screen.findByRole('link', { name: 'All invoices of order 100042' });
    expect(link).toHaveAttribute('href', '/en/kundecenter/fakturaer?link=order-1&linkNo=100042');

    orderServer(() => json(200, { order: ccOrder({ id: 'order-3', invoices: [] }) }));
    const view = renderScreen(<OrderDetailPage />, PATTERN, '/en/kundecenter/ordrer/order-3');
    const related = await within(view.container).findByRole('region', { name: 'Related documents' });
    expect(related).toHaveTextContent('Not invoiced yet');
  });

  it('an order the server does not have for this customer (404) is not-found, with the way back to the list', async () => {
    orderServer(() => json(404, { message: 'Not Found', statusCode: 404 }));
    const { store } = renderScreen(<OrderDetailPage />, PATTERN, '/en/kundecenter/ordrer/999999');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not find this order.');
    expect(within(alert).getByRole('link', { name: 'Back to orders' })).toHaveAttribute('href', '/en/kundecenter/ordre');
    expect(selectOrders(store.getState())).toMatchObject({ currentStatus: 'error', currentError: 'not-found' });
    expect(screen.queryByRole('button', { name: 'Reorder' })).not.toBeInTheDocument();
  });

  it('an empty answer (204) is not-found too; a server error is an error with a retry', async () => {
    let answer = () => new Response(null, { status: 204 });
    orderServer(() => answer());
    renderScreen(<OrderDetailPage />, PATTERN, '/en/kundecenter/ordrer/order-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find this order.');

    answer = () => json(500, { message: 'down' });
    const view = renderScreen(<OrderDetailPage />, PATTERN, '/en/kundecenter/ordrer/order-2');
    const alert = await within(view.container).findByRole('alert');
    expect(alert).toHaveTextContent('The document could not be loaded.');
    expect(alert).toHaveTextContent('Reason: An unexpected server error occurred.');
    answer = () => json(200, { order: ccOrder({ id: 'order-2', orderNumber: '100077' }) });
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(view.container).findByRole('heading', { name: 'Order 100077' })).toBeInTheDocument();
  });
});

describe('Reorder with preview', () => {
  const screw = makeProduct(); // 100200: STK 2.50 (10+: 2.25), PK
  const cable = makeProduct({ id: '100400', name: 'Cable', unitPrices: [] });
  const noPrice = makeProduct({ id: '100300', name: 'Lamp', unitPrices: [] });
  const coloured = makeProduct({ id: 'VAR-1', name: 'Paint', variants: [{ id: 'VAR-1-BLUE', name: 'Blue' }] });
  const products: Record<string, Product> = { [screw.id]: screw, [cable.id]: cable, [noPrice.id]: noPrice, [coloured.id]: coloured };

  const reorderOrder = ccOrder({
    lines: [
      productLine('L1', '100200', 10, 2.5),
      productLine('L2', 'GONE-1', 1, 40),
      productLine('L3', '100200', 2, 30, { text: 'Screws by the box', productKey: { productId: '100200', unitOfMeasure: 'KASSE', variantId: null } }),
      productLine('L4', 'VAR-1', 1, 99, { productKey: { productId: 'VAR-1', unitOfMeasure: 'STK', variantId: 'VAR-1-RED' } }),
      productLine('L5', '100300', 1, 150),
      productLine('L6', '100400', 2, 10),
      productLine('L6-sub', '100400', 1, 0, { parentId: 'L6' }),
    ],
  });

  function reorderServer() {
    return orderServer(() => json(200, { order: reorderOrder }), {
      '/api/Product/GetProductsByIds': (_request, body) => {
        const ids = (body as { ids: string[] }).ids;
        const items = Object.fromEntries(ids.filter((id) => products[id]).map((id) => [id, products[id]!]));
        return json(200, { items });
      },
      '/api/Price/GetPrices': (_request, body) => {
        const keys = (body as { products: PriceKey[] }).products;
        const today: Record<string, { price: number; tiers?: { minQuantity: number; price: number }[] }> = {
          '100200|STK': { price: 2.5, tiers: [{ minQuantity: 10, price: 2.25 }] },
          '100400|STK': { price: 12 },
        };
        const prices = keys.flatMap((key) => {
          const hit = today[`${key.productId}|${key.unitOfMeasure}`];
          return hit ? [{ ...key, price: hit.price, beforePrice: null, currencyCode: 'DKK', ...(hit.tiers ? { tiers: hit.tiers } : {}) }] : [];
        });
        return json(200, { prices, currencyCode: 'DKK' });
      },
      '/api/Cart/SaveCart': (_request, body) => json(200, body),
      '/api/Cart/CalculateCart': () => json(500, { message: 'not in this test' }),
    });
  }

  it('shows each line with the price paid next to today’s price, and which lines cannot be bought and why — nothing added yet', async () => {
    const { seen } = reorderServer();
    const { store } = renderScreen(<OrderDetailPage />, PATTERN, '/en/kundecenter/ordrer/order-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Reorder' }));

    const panel = screen.getByRole('region', { name: 'Reorder' });
    expect(within(panel).getByRole('heading', { name: 'Reorder' })).toHaveFocus();
    await within(panel).findByText('2 of 6 lines can be ordered.');
    const table = within(panel).getByRole('table', { name: 'Lines of order 100042' });
    const row = (item: string) => within(table).getByRole('rowheader', { name: new RegExp(item) }).closest('tr')!;
    // Sub-lines are not reordered on their own.
    expect(within(table).getAllByRole('row')).toHaveLength(7);

    expect(row('Item 100200').textContent).toContain('10 STK');
    expect(within(row('Item 100200')).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '10 STK',
      'DKK 2,50',
      'DKK 2,25',
      'Down DKK 0,25',
      'Yes',
    ]);
    expect(within(row('Item 100400')).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '2 STK',
      'DKK 10,00',
      'DKK 12,00',
      'Up DKK 2,00',
      'Yes',
    ]);
    expect(row('Item GONE-1')).toHaveTextContent('No — the item is no longer in our range');
    expect(row('Screws by the box')).toHaveTextContent('No — it is no longer sold in the unit KASSE');
    expect(row('Item VAR-1')).toHaveTextContent('No — this variant is no longer sold');
    expect(row('Item 100300')).toHaveTextContent('No — there is no price for you today; ask us for an offer');

    // Today's prices came through the price saga's batch, only for the lines that can still be bought.
    const priceCalls = seen.filter((request) => request.path === '/api/Price/GetPrices');
    expect(priceCalls).toHaveLength(1);
    expect((priceCalls[0]!.body as { products: PriceKey[] }).products.map((key) => key.productId).sort()).toEqual(['100200', '100300', '100400']);
    expect(selectCartLines(store.getState())).toEqual([]);
    expect(window.dataLayer).toEqual([]);
  });

  it('“Add the available lines to the cart (2)” adds them through the cart engine (one add_to_cart) and goes to the cart', async () => {
    const { seen } = reorderServer();
    const { store } = renderScreen(<OrderDetailPage />, PATTERN, '/en/kundecenter/ordrer/order-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Reorder' }));
    const add = await screen.findByRole('button', { name: 'Add the available lines to the cart (2)' });
    await waitFor(() => expect(add).toBeEnabled());
    await userEvent.click(add);

    expect(await screen.findByRole('heading', { name: 'Cart page' })).toBeInTheDocument();
    expect(selectCartLines(store.getState()).map((line) => [line.productKey.productId, line.productKey.unitOfMeasure, line.quantity])).toEqual([
      ['100200', 'STK', 10],
      ['100400', 'STK', 2],
    ]);
    const events = (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'add_to_cart');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ ecommerce: { currency: 'DKK', value: 46.5, items: [{ item_id: '100200', quantity: 10, price: 2.25 }, { item_id: '100400', quantity: 2, price: 12 }] } });
    // The cart engine saves the cart to the server after its debounce.
    await waitFor(() => expect(seen.some((request) => request.path === '/api/Cart/SaveCart')).toBe(true), { timeout: 2000 });
  });

  it('when no line can be ordered any more the button stays disabled and the preview says so', async () => {
    orderServer(() => json(200, { order: ccOrder({ lines: [productLine('L2', 'GONE-1', 1, 40)] }) }), {
      '/api/Product/GetProductsByIds': () => json(404, { message: 'Not Found', statusCode: 404 }),
    });
    renderScreen(<OrderDetailPage />, PATTERN, '/en/kundecenter/ordrer/order-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Reorder' }));
    expect(await screen.findByText('None of the lines can be ordered any more.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add the available lines to the cart (0)' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Reorder' })).not.toBeInTheDocument();
  });

  it('a failed product lookup says so and can be tried again', async () => {
    let fail = true;
    orderServer(() => json(200, { order: ccOrder({ lines: [productLine('L6', '100400', 2, 10)] }) }), {
      '/api/Product/GetProductsByIds': () => (fail ? json(500, { message: 'down' }) : json(200, { items: { [cable.id]: cable } })),
      '/api/Price/GetPrices': () => json(200, { prices: [{ productId: '100400', variantId: null, unitOfMeasure: 'STK', price: 10, beforePrice: null, currencyCode: 'DKK' }], currencyCode: 'DKK' }),
    });
    renderScreen(<OrderDetailPage />, PATTERN, '/en/kundecenter/ordrer/order-1');
    await userEvent.click(await screen.findByRole('button', { name: 'Reorder' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The items could not be checked.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1 of 1 line can be ordered.')).toBeInTheDocument();
    expect(screen.getByText('Unchanged')).toBeInTheDocument();
  });
});
