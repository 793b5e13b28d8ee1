/**
 * The `invoice` document (docs/erp-orders.md 'Invoices and credit memos'): key = the invoice number. Written into
 * invoices / invoice_lines / invoice_orders (the customer centre's tables), so an invoice appears in the customer
 * centre at once, linked to the orders it bills; the document as sent is kept (source_document) for GetBySearch and
 * the unchanged check.
 */
import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { DocumentProblem } from '../../../contract/documents';
import type { InvoiceDocument } from '../../../contract/documents/orders';
import { emptyAddress } from '../../../contract/values';
import type { Db } from '../../db';
import type { InvoiceTable } from '../../db/schema';
import { indexOrders, searchTextOf } from '../customerCenter/searchText';
import type { OrderData } from '../orders/read';
import { lineOfRow, lineProblems, lineRowsOf, normaliseLine } from './accountingLines';
import { canonicalJson, wordsMatch } from './sql';
import type { DocumentContext, DocumentHandler, Tx } from './types';

const dayDiff = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

async function ordersOf(db: Tx, customerNumber: string, numbers: readonly string[]) {
  if (numbers.length === 0) return [];
  return db
    .selectFrom('orders')
    .select(['id', 'order_number', 'data', 'currency_code'])
    .where('customer_number', '=', customerNumber)
    .where('order_number', 'in', [...numbers])
    .execute();
}

export async function invoiceProblems(db: Tx, key: string, data: InvoiceDocument): Promise<DocumentProblem[]> {
  const customer = await db.selectFrom('customers').select('customer_number').where('customer_number', '=', data.customerNumber).executeTakeFirst();
  if (!customer) return [{ path: '/data/customerNumber', reason: `no customer ${data.customerNumber}` }];
  const problems: DocumentProblem[] = [];
  const existing = await db.selectFrom('invoices').select('customer_number').where('invoice_number', '=', key).executeTakeFirst();
  if (existing && existing.customer_number !== data.customerNumber) {
    problems.push({ path: '/data/customerNumber', reason: `invoice ${key} belongs to another customer` });
  }
  if (data.dueDate < data.invoiceDate) problems.push({ path: '/data/dueDate', reason: 'the due date is before the invoice date' });
  const found = new Set((await ordersOf(db, data.customerNumber, data.orderNumbers)).map((o) => o.order_number));
  data.orderNumbers.forEach((n, i) => {
    if (!found.has(n)) problems.push({ path: `/data/orderNumbers/${i}`, reason: `customer ${data.customerNumber} has no order ${n}` });
  });
  return [...problems, ...lineProblems(data.lines, new Set(data.orderNumbers), 'the invoice’s orderNumbers')];
}

/** An invoice the shop made itself (no source document) as a document. */
async function invoiceOfRow(db: Tx, row: Selectable<InvoiceTable>): Promise<InvoiceDocument> {
  const [lines, orders] = await Promise.all([
    db.selectFrom('invoice_lines').selectAll().where('invoice_id', '=', row.id).orderBy('line_no').execute(),
    db.selectFrom('invoice_orders as io').innerJoin('orders as o', 'o.id', 'io.order_id').select('o.order_number').where('io.invoice_id', '=', row.id).orderBy('o.order_number').execute(),
  ]);
  return {
    customerNumber: row.customer_number,
    invoiceDate: row.invoice_date,
    dueDate: row.due_date,
    status: row.status === 'paid' ? 'paid' : 'open',
    currencyCode: row.currency_code,
    languageCode: row.language_code as InvoiceDocument['languageCode'],
    vatPercent: Number(row.vat_rate_bp) / 100,
    paymentTerms: { code: row.payment_terms, days: Number(row.payment_days) },
    orderNumbers: orders.map((o) => o.order_number),
    reference: row.reference,
    comment: row.comment,
    lines: lines.map(lineOfRow),
  };
}

async function writeInvoice(trx: Tx, key: string, data: InvoiceDocument): Promise<void> {
  const customer = await trx.selectFrom('customers').select(['area_id']).where('customer_number', '=', data.customerNumber).executeTakeFirstOrThrow();
  const orders = await ordersOf(trx, data.customerNumber, data.orderNumbers);
  const orderIdOf = new Map(orders.map((o) => [o.order_number, o.id]));
  const rateBp = Math.round(data.vatPercent * 100);
  const { rows, net, vat } = lineRowsOf(data.lines, orderIdOf, rateBp);
  const firstOrder = orders.find((o) => o.order_number === data.orderNumbers[0]);
  const orderData = firstOrder ? (JSON.parse(firstOrder.data) as OrderData) : null;
  const billing = data.billingAddress ?? orderData?.billingAddress ?? { ...emptyAddress(), customerNumber: data.customerNumber };
  const shipping = data.shippingAddress ?? orderData?.shippingAddress ?? emptyAddress();
  const now = new Date().toISOString();
  const terms = data.paymentTerms ?? { code: `net${dayDiff(data.invoiceDate, data.dueDate)}`, days: dayDiff(data.invoiceDate, data.dueDate) };
  const values = {
    area_id: customer.area_id,
    customer_number: data.customerNumber,
    invoice_date: data.invoiceDate,
    due_date: data.dueDate,
    status: data.status ?? 'open',
    paid_at: data.status === 'paid' ? `${data.paidDate ?? data.invoiceDate}T12:00:00.000Z` : null,
    currency_code: data.currencyCode,
    language_code: data.languageCode,
    vat_rate_bp: rateBp,
    payment_terms: terms.code,
    payment_days: terms.days,
    total_net: net,
    total_vat: vat,
    billing_address: JSON.stringify(billing),
    shipping_address: JSON.stringify(shipping),
    reference: data.reference ?? '',
    comment: data.comment ?? '',
    search_text: searchTextOf([key, ...data.orderNumbers, data.reference, data.comment, ...rows.flatMap((l) => [l.product_id, l.variant_id, l.text])]),
    updated_at: now,
    source_document: canonicalJson(data),
  };
  const existing = await trx.selectFrom('invoices').select('id').where('invoice_number', '=', key).executeTakeFirst();
  const id = existing?.id ?? randomUUID();
  if (existing) {
    await trx.updateTable('invoices').set(values).where('id', '=', id).execute();
    await trx.deleteFrom('invoice_lines').where('invoice_id', '=', id).execute();
    await trx.deleteFrom('invoice_orders').where('invoice_id', '=', id).execute();
  } else {
    await trx.insertInto('invoices').values({ ...values, id, invoice_number: key, created_at: now }).execute();
  }
  if (rows.length > 0) await trx.insertInto('invoice_lines').values(rows.map((r) => ({ ...r, invoice_id: id }))).execute();
  if (orders.length > 0) {
    await trx.insertInto('invoice_orders').values(orders.map((o) => ({ invoice_id: id, order_id: o.id, customer_number: data.customerNumber }))).execute();
  }
}

/** The orders of these invoices get their free-text rows rewritten (they are found by the invoice number). */
export async function reindexOrdersOfInvoices(ctx: DocumentContext, invoiceNumbers: readonly string[]): Promise<void> {
  if (invoiceNumbers.length === 0) return;
  const rows = await ctx.db
    .selectFrom('invoice_orders as io')
    .innerJoin('invoices as i', 'i.id', 'io.invoice_id')
    .select('io.order_id')
    .where('i.invoice_number', 'in', [...invoiceNumbers])
    .execute();
  await indexOrders(ctx.db, [...new Set(rows.map((r) => r.order_id))]);
}

export const invoiceHandler: DocumentHandler<InvoiceDocument> = {
  type: 'invoice',
  check: (ctx, key, data) => invoiceProblems(ctx.db, key, data),
  normalise(data) {
    const days = dayDiff(data.invoiceDate, data.dueDate);
    return {
      ...data,
      status: data.status ?? 'open',
      paymentTerms: data.paymentTerms ?? { code: `net${days}`, days },
      reference: data.reference ?? '',
      comment: data.comment ?? '',
      lines: data.lines.map(normaliseLine),
    };
  },
  async read(db, key) {
    const row = await db.selectFrom('invoices').selectAll().where('invoice_number', '=', key).orderBy('area_id').executeTakeFirst();
    if (!row) return null;
    return row.source_document ? (JSON.parse(row.source_document) as InvoiceDocument) : invoiceOfRow(db, row);
  },
  write: (trx, key, data) => writeInvoice(trx, key, data),
  async remove(trx, key) {
    const row = await trx.selectFrom('invoices').select('id').where('invoice_number', '=', key).executeTakeFirst();
    if (!row) return 'notFound';
    const memo = await trx.selectFrom('credit_memos').select('id').where('invoice_id', '=', row.id).limit(1).executeTakeFirst();
    if (memo) return { refused: 'credit memos correct this invoice; delete them first' };
    await trx.deleteFrom('invoice_lines').where('invoice_id', '=', row.id).execute();
    await trx.deleteFrom('invoice_orders').where('invoice_id', '=', row.id).execute();
    await trx.deleteFrom('invoices').where('id', '=', row.id).execute();
    return 'deleted';
  },
  async search(db: Db, query) {
    const rows = await db.selectFrom('invoices').select(['invoice_number', 'search_text']).orderBy('invoice_number').execute();
    const keys = rows
      .filter((r) => r.invoice_number.startsWith(query.keyPrefix ?? '') && wordsMatch(query.words, r.invoice_number, r.search_text))
      .map((r) => r.invoice_number);
    return { total: keys.length, keys: keys.slice(query.skip, query.skip + query.take) };
  },
  afterChange: (ctx, keys) => reindexOrdersOfInvoices(ctx, keys),
};
