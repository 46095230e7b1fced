import { formatTimestamp } from "~/lib/format";

/** The gateway's next billing day (YYYY-MM-DD), a month on, as a Sri Lankan calendar day like every date shown. */
export function nextMonth(from = new Date()) {
  const d = new Date(from);
  d.setMonth(d.getMonth() + 1);
  return formatTimestamp(d).slice(0, 10);
}

/** The next billing day for PayHere's `recurrence`: a year on for `1 Year`, else a month on. */
export function nextCharge(recurrence: string, from: Date) {
  if (recurrence.trim().toUpperCase() !== "1 YEAR") return nextMonth(from);
  const d = new Date(from);
  d.setFullYear(d.getFullYear() + 1);
  return formatTimestamp(d).slice(0, 10);
}
