import type { IntlShape, MessageDescriptor } from 'react-intl';
import { isApiError } from '../../../api/apiError';
import type { CompanyRole } from '../../../api/companyTypes';
import { companyMessages as m } from './messages';

/** The role's name in the user's language. */
export const ROLE_NAMES: Record<CompanyRole, MessageDescriptor> = {
  admin: m.roleAdmin,
  buyer: m.roleBuyer,
  requester: m.roleRequester,
  viewer: m.roleViewer,
};

export const roleName = (intl: IntlShape, role: string): string =>
  role in ROLE_NAMES ? intl.formatMessage(ROLE_NAMES[role as CompanyRole]) : role;

export interface CompanyProblem {
  /** The form field the problem is about, or null. */
  field: 'name' | 'email' | null;
  text: string;
}

/** The server's answer to a refused company call, as a text for the user (docs/company.md 'Errors'). */
export function companyProblem(intl: IntlShape, err: unknown): CompanyProblem {
  const problem = (field: CompanyProblem['field'], text: MessageDescriptor) => ({ field, text: intl.formatMessage(text) });
  if (isApiError(err) && typeof err.status === 'number') {
    const body = (err.response ?? {}) as { fields?: Record<string, string> };
    if (err.status === 409) return body.fields?.email ? problem('email', m.errorDuplicate) : problem(null, m.errorLastAdmin);
    if (err.status === 400 && body.fields?.email) return problem('email', m.errorEmail);
    if (err.status === 400 && body.fields?.name) return problem('name', m.errorName);
    if (err.status === 403) return problem(null, m.notAdmin);
  }
  return problem(null, m.errorFailed);
}
