/**
 * The quick order's sample file (src/features/cart/quickOrder/sampleFile.ts) names items of the demo catalogue: they
 * must exist in the seed — products without variants, sold in the sample's units, decimals only where the unit
 * allows them — so the downloaded sample, uploaded unchanged, adds its lines in the demo shop.
 */
import { planProducts, productRows } from '../../server/seed/products';
import { QUICK_ORDER_SAMPLE_ROWS } from '../../src/features/cart/quickOrder/sampleFile';

describe('quick order sample rows', () => {
  // The sample's items are among the first products, there in every seed size (tests seed 120, the demo 600).
  const rows = productRows(planProducts(30, Date.UTC(2026, 5, 1)));

  it.each(QUICK_ORDER_SAMPLE_ROWS.map((row) => [row.itemNumber, row.quantity, row.unit] as const))(
    '%s: %d %s',
    (itemNumber, quantity, unit) => {
      expect(rows.products.some((product) => product.id === itemNumber)).toBe(true);
      expect(rows.variants.filter((variant) => variant.product_id === itemNumber)).toEqual([]);
      const sold = rows.units.find((row) => row.product_id === itemNumber && row.unit_id === unit);
      expect(sold).toBeDefined();
      if (!Number.isInteger(quantity)) expect(sold?.allows_decimals).toBe(1);
    },
  );

  it('shows a whole-number unit and a unit sold by measure', () => {
    const flags = QUICK_ORDER_SAMPLE_ROWS.map(
      (row) => rows.units.find((unit) => unit.product_id === row.itemNumber && unit.unit_id === row.unit)?.allows_decimals,
    );
    expect(flags).toContain(0);
    expect(flags).toContain(1);
  });
});
