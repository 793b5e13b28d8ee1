import { useIntl } from 'react-intl';
import { useAppSelector } from '../../../app/hooks';
import { Spinner } from '../../../components/Spinner';
import { selectIsImpersonating, selectUser } from '../../user';
import { CustomerCentreLayout } from '../CustomerCentreLayout';
import { m as cc } from '../messages';
import { Muted, Notice } from '../styles';
import { AuditLog } from './AuditLog';
import { useGetCompanyUsersQuery } from './companyApi';
import { CompanyUsers } from './CompanyUsers';
import { InviteForm } from './InviteForm';
import { SalesRepLedger } from './SalesRepLedger';
import { companyMessages as m } from './messages';

/**
 * Customer centre → 'Company' (issue 20, docs/company.md): a company admin's users (role, last login, status),
 * invitations, role changes, deactivation, the log of changes and the sales reps' activity on the account. Others (and a sales rep acting for an admin) are
 * told that only the company's administrators manage its users — the server refuses them anyway.
 */
export default function CompanyPage() {
  const intl = useIntl();
  const user = useAppSelector(selectUser);
  const impersonating = useAppSelector(selectIsImpersonating);
  const owner = user?.extraInfo.username ?? '';
  const isAdmin = user?.companyRole === 'admin' && !impersonating;
  const users = useGetCompanyUsersQuery({ owner }, { skip: !isAdmin || !owner });
  const title = intl.formatMessage(m.title);

  if (!isAdmin) {
    return (
      <CustomerCentreLayout title={title} section="company">
        <Notice $tone="info">
          <p>{intl.formatMessage(m.notAdmin)}</p>
        </Notice>
      </CustomerCentreLayout>
    );
  }
  const me = users.data?.find((u) => u.email === owner)?.userId ?? '';
  return (
    <CustomerCentreLayout title={title} section="company">
      <p>{intl.formatMessage(m.intro)}</p>
      {users.isLoading && <Spinner size={24} label={intl.formatMessage(cc.loading)} />}
      {users.isError && (
        <Notice $tone="danger" role="alert">
          <p>{intl.formatMessage(m.errorLoad)}</p>
          <button type="button" onClick={() => void users.refetch()}>
            {intl.formatMessage(cc.retry)}
          </button>
        </Notice>
      )}
      {users.data && <CompanyUsers users={users.data} owner={owner} me={me} />}
      {users.data && users.data.length === 0 && <Muted>{intl.formatMessage(cc.none)}</Muted>}
      <InviteForm owner={owner} />
      <AuditLog owner={owner} />
      <SalesRepLedger owner={owner} />
    </CustomerCentreLayout>
  );
}
