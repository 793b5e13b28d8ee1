/**
 * The VAT arithmetic of the shop (docs/commerce-api.md 'Money'), one for the server and the storefront: amounts in
 * integer minor units, rates in integer basis points (25.5 % = 2550), VAT rounded half away from zero. A unit price
 * incl. VAT is the unit price plus its own rounded VAT — the figure the product page, the lists, the cart and the
 * documents show — and a line incl. VAT is quantity × that rounded unit price (server/services/cart/vat.ts), so
 * what is shown adds up.
 */

/** SPEC §9's VAT display multiplier 1.25 as a rate: for a page that does not know its customer's rate yet. */
export const DEFAULT_VAT_RATE_BP = 2500;

/** VAT of an amount (minor units) at a rate (basis points), rounded half away from zero. */
export function vatOf(amountMinor: number, rateBp: number): number {
  const magnitude = Math.floor((Math.abs(amountMinor) * rateBp + 5_000) / 10_000);
  return amountMinor < 0 ? -magnitude : magnitude;
}

/** The amount incl. VAT (minor units): the amount plus its rounded VAT. */
export const withVat = (amountMinor: number, rateBp: number): number => amountMinor + vatOf(amountMinor, rateBp);

/** A percentage as the wire carries it (25.5) → basis points (2550); not a usable number → null. */
export function rateBpOf(percentage: number | null | undefined): number | null {
  return typeof percentage === 'number' && Number.isFinite(percentage) && percentage >= 0 ? Math.round(percentage * 100) : null;
}
