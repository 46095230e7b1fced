import { addDays } from "~/lib/colombo-month";
import type { Db } from "~/lib/db.server";
import { keywordDays } from "./keyword-days.server";
import { listKeywords } from "./keywords.server";
import { monthMovement } from "./positions";

/** The last Colombo day of a month ("2026-10" → "2026-10-31"). */
const lastDay = (month: string) => addDays(`${addDays(`${month}-28`, 4).slice(0, 7)}-01`, -1);

/**
 * The monthly report's keyword source (the reports feature's `KeywordSource`, wired where its job starts): each
 * tracked keyword's position at the month's end and its move since the end of the month before, from one read of
 * the store covering both months.
 */
export function keywordMovements(db: Db) {
  return async (clientId: string, month: string) => {
    const end = lastDay(month);
    const previousEnd = addDays(`${month}-01`, -1);
    const [keywords, days] = await Promise.all([
      listKeywords(db, clientId),
      keywordDays(db, clientId, addDays(previousEnd, -30), end),
    ]);
    return keywords.map((k) => ({ keyword: k.text, ...monthMovement(days.get(k.id) ?? [], end, previousEnd) }));
  };
}
