import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { ApprovalReason } from '../../../contract/companyRules';
import { formatMoney, toCents } from '../../../common/format';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectIsLoggedIn, selectUser, userApi } from '../user';
import { selectCalculatedCart } from './cartSlice';
import { spendingLimitMessages as m } from './spendingLimitMessages';

const Box = styled.section`
  margin: 0 0 16px;
  padding: 12px 16px;
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0 0 6px;
    font-size: 1rem;
  }
  p {
    margin: 0 0 6px;
  }
  p:last-child {
    margin-bottom: 0;
  }
  strong {
    font-weight: 700;
  }
`;

export interface CompanyLimits {
  orderLimit: number | null;
  monthlyLimit: number | null;
  monthSpent: number;
  monthLeft: number | null;
}

/**
 * Why an order of `amount` (minor units excl. VAT) will wait for approval, as the server decides it
 * (server/services/company/limits.ts): a requester always; else over the order limit, or the month over the monthly
 * limit. Null: it goes ahead.
 */
export function approvalNeed(role: string | undefined, limits: CompanyLimits | undefined, amount: number): ApprovalReason | null {
  if (role === 'requester') return 'requester';
  if (!limits) return null;
  if (limits.orderLimit !== null && amount > limits.orderLimit) return 'orderLimit';
  if (limits.monthlyLimit !== null && limits.monthSpent + amount > limits.monthlyLimit) return 'monthlyLimit';
  return null;
}

/** GetUser's limits read again when the cart or the checkout opens (an order placed meanwhile counts), or undefined. */
function useFreshLimits(wanted: boolean): CompanyLimits | undefined {
  const dispatch = useAppDispatch();
  const [limits, setLimits] = useState<CompanyLimits | undefined>(undefined);
  useEffect(() => {
    if (!wanted) return undefined;
    let live = true;
    const request = dispatch(userApi.endpoints.getUser.initiate(undefined, { forceRefetch: true, subscribe: false }));
    request
      .unwrap()
      .then((user) => {
        if (live) setLimits(user.companyLimits);
      })
      .catch(() => undefined); // The stored limits stay shown; the server decides anyway.
    return () => {
      live = false;
    };
  }, [wanted, dispatch]);
  return limits;
}

/**
 * The month's budget and the order's fate before it is placed (issue 20, docs/company.md 'Spending limits'): 'DKK
 * 3.400,00 left this month', the limit per order, and — when the cart's total is over a limit, or the user is a
 * requester — that the order will wait for approval (and that a card pays it once approved). The limits are read
 * fresh (GetUser) whenever the cart or the checkout opens, so an order placed meanwhile counts. Nothing for users
 * without limits who may order.
 */
export function SpendingLimitNotice({ card = false }: { card?: boolean }) {
  const intl = useIntl();
  const id = useId();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const stored = useAppSelector(selectUser);
  const calculated = useAppSelector(selectCalculatedCart);
  // Read fresh only for users the notice is for (limits set, or a requester): no extra request for everyone else.
  const storedLimits = stored?.companyLimits;
  const concerned = storedLimits !== undefined && (storedLimits.orderLimit !== null || storedLimits.monthlyLimit !== null);
  const wanted = loggedIn && !!stored?.customerNumber && (concerned || stored.companyRole === 'requester');
  const fresh = useFreshLimits(wanted);
  const user = stored && fresh ? { ...stored, companyLimits: fresh } : stored;
  const limits = user?.companyLimits;
  const role = user?.companyRole;
  const currency = user?.extraInfo.currencyCode ?? '';
  const hasLimits = limits !== undefined && (limits.orderLimit !== null || limits.monthlyLimit !== null);
  if (!user || (!hasLimits && role !== 'requester')) return null;
  const amount = calculated ? toCents(calculated.totalNetPrice.priceWithoutVat) : 0;
  const need = calculated ? approvalNeed(role, limits, amount) : role === 'requester' ? 'requester' : null;
  const money = (minor: number) => formatMoney(minor / 100, currency);
  const needText = need === 'requester' ? m.requester : need === 'orderLimit' ? m.overOrder : need === 'monthlyLimit' ? m.overMonth : null;
  return (
    <Box aria-labelledby={`${id}-heading`} data-testid="spending-limits">
      <h2 id={`${id}-heading`}>{intl.formatMessage(m.heading)}</h2>
      {limits?.monthlyLimit != null && limits.monthLeft !== null && (
        <p>
          <strong>{intl.formatMessage(m.monthLeft, { amount: money(limits.monthLeft), limit: money(limits.monthlyLimit) })}</strong>
        </p>
      )}
      {limits?.orderLimit != null && <p>{intl.formatMessage(m.orderLimit, { limit: money(limits.orderLimit) })}</p>}
      <div role="status" aria-live="polite">
        {needText && <p>{intl.formatMessage(needText)}</p>}
        {needText && card && <p>{intl.formatMessage(m.cardLater)}</p>}
      </div>
    </Box>
  );
}
