/**
 * SPEC §7 "Prices and products", the price half: POST /api/Price/GetPrices and the back office's view of the price
 * source, POST /backoffice/api/Perfion/GetPrices (role admin). Money on the wire is in major units with 2 decimals.
 * Imports nothing but TypeBox.
 */
import { Type, type Static } from '@sinclair/typebox';
import { AreaInfo, NullableNumber, NullableString } from './common';

/** Most keys in one GetPrices call (the storefront sends 10). */
export const MAX_PRICE_KEYS = 200;

/** SPEC §3 Price request key (the currency is the request's). */
export const PriceKey = Type.Object({
  productId: Type.String({ minLength: 1, maxLength: 100 }),
  variantId: Type.Optional(NullableString(100)),
  unitOfMeasure: Type.String({ minLength: 1, maxLength: 20 }),
});
/** A key as the storefront and the price services hold it: variantId null for the product itself (a request may leave it out). */
export type PriceKey = Omit<Static<typeof PriceKey>, 'variantId'> & { variantId: string | null };

const priceBodyProperties = {
  areaInfo: AreaInfo,
  products: Type.Array(PriceKey, { maxItems: MAX_PRICE_KEYS }),
  date: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}([T ][0-9:.+\\-Z]*)?$', maxLength: 40 })),
};

/** POST /api/Price/GetPrices: the keys to price in the area's currency (a customer's own currency wins) on a date. */
export const PriceRequest = Type.Object(priceBodyProperties);
export type PriceRequest = Static<typeof PriceRequest>;

/** POST /backoffice/api/Perfion/GetPrices: as GetPrices, for the customer named (none: list prices). */
export const PerfionPriceRequest = Type.Object({
  ...priceBodyProperties,
  customerNumber: Type.Optional(NullableString(50)),
});
export type PerfionPriceRequest = Static<typeof PerfionPriceRequest>;

/** One priced key; quantity tiers when the price falls with the quantity. */
export const PriceEntry = Type.Object({
  productId: Type.String(),
  variantId: NullableString(),
  unitOfMeasure: Type.String(),
  price: Type.Number(),
  beforePrice: NullableNumber(),
  currencyCode: Type.String(),
  tiers: Type.Optional(Type.Array(Type.Object({ minQuantity: Type.Number(), price: Type.Number() }))),
});
export type PriceEntry = Static<typeof PriceEntry>;

/** One entry per distinct priced key, in request order; keys without a price are absent. */
export const PriceResponse = Type.Object({
  prices: Type.Array(PriceEntry),
  currencyCode: Type.String(),
});
export type PriceResponse = Static<typeof PriceResponse>;

export const SourceViewResponse = Type.Object({
  prices: Type.Array(PriceEntry),
  currencyCode: Type.String(),
  /** The adapter that answered: the price source's name, or 'internal' when none is configured. */
  source: Type.String(),
});
export type SourceViewResponse = Static<typeof SourceViewResponse>;
