/**
 * The invitation mail of a colleague invited by a company admin (docs/company.md): a link to choose a password, in
 * the invited user's language (five languages). The link is a password-reset token (password_reset_tokens, hashed,
 * single use) valid INVITATION_TTL_DAYS, on the storefront's set-password page with `&invitation=1`, so the page
 * logs the colleague in once the password is set.
 */
import { INVITATION_LINK_PARAM, INVITATION_TTL_DAYS } from '../../../contract/companyRules';
import { escapeHtml } from '../payments/sandboxPage';
import { linkMailBodies, mailLanguage } from '../recoveryMail';
import { setPasswordTemplate, type SetPasswordMailTexts } from '../welcomeMail';

export const INVITATION_MAIL_KIND = 'company-invitation';

const TEXTS: Record<ReturnType<typeof mailLanguage>, SetPasswordMailTexts> = {
  da: {
    subject: '{inviter} har inviteret dig til {company} hos Nordlys Teknik',
    greeting: 'Hej {name}',
    intro: '{inviter} har inviteret dig som bruger hos {company} i Nordlys Tekniks webshop. Dit brugernavn er {username}.',
    action: 'Vælg dit kodeord',
    validity: 'Linket virker i {days} dage og kan kun bruges én gang. Når du har valgt dit kodeord, er du logget ind.',
    signature: 'Venlig hilsen\nNordlys Teknik',
  },
  en: {
    subject: '{inviter} has invited you to {company} at Nordlys Teknik',
    greeting: 'Hello {name}',
    intro: '{inviter} has invited you as a user of {company} in the Nordlys Teknik web shop. Your username is {username}.',
    action: 'Choose your password',
    validity: 'The link works for {days} days and can only be used once. Once you have chosen your password, you are logged in.',
    signature: 'Kind regards\nNordlys Teknik',
  },
  sv: {
    subject: '{inviter} har bjudit in dig till {company} hos Nordlys Teknik',
    greeting: 'Hej {name}',
    intro: '{inviter} har bjudit in dig som användare hos {company} i Nordlys Tekniks webbshop. Ditt användarnamn är {username}.',
    action: 'Välj ditt lösenord',
    validity: 'Länken fungerar i {days} dagar och kan bara användas en gång. När du har valt ditt lösenord är du inloggad.',
    signature: 'Vänliga hälsningar\nNordlys Teknik',
  },
  nb: {
    subject: '{inviter} har invitert deg til {company} hos Nordlys Teknik',
    greeting: 'Hei {name}',
    intro: '{inviter} har invitert deg som bruker hos {company} i Nordlys Tekniks nettbutikk. Brukernavnet ditt er {username}.',
    action: 'Velg passordet ditt',
    validity: 'Lenken virker i {days} dager og kan bare brukes én gang. Når du har valgt passordet ditt, er du logget inn.',
    signature: 'Vennlig hilsen\nNordlys Teknik',
  },
  fi: {
    subject: '{inviter} on kutsunut sinut yritykseen {company} Nordlys Teknikissä',
    greeting: 'Hei {name}',
    intro: '{inviter} on kutsunut sinut yrityksen {company} käyttäjäksi Nordlys Teknikin verkkokauppaan. Käyttäjätunnuksesi on {username}.',
    action: 'Valitse salasanasi',
    validity: 'Linkki on voimassa {days} päivää, ja sitä voi käyttää vain kerran. Kun olet valinnut salasanasi, olet kirjautunut sisään.',
    signature: 'Ystävällisin terveisin\nNordlys Teknik',
  },
};

interface Values {
  name: string;
  username: string;
  inviter: string;
  company: string;
  link: string;
}

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(name|username|inviter|company|link|days)\}/g, (whole, key: string) => values[key] ?? whole);
}

/** The filled-in invitation mail (values HTML-escaped in the HTML part; the subject is plain text). */
export function invitationMail(languageCode: string, values: Values): { subject: string; text: string; html: string } {
  const language = mailLanguage(languageCode);
  const t = TEXTS[language];
  const plain: Record<string, string> = { ...values, days: String(INVITATION_TTL_DAYS) };
  const escaped: Record<string, string> = Object.fromEntries(Object.entries(plain).map(([k, v]) => [k, escapeHtml(v)]));
  const { text, html } = linkMailBodies(language, t, [t.validity]);
  return { subject: fill(t.subject, plain), text: fill(text, plain), html: fill(html, escaped) };
}

/** The set-password page in the user's language with the token and username placeholders, marked as an invitation. */
export function invitationTemplate(origin: string, languageCode: string): string {
  return `${setPasswordTemplate(origin, languageCode)}&${INVITATION_LINK_PARAM}=1`;
}
