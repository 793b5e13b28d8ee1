import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useRoutePath } from '../../app/routePaths';
import { Spinner } from '../../components/Spinner';
import { CustomerCentreLayout } from '../customerCentre';
import { selectUser } from '../user';
import { selectLocale } from '../website';
import { acceptQuote } from './accept';
import { quoteFailure } from './errors';
import { day } from './format';
import { STATE_TEXT } from './states';
import { quoteMessages as m } from './messages';
import { QuoteLinesTable } from './QuoteLinesTable';
import { useGetQuoteQuery, type Quote } from './quotesApi';
import { Button, Intro, Message, Meta, Notice, StateBadge } from './styles';

function QuoteBody({ quote, locale }: { quote: Quote; locale: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const path = useRoutePath();
  const viewer = useAppSelector(selectUser)?.companyRole === 'viewer';
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const accept = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await dispatch(acceptQuote(quote.id));
      await navigate(path('cart'));
    } catch (error) {
      setFailure(intl.formatMessage(m.detailAcceptFailed, { reason: quoteFailure(intl, error, intl.formatMessage(m.detailTryAgain)) }));
      setBusy(false);
    }
  };

  return (
    <>
      <p>
        <StateBadge $state={quote.state}>{intl.formatMessage(STATE_TEXT[quote.state])}</StateBadge>
      </p>
      <Meta>{intl.formatMessage(m.detailRequestedBy, { name: quote.requestedByName, date: day(quote.requestedAt, locale) })}</Meta>
      {quote.message && (
        <Intro>
          <strong>{intl.formatMessage(m.detailYourMessage)}:</strong> {quote.message}
        </Intro>
      )}
      {quote.validUntil && quote.state !== 'declined' && <p>{intl.formatMessage(m.detailValidUntil, { date: day(quote.validUntil, locale) })}</p>}
      {quote.repMessage && (
        <Notice $warning={quote.state === 'declined'}>
          <strong>{intl.formatMessage(m.detailRepMessage, { name: quote.answeredByName ?? '' })}:</strong> {quote.repMessage}
        </Notice>
      )}
      <QuoteLinesTable quote={quote} locale={locale} />
      {quote.state === 'ordered' && quote.orderId && (
        <p>
          <Link to={path('orderDetail').replace(':id', encodeURIComponent(quote.orderId))}>
            {intl.formatMessage(m.detailOrder, { number: quote.orderNumber ?? '' })}
          </Link>
        </p>
      )}
      {quote.state === 'accepted' && (
        <p>
          <Link to={path('cart')}>{intl.formatMessage(m.detailGoToCart)}</Link>
        </p>
      )}
      {quote.state === 'answered' && !viewer && (
        <>
          <p>{intl.formatMessage(m.detailAcceptHint)}</p>
          <Button type="button" $primary onClick={() => void accept()} disabled={busy} aria-busy={busy}>
            {intl.formatMessage(m.detailAccept)}
          </Button>
        </>
      )}
      <div role="alert">{failure && <Message $error>{failure}</Message>}</div>
    </>
  );
}

/** One quote of the company (/kundecenter/tilbud/:id): lines with list and quoted prices, validity, the rep's message. */
export default function QuoteDetailPage() {
  const intl = useIntl();
  const path = useRoutePath();
  const { id = '' } = useParams();
  const locale = useAppSelector(selectLocale);
  const user = useAppSelector(selectUser);
  const owner = user?.customerNumber ? `${user.customerNumber}|${user.extraInfo.username ?? user.name}` : null;
  const quote = useGetQuoteQuery(owner && id ? { id, owner } : skipToken);
  const title = quote.data ? intl.formatMessage(m.detailTitle, { number: quote.data.quoteNumber }) : intl.formatMessage(m.listTitle);
  return (
    <CustomerCentreLayout title={title} section="quotes">
      <p>
        <Link to={path('quotes')}>{intl.formatMessage(m.detailBack)}</Link>
      </p>
      {quote.isLoading && (
        <p role="status">
          <Spinner size={16} decorative /> {intl.formatMessage(m.listLoading)}
        </p>
      )}
      {quote.isError && (
        <Message $error role="alert">
          {intl.formatMessage(m.detailNotFound)}
        </Message>
      )}
      {quote.data && <QuoteBody quote={quote.data} locale={locale} />}
    </CustomerCentreLayout>
  );
}
