/**
 * The welcome mail of a user created through the back office (a `user` document or `npm run admin -- user create`),
 * and the operator's `user reset-password`: a link to choose a password, in the user's language (five languages).
 * The link is a password-reset token (password_reset_tokens, like RecoverPassword's) valid WELCOME_TOKEN_TTL_DAYS,
 * queued in the mail outbox (SMTP_URL or DATA_DIR/outbox) in one transaction with the token.
 */
import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import { LOCALES } from '../../common/locales';
import { routePattern } from '../../common/routes';
import { TOKEN_PLACEHOLDER, USERNAME_PLACEHOLDER } from '../../contract/accountRules';
import type { Db } from '../db';
import type { Database } from '../db/schema';
import { cancelMails, enqueueMail } from './mailOutbox';
import { fillLink, hashResetToken } from './passwordReset';
import { escapeHtml } from './payments/sandboxPage';
import { linkMailBodies, mailLanguage } from './recoveryMail';

export const WELCOME_MAIL_KIND = 'welcome';
export const WELCOME_TOKEN_TTL_DAYS = 7;

/** The texts of a mail that sends a link to choose a password (the welcome mail, a company's invitation). */
export interface SetPasswordMailTexts {
  subject: string;
  greeting: string;
  intro: string;
  action: string;
  validity: string;
  signature: string;
}

const TEXTS: Record<ReturnType<typeof mailLanguage>, SetPasswordMailTexts> = {
  da: {
    subject: 'Velkommen til Nordlys Teknik – vælg dit kodeord',
    greeting: 'Hej {name}',
    intro: 'Der er oprettet en konto til dig i Nordlys Tekniks webshop med brugernavnet {username}.',
    action: 'Vælg dit kodeord',
    validity: 'Linket virker i {days} dage og kan kun bruges én gang. Derefter kan du altid bede om et nyt på login-siden.',
    signature: 'Venlig hilsen\nNordlys Teknik',
  },
  en: {
    subject: 'Welcome to Nordlys Teknik – choose your password',
    greeting: 'Hello {name}',
    intro: 'An account has been created for you in the Nordlys Teknik web shop with the username {username}.',
    action: 'Choose your password',
    validity: 'The link works for {days} days and can only be used once. After that you can always ask for a new one on the login page.',
    signature: 'Kind regards\nNordlys Teknik',
  },
  sv: {
    subject: 'Välkommen till Nordlys Teknik – välj ditt lösenord',
    greeting: 'Hej {name}',
    intro: 'Ett konto har skapats åt dig i Nordlys Tekniks webbshop med användarnamnet {username}.',
    action: 'Välj ditt lösenord',
    validity: 'Länken fungerar i {days} dagar och kan bara användas en gång. Därefter kan du alltid be om en ny på inloggningssidan.',
    signature: 'Vänliga hälsningar\nNordlys Teknik',
  },
  nb: {
    subject: 'Velkommen til Nordlys Teknik – velg passordet ditt',
    greeting: 'Hei {name}',
    intro: 'Det er opprettet en konto til deg i Nordlys Tekniks nettbutikk med brukernavnet {username}.',
    action: 'Velg passordet ditt',
    validity: 'Lenken virker i {days} dager og kan bare brukes én gang. Etter det kan du alltid be om en ny på innloggingssiden.',
    signature: 'Vennlig hilsen\nNordlys Teknik',
  },
  fi: {
    subject: 'Tervetuloa Nordlys Teknikiin – valitse salasanasi',
    greeting: 'Hei {name}',
    intro: 'Sinulle on luotu tili Nordlys Teknikin verkkokauppaan käyttäjätunnuksella {username}.',
    action: 'Valitse salasanasi',
    validity: 'Linkki on voimassa {days} päivää, ja sitä voi käyttää vain kerran. Sen jälkeen voit aina pyytää uuden kirjautumissivulla.',
    signature: 'Ystävällisin terveisin\nNordlys Teknik',
  },
};

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(name|username|link|days)\}/g, (whole, key: string) => values[key] ?? whole);
}

/** The filled-in welcome mail (values HTML-escaped in the HTML part). */
export function welcomeMail(
  languageCode: string,
  values: { name: string; username: string; link: string },
): { subject: string; text: string; html: string } {
  const language = mailLanguage(languageCode);
  const t = TEXTS[language];
  const plain = { ...values, days: String(WELCOME_TOKEN_TTL_DAYS) };
  const escaped = { name: escapeHtml(values.name), username: escapeHtml(values.username), link: escapeHtml(values.link), days: plain.days };
  const { text, html } = linkMailBodies(language, t, [t.validity]);
  return { subject: t.subject, text: fill(text, plain), html: fill(html, escaped) };
}

/** The set-password page of the storefront in the user's language, with the token and username placeholders. */
export function setPasswordTemplate(publicUrl: string, languageCode: string): string {
  const language = mailLanguage(languageCode);
  return `${publicUrl.replace(/\/$/, '')}${LOCALES[language].prefix}${routePattern(language, 'recoverPassword')}?token=${TOKEN_PLACEHOLDER}&username=${USERNAME_PLACEHOLDER}`;
}

/** The origin of links in mails the back office causes: PUBLIC_URL, else https:// and the area's primary domain. */
export async function mailOrigin(db: Db | Transaction<Database>, publicUrl: string | undefined, areaId: string): Promise<string> {
  if (publicUrl) return publicUrl;
  const domain = await db
    .selectFrom('area_domains')
    .select('domain')
    .where('area_id', '=', areaId)
    .orderBy('is_primary', 'desc')
    .executeTakeFirst();
  return `https://${domain?.domain ?? 'localhost'}`;
}

/**
 * Issues a set-password token for the user (replacing older ones, cancelling their queued mails) and queues the
 * welcome mail with its link, in one transaction. `kind` tells a welcome apart from an operator's reset.
 */
export async function queueSetPasswordMail(
  db: Db,
  user: { id: string; username: string; name: string; language: string; area_id: string },
  publicUrl: string | undefined,
  now: Date = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashResetToken(token);
  const expiresAt = new Date(now.getTime() + WELCOME_TOKEN_TTL_DAYS * 86_400_000);
  const template = setPasswordTemplate(await mailOrigin(db, publicUrl, user.area_id), user.language);
  const link = fillLink(template, token, user.username);
  const mail = welcomeMail(user.language, { name: user.name, username: user.username, link });
  let id: string | null = null;
  const run = async (trx: Db | Transaction<Database>) => {
    await trx.deleteFrom('password_reset_tokens').where('user_id', '=', user.id).execute();
    await trx
      .insertInto('password_reset_tokens')
      .values({ token_hash: tokenHash, user_id: user.id, created_at: now.toISOString(), expires_at: expiresAt.toISOString(), used_at: null })
      .execute();
    await cancelMails(trx, WELCOME_MAIL_KIND, user.id, now);
    id = await enqueueMail(trx, { kind: WELCOME_MAIL_KIND, dedupeKey: `${WELCOME_MAIL_KIND}:${tokenHash}`, ref: user.id, to: user.username, ...mail, expiresAt }, now);
  };
  // Inside a transaction already (a dry run's, see admin/commands/documents.ts): no nested one.
  if (db.isTransaction) await run(db);
  else await db.transaction().execute(run);
  return id ?? '';
}
