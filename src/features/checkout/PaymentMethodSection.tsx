import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { Cart, PaymentMethod } from '../../api/commerceTypes';
import { Spinner } from '../../components/Spinner';
import { Choice, FieldError, Hint, Section, TestModeTag } from './checkoutStyles';
import { checkoutMessages as m } from './messages';
import { paymentKind } from './orderConversion';

/** What the section needs of GetPaymentMethods' query. */
export interface PaymentMethodsQuery {
  data?: PaymentMethod[];
  isLoading: boolean;
  isError: boolean;
}

export interface PaymentMethodSectionProps {
  /** The cart's payment method. */
  chosen: Cart['paymentMethod'];
  paymentMethods: PaymentMethodsQuery;
  /** The server's message for the payment method. */
  error: string | undefined;
  money: (amount: number) => string;
  feeShown: (fee: number) => number;
  onChoose: (method: PaymentMethod) => void;
}

/**
 * SPEC §2 checkout, payment: the payment methods with their fees; the card method says the customer pays on the
 * provider's page next, and the sandbox's says no money is moved ('Test mode').
 */
export function PaymentMethodSection({ chosen, paymentMethods, error, money, feeShown, onChoose }: PaymentMethodSectionProps) {
  const intl = useIntl();
  const id = useId();
  const kind = paymentKind(chosen);
  // The card method of the sandbox (the server's list says so): no money is moved, and the customer is told.
  const chosenTestMode = (paymentMethods.data ?? []).some((listed) => listed.internalId === chosen?.internalId && listed.extraInfo.testMode === true);
  return (
    <Section aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{intl.formatMessage(m.paymentMethod)}</legend>
      {error && <FieldError id={`${id}-error`}>{intl.formatMessage(m.choosePaymentMethod)}</FieldError>}
      {paymentMethods.isLoading && (
        <p role="status">
          <Spinner size={16} decorative /> {intl.formatMessage(m.paymentMethodsLoading)}
        </p>
      )}
      {paymentMethods.isError && <FieldError role="alert">{intl.formatMessage(m.paymentMethodsFailed)}</FieldError>}
      <div
        role="radiogroup"
        aria-label={intl.formatMessage(m.paymentMethod)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {(paymentMethods.data ?? []).map((listed) => (
          <Choice key={listed.internalId}>
            <input
              type="radio"
              name={`${id}-method`}
              value={listed.internalId}
              checked={chosen?.internalId === listed.internalId}
              onChange={() => onChoose(listed)}
            />
            <span>
              {listed.name}
              {listed.extraInfo.testMode === true && (
                <>
                  {' '}
                  <TestModeTag>{intl.formatMessage(m.testMode)}</TestModeTag>
                </>
              )}
              {listed.fee > 0 && <small>{intl.formatMessage(m.fee, { amount: money(feeShown(listed.fee)) })}</small>}
            </span>
          </Choice>
        ))}
      </div>
      {kind === 'card' && <Hint>{intl.formatMessage(m.cardHint)}</Hint>}
      {kind === 'card' && chosenTestMode && <Hint>{intl.formatMessage(m.testModeHint)}</Hint>}
    </Section>
  );
}
