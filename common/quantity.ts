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

/**
 * The decimal separator of a quantity in the shop's languages (CLDR): a point in English, a comma in Danish, Swedish,
 * Norwegian and Finnish. Written out, not asked of Intl.NumberFormat: a page's first Intl number or date formatter
 * starts ICU's formatting (~20 ms of main thread on a fast machine, 4× that on Lighthouse's phone), which the cart and
 * product pages paid for one character.
 */
export function quantityDecimalSeparator(locale: string): '.' | ',' {
  return /^en(-|$)/i.test(locale) ? '.' : ',';
}

/**
 * A quantity as the language writes it (12,5 in Danish, Swedish, Norwegian and Finnish; 12.5 in English): up to
 * MAX_QUANTITY_DECIMALS decimals, rounded half away from zero, no thousands separator (the form parseQuantityText
 * reads back). What Intl.NumberFormat(locale, { maximumFractionDigits: 3, useGrouping: false }) writes for a
 * quantity, without its start-up cost (quantityDecimalSeparator).
 */
export function formatQuantity(quantity: number, locale: string): string {
  if (!Number.isFinite(quantity) || Math.abs(quantity) >= 1e12) return String(quantity);
  const scale = 10 ** MAX_QUANTITY_DECIMALS;
  // toPrecision(15) first: 2.0005 × 1000 is 2000.4999999999998, which is 2000.5 and rounds up, as Intl does.
  const scaled = Math.round(Number((Math.abs(quantity) * scale).toPrecision(15)));
  const whole = Math.floor(scaled / scale);
  const fraction = String(scaled % scale).padStart(MAX_QUANTITY_DECIMALS, '0').replace(/0+$/, '');
  const sign = quantity < 0 && scaled !== 0 ? '-' : '';
  return `${sign}${whole}${fraction ? `${quantityDecimalSeparator(locale)}${fraction}` : ''}`;
}
