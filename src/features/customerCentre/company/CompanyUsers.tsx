import { useId, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import styled from 'styled-components';
import { COMPANY_ROLES, type CompanyRole } from '../../../../contract/companyRules';
import type { CompanyUser } from '../../../api/companyTypes';
import { Notice } from '../../../components/FormCard';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { Badge, DataTable, Section } from '../styles';
import { useDeactivateCompanyUserMutation, useReactivateCompanyUserMutation, useSetCompanyUserRoleMutation } from './companyApi';
import { companyProblem, roleName } from './companyErrors';
import { approvalMessages as am } from './approvalMessages';
import { LimitsEditor, limitsText, useCompanyCurrency } from './LimitsEditor';
import { companyMessages as m } from './messages';

/** Desktop: a table (md and up); phone: a list of cards. Both carry the same controls; only one is displayed. */
const belowMd = (props: { theme: { breakpoints: { md: number } } }) => `@media (max-width: ${props.theme.breakpoints.md - 1}px)`;

const Desktop = styled.div`
  ${belowMd} {
    display: none;
  }
`;

const Phone = styled.ul`
  display: none;
  margin: 0 0 16px;
  padding: 0;
  list-style: none;
  ${belowMd} {
    display: block;
  }
  > li {
    padding: 12px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  h3 {
    margin: 0 0 4px;
    font-size: 1rem;
  }
  p {
    margin: 0 0 8px;
    overflow-wrap: anywhere;
  }
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  select,
  button {
    min-height: 44px;
    padding: 0 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.white};
    font: inherit;
    cursor: pointer;
  }
  button {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
  select:disabled,
  button:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

function status(intl: IntlShape, user: CompanyUser) {
  if (!user.active) return <Badge $tone="neutral">{intl.formatMessage(m.statusInactive)}</Badge>;
  if (user.invitationPending) return <Badge $tone="info">{intl.formatMessage(m.statusInvited)}</Badge>;
  return <Badge $tone="success">{intl.formatMessage(m.statusActive)}</Badge>;
}

const lastLogin = (intl: IntlShape, user: CompanyUser) =>
  user.lastLoginAt
    ? intl.formatDate(user.lastLoginAt, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' })
    : intl.formatMessage(m.never);

type Report = (outcome: { ok: boolean; text: string }) => void;

/** The role select and the (de)activate button of one user; the outcome is reported to the page's live region. */
function UserControls({ user, owner, report }: { user: CompanyUser; owner: string; report: Report }) {
  const intl = useIntl();
  const id = useId();
  const [setRole, roleState] = useSetCompanyUserRoleMutation();
  const [deactivate, deactivateState] = useDeactivateCompanyUserMutation();
  const [reactivate, reactivateState] = useReactivateCompanyUserMutation();
  const working = roleState.isLoading || deactivateState.isLoading || reactivateState.isLoading;

  const run = async (action: () => Promise<unknown>, success: string) => {
    try {
      await action();
      report({ ok: true, text: success });
    } catch (err) {
      report({ ok: false, text: companyProblem(intl, err).text });
    }
  };
  const onRole = (role: CompanyRole) =>
    void run(
      () => setRole({ owner, userId: user.userId, role }).unwrap(),
      intl.formatMessage(m.savedRole, { name: user.name, role: roleName(intl, role) }),
    );
  const onToggle = () =>
    void run(
      () => (user.active ? deactivate : reactivate)({ owner, userId: user.userId }).unwrap(),
      intl.formatMessage(user.active ? m.savedDeactivated : m.savedReactivated, { name: user.name }),
    );

  return (
    <Controls>
      <VisuallyHidden as="label" htmlFor={`${id}-role`}>
        {intl.formatMessage(m.roleFor, { name: user.name })}
      </VisuallyHidden>
      <select id={`${id}-role`} value={user.role} disabled={working} onChange={(e) => onRole(e.target.value as CompanyRole)}>
        {COMPANY_ROLES.map((r) => (
          <option key={r} value={r}>
            {roleName(intl, r)}
          </option>
        ))}
      </select>
      <button type="button" disabled={working} onClick={onToggle} aria-label={intl.formatMessage(user.active ? m.deactivateFor : m.reactivateFor, { name: user.name })}>
        {intl.formatMessage(user.active ? m.deactivate : m.reactivate)}
      </button>
    </Controls>
  );
}

/** The company's users with their role, last login and status; the admin changes roles and (de)activates here. */
export function CompanyUsers({ users, owner, me }: { users: CompanyUser[]; owner: string; me: string }) {
  const intl = useIntl();
  const id = useId();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const name = (user: CompanyUser) => (user.userId === me ? `${user.name} ${intl.formatMessage(m.you)}` : user.name);
  const currency = useCompanyCurrency();
  const controls = (user: CompanyUser) => <UserControls user={user} owner={owner} report={setOutcome} />;
  const limits = (user: CompanyUser) => (
    <>
      <span>{limitsText(intl, user, currency)}</span>
      <Controls>
        <LimitsEditor user={user} owner={owner} report={setOutcome} />
      </Controls>
    </>
  );
  return (
    <Section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{intl.formatMessage(m.users)}</h2>
      <p>{intl.formatMessage(m.roleHelp)}</p>
      <p>{intl.formatMessage(am.limitsHelp)}</p>
      <div role="status" aria-live="polite">
        {outcome && (
          <Notice $kind={outcome.ok ? 'success' : 'error'}>
            <p>{outcome.text}</p>
          </Notice>
        )}
      </div>
      <Desktop>
        <DataTable>
          <caption className="visually-hidden">{intl.formatMessage(m.users)}</caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(m.colName)}</th>
              <th scope="col">{intl.formatMessage(m.colEmail)}</th>
              <th scope="col">{intl.formatMessage(m.colLastLogin)}</th>
              <th scope="col">{intl.formatMessage(m.colStatus)}</th>
              <th scope="col">{intl.formatMessage(m.colRole)}</th>
              <th scope="col">{intl.formatMessage(am.limitsHeading)}</th>
            </tr>
          </thead>
          <tbody>
            {users.map((user) => (
              <tr key={user.userId}>
                <th scope="row">{name(user)}</th>
                <td>{user.email}</td>
                <td>{lastLogin(intl, user)}</td>
                <td>{status(intl, user)}</td>
                <td>{controls(user)}</td>
                <td>{limits(user)}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      </Desktop>
      <Phone aria-label={intl.formatMessage(m.users)}>
        {users.map((user) => (
          <li key={user.userId}>
            <h3>{name(user)}</h3>
            <p>{user.email}</p>
            <p>
              {status(intl, user)} · {intl.formatMessage(m.colLastLogin)}: {lastLogin(intl, user)}
            </p>
            {controls(user)}
            <p>{intl.formatMessage(am.limitsHeading)}:</p>
            {limits(user)}
          </li>
        ))}
      </Phone>
    </Section>
  );
}
