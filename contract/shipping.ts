/**
 * SPEC §7 'Cart, order, shipping, payment': POST /api/Shipping/GetShippingMethods, and the shipping method as a cart
 * carries it (docs/commerce-api.md 'Shipping and payment methods').
 */
import { Type, type Static } from '@sinclair/typebox';
import { Address, AreaInfo, NullableNumber, Text } from './common';

/** SPEC §3 Shipping method's extraInfo; the cart's choices and the list's facts. */
export const ShippingMethodExtraInfo = Type.Object({
  privateAddress: Type.Optional(Type.Boolean()),
  freightOffer: Type.Optional(Type.Boolean()),
  collectOrder: Type.Optional(Type.Boolean()),
  /** Goods total (major units, excl. VAT) from which the freight is free; null = never. */
  freeAbove: Type.Optional(NullableNumber()),
  /** GetShippingMethods: the method the customer usually chooses (the checkout preselects it). */
  usual: Type.Optional(Type.Boolean()),
});
export type ShippingMethodExtraInfo = Static<typeof ShippingMethodExtraInfo>;

/** SPEC §3 Shipping method as the server answers it (in a cart, an order, the list). */
export const ShippingMethod = Type.Object({
  name: Type.String(),
  internalId: Type.String(),
  countryCode: Type.String(),
  /** Major units, excl. VAT. */
  fee: Type.Number(),
  trackAndTrace: Type.String(),
  extraInfo: ShippingMethodExtraInfo,
});
export type ShippingMethod = Static<typeof ShippingMethod>;

/** A shipping method as a cart in a request may carry it: only internalId and the choices in extraInfo are read. */
export const ShippingMethodInput = Type.Object({
  internalId: Type.String({ maxLength: 100 }),
  name: Text(200),
  countryCode: Text(2),
  fee: Type.Optional(Type.Number()),
  trackAndTrace: Text(200),
  extraInfo: Type.Optional(
    Type.Object({
      privateAddress: Type.Optional(Type.Boolean()),
      freightOffer: Type.Optional(Type.Boolean()),
      collectOrder: Type.Optional(Type.Boolean()),
      freeAbove: Type.Optional(NullableNumber()),
    }),
  ),
});
export type ShippingMethodInput = Static<typeof ShippingMethodInput>;

/** POST /api/Shipping/GetShippingMethods body: the methods delivering to the address's country. */
export const GetShippingMethodsRequest = Type.Object({ area: AreaInfo, address: Address });
export type GetShippingMethodsRequest = Static<typeof GetShippingMethodsRequest>;

export const GetShippingMethodsResponse = Type.Object({ shippingMethods: Type.Array(ShippingMethod) });
export type GetShippingMethodsResponse = Static<typeof GetShippingMethodsResponse>;
