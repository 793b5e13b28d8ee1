/**
 * Document data of the commerce types (issue 18, docs/going-live.md 'Shipping and payment methods'): how an area's
 * buyers receive and pay for their orders. Keys: `<areaId>:<id>` for both, the id being the method's internalId
 * (`b2b:gls`, `shop:invoice`). Amounts are integer minor units excl. VAT. Imports nothing but TypeBox.
 */
import { Type, type Static } from '@sinclair/typebox';

const Currency = Type.String({ pattern: '^[A-Z]{3}$', description: 'ISO 4217, one of the area’s currencies' });
/** Minor units; at most 1 000 000 000 (the columns are 32-bit integers on PostgreSQL). */
const Minor = Type.Integer({ minimum: 0, maximum: 1_000_000_000 });

/** The method's name per language of the area: { da: 'GLS pakke', en: 'GLS parcel' }. */
const MethodNames = Type.Record(Type.String({ pattern: '^[a-z]{2}$' }), Type.String({ minLength: 1, maxLength: 200 }), {
  minProperties: 1,
});

/** One country a shipping method delivers to, priced in one currency. */
export const ShippingPrice = Type.Object(
  {
    /** ISO 3166-1 alpha-2, upper case: DK, SE. */
    country: Type.String({ pattern: '^[A-Z]{2}$' }),
    currency: Currency,
    /** The freight, minor units excl. VAT. */
    fee: Minor,
    /** The goods total (minor units excl. VAT) from which the freight is free; null (default) = never. */
    freeAbove: Type.Optional(Type.Union([Minor, Type.Null()])),
  },
  { additionalProperties: false },
);
export type ShippingPrice = Static<typeof ShippingPrice>;

/** `shippingMethod`: key = `<areaId>:<id>`. */
export const ShippingMethodDocument = Type.Object(
  {
    names: MethodNames,
    /** The checkout lists methods by sort, then id. Default 0. */
    sort: Type.Optional(Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 })),
    /** An inactive method is not offered (orders and shipments that name it stay readable). Default true. */
    active: Type.Optional(Type.Boolean()),
    /** The carrier's tracking page, http(s), with `{trackingNumber}` where a shipment's number goes; '' (default) = none. */
    trackAndTrace: Type.Optional(Type.String({ maxLength: 1000 })),
    /** Where it delivers and what it costs there, one entry per country and currency (replaces them all). */
    prices: Type.Array(ShippingPrice, { minItems: 1, maxItems: 2000 }),
  },
  { additionalProperties: false },
);
export type ShippingMethodDocument = Static<typeof ShippingMethodDocument>;

/** What a payment method costs in one currency. */
export const PaymentFee = Type.Object({ currency: Currency, fee: Minor }, { additionalProperties: false });
export type PaymentFee = Static<typeof PaymentFee>;

/** `paymentMethod`: key = `<areaId>:<id>`. */
export const PaymentMethodDocument = Type.Object(
  {
    /** 'invoice' (customers on invoice terms; '{days}' in a name becomes their net days) or 'card' (only while a provider takes card payments). */
    kind: Type.Union([Type.Literal('invoice'), Type.Literal('card')]),
    names: MethodNames,
    /** The payment gateway's id as the storefront is told it (gatewayUniqueId), e.g. 'invoice', 'sandbox'. */
    gateway: Type.String({ maxLength: 100, pattern: '^[A-Za-z0-9][A-Za-z0-9._-]*$' }),
    sort: Type.Optional(Type.Integer({ minimum: -1_000_000, maximum: 1_000_000 })),
    /** Default true. */
    active: Type.Optional(Type.Boolean()),
    /** The currencies the method is offered in with its fee (minor units excl. VAT; 0 = free); replaces them all. */
    fees: Type.Array(PaymentFee, { minItems: 1, maxItems: 50 }),
  },
  { additionalProperties: false },
);
export type PaymentMethodDocument = Static<typeof PaymentMethodDocument>;
