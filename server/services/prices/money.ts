/**
 * Integer money arithmetic (ARCHITECTURE "Money"): amounts are integer minor units (øre, öre, cent), discounts
 * integer basis points (1/100 %). Rounding is half-up and happens once, when a discounted amount becomes an
 * amount in minor units again.
 */

/** 12.5 (%) → 1250 basis points, clamped to 0..10000. */
export function percentToBasisPoints(percent: number): number {
  if (!Number.isFinite(percent)) return 0;
  return Math.min(10_000, Math.max(0, Math.round(percent * 100)));
}

/** minor × (1 − bp / 10000), rounded half-up to whole minor units (exact: integer numerator, one division). */
export function applyDiscount(minor: number, basisPoints: number): number {
  if (basisPoints <= 0) return minor;
  const numerator = minor * (10_000 - basisPoints);
  return Math.floor((numerator + 5_000) / 10_000);
}

/** Minor units → major units with 2 decimals (1234 → 12.34). */
export function toMajor(minor: number): number {
  return Math.round(minor) / 100;
}

/**
 * Major units from an outside source → minor units, half-up. `toPrecision(12)` first removes binary noise
 * (1.005 × 100 = 100.49999999999999 → 100.5 → 101).
 */
export function toMinor(major: number): number {
  const scaled = Number((major * 100).toPrecision(12));
  return Math.sign(scaled) * Math.floor(Math.abs(scaled) + 0.5);
}

/** round(a × b / c) half-up for non-negative integers, exact beyond 2^53 (BigInt). */
export function mulDivRound(a: number, b: number, c: number): number {
  const big = BigInt(a) * BigInt(b);
  const divisor = BigInt(c);
  return Number((big * 2n + divisor) / (divisor * 2n));
}

/** amount × quantity with a quantity of at most 3 decimals, half-up (a line from its unit price). */
export const times = (amountMinor: number, quantity: number): number =>
  mulDivRound(amountMinor, Math.round(quantity * 1000), 1000);
