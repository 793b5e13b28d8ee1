/**
 * Shapes shared by many calls of SPEC §7 (area info, product keys, addresses, free-form maps, the error reply).
 * The contract is the one place a request or reply shape is written: the server validates requests and serialises
 * replies with these schemas, the storefront takes its types from them (`import type` + Static, so no TypeBox code
 * reaches the browser), and the OpenAPI document at /api/openapi.json is generated from them.
 *
 * This module imports nothing but TypeBox: no React, no Redux, no Fastify.
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';

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
export const FlatMap = Type.Unsafe<Record<string, FlatValue>>({
  type: 'object',
  maxProperties: FLAT_MAP_LIMITS.maxKeys,
  propertyNames: { type: 'string', minLength: 1, maxLength: FLAT_MAP_LIMITS.maxKeyLength },
  additionalProperties: { type: ['string', 'number', 'boolean'], maxLength: FLAT_MAP_LIMITS.maxValueLength },
});

/** A string or null. ['string', 'null'] rather than anyOf: with coerceTypes, ajv would turn null into '' in an anyOf. */
export const NullableString = (maxLength?: number) =>
  Type.Unsafe<string | null>({ type: ['string', 'null'], ...(maxLength !== undefined ? { maxLength } : {}) });
/** A number or null (same reason as NullableString). */
export const NullableNumber = () => Type.Unsafe<number | null>({ type: ['number', 'null'] });
/** An optional bounded text field of a request body. */
export const Text = (maxLength: number) => Type.Optional(Type.String({ maxLength }));
/** `T | null` for reply shapes (serialisation only; requests use NullableString/NullableNumber). */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** SPEC §3 Area info. languageCode is the short code ('da'); the server also accepts 'da-DK'. */
export const AreaInfo = Type.Object({
  areaId: Type.String({ minLength: 1, maxLength: 50 }),
  currencyCode: Type.String({ pattern: '^[A-Za-z]{3}$' }),
  languageCode: Type.String({ minLength: 1, maxLength: 10 }),
});
export type AreaInfo = Static<typeof AreaInfo>;

/**
 * The area of a content, search or modal body: { areaId, languageCode, currencyCode? }, every field optional here —
 * the service checks them, so an empty value answers '<name> must be defined' like a missing one.
 */
export const AreaBody = Type.Object({
  areaId: Type.Optional(Type.String({ maxLength: 100 })),
  languageCode: Type.Optional(Type.String({ maxLength: 20 })),
  currencyCode: Type.Optional(Type.String({ maxLength: 10 })),
});
export type AreaBody = Static<typeof AreaBody>;

/** The languages of the shop (SPEC §3 Language entry code). */
export const LanguageCode = Type.Union([Type.Literal('da'), Type.Literal('en'), Type.Literal('sv'), Type.Literal('nb'), Type.Literal('fi')]);
export type LanguageCode = Static<typeof LanguageCode>;

/** A product as the cart, prices and lists key it: product, variant (or none) and unit of measure. */
export const ProductKey = Type.Object({
  productId: Type.String({ maxLength: 100 }),
  unitOfMeasure: Type.String({ maxLength: 20 }),
  variantId: Type.Optional(NullableString(100)),
});
export type ProductKey = Static<typeof ProductKey>;

/** SPEC §3 Address (billing, delivery, the customer's address book). */
export const Address = Type.Object({
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
  extraInfo: Type.Optional(FlatMap),
});
export type Address = Static<typeof Address>;

/**
 * Every error answer (SPEC §8): a message safe to show, the status, and for invalid input the fields by name
 * (`cart.lines.0.quantity`). 429 and 503 answers carry Retry-After.
 */
export const ErrorReply = Type.Object({
  message: Type.String(),
  statusCode: Type.Integer(),
  error: Type.Optional(Type.String()),
  fields: Type.Optional(Type.Record(Type.String(), Type.String())),
});
export type ErrorReply = Static<typeof ErrorReply>;

/**
 * One of a few strings (a status, a line type): `{ type: 'string', enum }` rather than a union of literals, so ajv
 * and the reply serialiser check one keyword instead of trying each branch, and OpenAPI shows the list.
 */
export const StringEnum = <const T extends readonly string[]>(values: T, options: { description?: string } = {}) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });

/** The error answers of every route's `response` (the central error handler sends ErrorReply for 4xx and 5xx). */
export const ErrorReplies = { '4xx': ErrorReply, '5xx': ErrorReply } as const;

/** A route's `response`: its 200 reply (serialised from this schema: unknown fields are dropped) and the errors. */
export const Replies = <T extends TSchema>(ok: T) => ({ 200: ok, ...ErrorReplies });
