import { useId, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { CompanyAuditEntry } from '../../../api/companyTypes';
import { Spinner } from '../../../components/Spinner';
import { Actions, DataTable, Muted, Section } from '../styles';
import { useGetCompanyAuditLogQuery } from './companyApi';
import { roleName } from './companyErrors';
import { approvalMessages as am } from './approvalMessages';
import { limitsText, useCompanyCurrency } from './LimitsEditor';
import { companyMessages as m } from './messages';

const PAGE_SIZE = 20;

/** One change as a sentence: who did what to whom. */
export function describeChange(intl: IntlShape, entry: CompanyAuditEntry, currency = ''): string {
  const names = { actor: entry.actorName, target: entry.targetName };
  const role = (value: unknown) => roleName(intl, typeof value === 'string' ? value : '');
  switch (entry.action) {
    case 'invite':
      return intl.formatMessage(m.auditInvite, { ...names, role: role(entry.after?.role) });
    case 'role':
      return intl.formatMessage(m.auditRole, { ...names, before: role(entry.before?.role), after: role(entry.after?.role) });
    case 'deactivate':
      return intl.formatMessage(m.auditDeactivate, names);
    case 'limits': {
      const limits = (value: Record<string, unknown> | null) => ({
        orderLimit: typeof value?.orderLimit === 'number' ? value.orderLimit : null,
        monthlyLimit: typeof value?.monthlyLimit === 'number' ? value.monthlyLimit : null,
      });
      return intl.formatMessage(am.auditLimits, {
        ...names,
        before: limitsText(intl, limits(entry.before), currency),
        after: limitsText(intl, limits(entry.after), currency),
      });
    }
    default:
      return intl.formatMessage(m.auditReactivate, names);
  }
}

/** The company's changes, newest first, a page at a time (GetCompanyAuditLog). */
export function AuditLog({ owner }: { owner: string }) {
  const intl = useIntl();
  const id = useId();
  const [pageNr, setPageNr] = useState(1);
  const currency = useCompanyCurrency();
  const log = useGetCompanyAuditLogQuery({ owner, pageSize: PAGE_SIZE, pageNr });
  const entries = log.data?.entries ?? [];
  const lastPage = log.data ? log.data.pageNr * log.data.pageSize >= log.data.totalItems : true;
  return (
    <Section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{intl.formatMessage(m.auditHeading)}</h2>
      {log.isFetching && !log.data && <Spinner size={24} />}
      {log.isError && <Muted role="alert">{intl.formatMessage(m.errorLoad)}</Muted>}
      {log.data && entries.length === 0 && <Muted>{intl.formatMessage(m.auditNone)}</Muted>}
      {entries.length > 0 && (
        <DataTable>
          <caption className="visually-hidden">{intl.formatMessage(m.auditHeading)}</caption>
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(m.auditWhen)}</th>
              <th scope="col">{intl.formatMessage(m.auditWhat)}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td>
                  <time dateTime={entry.at}>
                    {intl.formatDate(entry.at, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' })}
                  </time>
                </td>
                <td>{describeChange(intl, entry, currency)}</td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
      <Actions>
        {pageNr > 1 && (
          <button type="button" onClick={() => setPageNr((n) => n - 1)}>
            {intl.formatMessage(m.auditNewer)}
          </button>
        )}
        {!lastPage && (
          <button type="button" onClick={() => setPageNr((n) => n + 1)}>
            {intl.formatMessage(m.auditOlder)}
          </button>
        )}
      </Actions>
    </Section>
  );
}
