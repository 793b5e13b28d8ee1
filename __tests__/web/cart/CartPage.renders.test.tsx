/**
 * Issue 7 speed: a quantity edit in a 200-line cart renders ≤ 3 components — that line's row and the summary,
 * not the other rows. Every row and the summary are wrapped in a React Profiler (through the module mocks below);
 * the wrappers are NOT memoised, so a re-render of the list's items would reach every row's Profiler and fail.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, type ComponentProps, type ProfilerOnRenderCallback } from 'react';
import { Route, Routes } from 'react-router';
import type { CartLine } from '../../../src/api/commerceTypes';
import { SERVER_SAVE_DEBOUNCE_MS } from '../../../src/features/cart/cartSagas';
import { renderWithProviders } from '../renderWithProviders';
import { calculatingServer, cartWith, line, pricedLine, shopStore } from './fixtures';

const renders: string[] = [];
const onRender: ProfilerOnRenderCallback = (id) => {
  renders.push(id);
};

jest.mock('../../../src/features/cart/CartLineRow', () => {
  const actual = jest.requireActual<typeof import('../../../src/features/cart/CartLineRow')>('../../../src/features/cart/CartLineRow');
  const Row = actual.CartLineRow;
  return {
    ...actual,
    CartLineRow: (props: ComponentProps<typeof Row>) => (
      <Profiler id={`row:${props.id}`} onRender={(...args) => onRender(...args)}>
        <Row {...props} />
      </Profiler>
    ),
  };
});

jest.mock('../../../src/features/cart/CartSummary', () => {
  const actual = jest.requireActual<typeof import('../../../src/features/cart/CartSummary')>('../../../src/features/cart/CartSummary');
  const Summary = actual.CartSummary;
  return {
    ...actual,
    CartSummary: (props: ComponentProps<typeof Summary>) => (
      <Profiler id="summary" onRender={(...args) => onRender(...args)}>
        <Summary {...props} />
      </Profiler>
    ),
  };
});

// Imported after the mocks (jest hoists jest.mock above the imports anyway).
import CartPage from '../../../src/features/cart/CartPage';

const COUNT = 200;
const ids = Array.from({ length: COUNT }, (_, i) => `LINE${i}`);
const lines: CartLine[] = ids.map((id, i) => line(id, 1 + (i % 5)));
const priced: CartLine[] = lines.map((l) => pricedLine(l.id, l.quantity, 10, 0, l));

describe('a 200-line cart stays fast (React Profiler)', () => {
  it('editing one quantity renders that row and the summary only — also when the new calculation arrives', async () => {
    const { requests } = calculatingServer();
    const store = shopStore({ loggedIn: true, cart: cartWith(lines), calculatedLines: priced });
    renderWithProviders(
      <Routes>
        <Route path="/en/cart" element={<CartPage />} />
      </Routes>,
      { store, initialEntries: ['/en/cart'] },
    );
    expect(screen.getAllByRole('group', { name: /^Quantity of/ })).toHaveLength(COUNT);
    expect(new Set(renders.filter((id) => id.startsWith('row:'))).size).toBe(COUNT); // the probes see every row
    renders.length = 0;

    const group = screen.getByRole('group', { name: 'Quantity of Product LINE100' });
    await userEvent.click(within(group).getByRole('button', { name: 'Increase quantity' }));
    expect(within(group).getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
    expect(renders.length).toBeLessThanOrEqual(3);
    expect(renders.filter((id) => id.startsWith('row:') && id !== 'row:LINE100')).toEqual([]);
    expect(renders).toContain('row:LINE100');
    expect(renders).toContain('summary');

    // After the debounce the cart is recalculated: only the edited row (new amount) and the summary change.
    renders.length = 0;
    // The request first, then its answer applied (the old calculation's total may still be on screen until the edit
    // has reached the store, on a loaded machine).
    await waitFor(() => expect(requests).toHaveLength(1), { timeout: SERVER_SAVE_DEBOUNCE_MS + 2000 });
    await waitFor(() => expect(store.getState().cart.calculated).not.toBeNull());
    expect(screen.getByText('Total excl. VAT')).toBeInTheDocument();
    expect(requests).toHaveLength(1);
    await act(async () => {
      await Promise.resolve();
    });
    expect(renders.filter((id) => id.startsWith('row:') && id !== 'row:LINE100')).toEqual([]);
    expect(renders.length).toBeLessThanOrEqual(4);
  }, 20_000); // counts renders, not time: 200 rows in jsdom take seconds on a loaded machine
});
