/**
 * PriceService: the price calculation modes of SPEC §3 as server configuration (PRICE_CALCULATION_MODE).
 *
 * | mode                            | anonymous visitors | logged-in customers |
 * |---------------------------------|--------------------|---------------------|
 * | InternallyCalculateAll          | internal           | internal            |
 * | InternallyCalculateNotLoggedIn  | internal           | price source        |
 * | ExternallyCalculateAll          | price source       | price source        |
 *
 * "internal" = list prices with the customer's group discounts (InternalPriceCalculator). When the price
 * source is to be used but is not configured, fails, times out or answers garbage, the reply holds internal
 * list prices WITHOUT customer discounts and usingFallbackStrategy = true.
 *
 * Currency: a logged-in customer is always priced in the customer's currency; an anonymous request in its
 * areaInfo.currencyCode when that currency has list prices, else in the area's default currency (DKK).
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { SourceViewResponse } from '../../../contract/prices';
import type { PriceEntry } from '../../../contract/prices';
import type { PriceCalculationMode } from '../../config';
import type { Db } from '../../db';
import { notFound } from '../../errors';
import type { Cache } from '../cache';
import { HttpPriceSource } from './httpSource';
import { DEFAULT_AREA_ID, InternalPriceCalculator, uniqueKeys, type CustomerPricing } from './internal';
import { keyId, PriceSourceError, type PriceQuery, type PriceResult, type PriceSource } from './types';

/** After a failed source call the source is skipped for this long, so an outage does not add its timeout to every request. */
export const DEFAULT_SOURCE_COOLDOWN_MS = 5000;

export interface PriceServiceDeps {
  db: Db;
  cache: Cache;
  mode: PriceCalculationMode;
  /** null when no price source is configured. */
  source: PriceSource | null;
  cooldownMs?: number;
  log?: (message: string, err: PriceSourceError) => void;
}

/** 'YYYY-MM-DD' of a date or ISO timestamp; today (UTC) when missing or not a date. */
export function priceDate(value: string | Date | undefined): string {
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value.toISOString().slice(0, 10);
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(Date.parse(value.slice(0, 10)))) {
    return value.slice(0, 10);
  }
  return new Date().toISOString().slice(0, 10);
}

export class PriceService {
  readonly internal: InternalPriceCalculator;
  private readonly cooldownMs: number;
  private skipSourceUntil = 0;

  constructor(private readonly deps: PriceServiceDeps) {
    this.internal = new InternalPriceCalculator(deps.db, deps.cache);
    this.cooldownMs = deps.cooldownMs ?? DEFAULT_SOURCE_COOLDOWN_MS;
  }

  get mode(): PriceCalculationMode {
    return this.deps.mode;
  }

  /** Whether this mode prices the request through the price source. */
  usesSource(customerNumber: string | null): boolean {
    if (this.deps.mode === 'ExternallyCalculateAll') return true;
    if (this.deps.mode === 'InternallyCalculateNotLoggedIn') return customerNumber !== null;
    return false;
  }

  private async customerAndCurrency(query: PriceQuery): Promise<{ customer: CustomerPricing | null; currency: string }> {
    const customer = query.customerNumber ? await this.internal.customer(query.customerNumber) : null;
    const currency = customer
      ? customer.currencyCode
      : await this.internal.anonymousCurrency(query.currencyCode, query.areaId || DEFAULT_AREA_ID);
    return { customer, currency };
  }

  async getPrices(query: PriceQuery): Promise<PriceResult> {
    const { customer, currency } = await this.customerAndCurrency(query);
    const keys = uniqueKeys(query.keys);
    if (!this.usesSource(query.customerNumber)) {
      const prices = await this.internal.calculate(keys, currency, { priceGroup: customer?.priceGroup ?? null });
      return { prices, currencyCode: currency, usingFallbackStrategy: false };
    }
    if (keys.length === 0) return { prices: [], currencyCode: currency, usingFallbackStrategy: false };
    try {
      const prices = await this.fromSource(query.customerNumber, currency, keys, query.date);
      return { prices, currencyCode: currency, usingFallbackStrategy: false };
    } catch (err) {
      if (!(err instanceof PriceSourceError)) throw err;
      const prices = await this.internal.calculate(keys, currency, { priceGroup: null });
      return { prices, currencyCode: currency, usingFallbackStrategy: true };
    }
  }

  /**
   * The adapter-side view for the back office (POST /backoffice/api/Perfion/GetPrices): what the price source
   * answers for the customer, or the internal calculation with discounts when no source is configured. Source
   * failures are thrown (PriceSourceError), not hidden behind the fallback.
   */
  async sourceView(query: PriceQuery): Promise<SourceViewResponse> {
    const { customer, currency } = await this.customerAndCurrency(query);
    if (query.customerNumber && !customer) throw notFound('Customer not found');
    const keys = uniqueKeys(query.keys);
    if (!this.deps.source) {
      const prices = await this.internal.calculate(keys, currency, { priceGroup: customer?.priceGroup ?? null });
      return { prices, currencyCode: currency, source: 'internal' };
    }
    const prices = keys.length === 0 ? [] : await this.fromSource(query.customerNumber, currency, keys, query.date, true);
    return { prices, currencyCode: currency, source: this.deps.source.name };
  }

  /** Asks the source; keeps the entries of requested keys in the requested currency, in request order. */
  private async fromSource(
    customerNumber: string | null,
    currency: string,
    keys: PriceQuery['keys'],
    date: PriceQuery['date'],
    ignoreCooldown = false,
  ): Promise<PriceEntry[]> {
    const source = this.deps.source;
    if (!source) throw new PriceSourceError('no price source is configured (PRICE_SOURCE_URL)', 'unavailable');
    if (!ignoreCooldown && Date.now() < this.skipSourceUntil) {
      throw new PriceSourceError('price source failed recently; skipped', 'unavailable');
    }
    let entries: PriceEntry[];
    try {
      entries = await source.getPrices({ customerNumber, currencyCode: currency, date: priceDate(date), products: [...keys] });
    } catch (err) {
      const failure = err instanceof PriceSourceError ? err : new PriceSourceError(String(err), 'unavailable');
      if (this.cooldownMs > 0) this.skipSourceUntil = Date.now() + this.cooldownMs;
      this.deps.log?.(`price source '${source.name}' failed`, failure);
      throw failure;
    }
    this.skipSourceUntil = 0;
    const byKey = new Map<string, PriceEntry>();
    for (const entry of entries) {
      if (entry.currencyCode.toUpperCase() !== currency) continue;
      const id = keyId(entry);
      if (!byKey.has(id)) byKey.set(id, entry);
    }
    const out: PriceEntry[] = [];
    for (const key of keys) {
      const entry = byKey.get(keyId(key));
      if (!entry) continue;
      out.push({
        ...entry,
        productId: key.productId,
        variantId: key.variantId ?? null,
        unitOfMeasure: key.unitOfMeasure,
        currencyCode: currency,
        tiers: entry.tiers ?? [],
      });
    }
    return out;
  }
}

/** The parts of the Fastify app the price services use. */
export type PriceApp = Pick<FastifyInstance, 'db' | 'cache' | 'config'> & { log: FastifyBaseLogger };

const services = new WeakMap<object, WeakMap<object, PriceService>>();

/** The configured price source: HttpPriceSource when PRICE_SOURCE_URL is set, else none. */
export function createPriceSource(config: PriceApp['config']): PriceSource | null {
  return config.priceSourceUrl
    ? new HttpPriceSource({ url: config.priceSourceUrl, timeoutMs: config.priceSourceTimeoutMs, token: config.priceSourceToken })
    : null;
}

/**
 * One PriceService per app (it holds the source's cooldown state; all master data lives in app.cache). Keyed by
 * the config and database objects, which the root app and its encapsulated plugin instances share.
 */
export function priceServiceFor(app: PriceApp): PriceService {
  let byDb = services.get(app.config);
  if (!byDb) {
    byDb = new WeakMap();
    services.set(app.config, byDb);
  }
  let service = byDb.get(app.db);
  if (!service) {
    service = new PriceService({
      db: app.db,
      cache: app.cache,
      mode: app.config.priceCalculationMode,
      source: createPriceSource(app.config),
      log: (message, err) => app.log.warn({ reason: err.reason, err: err.message }, message),
    });
    byDb.set(app.db, service);
  }
  return service;
}

/**
 * Prices of keys for a customer (or anonymous) as the configured mode computes them. For the cart
 * calculation: `usingFallbackStrategy` is the flag of SPEC §3's CalculateCart reply.
 */
export async function resolvePrices(
  app: PriceApp,
  query: PriceQuery,
): Promise<{ prices: PriceEntry[]; currencyCode: string; usingFallbackStrategy: boolean }> {
  return priceServiceFor(app).getPrices(query);
}
