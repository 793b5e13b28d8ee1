/**
 * Shipping and payment methods (tables shipping_methods, payment_methods; docs/commerce-api.md). Both are small
 * and rarely change: they are read per area and currency through the shared cache (namespace 'commerce').
 */
import type { PaymentMethod } from '../../../contract/payment';
import type { ShippingMethod } from '../../../contract/shipping';
import type { Db } from '../../db';
import type { Cache } from '../cache';
import { toMajor } from '../prices/money';
import { pickText } from './texts';
import { vatRateFor } from './vat';
import type { CardPayments, PaymentMethodDef, ShippingMethodDef } from './types';

/** Cache namespace of shipping/payment methods and customers' payment terms; invalidate after changing them. */
export const COMMERCE_CACHE_NAMESPACE = 'commerce';
const TTL_SECONDS = 300;
/** The area's default country when an address has none. */
export const DEFAULT_COUNTRY = 'DK';

type Source = { db: Db; cache: Cache };

function parseNames(json: string): Record<string, string> {
  try {
    const value: unknown = JSON.parse(json);
    if (typeof value !== 'object' || value === null) return {};
    return Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return {};
  }
}

/** Every active shipping method of an area priced in a currency, all countries. */
export function shippingMethodDefs(src: Source, areaId: string, currency: string): Promise<ShippingMethodDef[]> {
  return src.cache.wrap(COMMERCE_CACHE_NAMESPACE, `shipping:${areaId}:${currency}`, TTL_SECONDS, async () => {
    const rows = await src.db
      .selectFrom('shipping_methods')
      .select(['id', 'country_code', 'fee', 'free_above', 'names', 'sort', 'track_and_trace'])
      .where('area_id', '=', areaId)
      .where('currency_code', '=', currency)
      .where('active', '=', 1)
      .orderBy('sort')
      .orderBy('id')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      countryCode: r.country_code,
      fee: Number(r.fee),
      freeAbove: r.free_above === null ? null : Number(r.free_above),
      names: parseNames(r.names),
      sort: Number(r.sort),
      trackAndTrace: r.track_and_trace ?? '',
    }));
  });
}

/** The methods that deliver to a country. */
export async function shippingMethodsFor(src: Source, areaId: string, country: string, currency: string): Promise<ShippingMethodDef[]> {
  const all = await shippingMethodDefs(src, areaId, currency);
  return all.filter((m) => m.countryCode === country);
}

export function shippingMethodToWire(def: ShippingMethodDef, language: string): ShippingMethod {
  return {
    name: pickText(def.names, language),
    internalId: def.id,
    countryCode: def.countryCode,
    fee: toMajor(def.fee),
    trackAndTrace: def.trackAndTrace,
    extraInfo: {
      privateAddress: false,
      freightOffer: false,
      collectOrder: false,
      freeAbove: def.freeAbove === null ? null : toMajor(def.freeAbove),
    },
  };
}

/** How many of the customer's latest orders decide the usual delivery method. */
const USUAL_METHOD_ORDERS = 20;

/**
 * The delivery method the customer usually chooses: the most used one of their latest orders that were not
 * rejected (a tie goes to the more recent), or null without orders. The checkout preselects it (issue 16 item 17).
 * Every order of the company counts: colleagues usually ship the same way. One indexed read of at most 20 rows
 * (orders_customer_created).
 */
export async function usualShippingMethodId(db: Db, customerNumber: string): Promise<string | null> {
  const rows = await db
    .selectFrom('orders')
    .select('shipping_method_id')
    .where('customer_number', '=', customerNumber)
    .where('status', '!=', 'Rejected')
    .orderBy('created_at', 'desc')
    .orderBy('order_number', 'desc')
    .limit(USUAL_METHOD_ORDERS)
    .execute();
  const counts = new Map<string, number>();
  for (const row of rows) {
    if (row.shipping_method_id) counts.set(row.shipping_method_id, (counts.get(row.shipping_method_id) ?? 0) + 1);
  }
  let best: string | null = null;
  // Map order is first use, i.e. newest first: a strictly greater count is needed to pass an earlier (newer) one.
  for (const [id, count] of counts) if (best === null || count > (counts.get(best) ?? 0)) best = id;
  return best;
}

/** Every active payment method of an area priced in a currency. */
export function paymentMethodDefs(src: Source, areaId: string, currency: string): Promise<PaymentMethodDef[]> {
  return src.cache.wrap(COMMERCE_CACHE_NAMESPACE, `payment:${areaId}:${currency}`, TTL_SECONDS, async () => {
    const rows = await src.db
      .selectFrom('payment_methods')
      .select(['id', 'kind', 'gateway_unique_id', 'fee', 'names', 'sort'])
      .where('area_id', '=', areaId)
      .where('currency_code', '=', currency)
      .where('active', '=', 1)
      .orderBy('sort')
      .orderBy('id')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      kind: r.kind === 'card' ? ('card' as const) : ('invoice' as const),
      gatewayUniqueId: r.gateway_unique_id,
      fee: Number(r.fee),
      names: parseNames(r.names),
      sort: Number(r.sort),
    }));
  });
}

/** A customer's terms: 'invoice' (invoice and card) or 'card_only', and the net days on invoice. */
export interface CustomerTerms {
  terms: 'invoice' | 'card_only';
  netDays: number;
}

/** The net days of a customer without terms of their own (customers.payment_days' default). */
export const DEFAULT_NET_DAYS = 30;

/** The customer's payment terms (cached); anonymous visitors pay by card only. */
export function paymentTerms(src: Source, customerNumber: string | null): Promise<CustomerTerms> {
  if (customerNumber === null) return Promise.resolve({ terms: 'card_only', netDays: 0 });
  return src.cache.wrap(COMMERCE_CACHE_NAMESPACE, `terms:${customerNumber}`, TTL_SECONDS, async () => {
    const row = await src.db
      .selectFrom('customers')
      .select(['payment_terms', 'payment_days'])
      .where('customer_number', '=', customerNumber)
      .executeTakeFirst();
    const days = Number(row?.payment_days ?? DEFAULT_NET_DAYS);
    return {
      terms: row?.payment_terms === 'card_only' ? 'card_only' : 'invoice',
      netDays: Number.isInteger(days) && days >= 0 ? days : DEFAULT_NET_DAYS,
    };
  });
}

/**
 * The payment methods a customer may use. Card methods only while a provider takes card payments (`card`, from
 * app.paymentProviders.cardPayments()), flagged testMode when that provider moves no money; invoice methods carry
 * the customer's net days (their names say them).
 */
export async function paymentMethodsFor(
  src: Source,
  areaId: string,
  currency: string,
  customerNumber: string | null,
  card: CardPayments | null,
): Promise<PaymentMethodDef[]> {
  const [all, terms] = await Promise.all([paymentMethodDefs(src, areaId, currency), paymentTerms(src, customerNumber)]);
  const allowed = all.filter((m) => (m.kind === 'card' ? card !== null : terms.terms !== 'card_only'));
  return allowed.map((m) => {
    if (m.kind === 'invoice') return { ...m, netDays: terms.netDays };
    return card?.testMode ? { ...m, testMode: true } : m;
  });
}

/** The terms code of an invoice method's net days ('net14'), as orders and invoices store it. */
export const netTermsCode = (days: number): string => `net${days}`;

export function paymentMethodToWire(def: PaymentMethodDef, language: string): PaymentMethod {
  const name = pickText(def.names, language);
  const terms = def.kind === 'invoice' && def.netDays !== undefined ? { code: netTermsCode(def.netDays), days: def.netDays } : null;
  return {
    // An invoice method's name may say the customer's terms: 'Invoice ({days} days net)' → 'Invoice (14 days net)'.
    name: terms ? name.replaceAll('{days}', String(terms.days)) : name,
    internalId: def.id,
    gatewayUniqueId: def.gatewayUniqueId,
    fee: toMajor(def.fee),
    // Flat like every extraInfo (the cart stores the method as it is listed; nested maps are refused there).
    extraInfo: { kind: def.kind, ...(def.testMode ? { testMode: true } : {}), ...(terms ? { netDays: terms.days } : {}) },
  };
}

/** The customer's default billing address row (cached), for carts that have none yet. */
export function defaultBillingAddress(src: Source, customerNumber: string) {
  return src.cache.wrap(COMMERCE_CACHE_NAMESPACE, `billing:${customerNumber}`, TTL_SECONDS, async () => {
    const row = await src.db
      .selectFrom('addresses')
      .select(['company', 'name', 'address1', 'address2', 'zip', 'city', 'country', 'email', 'phone'])
      .where('customer_number', '=', customerNumber)
      .where('type', '=', 'billing')
      .orderBy('is_default', 'desc')
      .orderBy('id')
      .executeTakeFirst();
    return row ?? null;
  });
}

/**
 * The VAT rate (basis points) the cart and its order charge the customer: that of the default billing address's
 * country, as a cart without a billing address is calculated (calculate.ts); the area's default country's when the
 * customer has no billing address. GetUser tells the storefront (extraInfo.vatPercentage) for the prices it shows.
 */
export async function customerVatRateBp(src: Source, customerNumber: string): Promise<number> {
  const billing = await defaultBillingAddress(src, customerNumber);
  return vatRateFor(billing?.country || DEFAULT_COUNTRY);
}

/** The VAT rate (basis points) of the area's default country: an anonymous visitor's (GetAreaByDomain). */
export const AREA_VAT_RATE_BP = vatRateFor(DEFAULT_COUNTRY);
