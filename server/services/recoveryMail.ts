/**
 * The password-recovery mail in the five shop languages (plain text + simple HTML), with the placeholders
 * {name}, {link} and {minutes}. Shown to administrators by POST /backoffice/api/User/GetRecoveryMailTemplates.
 */
import type { RecoveryMailTemplate } from '../../contract/user';
import { escapeHtml } from './payments/sandboxPage';

type Lang = RecoveryMailTemplate['languageCode'];

export const RECOVERY_MAIL_LANGUAGES: readonly Lang[] = ['da', 'en', 'sv', 'nb', 'fi'];
export const RECOVERY_MAIL_PLACEHOLDERS = ['{name}', '{link}', '{minutes}'];
const FALLBACK: Lang = 'da';

interface Texts {
  subject: string;
  greeting: string;
  intro: string;
  action: string;
  validity: string;
  ignore: string;
  signature: string;
}

const TEXTS: Record<Lang, Texts> = {
  da: {
    subject: 'Nulstil dit kodeord',
    greeting: 'Hej {name}',
    intro: 'Vi har modtaget en anmodning om at nulstille kodeordet til din konto hos Nordlys Teknik.',
    action: 'Vælg et nyt kodeord',
    validity: 'Linket virker i {minutes} minutter og kan kun bruges én gang.',
    ignore: 'Har du ikke bedt om et nyt kodeord, kan du se bort fra denne mail – dit kodeord forbliver uændret.',
    signature: 'Venlig hilsen\nNordlys Teknik',
  },
  en: {
    subject: 'Reset your password',
    greeting: 'Hello {name}',
    intro: 'We received a request to reset the password of your Nordlys Teknik account.',
    action: 'Choose a new password',
    validity: 'The link works for {minutes} minutes and can only be used once.',
    ignore: 'If you did not ask for a new password, you can ignore this e-mail – your password stays unchanged.',
    signature: 'Kind regards\nNordlys Teknik',
  },
  sv: {
    subject: 'Återställ ditt lösenord',
    greeting: 'Hej {name}',
    intro: 'Vi har fått en begäran om att återställa lösenordet till ditt konto hos Nordlys Teknik.',
    action: 'Välj ett nytt lösenord',
    validity: 'Länken fungerar i {minutes} minuter och kan bara användas en gång.',
    ignore: 'Om du inte har bett om ett nytt lösenord kan du bortse från detta mejl – ditt lösenord förblir oförändrat.',
    signature: 'Vänliga hälsningar\nNordlys Teknik',
  },
  nb: {
    subject: 'Tilbakestill passordet ditt',
    greeting: 'Hei {name}',
    intro: 'Vi har mottatt en forespørsel om å tilbakestille passordet til kontoen din hos Nordlys Teknik.',
    action: 'Velg et nytt passord',
    validity: 'Lenken virker i {minutes} minutter og kan bare brukes én gang.',
    ignore: 'Hvis du ikke har bedt om et nytt passord, kan du se bort fra denne e-posten – passordet ditt forblir uendret.',
    signature: 'Vennlig hilsen\nNordlys Teknik',
  },
  fi: {
    subject: 'Vaihda salasanasi',
    greeting: 'Hei {name}',
    intro: 'Saimme pyynnön Nordlys Teknik -tilisi salasanan vaihtamisesta.',
    action: 'Valitse uusi salasana',
    validity: 'Linkki on voimassa {minutes} minuuttia, ja sitä voi käyttää vain kerran.',
    ignore: 'Jos et pyytänyt uutta salasanaa, voit jättää tämän viestin huomiotta – salasanasi pysyy ennallaan.',
    signature: 'Ystävällisin terveisin\nNordlys Teknik',
  },
};

/**
 * The text and HTML of a mail that leads to one link (password recovery, the welcome mail's set-password link): a
 * greeting, an introduction, the link as a button and written out, then the paragraphs after it and the signature.
 * Placeholders ({link}, {name}, …) stay in for the caller to fill.
 */
export function linkMailBodies(
  language: string,
  t: { subject: string; greeting: string; intro: string; action: string; signature: string },
  after: readonly string[],
): { text: string; html: string } {
  const text = [`${t.greeting},`, '', t.intro, '', `${t.action}:`, '{link}', '', ...after.flatMap((p) => [p, '']), t.signature, ''].join('\n');
  const paragraph = (s: string) => `<p>${s.split('\n').join('<br>')}</p>`;
  const html = [
    `<!DOCTYPE html><html lang="${language}"><head><meta charset="utf-8"><title>${t.subject}</title></head>`,
    '<body style="font-family: Arial, Helvetica, sans-serif; color: #1f2933; line-height: 1.5">',
    paragraph(`${t.greeting},`),
    paragraph(t.intro),
    `<p><a href="{link}" style="display: inline-block; padding: 10px 18px; background: #254F64; color: #ffffff; text-decoration: none; border-radius: 4px">${t.action}</a></p>`,
    `<p style="font-size: 13px">{link}</p>`,
    ...after.map(paragraph),
    paragraph(t.signature),
    '</body></html>',
  ].join('\n');
  return { text, html };
}

function template(languageCode: Lang): RecoveryMailTemplate {
  const t = TEXTS[languageCode];
  const { text, html } = linkMailBodies(languageCode, t, [t.validity, t.ignore]);
  return { languageCode, subject: t.subject, text, html, placeholders: [...RECOVERY_MAIL_PLACEHOLDERS] };
}

export function recoveryMailTemplates(languageCode?: string): RecoveryMailTemplate[] {
  const languages = languageCode === undefined ? RECOVERY_MAIL_LANGUAGES : RECOVERY_MAIL_LANGUAGES.filter((l) => l === languageCode);
  return languages.map(template);
}

/** A shop language code ('da', 'en-US' → 'en'), or the fallback (Danish). */
export function mailLanguage(code: string | null | undefined): Lang {
  const short = (code ?? '').slice(0, 2).toLowerCase();
  return (RECOVERY_MAIL_LANGUAGES as readonly string[]).includes(short) ? (short as Lang) : FALLBACK;
}

function fill(textTemplate: string, values: Record<string, string>): string {
  return textTemplate.replace(/\{(name|link|minutes)\}/g, (whole, key: string) => values[key] ?? whole);
}

/** The filled-in mail: values are HTML-escaped in the HTML part. */
export function recoveryMail(
  languageCode: string,
  values: { name: string; link: string; minutes: number },
): { subject: string; text: string; html: string } {
  const t = template(mailLanguage(languageCode));
  const plain = { name: values.name, link: values.link, minutes: String(values.minutes) };
  const escaped = { name: escapeHtml(values.name), link: escapeHtml(values.link), minutes: String(values.minutes) };
  return { subject: t.subject, text: fill(t.text, plain), html: fill(t.html, escaped) };
}
