import type { PriceKey, PriceRequest, Product } from '../../../../src/api/types';
import { json, makeProduct, mockServer, price, type Handler } from '../../product/fixtures';

/** A catalogue of n simple products: ids 100000…, one unit (STK), list price 10 + i DKK. */
export function catalogue(n: number): Product[] {
  return Array.from({ length: n }, (_, i) =>
    makeProduct({
      id: String(100000 + i),
      name: `Article ${i}`,
      variants: [],
      units: [{ unitId: 'STK', factor: 1, isDefault: true }],
      unitPrices: [price('STK', 10 + i)],
    }),
  );
}

/** The screw 100200 (STK default, PK of 100), a cable sold by the metre and a glove with size variants. */
export const screw = makeProduct();
export const cable = makeProduct({
  id: '300100',
  name: 'Installation cable 3x1.5',
  variants: [],
  units: [
    // Sold by measure: the catalogue's flag, as the product API answers it.
    { unitId: 'M', factor: 1, isDefault: true, allowsDecimals: true },
    { unitId: 'RL', factor: 100, isDefault: false, allowsDecimals: false },
  ],
  unitPrices: [price('M', 8), price('RL', 700)],
});
export const glove = makeProduct({
  id: '500300',
  name: 'Work glove',
  variants: [
    { id: '500300-M', name: 'M' },
    { id: '500300-XL', name: 'XL' },
  ],
  units: [{ unitId: 'PAR', factor: 1, isDefault: true }],
  unitPrices: [price('PAR', 30)],
});
export const boxed = makeProduct({
  id: '200400',
  name: 'Cable tie 200 mm',
  variants: [],
  units: [
    { unitId: 'STK', factor: 1, isDefault: false },
    { unitId: 'PK', factor: 100, isDefault: true },
  ],
  unitPrices: [price('STK', 0.5), price('PK', 40)],
});

/** One call of GetProductsByIds as the storefront sent it. */
export interface ByIdsCall {
  ids: string[];
}

/**
 * A server with GetProductsByIds over the given products (answers the found ones; 404 'Not Found' when none, as
 * the real route) and, for logged-in tests, GetPrices answering `customerPrice(key)`. Records the id calls.
 */
export function quickOrderServer(
  products: readonly Product[],
  options: { customerPrice?: (key: PriceKey) => number | null; extra?: Record<string, Handler> } = {},
) {
  const byId = new Map(products.map((p) => [p.id, p]));
  const calls: ByIdsCall[] = [];
  /** The lookup template of each GetProductsByIds call. */
  const templates: string[] = [];
  const priceCalls: PriceKey[][] = [];
  const fetchMock = mockServer({
    '/api/Product/GetProductsByIds': async (request) => {
      const body = (await request.json()) as { ids: string[]; lookupTemplate: string };
      calls.push({ ids: body.ids });
      templates.push(body.lookupTemplate);
      const items = Object.fromEntries(body.ids.flatMap((id) => (byId.has(id) ? [[id, byId.get(id)]] : [])));
      if (Object.keys(items).length === 0) return json(404, { message: 'Not Found', statusCode: 404 });
      return json(200, { items });
    },
    '/api/Price/GetPrices': async (request) => {
      const body = (await request.json()) as PriceRequest;
      priceCalls.push(body.products);
      const prices = body.products.flatMap((key) => {
        const amount = options.customerPrice?.(key) ?? null;
        return amount === null ? [] : [{ ...key, price: amount, beforePrice: null, currencyCode: 'DKK' }];
      });
      return json(200, { prices, currencyCode: 'DKK' });
    },
    ...options.extra,
  });
  return { calls, templates, priceCalls, fetchMock };
}

/** The add_to_cart events pushed to the data layer. */
export const addToCartEvents = () =>
  (window.dataLayer ?? []).filter(
    (entry): entry is { event: string; ecommerce: { currency: string; value: number; items: Record<string, unknown>[] } } =>
      typeof entry === 'object' && entry !== null && (entry as { event?: unknown }).event === 'add_to_cart',
  );

export const UNIT_LABELS = { 'unit.STK': 'pcs', 'unit.PK': 'Pack', 'unit.M': 'm', 'unit.RL': 'Roll', 'unit.PAR': 'Pair' };
