/**
 * Quotes in the customer's ledger of sales reps (issue 20; docs/quotes.md 'Ledger'): every quote a rep answered or
 * declined for the customer is an entry of its own beside the impersonation sessions ('Sofie Sælger answered quote
 * Q-1004 on 12 Nov 10:40'), both newest first in one list (GetSalesRepLedger and `npm run admin -- impersonation
 * ledger`). Read with the customer's number.
 */
import type { Db } from '../../db';
import { quoteNumberText } from '../../../contract/quoteRules';
import { customerLedgerPage, readLedger, type LedgerEntry, type LedgerQuery } from '../impersonationLedger';

export interface QuoteLedgerAction {
  quoteId: string;
  quoteNumber: string;
  action: 'answered' | 'declined';
  repName: string;
  /** The customer user who requested the quote. */
  userName: string;
  customerNumber: string;
  at: string;
}

/** A ledger entry: a rep's session, or a quote a rep answered or declined (`quote` set; start = end = when). */
export type LedgerItem = LedgerEntry & { quote?: QuoteLedgerAction };

function actions(db: Db, query: { customerNumber?: string; repId?: string }) {
  let q = db.selectFrom('quotes').where('answered_at', 'is not', null).where('answered_by', 'is not', null);
  if (query.customerNumber !== undefined) q = q.where('customer_number', '=', query.customerNumber);
  if (query.repId !== undefined) q = q.where('answered_by', '=', query.repId);
  return q;
}

/** Quote actions newest first. */
export async function readQuoteActions(db: Db, query: { customerNumber?: string; repId?: string; limit: number }): Promise<QuoteLedgerAction[]> {
  const rows = await actions(db, query)
    .select(['id', 'quote_number', 'status', 'answered_by_name', 'requested_by_name', 'customer_number', 'answered_at'])
    .orderBy('answered_at', 'desc')
    .orderBy('id', 'desc')
    .limit(query.limit)
    .execute();
  return rows.map((r) => ({
    quoteId: r.id,
    quoteNumber: quoteNumberText(Number(r.quote_number)),
    action: r.status === 'declined' ? 'declined' : 'answered',
    repName: r.answered_by_name ?? '',
    userName: r.requested_by_name,
    customerNumber: r.customer_number,
    at: r.answered_at ?? '',
  }));
}

function asItem(a: QuoteLedgerAction): LedgerItem {
  return {
    id: `quote:${a.quoteId}`,
    repName: a.repName,
    userId: '',
    userName: a.userName,
    customerNumber: a.customerNumber,
    ip: null,
    startedAt: a.at,
    endedAt: a.at,
    endReason: null,
    orders: [],
    quote: a,
  };
}

/** Sessions and quote actions merged newest first (by the session's start and the action's time). */
function merge(sessions: readonly LedgerEntry[], quotes: readonly QuoteLedgerAction[]): LedgerItem[] {
  return [...sessions, ...quotes.map(asItem)].sort((a, b) => (a.startedAt < b.startedAt ? 1 : a.startedAt > b.startedAt ? -1 : 0));
}

/** The CLI's ledger: the latest `limit` entries of sessions and quote actions. */
export async function readLedgerWithQuotes(db: Db, query: LedgerQuery, idleMs: number, now = new Date()): Promise<LedgerItem[]> {
  const [sessions, quotes] = await Promise.all([
    readLedger(db, query, idleMs, now),
    readQuoteActions(db, { ...(query.customerNumber === undefined ? {} : { customerNumber: query.customerNumber }), ...(query.repId === undefined ? {} : { repId: query.repId }), limit: query.limit }),
  ]);
  return merge(sessions, quotes).slice(0, query.limit);
}

/** A page of the customer's ledger with the quote actions among the sessions, and how many entries it has in all. */
export async function customerLedgerPageWithQuotes(
  db: Db,
  customerNumber: string,
  page: { offset: number; pageSize: number },
  idleMs: number,
  now = new Date(),
): Promise<{ entries: LedgerItem[]; total: number }> {
  const end = page.offset + page.pageSize;
  const [sessions, counted, quotes] = await Promise.all([
    customerLedgerPage(db, customerNumber, { offset: 0, pageSize: end }, idleMs, now),
    actions(db, { customerNumber }).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    readQuoteActions(db, { customerNumber, limit: end }),
  ]);
  const total = sessions.total + Number(counted?.n ?? 0);
  return { entries: merge(sessions.entries, quotes).slice(page.offset, end), total };
}
