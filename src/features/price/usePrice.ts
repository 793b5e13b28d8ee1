import { useEffect, useMemo } from 'react';
import type { PriceKey, Product, UnitPrice } from '../../api/types';
import { useAppDispatch, useAppSelector, useAppStore } from '../../app/hooks';
import { selectIsLoggedIn } from '../user';
import { toCents } from '../../../common/format';
import { withVat as withVatMinor } from '../../../common/vat';
import { selectCurrencyCode, selectShownVatRateBp, selectVatMode } from '../website';
import { priceNeeded } from './priceSaga';
import { priceKey, selectPrice, type PriceItemState } from './priceSlice';

export interface PriceTier {
  minQuantity: number;
  price: number;
}

/** The price of one key, ready to show. */
export interface PriceInfo {
  /** pending: asked, not answered (skeleton); success: price known; failed: 'Price on request'. */
  status: 'pending' | 'success' | 'failed';
  key: PriceKey;
  currencyCode: string;
  /** Unit price for the quantity (best tier), incl. VAT in VAT mode. */
  price: number | null;
  /** The same without VAT (for analytics and cart values). */
  netPrice: number | null;
  /** Unit price for 1 (no quantity tier), incl. VAT in VAT mode. */
  basePrice: number | null;
  /** Struck-through price, incl. VAT in VAT mode; only when higher than the price. */
  beforePrice: number | null;
  /** Quantity tiers above 1, ascending, incl. VAT in VAT mode. */
  tiers: PriceTier[];
  /** Prices shown including VAT (SPEC §9). */
  vatIncluded: boolean;
  /** 'store': the customer's price from the price store (logged in); 'product': the product's list prices. */
  source: 'store' | 'product';
}

/** A whole quantity of at least 1 (anything else counts as 1). */
export function normalQuantity(quantity: number | undefined): number {
  return typeof quantity === 'number' && Number.isFinite(quantity) && quantity >= 1 ? Math.floor(quantity) : 1;
}

/** The product's default unit: the one flagged default, else the first unit, else the first priced unit, else 'STK'. */
export function defaultUnitId(product: Product): string {
  return (
    product.units.find((unit) => unit.isDefault)?.unitId ??
    product.units[0]?.unitId ??
    product.unitPrices[0]?.unitId ??
    'STK'
  );
}

interface RawPrice {
  price: number;
  beforePrice: number | null;
  tiers: PriceTier[];
}

const minQ = (entry: UnitPrice) => entry.minQuantity ?? 1;

/**
 * SPEC §6 anonymous prices: the product's unitPrices entries of the unit in the currency — the variant's own
 * entries when it has any, else the entries for all variants (variantId null). The entry with the lowest
 * minimum quantity (1) is the price; the others are quantity tiers.
 */
export function listPrice(product: Product, key: PriceKey, currencyCode: string): RawPrice | null {
  const currency = currencyCode.trim().toUpperCase();
  const ofUnit = product.unitPrices.filter(
    (entry) => entry.unitId === key.unitOfMeasure && entry.currencyCode.trim().toUpperCase() === currency,
  );
  const own = key.variantId === null ? [] : ofUnit.filter((entry) => entry.variantId === key.variantId);
  const entries = (own.length > 0 ? own : ofUnit.filter((entry) => entry.variantId === null)).sort(
    (a, b) => minQ(a) - minQ(b),
  );
  const base = entries[0];
  if (!base) return null;
  return {
    price: base.price,
    beforePrice: base.beforePrice,
    tiers: entries
      .slice(1)
      .filter((entry) => minQ(entry) > 1)
      .map((entry) => ({ minQuantity: minQ(entry), price: entry.price })),
  };
}

/** The best (lowest) unit price the quantity reaches: the base price or a tier with minQuantity ≤ quantity. */
export function priceForQuantity(base: number, tiers: readonly PriceTier[], quantity: number): number {
  return tiers.reduce((best, tier) => (tier.minQuantity <= quantity && tier.price < best ? tier.price : best), base);
}

function fromStore(entry: PriceItemState | undefined): { status: PriceInfo['status']; raw: RawPrice | null } {
  if (!entry || entry.status === 'pending') return { status: 'pending', raw: null };
  if (entry.status === 'failed' || entry.price === null) return { status: 'failed', raw: null };
  return {
    status: 'success',
    raw: {
      price: entry.price,
      beforePrice: entry.beforePrice,
      tiers: [...(entry.tiers ?? [])].filter((t) => t.minQuantity > 1).sort((a, b) => a.minQuantity - b.minQuantity),
    },
  };
}

/**
 * A unit price (major units) incl. VAT at a rate (basis points; 0 = excl. VAT): the amount plus its VAT rounded to
 * the minor unit — the server's rule (src/lib/vat.ts), so the cart and the invoice show the same unit price.
 */
const withVat = (amount: number, rateBp: number) => (rateBp === 0 ? amount : withVatMinor(toCents(amount), rateBp) / 100);

export function buildPriceInfo(args: {
  key: PriceKey;
  currencyCode: string;
  status: PriceInfo['status'];
  raw: RawPrice | null;
  quantity: number;
  /** The VAT rate (basis points) added to the shown prices: 0 = excl. VAT. */
  vatRateBp: number;
  vatIncluded: boolean;
  source: PriceInfo['source'];
}): PriceInfo {
  const { raw, vatRateBp } = args;
  const net = raw ? priceForQuantity(raw.price, raw.tiers, args.quantity) : null;
  const price = net === null ? null : withVat(net, vatRateBp);
  const before = raw?.beforePrice ?? null;
  return {
    status: raw ? args.status : args.status === 'pending' ? 'pending' : 'failed',
    key: args.key,
    currencyCode: args.currencyCode,
    price,
    netPrice: net,
    basePrice: raw ? withVat(raw.price, vatRateBp) : null,
    beforePrice: before !== null && price !== null && before > (net ?? 0) ? withVat(before, vatRateBp) : null,
    tiers: raw ? raw.tiers.map((tier) => ({ minQuantity: tier.minQuantity, price: withVat(tier.price, vatRateBp) })) : [],
    vatIncluded: args.vatIncluded,
    source: args.source,
  };
}

/**
 * The price of a product in a unit and variant for a quantity (SPEC §4 Price, §6):
 * - logged in: the customer's price from the price store — asks the price saga once per key (it batches
 *   10 keys per call after 10 ms); pending until the answer, then success or failed;
 * - anonymous: the list prices that came with the product (product.unitPrices) in the request currency.
 * In VAT mode the amounts include the VAT the customer's cart and invoice charge (selectVatRateBp).
 */
export function usePrice(product: Product, unitId?: string, variantId?: string | null, quantity?: number): PriceInfo {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const currencyCode = useAppSelector(selectCurrencyCode);
  const vatRateBp = useAppSelector(selectShownVatRateBp);
  const vatIncluded = useAppSelector(selectVatMode);
  const unit = unitId ?? defaultUnitId(product);
  const variant = variantId ?? null;
  const key = useMemo<PriceKey>(
    () => ({ productId: product.id, variantId: variant, unitOfMeasure: unit }),
    [product.id, variant, unit],
  );
  const id = priceKey(key, currencyCode);
  const entry = useAppSelector((state) => (loggedIn ? selectPrice(state, key, currencyCode) : undefined));

  useEffect(() => {
    if (!loggedIn) return;
    const known = selectPrice(store.getState(), key, currencyCode);
    if (known?.status === 'pending' || known?.status === 'success') return;
    dispatch(priceNeeded([key]));
    // One ask per key (id covers key and currency).
  }, [loggedIn, id]);

  const q = normalQuantity(quantity);
  return useMemo(() => {
    if (loggedIn) {
      const { status, raw } = fromStore(entry);
      // The price store answers in the customer's currency.
      const shownCurrency = entry?.currencyCode || currencyCode;
      return buildPriceInfo({
        key,
        currencyCode: shownCurrency,
        status,
        raw,
        quantity: q,
        vatRateBp,
        vatIncluded,
        source: 'store',
      });
    }
    const raw = listPrice(product, key, currencyCode);
    return buildPriceInfo({
      key,
      currencyCode,
      status: raw ? 'success' : 'failed',
      raw,
      quantity: q,
      vatRateBp,
      vatIncluded,
      source: 'product',
    });
  }, [loggedIn, entry, key, currencyCode, q, vatRateBp, vatIncluded, product]);
}
