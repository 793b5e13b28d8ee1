import { startTransition, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useRoutePath } from '../../app/routePaths';
import { ScreenDescription } from '../../app/ScreenDescription';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { Container } from '../../components/Container';
import { Spinner } from '../../components/Spinner';
import { visuallyHidden } from '../../components/VisuallyHidden';
import { media } from '../../styles/theme';
import { emptyCartRequested } from './cartActions';
import { CartLines } from './CartLines';
import { selectCartWaitingForServer, selectOffline } from '../connection';
import { cartViewClosed, cartViewOpened, selectCartIsEmpty, selectUsingFallbackStrategy } from './cartSlice';
import { CartErrorAlert, CartSummary } from './CartSummary';
import { cartMessages as m } from './messages';
import { PrimaryLink, SecondaryButton } from './styles';
import { PendingPaymentNotice } from './PendingPaymentNotice';
import { SpendingLimitNotice } from './SpendingLimitNotice';
import QuickOrderPanel from './quickOrder/QuickOrderPanel';
import { SaveCartControl } from '../savedCarts';
import { CartQuoteNotice, RequestQuoteControl } from '../quotes';

const Page = styled(Container)`
  padding-top: 24px;
  padding-bottom: 48px;
  h1 {
    margin: 0 0 20px;
    color: ${({ theme }) => theme.colors.primary};
  }
  h2 {
    margin: 0 0 8px;
    font-size: 1.25rem;
  }
`;

const QuickOrderSlot = styled.div`
  margin-top: 32px;
`;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 24px;
  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) 360px;
    align-items: start;
  }
`;

const Aside = styled.aside`
  display: flex;
  flex-direction: column;
  gap: 16px;
  padding: 20px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  ${media.lg} {
    position: sticky;
    top: 16px;
  }
`;

const Notice = styled.p`
  margin: 0 0 12px;
  padding: 10px 12px;
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
  background: #fff6e5;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  margin-top: 16px;
`;

const DangerButton = styled(SecondaryButton)`
  border-color: ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.white};
`;

const Confirm = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radius};
  p {
    margin: 0;
    flex: 1 1 100%;
    font-weight: 600;
  }
`;

const Empty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 12px;
  padding: 24px 0;
  p {
    margin: 0;
  }
`;

const Live = styled.div`
  ${visuallyHidden}
`;

/**
 * Until the first calculation: as tall as the window, so that nothing below it (quick order, the footer) is in view
 * and then pushed away when the cart appears.
 */
const FirstCalculation = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 10px;
  min-height: 100vh;
  color: ${({ theme }) => theme.colors.muted};
`;

/** How long the cart page waits for its first calculation before it shows the lines without one. */
export const FIRST_CALCULATION_WAIT_MS = 3000;

/**
 * Whether the cart page shows its lines and summary: once the cart's first calculation is in (or failed, or the API
 * cannot be reached, or after FIRST_CALCULATION_WAIT_MS). Before it, a line added on a product page has no stock note,
 * no price before discount and the summary no fees or freight: shown at once, the page grew under the reader's eyes
 * when the calculation came (Lighthouse: CLS 0.15 on a phone, issue 21). A logged-in customer's cart being loaded
 * from the server is waited for too (it may hold other lines than the local copy). Edits after that recalculate
 * without hiding anything.
 */
function useFirstCalculationSettled(): boolean {
  const settledNow = useAppSelector(
    (state) =>
      !!state.cart.calculated ||
      !!state.cart.error ||
      selectOffline(state) ||
      selectCartWaitingForServer(state) ||
      (selectCartIsEmpty(state) && !state.cart.loadingFromServer),
  );
  const [settled, setSettled] = useState(settledNow);
  // The whole cart renders at once then: as a transition React renders it in slices between which the browser
  // handles input, instead of one long task (Lighthouse's Total Blocking Time).
  useEffect(() => {
    if (settledNow) startTransition(() => setSettled(true));
  }, [settledNow]);
  useEffect(() => {
    if (settled) return undefined;
    const timer = setTimeout(() => startTransition(() => setSettled(true)), FIRST_CALCULATION_WAIT_MS);
    return () => clearTimeout(timer);
  }, [settled]);
  return settled;
}

/** 'Empty cart' with an inline confirmation (focus moves to the question's answer and back on cancel). */
function EmptyCartControl() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [confirming, setConfirming] = useState(false);
  const questionId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);

  if (!confirming) {
    return (
      <SecondaryButton ref={openerRef} type="button" onClick={() => setConfirming(true)}>
        {intl.formatMessage(m.emptyCart)}
      </SecondaryButton>
    );
  }
  const cancel = () => {
    setConfirming(false);
    requestAnimationFrame(() => openerRef.current?.focus());
  };
  return (
    <Confirm
      role="alertdialog"
      aria-labelledby={questionId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') cancel();
      }}
    >
      <p id={questionId}>{intl.formatMessage(m.emptyCartQuestion)}</p>
      <DangerButton ref={confirmRef} type="button" onClick={() => dispatch(emptyCartRequested())}>
        {intl.formatMessage(m.emptyCartConfirm)}
      </DangerButton>
      <SecondaryButton type="button" onClick={cancel}>
        {intl.formatMessage(m.cancel)}
      </SecondaryButton>
    </Confirm>
  );
}

/**
 * SPEC §2 cart page (/kurv, /en/cart): the lines (quantity by stepper or typing, unit of measure, removal,
 * sub-lines under their parent, prices from the calculation), the cart summary panel, the fallback-prices notice,
 * 'Empty cart' with confirmation, 'Go to checkout', and an empty state with a way back to shopping. While it is
 * open the cart is calculated (at once when not calculated, and again after each burst of edits).
 */
export default function CartPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const path = useRoutePath();
  const empty = useAppSelector(selectCartIsEmpty);
  const usingFallback = useAppSelector(selectUsingFallbackStrategy);
  const linesHeadingId = useId();
  const summaryHeadingId = useId();
  const linesHeadingRef = useRef<HTMLHeadingElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const shown = useFirstCalculationSettled();
  useDocumentTitle(intl.formatMessage(m.title));

  useEffect(() => {
    dispatch(cartViewOpened());
    return () => {
      dispatch(cartViewClosed());
    };
  }, [dispatch]);

  // After a removal the row (and its button) is gone: focus the list heading and say what happened.
  const onRemoved = useCallback(
    (name: string) => {
      setAnnouncement(intl.formatMessage(m.removed, { name }));
      linesHeadingRef.current?.focus();
    },
    [intl],
  );

  return (
    <Page>
      <ScreenDescription text={intl.formatMessage(m.metaDescription)} />
      <h1>{intl.formatMessage(m.title)}</h1>
      {/* A card payment left unfinished holds the cart: continue it, or cancel it to get the cart back. */}
      <PendingPaymentNotice />
      <Live role="status" aria-live="polite">
        {announcement}
      </Live>
      {!shown ? (
        <FirstCalculation role="status">
          <Spinner size={20} decorative />
          <span>{intl.formatMessage(m.calculating)}</span>
        </FirstCalculation>
      ) : empty ? (
        <Empty>
          <CartErrorAlert />
          <p>{intl.formatMessage(m.empty)}</p>
          <p>{intl.formatMessage(m.emptyHint)}</p>
          <PrimaryLink to={path('home')}>{intl.formatMessage(m.continueShopping)}</PrimaryLink>
        </Empty>
      ) : (
        <Layout>
          <section aria-labelledby={linesHeadingId}>
            <h2 id={linesHeadingId} ref={linesHeadingRef} tabIndex={-1}>
              {intl.formatMessage(m.linesHeading)}
            </h2>
            {usingFallback && <Notice role="note">{intl.formatMessage(m.fallbackNotice)}</Notice>}
            <CartQuoteNotice />
            <CartLines labelledBy={linesHeadingId} onRemoved={onRemoved} />
            <Actions>
              <EmptyCartControl />
              <Link to={path('home')}>{intl.formatMessage(m.continueShopping)}</Link>
            </Actions>
            {/* Save the cart under a name (issue 20; logged-in customers). */}
            <SaveCartControl />
            {/* Ask the sales reps for a quote on the cart (issue 20; docs/quotes.md). */}
            <RequestQuoteControl />
          </section>
          <Aside aria-labelledby={summaryHeadingId}>
            <h2 id={summaryHeadingId}>{intl.formatMessage(m.summaryHeading)}</h2>
            <CartSummary />
            {/* Issue 20: the month's budget, and whether the order will wait for approval. */}
            <SpendingLimitNotice />
            <PrimaryLink to={path('checkout')}>{intl.formatMessage(m.goToCheckout)}</PrimaryLink>
          </Aside>
        </Layout>
      )}
      {/* Quick order (issue 7), below the lines, in both the empty and the filled state. */}
      {shown && (
        <QuickOrderSlot>
          <QuickOrderPanel />
        </QuickOrderSlot>
      )}
    </Page>
  );
}
