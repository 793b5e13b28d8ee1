import { useId, useState, type FormEvent } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { formatMoney } from '../../../../common/format';
import type { CompanyUser } from '../../../api/companyTypes';
import { useAppSelector } from '../../../app/hooks';
import { BusyButton, Notice } from '../../../components/FormCard';
import { FormField } from '../../../components/FormField';
import { selectUser } from '../../user';
import { Actions } from '../styles';
import { approvalMessages as m } from './approvalMessages';
import { useSetCompanyUserLimitsMutation } from './companyApi';
import { companyProblem } from './companyErrors';

/** The customer's currency (GetUser), the limits' currency. */
export function useCompanyCurrency(): string {
  return useAppSelector(selectUser)?.extraInfo.currencyCode ?? '';
}

/** A user's limits as one line ('Per order: DKK 5.000,00 · Per month: DKK 20.000,00', or 'No limits'). */
export function limitsText(intl: IntlShape, limits: { orderLimit: number | null; monthlyLimit: number | null }, currency: string): string {
  const parts: string[] = [];
  if (limits.orderLimit !== null) parts.push(intl.formatMessage(m.perOrder, { amount: formatMoney(limits.orderLimit / 100, currency) }));
  if (limits.monthlyLimit !== null) parts.push(intl.formatMessage(m.perMonth, { amount: formatMoney(limits.monthlyLimit / 100, currency) }));
  return parts.length > 0 ? parts.join(' · ') : intl.formatMessage(m.noLimits);
}

/**
 * An amount typed in major units ('5000', '5.000,50', '5000.50', '5 000') → minor units; '' → null (no limit);
 * undefined when it is not an amount.
 */
export function parseLimit(text: string): number | null | undefined {
  const t = text.replace(/[\s\u00a0]/g, '');
  if (t === '') return null;
  let normal = t;
  const comma = t.lastIndexOf(',');
  const dot = t.lastIndexOf('.');
  if (comma > dot) normal = t.replace(/\./g, '').replace(',', '.');
  else if (dot > comma && comma >= 0) normal = t.replace(/,/g, '');
  else if (dot >= 0 && t.length - dot - 1 === 3 && t.indexOf('.') === dot) normal = t.replace('.', '');
  if (!/^\d+(\.\d{1,2})?$/.test(normal)) return undefined;
  const minor = Math.round(Number(normal) * 100);
  return Number.isSafeInteger(minor) && minor <= 2_000_000_000 ? minor : undefined;
}

const asInput = (minor: number | null) => (minor === null ? '' : (minor / 100).toFixed(2).replace(/\.00$/, ''));

/** 'Edit limits' of one user: two amounts (empty = none), saved with SetCompanyUserLimits. */
export function LimitsEditor({ user, owner, report }: { user: CompanyUser; owner: string; report: (o: { ok: boolean; text: string }) => void }) {
  const intl = useIntl();
  const id = useId();
  const currency = useCompanyCurrency();
  const [open, setOpen] = useState(false);
  const [orderLimit, setOrderLimit] = useState(asInput(user.orderLimit));
  const [monthlyLimit, setMonthlyLimit] = useState(asInput(user.monthlyLimit));
  const [invalid, setInvalid] = useState<'order' | 'monthly' | null>(null);
  const [save, { isLoading }] = useSetCompanyUserLimitsMutation();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const order = parseLimit(orderLimit);
    const monthly = parseLimit(monthlyLimit);
    if (order === undefined) return setInvalid('order');
    if (monthly === undefined) return setInvalid('monthly');
    setInvalid(null);
    try {
      await save({ owner, userId: user.userId, orderLimit: order, monthlyLimit: monthly }).unwrap();
      setOpen(false);
      report({ ok: true, text: intl.formatMessage(m.limitsSaved, { name: user.name }) });
    } catch (err) {
      report({ ok: false, text: companyProblem(intl, err).text });
    }
  };

  if (!open) {
    return (
      <button
        type="button"
        onClick={() => {
          setOrderLimit(asInput(user.orderLimit));
          setMonthlyLimit(asInput(user.monthlyLimit));
          setOpen(true);
        }}
        aria-label={intl.formatMessage(m.limitsOf, { name: user.name })}
      >
        {intl.formatMessage(m.edit)}
      </button>
    );
  }
  const errorId = `${id}-error`;
  const field = (which: 'order' | 'monthly', label: string, value: string, set: (v: string) => void) => (
    <FormField>
      <label htmlFor={`${id}-${which}`}>
        {label} ({currency})
      </label>
      <input
        id={`${id}-${which}`}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(e) => set(e.target.value)}
        {...(invalid === which ? { 'aria-invalid': true, 'aria-describedby': errorId } : {})}
      />
    </FormField>
  );
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={isLoading} aria-label={intl.formatMessage(m.limitsOf, { name: user.name })}>
      {invalid && (
        <Notice $kind="error" role="alert" id={errorId}>
          <p>{intl.formatMessage(m.invalidAmount)}</p>
        </Notice>
      )}
      {field('order', intl.formatMessage(m.orderLimit), orderLimit, setOrderLimit)}
      {field('monthly', intl.formatMessage(m.monthlyLimit), monthlyLimit, setMonthlyLimit)}
      <Actions>
        <BusyButton busy={isLoading}>{intl.formatMessage(m.save)}</BusyButton>
        <button type="button" onClick={() => setOpen(false)}>
          {intl.formatMessage(m.cancel)}
        </button>
      </Actions>
    </form>
  );
}
