/**
 * Add to cart from a product list (issue 16 item 5): a logged-in customer's tile has a quantity field for the
 * product's default unit (the unit shown beside it, typed the language's way) and 'Add to cart' with the button
 * states of SPEC §2; a product with variants leads to its page; anonymous visitors' tiles stay as they were.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Product } from '../../../src/api/types';
import { lineAdded, selectCartLines } from '../../../src/features/cart/cartSlice';
import { pricesReceived } from '../../../src/features/price/priceSlice';
import { ProductTile, ProductTileSkeleton } from '../../../src/features/productList/ProductTile';
import da from '../../../translations/da.json';
import { makeProduct, mockServer, shopStore } from '../product/fixtures';
import { mockStore } from '../mockStore';
import { renderWithProviders } from '../renderWithProviders';

const TRANSLATIONS = { 'unit.STK': 'pcs', 'unit.M': 'Meter' };

const cable: Product = makeProduct({
  id: '300100',
  name: 'Cable NOIKLX 5G1,5',
  url: '/kabel-300100',
  units: [
    { unitId: 'M', factor: 1, isDefault: true, allowsDecimals: true },
    { unitId: 'RL', factor: 100, isDefault: false, allowsDecimals: false },
  ],
});

const addEvents = () =>
  (window.dataLayer ?? []).filter((e) => typeof e === 'object' && e !== null && (e as { event?: string }).event === 'add_to_cart') as {
    ecommerce: { currency: string; value: number; items: { item_id: string; quantity: number; price?: number }[] };
  }[];

function renderTile(product: Product, { loggedIn = true, danish = false } = {}) {
  // The customer's prices: never answered here unless a test sets them.
  mockServer({ '/api/Price/GetPrices': () => new Promise<Response>(() => undefined) });
  const store = shopStore({ loggedIn, translations: TRANSLATIONS, locale: danish ? 'da' : 'en' });
  const view = renderWithProviders(
    <article>
      <ProductTile product={product} />
    </article>,
    danish ? { store, initialEntries: ['/'], locale: 'da-DK', messages: da } : { store },
  );
  return view;
}

beforeEach(() => {
  window.dataLayer = [];
});

describe('a product tile’s add to cart (issue 16 item 5)', () => {
  it('adds the typed quantity in the default unit, shows adding → added, and pushes add_to_cart with the customer’s price', async () => {
    const { store } = renderTile(makeProduct());
    act(() => {
      store.dispatch(
        pricesReceived({
          keys: [{ productId: '100200', variantId: null, unitOfMeasure: 'STK' }],
          currencyCode: 'DKK',
          prices: [{ productId: '100200', variantId: null, unitOfMeasure: 'STK', price: 2.4, beforePrice: null, currencyCode: 'DKK', tiers: [{ minQuantity: 10, price: 2.1 }] }],
        }),
      );
    });
    const tile = within(screen.getByRole('article', { name: 'Wood screw 5.0 x 60' }));
    const field = await tile.findByRole('textbox', { name: 'Quantity: Wood screw 5.0 x 60' });
    expect(field).toHaveValue('1');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAccessibleDescription('pcs');
    await userEvent.clear(field);
    await userEvent.type(field, '12');
    const button = tile.getByRole('button', { name: 'Add to cart: Wood screw 5.0 x 60' });
    expect(button).toHaveTextContent('Add to cart');
    await userEvent.click(button);
    expect(button).toHaveAttribute('data-state', 'loading');
    expect(selectCartLines(store.getState()).map((l) => [l.productKey.productId, l.productKey.unitOfMeasure, l.quantity])).toEqual([
      ['100200', 'STK', 12],
    ]);
    await waitFor(() => expect(button).toHaveAttribute('data-state', 'added'));
    expect(button).toHaveTextContent('Added to cart');
    expect(addEvents()).toEqual([
      expect.objectContaining({ ecommerce: expect.objectContaining({ currency: 'DKK', value: 25.2, items: [expect.objectContaining({ item_id: '100200', quantity: 12, price: 2.1 })] }) }),
    ]);
  });

  it("dispatches one cart line of the typed quantity in the product's default unit (mock store)", async () => {
    mockServer({ '/api/Price/GetPrices': () => new Promise<Response>(() => undefined) });
    const store = mockStore(shopStore({ loggedIn: true, translations: TRANSLATIONS }).getState());
    renderWithProviders(
      <article>
        <ProductTile product={makeProduct()} />
      </article>,
      { store },
    );
    const tile = within(screen.getByRole('article', { name: 'Wood screw 5.0 x 60' }));
    const field = await tile.findByRole('textbox', { name: 'Quantity: Wood screw 5.0 x 60' });
    await userEvent.clear(field);
    await userEvent.type(field, '12');
    store.clearActions(); // the tile's own start (price requests) is not the button's
    await userEvent.click(tile.getByRole('button', { name: 'Add to cart: Wood screw 5.0 x 60' }));
    const added = store.dispatched().filter(lineAdded.match);
    expect(added.map((action) => [action.payload.productKey, action.payload.quantity])).toEqual([
      [{ productId: '100200', unitOfMeasure: 'STK', variantId: null }, 12],
    ]);
  });

  it('a unit sold by measure takes 12,5 in Danish; Enter adds; the quantity is written the Danish way; arrows step by one', async () => {
    const { store } = renderTile(cable, { danish: true });
    const tile = within(screen.getByRole('article', { name: 'Cable NOIKLX 5G1,5' }));
    const field = await tile.findByRole('textbox', { name: 'Antal: Cable NOIKLX 5G1,5' });
    expect(field).toHaveAttribute('inputmode', 'decimal');
    expect(field).toHaveAccessibleDescription('Meter');
    await userEvent.clear(field);
    await userEvent.type(field, '11.5');
    await userEvent.keyboard('{ArrowUp}');
    expect(field).toHaveValue('12,5');
    await userEvent.keyboard('{Enter}');
    expect(selectCartLines(store.getState()).map((l) => [l.productKey.unitOfMeasure, l.quantity, l.allowsDecimals])).toEqual([['M', 12.5, true]]);
    await userEvent.keyboard('{ArrowDown}');
    expect(field).toHaveValue('11,5');
  });

  it('a quantity the unit does not take marks the field, and the button fails with the reason, adding nothing', async () => {
    const { store } = renderTile(makeProduct());
    const field = await screen.findByRole('textbox', { name: /^Quantity: / });
    await userEvent.clear(field);
    await userEvent.type(field, '2,5');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('pcs Enter a whole number from 1 to 99,999');
    const button = screen.getByRole('button', { name: /^Add to cart/ });
    fireEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('data-state', 'failed'));
    expect(button).toHaveAttribute('title', 'Enter a whole number from 1 to 99,999');
    expect(selectCartLines(store.getState())).toEqual([]);
    expect(addEvents()).toEqual([]);
  });

  it('a product with variants leads to its page to choose one', async () => {
    const product = makeProduct({ variants: [{ id: 'red', name: 'Red' }, { id: 'blue', name: 'Blue' }] });
    renderTile(product);
    const link = await screen.findByRole('link', { name: 'Choose variant: Wood screw 5.0 x 60' });
    expect(link).toHaveTextContent('Choose variant');
    expect(link).toHaveAttribute('href', product.url);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Add to cart/ })).not.toBeInTheDocument();
  });

  it('anonymous visitors’ tiles have no quantity field nor add button (nothing of the chunk is loaded)', async () => {
    renderTile(makeProduct(), { loggedIn: false });
    expect(await screen.findByRole('heading', { name: 'Wood screw 5.0 x 60' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Add to cart/ })).not.toBeInTheDocument();
  });

  it('a loading tile holds the controls’ room for a customer, and none for a visitor', () => {
    const customer = renderWithProviders(<ProductTileSkeleton />, { store: shopStore({ loggedIn: true }) });
    const withRoom = customer.container.querySelectorAll('[data-skeleton] div').length;
    customer.unmount();
    const visitor = renderWithProviders(<ProductTileSkeleton />, { store: shopStore() });
    expect(visitor.container.querySelectorAll('[data-skeleton] div').length).toBe(withRoom - 1);
  });
});
