import type { Product } from '../../../api/types';
import type { CartLine } from '../../../api/commerceTypes';
import { MAX_QUANTITY } from '../../product';
import { quantityProblem, unitAllowsDecimals } from '../cartRules';
import { defaultUnitId } from '../../price';
import { matchUnit, soldUnits, type ResolvedItem } from './items';
import type { ParsedRow, RowProblem } from './parseQuickOrder';

/** The most lines a cart may have (docs/commerce-api.md, 'Line rules on the server'). */
export const CART_MAX_LINES = 500;

/** Why a row cannot be added. */
export type RowReason =
  | RowProblem
  | 'unknownItem'
  | 'variantRequired'
  | 'unitNotSold'
  | 'quantityNotWhole'
  | 'tooManyDecimals'
  | 'quantityTooLarge'
  | 'cartFull';

export interface ValidRow {
  row: ParsedRow;
  product: Product;
  variantId: string | null;
  unitId: string;
  quantity: number;
}

export interface InvalidRow {
  row: ParsedRow;
  reason: RowReason;
  /** What the buyer can choose instead (the product's units or variant ids), for the message. */
  options?: string[];
  /** The unit the quantity was checked against (quantity reasons). */
  unitId?: string;
}

export type RowCheck = { ok: true; value: ValidRow } | { ok: false; value: InvalidRow };

const invalid = (row: ParsedRow, reason: RowReason, extra: Pick<InvalidRow, 'options' | 'unitId'> = {}): RowCheck => ({
  ok: false,
  value: { row, reason, ...extra },
});

/**
 * The quantity rule for a typed quantity in a unit: positive; whole numbers, written without a decimal separator,
 * unless the unit is sold by measure (`allowsDecimals`, the catalogue's flag in the product's units: at most 3
 * decimals, addToCart's rule); at most MAX_QUANTITY. `hasDecimals`: the text had a decimal separator ('2,0' is not
 * a whole-number quantity of pieces).
 */
export function quantityReason(quantity: number, hasDecimals: boolean, allowsDecimals: boolean): RowReason | null {
  if (!allowsDecimals && hasDecimals && quantity > 0) return 'quantityNotWhole';
  const problem = quantityProblem(quantity, allowsDecimals);
  if (problem === 'notPositive') return 'quantityInvalid';
  if (problem === 'notWhole') return 'quantityNotWhole';
  if (problem === 'tooManyDecimals') return 'tooManyDecimals';
  return quantity > MAX_QUANTITY ? 'quantityTooLarge' : null;
}

/**
 * One parsed row against what its item number names (undefined: unknown): the row's own problem, unknown item,
 * a product with variants named without its variant, a unit the product is not sold in, the quantity rule.
 * No unit → the product's default unit. `unitLabels`: unit id → label in the shop's language.
 */
export function validateRow(row: ParsedRow, item: ResolvedItem | undefined, unitLabels: Readonly<Record<string, string>>): RowCheck {
  if (row.problem) return invalid(row, row.problem);
  if (!item) return invalid(row, 'unknownItem');
  const { product, variantId } = item;
  if (variantId === null && product.variants.length > 0) return invalid(row, 'variantRequired', { options: product.variants.map((v) => v.id) });
  const unitId = row.unit === null ? defaultUnitId(product) : matchUnit(product, row.unit, unitLabels);
  if (unitId === null) return invalid(row, 'unitNotSold', { options: soldUnits(product).map((unit) => unitLabels[unit] ?? unit) });
  const reason = quantityReason(row.quantity ?? 0, row.quantityHasDecimals, unitAllowsDecimals(product.units, unitId));
  if (reason) return invalid(row, reason, { unitId });
  return { ok: true, value: { row, product, variantId, unitId, quantity: row.quantity ?? 0 } };
}

const lineKey = (productId: string, unitId: string, variantId: string | null) => `${productId}\u0000${unitId}\u0000${variantId ?? ''}`;

export interface QuickOrderPlan {
  valid: ValidRow[];
  invalid: InvalidRow[];
}

/**
 * Validates all rows and keeps the cart within CART_MAX_LINES: a row that would start a new line in a full cart
 * is 'cartFull' (rows that merge into an existing line still go). Rows keep their order in both lists.
 */
export function planQuickOrder(
  rows: readonly ParsedRow[],
  items: ReadonlyMap<string, ResolvedItem>,
  cartLines: readonly CartLine[],
  unitLabels: Readonly<Record<string, string>>,
): QuickOrderPlan {
  const keys = new Set(
    cartLines
      .filter((line) => line.type === 'product' && !line.parentId)
      .map((line) => lineKey(line.productKey.productId, line.productKey.unitOfMeasure, line.productKey.variantId ?? null)),
  );
  let lineCount = cartLines.length;
  const plan: QuickOrderPlan = { valid: [], invalid: [] };
  for (const row of rows) {
    const check = validateRow(row, items.get(row.itemNumber), unitLabels);
    if (!check.ok) {
      plan.invalid.push(check.value);
      continue;
    }
    const key = lineKey(check.value.product.id, check.value.unitId, check.value.variantId);
    if (!keys.has(key)) {
      if (lineCount >= CART_MAX_LINES) {
        plan.invalid.push({ row, reason: 'cartFull' });
        continue;
      }
      keys.add(key);
      lineCount += 1;
    }
    plan.valid.push(check.value);
  }
  return plan;
}
