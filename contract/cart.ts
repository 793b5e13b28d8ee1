/**
 * SPEC §7 'Cart, order, shipping, payment': the cart calls — POST /api/Cart/SaveCart, CalculateCart,
 * CalculateCartWithoutSaving, EmptyCart, GetCartsBySearch and POST /api/cart/GetCartById. Behaviour and line rules:
 * docs/commerce-api.md 'Cart'. Requests are bounded (strings, arrays, maps); prices, fees and totals a client sends
 * are accepted in the shape but never read. Money in replies: major units with at most 2 decimals (numbers).
 */
import { Type, type Static } from '@sinclair/typebox';
import { Address, AreaInfo, Nullable, NullableString, ProductKey, StringEnum, Text } from './common';
import { AddressReply } from './customer';
import { MAX_CART_SEARCH_TAKE, MAX_REQUEST_LINES } from './values';
import { PaymentMethod, PaymentMethodInput } from './payment';
import { ShippingMethod, ShippingMethodInput } from './shipping';
import { LineStock } from './stock';

/** SPEC §3 a price: with and without VAT, the VAT and its rate (%). Major units. */
export const Price = Type.Object({
  priceWithVat: Type.Number(),
  priceWithoutVat: Type.Number(),
  vat: Type.Number(),
  vatPercentage: Type.Number(),
});
export type Price = Static<typeof Price>;

/** A line's product key as replies carry it: variantId null when the line is for the product itself. */
export const ProductKeyReply = Type.Object({
  productId: Type.String(),
  unitOfMeasure: Type.String(),
  variantId: NullableString(),
});
export type ProductKeyReply = Static<typeof ProductKeyReply>;

/** A cart or order line is a product line or a line the server generates (fees, freight). */
export const LineType = StringEnum(['product', 'generated'] as const);
export type LineType = Static<typeof LineType>;

// ---------------------------------------------------------------- requests

/** A cart line of a request. */
export const CartLineInput = Type.Object({
  id: Type.Optional(NullableString(100)),
  parentId: Type.Optional(NullableString(100)),
  text: Text(500),
  // No `type` here on purpose: with coerceTypes, ajv would read "0x10" as 16, true as 1 and null as 0. normaliseLines
  // checks it strictly (a number) and names the line; whole or decimal is the unit's catalogue rule (catalogue.ts).
  quantity: Type.Unsafe<unknown>({}),
  productKey: ProductKey,
  // Literals, not LineType's enum: request errors keep their wording.
  type: Type.Optional(Type.Union([Type.Literal('product'), Type.Literal('generated')])),
});
export type CartLineInput = Static<typeof CartLineInput>;

const DateText = Type.Optional(Type.String({ maxLength: 40 }));

/** The cart id: a random string the storefront makes. */
export const CartId = Type.String({ minLength: 1, maxLength: 100 });

/** SPEC §3 Cart as a request carries it (SaveCart, CalculateCart*): every field but cartId and lines optional. */
export const CartInput = Type.Object({
  cartId: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_.:-]+$' }),
  billingAddress: Type.Optional(Address),
  shippingAddress: Type.Optional(Address),
  comment: Text(2000),
  reference: Text(200),
  createdAt: DateText,
  expectedDeliveryDate: DateText,
  hasExpextedDeliveryDateError: Type.Optional(Type.Boolean()),
  currencyCode: Text(3),
  lines: Type.Array(CartLineInput, { maxItems: MAX_REQUEST_LINES }),
  paymentMethod: Type.Optional(Nullable(PaymentMethodInput)),
  shippingMethod: Type.Optional(Nullable(ShippingMethodInput)),
});
export type CartInput = Static<typeof CartInput>;

/** Body of SaveCart, CalculateCart and CalculateCartWithoutSaving. */
export const CartBody = Type.Object({ area: AreaInfo, cart: CartInput });
export type CartBody = Static<typeof CartBody>;

/** POST /api/Cart/EmptyCart body (answered 204). */
export const EmptyCartRequest = Type.Object({ area: AreaInfo, cartId: CartId });
export type EmptyCartRequest = Static<typeof EmptyCartRequest>;

/** POST /api/Cart/GetCartsBySearch body: the latest carts (SPEC: skip 0, take 1, sorted by sources.api.updatedAt). */
export const CartSearchRequest = Type.Object({
  area: AreaInfo,
  skip: Type.Integer({ minimum: 0, maximum: 100_000 }),
  take: Type.Integer({ minimum: 0, maximum: MAX_CART_SEARCH_TAKE }),
  sorting: Type.Optional(
    Type.Array(
      Type.Object({
        field: Type.String({ maxLength: 100 }),
        direction: Type.Union([Type.Literal('Ascending'), Type.Literal('Descending')]),
      }),
      { maxItems: 5 },
    ),
  ),
  /** Accepted and not read (the caller's own carts are searched). */
  search: Type.Optional(Type.Unknown()),
  /** Accepted and not read. */
  facets: Type.Optional(Type.Unknown()),
});
export type CartSearchRequest = Static<typeof CartSearchRequest>;

/** POST /api/cart/GetCartById body. */
export const CartByIdRequest = Type.Object({ areaInfo: AreaInfo, id: CartId });
export type CartByIdRequest = Static<typeof CartByIdRequest>;

// ---------------------------------------------------------------- replies

/** SPEC §3 Cart line; calculated lines also have the four prices. */
export const CartLine = Type.Object({
  id: Type.String(),
  parentId: NullableString(),
  text: Type.String(),
  quantity: Type.Number(),
  productKey: ProductKeyReply,
  type: LineType,
  /**
   * Product lines: the unit's catalogue rule — true when the quantity may have decimals (sold by measure: 12.5 m),
   * else whole numbers. Given by the server on the lines it answers and by the storefront from the product's units
   * when it adds a line; never read from a request (the server checks every quantity against its catalogue).
   */
  allowsDecimals: Type.Optional(Type.Boolean()),
  /** Calculated product lines of products with stock data: ships now, else from when (docs/stock.md). */
  stock: Type.Optional(LineStock),
  unitPrice: Type.Optional(Price),
  linePrice: Type.Optional(Price),
  netLinePrice: Type.Optional(Price),
  netUnitPrice: Type.Optional(Price),
  /** Calculated lines of a cart made from a quote (docs/quotes.md): the quote's id when the line is priced at it. */
  quoteId: Type.Optional(Type.String()),
  /**
   * The quote's unit price of this product (major units excl. VAT), also when the line is priced normally because its
   * quantity is not the quoted one or the quote expired (then `quoteId` is absent).
   */
  quotedPrice: Type.Optional(Type.Number()),
});
export type CartLine = Static<typeof CartLine>;

/**
 * What the calculation did with the quote the cart was made from (docs/quotes.md 'Prices'): applied (every quoted
 * line at its quoted price), changed (a quoted line's quantity was changed or a line removed: those are priced
 * normally), expired (the validity passed: all priced normally), ordered (the quote was ordered already), unavailable.
 */
export const CartQuoteNotice = StringEnum(['applied', 'changed', 'expired', 'ordered', 'unavailable'] as const);
export type CartQuoteNotice = Static<typeof CartQuoteNotice>;
export const CartQuote = Type.Object({
  quoteId: Type.String(),
  quoteNumber: Type.String(),
  validUntil: Type.Union([Type.String(), Type.Null()]),
  notice: CartQuoteNotice,
});
export type CartQuote = Static<typeof CartQuote>;

/** SPEC §3 Cart as the server answers it (SaveCart, GetCartById, GetCartsBySearch: product lines without prices). */
export const Cart = Type.Object({
  cartId: Type.String(),
  billingAddress: AddressReply,
  shippingAddress: AddressReply,
  comment: Type.String(),
  reference: Type.String(),
  createdAt: Type.String(),
  expectedDeliveryDate: Type.String(),
  /** Spelling as in SPEC §3. */
  hasExpextedDeliveryDateError: Type.Boolean(),
  currencyCode: Type.String(),
  lines: Type.Array(CartLine),
  paymentMethod: Nullable(PaymentMethod),
  shippingMethod: Nullable(ShippingMethod),
});
export type Cart = Static<typeof Cart>;

/** The cart with the server's calculation (docs/commerce-api.md 'Calculation'). */
export const CalculatedCartResponse = Type.Composite([
  Cart,
  Type.Object({
    discount: Price,
    totalNetPrice: Price,
    totalPrice: Price,
    /** Major units, excl. VAT. */
    paymentFee: Type.Number(),
    /** 'YYYY-MM-DD': the earliest possible expected delivery date. */
    earliestDeliveryDate: Type.String(),
    /** The quote the cart was made from (AcceptQuote) and what its prices did; absent for other carts. */
    quote: Type.Optional(CartQuote),
  }),
]);
export type CalculatedCartResponse = Static<typeof CalculatedCartResponse>;

/** POST /api/Cart/CalculateCart and CalculateCartWithoutSaving reply. */
export const CalculateCartResponse = Type.Object({ cart: CalculatedCartResponse, usingFallbackStrategy: Type.Boolean() });
export type CalculateCartResponse = Static<typeof CalculateCartResponse>;

/** POST /api/Cart/SaveCart reply: the cart as stored. */
export const SaveCartResponse = Type.Object({ cart: Cart });
export type SaveCartResponse = Static<typeof SaveCartResponse>;

/** POST /api/Cart/GetCartsBySearch reply (SPEC §7: items[].item.item). */
export const CartSearchResponse = Type.Object({
  itemsTotal: Type.Integer(),
  items: Type.Array(Type.Object({ item: Type.Object({ item: Cart }), score: Type.Number() })),
});
export type CartSearchResponse = Static<typeof CartSearchResponse>;

/** POST /api/cart/GetCartById reply (SPEC §7: cart.item): the caller's own cart, open or ordered. */
export const CartByIdResponse = Type.Object({ cart: Type.Object({ item: Cart }) });
export type CartByIdResponse = Static<typeof CartByIdResponse>;
