/** Internal types of the cart services (wire types: contract/cart.ts). */
import type { ProductKeyReply as ProductKey } from '../../../contract/cart';
import type { AddressReply as Address } from '../../../contract/customer';
import type { PaymentMethod } from '../../../contract/payment';
import type { ShippingMethod } from '../../../contract/shipping';
import type { LineStock } from '../../../contract/stock';
import type { Db } from '../../db';
import type { Cache } from '../cache';
import type { PriceQuery, PriceResult } from '../prices';
import type { QuoteOutcome } from '../quotes/pricing';

/** A product line as stored in carts.lines. */
export interface StoredLine {
  id: string;
  parentId: string | null;
  text: string;
  /** Positive; whole unless the unit allows decimals, then at most 3 decimals. */
  quantity: number;
  productKey: ProductKey;
  /** The unit's catalogue rule when the line was last checked (answered to the storefront; the server checks again). */
  allowsDecimals?: boolean;
}

/** A stored line plus where it came from (its index in the request or the stored cart) for error fields. */
export interface IndexedLine extends StoredLine {
  at: number;
}

/** The checkout data stored in carts.data. */
export interface CartData {
  billingAddress: Address;
  shippingAddress: Address;
  comment: string;
  reference: string;
  /** 'YYYY-MM-DD' or '' */
  expectedDeliveryDate: string;
  shippingMethod: ShippingMethod | null;
  paymentMethod: PaymentMethod | null;
  createdAt: string;
}

export interface NormalisedCart {
  cartId: string;
  lines: IndexedLine[];
  data: CartData;
}

/**
 * The card payment method as the shop offers it now (app.paymentProviders.cardPayments()): null when no provider
 * takes card payments (the card method is then not offered); testMode when the provider moves no money (the sandbox).
 */
export interface CardPayments {
  testMode: boolean;
}

/** What the calculation reads besides the cart: database, shared cache and the price service. */
export interface CartDeps {
  db: Db;
  cache: Cache;
  /** Whether (and how) card payment methods are offered; see CardPayments. */
  cardPayments(): CardPayments | null;
  prices(query: PriceQuery): Promise<PriceResult>;
  /** The currency `prices` will answer in for this query (the customer's own, else the requested/area one). */
  currency(query: Pick<PriceQuery, 'customerNumber' | 'currencyCode' | 'areaId'>): Promise<string>;
}

/** A shipping method row for one country and currency. */
export interface ShippingMethodDef {
  id: string;
  countryCode: string;
  fee: number;
  freeAbove: number | null;
  names: Record<string, string>;
  sort: number;
  /** The tracking link template (SPEC §3 trackAndTrace; `{trackingNumber}` marks the number); '' = none. */
  trackAndTrace: string;
}

export interface PaymentMethodDef {
  id: string;
  kind: 'invoice' | 'card';
  gatewayUniqueId: string;
  fee: number;
  names: Record<string, string>;
  sort: number;
  /** A card method while the provider of new payments moves no money (set by paymentMethodsFor). */
  testMode?: boolean;
  /** An invoice method: the customer's net days (set by paymentMethodsFor; customers.payment_days). */
  netDays?: number;
}

/** A priced line in minor units, excl. VAT. */
export interface CalculatedLine {
  /** '' for the small-order fee line (SPEC: generated lines without an id). */
  id: string;
  parentId: string | null;
  type: 'product' | 'generated';
  text: string;
  quantity: number;
  productKey: ProductKey;
  /** Product lines: the unit's catalogue rule (quantities may have decimals). */
  allowsDecimals?: boolean;
  /** Product lines of products with stock data: whether the line ships now, else from when (docs/stock.md). */
  stock?: LineStock;
  unitPrice: number;
  linePrice: number;
  netUnitPrice: number;
  netLinePrice: number;
  /** Product lines of a cart made from a quote (services/quotes/pricing.ts): priced at this quote. */
  quoteId?: string;
  /** …and the quote's unit price of the product (minor units), also when the line is priced normally. */
  quotedUnitPrice?: number;
}

/** The calculation in minor units (excl. VAT unless named *Vat). */
export interface Calculation {
  currencyCode: string;
  vatRateBp: number;
  lines: CalculatedLine[];
  /** Σ netLinePrice of the product lines */
  goodsNet: number;
  discount: number;
  freight: number;
  paymentFee: number;
  totalNet: number;
  totalNetVat: number;
  total: number;
  totalVat: number;
  /** The chosen method as available for the shipping country, `fee` = the freight charged (major units); null when none. */
  shippingMethod: ShippingMethod | null;
  paymentMethod: PaymentMethod | null;
  /** Resolved definitions (null when not chosen or not available). */
  shippingDef: ShippingMethodDef | null;
  paymentDef: PaymentMethodDef | null;
  earliestDeliveryDate: string;
  hasExpextedDeliveryDateError: boolean;
  usingFallbackStrategy: boolean;
  /** The cart's quote and what the calculation did with it (services/quotes/pricing.ts); absent without one. */
  quote?: QuoteOutcome;
}
