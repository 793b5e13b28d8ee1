import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { COMPANY_ROLES, type CompanyRole } from '../../../../contract/companyRules';
import { isEmailSyntax } from '../../../../common/forms/rules';
import type { LanguageCode } from '../../../api/types';
import { useAppSelector } from '../../../app/hooks';
import { BusyButton, Notice } from '../../../components/FormCard';
import { FormField } from '../../../components/FormField';
import { LOCALES } from '../../../../common/locales';
import { selectLocale } from '../../website';
import { Section } from '../styles';
import { useInviteCompanyUserMutation } from './companyApi';
import { companyProblem, roleName, type CompanyProblem } from './companyErrors';
import { companyMessages as m } from './messages';

/** Invite a colleague: name, e-mail, role, the mail's language; the server mails the link (7 days, single use). */
export function InviteForm({ owner }: { owner: string }) {
  const intl = useIntl();
  const id = useId();
  const locale = useAppSelector(selectLocale);
  const [invite, { isLoading }] = useInviteCompanyUserMutation();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<CompanyRole>('buyer');
  const [language, setLanguage] = useState<LanguageCode>(locale);
  const [problem, setProblem] = useState<CompanyProblem | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    setSent(null);
    if (!name.trim()) return setProblem({ field: 'name', text: intl.formatMessage(m.errorName) });
    if (!isEmailSyntax(email.trim())) return setProblem({ field: 'email', text: intl.formatMessage(m.errorEmail) });
    setProblem(null);
    try {
      const { user } = await invite({ owner, name: name.trim(), email: email.trim(), role, language }).unwrap();
      setSent(user.email);
      setName('');
      setEmail('');
    } catch (err) {
      setProblem(companyProblem(intl, err));
    }
  };

  const errorId = `${id}-error`;
  const invalid = (field: CompanyProblem['field']) => (problem?.field === field ? { 'aria-invalid': true, 'aria-describedby': errorId } : {});
  return (
    <Section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{intl.formatMessage(m.inviteHeading)}</h2>
      <p>{intl.formatMessage(m.inviteIntro)}</p>
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={isLoading}>
        {problem && (
          <Notice $kind="error" role="alert" id={errorId}>
            <p>{problem.text}</p>
          </Notice>
        )}
        {sent && (
          <Notice $kind="success" role="status">
            <p>{intl.formatMessage(m.inviteSent, { email: sent })}</p>
          </Notice>
        )}
        <FormField>
          <label htmlFor={`${id}-name`}>{intl.formatMessage(m.inviteName)}</label>
          <input id={`${id}-name`} name="name" autoComplete="off" value={name} onChange={(e) => setName(e.target.value)} maxLength={200} {...invalid('name')} />
        </FormField>
        <FormField>
          <label htmlFor={`${id}-email`}>{intl.formatMessage(m.inviteEmail)}</label>
          <input id={`${id}-email`} name="email" type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} maxLength={254} {...invalid('email')} />
        </FormField>
        <FormField>
          <label htmlFor={`${id}-role`}>{intl.formatMessage(m.inviteRole)}</label>
          <select id={`${id}-role`} name="role" value={role} onChange={(e) => setRole(e.target.value as CompanyRole)}>
            {COMPANY_ROLES.map((r) => (
              <option key={r} value={r}>
                {roleName(intl, r)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField>
          <label htmlFor={`${id}-language`}>{intl.formatMessage(m.inviteLanguage)}</label>
          <select id={`${id}-language`} name="language" value={language} onChange={(e) => setLanguage(e.target.value as LanguageCode)}>
            {(Object.keys(LOCALES) as LanguageCode[]).map((code) => (
              <option key={code} value={code} lang={code}>
                {LOCALES[code].name}
              </option>
            ))}
          </select>
        </FormField>
        <BusyButton busy={isLoading}>{intl.formatMessage(isLoading ? m.inviteSending : m.inviteSubmit)}</BusyButton>
      </form>
    </Section>
  );
}
