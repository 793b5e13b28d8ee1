import {
  buildPriceInfo,
  defaultUnitId,
  listPrice,
  normalQuantity,
  priceForQuantity,
} from '../../../src/features/price/usePrice';
import { makeProduct, price } from '../product/fixtures';

describe('price helpers', () => {
  it('default unit: flagged default, else the first unit, else the first priced unit', () => {
    expect(defaultUnitId(makeProduct())).toBe('STK');
    expect(
      defaultUnitId(makeProduct({ units: [{ unitId: 'PK', factor: 100, isDefault: false }, { unitId: 'KRT', factor: 1000, isDefault: true }] })),
    ).toBe('KRT');
    expect(defaultUnitId(makeProduct({ units: [{ unitId: 'PK', factor: 100, isDefault: false }] }))).toBe('PK');
    expect(defaultUnitId(makeProduct({ units: [], unitPrices: [price('M', 5)] }))).toBe('M');
  });

  it('quantity: whole numbers ≥ 1, anything else counts as 1 (never NaN)', () => {
    expect(normalQuantity(undefined)).toBe(1);
    expect(normalQuantity(Number.NaN)).toBe(1);
    expect(normalQuantity(0)).toBe(1);
    expect(normalQuantity(-3)).toBe(1);
    expect(normalQuantity(7.8)).toBe(7);
    expect(normalQuantity(12)).toBe(12);
  });

  it('list price: base entry and tiers of the unit, variant first, in the currency', () => {
    const product = makeProduct({
      unitPrices: [
        price('STK', 3),
        price('STK', 2.5, { minQuantity: 10 }),
        price('STK', 4, { variantId: 'V2' }),
        price('STK', 5, { currencyCode: 'EUR' }),
      ],
    });
    const key = { productId: product.id, variantId: null, unitOfMeasure: 'STK' };
    expect(listPrice(product, key, 'DKK')).toEqual({ price: 3, beforePrice: null, tiers: [{ minQuantity: 10, price: 2.5 }] });
    expect(listPrice(product, { ...key, variantId: 'V2' }, 'DKK')).toEqual({ price: 4, beforePrice: null, tiers: [] });
    expect(listPrice(product, { ...key, variantId: 'V9' }, 'DKK')?.price).toBe(3);
    expect(listPrice(product, key, 'eur')?.price).toBe(5);
    expect(listPrice(product, key, 'NOK')).toBeNull();
    expect(listPrice(product, { ...key, unitOfMeasure: 'PK' }, 'DKK')).toBeNull();
  });

  it('best tier: the lowest price whose minimum the quantity reaches', () => {
    const tiers = [
      { minQuantity: 10, price: 9 },
      { minQuantity: 50, price: 8 },
    ];
    expect(priceForQuantity(10, tiers, 1)).toBe(10);
    expect(priceForQuantity(10, tiers, 10)).toBe(9);
    expect(priceForQuantity(10, tiers, 49)).toBe(9);
    expect(priceForQuantity(10, tiers, 50)).toBe(8);
  });

  it('adds the VAT to price, before price and tiers; keeps the net price', () => {
    const info = buildPriceInfo({
      key: { productId: 'p', variantId: null, unitOfMeasure: 'STK' },
      currencyCode: 'DKK',
      status: 'success',
      raw: { price: 100, beforePrice: 120, tiers: [{ minQuantity: 10, price: 90 }] },
      quantity: 10,
      vatRateBp: 2500,
      vatIncluded: true,
      source: 'product',
    });
    expect(info).toMatchObject({ price: 112.5, netPrice: 90, basePrice: 125, beforePrice: 150, tiers: [{ minQuantity: 10, price: 112.5 }] });
  });

  it('rounds the unit price incl. VAT to the cent as the server does (integers, half away from zero)', () => {
    const at = (net: number, vatRateBp: number) =>
      buildPriceInfo({
        key: { productId: '200407', variantId: null, unitOfMeasure: 'STK' },
        currencyCode: 'EUR',
        status: 'success',
        raw: { price: net, beforePrice: null, tiers: [] },
        quantity: 1,
        vatRateBp,
        vatIncluded: true,
        source: 'store',
      }).price;
    // The product for a Finnish customer: 206.30 + 25.5 % (52.6065 → 52.61), not × 1.25.
    expect(at(206.3, 2550)).toBe(258.91);
    expect(at(206.3, 2500)).toBe(257.88);
    // 1871.42 + 25 % = 2339.275 → 2339.28; in floating point 0.18 × 1.25 × 100 is 22.499…, the cents say 0.23.
    expect(at(1871.42, 2500)).toBe(2339.28);
    expect(at(0.18, 2500)).toBe(0.23);
    expect(at(1, 2550)).toBe(1.26);
    expect(at(19.99, 0)).toBe(19.99);
  });

  it('drops a before price that is not higher than the price', () => {
    const info = buildPriceInfo({
      key: { productId: 'p', variantId: null, unitOfMeasure: 'STK' },
      currencyCode: 'DKK',
      status: 'success',
      raw: { price: 100, beforePrice: 100, tiers: [] },
      quantity: 1,
      vatRateBp: 0,
      vatIncluded: false,
      source: 'store',
    });
    expect(info.beforePrice).toBeNull();
  });
});
