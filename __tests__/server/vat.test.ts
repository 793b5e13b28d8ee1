/**
 * The VAT rule (docs/commerce-api.md 'Money'; server/services/cart/vat.ts, src/lib/vat.ts): the rate by country, the
 * rounded unit price incl. VAT, and a line's VAT as quantity × that unit price less the line.
 */
import { AREA_VAT_RATE_BP } from '../../server/services/cart/methods';
import { lineVatOf, linePriceAt, priceAt, vatRateFor } from '../../server/services/cart/vat';
import { times } from '../../server/services/prices/money';
import { rateBpOf, vatOf, withVat } from '../../common/vat';

describe('VAT rate by billing country', () => {
  it('25.5 % in Finland, 25 % in Denmark, Sweden and Norway; the default for other or no countries', () => {
    expect(vatRateFor('FI')).toBe(2550);
    expect(vatRateFor(' fi ')).toBe(2550);
    expect(['DK', 'SE', 'NO'].map(vatRateFor)).toEqual([2500, 2500, 2500]);
    expect(vatRateFor('DE')).toBe(2500);
    expect(vatRateFor('')).toBe(2500);
    expect(vatRateFor(null)).toBe(2500);
    // The area's (a visitor's) rate: its default country Denmark.
    expect(AREA_VAT_RATE_BP).toBe(2500);
  });

  it('percentages on the wire ↔ basis points', () => {
    expect(rateBpOf(25.5)).toBe(2550);
    expect(rateBpOf(25)).toBe(2500);
    expect(rateBpOf(undefined)).toBeNull();
    expect(rateBpOf(Number.NaN)).toBeNull();
    expect(rateBpOf(-1)).toBeNull();
  });
});

describe('VAT rounding', () => {
  it('rounds the VAT of an amount half away from zero', () => {
    expect(vatOf(20630, 2550)).toBe(5261); // 52.6065
    expect(vatOf(12950, 2500)).toBe(3238); // 32.375
    expect(vatOf(-12950, 2500)).toBe(-3238);
    expect(withVat(20630, 2550)).toBe(25891); // the EUR 258.91 (not 257.88 = × 1.25)
  });

  it('a line incl. VAT is quantity × the rounded unit price incl. VAT (issue: 3 × 2,339.28 = 7,017.84)', () => {
    const unit = 187_142; // SEK 1,871.42 → 2,339.275 incl. VAT → 2,339.28
    const line = times(unit, 3);
    expect(priceAt(unit, 2500).priceWithVat).toBe(2339.28);
    // VAT on the line amount would give 5,614.26 + 1,403.565 → 7,017.83: one öre less than the three units shown.
    expect(lineVatOf(unit, 3, line, 2500)).toBe(3 * 46_786);
    expect(linePriceAt(unit, 3, line, 2500)).toEqual({ priceWithoutVat: 5614.26, priceWithVat: 7017.84, vat: 1403.58, vatPercentage: 25 });
  });

  it('a quantity with decimals: the line incl. VAT is rounded once, as the net line is', () => {
    const unit = 1_235; // 12.35 a metre → 15.44 (15.4375) incl. VAT
    const line = times(unit, 2.5); // 30.875 → 30.88
    expect(line).toBe(3_088);
    // 2.5 × 15.44 = 38.60
    expect(linePriceAt(unit, 2.5, line, 2500)).toEqual({ priceWithoutVat: 30.88, priceWithVat: 38.6, vat: 7.72, vatPercentage: 25 });
  });

  it('a line that is not unit × quantity (an amount booked as it is) gets the VAT of its amount', () => {
    expect(lineVatOf(1_000, 1, 500, 2500)).toBe(125);
    expect(lineVatOf(1_000, 2, 1_999, 2550)).toBe(vatOf(1_999, 2550));
  });
});
