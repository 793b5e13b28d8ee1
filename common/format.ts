/**
 * SPEC §9 money and date formatting.
 *
 * Money is formatted with plain integer arithmetic on rounded cents, so the output is identical in every
 * browser and Node/ICU version (Intl.NumberFormat differs between them, e.g. in the NOK group separator).
 */

interface Separators {
  decimal: string;
  thousands: string;
}

const COMMA_DECIMAL_DOT_THOUSANDS: Separators = { decimal: ',', thousands: '.' };
const COMMA_DECIMAL_SPACE_THOUSANDS: Separators = { decimal: ',', thousands: ' ' };
const DOT_DECIMAL_COMMA_THOUSANDS: Separators = { decimal: '.', thousands: ',' };

/** SPEC §9: DKK and SEK comma decimal + dot thousands; NOK space thousands; others dot decimal + comma thousands. */
export function moneySeparators(currencyCode: string): Separators {
  switch (currencyCode.trim().toUpperCase()) {
    case 'DKK':
    case 'SEK':
      return COMMA_DECIMAL_DOT_THOUSANDS;
    case 'NOK':
      return COMMA_DECIMAL_SPACE_THOUSANDS;
    default:
      return DOT_DECIMAL_COMMA_THOUSANDS;
  }
}

/**
 * Rounds a major-unit amount to whole cents, half away from zero.
 * `toPrecision(15)` removes binary noise first (1.005 * 100 = 100.49999999999999 → 100.5 → 101).
 */
export function toCents(amount: number): number {
  if (!Number.isFinite(amount)) return 0;
  const scaled = Number((Math.abs(amount) * 100).toPrecision(15));
  const cents = Math.round(scaled);
  return amount < 0 && cents !== 0 ? -cents : cents;
}

function groupThousands(digits: string, separator: string): string {
  let out = '';
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) out += separator;
    out += digits[i];
  }
  return out;
}

/**
 * 'DKK 1.234,50', 'SEK 1.234,50', 'NOK 1 234,50', 'EUR 1,234.50'; negative amounts keep the sign after the
 * code ('DKK -12,00'). Always 2 decimals. Non-finite amounts count as 0.
 */
export function formatMoney(amount: number, currencyCode: string): string {
  const code = (currencyCode ?? '').trim().toUpperCase();
  const { decimal, thousands } = moneySeparators(code);
  const cents = toCents(amount);
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100);
  const fraction = abs % 100;
  const number = `${cents < 0 ? '-' : ''}${groupThousands(String(whole), thousands)}${decimal}${String(fraction).padStart(2, '0')}`;
  return code ? `${code} ${number}` : number;
}

/** Decimal separator, group separator and minus sign of a number as Intl.NumberFormat writes them (CLDR). */
interface NumberSymbols {
  decimal: string;
  group: string;
  minus: string;
}

const EN_NUMBERS: NumberSymbols = { decimal: '.', group: ',', minus: '-' };
const DA_NUMBERS: NumberSymbols = { decimal: ',', group: '.', minus: '-' };
/** Swedish, Norwegian (bokmål) and Finnish: a no-break space between groups and U+2212 MINUS SIGN. */
const NORDIC_NUMBERS: NumberSymbols = { decimal: ',', group: '\u00a0', minus: '\u2212' };

function numberSymbols(locale: string): NumberSymbols {
  const lang = language(locale);
  return lang === 'en' ? EN_NUMBERS : lang === 'da' ? DA_NUMBERS : NORDIC_NUMBERS;
}


/**
 * A number as the shop's languages write it — '1.234,5' (da), '1,234.5' (en), '1 234,5' and '−2,5' (sv, nb, fi) — with
 * up to `decimals` decimals (default 3), rounded half away from zero: what Intl.NumberFormat(locale,
 * { maximumFractionDigits }) writes for the five languages, without its cost: a page's first Intl number formatter starts ICU's formatting (~25 ms of
 * main thread here, 100 ms at 4× CPU on Lighthouse's phone), which a product page paid for its specifications and
 * unit names.
 */
export function formatDecimal(value: number, locale: string, decimals = 3): string {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e15) return String(value);
  const { decimal, group, minus } = numberSymbols(locale);
  const scale = 10 ** decimals;
  // toPrecision(15) first: 2.0005 × 1000 is 2000.4999999999998, which is 2000.5 and rounds up, as Intl does.
  const scaled = Math.round(Number((Math.abs(value) * scale).toPrecision(15)));
  const whole = Math.floor(scaled / scale);
  const fraction = decimals > 0 ? String(scaled % scale).padStart(decimals, '0').replace(/0+$/, '') : '';
  const sign = value < 0 || Object.is(value, -0) ? minus : '';
  return `${sign}${groupThousands(String(whole), group)}${fraction ? `${decimal}${fraction}` : ''}`;
}

export type DateInput = Date | string | number;

function toDate(value: DateInput): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** 'da-DK' / 'da_DK' / 'da' → 'da'. */
function language(locale: string): string {
  return (locale || '').toLowerCase().split(/[-_]/)[0] ?? '';
}

/**
 * SPEC §9 short date with 2-digit parts, in the local time zone: en (en-US uses en-GB ordering) 'dd/mm/yy',
 * da / nb / fi 'dd.mm.yy', sv 'yy-mm-dd'. Unknown locales use the en-GB form. Invalid dates give ''.
 */
export function formatShortDate(value: DateInput, locale: string): string {
  const date = toDate(value);
  if (!date) return '';
  const dd = pad2(date.getDate());
  const mm = pad2(date.getMonth() + 1);
  const yy = pad2(date.getFullYear() % 100);
  switch (language(locale)) {
    case 'da':
    case 'nb':
    case 'no':
    case 'fi':
      return `${dd}.${mm}.${yy}`;
    case 'sv':
      return `${yy}-${mm}-${dd}`;
    default:
      return `${dd}/${mm}/${yy}`;
  }
}

/**
 * SPEC §9 time, 24-hour, in the local time zone: 'HH.mm' for da and fi (their CLDR convention), 'HH:mm'
 * otherwise. Invalid dates give ''.
 */
export function formatTime(value: DateInput, locale: string): string {
  const date = toDate(value);
  if (!date) return '';
  const separator = ['da', 'fi'].includes(language(locale)) ? '.' : ':';
  return `${pad2(date.getHours())}${separator}${pad2(date.getMinutes())}`;
}
