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
