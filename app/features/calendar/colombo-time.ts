/**
 * Days and months of the calendar in Sri Lanka time. Sri Lanka keeps +05:30 all year (no daylight saving since
 * 2006), so a Colombo wall-clock time and an instant convert by a fixed offset, in the browser and on the server
 * alike, without a time-zone database.
 */
const OFFSET_MS = (5 * 60 + 30) * 60_000;
const pad = (n: number) => String(n).padStart(2, "0");

export const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;
export const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** "2026-11", the Colombo month `moment` falls in. */
export function monthOf(moment: Date) {
  const local = new Date(moment.getTime() + OFFSET_MS);
  return `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}`;
}

/** "2026-11-05", the Colombo day of `moment`. */
export function dayOf(moment: Date) {
  const local = new Date(moment.getTime() + OFFSET_MS);
  return `${monthOf(moment)}-${pad(local.getUTCDate())}`;
}

/** "2026-11-05T09:30", `moment` as a Colombo wall-clock time (a datetime-local field's value). */
export function localValueOf(moment: Date) {
  const local = new Date(moment.getTime() + OFFSET_MS);
  return `${dayOf(moment)}T${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`;
}

/** The instant of a Colombo wall-clock time "2026-11-05T09:30", or null for one that does not exist. */
export function fromLocalValue(value: string): Date | null {
  const m = LOCAL_PATTERN.exec(value);
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  const utc = Date.UTC(y, mo - 1, d, h, mi);
  const back = new Date(utc);
  // 2026-02-30 or 25:00 roll over in Date.UTC: refuse them rather than move the post to another day.
  if (back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d || back.getUTCHours() !== h) return null;
  return new Date(utc - OFFSET_MS);
}

/** The first instant of the Colombo month "2026-11" and of the month after it. */
export function monthRange(month: string) {
  const m = MONTH_PATTERN.exec(month);
  if (!m) throw new Error(`not a month: ${month}`);
  const [y, mo] = [Number(m[1]), Number(m[2])];
  return { start: new Date(Date.UTC(y, mo - 1, 1) - OFFSET_MS), end: new Date(Date.UTC(y, mo, 1) - OFFSET_MS) };
}

/** The month before and after "2026-11": "2026-10" and "2026-12". */
export function neighbours(month: string) {
  const { start, end } = monthRange(month);
  return { previous: monthOf(new Date(start.getTime() - 1)), next: monthOf(end) };
}

/** The days of a month as "2026-11-01" … "2026-11-30", and the weekday (0 Monday) of its first. */
export function daysOf(month: string) {
  const { start, end } = monthRange(month);
  const days: string[] = [];
  for (let t = start.getTime() + 12 * 3_600_000; t < end.getTime(); t += 86_400_000) days.push(dayOf(new Date(t)));
  const first = new Date(start.getTime() + OFFSET_MS).getUTCDay();
  return { days, leading: (first + 6) % 7 };
}

/** "November 2026". */
export function monthTitle(month: string) {
  const { start } = monthRange(month);
  return new Intl.DateTimeFormat("en-GB", { timeZone: "Asia/Colombo", month: "long", year: "numeric" }).format(
    new Date(start.getTime() + 86_400_000),
  );
}

export const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether "2026-11-05" is a day of the calendar (2000 to 2099: a year outside is a typing slip). */
export function isDay(day: string) {
  const m = DAY_PATTERN.exec(day);
  return m !== null && Number(m[1]) >= 2000 && Number(m[1]) <= 2099 && fromLocalValue(`${day}T12:00`) !== null;
}

/** The day `n` days after (or before, for a negative `n`) "2026-11-05". */
export function addDays(day: string, n: number) {
  return dayOf(new Date((fromLocalValue(`${day}T12:00`) as Date).getTime() + n * 86_400_000));
}

/** The Monday of the week (Monday to Sunday) that holds "2026-11-05". */
export function mondayOf(day: string) {
  const weekday = ((fromLocalValue(`${day}T12:00`) as Date).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** The seven days of the week starting on Monday "2026-11-02", and the first instants of it and of the next. */
export function weekOf(monday: string) {
  const days = Array.from({ length: 7 }, (_, i) => addDays(monday, i));
  return {
    days,
    start: fromLocalValue(`${monday}T00:00`) as Date,
    end: fromLocalValue(`${addDays(monday, 7)}T00:00`) as Date,
  };
}

/** `moment` moved to `day`, at the same Sri Lanka time of day. */
export function onDay(moment: Date, day: string) {
  return fromLocalValue(`${day}T${localValueOf(moment).slice(11)}`);
}
