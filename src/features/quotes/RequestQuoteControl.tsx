import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { shallowEqual } from 'react-redux';
import { Link } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useRoutePath } from '../../app/routePaths';
import { QUOTE_LIMITS } from '../../../contract/quoteRules';
import { cartApi, selectCart, selectHasServerCart, wireCart } from '../cart';
import { selectUser } from '../user';
import { selectAreaInfo } from '../website';
import { quoteCartMessages as m } from './cartMessages';
import { useRequestQuoteMutation } from './quotesApi';
import { Button, Field, Message, Row } from './styles';

/** The request form: a message to the rep; the cart is saved to the server first, whose lines the quote takes. */
function RequestForm({ onSent, onCancel }: { onSent: (number: string) => void; onCancel: () => void }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const cart = useAppSelector(selectCart);
  const area = useAppSelector(selectAreaInfo, shallowEqual);
  const [request, { isLoading }] = useRequestQuoteMutation();
  const [message, setMessage] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const ref = useRef<HTMLTextAreaElement>(null);
  const introId = useId();
  const errorId = useId();
  useEffect(() => ref.current?.focus(), []);
  const tooLong = [...message.trim()].length > QUOTE_LIMITS.maxMessageLength;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    if (isLoading || !cart || tooLong) return;
    try {
      // The server quotes its own copy of the cart: save the lines shown here first.
      await dispatch(cartApi.endpoints.saveCart.initiate({ area, cart: wireCart(cart) }, { track: false })).unwrap();
      const quote = await request({ area, cartId: cart.cartId, message: message.trim() }).unwrap();
      onSent(quote.quoteNumber);
    } catch {
      setFailure(intl.formatMessage(m.requestFailed));
    }
  };

  const problem = tooLong ? intl.formatMessage(m.requestTooLong, { max: QUOTE_LIMITS.maxMessageLength }) : failure;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-busy={isLoading} aria-describedby={introId}>
      <h3>{intl.formatMessage(m.requestTitle)}</h3>
      <p id={introId}>{intl.formatMessage(m.requestIntro)}</p>
      <Row>
        <Field>
          {intl.formatMessage(m.requestMessage)}
          <textarea
            ref={ref}
            name="quoteMessage"
            value={message}
            rows={4}
            onChange={(e) => setMessage(e.target.value)}
            aria-invalid={problem !== null}
            aria-describedby={problem ? errorId : undefined}
          />
        </Field>
      </Row>
      <Row>
        <Button type="submit" $primary disabled={isLoading}>
          {intl.formatMessage(m.requestSend)}
        </Button>
        <Button type="button" onClick={onCancel}>
          {intl.formatMessage(m.requestCancel)}
        </Button>
      </Row>
      {problem && (
        <Message $error id={errorId} role="alert">
          {problem}
        </Message>
      )}
    </form>
  );
}

/**
 * 'Request a quote' on the cart page (issue 20): for a logged-in customer whose company role is not 'viewer', the
 * cart's products and quantities go to the sales reps with a message; then a link to the customer's quotes.
 */
export function RequestQuoteControl() {
  const intl = useIntl();
  const path = useRoutePath();
  const customer = useAppSelector(selectHasServerCart);
  const viewer = useAppSelector(selectUser)?.companyRole === 'viewer';
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  if (!customer || viewer) return null;
  return (
    <div>
      {open ? (
        <RequestForm
          onSent={(number) => {
            setSent(number);
            setOpen(false);
          }}
          onCancel={() => setOpen(false)}
        />
      ) : (
        <Button type="button" onClick={() => setOpen(true)}>
          {intl.formatMessage(m.requestOpen)}
        </Button>
      )}
      <div role="status">
        {sent && (
          <Message>
            {intl.formatMessage(m.requestSent, { number: sent })} <Link to={path('quotes')}>{intl.formatMessage(m.requestSeeQuotes)}</Link>
          </Message>
        )}
      </div>
    </div>
  );
}
