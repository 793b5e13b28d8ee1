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

/** The largest quantity a field accepts (guards against absurd input). */
export const MAX_QUANTITY = 99999;

/**
 * A quantity typed by a buyer, or null when it is not one the unit takes: digits, and for a unit sold by measure a
 * decimal part after a comma or a point (the language's separator, or the other one a keyboard's number pad gives:
 * '12,5' and '12.5' are both 12.5 m), at most MAX_QUANTITY_DECIMALS decimals; from above 0 (whole: 1) to `max`.
 * No thousands separators: a quantity field never needs them, and '1.000' would be read as 1 in one language and
 * 1000 in another.
 */
export function parseQuantityText(text: string, allowsDecimals: boolean, max: number = MAX_QUANTITY): number | null {
  const trimmed = text.trim();
  if (!(allowsDecimals ? /^\d+([.,]\d+)?$/ : /^\d+$/).test(trimmed)) return null;
  const value = Number(trimmed.replace(',', '.'));
  return quantityProblem(value, allowsDecimals) === null && value <= max ? value : null;
}

const quantityFormats = new Map<string, Intl.NumberFormat>();

/**
 * A quantity as the language writes it (12,5 in Danish, Swedish, Norwegian and Finnish; 12.5 in English): up to
 * MAX_QUANTITY_DECIMALS decimals, no thousands separator (the form parseQuantityText reads back).
 */
export function formatQuantity(quantity: number, locale: string): string {
  let format = quantityFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: MAX_QUANTITY_DECIMALS, useGrouping: false });
    quantityFormats.set(locale, format);
  }
  return format.format(quantity);
}
