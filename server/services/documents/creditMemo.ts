/**
 * The `creditMemo` document (docs/erp-orders.md 'Invoices and credit memos'): key = the credit memo number. It
 * corrects an invoice of the same customer (currency, VAT rate, language, address and orders come from it); all
 * credit memos of an invoice together credit at most its total. Written into credit_memos / credit_memo_lines.
 */
import { randomUUID } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import type { DocumentProblem } from '../../../contract/documents';
import type { CreditMemoDocument } from '../../../contract/documents/orders';
import type { Db } from '../../db';
import type { CreditMemoTable } from '../../db/schema';
import { searchTextOf } from '../customerCenter/searchText';
import { lineOfRow, lineProblems, lineRowsOf, normaliseLine } from './accountingLines';
import { reindexOrdersOfInvoices } from './invoice';
import { canonicalJson, wordsMatch } from './sql';
import type { DocumentHandler, Tx } from './types';

async function invoiceOf(db: Tx, customerNumber: string, invoiceNumber: string) {
  return db
    .selectFrom('invoices')
    .select(['id', 'area_id', 'invoice_number', 'currency_code', 'language_code', 'vat_rate_bp', 'total_net', 'billing_address', 'reference'])
    .where('customer_number', '=', customerNumber)
    .where('invoice_number', '=', invoiceNumber)
    .executeTakeFirst();
}

async function ordersOfInvoice(db: Tx, invoiceId: string) {
  return db
    .selectFrom('invoice_orders as io')
    .innerJoin('orders as o', 'o.id', 'io.order_id')
    .select(['o.id', 'o.order_number'])
    .where('io.invoice_id', '=', invoiceId)
    .execute();
}

async function creditMemoProblems(db: Tx, key: string, data: CreditMemoDocument): Promise<DocumentProblem[]> {
  const invoice = await invoiceOf(db, data.customerNumber, data.invoiceNumber);
  if (!invoice) return [{ path: '/data/invoiceNumber', reason: `customer ${data.customerNumber} has no invoice ${data.invoiceNumber}` }];
  const problems: DocumentProblem[] = [];
  const existing = await db.selectFrom('credit_memos').select('invoice_id').where('credit_memo_number', '=', key).executeTakeFirst();
  if (existing && existing.invoice_id !== invoice.id) problems.push({ path: '/data/invoiceNumber', reason: `credit memo ${key} corrects another invoice` });
  data.lines.forEach((l, i) => {
    if (l.amount < 0) problems.push({ path: `/data/lines/${i}/amount`, reason: 'a credit memo line credits a positive amount' });
  });
  const orders = await ordersOfInvoice(db, invoice.id);
  problems.push(...lineProblems(data.lines, new Set(orders.map((o) => o.order_number)), `invoice ${data.invoiceNumber}’s orders`));
  const others = await db
    .selectFrom('credit_memos')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('total_net'), eb.lit(0)).as('net'))
    .where('invoice_id', '=', invoice.id)
    .where('credit_memo_number', '!=', key)
    .executeTakeFirst();
  const credited = Number(others?.net ?? 0) + data.lines.reduce((s, l) => s + l.amount, 0);
  if (credited > Number(invoice.total_net)) {
    problems.push({ path: '/data/lines', reason: `the credit memos of invoice ${data.invoiceNumber} would credit more than its total` });
  }
  return problems;
}

async function creditMemoOfRow(db: Tx, row: Selectable<CreditMemoTable>): Promise<CreditMemoDocument> {
  const [lines, invoice] = await Promise.all([
    db.selectFrom('credit_memo_lines').selectAll().where('credit_memo_id', '=', row.id).orderBy('line_no').execute(),
    db.selectFrom('invoices').select('invoice_number').where('id', '=', row.invoice_id).executeTakeFirst(),
  ]);
  return {
    customerNumber: row.customer_number,
    invoiceNumber: invoice?.invoice_number ?? '',
    creditMemoDate: row.credit_memo_date,
    reason: row.reason === 'return' || row.reason === 'priceCorrection' ? row.reason : 'other',
    comment: row.comment,
    lines: lines.map(lineOfRow),
  };
}

async function writeCreditMemo(trx: Tx, key: string, data: CreditMemoDocument): Promise<void> {
  const invoice = await invoiceOf(trx, data.customerNumber, data.invoiceNumber);
  if (!invoice) throw new Error(`no invoice ${data.invoiceNumber}`);
  const orders = await ordersOfInvoice(trx, invoice.id);
  const rateBp = Number(invoice.vat_rate_bp);
  const { rows, net, vat } = lineRowsOf(data.lines, new Map(orders.map((o) => [o.order_number, o.id])), rateBp);
  const values = {
    area_id: invoice.area_id,
    customer_number: data.customerNumber,
    credit_memo_date: data.creditMemoDate,
    invoice_id: invoice.id,
    reason: data.reason,
    currency_code: invoice.currency_code,
    language_code: invoice.language_code,
    vat_rate_bp: rateBp,
    total_net: net,
    total_vat: vat,
    billing_address: invoice.billing_address,
    reference: invoice.reference,
    comment: data.comment ?? '',
    search_text: searchTextOf([key, invoice.invoice_number, ...orders.map((o) => o.order_number), invoice.reference, data.comment, ...rows.flatMap((l) => [l.product_id, l.variant_id, l.text])]),
    source_document: canonicalJson(data),
  };
  const existing = await trx.selectFrom('credit_memos').select('id').where('credit_memo_number', '=', key).executeTakeFirst();
  const id = existing?.id ?? randomUUID();
  if (existing) {
    await trx.updateTable('credit_memos').set(values).where('id', '=', id).execute();
    await trx.deleteFrom('credit_memo_lines').where('credit_memo_id', '=', id).execute();
  } else {
    await trx.insertInto('credit_memos').values({ ...values, id, credit_memo_number: key, created_at: new Date().toISOString() }).execute();
    // The invoice is found by its credit memos' numbers too.
    await trx.updateTable('invoices').set({ search_text: sql<string>`search_text || ${` ${key.toLowerCase()}`}` }).where('id', '=', invoice.id).execute();
  }
  await trx.insertInto('credit_memo_lines').values(rows.map((r) => ({ ...r, credit_memo_id: id }))).execute();
}

export const creditMemoHandler: DocumentHandler<CreditMemoDocument> = {
  type: 'creditMemo',
  check: (ctx, key, data) => creditMemoProblems(ctx.db, key, data),
  normalise: (data) => ({ ...data, comment: data.comment ?? '', lines: data.lines.map(normaliseLine) }),
  async read(db, key) {
    const row = await db.selectFrom('credit_memos').selectAll().where('credit_memo_number', '=', key).orderBy('area_id').executeTakeFirst();
    if (!row) return null;
    return row.source_document ? (JSON.parse(row.source_document) as CreditMemoDocument) : creditMemoOfRow(db, row);
  },
  write: (trx, key, data) => writeCreditMemo(trx, key, data),
  async remove(trx, key) {
    const row = await trx.selectFrom('credit_memos').select('id').where('credit_memo_number', '=', key).executeTakeFirst();
    if (!row) return 'notFound';
    await trx.deleteFrom('credit_memo_lines').where('credit_memo_id', '=', row.id).execute();
    await trx.deleteFrom('credit_memos').where('id', '=', row.id).execute();
    return 'deleted';
  },
  async search(db: Db, query) {
    const rows = await db.selectFrom('credit_memos').select(['credit_memo_number', 'search_text']).orderBy('credit_memo_number').execute();
    const keys = rows
      .filter((r) => r.credit_memo_number.startsWith(query.keyPrefix ?? '') && wordsMatch(query.words, r.credit_memo_number, r.search_text))
      .map((r) => r.credit_memo_number);
    return { total: keys.length, keys: keys.slice(query.skip, query.skip + query.take) };
  },
  async afterChange(ctx, keys) {
    if (keys.length === 0) return;
    const invoices = await ctx.db
      .selectFrom('credit_memos as c')
      .innerJoin('invoices as i', 'i.id', 'c.invoice_id')
      .select('i.invoice_number')
      .where('c.credit_memo_number', 'in', keys)
      .execute();
    await reindexOrdersOfInvoices(ctx, [...new Set(invoices.map((i) => i.invoice_number))]);
  },
};
