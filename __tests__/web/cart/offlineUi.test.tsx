/**
 * Issue 19 in the cart summary and the checkout's summary box: while the API is unreachable the last known totals
 * are shown marked as not yet confirmed (nothing computed in the client), a calculation without connection is no
 * alert, and 'Place order' is disabled with the reason while offline or while edits wait for the server.
 */
import { act, screen } from '@testing-library/react';
import { calculationFailed, lineQuantityChanged } from '../../../src/features/cart/cartSlice';
import { CartSummary } from '../../../src/features/cart/CartSummary';
import { OrderSummaryBox } from '../../../src/features/checkout/OrderSummaryBox';
import {
  connectionLost,
  connectionRestored,
  serverReached,
  serverWaited,
} from '../../../src/features/connection/connectionActions';
import { configureStore } from '@reduxjs/toolkit';
import { rootReducer } from '../../../src/app/store';
import { renderWithProviders } from '../renderWithProviders';
import type { CartLine } from '../../../src/api/commerceTypes';
import { cartCalculated } from '../../../src/features/cart/cartSlice';
import { calculation, cartWith, line, pricedLine, shopState } from './fixtures';

/** The shop's state without its sagas: what the components show for each state, no requests made. */
function shopStore(setup: Parameters<typeof shopState>[0] & { calculatedLines?: CartLine[] }) {
  let state = shopState(setup);
  if (setup.calculatedLines && state.cart.cart) {
    const reply = calculation(state.cart.cart, setup.calculatedLines);
    state = rootReducer(state, cartCalculated({ response: reply, revision: state.cart.revision }));
  }
  return configureStore({ reducer: rootReducer, preloadedState: state });
}

const UNCONFIRMED = 'Not yet confirmed: these amounts are from before your latest changes. They are updated when the connection returns.';
const rows = () => screen.queryAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);

describe('the cart summary while the API is unreachable (issue 19)', () => {
  it('shows the last calculation marked as not confirmed while offline, and nothing of it once online', () => {
    const store = shopStore({ loggedIn: true, cart: cartWith([line('LINE0', 2)]), calculatedLines: [pricedLine('LINE0', 2, 100)] });
    renderWithProviders(<CartSummary />, { store });
    expect(rows()).toEqual([['Subtotal', 'DKK 200,00'], ['Freight', 'Chosen at checkout'], ['Total excl. VAT', 'DKK 200,00']]);
    act(() => {
      store.dispatch(lineQuantityChanged({ id: 'LINE0', quantity: 5 }));
    });
    // Online, waiting for the new calculation: the usual text, no old amounts.
    expect(rows()).toEqual([]);
    expect(screen.getByText('The prices are updated in a moment.')).toBeInTheDocument();
    act(() => {
      store.dispatch(connectionLost());
      store.dispatch(calculationFailed('Failed to fetch'));
    });
    expect(screen.getByText(UNCONFIRMED)).toBeInTheDocument();
    // The server's amounts as they were (for 2), never computed for 5 here.
    expect(rows()).toEqual([['Subtotal', 'DKK 200,00'], ['Freight', 'Chosen at checkout'], ['Total excl. VAT', 'DKK 200,00']]);
    expect(screen.queryByRole('alert')).toBeNull(); // no error: the connection notice tells it
    act(() => {
      store.dispatch(connectionRestored());
      store.dispatch(calculationFailed('An unexpected server error occurred.'));
    });
    expect(screen.queryByText(UNCONFIRMED)).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('The prices could not be calculated.');
  });

  it('without an earlier calculation: only that the prices follow when the connection returns', () => {
    // Another cart: the last calculation shown belongs to a cart id.
    const store = shopStore({ loggedIn: true, cart: cartWith([line('LINE0', 2)], { cartId: 'cart-2' }) });
    renderWithProviders(<CartSummary />, { store });
    act(() => {
      store.dispatch(serverWaited('save'));
    });
    expect(screen.getByText('The prices are updated when the connection returns.')).toBeInTheDocument();
    expect(rows()).toEqual([]);
  });
});

describe('Place order while the API is unreachable (issue 19)', () => {
  const REASON = 'The order can be placed when the connection to the shop returns and your cart is saved.';

  it('is disabled with the reason while offline or while edits wait for the server', () => {
    const store = shopStore({ loggedIn: true, cart: cartWith([line('LINE0', 2)]) });
    renderWithProviders(
      <form>
        <OrderSummaryBox lineCount={1} busy={false} />
      </form>,
      { store },
    );
    const button = () => screen.getByRole('button', { name: 'Place order' });
    expect(button()).toBeEnabled();
    expect(screen.queryByText(REASON)).toBeNull();
    act(() => {
      store.dispatch(connectionLost());
    });
    expect(button()).toBeDisabled();
    expect(button()).toHaveAccessibleDescription(REASON);
    act(() => {
      store.dispatch(connectionRestored());
      store.dispatch(serverWaited('save'));
    });
    expect(button()).toBeDisabled(); // back online, but the edits are not saved yet
    act(() => {
      store.dispatch(serverReached());
    });
    expect(button()).toBeEnabled();
    expect(button()).not.toHaveAttribute('title');
  });
});
