import { skipToken } from '@reduxjs/toolkit/query/react';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { useRoutePath } from '../../app/routePaths';
import { Spinner } from '../../components/Spinner';
import { QUOTE_STATES, type QuoteState } from '../../../contract/quoteRules';
import { CustomerCentreLayout } from '../customerCentre';
import { selectUser } from '../user';
import { selectLocale } from '../website';
import { day, money } from './format';
import { STATE_TEXT } from './states';
import { quoteMessages as m } from './messages';
import { useGetQuotesQuery, type Quote } from './quotesApi';
import { isQuoteState } from './stateGuard';
import { Card, CardList, Field, Intro, Message, Meta, Row, StateBadge } from './styles';


function QuoteCard({ quote, locale }: { quote: Quote; locale: string }) {
  const intl = useIntl();
  const path = useRoutePath();
  const total = quote.quotedTotal ?? quote.listTotal;
  return (
    <Card>
      <h2>
        <Link to={path('quoteDetail').replace(':id', encodeURIComponent(quote.id))}>{intl.formatMessage(m.detailTitle, { number: quote.quoteNumber })}</Link>
      </h2>
      <p>
        <StateBadge $state={quote.state}>{intl.formatMessage(STATE_TEXT[quote.state])}</StateBadge>
      </p>
      <Meta>{intl.formatMessage(m.detailRequestedBy, { name: quote.requestedByName, date: day(quote.requestedAt, locale) })}</Meta>
      {quote.validUntil && (quote.state === 'answered' || quote.state === 'accepted') && (
        <p>{intl.formatMessage(m.detailValidUntil, { date: day(quote.validUntil, locale) })}</p>
      )}
      <p>
        {intl.formatMessage(m.listTotal)}: <strong>{money(total, quote.currencyCode)}</strong>
      </p>
    </Card>
  );
}

/**
 * The company's quotes in the customer centre (/kundecenter/tilbud, /en/customercenter/quotes; issue 20): the newest
 * first with their state (requested, answered, accepted, declined, expired, ordered), filtered by state.
 */
export default function QuotesPage() {
  const intl = useIntl();
  const locale = useAppSelector(selectLocale);
  const user = useAppSelector(selectUser);
  const filterId = useId();
  const [state, setState] = useState<QuoteState | ''>('');
  const owner = user?.customerNumber ? `${user.customerNumber}|${user.extraInfo.username ?? user.name}` : null;
  const quotes = useGetQuotesQuery(owner ? { owner, ...(state ? { state } : {}) } : skipToken);

  let body: React.ReactNode = null;
  if (quotes.isLoading) {
    body = (
      <p role="status">
        <Spinner size={16} decorative /> {intl.formatMessage(m.listLoading)}
      </p>
    );
  } else if (quotes.isError) {
    body = (
      <Message $error role="alert">
        {intl.formatMessage(m.listLoadFailed)}
      </Message>
    );
  } else if (quotes.data && quotes.data.quotes.length === 0) {
    body = <p>{intl.formatMessage(m.listEmpty)}</p>;
  } else if (quotes.data) {
    body = (
      <CardList aria-busy={quotes.isFetching}>
        {quotes.data.quotes.map((q) => (
          <li key={q.id}>
            <QuoteCard quote={q} locale={locale} />
          </li>
        ))}
      </CardList>
    );
  }

  return (
    <CustomerCentreLayout title={intl.formatMessage(m.listTitle)} section="quotes">
      <Intro>{intl.formatMessage(m.listIntro)}</Intro>
      <Row>
        <Field htmlFor={filterId} style={{ flex: '0 1 260px' }}>
          {intl.formatMessage(m.listFilter)}
          <select id={filterId} value={state} onChange={(e) => setState(isQuoteState(e.target.value) ? e.target.value : '')}>
            <option value="">{intl.formatMessage(m.listAll)}</option>
            {QUOTE_STATES.map((s) => (
              <option key={s} value={s}>
                {intl.formatMessage(STATE_TEXT[s])}
              </option>
            ))}
          </select>
        </Field>
      </Row>
      {body}
    </CustomerCentreLayout>
  );
}
