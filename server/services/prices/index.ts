/** Prices: SPEC §3 price request keys and calculation modes, §7 POST /api/Price/GetPrices. */
export * from './types';
export { applyDiscount, percentToBasisPoints, toMajor, toMinor } from './money';
export {
  bestDiscount,
  categoryChain,
  DEFAULT_CURRENCY,
  InternalPriceCalculator,
  PRICE_CACHE_NAMESPACE,
  PRICE_CACHE_TTL,
  uniqueKeys,
  type CustomerPricing,
  type DiscountRule,
} from './internal';
export { HttpPriceSource, parseSourceReply, type HttpPriceSourceOptions } from './httpSource';
export {
  createPriceSource,
  PriceService,
  priceDate,
  priceServiceFor,
  resolvePrices,
  type PriceApp,
  type PriceServiceDeps,
} from './service';
