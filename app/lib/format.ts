/** LKR 30,000 */
export function formatLkr(amount: number) {
  return `LKR ${amount.toLocaleString("en-US", { maximumFractionDigits: 2 })}`;
}

/** ~USD 100 */
export function formatUsdApprox(amount: number) {
  return `~USD ${amount.toLocaleString("en-US", { maximumFractionDigits: 2 })}`;
}

/** The business runs on Sri Lanka time; every date and time the app writes out is shown in it. */
export const TIME_ZONE = "Asia/Colombo";

const colomboParts = new Intl.DateTimeFormat("en-US", {
  timeZone: TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/**
 * 2026-11-24T05:30:12+05:30: a moment in Sri Lanka time, as ISO 8601 with its offset, so that a spreadsheet
 * or script reading an export cannot mistake it for UTC or for the reader's own zone.
 */
export function formatTimestamp(moment: Date) {
  const part = Object.fromEntries(colomboParts.formatToParts(moment).map((p) => [p.type, p.value]));
  const local = `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}:${part.second}`;
  // The zone's offset at that moment (fixed at +05:30 since 2006, but computed rather than assumed).
  const offset = Math.round((Date.parse(`${local}Z`) - Math.floor(moment.getTime() / 1000) * 1000) / 60_000);
  const sign = offset < 0 ? "-" : "+";
  const abs = Math.abs(offset);
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
}
