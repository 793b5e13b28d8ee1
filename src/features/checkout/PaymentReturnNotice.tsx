import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { Alert } from './checkoutStyles';
import { checkoutMessages as m } from './messages';

const PAYMENT_RETURNS = { declined: m.paymentDeclined, failed: m.paymentFailed, canceled: m.paymentCanceled } as const;

/**
 * Back from the card payment page without a payment (/checkout?payment=declined|failed|canceled). The server has
 * rejected that order and opened the cart again, and the cart engine loads the latest open cart at start: the page
 * shows the cart as it was, with every payment method to choose again (placing it makes a new order). Nothing for
 * any other address of the page.
 */
export function PaymentReturnNotice() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const paymentReturn = params.get('payment');
  if (!paymentReturn || !(paymentReturn in PAYMENT_RETURNS)) return null;
  return (
    <Alert role="alert" $tone="warning">
      <p>{intl.formatMessage(PAYMENT_RETURNS[paymentReturn as keyof typeof PAYMENT_RETURNS])}</p>
    </Alert>
  );
}
