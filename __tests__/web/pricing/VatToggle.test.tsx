import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProductPrice } from '../../../src/features/price/ProductPrice';
import { VAT_MODE_STORAGE_KEY, VatToggle } from '../../../src/features/price/VatToggle';
import { selectShownVatRateBp, selectVatMode } from '../../../src/features/website/websiteSlice';
import { makeProduct, price, shopStore } from '../product/fixtures';
import { renderWithProviders } from '../renderWithProviders';

describe('VatToggle', () => {
  beforeEach(() => window.localStorage.clear());

  it('is an accessible switch that turns VAT mode on and off and stores the choice', async () => {
    const store = shopStore();
    renderWithProviders(
      <>
        <VatToggle />
        <ProductPrice product={makeProduct({ unitPrices: [price('STK', 80)] })} />
      </>,
      { store },
    );
    const toggle = screen.getByRole('switch', { name: 'Prices incl. VAT' });
    expect(toggle).not.toBeChecked();
    expect(screen.getByText('DKK 80,00')).toBeInTheDocument();

    await userEvent.click(toggle);
    expect(toggle).toBeChecked();
    expect(selectVatMode(store.getState())).toBe(true);
    expect(selectShownVatRateBp(store.getState())).toBe(2500);
    expect(window.localStorage.getItem(VAT_MODE_STORAGE_KEY)).toBe('true');
    expect(screen.getByText('DKK 100,00')).toBeInTheDocument();
    expect(screen.getByText('incl. VAT')).toBeInTheDocument();

    await userEvent.click(toggle);
    expect(selectVatMode(store.getState())).toBe(false);
    expect(window.localStorage.getItem(VAT_MODE_STORAGE_KEY)).toBe('false');
  });

  it('restores the stored mode when it mounts', () => {
    window.localStorage.setItem(VAT_MODE_STORAGE_KEY, 'true');
    const store = shopStore();
    renderWithProviders(<VatToggle />, { store });
    expect(selectVatMode(store.getState())).toBe(true);
    expect(screen.getByRole('switch', { name: 'Prices incl. VAT' })).toBeChecked();
  });

  it('works with the keyboard', async () => {
    const store = shopStore();
    renderWithProviders(<VatToggle />, { store });
    await userEvent.tab();
    expect(screen.getByRole('switch', { name: 'Prices incl. VAT' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(selectVatMode(store.getState())).toBe(true);
  });
});
