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
