import { useId } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { useRoutePath } from '../../app/routePaths';
import { NavigationButton } from '../../components/NavigationButton';
import { Spinner } from '../../components/Spinner';
import { CartSummary, selectCart, SpendingLimitNotice } from '../cart';
import { paymentKind } from './orderConversion';
import { selectCartWaitingForServer, selectOffline } from '../connection';
import { selectUser } from '../user';
import { useAppSelector } from '../../app/hooks';
import { Hint, PlaceOrder, SummaryBox } from './checkoutStyles';
import { checkoutMessages as m } from './messages';

/**
 * The checkout's summary column: the number of products (lines, as the header badge counts them: metres and pieces
 * do not add up), the cart's totals, 'Place order' (busy while the order is placed) and the way back to the cart.
 * Issue 19: while the API cannot be reached or the cart's edits wait for it, 'Place order' is disabled and says why
 * (never an order from a cart the server has not confirmed).
 */
export function OrderSummaryBox({ lineCount, busy }: { lineCount: number; busy: boolean }) {
  const intl = useIntl();
  const path = useRoutePath();
  const id = useId();
  const blocked = useOrderBlocked();
  // Issue 20: a viewer or requester places no order (the server refuses it too): the button says why.
  const roleRefusal = useCompanyRoleRefusal();
  const approval = useApprovalNeed();
  const reason = roleRefusal ? intl.formatMessage(roleRefusal) : blocked ? intl.formatMessage(m.waitingForConnection) : undefined;
  return (
    <SummaryBox aria-labelledby={`${id}-summary`}>
      <h2 id={`${id}-summary`}>{intl.formatMessage(m.summary)}</h2>
      <Hint>{intl.formatMessage(m.itemCount, { count: lineCount })}</Hint>
      <CartSummary />
      <SpendingLimitNotice card={approval.card} />
      <p role="status" aria-live="polite">
        {busy ? intl.formatMessage(m.placing) : null}
      </p>
      {reason && <Hint>{reason}</Hint>}
      <PlaceOrder>
        {/* The reason is the disabled button's description too (its title). */}
        <NavigationButton
          type="submit"
          disabled={busy || blocked || roleRefusal !== null}
          fullWidth
          title={reason}
        >
          {busy && <Spinner size={16} decorative />}
          {intl.formatMessage(approval.requester ? m.sendForApproval : m.placeOrder)}
        </NavigationButton>
      </PlaceOrder>
      <p>
        <Link to={path('cart')}>{intl.formatMessage(m.backToCart)}</Link>
      </p>
    </SummaryBox>
  );
}

/** Issue 19: the order cannot be placed now — the API is unreachable or the cart's edits wait to be saved. */
export function useOrderBlocked(): boolean {
  const offline = useAppSelector(selectOffline);
  const waiting = useAppSelector(selectCartWaitingForServer);
  return offline || waiting;
}

/**
 * Issue 20 (docs/company.md): why the caller's company role places no order — a viewer never — or null. A requester's
 * order is sent for approval. A sales rep acting for the user is held to the user's role, as on the server.
 */
export function useCompanyRoleRefusal(): MessageDescriptor | null {
  const role = useAppSelector(selectUser)?.companyRole;
  return role === 'viewer' ? m.companyViewer : null;
}

/**
 * Issue 20: whether the caller is a requester (the button sends the cart for approval) and whether the chosen payment
 * is a card (the spending-limit notice then says that a card pays the order once it is approved).
 */
export function useApprovalNeed(): { requester: boolean; card: boolean } {
  const user = useAppSelector(selectUser);
  const card = useAppSelector((state) => paymentKind(selectCart(state)?.paymentMethod ?? null) === 'card');
  return { requester: user?.companyRole === 'requester', card };
}
