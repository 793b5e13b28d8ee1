/**
 * Document dates in shop time (Europe/Copenhagen): the day an order was placed, and the UTC instants that bound a
 * shop day (for the date filters over orders.created_at).
 */
import { shopToday } from '../cart/delivery';

const HOUR_MS = 3_600_000;
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'YYYY-MM-DD' of an ISO instant in shop time. */
export function shopDateOf(iso: string): string {
  return shopToday(new Date(iso));
}

/** A real calendar date 'YYYY-MM-DD' (2025-02-30 is not), else null. */
export function parseDate(value: string): string | null {
  const m = DATE_RE.exec(value);
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value ? value : null;
}

/** The day after 'YYYY-MM-DD'. */
export function nextDate(date: string, days = 1): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * The UTC instant (ISO) at which a shop day begins. Copenhagen is UTC+1 or UTC+2 and its clocks never change at
 * midnight, so local midnight is 2 or 1 hours before UTC midnight.
 */
export function startOfShopDay(date: string): string {
  const utcMidnight = Date.parse(`${date}T00:00:00Z`);
  for (const offset of [2, 1, 0]) {
    const t = utcMidnight - offset * HOUR_MS;
    if (shopToday(new Date(t)) === date) return new Date(t).toISOString();
  }
  return new Date(utcMidnight).toISOString();
}
