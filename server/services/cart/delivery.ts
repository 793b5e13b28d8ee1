/**
 * The earliest possible delivery date (docs/commerce-api.md): orders placed on a working day (Mon–Fri) before
 * 12:00 shop time (Europe/Copenhagen) leave the warehouse that day and arrive the next working day; later orders
 * (and weekend orders) leave the next working day and arrive the working day after that.
 */
export const SHOP_TIME_ZONE = 'Europe/Copenhagen';
export const CUT_OFF_HOUR = 12;

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
});

const HOUR_MS = 3_600_000;
/** UTC hour (ms since the epoch / 1 h) → the shop's offset from UTC (ms) during that hour. */
const offsets = new Map<number, number>();
const MAX_OFFSETS = 10_000;

/**
 * The shop's offset from UTC during the UTC hour of `t`: Intl is asked once per hour (formatToParts was a few
 * per cent of the CPU of an orders page, one call per date shown). Copenhagen's offsets are whole hours and its
 * clocks change on the hour (01:00 UTC), so the offset is the same throughout a UTC hour.
 */
function offsetAt(t: number): number {
  const hour = Math.floor(t / HOUR_MS);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    const values: Record<string, string> = {};
    for (const p of parts.formatToParts(new Date(hour * HOUR_MS))) values[p.type] = p.value;
    offset = Date.UTC(Number(values.year), Number(values.month) - 1, Number(values.day), Number(values.hour)) - hour * HOUR_MS;
    if (offsets.size >= MAX_OFFSETS) offsets.clear();
    offsets.set(hour, offset);
  }
  return offset;
}

/** The shop's local date (as a UTC midnight Date) and hour of an instant. */
export function localDay(now: Date): { day: Date; hour: number } {
  const local = new Date(now.getTime() + offsetAt(now.getTime()));
  return { day: new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate())), hour: local.getUTCHours() };
}

const isWorkingDay = (d: Date): boolean => d.getUTCDay() !== 0 && d.getUTCDay() !== 6;

function nextWorkingDay(d: Date): Date {
  const next = new Date(d.getTime());
  do next.setUTCDate(next.getUTCDate() + 1);
  while (!isWorkingDay(next));
  return next;
}

/** 'YYYY-MM-DD' of the earliest delivery for an order placed at `now`. */
export function earliestDeliveryDate(now: Date): string {
  const { day, hour } = localDay(now);
  const dispatch = isWorkingDay(day) && hour < CUT_OFF_HOUR ? day : nextWorkingDay(day);
  return nextWorkingDay(dispatch).toISOString().slice(0, 10);
}

/** The shop's local date today, 'YYYY-MM-DD'. */
export function shopToday(now: Date): string {
  return localDay(now).day.toISOString().slice(0, 10);
}

/**
 * 'YYYY-MM-DD' of the earliest delivery of goods that arrive in the warehouse on `inboundDate` (docs/stock.md): they
 * leave that day (the next working day when it is not one) and arrive the working day after.
 */
export function deliveryAfterInbound(inboundDate: string): string {
  const day = new Date(`${inboundDate}T00:00:00Z`);
  const dispatch = isWorkingDay(day) ? day : nextWorkingDay(day);
  return nextWorkingDay(dispatch).toISOString().slice(0, 10);
}
