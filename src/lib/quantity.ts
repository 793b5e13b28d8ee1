/**
 * The quantity rule of the shop (docs/commerce-api.md 'Line rules'), one for the server and the storefront: a
 * quantity is a positive finite number — a number, never a string or a boolean —, whole unless its unit is sold by
 * measure (the catalogue's per-unit flag `allowsDecimals`: 12.5 metres of cable, never half a pack), then with at
 * most MAX_QUANTITY_DECIMALS decimals.
 */

/** Decimals a quantity of a unit sold by measure may have (2.125 m). */
export const MAX_QUANTITY_DECIMALS = 3;

export type QuantityProblem = 'notPositive' | 'notWhole' | 'tooManyDecimals';

/** At most MAX_QUANTITY_DECIMALS decimals; binary noise (0.1 × 3 = 0.30000000000000004) is no extra decimal. */
export function hasAllowedDecimals(quantity: number): boolean {
  const scaled = quantity * 10 ** MAX_QUANTITY_DECIMALS;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/** What is wrong with a quantity of a unit (allowsDecimals: the unit's catalogue flag), or null when it is fine. */
export function quantityProblem(quantity: unknown, allowsDecimals: boolean): QuantityProblem | null {
  if (typeof quantity !== 'number' || !Number.isFinite(quantity) || quantity <= 0) return 'notPositive';
  if (!allowsDecimals) return Number.isSafeInteger(quantity) ? null : 'notWhole';
  return hasAllowedDecimals(quantity) ? null : 'tooManyDecimals';
}

/** A unit's flag from product data: `allowsDecimals` of the product's unit with that id; false when not known. */
export function unitAllowsDecimals(units: readonly { unitId: string; allowsDecimals?: boolean }[] | undefined, unitId: string): boolean {
  return units?.find((unit) => unit.unitId === unitId)?.allowsDecimals === true;
}
