import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import styled from 'styled-components';
import { isApiError } from '../../api/apiError';
import { useAppSelector } from '../../app/hooks';
import { useRoutePath } from '../../app/routePaths';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { Container } from '../../components/Container';
import { Spinner } from '../../components/Spinner';
import { QUOTE_STATES, type QuoteState } from '../../../contract/quoteRules';
import { selectUser } from '../user';
import { selectLocale } from '../website';
import { AnswerForm, DeclineForm } from './AnswerForm';
import { day } from './format';
import { STATE_TEXT } from './states';
import { quoteMessages as m } from './messages';
import { QuoteLinesTable } from './QuoteLinesTable';
import { useGetQuoteRequestsQuery, type Quote } from './quotesApi';
import { isQuoteState } from './stateGuard';
import { Card, Field, Intro, Message, Meta, Notice, Row, StateBadge } from './styles';

const Page = styled(Container)`
  padding-top: 32px;
  padding-bottom: 64px;
  h1 {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 16px;
  margin: 16px 0 0;
  padding: 0;
  list-style: none;
`;

function RequestCard({ quote, locale, onDone }: { quote: Quote; locale: string; onDone: (text: string) => void }) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId}>
      <h2 id={headingId}>{intl.formatMessage(m.detailTitle, { number: quote.quoteNumber })}</h2>
      <p>
        <StateBadge $state={quote.state}>{intl.formatMessage(STATE_TEXT[quote.state])}</StateBadge>
      </p>
      <Meta>
        {intl.formatMessage(m.repFrom, {
          customer: quote.customerName,
          customerNumber: quote.customerNumber,
          name: quote.requestedByName,
          date: day(quote.requestedAt, locale),
        })}
      </Meta>
      {quote.message && (
        <p>
          <strong>{intl.formatMessage(m.repCustomerMessage)}:</strong> {quote.message}
        </p>
      )}
      <QuoteLinesTable quote={quote} locale={locale} />
      {quote.repMessage && (
        <p>
          <strong>{intl.formatMessage(m.detailRepMessage, { name: quote.answeredByName ?? '' })}:</strong> {quote.repMessage}
        </p>
      )}
      {quote.validUntil && quote.state !== 'declined' && <p>{intl.formatMessage(m.detailValidUntil, { date: day(quote.validUntil, locale) })}</p>}
      {quote.state === 'requested' && (
        <>
          <AnswerForm quote={quote} onDone={onDone} />
          <DeclineForm quote={quote} onDone={onDone} />
        </>
      )}
    </Card>
  );
}

/**
 * The sales rep's quote requests (/impersonation/tilbud, /en/impersonation/quotes; issue 20), linked from the
 * impersonation page: the quotes of the rep's customers, newest first, by state; a requested one is answered with a
 * price per line, a validity date and a message, or declined with a message.
 */
export default function QuoteRequestsPage() {
  const intl = useIntl();
  const path = useRoutePath();
  const locale = useAppSelector(selectLocale);
  const user = useAppSelector(selectUser);
  const filterId = useId();
  const [state, setState] = useState<QuoteState | ''>('requested');
  const [done, setDone] = useState<string | null>(null);
  const owner = user?.extraInfo.username ?? user?.name ?? '';
  const requests = useGetQuoteRequestsQuery({ owner, ...(state ? { state } : {}) });
  useDocumentTitle(intl.formatMessage(m.repTitle));
  const forbidden = isApiError(requests.error) && requests.error.status === 403;

  return (
    <Page>
      <p>
        <Link to={path('impersonation')}>{intl.formatMessage(m.repBack)}</Link>
      </p>
      <h1>{intl.formatMessage(m.repTitle)}</h1>
      {forbidden ? (
        <p role="alert">{intl.formatMessage(m.repForbidden)}</p>
      ) : (
        <>
          <Intro>{intl.formatMessage(m.repIntro)}</Intro>
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
          <div role="status">{done && <Notice>{done}</Notice>}</div>
          {requests.isLoading && (
            <p role="status">
              <Spinner size={16} decorative /> {intl.formatMessage(m.listLoading)}
            </p>
          )}
          {requests.isError && !forbidden && (
            <Message $error role="alert">
              {intl.formatMessage(m.listLoadFailed)}
            </Message>
          )}
          {requests.data?.quotes.length === 0 && <p>{intl.formatMessage(m.repEmpty)}</p>}
          {requests.data && requests.data.quotes.length > 0 && (
            <List aria-busy={requests.isFetching}>
              {requests.data.quotes.map((q) => (
                <li key={q.id}>
                  <RequestCard quote={q} locale={locale} onDone={setDone} />
                </li>
              ))}
            </List>
          )}
        </>
      )}
    </Page>
  );
}
