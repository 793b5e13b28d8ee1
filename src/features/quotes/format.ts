/** Shared formatting of quotes in the storefront: minor units as money, quote dates, typed prices. */
import { formatMoney, formatShortDate } from '../../../common/format';

/** Integer minor units → 'DKK 1.234,50'. */
export const money = (minor: number | null, currencyCode: string): string => (minor === null ? '—' : formatMoney(minor / 100, currencyCode));

/** 'YYYY-MM-DD' (a day, not an instant) or an ISO time → the language's short date. */
export const day = (value: string, locale: string): string => formatShortDate(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00` : value, locale);


/** A typed price in major units ('1.234,50', '1234.5', '99') → integer minor units, or null when it is not one. */
export function parsePrice(text: string): number | null {
  const cleaned = text.trim().replace(/\s/g, '');
  if (!cleaned) return null;
  // The last separator is the decimal one when followed by 1–2 digits; others group thousands.
  const match = /^(\d{1,3}(?:[.,]\d{3})*|\d+)(?:[.,](\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  const whole = Number(match[1]!.replace(/[.,]/g, ''));
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  const minor = whole * 100 + fraction;
  return Number.isSafeInteger(minor) && minor > 0 ? minor : null;
}

/** The shop's date `days` after today ('YYYY-MM-DD', local time). */
export function daysFromToday(days: number, now = new Date()): string {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
