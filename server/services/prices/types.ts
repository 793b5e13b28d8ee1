/**
 * Shared types of the price services (SPEC §3 Price request key, Price calculation mode; §7 GetPrices).
 * Money on the wire is in major units with 2 decimals; every calculation runs on integer minor units.
 */
import type { PriceEntry, PriceKey } from '../../../contract/prices';

export type { PriceEntry, PriceKey };

/** What the shop asks for: one customer (or an anonymous visitor), one currency, a set of keys, a date. */
export interface PriceQuery {
  /** The logged-in customer, or null for anonymous visitors (and users without a customer). */
  customerNumber: string | null;
  /** The currency the storefront asks for (areaInfo.currencyCode); a customer's own currency wins. */
  currencyCode: string;
  keys: readonly PriceKey[];
  /** Area whose default currency is used when the requested one has no list prices; 'b2b' when unset. */
  areaId?: string | undefined;
  /** ISO date ('YYYY-MM-DD' or a full timestamp) the prices are for; today when unset. */
  date?: string | Date | undefined;
}

export interface PriceResult {
  /** One entry per distinct priced key, in request order; keys without a price are absent. */
  prices: PriceEntry[];
  /** Currency of every entry. */
  currencyCode: string;
  /**
   * True when prices should have come from the price source but it was not configured, failed, timed out or
   * answered garbage: the prices are then list prices without customer discounts (SPEC §3 CalculateCart).
   */
  usingFallbackStrategy: boolean;
}

/** The request a price source gets: the currency is already resolved (the customer's currency when logged in). */
export interface PriceSourceRequest {
  customerNumber: string | null;
  currencyCode: string;
  /** 'YYYY-MM-DD' */
  date: string;
  products: PriceKey[];
}

/**
 * The seam for an external price calculation (an ERP or a PIM such as Perfion). Implementations throw on any
 * failure; the caller falls back to list prices. Returned entries must be in major units.
 */
export interface PriceSource {
  readonly name: string;
  getPrices(req: PriceSourceRequest): Promise<PriceEntry[]>;
}

/** A failed price source call (not configured, HTTP error, timeout, invalid reply). */
export class PriceSourceError extends Error {
  constructor(
    message: string,
    public readonly reason: 'unavailable' | 'http' | 'timeout' | 'invalid',
  ) {
    super(message);
    this.name = 'PriceSourceError';
  }
}

/** Identity of a key: product, variant ('' for none) and unit. */
export function keyId(key: { productId: string; variantId?: string | null; unitOfMeasure: string }): string {
  return `${key.productId}\u0000${key.variantId ?? ''}\u0000${key.unitOfMeasure}`;
}
