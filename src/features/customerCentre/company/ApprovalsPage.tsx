import { useId, useState, type FormEvent } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import styled from 'styled-components';
import { formatMoney } from '../../../../common/format';
import { isApiError } from '../../../api/apiError';
import type { OrderApproval } from '../../../api/companyTypes';
import { useAppSelector } from '../../../app/hooks';
import { ActionButton } from '../../../components/ActionButton';
import { Notice as FormNotice } from '../../../components/FormCard';
import { FormField } from '../../../components/FormField';
import { Spinner } from '../../../components/Spinner';
import { selectIsImpersonating, selectUser } from '../../user';
import { CustomerCentreLayout } from '../CustomerCentreLayout';
import { m as cc } from '../messages';
import { Actions, Badge, DataTable, Muted, Notice, Section } from '../styles';
import { approvalMessages as m } from './approvalMessages';
import { useApproveOrderMutation, useGetOrderApprovalsQuery, useRejectOrderMutation } from './companyApi';

const Card = styled.article`
  padding: 16px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h3 {
    margin: 0 0 4px;
    font-size: 1.05rem;
  }
  p {
    margin: 0 0 8px;
    overflow-wrap: anywhere;
  }
  table {
    margin-bottom: 12px;
  }
  button {
    min-height: 44px;
  }
  textarea {
    width: 100%;
    min-height: 80px;
    font: inherit;
  }
`;

const money = (minor: number, currency: string) => formatMoney(minor / 100, currency);
const when = (intl: IntlShape, iso: string) => intl.formatDate(iso, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** Why the order waits, in the user's language. */
export function approvalReason(intl: IntlShape, a: OrderApproval): string {
  if (a.reason === 'orderLimit') return intl.formatMessage(m.reasonOrderLimit, { limit: money(a.limit ?? 0, a.currencyCode) });
  if (a.reason === 'monthlyLimit') {
    return intl.formatMessage(m.reasonMonthlyLimit, { limit: money(a.limit ?? 0, a.currencyCode), spent: money(a.monthSpent, a.currencyCode) });
  }
  return intl.formatMessage(m.reasonRequester);
}

/** The server's refusal of a decision as a text (docs/company.md 'Errors'). */
function decisionProblem(intl: IntlShape, err: unknown): string {
  if (isApiError(err) && err.status === 403) {
    const message = (err.response as { message?: string } | undefined)?.message ?? '';
    return intl.formatMessage(message.startsWith('Nobody') ? m.ownOrder : m.notAdmin);
  }
  if (isApiError(err) && err.status === 409) return intl.formatMessage(m.notWaiting);
  if (isApiError(err) && err.status === 400) return intl.formatMessage(m.reasonRequired);
  return intl.formatMessage(m.failed);
}

type Report = (outcome: { ok: boolean; text: string }) => void;

function Lines({ approval }: { approval: OrderApproval }) {
  const intl = useIntl();
  return (
    <DataTable>
      <caption className="visually-hidden">{intl.formatMessage(m.orderHeading, { number: approval.orderNumber })}</caption>
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage(m.colProduct)}</th>
          <th scope="col">{intl.formatMessage(m.colQuantity)}</th>
          <th scope="col">{intl.formatMessage(m.colAmount)}</th>
        </tr>
      </thead>
      <tbody>
        {approval.lines.map((line) => (
          <tr key={line.lineNo}>
            <th scope="row">
              {line.text} {line.type === 'product' && <Muted as="span">({line.productId})</Muted>}
            </th>
            <td>{intl.formatNumber(line.quantity)}</td>
            <td>{money(line.netLinePrice, approval.currencyCode)}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

/** Approve, or reject with a reason (a small form that opens in place). */
function Decision({ approval, owner, report, own }: { approval: OrderApproval; owner: string; report: Report; own: boolean }) {
  const intl = useIntl();
  const id = useId();
  const [approve, approving] = useApproveOrderMutation();
  const [reject, rejecting] = useRejectOrderMutation();
  const [rejectOpen, setRejectOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState(false);
  const busy = approving.isLoading || rejecting.isLoading;
  if (own) return <Muted>{intl.formatMessage(m.ownOrder)}</Muted>;

  const onApprove = async () => {
    try {
      await approve({ owner, orderId: approval.orderId }).unwrap();
      report({ ok: true, text: intl.formatMessage(m.approved, { number: approval.orderNumber }) });
    } catch (err) {
      report({ ok: false, text: decisionProblem(intl, err) });
    }
  };
  const onReject = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!reason.trim()) return setInvalid(true);
    setInvalid(false);
    try {
      await reject({ owner, orderId: approval.orderId, reason: reason.trim() }).unwrap();
      report({ ok: true, text: intl.formatMessage(m.rejected, { number: approval.orderNumber }) });
    } catch (err) {
      report({ ok: false, text: decisionProblem(intl, err) });
    }
  };
  if (rejectOpen) {
    return (
      <form onSubmit={(event) => void onReject(event)} noValidate aria-busy={busy}>
        <FormField>
          <label htmlFor={`${id}-reason`}>{intl.formatMessage(m.rejectReason)}</label>
          <textarea
            id={`${id}-reason`}
            value={reason}
            maxLength={1000}
            onChange={(e) => setReason(e.target.value)}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${id}-error` : undefined}
          />
          {invalid && (
            <FormNotice $kind="error" id={`${id}-error`} role="alert">
              <p>{intl.formatMessage(m.reasonRequired)}</p>
            </FormNotice>
          )}
        </FormField>
        <Actions>
          <ActionButton $danger type="submit" disabled={busy} aria-busy={rejecting.isLoading || undefined}>
            {rejecting.isLoading && <Spinner size={16} decorative />} {intl.formatMessage(m.rejectConfirm)}
          </ActionButton>
          <ActionButton type="button" onClick={() => setRejectOpen(false)}>
            {intl.formatMessage(m.cancel)}
          </ActionButton>
        </Actions>
      </form>
    );
  }
  return (
    <Actions>
      <ActionButton $primary type="button" disabled={busy} aria-busy={approving.isLoading || undefined} onClick={() => void onApprove()}>
        {approving.isLoading && <Spinner size={16} decorative />} {intl.formatMessage(m.approve)}
      </ActionButton>
      <ActionButton type="button" disabled={busy} onClick={() => setRejectOpen(true)}>
        {intl.formatMessage(m.reject)}
      </ActionButton>
    </Actions>
  );
}

function ApprovalCard(props: { approval: OrderApproval; owner: string; me: string; report: Report }) {
  const { approval: a } = props;
  const intl = useIntl();
  const decided = a.state !== 'waiting';
  return (
    <Card aria-labelledby={`approval-${a.orderId}`}>
      <h3 id={`approval-${a.orderId}`}>{intl.formatMessage(m.orderHeading, { number: a.orderNumber })}</h3>
      <p>
        {intl.formatMessage(m.placedBy, { buyer: `${a.buyerName} (${a.buyerEmail})`, date: when(intl, a.createdAt) })}
        {a.repName && <> {intl.formatMessage(m.placedByRep, { rep: a.repName })}</>}
      </p>
      <p>
        <Badge $tone={a.state === 'rejected' ? 'danger' : a.state === 'approved' ? 'success' : 'warning'}>{approvalReason(intl, a)}</Badge>
      </p>
      <p>
        {intl.formatMessage(m.total)}: <strong>{money(a.orderAmount, a.currencyCode)}</strong>
        {a.reference && (
          <>
            {' · '}
            {intl.formatMessage(m.reference)}: {a.reference}
          </>
        )}
      </p>
      {a.paymentKind === 'card' && <p>{intl.formatMessage(m.card)}</p>}
      {!decided && <Lines approval={a} />}
      {decided ? (
        <p>
          {a.state === 'approved'
            ? intl.formatMessage(m.decidedApproved, { name: a.decidedByName ?? '', date: when(intl, a.decidedAt ?? a.createdAt) })
            : intl.formatMessage(m.decidedRejected, { name: a.decidedByName ?? '', date: when(intl, a.decidedAt ?? a.createdAt), reason: a.rejectionReason ?? '' })}
        </p>
      ) : (
        <Decision approval={a} owner={props.owner} report={props.report} own={a.buyerEmail === props.me} />
      )}
    </Card>
  );
}

/**
 * Customer centre → 'Approvals' (issue 20, docs/company.md 'Approval'): a company admin's queue of the orders waiting
 * for approval — lines, buyer, the limit exceeded — with approve and reject (a reason required), and the last
 * decided ones. Others are told that only the company's administrators approve orders (the server refuses them too).
 */
export default function ApprovalsPage() {
  const intl = useIntl();
  const user = useAppSelector(selectUser);
  const impersonating = useAppSelector(selectIsImpersonating);
  const owner = user?.extraInfo.username ?? '';
  const isAdmin = user?.companyRole === 'admin' && !impersonating;
  const queue = useGetOrderApprovalsQuery({ owner }, { skip: !isAdmin || !owner });
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const id = useId();
  const title = intl.formatMessage(m.title);
  if (!isAdmin) {
    return (
      <CustomerCentreLayout title={title} section="approvals">
        <Notice $tone="info">
          <p>{intl.formatMessage(m.notAdmin)}</p>
        </Notice>
      </CustomerCentreLayout>
    );
  }
  const card = (a: OrderApproval) => <ApprovalCard key={a.orderId} approval={a} owner={owner} me={owner} report={setOutcome} />;
  return (
    <CustomerCentreLayout title={title} section="approvals">
      <p>{intl.formatMessage(m.intro)}</p>
      <div role="status" aria-live="polite">
        {outcome && (
          <FormNotice $kind={outcome.ok ? 'success' : 'error'}>
            <p>{outcome.text}</p>
          </FormNotice>
        )}
      </div>
      {queue.isLoading && <Spinner size={24} label={intl.formatMessage(cc.loading)} />}
      {queue.isError && (
        <Notice $tone="danger" role="alert">
          <p>{intl.formatMessage(m.loadFailed)}</p>
          <button type="button" onClick={() => void queue.refetch()}>
            {intl.formatMessage(cc.retry)}
          </button>
        </Notice>
      )}
      {queue.data && (
        <>
          <Section aria-labelledby={`${id}-waiting`}>
            <h2 id={`${id}-waiting`}>{intl.formatMessage(m.waiting)}</h2>
            {queue.data.waiting.length === 0 ? <Muted>{intl.formatMessage(m.none)}</Muted> : queue.data.waiting.map(card)}
            {queue.data.waitingTotal > queue.data.waiting.length && (
              <Muted>{intl.formatMessage(m.moreWaiting, { shown: queue.data.waiting.length, total: queue.data.waitingTotal })}</Muted>
            )}
          </Section>
          {queue.data.decided.length > 0 && (
            <Section aria-labelledby={`${id}-decided`}>
              <h2 id={`${id}-decided`}>{intl.formatMessage(m.decided)}</h2>
              {queue.data.decided.map(card)}
            </Section>
          )}
        </>
      )}
    </CustomerCentreLayout>
  );
}
