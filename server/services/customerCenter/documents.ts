/**
 * Making invoices and credit memos (the ERP's job in a real installation; here used by the demo seed, and the
 * seam an ERP import would call). Integer minor units throughout; one VAT rate per document (the order's), the
 * VAT of every line (quantity × the rounded unit price incl. VAT, less the line) summed, as the order totals are
 * (docs/commerce-api.md 'Money').
 */
import { randomUUID } from 'node:crypto';
import { sql, type Insertable, type Selectable, type Transaction } from 'kysely';
import type { CreditMemoReason } from '../../../contract/customerCentre';
import { emptyAddress } from '../../../contract/values';
import type { Db } from '../../db';
import type { Database, DocumentLineColumns, OrderLineTable, OrderTable } from '../../db/schema';
import { lineVatOf } from '../cart/vat';
import { times } from '../prices/money';
import { DEFAULT_NET_DAYS, netTermsCode } from '../cart/methods';
import { deliveryAddressOf, type OrderData } from '../orders/read';
import { nextDate } from './dates';
import { messagesFor } from './messages';
import { indexOrders, searchTextOf } from './searchText';

export const FIRST_INVOICE_NUMBER = 300_001;
export const FIRST_CREDIT_MEMO_NUMBER = 900_001;
type CounterKind = 'invoice' | 'creditMemo';
const FIRST: Record<CounterKind, number> = { invoice: FIRST_INVOICE_NUMBER, creditMemo: FIRST_CREDIT_MEMO_NUMBER };

export class DocumentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DocumentError';
  }
}

const totalsOf = (
  lines: readonly { unit_price: number; quantity: number; amount: number }[],
  rateBp: number,
): { net: number; vat: number } => ({
  net: lines.reduce((s, l) => s + l.amount, 0),
  vat: lines.reduce((s, l) => s + lineVatOf(l.unit_price, l.quantity, l.amount, rateBp), 0),
});

export interface InvoiceInput {
  customerNumber: string;
  /** the orders billed (all of the customer, one currency) */
  orderIds: string[];
  /** 'YYYY-MM-DD' */
  invoiceDate: string;
  /**
   * 'net30', 'net14', 'card', … and the days to the due date. Without it the invoice takes the terms its first order
   * was placed on (orders.payment_terms), for an older order the customer's (a card order: 'card', 0 days).
   */
  paymentTerms?: { code: string; days: number };
  status?: 'open' | 'paid';
  paidAt?: string | null;
  now: Date;
  /** rewrite the billed orders' free-text rows (default true; a bulk import indexes once at the end) */
  reindexOrders?: boolean;
}

type LineRow = Omit<DocumentLineColumns, 'line_no'>;

/** Reserves `count` consecutive numbers of a kind; returns the first. The counter row is held until the transaction ends. */
async function reserveNumbers(trx: Transaction<Database>, areaId: string, kind: CounterKind, count: number): Promise<number> {
  await trx
    .insertInto('document_counters')
    .values({ area_id: areaId, kind, last_number: FIRST[kind] - 1 })
    .onConflict((oc) => oc.columns(['area_id', 'kind']).doNothing())
    .execute();
  const row = await trx
    .updateTable('document_counters')
    .set((eb) => ({ last_number: eb('last_number', '+', count) }))
    .where('area_id', '=', areaId)
    .where('kind', '=', kind)
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return Number(row.last_number) - count + 1;
}

/** Rows per INSERT of invoices (24 columns) and of links. */
const ROW_BATCH = 100;

/**
 * Bills the orders: their priced lines at the net prices (product and fee lines), then freight and payment fee
 * of each order as lines of their own. Returns the new invoice's id and number.
 */
export async function createInvoice(db: Db, input: InvoiceInput): Promise<{ id: string; invoiceNumber: string }> {
  const [created] = await createInvoices(db, [input]);
  return created!;
}

/**
 * createInvoice for many invoices at once (an import, the demo seed): one transaction, numbers in the given
 * order, orders and lines read and rows written in batches. All invoices of one call belong to one area.
 */
export async function createInvoices(db: Db, inputs: readonly InvoiceInput[]): Promise<{ id: string; invoiceNumber: string }[]> {
  if (inputs.length === 0) return [];
  if (inputs.some((i) => i.orderIds.length === 0)) throw new DocumentError('An invoice bills at least one order');
  const allIds = [...new Set(inputs.flatMap((i) => i.orderIds))];
  const orderRows: Selectable<OrderTable>[] = [];
  const lineRows: Selectable<OrderLineTable>[] = [];
  for (let i = 0; i < allIds.length; i += ROW_BATCH) {
    const ids = allIds.slice(i, i + ROW_BATCH);
    orderRows.push(...(await db.selectFrom('orders').selectAll().where('id', 'in', ids).execute()));
    lineRows.push(...(await db.selectFrom('order_lines').selectAll().where('order_id', 'in', ids).execute()));
  }
  const orderById = new Map(orderRows.map((o) => [o.id, o]));
  const customerDays = new Map(
    (
      await db
        .selectFrom('customers')
        .select(['customer_number', 'payment_days'])
        .where('customer_number', 'in', [...new Set(inputs.map((i) => i.customerNumber))])
        .execute()
    ).map((c) => [c.customer_number, Number(c.payment_days)]),
  );
  const linesByOrder = new Map<string, Selectable<OrderLineTable>[]>();
  for (const l of lineRows) linesByOrder.set(l.order_id, [...(linesByOrder.get(l.order_id) ?? []), l]);

  const prepared = inputs.map((input) => {
    const orders = [...new Set(input.orderIds)]
      .map((id) => orderById.get(id))
      .filter((o): o is Selectable<OrderTable> => o !== undefined && o.customer_number === input.customerNumber)
      .sort((a, b) => a.created_at.localeCompare(b.created_at));
    if (orders.length !== new Set(input.orderIds).size) throw new DocumentError('Unknown order for this customer');
    const first = orders[0]!;
    if (orders.some((o) => o.currency_code !== first.currency_code || Number(o.vat_rate_bp) !== Number(first.vat_rate_bp))) {
      throw new DocumentError('The orders of one invoice must share currency and VAT rate');
    }
    const terms = input.paymentTerms ?? termsOfOrder(first, customerDays.get(input.customerNumber) ?? DEFAULT_NET_DAYS);
    return { input, orders, first, terms, lines: invoiceLinesOf(orders, linesByOrder) };
  });
  const areaId = prepared[0]!.first.area_id;
  if (prepared.some((p) => p.first.area_id !== areaId)) throw new DocumentError('The invoices of one call must share the area');

  const created = await db.transaction().execute(async (trx) => {
    const firstNumber = await reserveNumbers(trx, areaId, 'invoice', prepared.length);
    const invoiceRows: Insertable<Database['invoices']>[] = [];
    const lines: Insertable<Database['invoice_lines']>[] = [];
    const links: Insertable<Database['invoice_orders']>[] = [];
    const result = prepared.map(({ input, orders, first, terms, lines: own }, n) => {
      const id = randomUUID();
      const number = String(firstNumber + n);
      const rate = Number(first.vat_rate_bp);
      const totals = totalsOf(own, rate);
      const data = JSON.parse(first.data) as OrderData;
      const iso = input.now.toISOString();
      const references = [...new Set(orders.map((o) => o.reference).filter(Boolean))].join(', ');
      const comments = [...new Set(orders.map((o) => o.comment).filter(Boolean))].join(' · ');
      invoiceRows.push({
        id,
        area_id: areaId,
        customer_number: input.customerNumber,
        invoice_number: number,
        invoice_date: input.invoiceDate,
        due_date: nextDate(input.invoiceDate, terms.days),
        status: input.status ?? 'open',
        paid_at: input.paidAt ?? null,
        currency_code: first.currency_code,
        language_code: first.language_code,
        vat_rate_bp: rate,
        payment_terms: terms.code,
        payment_days: terms.days,
        total_net: totals.net,
        total_vat: totals.vat,
        billing_address: JSON.stringify(data.billingAddress ?? {}),
        // Where the goods went: the typed delivery address, else the billing address; empty when collected.
        shipping_address: JSON.stringify(deliveryAddressOf(data) ?? emptyAddress()),
        reference: references,
        comment: comments,
        search_text: searchTextOf([
          number,
          ...orders.map((o) => o.order_number),
          references,
          comments,
          ...own.flatMap((l) => [l.product_id, l.variant_id, l.text]),
        ]),
        created_at: iso,
        updated_at: iso,
      });
      own.forEach((l, i) => lines.push({ ...l, invoice_id: id, line_no: i + 1 }));
      for (const o of orders) links.push({ invoice_id: id, order_id: o.id, customer_number: input.customerNumber });
      return { id, invoiceNumber: number };
    });
    for (let i = 0; i < invoiceRows.length; i += ROW_BATCH) {
      await trx.insertInto('invoices').values(invoiceRows.slice(i, i + ROW_BATCH)).execute();
    }
    await insertLines(trx, 'invoice_lines', lines);
    for (let i = 0; i < links.length; i += ROW_BATCH * 3) {
      await trx.insertInto('invoice_orders').values(links.slice(i, i + ROW_BATCH * 3)).execute();
    }
    return result;
  });
  const reindex = inputs.filter((i) => i.reindexOrders !== false).flatMap((i) => i.orderIds);
  if (reindex.length > 0) await indexOrders(db, [...new Set(reindex)]);
  return created;
}

/** The terms an order was placed on; an order from before they were kept: by card, else the customer's net days. */
function termsOfOrder(order: Selectable<OrderTable>, customerDays: number): { code: string; days: number } {
  if (order.payment_terms && order.payment_days !== null) return { code: order.payment_terms, days: Number(order.payment_days) };
  if (order.payment_status !== null) return { code: 'card', days: 0 };
  return { code: netTermsCode(customerDays), days: customerDays };
}

/** The invoice lines of orders: priced lines at net prices (zero lines left out), then freight and payment fee. */
function invoiceLinesOf(orders: readonly Selectable<OrderTable>[], linesByOrder: Map<string, Selectable<OrderLineTable>[]>): LineRow[] {
  const m = messagesFor(orders[0]?.language_code);
  const lines: LineRow[] = [];
  for (const order of orders) {
    const own = [...(linesByOrder.get(order.id) ?? [])].sort((a, b) => Number(a.line_no) - Number(b.line_no));
    for (const l of own) {
      if (Number(l.net_line_price) === 0) continue;
      lines.push({
        type: l.type,
        product_id: l.product_id,
        variant_id: l.variant_id,
        unit_id: l.unit_id,
        text: l.text,
        quantity: Number(l.quantity),
        unit_price: Number(l.net_unit_price),
        amount: Number(l.net_line_price),
        order_id: order.id,
        order_number: order.order_number,
      });
    }
    const extra: [number, string][] = [
      [Number(order.freight), m.freight],
      [Number(order.payment_fee), m.paymentFee],
    ];
    for (const [amount, text] of extra) {
      if (amount === 0) continue;
      lines.push({
        type: 'generated',
        product_id: '',
        variant_id: null,
        unit_id: '',
        text,
        quantity: 1,
        unit_price: amount,
        amount,
        order_id: order.id,
        order_number: order.order_number,
      });
    }
  }
  return lines;
}

/** Rows per INSERT of document lines (13 columns). */
const LINE_BATCH = 200;

async function insertLines<T extends 'invoice_lines' | 'credit_memo_lines'>(
  trx: Transaction<Database>,
  table: T,
  rows: Insertable<Database[T]>[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += LINE_BATCH) {
    // Kysely cannot narrow a generic table name's row type; the rows are typed for that table by the caller.
    await trx.insertInto(table).values(rows.slice(i, i + LINE_BATCH) as never).execute();
  }
}

/** A credit memo line: part of an invoice line (a return), or an amount off an invoice line (a price correction). */
export type CreditInput =
  | { kind: 'return'; invoiceLineNo: number; quantity: number }
  | { kind: 'priceCorrection'; invoiceLineNo: number; amount: number };

export interface CreditMemoInput {
  customerNumber: string;
  invoiceId: string;
  reason: CreditMemoReason;
  lines: CreditInput[];
  /** 'YYYY-MM-DD' */
  date: string;
  comment?: string;
  now: Date;
  /** rewrite the credited orders' free-text rows (default true) */
  reindexOrders?: boolean;
}

/**
 * Credits lines of an invoice. Returns credit at most the invoiced quantity; a price correction at most the
 * line's amount; and all credit memos of an invoice together at most its total. Amounts are positive.
 */
export async function createCreditMemo(db: Db, input: CreditMemoInput): Promise<{ id: string; creditMemoNumber: string }> {
  const invoice = await db
    .selectFrom('invoices')
    .selectAll()
    .where('id', '=', input.invoiceId)
    .where('customer_number', '=', input.customerNumber)
    .executeTakeFirst();
  if (!invoice) throw new DocumentError('Unknown invoice for this customer');
  if (input.lines.length === 0) throw new DocumentError('A credit memo credits at least one line');
  const invoiceLines = await db.selectFrom('invoice_lines').selectAll().where('invoice_id', '=', invoice.id).execute();
  const orderNumbers = await db
    .selectFrom('invoice_orders as io')
    .innerJoin('orders as o', 'o.id', 'io.order_id')
    .select('o.order_number')
    .where('io.invoice_id', '=', invoice.id)
    .execute();
  const m = messagesFor(invoice.language_code);
  const lines: LineRow[] = input.lines.map((c) => {
    const source = invoiceLines.find((l) => Number(l.line_no) === c.invoiceLineNo);
    if (!source) throw new DocumentError(`Invoice line ${c.invoiceLineNo} does not exist`);
    const base = {
      type: source.type,
      product_id: source.product_id,
      variant_id: source.variant_id,
      unit_id: source.unit_id,
      order_id: source.order_id,
      order_number: source.order_number,
    };
    if (c.kind === 'return') {
      if (!(c.quantity > 0) || c.quantity > Number(source.quantity)) throw new DocumentError('Return quantity out of range');
      const unit = Number(source.unit_price);
      return { ...base, text: source.text, quantity: c.quantity, unit_price: unit, amount: times(unit, c.quantity) };
    }
    if (!Number.isInteger(c.amount) || c.amount <= 0 || c.amount > Number(source.amount)) {
      throw new DocumentError('Correction amount out of range');
    }
    return { ...base, text: `${m.reasons.priceCorrection}: ${source.text}`, quantity: 1, unit_price: c.amount, amount: c.amount };
  });
  const rate = Number(invoice.vat_rate_bp);
  const totals = totalsOf(lines, rate);
  const id = randomUUID();
  const iso = input.now.toISOString();
  const comment = input.comment ?? '';

  const creditMemoNumber = await db.transaction().execute(async (trx) => {
    // Taking the number first holds the area's counter row, so concurrent credit memos check the total in turn.
    const number = String(await reserveNumbers(trx, invoice.area_id, 'creditMemo', 1));
    const credited = await trx
      .selectFrom('credit_memos')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('total_net'), eb.lit(0)).as('net'))
      .where('invoice_id', '=', invoice.id)
      .executeTakeFirst();
    if (Number(credited?.net ?? 0) + totals.net > Number(invoice.total_net)) {
      throw new DocumentError('The credit memos would exceed the invoice total');
    }
    await trx
      .insertInto('credit_memos')
      .values({
        id,
        area_id: invoice.area_id,
        customer_number: invoice.customer_number,
        credit_memo_number: number,
        credit_memo_date: input.date,
        invoice_id: invoice.id,
        reason: input.reason,
        currency_code: invoice.currency_code,
        language_code: invoice.language_code,
        vat_rate_bp: rate,
        total_net: totals.net,
        total_vat: totals.vat,
        billing_address: invoice.billing_address,
        reference: invoice.reference,
        comment,
        search_text: searchTextOf([
          number,
          invoice.invoice_number,
          ...orderNumbers.map((o) => o.order_number),
          invoice.reference,
          comment,
          ...lines.flatMap((l) => [l.product_id, l.variant_id, l.text]),
        ]),
        created_at: iso,
      })
      .execute();
    await insertLines(trx, 'credit_memo_lines', lines.map((l, i) => ({ ...l, credit_memo_id: id, line_no: i + 1 })));
    // The invoice is found by its credit memos' numbers too.
    await trx
      .updateTable('invoices')
      .set({ search_text: sql<string>`search_text || ${` ${number}`}`, updated_at: iso })
      .where('id', '=', invoice.id)
      .execute();
    return number;
  });
  if (input.reindexOrders !== false) {
    const orderIds = await db.selectFrom('invoice_orders').select('order_id').where('invoice_id', '=', invoice.id).execute();
    await indexOrders(db, orderIds.map((o) => o.order_id));
  }
  return { id, creditMemoNumber };
}
