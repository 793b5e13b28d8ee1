/**
 * VAT (docs/commerce-api.md 'Money'): one rate per cart, by the country of the billing address, in integer basis
 * points; the VAT of an amount is computed from the amount in minor units and rounded half away from zero.
 */
import type { Price } from '../../../src/api/commerceTypes';
import { toMajor } from '../prices/money';

/** VAT rates in basis points (1/100 %) by ISO country code. */
export const VAT_RATES_BP: Readonly<Record<string, number>> = { DK: 2500, SE: 2500, NO: 2500, FI: 2550 };
export const DEFAULT_VAT_RATE_BP = 2500;

export function vatRateFor(countryCode: string | null | undefined): number {
  return VAT_RATES_BP[(countryCode ?? '').trim().toUpperCase()] ?? DEFAULT_VAT_RATE_BP;
}

/** VAT of an amount (minor units) at a rate (basis points), rounded half away from zero. */
export function vatOf(amountMinor: number, rateBp: number): number {
  const magnitude = Math.floor((Math.abs(amountMinor) * rateBp + 5_000) / 10_000);
  return amountMinor < 0 ? -magnitude : magnitude;
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

/** A wire Price of one amount excl. VAT, its VAT computed at the rate. */
export function priceAt(amountMinor: number, rateBp: number): Price {
  return priceOf(amountMinor, vatOf(amountMinor, rateBp), rateBp);
}
