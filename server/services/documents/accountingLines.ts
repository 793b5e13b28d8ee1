/** What the `invoice` and `creditMemo` documents share (docs/erp-orders.md 'Invoices and credit memos'). */
import type { AccountingLineDocument } from '../../../contract/documents/orders';
import type { DocumentProblem } from '../../../contract/documents';
import type { DocumentLineColumns } from '../../db/schema';
import { lineVatOf } from '../cart/vat';

/** A line in normal form: type and product given, optional fields left out when absent. */
export function normaliseLine(l: AccountingLineDocument): AccountingLineDocument {
  const out: AccountingLineDocument = {
    type: l.type ?? (l.productId ? 'product' : 'generated'),
    productId: l.productId ?? '',
    unitOfMeasure: l.unitOfMeasure ?? '',
    text: l.text,
    quantity: l.quantity,
    unitPrice: l.unitPrice,
    amount: l.amount,
  };
  if (l.variantId !== undefined) out.variantId = l.variantId;
  if (l.orderNumber !== undefined) out.orderNumber = l.orderNumber;
  return out;
}

/** Problems of the lines: a product line names its product; a line's order is one of the document's orders. */
export function lineProblems(lines: readonly AccountingLineDocument[], orderNumbers: ReadonlySet<string>, where: string): DocumentProblem[] {
  const problems: DocumentProblem[] = [];
  lines.forEach((l, i) => {
    if ((l.type ?? (l.productId ? 'product' : 'generated')) === 'product' && !l.productId) {
      problems.push({ path: `/data/lines/${i}/productId`, reason: 'a product line names its product' });
    }
    if (l.orderNumber !== undefined && !orderNumbers.has(l.orderNumber)) {
      problems.push({ path: `/data/lines/${i}/orderNumber`, reason: `order ${l.orderNumber} is not one of ${where}` });
    }
  });
  return problems;
}

/** The line rows of a document (line_no from 1) and its totals (VAT per line, as for orders). */
export function lineRowsOf(
  lines: readonly AccountingLineDocument[],
  orderIdOf: ReadonlyMap<string, string>,
  rateBp: number,
): { rows: DocumentLineColumns[]; net: number; vat: number } {
  const rows = lines.map((l, i) => {
    const line = normaliseLine(l);
    return {
      line_no: i + 1,
      type: line.type ?? 'product',
      product_id: line.productId ?? '',
      variant_id: line.variantId ?? null,
      unit_id: line.unitOfMeasure ?? '',
      text: line.text,
      quantity: line.quantity,
      unit_price: line.unitPrice,
      amount: line.amount,
      order_id: line.orderNumber ? (orderIdOf.get(line.orderNumber) ?? null) : null,
      order_number: line.orderNumber ?? null,
    };
  });
  return {
    rows,
    net: rows.reduce((s, r) => s + r.amount, 0),
    vat: rows.reduce((s, r) => s + lineVatOf(r.unit_price, r.quantity, r.amount, rateBp), 0),
  };
}

/** A stored line row as a document line (for documents the shop made itself: no source document). */
export function lineOfRow(r: DocumentLineColumns): AccountingLineDocument {
  return normaliseLine({
    type: r.type,
    productId: r.product_id,
    ...(r.variant_id ? { variantId: r.variant_id } : {}),
    unitOfMeasure: r.unit_id,
    text: r.text || '-',
    quantity: Number(r.quantity),
    unitPrice: Number(r.unit_price),
    amount: Number(r.amount),
    ...(r.order_number ? { orderNumber: r.order_number } : {}),
  });
}
