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

/** The shop's local date (as a UTC midnight Date) and hour of an instant. */
function localDay(now: Date): { day: Date; hour: number } {
  const values: Record<string, string> = {};
  for (const p of parts.formatToParts(now)) values[p.type] = p.value;
  return {
    day: new Date(Date.UTC(Number(values.year), Number(values.month) - 1, Number(values.day))),
    hour: Number(values.hour),
  };
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
