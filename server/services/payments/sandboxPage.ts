/**
 * The sandbox provider's hosted payment page: server-rendered HTML without any script (the shop's CSP allows
 * none inline), every dynamic value escaped, texts in the five shop languages (the payment's language). Every page
 * says 'test mode' in its title and in a notice at the top, so nobody takes it for a real card payment.
 */
import { formatMoney } from '../../../common/format';
import type { CardError, CardField, SandboxPayment } from './sandbox';
import { SANDBOX_CARDS, SANDBOX_PAGE_PATH, SANDBOX_STYLESHEET_PATH } from './sandbox';

type Lang = 'da' | 'en' | 'sv' | 'nb' | 'fi';

interface Texts {
  title: string;
  /** The notice on every page (the sandbox moves no money; README 'Card payments'): label and sentence. */
  testModeLabel: string;
  testMode: string;
  payTo: string; // {merchant}
  reference: string;
  amount: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
  pay: string; // {amount}
  cancel: string;
  testCards: string;
  cardSucceeds: string;
  cardDeclined: string;
  cardInsufficient: string;
  insufficientFunds: string;
  errors: Record<CardError, string>;
  settled: string;
  backToShop: string;
  notFoundTitle: string;
  notFound: string;
}

const TEXTS: Record<Lang, Texts> = {
  da: {
    title: 'Kortbetaling',
    testModeLabel: 'Testtilstand',
    testMode: 'Der trækkes ingen penge. Brug et af testkortene nedenfor — aldrig et rigtigt kort.',
    payTo: 'Betaling til {merchant}',
    reference: 'Reference',
    amount: 'Beløb',
    cardNumber: 'Kortnummer',
    expiry: 'Udløbsdato (MM/ÅÅ)',
    cvc: 'Kontrolcifre (CVC)',
    pay: 'Betal {amount}',
    cancel: 'Annuller betalingen',
    testCards: 'Testkort',
    cardSucceeds: 'godkendes',
    cardDeclined: 'afvises',
    cardInsufficient: 'utilstrækkelig dækning (prøv igen)',
    insufficientFunds: 'Utilstrækkelig dækning — prøv et andet kort.',
    errors: {
      required: 'Udfyld feltet.',
      invalid: 'Værdien er ugyldig.',
      expired: 'Kortet er udløbet.',
      unknownCard: 'Brug et af testkortene nedenfor.',
    },
    settled: 'Betalingen er afsluttet.',
    backToShop: 'Tilbage til butikken',
    notFoundTitle: 'Betaling ikke fundet',
    notFound: 'Betalingen findes ikke. Gå tilbage til butikken og prøv igen.',
  },
  en: {
    title: 'Card payment',
    testModeLabel: 'Test mode',
    testMode: 'No money is moved. Use one of the test cards below — never a real card.',
    payTo: 'Payment to {merchant}',
    reference: 'Reference',
    amount: 'Amount',
    cardNumber: 'Card number',
    expiry: 'Expiry date (MM/YY)',
    cvc: 'Security code (CVC)',
    pay: 'Pay {amount}',
    cancel: 'Cancel payment',
    testCards: 'Test cards',
    cardSucceeds: 'succeeds',
    cardDeclined: 'is declined',
    cardInsufficient: 'insufficient funds (try again)',
    insufficientFunds: 'Insufficient funds — try another card.',
    errors: {
      required: 'Fill in this field.',
      invalid: 'The value is not valid.',
      expired: 'The card has expired.',
      unknownCard: 'Use one of the test cards below.',
    },
    settled: 'This payment is completed.',
    backToShop: 'Back to the shop',
    notFoundTitle: 'Payment not found',
    notFound: 'This payment does not exist. Go back to the shop and try again.',
  },
  sv: {
    title: 'Kortbetalning',
    testModeLabel: 'Testläge',
    testMode: 'Inga pengar dras. Använd ett av testkorten nedan — aldrig ett riktigt kort.',
    payTo: 'Betalning till {merchant}',
    reference: 'Referens',
    amount: 'Belopp',
    cardNumber: 'Kortnummer',
    expiry: 'Giltig till (MM/ÅÅ)',
    cvc: 'Säkerhetskod (CVC)',
    pay: 'Betala {amount}',
    cancel: 'Avbryt betalningen',
    testCards: 'Testkort',
    cardSucceeds: 'godkänns',
    cardDeclined: 'nekas',
    cardInsufficient: 'otillräckligt saldo (försök igen)',
    insufficientFunds: 'Otillräckligt saldo — försök med ett annat kort.',
    errors: {
      required: 'Fyll i fältet.',
      invalid: 'Värdet är ogiltigt.',
      expired: 'Kortet har gått ut.',
      unknownCard: 'Använd ett av testkorten nedan.',
    },
    settled: 'Betalningen är avslutad.',
    backToShop: 'Tillbaka till butiken',
    notFoundTitle: 'Betalningen hittades inte',
    notFound: 'Betalningen finns inte. Gå tillbaka till butiken och försök igen.',
  },
  nb: {
    title: 'Kortbetaling',
    testModeLabel: 'Testmodus',
    testMode: 'Ingen penger trekkes. Bruk et av testkortene nedenfor — aldri et ekte kort.',
    payTo: 'Betaling til {merchant}',
    reference: 'Referanse',
    amount: 'Beløp',
    cardNumber: 'Kortnummer',
    expiry: 'Utløpsdato (MM/ÅÅ)',
    cvc: 'Sikkerhetskode (CVC)',
    pay: 'Betal {amount}',
    cancel: 'Avbryt betalingen',
    testCards: 'Testkort',
    cardSucceeds: 'godkjennes',
    cardDeclined: 'avvises',
    cardInsufficient: 'ikke dekning (prøv igjen)',
    insufficientFunds: 'Ikke dekning på kortet — prøv et annet kort.',
    errors: {
      required: 'Fyll ut feltet.',
      invalid: 'Verdien er ugyldig.',
      expired: 'Kortet er utløpt.',
      unknownCard: 'Bruk et av testkortene nedenfor.',
    },
    settled: 'Betalingen er fullført.',
    backToShop: 'Tilbake til butikken',
    notFoundTitle: 'Fant ikke betalingen',
    notFound: 'Betalingen finnes ikke. Gå tilbake til butikken og prøv igjen.',
  },
  fi: {
    title: 'Korttimaksu',
    testModeLabel: 'Testitila',
    testMode: 'Rahaa ei veloiteta. Käytä jotakin alla olevista testikorteista — älä koskaan oikeaa korttia.',
    payTo: 'Maksu saajalle {merchant}',
    reference: 'Viite',
    amount: 'Summa',
    cardNumber: 'Kortin numero',
    expiry: 'Voimassa (KK/VV)',
    cvc: 'Turvakoodi (CVC)',
    pay: 'Maksa {amount}',
    cancel: 'Peruuta maksu',
    testCards: 'Testikortit',
    cardSucceeds: 'hyväksytään',
    cardDeclined: 'hylätään',
    cardInsufficient: 'kate ei riitä (yritä uudelleen)',
    insufficientFunds: 'Kate ei riitä — kokeile toista korttia.',
    errors: {
      required: 'Täytä kenttä.',
      invalid: 'Arvo ei kelpaa.',
      expired: 'Kortti on vanhentunut.',
      unknownCard: 'Käytä jotakin alla olevista testikorteista.',
    },
    settled: 'Maksu on käsitelty.',
    backToShop: 'Takaisin kauppaan',
    notFoundTitle: 'Maksua ei löytynyt',
    notFound: 'Maksua ei ole olemassa. Palaa kauppaan ja yritä uudelleen.',
  },
};

function lang(code: string): Lang {
  return Object.hasOwn(TEXTS, code) ? (code as Lang) : 'en';
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/**
 * Display only: the amount as the shop shows money everywhere (SPEC §9 'Currency formatting', the storefront's own
 * formatter: 'DKK 1.249,50', 'NOK 1 249,50', 'EUR 1,249.50'), whatever the page's language.
 */
export function formatAmount(amountMinor: number, currency: string): string {
  return formatMoney(amountMinor / 100, currency);
}

/** The shop's icon: the storefront's favicon (public/index.html), inline like there — no request, and img-src allows data:. */
export const SHOP_ICON_HREF =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32' width='32' height='32'%3E%3Crect width='32' height='32' rx='6' fill='%23254F64'/%3E%3Cpath d='M9 23V9h3l8 9V9h3v14h-3l-8-9v9z' fill='%23fff'/%3E%3C/svg%3E";

/** The page's styles, served as a stylesheet of its own (SANDBOX_STYLESHEET_PATH): the CSP allows no inline styles. */
export const SANDBOX_STYLESHEET = `
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#eef2f4;color:#1c2b33}
main{max-width:28rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:8px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
.logo{display:block;margin:0 0 1rem}
@media (max-width:30rem){main{margin:0;border-radius:0;padding:1.25rem}}
h1{font-size:1.4rem;margin:0 0 .25rem}
.test{margin:0 0 1.25rem;padding:.6rem .75rem;background:#fff4d6;border:1px solid #d9a520;border-radius:4px}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0 0 1.5rem}dt{color:#5a6b75}dd{margin:0;font-weight:600}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}
input{box-sizing:border-box;width:100%;padding:.6rem;font-size:1rem;border:1px solid #9aabb5;border-radius:4px}
input[aria-invalid=true]{border-color:#b00020}
.error{color:#b00020;margin:.25rem 0 0;font-size:.9rem}
.notice{padding:.75rem;background:#fdecee;color:#8a0016;border-radius:4px}
.row{display:grid;grid-template-columns:1fr 1fr;gap:1rem}
.actions{display:flex;gap:1rem;margin-top:1.5rem;flex-wrap:wrap}
button,.button{padding:.7rem 1.2rem;font-size:1rem;border-radius:4px;border:0;cursor:pointer;text-decoration:none}
.pay{background:#254f64;color:#fff}.cancel{background:#e3e8eb;color:#1c2b33}
.cards{margin-top:2rem;font-size:.9rem;color:#41525c}.cards ul{padding-left:1.2rem}
`;

function page(code: string, title: string, body: string): string {
  const t = TEXTS[lang(code)];
  return `<!doctype html>
<html lang="${escapeHtml(lang(code))}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(`${t.testModeLabel} · ${title}`)}</title>
<link rel="icon" type="image/svg+xml" href="${escapeHtml(SHOP_ICON_HREF)}">
<link rel="stylesheet" href="${SANDBOX_STYLESHEET_PATH}">
</head>
<body>
<main>
<img class="logo" src="${escapeHtml(SHOP_ICON_HREF)}" alt="" width="40" height="40">
<p class="test" role="note"><strong>${escapeHtml(t.testModeLabel)}</strong> — ${escapeHtml(t.testMode)}</p>
${body}
</main>
</body>
</html>`;
}

function summary(t: Texts, payment: SandboxPayment): string {
  const amount = formatAmount(Number(payment.amount_minor), payment.currency_code);
  return `<h1>${escapeHtml(t.payTo.replace('{merchant}', payment.merchant_name))}</h1>
<dl>
<dt>${escapeHtml(t.amount)}</dt><dd>${escapeHtml(amount)}</dd>
<dt>${escapeHtml(t.reference)}</dt><dd>${escapeHtml(payment.reference)}</dd>
</dl>`;
}

function field(
  t: Texts,
  name: CardField,
  label: string,
  errors: Partial<Record<CardField, CardError>>,
  attrs: string,
): string {
  const error = errors[name];
  const described = error ? ` aria-invalid="true" aria-describedby="${name}-error"` : '';
  return `<div>
<label for="${name}">${escapeHtml(label)}</label>
<input id="${name}" name="${name}" required ${attrs}${described}>
${error ? `<p class="error" id="${name}-error">${escapeHtml(t.errors[error])}</p>` : ''}
</div>`;
}

const spaced = (card: string) => card.replace(/(\d{4})(?=\d)/g, '$1 ');

/** The card form (first view, or again with field errors or the insufficient-funds notice). */
export function renderPaymentPage(
  payment: SandboxPayment,
  errors: Partial<Record<CardField, CardError>> = {},
  notice: 'insufficientFunds' | null = null,
): string {
  const t = TEXTS[lang(payment.language_code)];
  const amount = formatAmount(Number(payment.amount_minor), payment.currency_code);
  const action = `${SANDBOX_PAGE_PATH}/${encodeURIComponent(payment.provider_payment_id)}/pay`;
  const body = `${summary(t, payment)}
${notice ? `<p class="notice" role="alert">${escapeHtml(t.insufficientFunds)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}">
${field(t, 'cardNumber', t.cardNumber, errors, 'inputmode="numeric" autocomplete="cc-number" maxlength="23"')}
<div class="row">
${field(t, 'expiry', t.expiry, errors, 'autocomplete="cc-exp" placeholder="MM/YY" maxlength="7"')}
${field(t, 'cvc', t.cvc, errors, 'inputmode="numeric" autocomplete="cc-csc" maxlength="4"')}
</div>
<div class="actions">
<button type="submit" class="pay" name="action" value="pay">${escapeHtml(t.pay.replace('{amount}', amount))}</button>
<button type="submit" class="cancel" name="action" value="cancel" formnovalidate>${escapeHtml(t.cancel)}</button>
</div>
</form>
<section class="cards" aria-labelledby="test-cards">
<h2 id="test-cards">${escapeHtml(t.testCards)}</h2>
<ul>
<li>${spaced(SANDBOX_CARDS.success)} — ${escapeHtml(t.cardSucceeds)}</li>
<li>${spaced(SANDBOX_CARDS.declined)} — ${escapeHtml(t.cardDeclined)}</li>
<li>${spaced(SANDBOX_CARDS.insufficientFunds)} — ${escapeHtml(t.cardInsufficient)}</li>
</ul>
</section>`;
  return page(payment.language_code, t.title, body);
}

/** A payment that is no longer pending: a link back to the shop's return URL. */
export function renderSettledPage(payment: SandboxPayment): string {
  const t = TEXTS[lang(payment.language_code)];
  const body = `${summary(t, payment)}
<p>${escapeHtml(t.settled)}</p>
<p><a class="button pay" href="${escapeHtml(payment.return_url)}">${escapeHtml(t.backToShop)}</a></p>`;
  return page(payment.language_code, t.title, body);
}

export function renderNotFoundPage(code = 'en'): string {
  const t = TEXTS[lang(code)];
  return page(code, t.notFoundTitle, `<h1>${escapeHtml(t.notFoundTitle)}</h1>\n<p>${escapeHtml(t.notFound)}</p>`);
}
