import { and, eq, gte, sql } from "drizzle-orm";
import { postMedia } from "#db/schema";
import type { Db } from "~/lib/db.server";
import { formatDate } from "~/lib/format";
import type { PortalTexts } from "~/lib/portal-texts";
import { fail, ok, type Result } from "~/lib/result";
import { CALENDAR_UPLOAD_BYTES_PER_MONTH } from "~/lib/upload-limits";
import { monthOf, monthRange } from "../colombo-time";
import { mediaMessages } from "./media-rules";

/**
 * A client's calendar may store CALENDAR_UPLOAD_BYTES_PER_MONTH of media a calendar month, Sri Lanka time (decision
 * 41, as projects' uploads are capped by decision 26): counted from the files added this month, whatever post they
 * are on. A refusal stores nothing and removes nothing stored before. The caller holds the post's row lock where two
 * uploads could meet (`addMedia` checks once before storing and again in the transaction that records the file).
 * Refused in the uploader's language (`texts`).
 */
export async function checkCalendarCap(
  db: Db,
  clientId: string,
  adding: number,
  texts: PortalTexts,
  now = new Date(),
): Promise<Result> {
  const { start, end: next } = monthRange(monthOf(now));
  const [row] = await db
    .select({ bytes: sql<string>`coalesce(sum(${postMedia.bytes}), 0)` })
    .from(postMedia)
    .where(and(eq(postMedia.clientId, clientId), gte(postMedia.createdAt, start)));
  if (Number(row?.bytes ?? 0) + adding <= CALENDAR_UPLOAD_BYTES_PER_MONTH) return ok();
  return fail("limited", mediaMessages(texts.m).capReached(formatDate(next, texts.locale)), {
    retryAfterSeconds: Math.ceil((next.getTime() - now.getTime()) / 1000),
  });
}
