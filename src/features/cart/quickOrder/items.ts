import type { Product } from '../../../api/types';
import type { AppDispatch, RootState } from '../../../app/store';
import { isApiError } from '../../../api/apiError';
import { PRODUCT_CART_LOOKUP_TEMPLATE, productApi } from '../../product';
import { defaultUnitId } from '../../price';
import { selectAreaInfo } from '../../website';

/** Ids per GetProductsByIds call (the server takes up to 200). */
export const LOOKUP_CHUNK_SIZE = 100;

/** What an item number names: a product, or one variant of a product. */
export interface ResolvedItem {
  product: Product;
  /** The variant the item number names; null for the product's own number. */
  variantId: string | null;
}

/**
 * The ids to ask GetProductsByIds for an item number. The endpoint finds products by their own id only, not by
 * variant id; variant ids are the product id plus a suffix ('100231-XL'), so for an item number with '-' the ids
 * before each '-' are asked too, and the answer is accepted only when that product lists the variant
 * (resolveItem) — nothing is guessed.
 */
export function candidateIds(itemNumber: string): string[] {
  const id = itemNumber.trim();
  if (id === '') return [];
  const ids = [id];
  for (let i = id.indexOf('-'); i > 0; i = id.indexOf('-', i + 1)) ids.push(id.slice(0, i));
  return ids;
}

const same = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

/** The product or product variant an item number names among found products (by id); null when none. */
export function resolveItem(itemNumber: string, products: ReadonlyMap<string, Product>): ResolvedItem | null {
  const [id, ...parents] = candidateIds(itemNumber);
  if (id === undefined) return null;
  const own = products.get(id);
  if (own) return { product: own, variantId: null };
  for (const parentId of parents) {
    const product = products.get(parentId);
    const variant = product?.variants.find((v) => same(v.id, id));
    if (product && variant) return { product, variantId: variant.id };
  }
  return null;
}

/** The units a product is sold in (its unit list; a product without one is sold in its default unit). */
export function soldUnits(product: Product): string[] {
  return product.units.length > 0 ? product.units.map((unit) => unit.unitId) : [defaultUnitId(product)];
}

/**
 * The sold unit a typed unit names: its id in any case ('stk', 'Stk.') or its label in the shop's language
 * (`labels`: unit id → label, e.g. 'PK' → 'Pack'); null when the product is not sold in it.
 */
export function matchUnit(product: Product, typed: string, labels: Readonly<Record<string, string>>): string | null {
  const text = typed.trim().replace(/\.$/, '');
  if (text === '') return null;
  return soldUnits(product).find((unitId) => same(unitId, text) || (labels[unitId] !== undefined && same(labels[unitId], text))) ?? null;
}

/** The 404 of GetProductsByIds: none of the asked ids exists. */
const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

/**
 * Looks up item numbers (products or variant ids) with GetProductsByIds, LOOKUP_CHUNK_SIZE ids per call, calls in
 * parallel. A chunk answered 404 simply found nothing; any other failure rejects (with the ApiError).
 * Resolves item number → what it names; unknown item numbers are absent.
 */
export const lookupItems =
  (itemNumbers: readonly string[]) =>
  async (dispatch: AppDispatch, getState: () => RootState): Promise<Map<string, ResolvedItem>> => {
    const ids = [...new Set(itemNumbers.flatMap(candidateIds))];
    const area = selectAreaInfo(getState());
    const chunks: string[][] = [];
    for (let i = 0; i < ids.length; i += LOOKUP_CHUNK_SIZE) chunks.push(ids.slice(i, i + LOOKUP_CHUNK_SIZE));
    const answers = await Promise.all(
      chunks.map(async (chunk) => {
        const request = dispatch(productApi.endpoints.getProductsByIds.initiate({ area, ids: chunk, lookupTemplate: PRODUCT_CART_LOOKUP_TEMPLATE }, { subscribe: false }));
        try {
          return Object.values((await request.unwrap()).items);
        } catch (error) {
          if (isNotFound(error)) return [];
          throw error;
        }
      }),
    );
    const products = new Map(answers.flat().map((product) => [product.id, product]));
    const resolved = new Map<string, ResolvedItem>();
    for (const itemNumber of itemNumbers) {
      const item = resolveItem(itemNumber, products);
      if (item) resolved.set(itemNumber, item);
    }
    return resolved;
  };
