import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CartLine } from '../../../src/api/commerceTypes';
import { calculationStarted, calculationFailed, cartReset } from '../../../src/features/cart/cartSlice';
import { CartSummary } from '../../../src/features/cart/CartSummary';
import { renderWithProviders } from '../renderWithProviders';
import { calculatingServer, cartWith, generatedLine, line, pricedLine, shopStore } from './fixtures';

const lines: CartLine[] = [
  pricedLine('LINE0', 3, 100, 10),
  generatedLine('weefee', 'WEEE', 4.5),
  generatedLine('packagingFee', 'Packaging', 2),
  generatedLine('chemicalsFee', 'Chemicals', 1.25),
  generatedLine('PRIV_DELIVERY', 'Private delivery', 95),
  generatedLine('generated5', 'Small order fee', 75),
];

/** The summary's rows as [label, amount] pairs (a description list). */
function rows() {
  return screen.queryAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);
}

describe('CartSummary (SPEC §2 cart summary panel)', () => {
  it('shows every line with its amount, and the total without VAT', () => {
    const store = shopStore({ cart: cartWith([line('LINE0', 3)]), calculatedLines: lines });
    renderWithProviders(<CartSummary />, { store });
    expect(rows()).toEqual([
      ['Subtotal', 'DKK 300,00'],
      ['Discount', 'DKK -30,00'],
      ['Small order fee', 'DKK 75,00'],
      ['Freight', 'Chosen at checkout'],
      ['Environmental fee (WEEE)', 'DKK 4,50'],
      ['Packaging fee', 'DKK 2,00'],
      ['Chemicals fee', 'DKK 1,25'],
      ['Delivery to a private address', 'DKK 95,00'],
      ['Total excl. VAT', 'DKK 447,75'],
    ]);
  });

  it('labels the total with VAT and shows amounts with VAT in VAT mode', () => {
    const store = shopStore({ cart: cartWith([line('LINE0', 3)]), calculatedLines: [pricedLine('LINE0', 3, 100)], vat: true });
    renderWithProviders(<CartSummary />, { store });
    expect(rows()).toEqual([
      ['Subtotal', 'DKK 375,00'],
      ['Freight', 'Chosen at checkout'],
      ['Total incl. VAT', 'DKK 375,00'],
    ]);
  });

  it('announces the calculation in a live region and shows a failed one with a retry', async () => {
    const { requests } = calculatingServer();
    const store = shopStore({ cart: cartWith([line('LINE0', 2)]) });
    renderWithProviders(<CartSummary />, { store });
    expect(screen.getByText('The prices are updated in a moment.')).toBeInTheDocument();
    act(() => {
      store.dispatch(calculationStarted());
    });
    expect(screen.getByRole('status')).toHaveTextContent('Calculating prices…');
    act(() => {
      store.dispatch(calculationFailed('An unexpected server error occurred.'));
    });
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.getByRole('alert')).toHaveTextContent('The prices could not be calculated.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('DKK 20,00', { selector: 'dd' })).toBeInTheDocument();
    expect(requests).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says why the cart was reset after a 401 (SPEC §8)', () => {
    const store = shopStore({ cart: cartWith([line('LINE0', 2)]) });
    store.dispatch(cartReset({ currencyCode: 'DKK' }));
    renderWithProviders(<CartSummary />, { store });
    expect(screen.getByRole('alert')).toHaveTextContent('You are no longer logged in, so the cart has been reset.');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
