import { useId, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { SalesRepLedgerEntry } from '../../../api/companyTypes';
import { useRoutePath } from '../../../app/routePaths';
import { Spinner } from '../../../components/Spinner';
import { Actions, Muted, Section } from '../styles';
import { useGetSalesRepLedgerQuery } from './companyApi';
import { companyMessages as m } from './messages';
import { quoteLedgerMessages as q } from './quoteLedgerMessages';

const PAGE_SIZE = 20;

const Entries = styled.ol`
  list-style: none;
  margin: 0 0 12px;
  padding: 0;
  li {
    padding: 12px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  p {
    margin: 0 0 4px;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    /* A touch target of at least 24 × 24 px between the order numbers. */
    display: inline-block;
    min-height: 24px;
    padding: 2px 4px;
  }
`;

const when = (intl: IntlShape, iso: string, withDate: boolean) =>
  intl.formatDate(iso, withDate ? { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' } : { hour: '2-digit', minute: '2-digit' });

/** One session as a sentence: 'Sofie Sælger acted for Mette Hansen, 12 Nov 2026 10:02–10:31'. */
export function describeSession(intl: IntlShape, entry: SalesRepLedgerEntry): string {
  const start = when(intl, entry.startedAt, true);
  if (entry.endedAt === null) return intl.formatMessage(m.ledgerOpen, { rep: entry.repName, user: entry.userName, start });
  const sameDay = new Date(entry.startedAt).toDateString() === new Date(entry.endedAt).toDateString();
  return intl.formatMessage(m.ledgerEntry, { rep: entry.repName, user: entry.userName, start, end: when(intl, entry.endedAt, !sameDay) });
}

/** A quote a rep answered or declined (an entry with `quote`): 'Sofie Sælger answered quote Q-1004 for Mette Hansen, …'. */
function QuoteEntry({ entry, quote }: { entry: SalesRepLedgerEntry; quote: NonNullable<SalesRepLedgerEntry['quote']> }) {
  const intl = useIntl();
  const path = useRoutePath();
  const values = { rep: entry.repName, user: entry.userName, quote: quote.quoteNumber, at: when(intl, entry.startedAt, true) };
  return (
    <li>
      <p>{intl.formatMessage(quote.action === 'declined' ? q.declined : q.answered, values)}</p>
      <p>
        <Link to={path('quoteDetail', { id: quote.quoteId })}>{intl.formatMessage(q.see, { quote: quote.quoteNumber })}</Link>
      </p>
    </li>
  );
}

const END_REASONS = { stopped: m.ledgerStopped, switched: m.ledgerSwitched, expired: m.ledgerExpired } as const;

/**
 * The company's ledger of sales reps' sessions (issue 20, GetSalesRepLedger), newest first, a page at a time: who acted
 * for whom and when, how it ended, and the orders placed meanwhile (linked to their detail pages); among them the
 * quotes a rep answered or declined (linked to the quote).
 */
export function SalesRepLedger({ owner }: { owner: string }) {
  const intl = useIntl();
  const id = useId();
  const path = useRoutePath();
  const [pageNr, setPageNr] = useState(1);
  const ledger = useGetSalesRepLedgerQuery({ owner, pageSize: PAGE_SIZE, pageNr });
  const entries = ledger.data?.entries ?? [];
  const lastPage = ledger.data ? ledger.data.pageNr * ledger.data.pageSize >= ledger.data.totalItems : true;
  return (
    <Section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{intl.formatMessage(m.ledgerHeading)}</h2>
      <p>{intl.formatMessage(m.ledgerIntro)}</p>
      {ledger.isFetching && !ledger.data && <Spinner size={24} />}
      {ledger.isError && <Muted role="alert">{intl.formatMessage(m.errorLoad)}</Muted>}
      {ledger.data && entries.length === 0 && <Muted>{intl.formatMessage(m.ledgerNone)}</Muted>}
      {entries.length > 0 && (
        <Entries aria-labelledby={`${id}-heading`}>
          {entries.map((entry) =>
            entry.quote ? (
              <QuoteEntry key={entry.id} entry={entry} quote={entry.quote} />
            ) : (
            <li key={entry.id}>
              <p>{describeSession(intl, entry)}</p>
              <p>
                {entry.orders.length === 0 ? (
                  intl.formatMessage(m.ledgerNoOrders)
                ) : (
                  <>
                    {intl.formatMessage(m.ledgerOrders, { count: entry.orders.length })}{' '}
                    {entry.orders.map((order) => (
                      <Link key={order.orderId} to={path('orderDetail', { id: order.orderId })}>
                        {order.orderNumber}
                      </Link>
                    ))}
                  </>
                )}
              </p>
              {entry.endReason && <Muted>{intl.formatMessage(END_REASONS[entry.endReason])}</Muted>}
            </li>
            ),
          )}
        </Entries>
      )}
      <Actions>
        {pageNr > 1 && (
          <button type="button" onClick={() => setPageNr((n) => n - 1)}>
            {intl.formatMessage(m.ledgerNewer)}
          </button>
        )}
        {!lastPage && (
          <button type="button" onClick={() => setPageNr((n) => n + 1)}>
            {intl.formatMessage(m.ledgerOlder)}
          </button>
        )}
      </Actions>
    </Section>
  );
}
