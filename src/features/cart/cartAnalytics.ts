import type { CartLine } from '../../api/commerceTypes';
import { pushEvent, type AnalyticsItem } from '../../lib/analytics';
import { toCents } from '../../../common/format';

/** The unit price of a line without VAT, when a calculation priced it. */
function unitPriceOf(line: CartLine): number | undefined {
  return line.netUnitPrice?.priceWithoutVat ?? line.unitPrice?.priceWithoutVat;
}

function item(line: CartLine, quantity: number): AnalyticsItem {
  const price = unitPriceOf(line);
  return {
    item_id: line.productKey.productId,
    item_name: line.text,
    ...(line.productKey.variantId ? { item_variant: line.productKey.variantId } : {}),
    ...(price === undefined ? {} : { price }),
    quantity,
  };
}

/**
 * SPEC §7 analytics: `add_to_cart` / `remove_from_cart` for what changed between two versions of the cart's
 * product lines — per line its quantity delta (a removed line, also a sub-line removed with its parent, counts
 * fully). One event per direction; the value is summed in integer cents.
 */
export function pushCartChanges(before: readonly CartLine[], after: readonly CartLine[], currency: string): void {
  const products = (lines: readonly CartLine[]) => lines.filter((line) => line.type === 'product');
  const old = new Map(products(before).map((line) => [line.id, line]));
  const now = new Map(products(after).map((line) => [line.id, line]));
  const added: { line: CartLine; quantity: number }[] = [];
  const removed: { line: CartLine; quantity: number }[] = [];
  for (const line of now.values()) {
    const delta = line.quantity - (old.get(line.id)?.quantity ?? 0);
    if (delta > 0) added.push({ line: old.get(line.id) ?? line, quantity: delta });
    if (delta < 0) removed.push({ line: old.get(line.id) ?? line, quantity: -delta });
  }
  for (const line of old.values()) if (!now.has(line.id)) removed.push({ line, quantity: line.quantity });

  for (const [event, changes] of [
    ['add_to_cart', added],
    ['remove_from_cart', removed],
  ] as const) {
    if (changes.length === 0) continue;
    const cents = changes.reduce((sum, { line, quantity }) => sum + toCents((unitPriceOf(line) ?? 0) * quantity), 0);
    pushEvent({
      event,
      ecommerce: { currency, value: cents / 100, items: changes.map(({ line, quantity }) => item(line, quantity)) },
    });
  }
}
