/**
 * The cart calculation (docs/commerce-api.md 'CalculateCart'): the server's truth. Everything is integer minor
 * units excl. VAT until the reply is shaped (toCalculatedCart). Batch look-ups: one price-service call, one
 * query for products/units/texts (+ variants when named), one for fees; methods come from the shared cache.
 *
 * Per product line:
 *   netUnitPrice  = the customer's price at the line's quantity tier (PriceEntry.tiers: the highest minQuantity
 *                   ≤ quantity, else the base price);
 *   unitPrice     = the price before the line discount: when the entry has a beforePrice above its base price
 *                   (a price-group discount or a campaign), the tier price scaled by beforePrice / price — at the
 *                   base tier exactly beforePrice; else the net unit price;
 *   linePrice / netLinePrice = unit × quantity (quantities have at most 3 decimals), rounded half-up once.
 * VAT (./vat.ts): the unit price incl. VAT is rounded and a line's VAT is quantity × that, less the line.
 */
import type { CalculatedCartResponse, CartLine } from '../../../contract/cart';
import type { PaymentMethod } from '../../../contract/payment';
import type { ShippingMethod } from '../../../contract/shipping';
import { PRIV_DELIVERY } from '../../../contract/values';
import { badRequest } from '../../errors';
import { keyId, toMajor, toMinor, type PriceEntry, type PriceKey } from '../prices';
import { mulDivRound, times } from '../prices/money';
import { checkLine, FEE_TYPES, loadFees, loadProducts, type CartProduct, type FeeType, type ProductFees } from './catalogue';
import { earliestDeliveryDate } from './delivery';
import { loadStock, type StockMap } from '../stock';
import { stockDelivery } from './stockLines';
import {
  DEFAULT_COUNTRY,
  defaultBillingAddress,
  paymentMethodsFor,
  paymentMethodToWire,
  shippingMethodsFor,
} from './methods';
import { QuoteMatcher, type QuotePricing } from '../quotes/pricing';
import { generatedText, pickText } from './texts';
import { lineVatOf, linePriceAt, priceAt, priceOf, vatOf, vatRateFor } from './vat';
import type {
  CalculatedLine,
  Calculation,
  CartData,
  CartDeps,
  IndexedLine,
  PaymentMethodDef,
  ShippingMethodDef,
  StoredLine,
} from './types';

/** Delivery to a private address, per currency (minor units, excl. VAT). */
export const PRIVATE_DELIVERY_FEE: Readonly<Record<string, number>> = { DKK: 9500, SEK: 12500, NOK: 12500, EUR: 1250 };
/** Small-order fee: goods totals (excl. VAT) below `below` pay `fee` (minor units). */
export const SMALL_ORDER_FEE: Readonly<Record<string, { below: number; fee: number }>> = {
  DKK: { below: 50_000, fee: 7_500 },
  SEK: { below: 70_000, fee: 10_000 },
  NOK: { below: 70_000, fee: 10_000 },
  EUR: { below: 7_000, fee: 1_000 },
};

const EMPTY_KEY = { productId: '', unitOfMeasure: '', variantId: null };

export { mulDivRound, times };

/** Net and gross unit price (minor units) of an entry at a quantity. */
export function unitPrices(entry: PriceEntry, quantity: number): { net: number; gross: number } {
  const base = toMinor(entry.price);
  let net = base;
  let tierMin = 0;
  for (const tier of entry.tiers ?? []) {
    if (tier.minQuantity <= quantity && tier.minQuantity > tierMin) {
      tierMin = tier.minQuantity;
      net = toMinor(tier.price);
    }
  }
  const before = entry.beforePrice === null ? null : toMinor(entry.beforePrice);
  if (before === null || before <= base || base <= 0) return { net, gross: net };
  return { net, gross: tierMin === 0 ? before : mulDivRound(net, before, base) };
}

export interface CalculateRequest {
  customerNumber: string | null;
  areaId: string;
  languageCode: string;
  /** The request's currency (anonymous visitors); a customer is always priced in the customer's currency. */
  currencyCode: string;
  lines: readonly IndexedLine[];
  data: CartData;
  now: Date;
  /** The accepted quote the cart was made from (services/quotes/pricing.ts): its lines at the quoted prices. */
  quote?: QuotePricing;
}

/** Everything the calculation reads, loaded in batches. */
interface Loaded {
  currency: string;
  usingFallbackStrategy: boolean;
  prices: Map<string, PriceEntry>;
  products: Map<string, CartProduct>;
  fees: ProductFees;
  data: CartData;
  shippingDefs: ShippingMethodDef[];
  paymentDefs: PaymentMethodDef[];
  /** Stock of the cart's products (docs/stock.md). */
  stock: StockMap;
}

function uniqueKeys(lines: readonly StoredLine[]): PriceKey[] {
  const seen = new Map<string, PriceKey>();
  for (const l of lines) seen.set(keyId(l.productKey), l.productKey);
  return [...seen.values()];
}

const shippingCountry = (data: CartData): string => {
  const useShipping = data.shippingAddress.address1 !== '' && data.shippingMethod?.extraInfo.collectOrder !== true;
  return (useShipping ? data.shippingAddress.country : data.billingAddress.country) || data.billingAddress.country || DEFAULT_COUNTRY;
};

async function load(deps: CartDeps, req: CalculateRequest): Promise<Loaded> {
  const keys = uniqueKeys(req.lines);
  const productIds = [...new Set(keys.map((k) => k.productId))];
  const variantIds = [...new Set(keys.flatMap((k) => (k.variantId ? [k.variantId] : [])))];
  const needsBilling = req.customerNumber !== null && req.data.billingAddress.address1 === '';
  // Currency and billing address come from the cache; then every look-up runs at once.
  const [currency, billing] = await Promise.all([
    deps.currency({ customerNumber: req.customerNumber, currencyCode: req.currencyCode, areaId: req.areaId }),
    needsBilling && req.customerNumber ? defaultBillingAddress(deps, req.customerNumber) : Promise.resolve(null),
  ]);
  const data: CartData = billing
    ? { ...req.data, billingAddress: { ...req.data.billingAddress, ...billing, customerNumber: req.customerNumber ?? '' } }
    : req.data;
  const [priceResult, products, fees, shippingDefs, paymentDefs, stock] = await Promise.all([
    deps.prices({ customerNumber: req.customerNumber, currencyCode: req.currencyCode, areaId: req.areaId, keys, date: req.now }),
    loadProducts(deps.db, productIds, variantIds, req.languageCode),
    loadFees(deps.db, productIds, currency),
    data.shippingMethod ? shippingMethodsFor(deps, req.areaId, shippingCountry(data), currency) : Promise.resolve([]),
    data.paymentMethod ? paymentMethodsFor(deps, req.areaId, currency, req.customerNumber, deps.cardPayments()) : Promise.resolve([]),
    loadStock(deps.db, productIds),
  ]);
  if (priceResult.currencyCode !== currency) {
    throw new Error(`price service answered in ${priceResult.currencyCode}, expected ${currency}`);
  }
  const prices = new Map<string, PriceEntry>();
  for (const entry of priceResult.prices) prices.set(keyId(entry), entry);
  return { currency, usingFallbackStrategy: priceResult.usingFallbackStrategy, prices, products, fees, data, shippingDefs, paymentDefs, stock };
}

function generatedLine(id: string, text: string, amount: number): CalculatedLine {
  return {
    id,
    parentId: null,
    type: 'generated',
    text,
    quantity: 1,
    productKey: { ...EMPTY_KEY },
    unitPrice: amount,
    linePrice: amount,
    netUnitPrice: amount,
    netLinePrice: amount,
  };
}

/**
 * The cart's product lines priced (net and gross unit and line prices) and the fees they carry per fee type;
 * 400 with `fields` for lines that do not exist or have no price.
 */
function pricedLines(
  req: CalculateRequest,
  loaded: Loaded,
  quote: QuoteMatcher | null,
): { lines: CalculatedLine[]; feeTotals: Record<FeeType, number> } {
  const { products, prices, fees } = loaded;
  const fields: Record<string, string> = {};
  const lines: CalculatedLine[] = [];
  const feeTotals: Record<FeeType, number> = { weefee: 0, packagingFee: 0, chemicalsFee: 0 };

  for (const line of req.lines) {
    const key = line.productKey;
    const checked = checkLine(products, line);
    if ('problem' in checked) {
      fields[`lines[${line.at}]`] = checked.problem;
      continue;
    }
    const { resolved } = checked;
    const entry = prices.get(keyId(key));
    const quoted = quote ? quote.match(line) : null;
    if (!entry && quoted?.price == null) {
      fields[`lines[${line.at}]`] = 'no price';
      continue;
    }
    const { net, gross } = quoted?.price != null || !entry ? { net: quoted?.price ?? 0, gross: quoted?.price ?? 0 } : unitPrices(entry, line.quantity);
    lines.push({
      ...(quoted && quote ? { quotedUnitPrice: quoted.quoted, ...(quoted.price != null ? { quoteId: quote.quote.quoteId } : {}) } : {}),
      id: line.id,
      parentId: line.parentId,
      type: 'product',
      text: resolved.text,
      quantity: line.quantity,
      productKey: { productId: key.productId, unitOfMeasure: key.unitOfMeasure, variantId: key.variantId },
      allowsDecimals: resolved.allowsDecimals,
      unitPrice: gross,
      linePrice: times(gross, line.quantity),
      netUnitPrice: net,
      netLinePrice: times(net, line.quantity),
    });
    const productFees = fees.get(key.productId);
    if (productFees) {
      for (const type of FEE_TYPES) {
        const perBase = productFees[type];
        if (perBase) feeTotals[type] += times(perBase * resolved.factor, line.quantity);
      }
    }
  }
  if (Object.keys(fields).length > 0) throw badRequest('The cart has lines that cannot be sold', fields);
  return { lines, feeTotals };
}

/** The pure part: priced lines, generated lines, freight, fees and totals. */
function compute(req: CalculateRequest, loaded: Loaded): Calculation {
  const { currency, data } = loaded;
  const language = req.languageCode;
  const quote = req.quote ? new QuoteMatcher(req.quote) : null;
  const { lines, feeTotals } = pricedLines(req, loaded, quote);

  const goodsNet = lines.reduce((sum, l) => sum + l.netLinePrice, 0);
  for (const type of FEE_TYPES) {
    if (feeTotals[type] > 0) lines.push(generatedLine(type, generatedText(type, language), feeTotals[type]));
  }

  const chosen = data.shippingMethod;
  const shippingDef = chosen ? (loaded.shippingDefs.find((m) => m.id === chosen.internalId) ?? null) : null;
  const collect = chosen?.extraInfo.collectOrder === true;
  const offer = chosen?.extraInfo.freightOffer === true && !collect;
  let freight = 0;
  let shippingMethod: ShippingMethod | null = null;
  if (chosen && shippingDef) {
    const free = shippingDef.freeAbove !== null && goodsNet >= shippingDef.freeAbove;
    freight = collect || offer || free ? 0 : shippingDef.fee;
    const privateAddress = chosen.extraInfo.privateAddress === true && !collect;
    shippingMethod = {
      name: pickText(shippingDef.names, language),
      internalId: shippingDef.id,
      countryCode: shippingDef.countryCode,
      fee: toMajor(freight),
      trackAndTrace: chosen.trackAndTrace,
      extraInfo: {
        privateAddress,
        freightOffer: offer,
        collectOrder: collect,
        freeAbove: shippingDef.freeAbove === null ? null : toMajor(shippingDef.freeAbove),
      },
    };
    const privateFee = PRIVATE_DELIVERY_FEE[currency];
    if (privateAddress && privateFee) lines.push(generatedLine(PRIV_DELIVERY, generatedText('PRIV_DELIVERY', language), privateFee));
  }
  const small = SMALL_ORDER_FEE[currency];
  if (small && goodsNet > 0 && goodsNet < small.below) {
    lines.push(generatedLine('', generatedText('smallOrderFee', language), small.fee));
  }

  const paymentDef = data.paymentMethod
    ? (loaded.paymentDefs.find((m) => m.id === data.paymentMethod?.internalId) ?? null)
    : null;
  const paymentMethod: PaymentMethod | null = paymentDef ? paymentMethodToWire(paymentDef, language) : null;
  const paymentFee = paymentDef?.fee ?? 0;

  const rate = vatRateFor(data.billingAddress.country || DEFAULT_COUNTRY);
  let totalNet = freight + paymentFee;
  let total = freight + paymentFee;
  let totalNetVat = vatOf(freight, rate) + vatOf(paymentFee, rate);
  let totalVat = totalNetVat;
  for (const l of lines) {
    totalNet += l.netLinePrice;
    total += l.linePrice;
    totalNetVat += lineVatOf(l.netUnitPrice, l.quantity, l.netLinePrice, rate);
    totalVat += lineVatOf(l.unitPrice, l.quantity, l.linePrice, rate);
  }
  // Lines that cannot ship now move the date to when inbound deliveries cover them (docs/stock.md).
  const earliest = stockDelivery(lines, loaded, earliestDeliveryDate(req.now), req.now);
  return {
    currencyCode: currency,
    vatRateBp: rate,
    lines,
    goodsNet,
    discount: total - totalNet,
    freight,
    paymentFee,
    totalNet,
    totalNetVat,
    total,
    totalVat,
    shippingMethod,
    paymentMethod,
    shippingDef,
    paymentDef,
    earliestDeliveryDate: earliest,
    hasExpextedDeliveryDateError: data.expectedDeliveryDate !== '' && data.expectedDeliveryDate < earliest,
    usingFallbackStrategy: loaded.usingFallbackStrategy,
    ...(quote ? { quote: quote.outcome() } : {}),
  };
}

export interface CartCalculation {
  calculation: Calculation;
  /** The checkout data as calculated (billing address filled from the customer when the cart had none). */
  data: CartData;
}

/** Loads and calculates; 400 with `fields` for lines that do not exist or have no price. */
export async function calculateCart(deps: CartDeps, req: CalculateRequest): Promise<CartCalculation> {
  const loaded = await load(deps, req);
  return { calculation: compute(req, loaded), data: loaded.data };
}

export function lineToWire(line: CalculatedLine, rateBp: number): CartLine {
  return {
    id: line.id,
    parentId: line.parentId,
    text: line.text,
    quantity: line.quantity,
    productKey: line.productKey,
    type: line.type,
    ...(line.allowsDecimals === undefined ? {} : { allowsDecimals: line.allowsDecimals }),
    ...(line.stock ? { stock: line.stock } : {}),
    unitPrice: priceAt(line.unitPrice, rateBp),
    linePrice: linePriceAt(line.unitPrice, line.quantity, line.linePrice, rateBp),
    netUnitPrice: priceAt(line.netUnitPrice, rateBp),
    netLinePrice: linePriceAt(line.netUnitPrice, line.quantity, line.netLinePrice, rateBp),
    ...(line.quoteId === undefined ? {} : { quoteId: line.quoteId }),
    ...(line.quotedUnitPrice === undefined ? {} : { quotedPrice: toMajor(line.quotedUnitPrice) }),
  };
}

/** The wire reply: the cart as stored plus the calculation. */
export function toCalculatedCart(cartId: string, data: CartData, calc: Calculation): CalculatedCartResponse {
  const rate = calc.vatRateBp;
  return {
    cartId,
    billingAddress: data.billingAddress,
    shippingAddress: data.shippingAddress,
    comment: data.comment,
    reference: data.reference,
    createdAt: data.createdAt,
    expectedDeliveryDate: data.expectedDeliveryDate,
    hasExpextedDeliveryDateError: calc.hasExpextedDeliveryDateError,
    currencyCode: calc.currencyCode,
    lines: calc.lines.map((l) => lineToWire(l, rate)),
    paymentMethod: calc.paymentMethod,
    shippingMethod: calc.shippingMethod,
    discount: priceOf(calc.discount, calc.totalVat - calc.totalNetVat, rate),
    totalNetPrice: priceOf(calc.totalNet, calc.totalNetVat, rate),
    totalPrice: priceOf(calc.total, calc.totalVat, rate),
    paymentFee: toMajor(calc.paymentFee),
    earliestDeliveryDate: calc.earliestDeliveryDate,
    ...(calc.quote
      ? { quote: { quoteId: calc.quote.quoteId, quoteNumber: calc.quote.quoteNumber, validUntil: calc.quote.validUntil, notice: calc.quote.notice } }
      : {}),
  };
}
