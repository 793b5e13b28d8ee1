/**
 * TypeBox schemas of the commerce request bodies (docs/commerce-api.md): bounded strings and arrays. Prices,
 * fees and totals the client sends are accepted in the shape but never read.
 */
import { Type, type Static } from '@sinclair/typebox';

/** Most lines a request may carry (product lines plus the generated lines a client echoes back). */
export const MAX_REQUEST_LINES = 1000;
/** Most product lines in a cart. */
export const MAX_CART_LINES = 500;
export const MAX_QUANTITY = 1_000_000;

/** Bounds of a free-form map in a body (an address's or a payment method's `extraInfo`). */
export const FLAT_MAP_LIMITS = { maxKeys: 20, maxKeyLength: 50, maxValueLength: 500 } as const;
export type FlatValue = string | number | boolean;

/**
 * A free-form map: flat, its values strings, numbers or booleans, bounded in keys, key length and value length.
 * Such maps are stored with the cart and copied into the order and the ERP document, so nothing nested gets in (a
 * value 100,000 objects deep once overflowed the stack on the way: a 500). A nested value fails on its own type —
 * ajv does not descend into it — and the 400 names it (`cart.billingAddress.extraInfo.<key>`). propertyNames, not
 * TypeBox's Record key options, which ajv never sees.
 */
export const FlatMapSchema = Type.Unsafe<Record<string, FlatValue>>({
  type: 'object',
  maxProperties: FLAT_MAP_LIMITS.maxKeys,
  propertyNames: { type: 'string', minLength: 1, maxLength: FLAT_MAP_LIMITS.maxKeyLength },
  additionalProperties: { type: ['string', 'number', 'boolean'], maxLength: FLAT_MAP_LIMITS.maxValueLength },
});

// ['string', 'null'] rather than anyOf: with coerceTypes, ajv would turn null into '' in an anyOf.
const NullableString = (maxLength: number) => Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength });
const Text = (maxLength: number) => Type.Optional(Type.String({ maxLength }));

export const AreaInfoSchema = Type.Object({
  areaId: Type.String({ minLength: 1, maxLength: 50 }),
  currencyCode: Type.String({ pattern: '^[A-Za-z]{3}$' }),
  languageCode: Type.String({ minLength: 1, maxLength: 10 }),
});
export type AreaInfoInput = Static<typeof AreaInfoSchema>;

export const AddressSchema = Type.Object({
  address1: Text(200),
  address2: Text(200),
  city: Text(100),
  company: Text(200),
  country: Text(2),
  customerNumber: Text(50),
  email: Text(254),
  name: Text(200),
  phone: Text(50),
  zip: Text(20),
  extraInfo: Type.Optional(FlatMapSchema),
});
export type AddressInput = Static<typeof AddressSchema>;

export const ProductKeySchema = Type.Object({
  productId: Type.String({ maxLength: 100 }),
  unitOfMeasure: Type.String({ maxLength: 20 }),
  variantId: Type.Optional(NullableString(100)),
});

export const CartLineSchema = Type.Object({
  id: Type.Optional(NullableString(100)),
  parentId: Type.Optional(NullableString(100)),
  text: Text(500),
  // No `type` here on purpose: with coerceTypes, ajv would read "0x10" as 16, true as 1 and null as 0. normaliseLines
  // checks it strictly (a number) and names the line; whole or decimal is the unit's catalogue rule (catalogue.ts).
  quantity: Type.Unsafe<unknown>({}),
  productKey: ProductKeySchema,
  type: Type.Optional(Type.Union([Type.Literal('product'), Type.Literal('generated')])),
});
export type CartLineInput = Static<typeof CartLineSchema>;

export const ShippingMethodSchema = Type.Object({
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
      freeAbove: Type.Optional(Type.Unsafe<number | null>({ type: ['number', 'null'] })),
    }),
  ),
});
export type ShippingMethodInput = Static<typeof ShippingMethodSchema>;

export const PaymentMethodSchema = Type.Object({
  internalId: Type.String({ maxLength: 100 }),
  name: Text(200),
  gatewayUniqueId: Text(100),
  fee: Type.Optional(Type.Number()),
  extraInfo: Type.Optional(FlatMapSchema),
});
export type PaymentMethodInput = Static<typeof PaymentMethodSchema>;

const DateText = Type.Optional(Type.String({ maxLength: 40 }));

export const CartSchema = Type.Object({
  cartId: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_.:-]+$' }),
  billingAddress: Type.Optional(AddressSchema),
  shippingAddress: Type.Optional(AddressSchema),
  comment: Text(2000),
  reference: Text(200),
  createdAt: DateText,
  expectedDeliveryDate: DateText,
  hasExpextedDeliveryDateError: Type.Optional(Type.Boolean()),
  currencyCode: Text(3),
  lines: Type.Array(CartLineSchema, { maxItems: MAX_REQUEST_LINES }),
  paymentMethod: Type.Optional(Type.Union([PaymentMethodSchema, Type.Null()])),
  shippingMethod: Type.Optional(Type.Union([ShippingMethodSchema, Type.Null()])),
});
export type CartInput = Static<typeof CartSchema>;

export const CartBodySchema = Type.Object({ area: AreaInfoSchema, cart: CartSchema });
export type CartBody = Static<typeof CartBodySchema>;

export const CartIdSchema = Type.String({ minLength: 1, maxLength: 100 });
