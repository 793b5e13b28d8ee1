/**
 * The mails of order approval (docs/company.md 'Approval'), in the recipient's language (five languages): to the
 * company's admins when an order waits for their approval (a link to the customer centre's approvals), and to the
 * buyer when an admin rejected the order (the reason, and a link to the cart, which is open again), and to the buyer
 * of a card order when an admin approved it (a link to its receipt, where it is paid).
 */
import type { ApprovalReason } from '../../../contract/companyRules';
import { formatMoney } from '../../../common/format';
import { LOCALES } from '../../../common/locales';
import { routePattern, type RouteName } from '../../../common/routes';
import { escapeHtml } from '../payments/sandboxPage';
import { linkMailBodies, mailLanguage } from '../recoveryMail';

export const APPROVAL_REQUEST_MAIL_KIND = 'order-approval-request';
export const APPROVAL_REJECTED_MAIL_KIND = 'order-approval-rejected';
export const APPROVAL_PAY_MAIL_KIND = 'order-approval-pay';

type Lang = ReturnType<typeof mailLanguage>;

interface Texts {
  requestSubject: string;
  requestIntro: string;
  reasons: Record<ApprovalReason, string>;
  requestAction: string;
  rejectedSubject: string;
  rejectedIntro: string;
  rejectedAction: string;
  paySubject: string;
  payIntro: string;
  payAction: string;
  greeting: string;
  signature: string;
}

const TEXTS: Record<Lang, Texts> = {
  da: {
    requestSubject: 'Ordre {number} venter på din godkendelse',
    requestIntro: '{buyer} har afgivet ordre {number} på {amount} ekskl. moms hos {company}. {why}',
    reasons: {
      requester: '{buyer} kan ikke selv afgive ordrer, så ordren skal godkendes.',
      orderLimit: 'Ordren er over grænsen pr. ordre på {limit}.',
      monthlyLimit: 'Med ordren er månedens køb over den månedlige grænse på {limit} (allerede købt: {spent}).',
    },
    requestAction: 'Godkend eller afvis ordren',
    rejectedSubject: 'Din ordre {number} er afvist',
    rejectedIntro: '{admin} har afvist din ordre {number}. Begrundelse: {reason}\nDin kurv er åben igen, så du kan rette ordren.',
    rejectedAction: 'Gå til kurven',
    paySubject: 'Din ordre {number} er godkendt – betal den nu',
    payIntro: '{admin} har godkendt din ordre {number}. Betal den med kort fra ordrebekræftelsen, så sender vi den videre.',
    payAction: 'Betal nu',
    greeting: 'Hej {name}',
    signature: 'Venlig hilsen\nNordlys Teknik',
  },
  en: {
    requestSubject: 'Order {number} is waiting for your approval',
    requestIntro: '{buyer} has placed order {number} for {amount} excl. VAT at {company}. {why}',
    reasons: {
      requester: '{buyer} cannot place orders alone, so the order needs approval.',
      orderLimit: 'The order is over the per-order limit of {limit}.',
      monthlyLimit: "With this order the month's purchases are over the monthly limit of {limit} (already bought: {spent}).",
    },
    requestAction: 'Approve or reject the order',
    rejectedSubject: 'Your order {number} was rejected',
    rejectedIntro: '{admin} has rejected your order {number}. Reason: {reason}\nYour cart is open again so you can change the order.',
    rejectedAction: 'Go to the cart',
    paySubject: 'Your order {number} is approved – pay it now',
    payIntro: '{admin} has approved your order {number}. Pay it by card from the order confirmation, and we send it on.',
    payAction: 'Pay now',
    greeting: 'Hello {name}',
    signature: 'Kind regards\nNordlys Teknik',
  },
  sv: {
    requestSubject: 'Order {number} väntar på ditt godkännande',
    requestIntro: '{buyer} har lagt order {number} på {amount} exkl. moms hos {company}. {why}',
    reasons: {
      requester: '{buyer} kan inte lägga order själv, så ordern måste godkännas.',
      orderLimit: 'Ordern är över gränsen per order på {limit}.',
      monthlyLimit: 'Med ordern är månadens inköp över månadsgränsen på {limit} (redan köpt: {spent}).',
    },
    requestAction: 'Godkänn eller avvisa ordern',
    rejectedSubject: 'Din order {number} har avvisats',
    rejectedIntro: '{admin} har avvisat din order {number}. Anledning: {reason}\nDin varukorg är öppen igen så att du kan ändra ordern.',
    rejectedAction: 'Gå till varukorgen',
    paySubject: 'Din order {number} är godkänd – betala den nu',
    payIntro: '{admin} har godkänt din order {number}. Betala den med kort från orderbekräftelsen, så skickar vi den vidare.',
    payAction: 'Betala nu',
    greeting: 'Hej {name}',
    signature: 'Vänliga hälsningar\nNordlys Teknik',
  },
  nb: {
    requestSubject: 'Ordre {number} venter på din godkjenning',
    requestIntro: '{buyer} har lagt inn ordre {number} på {amount} eks. mva. hos {company}. {why}',
    reasons: {
      requester: '{buyer} kan ikke legge inn ordrer selv, så ordren må godkjennes.',
      orderLimit: 'Ordren er over grensen per ordre på {limit}.',
      monthlyLimit: 'Med ordren er månedens innkjøp over månedsgrensen på {limit} (allerede kjøpt: {spent}).',
    },
    requestAction: 'Godkjenn eller avvis ordren',
    rejectedSubject: 'Ordren din {number} er avvist',
    rejectedIntro: '{admin} har avvist ordren din {number}. Begrunnelse: {reason}\nHandlekurven din er åpen igjen, så du kan endre ordren.',
    rejectedAction: 'Gå til handlekurven',
    paySubject: 'Ordren din {number} er godkjent – betal den nå',
    payIntro: '{admin} har godkjent ordren din {number}. Betal den med kort fra ordrebekreftelsen, så sender vi den videre.',
    payAction: 'Betal nå',
    greeting: 'Hei {name}',
    signature: 'Vennlig hilsen\nNordlys Teknik',
  },
  fi: {
    requestSubject: 'Tilaus {number} odottaa hyväksyntääsi',
    requestIntro: '{buyer} on tehnyt tilauksen {number}, summa {amount} alv 0 %, yritykselle {company}. {why}',
    reasons: {
      requester: '{buyer} ei voi tehdä tilauksia itse, joten tilaus on hyväksyttävä.',
      orderLimit: 'Tilaus ylittää tilauskohtaisen rajan {limit}.',
      monthlyLimit: 'Tämän tilauksen myötä kuukauden ostot ylittävät kuukausirajan {limit} (jo ostettu: {spent}).',
    },
    requestAction: 'Hyväksy tai hylkää tilaus',
    rejectedSubject: 'Tilauksesi {number} on hylätty',
    rejectedIntro: '{admin} on hylännyt tilauksesi {number}. Syy: {reason}\nOstoskorisi on taas auki, joten voit muuttaa tilausta.',
    rejectedAction: 'Siirry ostoskoriin',
    paySubject: 'Tilauksesi {number} on hyväksytty – maksa se nyt',
    payIntro: '{admin} on hyväksynyt tilauksesi {number}. Maksa se kortilla tilausvahvistuksesta, niin lähetämme sen eteenpäin.',
    payAction: 'Maksa nyt',
    greeting: 'Hei {name}',
    signature: 'Ystävällisin terveisin\nNordlys Teknik',
  },
};

type Mail = { subject: string; text: string; html: string };

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

function render(language: Lang, t: { subject: string; greeting: string; intro: string; action: string; signature: string }, values: Record<string, string>): Mail {
  const escaped = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, escapeHtml(v)]));
  // The intro is filled first (its values are plain text in the text part and escaped in the HTML part).
  const bodies = (vals: Record<string, string>) => linkMailBodies(language, { ...t, greeting: fill(t.greeting, vals), intro: fill(t.intro, vals), subject: fill(t.subject, vals) }, []);
  const text = bodies(values).text.replace(/\{link\}/g, values.link ?? '');
  const html = bodies(escaped).html.replace(/\{link\}/g, escaped.link ?? '');
  return { subject: fill(t.subject, values), text, html };
}

/** A storefront page of the shop in a language (absolute). */
export function storefrontLink(origin: string, languageCode: string, route: RouteName): string {
  const language = mailLanguage(languageCode);
  return `${origin.replace(/\/$/, '')}${LOCALES[language].prefix}${routePattern(language, route)}`;
}

export interface ApprovalRequestValues {
  name: string;
  buyer: string;
  company: string;
  number: string;
  amountMinor: number;
  limitMinor: number | null;
  spentMinor: number;
  currency: string;
  reason: ApprovalReason;
  link: string;
}

const money = (minor: number, currency: string) => formatMoney(minor / 100, currency);

/** The mail to an approver: the order waits for approval, and why. */
export function approvalRequestMail(languageCode: string, v: ApprovalRequestValues): Mail {
  const language = mailLanguage(languageCode);
  const t = TEXTS[language];
  const values: Record<string, string> = {
    name: v.name,
    buyer: v.buyer,
    company: v.company,
    number: v.number,
    amount: money(v.amountMinor, v.currency),
    limit: v.limitMinor === null ? '' : money(v.limitMinor, v.currency),
    spent: money(v.spentMinor, v.currency),
    link: v.link,
  };
  values.why = fill(t.reasons[v.reason], values);
  return render(language, { subject: t.requestSubject, greeting: t.greeting, intro: t.requestIntro, action: t.requestAction, signature: t.signature }, values);
}

/** The mail to the buyer: an admin rejected the order, with the reason; the cart is open again. */
export function approvalRejectedMail(languageCode: string, v: { name: string; admin: string; number: string; reason: string; link: string }): Mail {
  const language = mailLanguage(languageCode);
  const t = TEXTS[language];
  return render(language, { subject: t.rejectedSubject, greeting: t.greeting, intro: t.rejectedIntro, action: t.rejectedAction, signature: t.signature }, { ...v });
}

/** The mail to the buyer of a card order: an admin approved it; pay it from the order confirmation. */
export function approvalPayMail(languageCode: string, v: { name: string; admin: string; number: string; link: string }): Mail {
  const language = mailLanguage(languageCode);
  const t = TEXTS[language];
  return render(language, { subject: t.paySubject, greeting: t.greeting, intro: t.payIntro, action: t.payAction, signature: t.signature }, { ...v });
}
