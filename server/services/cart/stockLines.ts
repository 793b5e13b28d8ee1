/**
 * The cart's stock notes (docs/stock.md): each product line of a product with stock data says whether it ships now,
 * else from when; the earliest delivery date is the latest of the usual one and the delivery after each such line's
 * inbound date. Lines that no planned delivery covers (on order) do not move the date: it is not known.
 */
import type { StockMap } from '../stock';
import { shippingOf } from '../stock';
import { deliveryAfterInbound, shopToday } from './delivery';
import type { CartProduct } from './catalogue';
import type { CalculatedLine } from './types';

/** Sets `stock` on the product lines and answers the earliest delivery date ('YYYY-MM-DD'). */
export function stockDelivery(
  lines: CalculatedLine[],
  loaded: { stock: StockMap; products: Map<string, CartProduct> },
  usual: string,
  now: Date,
): string {
  if (loaded.stock.size === 0) return usual;
  const productLines = lines.filter((l) => l.type === 'product');
  const shipping = shippingOf(
    loaded.stock,
    productLines.map((l) => {
      const factor = loaded.products.get(l.productKey.productId)?.units.get(l.productKey.unitOfMeasure)?.factor ?? 1;
      return {
        productId: l.productKey.productId,
        variantId: l.productKey.variantId,
        baseQuantity: Math.round(l.quantity * factor * 1000) / 1000,
      };
    }),
    shopToday(now),
  );
  let earliest = usual;
  productLines.forEach((line, i) => {
    const stock = shipping[i];
    if (!stock) return;
    line.stock = stock;
    if (stock.availableFrom) {
      const date = deliveryAfterInbound(stock.availableFrom);
      if (date > earliest) earliest = date;
    }
  });
  return earliest;
}
