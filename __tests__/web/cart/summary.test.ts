import type { CartLine } from '../../../src/api/commerceTypes';
import type { CalculatedCartState } from '../../../src/features/cart/cartSlice';
import { cartSummaryRows, type SummaryRow } from '../../../src/features/cart/summary';
import { calculation, cartWith, generatedLine, pricedLine } from './fixtures';

/** A calculated cart with every kind of summary line (amounts excl. VAT, 25 % VAT). */
function fullCalculation(): CalculatedCartState {
  const lines: CartLine[] = [
    pricedLine('LINE0', 3, 100, 10), // 300.00, net 270.00
    pricedLine('SUB', 2, 12.34, 0, { parentId: 'LINE0' }), // 24.68
    generatedLine('weefee', 'WEEE', 4.5),
    generatedLine('packagingFee', 'Packaging', 2),
    generatedLine('chemicalsFee', 'Chemicals', 1.25),
    generatedLine('PRIV_DELIVERY', 'Private delivery', 95),
    generatedLine('generated6', 'Small order fee', 75),
  ];
  const { cart } = calculation(cartWith(lines), lines, { freight: 49, paymentFee: 5 });
  return {
    lines: cart.lines,
    discount: cart.discount,
    totalNetPrice: cart.totalNetPrice,
    totalPrice: cart.totalPrice,
    shippingMethod: cart.shippingMethod,
    paymentFee: cart.paymentFee,
  };
}

const byKind = (rows: SummaryRow[]) => rows.map((row) => [row.kind === 'fee' || row.kind === 'generated' ? `${row.kind}:${row.id}` : row.kind, row.cents]);

describe('cartSummaryRows (SPEC §2 cart summary panel)', () => {
  it('has every line, in order, in integer cents (excl. VAT)', () => {
    expect(byKind(cartSummaryRows(fullCalculation(), false))).toEqual([
      ['subtotal', 32468], // the product lines before discount; PRIV_DELIVERY and the other generated lines not included
      ['discount', -3000],
      ['generated:generated6', 7500],
      ['freight', 4900],
      ['fee:weefee', 450],
      ['fee:packagingFee', 200],
      ['fee:chemicalsFee', 125],
      ['privateDelivery', 9500],
      ['paymentFee', 500],
      ['total', 32468 - 3000 + 7500 + 4900 + 450 + 200 + 125 + 9500 + 500],
    ]);
  });

  it('the rows add up to the server total, excl. and incl. VAT', () => {
    for (const withVat of [false, true]) {
      const rows = cartSummaryRows(fullCalculation(), withVat);
      const total = rows.find((row) => row.kind === 'total')!;
      const sum = rows.filter((row) => row.kind !== 'total').reduce((acc, row) => acc + (row.cents ?? 0), 0);
      expect([withVat, sum]).toEqual([withVat, total.cents]);
    }
  });

  it('shows amounts with VAT in VAT mode: lines priceWithVat, freight and payment fee with the cart’s VAT', () => {
    const rows = cartSummaryRows(fullCalculation(), true);
    expect(rows.find((r) => r.kind === 'subtotal')?.cents).toBe(37500 + 3085); // 375.00 + 30.85 (24.68 × 1.25)
    expect(rows.find((r) => r.kind === 'freight')?.cents).toBe(6125);
    expect(rows.find((r) => r.kind === 'paymentFee')?.cents).toBe(625);
    expect(rows.find((r) => r.kind === 'total')).toMatchObject({ withVat: true });
  });

  it('PRIV_DELIVERY is never part of the subtotal', () => {
    const calc = fullCalculation();
    const without = { ...calc, lines: calc.lines.filter((l) => l.id !== 'PRIV_DELIVERY') };
    const subtotal = (c: CalculatedCartState) => cartSummaryRows(c, false).find((r) => r.kind === 'subtotal')?.cents;
    expect(subtotal(calc)).toBe(subtotal(without));
    expect(cartSummaryRows(without, false).some((r) => r.kind === 'privateDelivery')).toBe(false);
  });

  it('a plain cart: no discount, fee or delivery rows; freight not chosen yet', () => {
    const lines = [pricedLine('LINE0', 1, 10)];
    const { cart } = calculation(cartWith(lines), lines);
    const rows = cartSummaryRows({ ...cart, paymentFee: 0 }, false);
    expect(rows).toEqual([
      { kind: 'subtotal', cents: 1000 },
      { kind: 'freight', cents: null, methodName: null },
      { kind: 'total', cents: 1000, withVat: false },
    ]);
  });
});
