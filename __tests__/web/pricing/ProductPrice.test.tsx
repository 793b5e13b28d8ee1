import { act, screen, waitFor } from '@testing-library/react';
import type { PriceKey } from '../../../src/api/types';
import { ProductPrice } from '../../../src/features/price/ProductPrice';
import { priceNeeded } from '../../../src/features/price/priceSaga';
import { pricesFailed, pricesReceived, selectPrice } from '../../../src/features/price/priceSlice';
import { vatModeSet } from '../../../src/features/website/websiteSlice';
import { makeProduct, mockServer, price, shopStore } from '../product/fixtures';
import { renderWithProviders } from '../renderWithProviders';

const amountOf = (container: HTMLElement) => container.querySelector('[data-price-status]');

describe('ProductPrice — anonymous list prices (SPEC §6)', () => {
  const big = (currencyCode: string) =>
    makeProduct({ unitPrices: [price('STK', 1234.5, { currencyCode })] });

  it.each([
    ['DKK', 'DKK 1.234,50'],
    ['SEK', 'SEK 1.234,50'],
    ['NOK', 'NOK 1 234,50'],
    ['EUR', 'EUR 1,234.50'],
  ])('formats %s per SPEC §9', (currencyCode, text) => {
    const store = shopStore({ currencyCode });
    renderWithProviders(<ProductPrice product={big(currencyCode)} />, { store });
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByText('excl. VAT')).toBeInTheDocument();
  });

  it('uses the entry in the request currency only', () => {
    const store = shopStore({ currencyCode: 'SEK' });
    const product = makeProduct({ unitPrices: [price('STK', 10), price('STK', 14, { currencyCode: 'SEK' })] });
    renderWithProviders(<ProductPrice product={product} />, { store });
    expect(screen.getByText('SEK 14,00')).toBeInTheDocument();
  });

  it('shows prices ×1.25 labelled incl. VAT in VAT mode, and follows the switch', () => {
    const store = shopStore({ vat: true });
    renderWithProviders(<ProductPrice product={makeProduct({ unitPrices: [price('STK', 100)] })} />, { store });
    expect(screen.getByText('DKK 125,00')).toBeInTheDocument();
    expect(screen.getByText('incl. VAT')).toBeInTheDocument();
    act(() => {
      store.dispatch(vatModeSet(false));
    });
    expect(screen.getByText('DKK 100,00')).toBeInTheDocument();
    expect(screen.getByText('excl. VAT')).toBeInTheDocument();
  });

  it('strikes through a higher before price with an accessible label', () => {
    const store = shopStore({ vat: true });
    renderWithProviders(<ProductPrice product={makeProduct()} unitId="PK" />, { store });
    expect(screen.getByText('DKK 248,75')).toBeInTheDocument(); // 199 × 1.25
    const before = screen.getByRole('deletion');
    expect(before.tagName).toBe('DEL');
    expect(before).toHaveTextContent('Before DKK 311,25'); // 249 × 1.25
  });

  it('picks the best tier for the quantity and shows the tier table', () => {
    const store = shopStore();
    const { rerender } = renderWithProviders(<ProductPrice product={makeProduct()} quantity={9} showTiers />, {
      store,
    });
    expect(amountOf(document.body)).toHaveTextContent('DKK 2,50');
    const table = screen.getByRole('table', { name: 'Quantity prices per STK' });
    const rows = screen.getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(rows).toEqual(['From 1DKK 2,50', 'From 10DKK 2,25', 'From 50DKK 2,00']);
    expect(table).toBeInTheDocument();

    rerender(<ProductPrice product={makeProduct()} quantity={10} showTiers />);
    expect(screen.getAllByText('DKK 2,25')[0]).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'From 10' }).closest('tr')).toHaveAttribute('aria-current', 'true');
    rerender(<ProductPrice product={makeProduct()} quantity={75} showTiers />);
    expect(screen.getByRole('rowheader', { name: 'From 50' }).closest('tr')).toHaveAttribute('aria-current', 'true');
  });

  it('uses the variant’s own entries, else the entries for all variants', () => {
    const store = shopStore();
    const product = makeProduct({
      variants: [
        { id: 'V1', name: '4.0 x 40' },
        { id: 'V2', name: '5.0 x 60' },
      ],
      unitPrices: [price('STK', 3), price('STK', 4, { variantId: 'V2' })],
    });
    const { rerender } = renderWithProviders(<ProductPrice product={product} variantId="V1" />, { store });
    expect(screen.getByText('DKK 3,00')).toBeInTheDocument();
    rerender(<ProductPrice product={product} variantId="V2" />);
    expect(screen.getByText('DKK 4,00')).toBeInTheDocument();
  });

  it("shows 'Price on request' when the product has no price for the unit", () => {
    renderWithProviders(<ProductPrice product={makeProduct()} unitId="KRT" />, { store: shopStore() });
    expect(screen.getByText('Price on request')).toBeInTheDocument();
  });
});

describe('ProductPrice — logged in: the price store (SPEC §4 Price)', () => {
  const key: PriceKey = { productId: '100200', variantId: null, unitOfMeasure: 'STK' };

  beforeEach(() => {
    // GetPrices never answers here: the test plays the saga's replies itself.
    mockServer({ '/api/Price/GetPrices': () => new Promise<Response>(() => undefined) });
  });

  it('asks once per key, shows a skeleton while pending, then the price, then Price on request on failure', async () => {
    const store = shopStore({ loggedIn: true });
    const dispatch = jest.spyOn(store, 'dispatch');
    const product = makeProduct();
    const { rerender } = renderWithProviders(<ProductPrice product={product} />, { store });

    expect(screen.getByRole('status', { name: 'Loading price' })).toBeInTheDocument();
    // The saga batches the ask and marks the key pending.
    await waitFor(() => expect(selectPrice(store.getState(), key, 'DKK')?.status).toBe('pending'));
    rerender(<ProductPrice product={product} />);
    const asks = dispatch.mock.calls.filter(([action]) => priceNeeded.match(action));
    expect(asks).toEqual([[priceNeeded([key])]]);
    expect(screen.getByRole('status', { name: 'Loading price' })).toBeInTheDocument();

    act(() => {
      store.dispatch(
        pricesReceived({
          keys: [key],
          currencyCode: 'DKK',
          prices: [{ ...key, price: 1.95, beforePrice: 2.5, currencyCode: 'DKK' }],
        }),
      );
    });
    expect(screen.queryByRole('status', { name: 'Loading price' })).not.toBeInTheDocument();
    expect(screen.getByText('DKK 1,95')).toBeInTheDocument();
    expect(screen.getByRole('deletion')).toHaveTextContent('DKK 2,50');

    act(() => {
      store.dispatch(pricesFailed({ keys: [key], currencyCode: 'DKK' }));
    });
    expect(screen.getByText('Price on request')).toBeInTheDocument();
  });

  it('a Finnish customer sees the VAT the cart and invoice charge: 206.30 + 25.5 % = EUR 258.91 (not × 1.25)', () => {
    const store = shopStore({ loggedIn: true, vat: true, currencyCode: 'EUR', vatPercentage: 25.5 });
    const product = makeProduct({ id: '200407' });
    const own: PriceKey = { productId: '200407', variantId: null, unitOfMeasure: 'STK' };
    renderWithProviders(<ProductPrice product={product} quantity={3} />, { store });
    act(() => {
      store.dispatch(
        pricesReceived({
          keys: [own],
          currencyCode: 'EUR',
          prices: [{ ...own, price: 206.3, beforePrice: null, currencyCode: 'EUR' }],
        }),
      );
    });
    expect(screen.getByText('EUR 258.91')).toBeInTheDocument();
    expect(screen.getByText('incl. VAT')).toBeInTheDocument();
  });

  it('asks again for a new key (another unit) and uses store tiers for the quantity', async () => {
    const store = shopStore({ loggedIn: true, vat: true });
    const dispatch = jest.spyOn(store, 'dispatch');
    const product = makeProduct();
    const { rerender } = renderWithProviders(<ProductPrice product={product} quantity={20} />, { store });
    rerender(<ProductPrice product={product} unitId="PK" quantity={20} />);
    const asks = dispatch.mock.calls.filter(([action]) => priceNeeded.match(action)).map(([action]) => action);
    expect(asks).toEqual([priceNeeded([key]), priceNeeded([{ ...key, unitOfMeasure: 'PK' }])]);

    rerender(<ProductPrice product={product} quantity={20} />);
    act(() => {
      store.dispatch(
        pricesReceived({
          keys: [key],
          currencyCode: 'DKK',
          prices: [{ ...key, price: 2, beforePrice: null, currencyCode: 'DKK', tiers: [{ minQuantity: 10, price: 1.6 }] }],
        }),
      );
    });
    expect(screen.getByText('DKK 2,00')).toBeInTheDocument(); // 1.6 × 1.25 for 20 pieces
  });

  it('never shows list prices to a logged-in user', async () => {
    const store = shopStore({ loggedIn: true });
    renderWithProviders(<ProductPrice product={makeProduct()} />, { store });
    expect(screen.queryByText('DKK 2,50')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading price' })).toBeInTheDocument();
  });
});
