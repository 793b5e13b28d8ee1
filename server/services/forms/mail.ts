/**
 * The mail of a received form to the form's recipient (text + HTML) in the form's mail language: every field
 * with its label and value, then where and when it was sent. Values are the sender's text: escaped in the HTML.
 */
import type { MailMessage } from '../mail';
import { escapeHtml } from '../payments/sandboxPage';

type Lang = 'da' | 'en' | 'sv' | 'nb' | 'fi';

interface MetaTexts {
  yes: string;
  no: string;
  empty: string;
  details: string;
  language: string;
  page: string;
  customer: string;
  received: string;
  reference: string;
}

const META: Record<Lang, MetaTexts> = {
  da: {
    yes: 'Ja',
    no: 'Nej',
    empty: '–',
    details: 'Om henvendelsen',
    language: 'Sprog',
    page: 'Sendt fra siden',
    customer: 'Logget ind som kunde',
    received: 'Modtaget',
    reference: 'Reference',
  },
  en: {
    yes: 'Yes',
    no: 'No',
    empty: '–',
    details: 'About this submission',
    language: 'Language',
    page: 'Sent from the page',
    customer: 'Logged in as customer',
    received: 'Received',
    reference: 'Reference',
  },
  sv: {
    yes: 'Ja',
    no: 'Nej',
    empty: '–',
    details: 'Om förfrågan',
    language: 'Språk',
    page: 'Skickat från sidan',
    customer: 'Inloggad som kund',
    received: 'Mottaget',
    reference: 'Referens',
  },
  nb: {
    yes: 'Ja',
    no: 'Nei',
    empty: '–',
    details: 'Om henvendelsen',
    language: 'Språk',
    page: 'Sendt fra siden',
    customer: 'Logget inn som kunde',
    received: 'Mottatt',
    reference: 'Referanse',
  },
  fi: {
    yes: 'Kyllä',
    no: 'Ei',
    empty: '–',
    details: 'Tietoja yhteydenotosta',
    language: 'Kieli',
    page: 'Lähetetty sivulta',
    customer: 'Kirjautunut asiakkaana',
    received: 'Vastaanotettu',
    reference: 'Viite',
  },
};

const isLang = (code: string): code is Lang => code in META;

/** One field as stored and mailed: its label in the mail's language and the value as sent. */
export interface MailedValue {
  label: string;
  /** Text, a checkbox's true/false, or the names of attached files. */
  value: string | boolean | string[];
}

export interface SubmissionMailInput {
  mailLanguage: string;
  formTitle: string;
  values: MailedValue[];
  /** The sender's language, page and customer (when logged in). */
  senderLanguage: string;
  pageUrl: string | null;
  customerNumber: string | null;
  receivedAt: Date;
  reference: string;
  to: string;
  replyTo: string | undefined;
}

/** Header values never carry line breaks (the sender chose part of them). */
const oneLine = (s: string) => s.replace(/[\r\n\t]+/g, ' ').trim();

export function submissionMail(input: SubmissionMailInput): MailMessage {
  const t = META[isLang(input.mailLanguage) ? input.mailLanguage : 'en'];
  const show = (value: MailedValue['value']): string => {
    if (typeof value === 'boolean') return value ? t.yes : t.no;
    if (Array.isArray(value)) return value.length > 0 ? value.join(', ') : t.empty;
    return value === '' ? t.empty : value;
  };
  const received = input.receivedAt.toISOString().replace('T', ' ').slice(0, 16) + ' UTC';
  const meta: [string, string][] = [
    [t.language, input.senderLanguage],
    ...(input.pageUrl ? ([[t.page, input.pageUrl]] as [string, string][]) : []),
    ...(input.customerNumber ? ([[t.customer, input.customerNumber]] as [string, string][]) : []),
    [t.received, received],
    [t.reference, input.reference],
  ];

  const text = [
    input.formTitle,
    '',
    ...input.values.flatMap((v) => {
      const shown = show(v.value);
      return shown.includes('\n') ? [`${v.label}:`, shown, ''] : [`${v.label}: ${shown}`];
    }),
    '',
    `— ${t.details}`,
    ...meta.map(([k, v]) => `${k}: ${v}`),
    '',
  ].join('\n');

  const row = (k: string, v: string) =>
    `<tr><th style="text-align:left;vertical-align:top;padding:4px 12px 4px 0">${escapeHtml(k)}</th>` +
    `<td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(v)}</td></tr>`;
  const html = [
    `<!DOCTYPE html><html lang="${escapeHtml(input.mailLanguage)}"><head><meta charset="utf-8"><title>${escapeHtml(input.formTitle)}</title></head>`,
    '<body style="font-family: Arial, Helvetica, sans-serif; color: #1f2933; line-height: 1.5">',
    `<h1 style="font-size:20px">${escapeHtml(input.formTitle)}</h1>`,
    `<table>${input.values.map((v) => row(v.label, show(v.value))).join('')}</table>`,
    `<h2 style="font-size:16px;margin-top:24px">${escapeHtml(t.details)}</h2>`,
    `<table>${meta.map(([k, v]) => row(k, v)).join('')}</table>`,
    '</body></html>',
  ].join('');

  return {
    to: input.to,
    subject: oneLine(`${input.formTitle} (${input.reference})`),
    text,
    html,
    kind: 'form',
    ...(input.replyTo ? { replyTo: input.replyTo } : {}),
  };
}
