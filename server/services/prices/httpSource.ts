/**
 * HttpPriceSource: the adapter to an external price calculation (an ERP, or a PIM such as Perfion).
 *
 * Contract (documented in the README):
 *   POST {PRICE_SOURCE_URL}
 *   Content-Type: application/json; Authorization: Bearer {PRICE_SOURCE_TOKEN} (when set)
 *   { "customerNumber": "10001" | null, "currencyCode": "DKK", "date": "2025-01-31",
 *     "products": [{ "productId": "…", "variantId": "…" | null, "unitOfMeasure": "STK" }] }
 *   → 200 { "prices": [{ productId, variantId, unitOfMeasure, price, beforePrice, currencyCode?, tiers? }] }
 * Amounts are major units. Any other status, a reply that is not that shape, or no answer within the timeout
 * is a failure (PriceSourceError); the caller then falls back to list prices.
 */
import type { PriceEntry } from '../../../contract/prices';
import { toMajor, toMinor } from './money';
import { PriceSourceError, type PriceSource, type PriceSourceRequest } from './types';

/** Largest reply body read from the source. */
export const MAX_REPLY_BYTES = 4 * 1024 * 1024;

export interface HttpPriceSourceOptions {
  url: string;
  timeoutMs: number;
  token?: string | undefined;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isAmount = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0 && v < 1e12;
const isText = (v: unknown, max = 200): v is string => typeof v === 'string' && v.length > 0 && v.length <= max;

/** One entry of the reply → a PriceEntry (amounts re-rounded to 2 decimals), or null when it is malformed. */
export function parseSourceEntry(value: unknown, fallbackCurrency: string): PriceEntry | null {
  if (!isObject(value)) return null;
  const { productId, variantId, unitOfMeasure, price, beforePrice, currencyCode, tiers } = value;
  if (!isText(productId) || !isText(unitOfMeasure, 50) || !isAmount(price)) return null;
  if (variantId !== undefined && variantId !== null && typeof variantId !== 'string') return null;
  if (beforePrice !== undefined && beforePrice !== null && !isAmount(beforePrice)) return null;
  if (currencyCode !== undefined && !(typeof currencyCode === 'string' && /^[A-Za-z]{3}$/.test(currencyCode))) return null;
  let parsedTiers: { minQuantity: number; price: number }[] = [];
  if (tiers !== undefined && tiers !== null) {
    if (!Array.isArray(tiers)) return null;
    for (const tier of tiers) {
      if (!isObject(tier) || !isAmount(tier.price)) return null;
      const min = tier.minQuantity;
      if (typeof min !== 'number' || !Number.isInteger(min) || min < 1) return null;
      parsedTiers.push({ minQuantity: min, price: toMajor(toMinor(tier.price)) });
    }
    parsedTiers = parsedTiers.sort((a, b) => a.minQuantity - b.minQuantity);
  }
  return {
    productId,
    variantId: variantId === undefined || variantId === '' ? null : variantId,
    unitOfMeasure,
    price: toMajor(toMinor(price)),
    beforePrice: beforePrice === undefined || beforePrice === null ? null : toMajor(toMinor(beforePrice)),
    currencyCode: (currencyCode ?? fallbackCurrency).toUpperCase(),
    tiers: parsedTiers,
  };
}

/** The whole reply → entries; throws PriceSourceError('invalid') unless it is { prices: [valid entries] }. */
export function parseSourceReply(body: Json, fallbackCurrency: string): PriceEntry[] {
  if (!isObject(body) || !Array.isArray(body.prices)) {
    throw new PriceSourceError('price source reply has no prices array', 'invalid');
  }
  return body.prices.map((value, i) => {
    const entry = parseSourceEntry(value, fallbackCurrency);
    if (!entry) throw new PriceSourceError(`price source reply has an invalid entry at prices[${i}]`, 'invalid');
    return entry;
  });
}

async function readLimited(response: Response, limit: number): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > limit) throw new PriceSourceError('price source reply is too large', 'invalid');
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw new PriceSourceError('price source reply is too large', 'invalid');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export class HttpPriceSource implements PriceSource {
  readonly name = 'http';

  constructor(private readonly options: HttpPriceSourceOptions) {}

  async getPrices(req: PriceSourceRequest): Promise<PriceEntry[]> {
    const signal = AbortSignal.timeout(Math.max(1, this.options.timeoutMs));
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    if (this.options.token) headers.authorization = `Bearer ${this.options.token}`;
    try {
      const response = await fetch(this.options.url, {
        method: 'POST',
        headers,
        body: JSON.stringify(req),
        signal,
        redirect: 'error',
      });
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined);
        throw new PriceSourceError(`price source answered HTTP ${response.status}`, 'http');
      }
      const text = await readLimited(response, MAX_REPLY_BYTES);
      let body: Json;
      try {
        body = JSON.parse(text) as Json;
      } catch {
        throw new PriceSourceError('price source reply is not JSON', 'invalid');
      }
      return parseSourceReply(body, req.currencyCode);
    } catch (err) {
      if (err instanceof PriceSourceError) throw err;
      if (signal.aborted) {
        throw new PriceSourceError(`price source did not answer within ${this.options.timeoutMs} ms`, 'timeout');
      }
      const message = err instanceof Error ? err.message : String(err);
      throw new PriceSourceError(`price source unavailable: ${message}`, 'unavailable');
    }
  }
}
