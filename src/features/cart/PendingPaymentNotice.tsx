import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { shallowEqual } from 'react-redux';
import { Link } from 'react-router';
import styled from 'styled-components';
import { isApiError } from '../../api/apiError';
import type { PendingPayment } from '../../api/commerceTypes';
import { useAppDispatch, useAppSelector, useAppStore } from '../../app/hooks';
import { useRoutePath } from '../../app/routePaths';
import { NavigationButton } from '../../components/NavigationButton';
import { Spinner } from '../../components/Spinner';
import { formatMoney } from '../../../common/format';
import { navigation } from '../../app/navigation';
import { selectUser, userLoaded } from '../user';
import { selectAreaInfo } from '../website';
import { selectHasServerCart } from './cartOwner';
import { useCancelPaymentMutation, useGetPendingPaymentQuery } from './pendingPaymentApi';
import { pendingPaymentMessages as m } from './pendingPaymentMessages';

const Region = styled.section`
  margin: 0 0 20px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  &[data-state='canceled'] {
    border-left-color: ${({ theme }) => theme.colors.primary};
  }
  h2 {
    margin: 0 0 8px;
    font-size: 1.15rem;
  }
  h2:focus {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
  p {
    margin: 0 0 8px;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  margin-top: 12px;
`;

const Problem = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

/** What happened after 'Cancel card payment' (kept while the page stays, also once the payment is gone). */
type Outcome =
  | { kind: 'canceled'; orderNumber: string }
  | { kind: 'alreadyPaid'; orderNumber: string; cartId: string }
  | { kind: 'failed' };

/**
 * A card payment the customer left unfinished (the browser's Back button on the provider's page, a closed tab): its
 * order waits for the payment and the cart is ordered, so the cart looks empty. Shown on the cart and checkout pages
 * for a logged-in customer (POST /api/Payment/GetPendingPayment, asked each time the page opens): 'Continue to
 * payment' goes back to the provider's page; 'Cancel card payment' cancels it (CancelPayment: the order is rejected
 * and the cart is open again on the server), then the cart engine loads the customer's cart from the server again
 * (its load at start and login, userLoaded) and the notice says the cart is back.
 */
export function PendingPaymentNotice() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const path = useRoutePath();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const customer = useAppSelector(selectHasServerCart);
  const areaInfo = useAppSelector(selectAreaInfo, shallowEqual);
  const pending = useGetPendingPaymentQuery(customer ? { areaInfo } : skipToken, { refetchOnMountOrArgChange: true });
  const [cancelPayment, cancelState] = useCancelPaymentMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const payment: PendingPayment | null = customer ? (pending.data ?? null) : null;

  // Back from the provider's page, the browser may show this page from its back/forward cache without loading it:
  // ask again then (a fresh load asks anyway).
  const { refetch } = pending;
  useEffect(() => {
    if (!customer) return undefined;
    const onPageShow = (event: Event) => {
      if ((event as PageTransitionEvent).persisted) void refetch();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [customer, refetch]);

  // The buttons are gone after the answer: the heading of what happened takes the focus.
  useEffect(() => {
    if (outcome && outcome.kind !== 'failed') headingRef.current?.focus();
  }, [outcome]);

  const cancel = async (current: PendingPayment) => {
    setOutcome(null);
    try {
      await cancelPayment({ areaInfo, paymentId: current.paymentId }).unwrap();
      setOutcome({ kind: 'canceled', orderNumber: current.orderNumber });
      // The cart is open again on the server: the cart engine loads the latest open cart, as at start and login.
      const user = selectUser(store.getState());
      if (user) dispatch(userLoaded(user));
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        setOutcome({ kind: 'alreadyPaid', orderNumber: current.orderNumber, cartId: current.cartId });
      } else {
        setOutcome({ kind: 'failed' });
      }
    }
    // Whatever happened, the server's answer about pending payments may have changed.
    if (customer) void refetch();
  };

  if (outcome?.kind === 'canceled' || outcome?.kind === 'alreadyPaid') {
    return (
      <Region aria-labelledby={headingId} data-state="canceled">
        <h2 id={headingId} ref={headingRef} tabIndex={-1}>
          {intl.formatMessage(outcome.kind === 'canceled' ? m.canceledHeading : m.heading)}
        </h2>
        {outcome.kind === 'canceled' ? (
          <p role="status">{intl.formatMessage(m.canceled, { orderNumber: outcome.orderNumber })}</p>
        ) : (
          <>
            <p role="status">{intl.formatMessage(m.alreadyPaid, { orderNumber: outcome.orderNumber })}</p>
            <p>
              <Link to={path('receipt', { cartId: outcome.cartId })}>{intl.formatMessage(m.showOrder)}</Link>
            </p>
          </>
        )}
      </Region>
    );
  }
  if (!payment) return null;

  const canceling = cancelState.isLoading;
  return (
    <Region aria-labelledby={headingId} aria-busy={canceling}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        {intl.formatMessage(m.heading)}
      </h2>
      <p>
        {intl.formatMessage(m.waiting, {
          orderNumber: payment.orderNumber,
          amount: formatMoney(payment.amount, payment.currencyCode),
        })}
      </p>
      <p>{intl.formatMessage(m.hint)}</p>
      {outcome?.kind === 'failed' && <Problem role="alert">{intl.formatMessage(m.cancelFailed)}</Problem>}
      <Actions>
        <NavigationButton type="button" disabled={canceling} onClick={() => navigation.navigateTo(payment.redirectLink)}>
          {intl.formatMessage(m.continuePayment)}
        </NavigationButton>
        <NavigationButton type="button" variant="secondary" disabled={canceling} onClick={() => void cancel(payment)}>
          {intl.formatMessage(m.cancelPayment)}
        </NavigationButton>
        {canceling && (
          <span role="status">
            <Spinner size={16} decorative /> {intl.formatMessage(m.canceling)}
          </span>
        )}
      </Actions>
    </Region>
  );
}
