/**
 * The customer's ledger of what sales reps did for them (issue 20; server/services/impersonationLedger.ts): each
 * time a rep acted for one of the company's users — who, for whom, from when to when, how it ended — and the orders
 * placed meanwhile. Read by the company's admins (not by a rep acting for one). Imports nothing but TypeBox.
 */
import { Type, type Static } from '@sinclair/typebox';
import { StringEnum } from './common';
import { PageInfo } from './customerCentre';

/** How a session ended: the rep stopped, switched to another user, or it expired after the idle time. */
export const SalesRepSessionEnd = StringEnum(['stopped', 'switched', 'expired'] as const);

/** One session. Times are ISO-8601 UTC. */
export const SalesRepLedgerEntry = Type.Object({
  id: Type.String(),
  repName: Type.String(),
  /** The company's user the rep acted for. */
  userName: Type.String(),
  startedAt: Type.String(),
  /** null while the rep is still acting (and used the session within the idle time). */
  endedAt: Type.Union([Type.String(), Type.Null()]),
  endReason: Type.Union([SalesRepSessionEnd, Type.Null()]),
  /** The orders placed in the session, oldest first. */
  orders: Type.Array(Type.Object({ orderId: Type.String(), orderNumber: Type.String() })),
  /**
   * Set on an entry that is a quote the rep answered or declined for the company (docs/quotes.md), not a session:
   * then userName is the user who requested it, startedAt = endedAt = when, endReason null and no orders.
   */
  quote: Type.Optional(
    Type.Object({ quoteId: Type.String(), quoteNumber: Type.String(), action: StringEnum(['answered', 'declined'] as const) }),
  ),
});
export type SalesRepLedgerEntry = Static<typeof SalesRepLedgerEntry>;

/**
 * POST /api/CustomerCenter/GetSalesRepLedger?pageSize=&pageNr= (both required) → the company's sessions, newest first,
 * with the page fields of the customer centre's paged lists. 403 for a user who is not the company's admin now, or a
 * sales rep acting for one.
 */
export const SalesRepLedgerResponse = Type.Object({ entries: Type.Array(SalesRepLedgerEntry), ...PageInfo.properties });
export type SalesRepLedgerResponse = Static<typeof SalesRepLedgerResponse>;
