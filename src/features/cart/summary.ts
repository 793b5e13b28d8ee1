import type { CartLine, Price } from '../../api/commerceTypes';
import { GENERATED_LINE_IDS, PRIV_DELIVERY } from '../../../contract/values';
import { toCents } from '../../../common/format';
import { rateBpOf, withVat as withVatMinor } from '../../../common/vat';
import type { CalculatedCartState } from './cartSlice';

/** The fee lines with a summary line of their own (SPEC §2: environmental, packaging and chemicals fees). */
export const FEE_LINE_IDS = ['weefee', 'packagingFee', 'chemicalsFee'] as const;
export type FeeLineId = (typeof FEE_LINE_IDS)[number];

const SPECIAL_IDS = new Set<string>(GENERATED_LINE_IDS);

export type SummaryRow =
  | { kind: 'subtotal'; cents: number }
  | { kind: 'discount'; cents: number }
  /** A generated line other than the four special ids (e.g. the small-order fee): shown with its own text. */
  | { kind: 'generated'; id: string; text: string; cents: number }
  /** null when no shipping method is chosen yet. */
  | { kind: 'freight'; cents: number | null; methodName: string | null }
  | { kind: 'fee'; id: FeeLineId; cents: number }
  | { kind: 'privateDelivery'; cents: number }
  | { kind: 'paymentFee'; cents: number }
  | { kind: 'total'; cents: number; withVat: boolean };

const amount = (price: Price | undefined, withVat: boolean): number =>
  price ? toCents(withVat ? price.priceWithVat : price.priceWithoutVat) : 0;

/** The amount a generated line adds (it has no discount: net = line price). */
const generatedCents = (line: CartLine, withVat: boolean) => amount(line.netLinePrice ?? line.linePrice, withVat);

/** An amount excl. VAT (major units) in cents, with the cart's VAT added the way the server adds it. */
function feeCents(major: number, withVat: boolean, vatPercentage: number): number {
  const cents = toCents(major);
  return withVat ? withVatMinor(cents, rateBpOf(vatPercentage) ?? 0) : cents;
}

/**
 * SPEC §2 cart summary panel, in integer cents, from the server's calculation only:
 * subtotal (the product lines before discount — generated lines have summary lines of their own, so PRIV_DELIVERY
 * is never part of it), discount, the generated summary lines, freight (the shipping method's charged fee),
 * the weefee / packaging / chemicals fees, private-address delivery, a payment fee when there is one, and the total
 * the customer pays (totalNetPrice) with or without VAT. The rows add up to the total.
 */
export function cartSummaryRows(calculated: CalculatedCartState, withVat: boolean): SummaryRow[] {
  const lines = calculated.lines;
  const vatPercentage = calculated.totalNetPrice.vatPercentage;
  const rows: SummaryRow[] = [];

  const subtotal = lines
    .filter((line) => line.type === 'product' && line.id !== PRIV_DELIVERY)
    .reduce((sum, line) => sum + amount(line.linePrice, withVat), 0);
  rows.push({ kind: 'subtotal', cents: subtotal });

  const discount = amount(calculated.discount, withVat);
  if (discount !== 0) rows.push({ kind: 'discount', cents: -discount });

  for (const line of lines) {
    if (line.type === 'generated' && !SPECIAL_IDS.has(line.id)) {
      rows.push({ kind: 'generated', id: line.id, text: line.text, cents: generatedCents(line, withVat) });
    }
  }

  const method = calculated.shippingMethod;
  rows.push({
    kind: 'freight',
    cents: method ? feeCents(method.fee, withVat, vatPercentage) : null,
    methodName: method?.name ?? null,
  });

  for (const id of FEE_LINE_IDS) {
    const line = lines.find((l) => l.type === 'generated' && l.id === id);
    if (line) rows.push({ kind: 'fee', id, cents: generatedCents(line, withVat) });
  }

  const delivery = lines.find((l) => l.id === PRIV_DELIVERY);
  if (delivery) rows.push({ kind: 'privateDelivery', cents: generatedCents(delivery, withVat) });

  if (calculated.paymentFee) rows.push({ kind: 'paymentFee', cents: feeCents(calculated.paymentFee, withVat, vatPercentage) });

  rows.push({ kind: 'total', cents: amount(calculated.totalNetPrice, withVat), withVat });
  return rows;
}
