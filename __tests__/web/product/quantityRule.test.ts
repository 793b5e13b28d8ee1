import fc from 'fast-check';
/**
 * The quantity rule in the storefront (issue 15 item 9): whole or decimal is the catalogue's per-unit flag
 * (`allowsDecimals` in the product's units, as the product API answers it), never a list of unit ids — in adding to
 * the cart, the favourites, the reorder preview and the quick order alike.
 */
import type { FavoriteListLine } from '../../../src/api/accountTypes';
import type { Product } from '../../../src/api/types';
import { cartLinesOf } from '../../../src/features/customerCentre/favorites/favoriteLines';
import { parseLineQuantity as parseFavoriteQuantity } from '../../../src/features/customerCentre/favorites/FavoritesPage';
import { parseLineQuantity as parseCartQuantity } from '../../../src/features/cart/CartLineRow';
import { selectCartLines } from '../../../src/features/cart/cartSlice';
import { productProblem } from '../../../src/features/customerCentre/reorderPlan';
import { addLinesToCart, quantityProblem, unitAllowsDecimals } from '../../../src/features/cart/cartRules';
import { formatQuantity, parseQuantityText } from '../../../common/quantity';
import { productLine } from '../customerCentre/fixtures';
import { shopStore } from '../cart/fixtures';
import { makeProduct } from './fixtures';

/** Cable in metres (sold by measure) and rolls; a second product whose metre unit is counted (no flag). */
const cable: Product = makeProduct({
  id: '300100',
  name: 'Cable',
  units: [
    { unitId: 'M', factor: 1, isDefault: true, allowsDecimals: true },
    { unitId: 'RL', factor: 100, isDefault: false, allowsDecimals: false },
  ],
});
const counted: Product = makeProduct({ id: '300200', name: 'Marker', units: [{ unitId: 'M', factor: 1, isDefault: true }] });

describe('the quantity rule of the storefront', () => {
  it("reads the unit's flag from the product data", () => {
    expect(unitAllowsDecimals(cable.units, 'M')).toBe(true);
    expect(unitAllowsDecimals(cable.units, 'RL')).toBe(false);
    expect(unitAllowsDecimals(counted.units, 'M')).toBe(false);
    expect(unitAllowsDecimals(cable.units, 'KG')).toBe(false);
    expect(quantityProblem(12.5, true)).toBeNull();
    expect(quantityProblem(12.5, false)).toBe('notWhole');
    expect(quantityProblem(1.2345, true)).toBe('tooManyDecimals');
    expect(quantityProblem(0.1 * 3, true)).toBeNull();
  });

  it('adds 12.5 m of a unit sold by measure (the line keeps the flag) and refuses half a roll', () => {
    const store = shopStore({ loggedIn: true });
    store.dispatch(addLinesToCart([{ product: cable, unitId: 'M', variantId: null, quantity: 12.5, unitPrice: null }], 'DKK'));
    expect(selectCartLines(store.getState()).map((l) => [l.productKey.unitOfMeasure, l.quantity, l.allowsDecimals])).toEqual([['M', 12.5, true]]);
    expect(() =>
      store.dispatch(addLinesToCart([{ product: cable, unitId: 'RL', variantId: null, quantity: 0.5, unitPrice: null }], 'DKK')),
    ).toThrow('Invalid quantity');
    expect(() =>
      store.dispatch(addLinesToCart([{ product: counted, unitId: 'M', variantId: null, quantity: 2.5, unitPrice: null }], 'DKK')),
    ).toThrow('Invalid quantity');
  });

  it('parses typed quantities by the flag: the cart line and the favourites', () => {
    expect(parseCartQuantity('2,5', true)).toBe(2.5);
    expect(parseCartQuantity('2,5', false)).toBeNull();
    expect(parseFavoriteQuantity('2,5', true)).toBe(2.5);
    expect(Number.isNaN(parseFavoriteQuantity('2,5', false))).toBe(true);
  });

  it('lets the reorder preview and the favourites take decimals only where the product allows them', () => {
    const reorder = (product: Product, unit: string, quantity: number) =>
      productProblem(productLine('L1', product.id, quantity, 1, { productKey: { productId: product.id, unitOfMeasure: unit, variantId: null } }), product);
    expect(reorder(cable, 'M', 12.5)).toBeNull();
    expect(reorder(cable, 'RL', 0.5)).toBe('quantity');
    expect(reorder(counted, 'M', 2.5)).toBe('quantity');

    const favourite = (product: Product, unit: string, quantity: number): FavoriteListLine => ({
      productId: product.id,
      variantId: null,
      unitOfMeasure: unit,
      quantity,
      addedAt: '2025-01-01T00:00:00.000Z',
    });
    const products = { [cable.id]: cable, [counted.id]: counted };
    const { lines, skipped } = cartLinesOf([favourite(cable, 'M', 12.5), favourite(counted, 'M', 2.5)], products, {}, () => null);
    expect(lines.map((l) => [l.product.id, l.quantity])).toEqual([['300100', 12.5]]);
    expect(skipped).toBe(1);
  });
});

describe('quantities in the language’s number format (issue 16 item 6)', () => {
  it('writes 12.5 as 12,5 in Danish, Swedish, Norwegian and Finnish and 12.5 in English, without grouping', () => {
    expect(['da-DK', 'sv-SE', 'nb-NO', 'fi-FI', 'en-US'].map((locale) => formatQuantity(12.5, locale))).toEqual([
      '12,5',
      '12,5',
      '12,5',
      '12,5',
      '12.5',
    ]);
    expect(formatQuantity(12345, 'da-DK')).toBe('12345');
    expect(formatQuantity(0.1 * 3, 'da-DK')).toBe('0,3');
    expect(formatQuantity(2.125, 'fi-FI')).toBe('2,125');
  });

  it('writes every quantity as Intl.NumberFormat does (up to 3 decimals, half away from zero, no grouping), in the five languages', () => {
    const locales = ['da', 'da-DK', 'sv-SE', 'nb-NO', 'fi-FI', 'en', 'en-US', 'en-GB'];
    const intl = new Map(locales.map((l) => [l, new Intl.NumberFormat(l, { maximumFractionDigits: 3, useGrouping: false })]));
    const quantities = fc.oneof(
      fc.integer({ min: 0, max: 10_000_000 }).map((n) => n / 1000), // 3 decimals
      fc.integer({ min: 0, max: 100_000_000 }).map((n) => n / 10_000), // 4 decimals: rounded, incl. the halves
      fc.double({ min: 0, max: 99_999, noNaN: true }),
      fc.integer({ min: 0, max: 99_999 }),
    );
    fc.assert(
      fc.property(quantities, fc.constantFrom(...locales), (quantity, locale) => {
        expect(formatQuantity(quantity, locale)).toBe(intl.get(locale)!.format(quantity));
      }),
      { numRuns: 5000 },
    );
    expect(formatQuantity(2.0005, 'da')).toBe('2,001');
    expect(formatQuantity(0.0004, 'en')).toBe('0');
  });

  it('reads a comma or a point as the decimal separator of a unit sold by measure; whole units take digits only', () => {
    expect(parseQuantityText('12,5', true)).toBe(12.5);
    expect(parseQuantityText(' 12.5 ', true)).toBe(12.5);
    expect(parseQuantityText('12,5', false)).toBeNull();
    expect(parseQuantityText('1.000', false)).toBeNull();
    expect(parseQuantityText('1,2345', true)).toBeNull();
    expect(parseQuantityText('0', true)).toBeNull();
    expect(parseQuantityText('0,5', true)).toBe(0.5);
    expect(parseQuantityText('100000', false)).toBeNull();
    expect(parseQuantityText('1 000', false)).toBeNull();
    expect(parseQuantityText('8', false)).toBe(8);
  });
});
