/**
 * The customer-centre reads (docs/customer-centre-api.md): lists with filters and paging, single documents, and the
 * links between orders, invoices and credit memos. EVERY query is filtered by the caller's customer number —
 * also the link look-ups — so another customer's id finds nothing (404 at the route).
 */
import { sql, type SelectQueryBuilder, type Selectable } from 'kysely';
import type { AddressReply as Address } from '../../../contract/customer';
import type {
  CreditMemo,
  CreditMemoReason,
  CustomerCentreOrder,
  DocumentLine,
  DocumentLink,
  Invoice,
  InvoiceStatus,
} from '../../../contract/customerCentre';
import { emptyAddress } from '../../../contract/values';
import type { Db } from '../../db';
import type { CreditMemoTable, Database, DocumentLineColumns, InvoiceTable, OrderTable } from '../../db/schema';
import { shopToday } from '../cart/delivery';
import { storedAddress } from '../cart/normalise';
import { linePriceAt, priceAt, priceOf } from '../cart/vat';
import { deliveryAddressOf, orderToWire, type OrderData } from '../orders/read';
import { shipmentOrderInfoOf, shipmentsOfOrders } from '../orders/shipments';
import { NO_FACTS, type OrderFacts } from '../orders/status';
import { toMajor } from '../prices/money';
import { nextDate, shopDateOf, startOfShopDay } from './dates';
import type { ListFilter } from './filter';
import { messagesFor, paymentTermsText, type DocumentMessages } from './messages';
import { dialectOf, ensureOrdersIndexed, matchesAll } from './searchText';

export interface Caller {
  customerNumber: string;
  /** language of server-made texts */
  language: string;
  now: Date;
}

export interface Slice {
  limit: number;
  offset: number;
}

export interface ListResult<T> {
  items: T[];
  total: number;
}

const byNewest = (a: DocumentLink, b: DocumentLink): number =>
  b.date.localeCompare(a.date) || b.number.localeCompare(a.number, 'en', { numeric: true });

function groupBy<T, V>(rows: readonly T[], key: (r: T) => string, value: (r: T) => V): Map<string, V[]> {
  const map = new Map<string, V[]>();
  for (const r of rows) {
    const k = key(r);
    const list = map.get(k);
    if (list) list.push(value(r));
    else map.set(k, [value(r)]);
  }
  return map;
}

function parseAddress(json: string): Address {
  return storedAddress(JSON.parse(json) as Partial<Address> | null);
}

function lineToWire(l: DocumentLineColumns, rateBp: number): DocumentLine {
  return {
    lineNo: Number(l.line_no),
    type: l.type,
    productKey: { productId: l.product_id, unitOfMeasure: l.unit_id, variantId: l.variant_id },
    text: l.text,
    quantity: Number(l.quantity),
    unitPrice: priceAt(Number(l.unit_price), rateBp),
    linePrice: linePriceAt(Number(l.unit_price), Number(l.quantity), Number(l.amount), rateBp),
    orderId: l.order_id,
    orderNumber: l.order_number,
  };
}

// ---------------------------------------------------------------- links

/**
 * The caller's rows of the link table between orders and invoices whose order (or invoice) is one of `ids`: the
 * start of every 'links of …' query below, which joins the other side (checked to be the caller's too).
 */
function linksOf(db: Db, cn: string, side: 'io.order_id' | 'io.invoice_id', ids: readonly string[]) {
  return db.selectFrom('invoice_orders as io').where('io.customer_number', '=', cn).where(side, 'in', ids);
}

/** The caller's invoices billing these orders, per order id. */
async function invoiceLinksOfOrders(db: Db, cn: string, orderIds: readonly string[]): Promise<Map<string, DocumentLink[]>> {
  if (orderIds.length === 0) return new Map();
  const rows = await linksOf(db, cn, 'io.order_id', orderIds)
    .innerJoin('invoices as i', 'i.id', 'io.invoice_id')
    .select(['io.order_id', 'i.id', 'i.invoice_number', 'i.invoice_date'])
    .where('i.customer_number', '=', cn)
    .execute();
  return groupBy(rows, (r) => r.order_id, (r) => ({ id: r.id, number: r.invoice_number, date: r.invoice_date }));
}

/** The caller's credit memos of the invoices billing these orders, per order id. */
async function creditMemoLinksOfOrders(db: Db, cn: string, orderIds: readonly string[]): Promise<Map<string, DocumentLink[]>> {
  if (orderIds.length === 0) return new Map();
  const rows = await linksOf(db, cn, 'io.order_id', orderIds)
    .innerJoin('credit_memos as c', 'c.invoice_id', 'io.invoice_id')
    .select(['io.order_id', 'c.id', 'c.credit_memo_number', 'c.credit_memo_date'])
    .where('c.customer_number', '=', cn)
    .execute();
  return groupBy(rows, (r) => r.order_id, (r) => ({ id: r.id, number: r.credit_memo_number, date: r.credit_memo_date }));
}

/** The caller's orders billed by these invoices, per invoice id. */
async function orderLinksOfInvoices(db: Db, cn: string, invoiceIds: readonly string[]): Promise<Map<string, DocumentLink[]>> {
  if (invoiceIds.length === 0) return new Map();
  const rows = await linksOf(db, cn, 'io.invoice_id', invoiceIds)
    .innerJoin('orders as o', 'o.id', 'io.order_id')
    .select(['io.invoice_id', 'o.id', 'o.order_number', 'o.created_at'])
    .where('o.customer_number', '=', cn)
    .execute();
  return groupBy(rows, (r) => r.invoice_id, (r) => ({ id: r.id, number: r.order_number, date: shopDateOf(r.created_at) }));
}

/** The caller's credit memos of these invoices, per invoice id, with their totals incl. VAT (minor units). */
async function creditMemosOfInvoices(
  db: Db,
  cn: string,
  invoiceIds: readonly string[],
): Promise<Map<string, { link: DocumentLink; totalMinor: number }[]>> {
  if (invoiceIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('credit_memos')
    .select(['invoice_id', 'id', 'credit_memo_number', 'credit_memo_date', 'total_net', 'total_vat'])
    .where('customer_number', '=', cn)
    .where('invoice_id', 'in', invoiceIds)
    .execute();
  return groupBy(
    rows,
    (r) => r.invoice_id,
    (r) => ({
      link: { id: r.id, number: r.credit_memo_number, date: r.credit_memo_date },
      totalMinor: Number(r.total_net) + Number(r.total_vat),
    }),
  );
}

/**
 * The delivery address of each invoice's first order (deliveryAddressOf: typed, else the billing address; null when
 * collected), for invoices stored with an empty one (made before the invoice kept the delivery address).
 */
export async function orderDeliveryAddresses(db: Db, cn: string, invoiceIds: readonly string[]): Promise<Map<string, Address | null>> {
  if (invoiceIds.length === 0) return new Map();
  const rows = await linksOf(db, cn, 'io.invoice_id', invoiceIds)
    .innerJoin('orders as o', 'o.id', 'io.order_id')
    .select(['io.invoice_id', 'o.data', 'o.created_at'])
    .where('o.customer_number', '=', cn)
    .orderBy('o.created_at')
    .execute();
  const result = new Map<string, Address | null>();
  for (const row of rows) {
    if (result.has(row.invoice_id)) continue;
    result.set(row.invoice_id, deliveryAddressOf(JSON.parse(row.data) as OrderData));
  }
  return result;
}

/** The stored delivery address of an invoice, or — when it is empty — its order's (null: there is none). */
export function invoiceDeliveryAddress(stored: string, fromOrder: Map<string, Address | null>, invoiceId: string): Address | null {
  const address = parseAddress(stored);
  if (address.address1?.trim()) return address;
  return fromOrder.get(invoiceId) ?? null;
}

/** The caller's invoices with these ids, as links. */
async function invoiceLinks(db: Db, cn: string, invoiceIds: readonly string[]): Promise<Map<string, DocumentLink>> {
  if (invoiceIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('invoices')
    .select(['id', 'invoice_number', 'invoice_date'])
    .where('customer_number', '=', cn)
    .where('id', 'in', invoiceIds)
    .execute();
  return new Map(rows.map((r) => [r.id, { id: r.id, number: r.invoice_number, date: r.invoice_date }]));
}

// ---------------------------------------------------------------- lines

async function documentLines<T extends 'invoice_lines' | 'credit_memo_lines'>(
  db: Db,
  table: T,
  idColumn: T extends 'invoice_lines' ? 'invoice_id' : 'credit_memo_id',
  ids: readonly string[],
): Promise<Map<string, DocumentLineColumns[]>> {
  if (ids.length === 0) return new Map();
  // The two line tables share their columns; Kysely cannot type a generic table's columns, so the row is read as that.
  const rows = (await db
    .selectFrom(table as 'invoice_lines')
    .selectAll()
    .where(idColumn as 'invoice_id', 'in', ids)
    .orderBy('line_no')
    .execute()) as unknown as (DocumentLineColumns & Record<string, unknown>)[];
  return groupBy(rows, (r) => String(r[idColumn]), (r) => r);
}

async function lineCounts(
  db: Db,
  table: 'invoice_lines' | 'credit_memo_lines' | 'order_lines',
  ids: readonly string[],
): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const column = table === 'invoice_lines' ? 'invoice_id' : table === 'credit_memo_lines' ? 'credit_memo_id' : 'order_id';
  // One query shape for the three line tables: the id column is named per table.
  const rows = await db
    .selectFrom(table)
    .select([sql.ref<string>(column).as('doc_id'), (eb) => eb.fn.countAll<number>().as('n')])
    .where(sql.ref(column), 'in', ids)
    .groupBy(sql.ref(column))
    .execute();
  return new Map(rows.map((r) => [r.doc_id, Number(r.n)]));
}

/** Counts, then (when the slice is not past the end) loads the rows of the slice and turns them into documents. */
async function counted<R, W>(
  count: Promise<{ n: number } | undefined>,
  slice: Slice,
  rows: () => Promise<R[]>,
  toWire: (rows: R[]) => Promise<W[]>,
): Promise<ListResult<W>> {
  const total = Number((await count)?.n ?? 0);
  if (total === 0 || slice.offset >= total) return { items: [], total };
  return { items: await toWire(await rows()), total };
}

// ---------------------------------------------------------------- orders

type OrderQuery = SelectQueryBuilder<Database & { o: OrderTable }, 'o', object>;

/** The caller's orders on an invoice, or on a credit memo's invoice (the linkId of the orders list). */
function ordersLinkedTo(db: Db, cn: string, linkId: string) {
  return db
    .selectFrom('invoice_orders as io')
    .select('io.order_id')
    .where('io.customer_number', '=', cn)
    .where((w) =>
      w.or([
        w('io.invoice_id', '=', linkId),
        w('io.invoice_id', 'in', db.selectFrom('credit_memos as c').select('c.invoice_id').where('c.id', '=', linkId).where('c.customer_number', '=', cn)),
      ]),
    );
}

function ordersWhere(db: Db, cn: string, f: ListFilter): OrderQuery {
  let q = db.selectFrom('orders as o').where('o.customer_number', '=', cn);
  if (f.from) q = q.where('o.created_at', '>=', startOfShopDay(f.from));
  if (f.to) q = q.where('o.created_at', '<', startOfShopDay(nextDate(f.to)));
  if (f.linkId) q = q.where('o.id', 'in', ordersLinkedTo(db, cn, f.linkId));
  return q;
}

/** Free text over orders: the narrow order_search rows (they carry created_at for the date filter and the order). */
function orderSearchWhere(db: Db, cn: string, f: ListFilter) {
  let q = db.selectFrom('order_search as s').where('s.customer_number', '=', cn);
  if (f.from) q = q.where('s.created_at', '>=', startOfShopDay(f.from));
  if (f.to) q = q.where('s.created_at', '<', startOfShopDay(nextDate(f.to)));
  const words = f.words;
  const dialect = dialectOf(db);
  q = q.where((eb) => eb.and(matchesAll(dialect, eb.ref('s.search_text'), words)));
  if (f.linkId) q = q.where('s.order_id', 'in', ordersLinkedTo(db, cn, f.linkId));
  return q;
}

/**
 * The ids of a slice and the total in one scan (`count(*) over ()`), for the free-text lists where counting and
 * paging separately would read the customer's documents twice. The matches are found in a subquery and sorted
 * outside it: so PostgreSQL finds them by its indexes (customer ∧ trigram) instead of walking the customer's
 * documents in date order to save a sort the window makes useless. A slice past the end has no row to carry the
 * total: then it is counted.
 */
async function windowedIds(
  rows: Promise<{ id: string; total: number | string }[]>,
  count: () => Promise<{ n: number } | undefined>,
  slice: Slice,
): Promise<{ ids: string[]; total: number }> {
  const found = await rows;
  if (found.length > 0) return { ids: found.map((r) => r.id), total: Number(found[0]!.total) };
  return { ids: [], total: slice.offset > 0 ? Number((await count())?.n ?? 0) : 0 };
}

/** Rows in the order of the ids. */
function inOrder<R extends { id: string }>(rows: readonly R[], ids: readonly string[]): R[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is R => r !== undefined);
}

const TOTAL = sql<number>`count(*) over ()`;

/**
 * A page of a list: with free text the matching ids and the total in one query, then those rows; else a count and
 * the page's rows. The callbacks are the list's queries (lazy: only the branch taken runs).
 */
async function documentList<R extends { id: string }, W>(o: {
  slice: Slice;
  freeText: boolean;
  count: () => Promise<{ n: number } | undefined>;
  matches: () => Promise<{ id: string; total: number | string }[]>;
  byIds: (ids: string[]) => Promise<R[]>;
  page: () => Promise<R[]>;
  toWire: (rows: R[]) => Promise<W[]>;
}): Promise<ListResult<W>> {
  if (o.freeText) {
    const { ids, total } = await windowedIds(o.matches(), o.count, o.slice);
    const rows = ids.length > 0 ? await o.byIds(ids) : [];
    return { items: await o.toWire(inOrder(rows, ids)), total };
  }
  return counted(o.count(), o.slice, o.page, o.toWire);
}

async function ordersToWire(
  db: Db,
  cn: string,
  rows: Selectable<OrderTable>[],
  withLines: boolean,
): Promise<CustomerCentreOrder[]> {
  const ids = rows.map((r) => r.id);
  const [lines, counts, invoices, memos] = await Promise.all([
    withLines && ids.length > 0
      ? db.selectFrom('order_lines').selectAll().where('order_id', 'in', ids).execute()
      : Promise.resolve([]),
    withLines ? Promise.resolve(new Map<string, number>()) : lineCounts(db, 'order_lines', ids),
    invoiceLinksOfOrders(db, cn, ids),
    creditMemoLinksOfOrders(db, cn, ids),
  ]);
  const linesByOrder = groupBy(lines, (l) => l.order_id, (l) => l);
  // orders.data parsed once per order: for the shipments' carrier names and for the wire order.
  const data = rows.map((row) => JSON.parse(row.data) as OrderData);
  const shipped = await shipmentsOfOrders(db, cn, rows.map((row, i) => shipmentOrderInfoOf(row, data[i]!)));
  return rows.map((row, i) => {
    const own = linesByOrder.get(row.id) ?? [];
    const invoiceLinks = invoices.get(row.id) ?? [];
    const shipping = shipped.get(row.id) ?? { shipments: [], deliveryStatus: 'notShipped' as const };
    // The facts of orderFacts (server/services/orders/status.ts) from what is already read: invoiced, shipped.
    const facts: OrderFacts = { ...NO_FACTS, invoiced: invoiceLinks.length > 0, shipped: shipping.shipments.length > 0 };
    return {
      ...orderToWire(row, own, facts, data[i]!),
      lineCount: withLines ? own.length : (counts.get(row.id) ?? 0),
      orderDate: shopDateOf(row.created_at),
      invoices: invoiceLinks.sort(byNewest),
      creditMemos: (memos.get(row.id) ?? []).sort(byNewest),
      shipments: shipping.shipments,
      deliveryStatus: shipping.deliveryStatus,
    };
  });
}

export async function listOrders(db: Db, caller: Caller, f: ListFilter, slice: Slice): Promise<ListResult<CustomerCentreOrder>> {
  const cn = caller.customerNumber;
  if (f.words.length > 0) await ensureOrdersIndexed(db, cn);
  const where = ordersWhere(db, cn, f);
  const matching = orderSearchWhere(db, cn, f);
  return documentList({
    slice,
    freeText: f.words.length > 0,
    count: () =>
      f.words.length > 0
        ? matching.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()
        : where.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    matches: () =>
      db
        .selectFrom(matching.select(['s.order_id as id', 's.created_at as at', TOTAL.as('total')]).as('m'))
        .select(['m.id', 'm.total'])
        .orderBy('m.at', 'desc')
        .orderBy('m.id', 'desc')
        .limit(slice.limit)
        .offset(slice.offset)
        .execute(),
    byIds: (ids) => db.selectFrom('orders').selectAll().where('customer_number', '=', cn).where('id', 'in', ids).execute(),
    page: () => where.selectAll('o').orderBy('o.created_at', 'desc').orderBy('o.id', 'desc').limit(slice.limit).offset(slice.offset).execute(),
    toWire: (rows) => ordersToWire(db, cn, rows, f.includeLines),
  });
}

export async function getOrder(db: Db, caller: Caller, orderId: string): Promise<CustomerCentreOrder | null> {
  const cn = caller.customerNumber;
  const row = await db.selectFrom('orders').selectAll().where('id', '=', orderId).where('customer_number', '=', cn).executeTakeFirst();
  if (!row) return null;
  const [order] = await ordersToWire(db, cn, [row], true);
  return order ?? null;
}

// ---------------------------------------------------------------- invoices

/** open → overdue once the due date has passed (shop time); paid stays paid. */
export function invoiceStatus(stored: string, dueDate: string, today: string): InvoiceStatus {
  if (stored === 'paid') return 'paid';
  if (dueDate < today) return 'overdue';
  return stored === 'overdue' ? 'overdue' : 'open';
}

function invoicesWhere(db: Db, cn: string, f: ListFilter): SelectQueryBuilder<Database & { i: InvoiceTable }, 'i', object> {
  let q = db.selectFrom('invoices as i').where('i.customer_number', '=', cn);
  if (f.from) q = q.where('i.invoice_date', '>=', f.from);
  if (f.to) q = q.where('i.invoice_date', '<=', f.to);
  if (f.words.length > 0) {
    const words = f.words;
    const dialect = dialectOf(db);
    q = q.where((eb) => eb.and(matchesAll(dialect, eb.ref('i.search_text'), words)));
  }
  if (f.linkId) {
    const linkId = f.linkId;
    q = q.where((eb) =>
      eb.or([
        eb(
          'i.id',
          'in',
          eb.selectFrom('invoice_orders as io').select('io.invoice_id').where('io.order_id', '=', linkId).where('io.customer_number', '=', cn),
        ),
        eb('i.id', 'in', eb.selectFrom('credit_memos as c').select('c.invoice_id').where('c.id', '=', linkId).where('c.customer_number', '=', cn)),
      ]),
    );
  }
  return q;
}

async function invoicesToWire(
  db: Db,
  caller: Caller,
  rows: Selectable<InvoiceTable>[],
  withLines: boolean,
): Promise<Invoice[]> {
  const cn = caller.customerNumber;
  const ids = rows.map((r) => r.id);
  const withoutDelivery = rows.filter((r) => !parseAddress(r.shipping_address).address1?.trim()).map((r) => r.id);
  const [lines, counts, orders, memos, deliveries] = await Promise.all([
    withLines ? documentLines(db, 'invoice_lines', 'invoice_id', ids) : Promise.resolve(new Map<string, DocumentLineColumns[]>()),
    withLines ? Promise.resolve(new Map<string, number>()) : lineCounts(db, 'invoice_lines', ids),
    orderLinksOfInvoices(db, cn, ids),
    creditMemosOfInvoices(db, cn, ids),
    orderDeliveryAddresses(db, cn, withoutDelivery),
  ]);
  const m = messagesFor(caller.language);
  const today = shopToday(caller.now);
  return rows.map((row) => {
    const rate = Number(row.vat_rate_bp);
    const own = lines.get(row.id) ?? [];
    const credits = memos.get(row.id) ?? [];
    return {
      id: row.id,
      invoiceNumber: row.invoice_number,
      invoiceDate: row.invoice_date,
      dueDate: row.due_date,
      status: invoiceStatus(row.status, row.due_date, today),
      paidAt: row.paid_at,
      currencyCode: row.currency_code,
      customerNumber: row.customer_number,
      billingAddress: parseAddress(row.billing_address),
      // Empty (no box on the page) only when the goods were collected.
      shippingAddress: invoiceDeliveryAddress(row.shipping_address, deliveries, row.id) ?? emptyAddress(),
      reference: row.reference,
      comment: row.comment,
      paymentTerms: { code: row.payment_terms, days: Number(row.payment_days), text: paymentTermsText(m, row.payment_terms, Number(row.payment_days)) },
      lineCount: withLines ? own.length : (counts.get(row.id) ?? 0),
      lines: own.map((l) => lineToWire(l, rate)),
      total: priceOf(Number(row.total_net), Number(row.total_vat), rate),
      vatSummary: vatSummary(Number(row.total_net), Number(row.total_vat), rate),
      creditedAmount: toMajor(credits.reduce((s, c) => s + c.totalMinor, 0)),
      orders: (orders.get(row.id) ?? []).sort(byNewest),
      creditMemos: credits.map((c) => c.link).sort(byNewest),
      createdAt: row.created_at,
    };
  });
}

function vatSummary(netMinor: number, vatMinor: number, rateBp: number): Invoice['vatSummary'] {
  return [{ vatPercentage: rateBp / 100, basis: toMajor(netMinor), vat: toMajor(vatMinor) }];
}

export async function listInvoices(db: Db, caller: Caller, f: ListFilter, slice: Slice): Promise<ListResult<Invoice>> {
  const cn = caller.customerNumber;
  const where = invoicesWhere(db, cn, f);
  return documentList({
    slice,
    freeText: f.words.length > 0,
    count: () => where.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    matches: () =>
      db
        .selectFrom(where.select(['i.id as id', 'i.invoice_date as date', 'i.created_at as at', TOTAL.as('total')]).as('m'))
        .select(['m.id', 'm.total'])
        .orderBy('m.date', 'desc')
        .orderBy('m.at', 'desc')
        .orderBy('m.id', 'desc')
        .limit(slice.limit)
        .offset(slice.offset)
        .execute(),
    byIds: (ids) => db.selectFrom('invoices').selectAll().where('customer_number', '=', cn).where('id', 'in', ids).execute(),
    page: () =>
      where.selectAll('i').orderBy('i.invoice_date', 'desc').orderBy('i.created_at', 'desc').orderBy('i.id', 'desc').limit(slice.limit).offset(slice.offset).execute(),
    toWire: (rows) => invoicesToWire(db, caller, rows, f.includeLines),
  });
}

export async function getInvoice(db: Db, caller: Caller, invoiceId: string): Promise<Invoice | null> {
  const row = await db
    .selectFrom('invoices')
    .selectAll()
    .where('id', '=', invoiceId)
    .where('customer_number', '=', caller.customerNumber)
    .executeTakeFirst();
  if (!row) return null;
  const [invoice] = await invoicesToWire(db, caller, [row], true);
  return invoice ?? null;
}

// ---------------------------------------------------------------- credit memos

function creditMemosWhere(db: Db, cn: string, f: ListFilter): SelectQueryBuilder<Database & { c: CreditMemoTable }, 'c', object> {
  let q = db.selectFrom('credit_memos as c').where('c.customer_number', '=', cn);
  if (f.from) q = q.where('c.credit_memo_date', '>=', f.from);
  if (f.to) q = q.where('c.credit_memo_date', '<=', f.to);
  if (f.words.length > 0) {
    const words = f.words;
    const dialect = dialectOf(db);
    q = q.where((eb) => eb.and(matchesAll(dialect, eb.ref('c.search_text'), words)));
  }
  if (f.linkId) {
    const linkId = f.linkId;
    q = q.where((eb) =>
      eb.or([
        eb('c.invoice_id', '=', linkId),
        eb(
          'c.invoice_id',
          'in',
          eb.selectFrom('invoice_orders as io').select('io.invoice_id').where('io.order_id', '=', linkId).where('io.customer_number', '=', cn),
        ),
      ]),
    );
  }
  return q;
}

async function creditMemosToWire(
  db: Db,
  caller: Caller,
  rows: Selectable<CreditMemoTable>[],
  withLines: boolean,
): Promise<CreditMemo[]> {
  const cn = caller.customerNumber;
  const ids = rows.map((r) => r.id);
  const invoiceIds = [...new Set(rows.map((r) => r.invoice_id))];
  const [lines, counts, invoices, orders] = await Promise.all([
    withLines ? documentLines(db, 'credit_memo_lines', 'credit_memo_id', ids) : Promise.resolve(new Map<string, DocumentLineColumns[]>()),
    withLines ? Promise.resolve(new Map<string, number>()) : lineCounts(db, 'credit_memo_lines', ids),
    invoiceLinks(db, cn, invoiceIds),
    orderLinksOfInvoices(db, cn, invoiceIds),
  ]);
  const m: DocumentMessages = messagesFor(caller.language);
  return rows.map((row) => {
    const rate = Number(row.vat_rate_bp);
    const own = lines.get(row.id) ?? [];
    const reason = row.reason as CreditMemoReason;
    return {
      id: row.id,
      creditMemoNumber: row.credit_memo_number,
      creditMemoDate: row.credit_memo_date,
      reason,
      reasonText: m.reasons[reason] ?? m.reasons.other,
      currencyCode: row.currency_code,
      customerNumber: row.customer_number,
      billingAddress: parseAddress(row.billing_address),
      reference: row.reference,
      comment: row.comment,
      lineCount: withLines ? own.length : (counts.get(row.id) ?? 0),
      lines: own.map((l) => lineToWire(l, rate)),
      total: priceOf(Number(row.total_net), Number(row.total_vat), rate),
      vatSummary: vatSummary(Number(row.total_net), Number(row.total_vat), rate),
      // The invoice is the same customer's (credit_memos.invoice_id is checked when the memo is made).
      invoice: invoices.get(row.invoice_id) ?? { id: row.invoice_id, number: '', date: '' },
      orders: (orders.get(row.invoice_id) ?? []).sort(byNewest),
      createdAt: row.created_at,
    };
  });
}

export async function listCreditMemos(db: Db, caller: Caller, f: ListFilter, slice: Slice): Promise<ListResult<CreditMemo>> {
  const cn = caller.customerNumber;
  const where = creditMemosWhere(db, cn, f);
  return documentList({
    slice,
    freeText: f.words.length > 0,
    count: () => where.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    matches: () =>
      db
        .selectFrom(where.select(['c.id as id', 'c.credit_memo_date as date', 'c.created_at as at', TOTAL.as('total')]).as('m'))
        .select(['m.id', 'm.total'])
        .orderBy('m.date', 'desc')
        .orderBy('m.at', 'desc')
        .orderBy('m.id', 'desc')
        .limit(slice.limit)
        .offset(slice.offset)
        .execute(),
    byIds: (ids) => db.selectFrom('credit_memos').selectAll().where('customer_number', '=', cn).where('id', 'in', ids).execute(),
    page: () =>
      where
        .selectAll('c')
        .orderBy('c.credit_memo_date', 'desc')
        .orderBy('c.created_at', 'desc')
        .orderBy('c.id', 'desc')
        .limit(slice.limit)
        .offset(slice.offset)
        .execute(),
    toWire: (rows) => creditMemosToWire(db, caller, rows, f.includeLines),
  });
}

export async function getCreditMemo(db: Db, caller: Caller, creditMemoId: string): Promise<CreditMemo | null> {
  const row = await db
    .selectFrom('credit_memos')
    .selectAll()
    .where('id', '=', creditMemoId)
    .where('customer_number', '=', caller.customerNumber)
    .executeTakeFirst();
  if (!row) return null;
  const [memo] = await creditMemosToWire(db, caller, [row], true);
  return memo ?? null;
}

