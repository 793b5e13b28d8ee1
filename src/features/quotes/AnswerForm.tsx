import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { QUOTE_LIMITS } from '../../../contract/quoteRules';
import { quoteFailure } from './errors';
import { daysFromToday, parsePrice } from './format';
import { quoteMessages as m } from './messages';
import { useAnswerQuoteMutation, useDeclineQuoteMutation, type Quote } from './quotesApi';
import { Button, Field, Message, Row } from './styles';

/** The rep's answer to a requested quote: a unit price per line (major units), a validity date and a message. */
export function AnswerForm({ quote, onDone }: { quote: Quote; onDone: (text: string) => void }) {
  const intl = useIntl();
  const id = useId();
  const [answer, answerState] = useAnswerQuoteMutation();
  const [prices, setPrices] = useState<Record<number, string>>({});
  const [validUntil, setValidUntil] = useState(daysFromToday(QUOTE_LIMITS.defaultValidityDays));
  const [message, setMessage] = useState('');
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const min = daysFromToday(0);
  const max = daysFromToday(QUOTE_LIMITS.maxValidityDays);
  const parsed = quote.lines.map((l) => parsePrice(prices[l.lineNo] ?? ''));
  const dateProblem = !/^\d{4}-\d{2}-\d{2}$/.test(validUntil) || validUntil < min || validUntil > max;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    setFailure(null);
    if (answerState.isLoading || parsed.some((p) => p === null) || dateProblem) return;
    try {
      const lines = quote.lines.map((l, i) => ({ lineNo: l.lineNo, unitPrice: parsed[i] }));
      const answered = await answer({ id: quote.id, lines, validUntil, message: message.trim() }).unwrap();
      onDone(intl.formatMessage(m.repAnswered, { number: answered.quoteNumber }));
    } catch (error) {
      setFailure(intl.formatMessage(m.repFailed, { reason: quoteFailure(intl, error, intl.formatMessage(m.detailTryAgain)) }));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-busy={answerState.isLoading}>
      {quote.lines.map((l, i) => {
        const bad = checked && parsed[i] === null;
        return (
          <Row key={l.lineNo}>
            <Field>
              {intl.formatMessage(m.repPriceFor, { product: `${l.text} × ${l.quantity} ${l.productKey.unitOfMeasure}`, currency: quote.currencyCode })}
              <input
                inputMode="decimal"
                name={`price-${l.lineNo}`}
                value={prices[l.lineNo] ?? ''}
                // The list price as a hint, written as the page's language writes numbers ('1.849,00' in Danish).
                placeholder={l.listUnitPrice === null ? undefined : intl.formatNumber(l.listUnitPrice / 100, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}
                onChange={(e) => setPrices({ ...prices, [l.lineNo]: e.target.value })}
                aria-invalid={bad}
                aria-describedby={bad ? `${id}-price-${l.lineNo}` : undefined}
              />
              {bad && (
                <Message $error id={`${id}-price-${l.lineNo}`}>
                  {intl.formatMessage(m.repInvalidPrice)}
                </Message>
              )}
            </Field>
          </Row>
        );
      })}
      <Row>
        <Field>
          {intl.formatMessage(m.repValidUntil)}
          <input
            type="date"
            name="validUntil"
            min={min}
            max={max}
            value={validUntil}
            onChange={(e) => setValidUntil(e.target.value)}
            aria-invalid={checked && dateProblem}
            aria-describedby={checked && dateProblem ? `${id}-date` : undefined}
          />
          {checked && dateProblem && (
            <Message $error id={`${id}-date`}>
              {intl.formatMessage(m.repInvalidDate, { max })}
            </Message>
          )}
        </Field>
      </Row>
      <Row>
        <Field>
          {intl.formatMessage(m.repMessage)}
          <textarea name="repMessage" rows={3} value={message} maxLength={QUOTE_LIMITS.maxMessageLength} onChange={(e) => setMessage(e.target.value)} />
        </Field>
      </Row>
      <Row>
        <Button type="submit" $primary disabled={answerState.isLoading}>
          {intl.formatMessage(m.repAnswer)}
        </Button>
      </Row>
      <div role="alert">{failure && <Message $error>{failure}</Message>}</div>
    </form>
  );
}

/** Declining a requested quote with a message to the customer (required). */
export function DeclineForm({ quote, onDone }: { quote: Quote; onDone: (text: string) => void }) {
  const intl = useIntl();
  const id = useId();
  const [decline, state] = useDeclineQuoteMutation();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  if (!open) {
    return (
      <Button type="button" onClick={() => setOpen(true)}>
        {intl.formatMessage(m.repDecline)}
      </Button>
    );
  }
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!message.trim()) {
      setProblem(intl.formatMessage(m.repMessageRequired));
      return;
    }
    setProblem(null);
    try {
      const declined = await decline({ id: quote.id, message: message.trim() }).unwrap();
      onDone(intl.formatMessage(m.repDeclined, { number: declined.quoteNumber }));
    } catch (error) {
      setProblem(intl.formatMessage(m.repFailed, { reason: quoteFailure(intl, error, intl.formatMessage(m.detailTryAgain)) }));
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-busy={state.isLoading}>
      <Row>
        <Field>
          {intl.formatMessage(m.repDeclineMessage)}
          <textarea
            name="declineMessage"
            rows={3}
            value={message}
            maxLength={QUOTE_LIMITS.maxMessageLength}
            onChange={(e) => setMessage(e.target.value)}
            aria-invalid={problem !== null}
            aria-describedby={problem ? `${id}-decline` : undefined}
          />
        </Field>
      </Row>
      <Row>
        <Button type="submit" $danger disabled={state.isLoading}>
          {intl.formatMessage(m.repConfirmDecline)}
        </Button>
        <Button type="button" onClick={() => setOpen(false)}>
          {intl.formatMessage(m.repCancel)}
        </Button>
      </Row>
      {problem && (
        <Message $error id={`${id}-decline`} role="alert">
          {problem}
        </Message>
      )}
    </form>
  );
}
