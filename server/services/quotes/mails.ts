/**
 * The quote mails (docs/quotes.md 'Mails'), in the recipient's language (five languages), queued in the mail outbox
 * in the transaction of what causes them: a request → every active sales rep who serves the customer (a link to
 * their quote requests); an answer or a decline → the user who requested it (a link to the quote).
 */
import type { Transaction } from 'kysely';
import { LOCALES } from '../../../common/locales';
import { routePattern } from '../../../common/routes';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';
import { enqueueMail } from '../mailOutbox';
import { escapeHtml } from '../payments/sandboxPage';
import { linkMailBodies, mailLanguage } from '../recoveryMail';
import { mailOrigin } from '../welcomeMail';

export const QUOTE_MAIL_KIND = 'quote';

type Kind = 'requested' | 'answered' | 'declined';
interface Texts {
  subject: string;
  greeting: string;
  intro: string;
  message: string;
  action: string;
  signature: string;
}
type Lang = ReturnType<typeof mailLanguage>;

const SIGNATURE: Record<Lang, string> = {
  da: 'Venlig hilsen\nNordlys Teknik',
  en: 'Kind regards\nNordlys Teknik',
  sv: 'Vänliga hälsningar\nNordlys Teknik',
  nb: 'Vennlig hilsen\nNordlys Teknik',
  fi: 'Ystävällisin terveisin\nNordlys Teknik',
};

const TEXTS: Record<Kind, Record<Lang, Omit<Texts, 'signature'>>> = {
  requested: {
    da: {
      subject: 'Tilbudsforespørgsel {quote} fra {customer}',
      greeting: 'Hej {name}',
      intro: '{requester} fra {customer} ({customerNumber}) beder om et tilbud på {count} varelinjer ({quote}).',
      message: 'Kundens besked: {message}',
      action: 'Åbn tilbudsforespørgsler',
    },
    en: {
      subject: 'Quote request {quote} from {customer}',
      greeting: 'Hello {name}',
      intro: '{requester} of {customer} ({customerNumber}) asks for a quote for {count} product lines ({quote}).',
      message: "The customer's message: {message}",
      action: 'Open quote requests',
    },
    sv: {
      subject: 'Offertförfrågan {quote} från {customer}',
      greeting: 'Hej {name}',
      intro: '{requester} på {customer} ({customerNumber}) ber om en offert på {count} artikelrader ({quote}).',
      message: 'Kundens meddelande: {message}',
      action: 'Öppna offertförfrågningar',
    },
    nb: {
      subject: 'Tilbudsforespørsel {quote} fra {customer}',
      greeting: 'Hei {name}',
      intro: '{requester} hos {customer} ({customerNumber}) ber om et tilbud på {count} varelinjer ({quote}).',
      message: 'Kundens melding: {message}',
      action: 'Åpne tilbudsforespørsler',
    },
    fi: {
      subject: 'Tarjouspyyntö {quote} asiakkaalta {customer}',
      greeting: 'Hei {name}',
      intro: '{requester} ({customer}, {customerNumber}) pyytää tarjousta {count} tuoterivistä ({quote}).',
      message: 'Asiakkaan viesti: {message}',
      action: 'Avaa tarjouspyynnöt',
    },
  },
  answered: {
    da: {
      subject: 'Dit tilbud {quote} er klar',
      greeting: 'Hej {name}',
      intro: '{rep} har besvaret din tilbudsforespørgsel {quote}. Tilbuddet gælder til og med {validUntil}.',
      message: 'Besked fra {rep}: {message}',
      action: 'Se tilbuddet',
    },
    en: {
      subject: 'Your quote {quote} is ready',
      greeting: 'Hello {name}',
      intro: '{rep} has answered your quote request {quote}. The quote is valid until {validUntil}.',
      message: 'Message from {rep}: {message}',
      action: 'See the quote',
    },
    sv: {
      subject: 'Din offert {quote} är klar',
      greeting: 'Hej {name}',
      intro: '{rep} har besvarat din offertförfrågan {quote}. Offerten gäller till och med {validUntil}.',
      message: 'Meddelande från {rep}: {message}',
      action: 'Se offerten',
    },
    nb: {
      subject: 'Tilbudet ditt {quote} er klart',
      greeting: 'Hei {name}',
      intro: '{rep} har besvart tilbudsforespørselen din {quote}. Tilbudet gjelder til og med {validUntil}.',
      message: 'Melding fra {rep}: {message}',
      action: 'Se tilbudet',
    },
    fi: {
      subject: 'Tarjouksesi {quote} on valmis',
      greeting: 'Hei {name}',
      intro: '{rep} on vastannut tarjouspyyntöösi {quote}. Tarjous on voimassa {validUntil} asti.',
      message: 'Viesti myyjältä {rep}: {message}',
      action: 'Näytä tarjous',
    },
  },
  declined: {
    da: {
      subject: 'Din tilbudsforespørgsel {quote} er afvist',
      greeting: 'Hej {name}',
      intro: '{rep} kan desværre ikke give et tilbud på din forespørgsel {quote}.',
      message: 'Besked fra {rep}: {message}',
      action: 'Se forespørgslen',
    },
    en: {
      subject: 'Your quote request {quote} was declined',
      greeting: 'Hello {name}',
      intro: '{rep} cannot give a quote for your request {quote}.',
      message: 'Message from {rep}: {message}',
      action: 'See the request',
    },
    sv: {
      subject: 'Din offertförfrågan {quote} har avböjts',
      greeting: 'Hej {name}',
      intro: '{rep} kan tyvärr inte lämna en offert på din förfrågan {quote}.',
      message: 'Meddelande från {rep}: {message}',
      action: 'Se förfrågan',
    },
    nb: {
      subject: 'Tilbudsforespørselen din {quote} er avslått',
      greeting: 'Hei {name}',
      intro: '{rep} kan dessverre ikke gi et tilbud på forespørselen din {quote}.',
      message: 'Melding fra {rep}: {message}',
      action: 'Se forespørselen',
    },
    fi: {
      subject: 'Tarjouspyyntösi {quote} hylättiin',
      greeting: 'Hei {name}',
      intro: '{rep} ei valitettavasti voi antaa tarjousta pyyntöösi {quote}.',
      message: 'Viesti myyjältä {rep}: {message}',
      action: 'Näytä pyyntö',
    },
  },
};

const fill = (text: string, values: Record<string, string>): string =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/** A date 'YYYY-MM-DD' as people of the language write it. */
function dateText(iso: string, language: Lang): string {
  const [y, m, d] = iso.split('-');
  if (!y || !m || !d) return iso;
  if (language === 'en') return iso;
  if (language === 'sv') return iso;
  return `${Number(d)}.${Number(m)}.${y}`;
}

/** The filled-in mail of a kind (values HTML-escaped in the HTML part). */
export function quoteMail(kind: Kind, languageCode: string, values: Record<string, string>): { subject: string; text: string; html: string } {
  const language = mailLanguage(languageCode);
  const t: Texts = { ...TEXTS[kind][language], signature: SIGNATURE[language] };
  const plain = { ...values, ...(values.validUntil ? { validUntil: dateText(values.validUntil, language) } : {}) };
  const escaped = Object.fromEntries(Object.entries(plain).map(([k, v]) => [k, escapeHtml(v)]));
  const after = values.message ? [t.message] : [];
  const { text, html } = linkMailBodies(language, { ...t, subject: fill(t.subject, escaped) }, after);
  return { subject: fill(t.subject, plain), text: fill(text, plain), html: fill(html, escaped) };
}

/** The storefront link of a named route in a language ('/en/customercenter/quotes/…'). */
async function link(db: Db | Transaction<Database>, publicUrl: string, areaId: string, languageCode: string, path: (l: Lang) => string) {
  const language = mailLanguage(languageCode);
  const origin = await mailOrigin(db, publicUrl, areaId);
  return `${origin.replace(/\/$/, '')}${LOCALES[language].prefix}${path(language)}`;
}

export interface QuoteMailQuote {
  id: string;
  quoteNumber: string;
  customerNumber: string;
  customerName: string;
  areaId: string;
  requesterName: string;
  lineCount: number;
  message: string;
}

/** The request → every active rep who serves the customer (in the rep's language). */
export async function queueRequestMails(trx: Transaction<Database>, publicUrl: string, quote: QuoteMailQuote, now: Date): Promise<number> {
  const reps = await trx
    .selectFrom('sales_rep_customers as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['u.id', 'u.username', 'u.name', 'u.language'])
    .where('s.customer_number', '=', quote.customerNumber)
    .where('u.active', '=', 1)
    .orderBy('u.id')
    .execute();
  for (const rep of reps) {
    const href = await link(trx, publicUrl, quote.areaId, rep.language, (l) => routePattern(l, 'quoteRequests'));
    const mail = quoteMail('requested', rep.language, {
      name: rep.name,
      quote: quote.quoteNumber,
      customer: quote.customerName,
      customerNumber: quote.customerNumber,
      requester: quote.requesterName,
      count: String(quote.lineCount),
      message: quote.message,
      link: href,
    });
    await enqueueMail(trx, { kind: QUOTE_MAIL_KIND, dedupeKey: `quote-requested:${quote.id}:${rep.id}`, ref: quote.id, to: rep.username, ...mail }, now);
  }
  return reps.length;
}

/** The answer or the decline → the user who requested the quote (in their language). */
export async function queueReplyMail(
  trx: Transaction<Database>,
  publicUrl: string,
  kind: 'answered' | 'declined',
  quote: { id: string; quoteNumber: string; areaId: string; requestedBy: string; repName: string; message: string; validUntil: string | null },
  now: Date,
): Promise<boolean> {
  const user = await trx.selectFrom('users').select(['username', 'name', 'language', 'active']).where('id', '=', quote.requestedBy).executeTakeFirst();
  if (!user || Number(user.active) !== 1) return false;
  const href = await link(trx, publicUrl, quote.areaId, user.language, (l) => routePattern(l, 'quoteDetail').replace(':id', quote.id));
  const mail = quoteMail(kind, user.language, {
    name: user.name,
    quote: quote.quoteNumber,
    rep: quote.repName,
    message: quote.message,
    validUntil: quote.validUntil ?? '',
    link: href,
  });
  await enqueueMail(trx, { kind: QUOTE_MAIL_KIND, dedupeKey: `quote-${kind}:${quote.id}`, ref: quote.id, to: user.username, ...mail }, now);
  return true;
}
