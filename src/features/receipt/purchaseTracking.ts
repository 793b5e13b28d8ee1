/**
 * SPEC §7 analytics: the `purchase` event, once per order. A reload of the receipt, a second tab or a later visit
 * must not count the order again, so the ids of tracked orders are remembered in localStorage.
 */
import type { Order } from '../../api/commerceTypes';
import { pushEvent, type AnalyticsItem } from '../../lib/analytics';

export const TRACKED_PURCHASES_KEY = 'purchases-tracked';
/** How many order ids are remembered (the oldest are forgotten first). */
export const TRACKED_PURCHASES_LIMIT = 50;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Used only where localStorage is unavailable (privacy modes): once per page load then. */
const trackedInMemory = new Set<string>();

function trackedIds(store: Storage | null): string[] {
  if (!store) return [...trackedInMemory];
  try {
    const value: unknown = JSON.parse(store.getItem(TRACKED_PURCHASES_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** The purchase event's data (GA4 ecommerce): product lines as items; amounts in major units excl. VAT. */
export function purchaseEvent(order: Order) {
  const items: AnalyticsItem[] = order.lines
    .filter((line) => line.type === 'product')
    .map((line) => ({
      item_id: line.productKey.productId,
      item_name: line.text,
      ...(line.productKey.variantId ? { item_variant: line.productKey.variantId } : {}),
      price: line.netUnitPrice.priceWithoutVat,
      quantity: line.quantity,
    }));
  return {
    event: 'purchase' as const,
    ecommerce: {
      transaction_id: order.orderNumber,
      currency: order.currencyCode,
      value: order.totalNetPrice.priceWithoutVat,
      tax: order.totalNetPrice.vat,
      shipping: order.freight.priceWithoutVat,
      discount: order.discount.priceWithoutVat,
      items,
    },
  };
}

/** Pushes the purchase event unless this order was tracked before; returns whether it was pushed. */
export function trackPurchaseOnce(order: Order): boolean {
  const store = storage();
  const ids = trackedIds(store);
  if (ids.includes(order.id)) return false;
  pushEvent(purchaseEvent(order));
  trackedInMemory.add(order.id);
  try {
    store?.setItem(TRACKED_PURCHASES_KEY, JSON.stringify([...ids, order.id].slice(-TRACKED_PURCHASES_LIMIT)));
  } catch {
    // A full storage: the order is remembered for this page load only.
  }
  return true;
}
