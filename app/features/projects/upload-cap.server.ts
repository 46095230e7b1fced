import { and, eq, gte, sql } from "drizzle-orm";
import { projects, projectUpdates, updateComments } from "#db/schema";
import { englishTexts } from "~/lib/actor-texts.server";
import type { Db } from "~/lib/db.server";
import { formatDate, formatTimestamp } from "~/lib/format";
import type { PortalTexts } from "~/lib/portal-texts";
import { fail, ok, type Result } from "~/lib/result";
import { PROJECT_UPLOAD_BYTES_PER_MONTH, uploadTexts } from "~/lib/upload-limits";

/**
 * The project's monthly upload cap (decision 26): the bytes of the screenshots and comment images stored this
 * calendar month, Sri Lanka time, may not pass PROJECT_UPLOAD_BYTES_PER_MONTH. A refusal stores nothing new and
 * touches nothing stored before; a post without files is never refused by it. Refused in the writer's language
 * (`texts`), the day it resets written as that language writes a date.
 */
export async function checkUploadCap(
  db: Db,
  projectId: string,
  adding: number,
  texts: PortalTexts = englishTexts,
  now = new Date(),
): Promise<Result> {
  if (adding === 0) return ok();
  const { start, next } = colomboMonth(now);
  const used = await bytesStoredSince(db, projectId, start);
  if (used + adding <= PROJECT_UPLOAD_BYTES_PER_MONTH) return ok();
  return fail("limited", uploadTexts(texts.m).projectCapReached(formatDate(next, texts.locale)), {
    retryAfterSeconds: Math.ceil((next.getTime() - now.getTime()) / 1000),
  });
}

/**
 * `checkUploadCap` inside the transaction that records the files, after locking the project's row: two uploads
 * to one project at once are counted one after the other, so together they cannot pass the cap.
 */
export async function checkUploadCapLocked(
  tx: Db,
  projectId: string,
  adding: number,
  texts: PortalTexts = englishTexts,
): Promise<Result> {
  if (adding === 0) return ok();
  await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId)).for("update");
  return checkUploadCap(tx, projectId, adding, texts);
}

/** One query for both tables: on PGlite every query runs on the server's one thread. */
async function bytesStoredSince(db: Db, projectId: string, start: Date) {
  const updates = db
    .select({ bytes: sql`coalesce(sum(${projectUpdates.screenshotBytes}), 0)` })
    .from(projectUpdates)
    .where(and(eq(projectUpdates.projectId, projectId), gte(projectUpdates.createdAt, start)));
  const comments = db
    .select({ bytes: sql`coalesce(sum(${updateComments.imageBytes}), 0)` })
    .from(updateComments)
    .where(and(eq(updateComments.projectId, projectId), gte(updateComments.createdAt, start)));
  const [row] = await db.select({ bytes: sql<string>`(${updates}) + (${comments})` }).from(sql`(select 1) as one`);
  return Number(row?.bytes ?? 0);
}

/** The first moments of this month and the next in Sri Lanka time, where the business keeps its calendar. */
export function colomboMonth(now: Date) {
  const stamp = formatTimestamp(now); // 2026-11-24T05:30:12+05:30
  const offset = stamp.slice(19);
  const year = Number(stamp.slice(0, 4));
  const month = Number(stamp.slice(5, 7));
  const first = (y: number, m: number) => new Date(`${y}-${String(m).padStart(2, "0")}-01T00:00:00${offset}`);
  return { start: first(year, month), next: month === 12 ? first(year + 1, 1) : first(year, month + 1) };
}
