/**
 * Product generation in two passes: planProducts() decides every product (cheap, kept in memory so the
 * Danish names can be ranked for sort_order), productRows() expands a slice of plans into table rows.
 * Every product draws from its own PRNG stream, so the data only depends on the product's index.
 */
import type { Insertable } from 'kysely';
import type {
  PriceTable,
  ProductMediaTable,
  ProductSpecTable,
  ProductTable,
  ProductTextTable,
  ProductUnitTable,
  ProductVariantTable,
} from '../db/schema';
import { FEATURE_ORDER, FEATURES, MATERIALS, brandByName, type Brand, type FeatureKey, type MaterialDef, type MaterialKey } from './catalogue';
import { CLOSERS, FAMILIES, SIZE_VARIANTS, type Family, type NumSpecs, type Opt, type UnitSpec } from './families';
import { LANGS, each, fill, slugify, type L, type Lang } from './i18n';
import { Rng, hashSeed } from './prng';

export const SEED = 20_260_101;

/** Fixed exchange rates from DKK. */
export const CURRENCY_RATES: Record<'DKK' | 'SEK' | 'NOK' | 'EUR', number> = {
  DKK: 1,
  SEK: 1.52,
  NOK: 1.55,
  EUR: 1 / 7.46,
};

const BRAND_PRICE_FACTOR: Record<string, number> = {
  Milwaukee: 1.08,
  DeWalt: 1.05,
  Würth: 1.1,
  Hultafors: 1.05,
  Mascot: 0.95,
  Nordlys: 0.85,
};

export interface PlannedVariant {
  id: string;
  name: string;
  dim: Opt | null;
}

export interface ProductPlan {
  index: number;
  id: string;
  family: Family;
  brand: Brand;
  type: Opt | null;
  dim: Opt;
  material: MaterialKey;
  features: FeatureKey[];
  variants: PlannedVariant[];
  variantPriced: boolean;
  names: L;
  specs: NumSpecs;
  units: UnitSpec[];
  /** DKK price of the default unit (major units). */
  basePrice: number;
  spread: number;
  createdAt: string;
  mediaSlots: number;
  tiers: boolean;
  /** before_price factor for campaign products. */
  campaign: number | null;
  closers: number[];
  ean: string;
  sortOrder: number;
}

/** Units sold by measure: their quantities may have decimals (product_units.allows_decimals; migration 013). */
const MEASURED_UNITS: ReadonlySet<string> = new Set(['M', 'KG', 'L']);

const DAY_MS = 86_400_000;
const r2 = (n: number): number => Math.round(n * 100) / 100;

function eanCheck(digits12: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(digits12[i]) * (i % 2 === 0 ? 1 : 3);
  return String((10 - (sum % 10)) % 10);
}

const familyWeights = FAMILIES.map((f) => [f, f.weight] as const);

function optionPrice(family: Family, type: Opt | null, dim: Opt | null, material: MaterialKey, brand: Brand, spread: number): number {
  const matFactor = (MATERIALS[material] as MaterialDef).priceFactor ?? 1;
  return (
    family.price *
    (type?.priceFactor ?? 1) *
    (dim?.priceFactor ?? 1) *
    matFactor *
    (BRAND_PRICE_FACTOR[brand.name] ?? 1) *
    spread
  );
}

interface Choice {
  brand: Brand;
  type: Opt | null;
  dim: Opt;
  variants: PlannedVariant[];
  variantPriced: boolean;
  dimLabel: L;
  material: MaterialKey;
  matDef: MaterialDef;
  daName: string;
}

function productName(family: Family, c: Omit<Choice, 'daName'>, lang: Lang): string {
  return fill(family.title[lang], {
    brand: c.brand.name,
    type: c.type?.label[lang] ?? '',
    dim: c.dimLabel[lang],
    mat: c.matDef.adj?.[lang] ?? '',
  });
}

/** Picks brand, options, variants and material of one product. */
function choose(rng: Rng, family: Family, id: string): Choice {
  const brand = brandByName(rng.pick(family.brands));
  let type: Opt | null = family.types ? rng.pick(family.types) : null;
  const dims = type?.dims ?? family.dims;
  const dim = rng.pick(dims);

  let variants: PlannedVariant[] = [];
  let variantPriced = false;
  let dimLabel = dim.label;
  if (family.variants && rng.chance(family.variants.prob)) {
    const kind = family.variants.kind;
    if (kind === 'lengths') {
      const group = dims.filter((d) => d.group !== undefined && d.group === dim.group);
      if (group.length >= 2 && dim.groupLabel) {
        const chosen = rng.subset(group, rng.int(2, Math.min(5, group.length)));
        variants = chosen.map((d) => ({ id: `${id}-${d.code}`, name: d.variantName ?? d.code, dim: d }));
        variantPriced = true;
        dimLabel = dim.groupLabel;
      }
    } else {
      const all = SIZE_VARIANTS[kind];
      const codes = kind === 'colours' ? [all[0] as string, ...rng.subset(all.slice(1), rng.int(1, all.length - 1))] : [...all];
      variants = codes.map((code) => ({ id: `${id}-${code}`, name: code, dim: null }));
      if (kind === 'colours') type = null; // the colour moves from the name to the variants
    }
  }

  const material: MaterialKey = type?.material ?? dim.material ?? rng.weighted(family.materials);
  const matDef = MATERIALS[material] as MaterialDef;
  const partial = { brand, type, dim, variants, variantPriced, dimLabel, material, matDef };
  return { ...partial, daName: productName(family, partial, 'da') };
}

/** Decides every product. anchorMs is "now" for created_at (spread over the two years before it). */
export function planProducts(count: number, anchorMs: number): ProductPlan[] {
  const plans: ProductPlan[] = [];
  const seen = new Set<string>();
  const exhausted = new Set<Family>();
  let nextId = 200_000;
  for (let index = 0; index < count; index++) {
    const rng = new Rng(hashSeed(SEED, index));
    nextId += rng.int(1, 7);
    const id = String(nextId);
    // The first products cover every family once, so even small seeds fill every leaf category.
    const family = index < FAMILIES.length ? (FAMILIES[index] as Family) : rng.weighted(familyWeights);
    // Pick the options; re-roll a few times when the Danish name already exists, until the family runs out of combinations.
    let choice = choose(rng, family, id);
    for (let attempt = 1; seen.has(choice.daName) && !exhausted.has(family); attempt++) {
      if (attempt > 8) {
        exhausted.add(family);
        break;
      }
      choice = choose(rng, family, id);
    }
    seen.add(choice.daName);
    const { brand, type, dim, variants, variantPriced, material, matDef } = choice;
    const featureSet = new Set<FeatureKey>();
    for (const [f, p] of family.features) if (rng.chance(p)) featureSet.add(f);
    for (const f of matDef.features ?? []) featureSet.add(f);
    for (const f of type?.features ?? []) featureSet.add(f);
    for (const f of dim.features ?? []) featureSet.add(f);
    const features = FEATURE_ORDER.filter((f) => featureSet.has(f));

    const names = each((lang) => productName(family, choice, lang));

    const specs: NumSpecs = { ...family.specs, ...type?.specs, ...dim.specs };
    if (specs.weightKg === undefined && family.weightKg) specs.weightKg = r2(rng.range(family.weightKg[0], family.weightKg[1]));
    if (variantPriced) {
      delete specs.lengthMm;
      delete specs.weightKg;
    }

    const spread = rng.range(0.9, 1.12);
    const basePrice = optionPrice(family, type, dim, material, brand, spread);
    const units = family.units(dim.pack ?? 1, rng);
    const createdAt = new Date(anchorMs - Math.floor(rng.float() * 730 * DAY_MS)).toISOString();
    const mediaSlots = rng.chance(0.6) ? (rng.chance(0.45) ? 3 : 2) : 1;
    const tiers = rng.chance(0.3);
    const campaign = rng.chance(0.08) ? rng.range(1.1, 1.25) : null;
    const closers = rng.subset([0, 1, 2], rng.int(0, 2));
    const ean12 = `${brand.eanPrefix}${id}`;

    plans.push({
      index,
      id,
      family,
      brand,
      type,
      dim,
      material,
      features,
      variants,
      variantPriced,
      names,
      specs,
      units,
      basePrice,
      spread,
      createdAt,
      mediaSlots,
      tiers,
      campaign,
      closers,
      ean: ean12 + eanCheck(ean12),
      sortOrder: 0,
    });
  }

  // sort_order = alphabetical rank of the Danish name (Danish collation, numbers compared numerically).
  const collator = new Intl.Collator('da', { numeric: true, sensitivity: 'base' });
  const order = plans.map((_, i) => i);
  order.sort((a, b) => collator.compare((plans[a] as ProductPlan).names.da, (plans[b] as ProductPlan).names.da) || a - b);
  order.forEach((planIndex, rank) => {
    (plans[planIndex] as ProductPlan).sortOrder = rank + 1;
  });
  return plans;
}

/** Rounds a DKK amount to a price a wholesaler would print (major units). */
export function nicePrice(dkk: number): number {
  if (dkk < 20) return Math.max(0.05, Math.round(dkk * 20) / 20);
  if (dkk < 200) return Math.round(dkk * 2) / 2;
  if (dkk < 1000) return Math.round(dkk);
  return Math.round(dkk / 10) * 10 - 1;
}

export interface ProductRows {
  products: Insertable<ProductTable>[];
  texts: Insertable<ProductTextTable>[];
  variants: Insertable<ProductVariantTable>[];
  units: Insertable<ProductUnitTable>[];
  specs: Insertable<ProductSpecTable>[];
  media: Insertable<ProductMediaTable>[];
  prices: Insertable<PriceTable>[];
}

export function emptyRows(): ProductRows {
  return { products: [], texts: [], variants: [], units: [], specs: [], media: [], prices: [] };
}

const NUMERIC_SPECS: (keyof NumSpecs)[] = ['lengthMm', 'diameterMm', 'weightKg', 'voltage', 'ipClass'];

function pushPrices(out: Insertable<PriceTable>[], plan: ProductPlan, variantId: string, base: number): void {
  const def = plan.units.find((u) => u.isDefault) ?? plan.units[0];
  if (!def) return;
  for (const u of plan.units) {
    let amount = (base / def.factor) * u.factor;
    if (u.factor > def.factor) amount *= u.unit === 'RL' ? 0.92 : 0.95;
    else if (u.factor < def.factor) amount *= 1.15;
    const dkk = Math.round(nicePrice(amount) * 100);
    const before = plan.campaign ? Math.round((dkk * plan.campaign) / 100) * 100 : null;
    const tiers: [number, number][] = [[1, dkk]];
    if (plan.tiers && u.isDefault) tiers.push([10, Math.round(dkk * 0.95)], [50, Math.round(dkk * 0.9)]);
    for (const [minQuantity, price] of tiers) {
      for (const [currency, rate] of Object.entries(CURRENCY_RATES)) {
        out.push({
          product_id: plan.id,
          variant_id: variantId,
          unit_id: u.unit,
          currency_code: currency,
          min_quantity: minQuantity,
          price: Math.max(1, Math.round(price * rate)),
          before_price: minQuantity === 1 && before !== null ? Math.round(before * rate) : null,
        });
      }
    }
  }
}

/** Expands plans into rows for every product table. */
export function productRows(plans: readonly ProductPlan[], out: ProductRows = emptyRows()): ProductRows {
  for (const plan of plans) {
    const { family, brand, id } = plan;
    out.products.push({
      id,
      parent_id: null,
      brand_id: brand.id,
      category_id: family.category,
      sort_order: plan.sortOrder,
      ean: plan.ean,
      created_at: plan.createdAt,
    });

    for (const lang of LANGS) {
      const closers = plan.closers.map((c) => CLOSERS[c]?.[lang].replace('{brand}', brand.name) ?? '');
      out.texts.push({
        product_id: id,
        language: lang,
        name: plan.names[lang],
        short_description: family.short[lang],
        description: [family.desc[lang], ...closers].join(' '),
        slug: `${slugify(plan.names[lang])}-${id}`,
      });
    }

    plan.variants.forEach((v, i) => out.variants.push({ id: v.id, product_id: id, name: v.name, sort: i + 1 }));

    plan.units.forEach((u, i) =>
      out.units.push({
        product_id: id,
        unit_id: u.unit,
        factor: u.factor,
        is_default: u.isDefault ? 1 : 0,
        sort: i + 1,
        allows_decimals: MEASURED_UNITS.has(u.unit) ? 1 : 0,
      }),
    );

    out.specs.push({ product_id: id, key: 'brand', language: '', value: brand.name, num_value: null });
    const mat = MATERIALS[plan.material];
    for (const lang of LANGS) out.specs.push({ product_id: id, key: 'material', language: lang, value: mat.name[lang], num_value: null });
    if (plan.features.length > 0) {
      for (const lang of LANGS) {
        out.specs.push({
          product_id: id,
          key: 'features',
          language: lang,
          value: plan.features.map((f) => FEATURES[f].name[lang]).join('|'),
          num_value: null,
        });
      }
    }
    for (const key of NUMERIC_SPECS) {
      const v = plan.specs[key];
      if (v === undefined) continue;
      out.specs.push({ product_id: id, key, language: '', value: key === 'ipClass' ? `IP${v}` : String(v), num_value: v });
    }

    // No alt text of its own (product_media.alt has no language): the storefront describes the images with the
    // product's name in the page's language (ProductGallery).
    for (let slot = 1; slot <= plan.mediaSlots; slot++) {
      out.media.push({ product_id: id, sort: slot, type: 'image', path: `products/${family.key}-${slot}.svg`, alt: '' });
    }

    if (plan.variantPriced) {
      const bases = plan.variants.map((v) => optionPrice(family, plan.type, v.dim, plan.material, brand, plan.spread));
      pushPrices(out.prices, plan, '', Math.min(...bases));
      plan.variants.forEach((v, i) => pushPrices(out.prices, plan, v.id, bases[i] ?? plan.basePrice));
    } else {
      pushPrices(out.prices, plan, '', plan.basePrice);
    }
  }
  return out;
}
