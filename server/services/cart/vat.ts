/**
 * VAT (docs/commerce-api.md 'Money'): one rate per cart, by the country of the billing address, in integer basis
 * points; the arithmetic is src/lib/vat.ts (shared with the storefront). The unit price incl. VAT is rounded: a
 * unit's VAT is computed from the unit price in minor units, rounded half away from zero, and a line incl. VAT is
 * quantity × that unit price incl. VAT (rounded once, half-up, for quantities with decimals, as the net line is);
 * the line's VAT is the difference of its two amounts. So quantity × the unit price shown = the line shown, with or
 * without VAT, and the lines' VAT add up to the totals' VAT.
 */
import type { Price } from '../../../contract/cart';
import { DEFAULT_VAT_RATE_BP, vatOf, withVat } from '../../../common/vat';
import { times, toMajor } from '../prices/money';

export { DEFAULT_VAT_RATE_BP, vatOf };

/** VAT rates in basis points (1/100 %) by ISO country code. */
export const VAT_RATES_BP: Readonly<Record<string, number>> = { DK: 2500, SE: 2500, NO: 2500, FI: 2550 };

export function vatRateFor(countryCode: string | null | undefined): number {
  return VAT_RATES_BP[(countryCode ?? '').trim().toUpperCase()] ?? DEFAULT_VAT_RATE_BP;
}

/**
 * VAT of a line (minor units) of `quantity` × `unitMinor` = `lineMinor` excl. VAT: quantity × the unit price incl.
 * VAT, less the line. A line that is not unit × quantity (an amount booked as it is, e.g. a price correction with
 * another quantity) gets the VAT of its own amount.
 */
export function lineVatOf(unitMinor: number, quantity: number, lineMinor: number, rateBp: number): number {
  if (unitMinor < 0 || lineMinor < 0 || times(unitMinor, quantity) !== lineMinor) return vatOf(lineMinor, rateBp);
  return times(withVat(unitMinor, rateBp), quantity) - lineMinor;
}

/** A wire Price of an amount excl. VAT with its VAT given (sums of line VATs keep their own rounding). */
export function priceOf(amountMinor: number, vatMinor: number, rateBp: number): Price {
  return {
    priceWithoutVat: toMajor(amountMinor),
    priceWithVat: toMajor(amountMinor + vatMinor),
    vat: toMajor(vatMinor),
    vatPercentage: rateBp / 100,
  };
}

/** A wire Price of one amount excl. VAT (a unit price, a fee), its VAT computed at the rate. */
export function priceAt(amountMinor: number, rateBp: number): Price {
  return priceOf(amountMinor, vatOf(amountMinor, rateBp), rateBp);
}

/** The wire Price of a line: its amount excl. VAT with the line's VAT (lineVatOf). */
export function linePriceAt(unitMinor: number, quantity: number, lineMinor: number, rateBp: number): Price {
  return priceOf(lineMinor, lineVatOf(unitMinor, quantity, lineMinor, rateBp), rateBp);
}
