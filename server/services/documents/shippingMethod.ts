/**
 * The `shippingMethod` document: key = `<areaId>:<id>` (the internalId the checkout and orders name, `b2b:gls`), data
 * = names per language, sort, active, the tracking-link template and its prices per country and currency. Table
 * shipping_methods keeps one row per (area, id, country, currency), names/sort/active/trackAndTrace repeated on each.
 * The cart reads the active rows of its currency and offers those of the shipping address's country
 * (cart/methods.ts); the flags in a method's extraInfo (privateAddress, freightOffer, collectOrder) are the buyer's
 * choice on the cart, not the method's, so they are not part of the document.
 *
 * Delete: orders keep their own copy of the method (name, fee), but shipments take its tracking link from here and
 * shipment documents name it, so a method orders name is deactivated instead of deleted (answer 'refused' saying so);
 * one no order names is deleted. Open carts naming a deleted or inactive method lose it at their next calculation
 * (the buyer chooses again; CreateOrderByCartId says 'Choose a delivery method').
 */
import type { DocumentProblem } from '../../../contract/documents';
import type { ShippingMethodDocument, ShippingPrice } from '../../../contract/documents/commerce';
import { TRACKING_NUMBER_PLACEHOLDER } from '../orders/shipments';
import { byText, recordDeactivation } from './accounts';
import { currencyProblem, invalidateMethods, isCountryCode, methodKey, methodProblems, parseNames, searchMethods } from './commerceMethods';
import type { DocumentHandler } from './types';

interface ShippingMethod {
  names: Record<string, string>;
  sort: number;
  active: boolean;
  trackAndTrace: string;
  prices: { country: string; currency: string; fee: number; freeAbove: number | null }[];
}

const priceId = (p: Pick<ShippingPrice, 'country' | 'currency'>) => `${p.country}|${p.currency}`;
const sortPrices = (prices: ShippingMethod['prices']) => prices.sort((a, b) => byText(priceId(a), priceId(b)));

/** '' or an http(s) URL with the placeholder. */
export function trackAndTraceProblem(template: string): string | null {
  if (template === '') return null;
  if (!template.includes(TRACKING_NUMBER_PLACEHOLDER)) return `the template must say where the tracking number goes: ${TRACKING_NUMBER_PLACEHOLDER}`;
  try {
    const url = new URL(template.split(TRACKING_NUMBER_PLACEHOLDER).join('0'));
    return url.protocol === 'https:' || url.protocol === 'http:' ? null : 'the link must be http or https';
  } catch {
    return 'not a URL (e.g. https://carrier.example/track?id={trackingNumber})';
  }
}

function priceProblems(data: ShippingMethod, currencies: readonly string[]): DocumentProblem[] {
  const problems: DocumentProblem[] = [];
  const seen = new Set<string>();
  data.prices.forEach((p, i) => {
    if (!isCountryCode(p.country)) problems.push({ path: `/data/prices/${i}/country`, reason: `${p.country} is not an ISO 3166-1 country code` });
    problems.push(...currencyProblem(`/data/prices/${i}/currency`, p.currency, currencies));
    if (seen.has(priceId(p))) problems.push({ path: `/data/prices/${i}`, reason: `${p.country} in ${p.currency} is priced twice` });
    seen.add(priceId(p));
  });
  return problems;
}

export const shippingMethodHandler: DocumentHandler<ShippingMethod> = {
  type: 'shippingMethod',
  normalise: (data: ShippingMethodDocument) => ({
    names: data.names,
    sort: data.sort ?? 0,
    active: data.active ?? true,
    trackAndTrace: data.trackAndTrace ?? '',
    // Not sorted in place: the schema-checked input is the caller's.
    prices: sortPrices(data.prices.map((p) => ({ country: p.country, currency: p.currency, fee: p.fee, freeAbove: p.freeAbove ?? null }))),
  }),
  async check(ctx, key, data) {
    const { problems, lists } = await methodProblems(ctx.db, key, data.names);
    const tracking = trackAndTraceProblem(data.trackAndTrace);
    if (tracking) problems.push({ path: '/data/trackAndTrace', reason: tracking });
    if (lists) problems.push(...priceProblems(data, lists.currencies));
    return problems;
  },
  async read(db, key) {
    const parts = methodKey(key);
    if (!parts) return null;
    const rows = await db.selectFrom('shipping_methods').selectAll().where('area_id', '=', parts.areaId).where('id', '=', parts.id).execute();
    const first = rows[0];
    if (!first) return null;
    return {
      names: parseNames(first.names),
      sort: Number(first.sort),
      active: Number(first.active) === 1,
      trackAndTrace: first.track_and_trace ?? '',
      prices: sortPrices(
        rows.map((r) => ({
          country: r.country_code,
          currency: r.currency_code,
          fee: Number(r.fee),
          freeAbove: r.free_above === null ? null : Number(r.free_above),
        })),
      ),
    };
  },
  async write(trx, key, data) {
    const { areaId, id } = methodKey(key)!;
    await trx.deleteFrom('shipping_methods').where('area_id', '=', areaId).where('id', '=', id).execute();
    const shared = { area_id: areaId, id, names: JSON.stringify(data.names), sort: data.sort, active: data.active ? 1 : 0, track_and_trace: data.trackAndTrace };
    const rows = data.prices.map((p) => ({ ...shared, country_code: p.country, currency_code: p.currency, fee: p.fee, free_above: p.freeAbove }));
    for (let i = 0; i < rows.length; i += 200) await trx.insertInto('shipping_methods').values(rows.slice(i, i + 200)).execute();
  },
  async remove(trx, key) {
    const parts = methodKey(key);
    if (!parts) return 'notFound';
    const row = await trx.selectFrom('shipping_methods').select('active').where('area_id', '=', parts.areaId).where('id', '=', parts.id).executeTakeFirst();
    if (!row) return 'notFound';
    const ordered = await trx
      .selectFrom('orders')
      .select('order_number')
      .where('area_id', '=', parts.areaId)
      .where('shipping_method_id', '=', parts.id)
      .limit(1)
      .executeTakeFirst();
    if (ordered) {
      if (Number(row.active) === 1) {
        await trx.updateTable('shipping_methods').set({ active: 0 }).where('area_id', '=', parts.areaId).where('id', '=', parts.id).execute();
        await recordDeactivation(trx, 'shippingMethod', key);
      }
      return { refused: `orders name this method (${ordered.order_number}; their shipments' tracking links use it), so it was deactivated instead of deleted` };
    }
    await trx.deleteFrom('shipping_methods').where('area_id', '=', parts.areaId).where('id', '=', parts.id).execute();
    return 'deleted';
  },
  async search(db, query) {
    return searchMethods(await db.selectFrom('shipping_methods').select(['area_id', 'id', 'names']).execute(), query);
  },
  async afterChange(ctx) {
    await invalidateMethods(ctx);
  },
};
