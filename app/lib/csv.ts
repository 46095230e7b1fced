// The one way the app writes CSV (the admin's exports, the content calendar's month), so every export quotes and
// guards its cells alike.
import { formatTimestamp } from "./format";

/** What a CSV export's cell may hold: a list is written as "a; b", a moment in Sri Lanka time. */
export type Cell = string | number | boolean | Date | null | undefined | string[];

/**
 * One CSV cell (RFC 4180). A text starting with = + - @ or a tab is prefixed with ' so that a spreadsheet
 * never runs what someone typed (a visitor's form, a post's caption) as a formula. Dates are Sri Lanka time (app/lib/format.ts).
 */
export function csvCell(value: Cell) {
  if (value === null || value === undefined) return "";
  let text = value instanceof Date ? formatTimestamp(value) : Array.isArray(value) ? value.join("; ") : String(value);
  if (typeof value === "string" || Array.isArray(value)) {
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  }
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One row: its cells joined by commas, ended by CRLF as RFC 4180 writes it. */
export function csvLine(row: Cell[]) {
  return `${row.map((c) => csvCell(c)).join(",")}\r\n`;
}
