/**
 * Cart services (docs/commerce-api.md 'Cart'): normalise the request, check the lines against the catalogue,
 * calculate on the server, store. Routes call these; the orders service calls calculateCart on the stored cart.
 */
import type { CalculateCartResponse, Cart, CartBody } from '../../../contract/cart';
import { badRequest } from '../../errors';
import { checkAreaInfo } from '../area';
import { priceServiceFor, resolvePrices, type PriceApp } from '../prices';
import { calculateCart, toCalculatedCart } from './calculate';
import { checkLine, loadProducts } from './catalogue';
import { normaliseCart } from './normalise';
import { loadCartQuote, type QuotePricing } from '../quotes/pricing';
import { cartToWire, saveCart, type CartOwner } from './store';
import type { CardPayments, CartDeps, IndexedLine } from './types';

export { calculateCart, toCalculatedCart, type CalculateRequest, type CartCalculation } from './calculate';
export {
  COMMERCE_CACHE_NAMESPACE,
  DEFAULT_COUNTRY,
  paymentMethodsFor,
  paymentMethodToWire,
  shippingMethodsFor,
  shippingMethodToWire,
} from './methods';
export { cartOrdered, cartToWire, emptyCart, findCart, parseData, parseLines, searchCarts, type CartOwner } from './store';
export type { Calculation, CalculatedLine, CardPayments, CartData, CartDeps, StoredLine } from './types';

/** What the cart services use of the app: the price service's parts and whether card payments are offered. */
export type CartApp = PriceApp & { paymentProviders: { cardPayments(): CardPayments | null } };

/** The calculation's dependencies from the app: database, cache, the configured price service, card payments. */
export function cartDepsFor(app: CartApp): CartDeps {
  return {
    db: app.db,
    cache: app.cache,
    cardPayments: () => app.paymentProviders.cardPayments(),
    prices: (query) => resolvePrices(app, query),
    currency: (query) => callerCurrency(app, query.customerNumber, { areaId: query.areaId ?? '', currencyCode: query.currencyCode }),
  };
}

/**
 * The currency of a caller: a customer's own currency; otherwise the requested one when it has list prices,
 * else the area's (the price service's rule).
 */
export async function callerCurrency(
  app: PriceApp,
  customerNumber: string | null,
  area: { areaId: string; currencyCode: string },
): Promise<string> {
  const service = priceServiceFor(app);
  const customer = customerNumber ? await service.internal.customer(customerNumber) : null;
  return customer?.currencyCode ?? service.internal.anonymousCurrency(area.currencyCode, area.areaId);
}

/**
 * Lines whose product, unit or variant does not exist, or whose quantity the unit does not allow (decimals of a pack)
 * → 400 with fields; texts become the product names, and each line carries its unit's rule (allowsDecimals).
 */
async function nameLines(app: PriceApp, lines: IndexedLine[], language: string): Promise<IndexedLine[]> {
  const productIds = [...new Set(lines.map((l) => l.productKey.productId))];
  const variantIds = [...new Set(lines.flatMap((l) => (l.productKey.variantId ? [l.productKey.variantId] : [])))];
  const products = await loadProducts(app.db, productIds, variantIds, language);
  const fields: Record<string, string> = {};
  const named = lines.map((line) => {
    const checked = checkLine(products, line);
    if ('problem' in checked) {
      fields[`lines[${line.at}]`] = checked.problem;
      return line;
    }
    return { ...line, text: checked.resolved.text, allowsDecimals: checked.resolved.allowsDecimals };
  });
  if (Object.keys(fields).length > 0) throw badRequest('The cart has lines that cannot be sold', fields);
  return named;
}

/** POST /api/Cart/SaveCart (area and language checked: 400 naming the parameter). */
export async function saveCartRequest(app: PriceApp, owner: CartOwner, body: CartBody, now: Date): Promise<Cart> {
  const cart = normaliseCart(body.cart, now.toISOString());
  const area = await checkAreaInfo(app.db, body.area, 'area');
  const language = area.languageCode;
  const [lines, currency] = await Promise.all([
    nameLines(app, cart.lines, language),
    callerCurrency(app, owner.customerNumber, { areaId: area.areaId, currencyCode: body.area.currencyCode }),
  ]);
  const row = await saveCart(app.db, owner, {
    cartId: cart.cartId,
    areaId: area.areaId,
    currencyCode: currency,
    languageCode: language,
    lines,
    data: cart.data,
    now,
  });
  return cartToWire(row, now);
}

/**
 * POST /api/Cart/CalculateCart (owner given: calculated, then stored) and CalculateCartWithoutSaving (owner null:
 * a customer's or an anonymous visitor's prices, nothing stored). Area and language checked as on SaveCart.
 */
export async function calculateRequest(
  app: CartApp,
  customerNumber: string | null,
  owner: CartOwner | null,
  body: CartBody,
  now: Date,
  acceptedQuote?: QuotePricing,
): Promise<CalculateCartResponse> {
  const cart = normaliseCart(body.cart, now.toISOString());
  // A stored cart made from a quote is priced at it (docs/quotes.md; AcceptQuote names the quote it is accepting):
  // looked up beside the area check (one read by the cart's key; nothing more for a cart without a quote).
  const [area, quote] = await Promise.all([
    checkAreaInfo(app.db, body.area, 'area'),
    acceptedQuote ?? (owner ? loadCartQuote(app.db, owner, cart.cartId, now) : undefined),
  ]);
  const { calculation, data } = await calculateCart(cartDepsFor(app), {
    ...(quote ? { quote } : {}),
    customerNumber,
    areaId: area.areaId,
    languageCode: area.languageCode,
    currencyCode: body.area.currencyCode.toUpperCase(),
    lines: cart.lines,
    data: cart.data,
    now,
  });
  let stored = data;
  if (owner) {
    const product = new Map(calculation.lines.filter((l) => l.type === 'product').map((l) => [l.id, l]));
    const row = await saveCart(app.db, owner, {
      cartId: cart.cartId,
      areaId: area.areaId,
      currencyCode: calculation.currencyCode,
      languageCode: area.languageCode,
      lines: cart.lines.map((l) => {
        const calculated = product.get(l.id);
        return calculated ? { ...l, text: calculated.text, allowsDecimals: calculated.allowsDecimals === true } : l;
      }),
      data,
      now,
    });
    stored = { ...data, createdAt: row.created_at };
  }
  return {
    cart: toCalculatedCart(cart.cartId, stored, calculation),
    usingFallbackStrategy: calculation.usingFallbackStrategy,
  };
}
