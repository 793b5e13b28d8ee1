import { memo, useEffect, useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Spinner } from '../../components/Spinner';
import { formatMoney } from '../../../common/format';
import { selectCartWaitingForServer, selectOffline } from '../connection';
import { selectCurrencyCode, selectVatMode } from '../website';
import { calculationRequested } from './cartActions';
import { ALREADY_ORDERED, UNAUTHORIZED } from './cartErrors';
import {
  selectCalculatedCart,
  selectCartCalculating,
  selectCartCurrency,
  selectCartError,
  type CalculatedCartState,
} from './cartSlice';
import { cartMessages as m } from './messages';
import { SecondaryButton } from './styles';
import { cartSummaryRows, type SummaryRow } from './summary';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

const List = styled.dl`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: 6px;
`;

const Row = styled.div<{ $total?: boolean }>`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: 12px;
  ${({ $total, theme }) =>
    $total
      ? `
    margin-top: 6px;
    padding-top: 10px;
    border-top: 1px solid ${theme.colors.border};
    font-size: 1.125rem;
    font-weight: 700;
  `
      : ''}
  dt {
    min-width: 0;
  }
  dd {
    margin: 0;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
`;

const Unconfirmed = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  dd {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const Status = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 1.25rem;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.875rem;
  &:empty {
    min-height: 0;
  }
`;

const ErrorBox = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  padding: 10px 12px;
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  background: #fdecea;
  color: ${({ theme }) => theme.colors.text};
  p {
    margin: 0;
  }
`;

function label(intl: IntlShape, row: SummaryRow): string {
  switch (row.kind) {
    case 'subtotal':
      return intl.formatMessage(m.subtotal);
    case 'discount':
      return intl.formatMessage(m.discount);
    case 'generated':
      return row.text;
    case 'freight':
      return row.methodName ? intl.formatMessage(m.freightWith, { method: row.methodName }) : intl.formatMessage(m.freight);
    case 'fee':
      return intl.formatMessage(m[row.id]);
    case 'privateDelivery':
      return intl.formatMessage(m.privateDelivery);
    case 'paymentFee':
      return intl.formatMessage(m.paymentFee);
    case 'total':
      return intl.formatMessage(row.withVat ? m.totalInclVat : m.totalExclVat);
  }
}

function value(intl: IntlShape, row: SummaryRow, currency: string): string {
  if (row.kind === 'freight') {
    if (row.cents === null) return intl.formatMessage(m.freightNotChosen);
    if (row.cents === 0) return intl.formatMessage(m.freightFree);
  }
  return formatMoney((row.cents ?? 0) / 100, currency);
}

const rowKey = (row: SummaryRow) => (row.kind === 'generated' || row.kind === 'fee' ? `${row.kind}-${row.id}` : row.kind);

/** The text of a recorded calculation error: the known ones translated, others as the server said. */
function errorText(intl: IntlShape, error: string): string {
  if (error === UNAUTHORIZED) return intl.formatMessage(m.unauthorized);
  if (error === ALREADY_ORDERED) return intl.formatMessage(m.alreadyOrdered);
  return intl.formatMessage(m.calculationFailed);
}

export interface CartSummaryProps {
  className?: string;
  /**
   * Show the calculating state and calculation errors (a live region). Off where the surrounding page announces
   * them itself.
   */
  status?: boolean;
}

/**
 * SPEC §2 cart summary panel, shared by the cart page, the mini-cart and checkout: every line of the server's
 * calculation (see cartSummaryRows), money summed in integer cents, the total labelled with or without VAT as
 * the VAT mode says. It reads only the calculation, so editing a line re-renders it once (the calculation is cleared).
 */
function SummaryList({ rows, currency }: { rows: SummaryRow[]; currency: string }) {
  const intl = useIntl();
  return (
    <List>
      {rows.map((row) => (
        <Row key={rowKey(row)} $total={row.kind === 'total'} data-row={row.kind}>
          <dt>{label(intl, row)}</dt>
          <dd>{value(intl, row, currency)}</dd>
        </Row>
      ))}
    </List>
  );
}

/**
 * Issue 19, no calculation of the current lines because the API cannot be reached: the server's last totals marked
 * as not yet confirmed (nothing is computed here), or without any only that the prices follow.
 */
function UnconfirmedSummary({ rows, currency }: { rows: SummaryRow[] | null; currency: string }) {
  const intl = useIntl();
  if (!rows) return <Muted>{intl.formatMessage(m.waitingForConnection)}</Muted>;
  return (
    <Unconfirmed data-unconfirmed="true">
      <Muted>{intl.formatMessage(m.unconfirmed)}</Muted>
      <SummaryList rows={rows} currency={currency} />
    </Unconfirmed>
  );
}

/**
 * Issue 19: the server's last calculation a summary showed (the mini-cart's, the cart page's), per cart id: shown as
 * not yet confirmed while the API cannot be reached after the lines changed. Kept here, not in the store, so the
 * first load does not carry it.
 */
let lastShown: { cartId: string; calculated: CalculatedCartState } | null = null;

export const CartSummary = memo(function CartSummary({ className, status = true }: CartSummaryProps) {
  const intl = useIntl();
  const calculated = useAppSelector(selectCalculatedCart);
  const cartId = useAppSelector((state) => state.cart.cart?.cartId);
  useEffect(() => {
    if (calculated && cartId) lastShown = { cartId, calculated };
  }, [calculated, cartId]);
  const last = lastShown;
  const lastCalculated = last && last.cartId === cartId ? last.calculated : null;
  const calculating = useAppSelector(selectCartCalculating);
  const error = useAppSelector(selectCartError);
  const waiting = useAppSelector(selectCartWaitingForServer);
  const offline = useAppSelector(selectOffline);
  const withVat = useAppSelector(selectVatMode);
  const cartCurrency = useAppSelector(selectCartCurrency);
  const shopCurrency = useAppSelector(selectCurrencyCode);
  const currency = cartCurrency ?? shopCurrency;
  const rows = useMemo(() => (calculated ? cartSummaryRows(calculated, withVat) : null), [calculated, withVat]);
  const unreachable = !calculated && (offline || waiting);
  const lastRows = useMemo(
    () => (unreachable && lastCalculated ? cartSummaryRows(lastCalculated, withVat) : null),
    [unreachable, lastCalculated, withVat],
  );

  return (
    <Box className={className}>
      {rows ? (
        <SummaryList rows={rows} currency={currency} />
      ) : unreachable && !calculating ? (
        <UnconfirmedSummary rows={lastRows} currency={currency} />
      ) : (
        !calculating && !error && <Muted>{intl.formatMessage(m.notCalculated)}</Muted>
      )}
      {status && (
        <Status role="status" aria-live="polite">
          {calculating && (
            <>
              <Spinner size={16} decorative />
              <span>{intl.formatMessage(m.calculating)}</span>
            </>
          )}
        </Status>
      )}
      {status && <CartErrorAlert />}
    </Box>
  );
});

/**
 * The recorded calculation error as an alert: after a 401 (SPEC §8) or an already ordered cart it says what
 * happened to the cart; other errors offer to try again. Nothing when there is no error.
 */
export function CartErrorAlert() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const error = useAppSelector(selectCartError);
  const calculating = useAppSelector(selectCartCalculating);
  // Issue 19: not reaching the API is not an error of the cart: the connection notice says it.
  const offline = useAppSelector(selectOffline);
  if (!error || offline) return null;
  return (
    <ErrorBox role="alert">
      <p>{errorText(intl, error)}</p>
      {error !== UNAUTHORIZED && error !== ALREADY_ORDERED && (
        <SecondaryButton type="button" onClick={() => dispatch(calculationRequested())} disabled={calculating}>
          {intl.formatMessage(m.retry)}
        </SecondaryButton>
      )}
    </ErrorBox>
  );
}

export default CartSummary;
