/**
 * The agency's calendar months: Sri Lanka keeps UTC+05:30 all year, so a month starts at 18:30 UTC the evening
 * before its first. Shared by every figure counted per month (the admin's analytics and revenue).
 */
const COLOMBO_OFFSET_MS = 5.5 * 60 * 60 * 1000;

/** The first instant of the Colombo calendar month `monthsBack` months before `now`'s (negative: after). */
export function colomboMonthStart(now: Date, monthsBack = 0) {
  const local = new Date(now.getTime() + COLOMBO_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() - monthsBack, 1) - COLOMBO_OFFSET_MS);
}

/** "2026-11": the Colombo month a moment falls in. */
export const colomboMonthKey = (moment: Date) =>
  new Date(moment.getTime() + COLOMBO_OFFSET_MS).toISOString().slice(0, 7);

/** "2026-11-05": the Colombo day a moment falls in (the day every daily figure is counted on). */
export const colomboDayKey = (moment: Date) =>
  new Date(moment.getTime() + COLOMBO_OFFSET_MS).toISOString().slice(0, 10);

/** The Colombo day `days` days after `day` ("2026-11-05"; negative: before). */
export function addDays(day: string, days: number) {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}
