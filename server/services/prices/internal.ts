/**
 * The shop's own price calculation (SPEC §3 "InternallyCalculate…" modes), on the prices table:
 *
 * - list price: the row of (product, variant — or '' for all variants —, unit, currency) with min_quantity 1;
 * - tiers: the rows of that key with min_quantity > 1, after discount;
 * - customer discount: the highest price_group_discounts percent of the customer's group whose rule applies
 *   (brand null and category null = every product; a brand; a category at any level of the product's chain;
 *   a rule with both needs both);
 * - price = list × (1 − discount), in integer minor units, rounded half-up once;
 * - beforePrice = the list price when a discount applies, else the row's before_price (a campaign) or null.
 *
 * One query per call loads the price rows of every key; customers, discount rules, the category tree and
 * the known currencies come from app.cache (namespace 'prices').
 */
import { sql } from 'kysely';
import type { PriceEntry, PriceKey } from '../../../contract/prices';
import type { Db } from '../../db';
import type { Cache } from '../cache';
import { applyDiscount, percentToBasisPoints, toMajor } from './money';
import { keyId } from './types';

/** Cache namespace of price master data; invalidate it after changing customers, discounts or categories. */
export const PRICE_CACHE_NAMESPACE = 'prices';
export const PRICE_CACHE_TTL = 300;
/** The currency list needs a scan of the prices table; currencies rarely change. */
export const CURRENCY_CACHE_TTL = 3600;
export const DEFAULT_AREA_ID = 'b2b';
export const DEFAULT_CURRENCY = 'DKK';
/** Above this many (product, variant, unit) combinations loadRows filters by product and currency only. */
const MAX_KEY_PROBES = 5000;
/**
 * From this many products and up to MAX_UNIT_GROUPS units in one call, loadRows reads each unit's products on their
 * own (UNION ALL), not every unit of every product; below it the probes saved do not pay for the longer statement.
 */
const MIN_UNIT_GROUPED_PRODUCTS = 20;
const MAX_UNIT_GROUPS = 8;

export interface CustomerPricing {
  customerNumber: string;
  currencyCode: string;
  priceGroup: string;
}

export interface DiscountRule {
  brandId: number | null;
  categoryId: string | null;
  basisPoints: number;
}

export interface CalculateOptions {
  /** Discount group whose rules apply; null = list prices. */
  priceGroup: string | null;
}

interface PriceRow {
  product_id: string;
  variant_id: string;
  unit_id: string;
  min_quantity: number;
  price: number;
  before_price: number | null;
  /** Read only when a discount rule looks at brands or categories (else 0 and ''). */
  brand_id: number;
  category_id: string;
}

/** Unique keys in request order (by product, variant — null and '' alike — and unit). */
export function uniqueKeys(keys: readonly PriceKey[]): PriceKey[] {
  const seen = new Set<string>();
  const out: PriceKey[] = [];
  for (const key of keys) {
    const id = keyId(key);
    if (seen.has(id)) continue;
    seen.add(id);
    out.push(key);
  }
  return out;
}

/** The category and its ancestors (leaf first); cycles in bad data end the walk. */
export function categoryChain(parents: Readonly<Record<string, string | null>>, leafId: string): string[] {
  const chain: string[] = [];
  let current: string | null | undefined = leafId;
  while (current !== null && current !== undefined && !chain.includes(current)) {
    chain.push(current);
    current = parents[current];
  }
  return chain;
}

/** The highest discount (basis points) of the rules that apply to a product; 0 when none does. */
export function bestDiscount(rules: readonly DiscountRule[], brandId: number, chain: readonly string[]): number {
  let best = 0;
  for (const rule of rules) {
    if (rule.basisPoints <= best) continue;
    if (rule.brandId !== null && rule.brandId !== brandId) continue;
    if (rule.categoryId !== null && !chain.includes(rule.categoryId)) continue;
    best = rule.basisPoints;
  }
  return best;
}

export class InternalPriceCalculator {
  constructor(
    private readonly db: Db,
    private readonly cache: Cache,
  ) {}

  /** Currency and discount group of a customer; null for an unknown customer number. */
  customer(customerNumber: string): Promise<CustomerPricing | null> {
    return this.cache.wrap(PRICE_CACHE_NAMESPACE, `customer:${customerNumber}`, PRICE_CACHE_TTL, async () => {
      const row = await this.db
        .selectFrom('customers')
        .select(['customer_number', 'currency_code', 'price_group'])
        .where('customer_number', '=', customerNumber)
        .executeTakeFirst();
      return row
        ? { customerNumber: row.customer_number, currencyCode: row.currency_code.toUpperCase(), priceGroup: row.price_group }
        : null;
    });
  }

  /**
   * Currencies that have list prices (once per cache period, whatever currencies clients send). A loose index scan
   * over prices_currency (migration 002): one index seek per currency, where DISTINCT reads every price row's entry
   * (856 ms at a million products, 10 million prices).
   */
  currencies(): Promise<string[]> {
    return this.cache.wrap(PRICE_CACHE_NAMESPACE, 'currencies', CURRENCY_CACHE_TTL, async () => {
      const { rows } = await sql<{ code: string }>`
        with recursive c(code) as (
          select min(currency_code) from prices
          union all
          select (select min(currency_code) from prices where currency_code > c.code) from c where c.code is not null
        )
        select code from c where code is not null`.execute(this.db);
      return [...new Set(rows.map((r) => r.code.toUpperCase()))].sort();
    });
  }

  /** The default currency of an area (SPEC §3: DKK when the area does not say). */
  areaCurrency(areaId: string): Promise<string> {
    return this.cache.wrap(PRICE_CACHE_NAMESPACE, `area:${areaId}`, PRICE_CACHE_TTL, async () => {
      const row = await this.db.selectFrom('areas').select('currency_code').where('id', '=', areaId).executeTakeFirst();
      return row?.currency_code.toUpperCase() || DEFAULT_CURRENCY;
    });
  }

  /** The currency an anonymous request is priced in: the requested one if it has list prices, else the area's. */
  async anonymousCurrency(requested: string, areaId: string): Promise<string> {
    const currency = requested.trim().toUpperCase();
    const known = await this.currencies();
    return known.includes(currency) ? currency : this.areaCurrency(areaId);
  }

  discountRules(priceGroup: string): Promise<DiscountRule[]> {
    return this.cache.wrap(PRICE_CACHE_NAMESPACE, `discounts:${priceGroup}`, PRICE_CACHE_TTL, async () => {
      const rows = await this.db
        .selectFrom('price_group_discounts')
        .select(['brand_id', 'category_id', 'discount_percent'])
        .where('price_group', '=', priceGroup)
        .execute();
      return rows
        .map((r) => ({
          brandId: r.brand_id === null ? null : Number(r.brand_id),
          categoryId: r.category_id,
          basisPoints: percentToBasisPoints(Number(r.discount_percent)),
        }))
        .filter((r) => r.basisPoints > 0)
        .sort((a, b) => b.basisPoints - a.basisPoints);
    });
  }

  /** category id → parent id (JSON-friendly, so it can live in Redis). */
  categoryParents(): Promise<Record<string, string | null>> {
    return this.cache.wrap(PRICE_CACHE_NAMESPACE, 'categories', PRICE_CACHE_TTL, async () => {
      const rows = await this.db.selectFrom('categories').select(['id', 'parent_id']).execute();
      const parents: Record<string, string | null> = {};
      for (const row of rows) parents[row.id] = row.parent_id;
      return parents;
    });
  }

  /** Prices of `keys` in `currencyCode`; keys without a list price are left out. */
  async calculate(keys: readonly PriceKey[], currencyCode: string, options: CalculateOptions): Promise<PriceEntry[]> {
    const wanted = uniqueKeys(keys);
    if (wanted.length === 0) return [];
    const currency = currencyCode.trim().toUpperCase();
    const rules = options.priceGroup === null ? [] : await this.discountRules(options.priceGroup);
    // Brand and category are read only when a rule of the customer's group looks at them.
    const byProduct = rules.some((r) => r.brandId !== null || r.categoryId !== null);
    const [rows, parents] = await Promise.all([
      this.loadRows(wanted, currency, byProduct),
      rules.some((r) => r.categoryId !== null) ? this.categoryParents() : Promise.resolve({}),
    ]);

    const byKey = new Map<string, PriceRow[]>();
    for (const row of rows) {
      const id = `${row.product_id}\u0000${row.variant_id}\u0000${row.unit_id}`;
      const list = byKey.get(id);
      if (list) list.push(row);
      else byKey.set(id, [row]);
    }

    const out: PriceEntry[] = [];
    for (const key of wanted) {
      const variant = key.variantId ?? '';
      let group = byKey.get(`${key.productId}\u0000${variant}\u0000${key.unitOfMeasure}`);
      // A variant without its own list price is priced like the product ('' = all variants).
      if (variant !== '' && !group?.some((r) => r.min_quantity <= 1)) {
        group = byKey.get(`${key.productId}\u0000\u0000${key.unitOfMeasure}`);
      }
      const base = group?.find((r) => r.min_quantity <= 1);
      if (!group || !base) continue;
      const bp = rules.length === 0 ? 0 : bestDiscount(rules, Number(base.brand_id), categoryChain(parents, base.category_id));
      const listMinor = Number(base.price);
      const campaign = base.before_price === null ? null : Number(base.before_price);
      out.push({
        productId: key.productId,
        variantId: key.variantId ?? null,
        unitOfMeasure: key.unitOfMeasure,
        price: toMajor(applyDiscount(listMinor, bp)),
        beforePrice: bp > 0 ? toMajor(listMinor) : campaign === null ? null : toMajor(campaign),
        currencyCode: currency,
        tiers: group
          .filter((r) => r.min_quantity > 1)
          .sort((a, b) => a.min_quantity - b.min_quantity)
          .map((r) => ({ minQuantity: Number(r.min_quantity), price: toMajor(applyDiscount(Number(r.price), bp)) })),
      });
    }
    return out;
  }

  /**
   * Every price row of the keys' products, variants ('' included) and units in one currency: one query. IN lists
   * multiply into index probes (products × variants × units), so with a few units each unit's own products are
   * read (UNION ALL of one select per unit: a cart of 100 products in 4 units probes 100 keys, not 400). For large
   * batches (the price list: hundreds of products with hundreds of variants) only the products and the currency are
   * filtered; calculate() picks the rows of its keys. The products' brand and category are joined only when
   * `withProduct` (a discount rule looks at them).
   */
  private loadRows(keys: readonly PriceKey[], currency: string, withProduct: boolean): Promise<PriceRow[]> {
    const productIds = [...new Set(keys.map((k) => k.productId))];
    const variantIds = [...new Set(['', ...keys.map((k) => k.variantId ?? '')])];
    const units = new Map<string, { products: Set<string>; variants: Set<string> }>();
    for (const key of keys) {
      const unit = units.get(key.unitOfMeasure) ?? { products: new Set<string>(), variants: new Set(['']) };
      unit.products.add(key.productId);
      unit.variants.add(key.variantId ?? '');
      units.set(key.unitOfMeasure, unit);
    }
    const columns = ['pr.product_id', 'pr.variant_id', 'pr.unit_id', 'pr.min_quantity', 'pr.price', 'pr.before_price'] as const;
    const select = () =>
      withProduct
        ? this.db
            .selectFrom('prices as pr')
            .innerJoin('products as p', 'p.id', 'pr.product_id')
            .select([...columns, 'p.brand_id', 'p.category_id'])
            .where('pr.currency_code', '=', currency)
        : this.db
            .selectFrom('prices as pr')
            .select([...columns, sql<number>`0`.as('brand_id'), sql<string>`''`.as('category_id')])
            .where('pr.currency_code', '=', currency);
    if (productIds.length * variantIds.length * units.size > MAX_KEY_PROBES) return select().where('pr.product_id', 'in', productIds).execute();
    if (units.size === 1 || units.size > MAX_UNIT_GROUPS || productIds.length < MIN_UNIT_GROUPED_PRODUCTS) {
      return select().where('pr.product_id', 'in', productIds).where('pr.variant_id', 'in', variantIds).where('pr.unit_id', 'in', [...units.keys()]).execute();
    }
    const perUnit = [...units].map(([unitId, unit]) =>
      select().where('pr.unit_id', '=', unitId).where('pr.variant_id', 'in', [...unit.variants]).where('pr.product_id', 'in', [...unit.products]),
    );
    return perUnit.slice(1).reduce((query, next) => query.unionAll(next), perUnit[0]!).execute();
  }
}
