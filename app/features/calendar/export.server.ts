import { and, asc, eq, gte, inArray, lt } from "drizzle-orm";
import { posts, postVariants } from "#db/schema";
import type { SessionUser } from "~/features/accounts/index.server";
import type { Db } from "~/lib/db.server";
import { parseValue } from "~/lib/parse.server";
import type { PortalTexts } from "~/lib/portal-texts";
import { fail, ok, type Result } from "~/lib/result";
import { monthOf, monthRange } from "./colombo-time";
import { type CsvPost, monthCsv, monthCsvFileName } from "./feeds/csv.server";
import { calendarMessages } from "./messages";
import type { Platform } from "./platforms";
import { calendarQuerySchemaOf } from "./post-schema.server";
import { calendarContext } from "./post-view.server";
import { type PostStatus, statusLabel } from "./workflow";

/**
 * A month of one client's calendar as a CSV download, for whoever may see that calendar (a client their own; an
 * admin or the client's writer with `?client=`): every post of the month, whatever the page's filters. Refusals and
 * the statuses are in the language of `texts` (the downloader's).
 */
export async function monthExport(
  db: Db,
  user: SessionUser,
  url: URL,
  texts: PortalTexts,
  now = new Date(),
): Promise<Result<{ fileName: string; csv: string }>> {
  const m = calendarMessages(texts.m);
  const get = (name: string) => url.searchParams.get(name) || null;
  const parsed = parseValue(
    { client: get("client"), month: get("month"), view: null, platform: null, status: null },
    calendarQuerySchemaOf(texts.m),
  );
  if (!parsed.ok) return parsed;
  const month = parsed.value.month ?? monthOf(now);
  if (user.role !== "client" && !parsed.value.client) return fail("not-found", m.clientNotFound);
  const context = await calendarContext(db, user, parsed.value.client);
  if (!context) return fail("not-found", m.clientNotFound);
  const { start, end } = monthRange(month);
  const rows = await db
    .select({ id: posts.id, title: posts.title, scheduledAt: posts.scheduledAt, status: posts.status })
    .from(posts)
    .where(and(eq(posts.clientId, context.client.id), gte(posts.scheduledAt, start), lt(posts.scheduledAt, end)))
    .orderBy(asc(posts.scheduledAt), asc(posts.id));
  const variants = rows.length
    ? await db
        .select({
          postId: postVariants.postId,
          platform: postVariants.platform,
          caption: postVariants.caption,
          hashtags: postVariants.hashtags,
        })
        .from(postVariants)
        .where(
          inArray(
            postVariants.postId,
            rows.map((r) => r.id),
          ),
        )
    : [];
  const csvPosts: CsvPost[] = rows.map((row) => ({
    title: row.title,
    scheduledAt: row.scheduledAt,
    statusLabel: statusLabel[row.status as PostStatus](texts.m),
    variants: variants
      .filter((v) => v.postId === row.id)
      .map((v) => ({ platform: v.platform as Platform, caption: v.caption, hashtags: v.hashtags })),
  }));
  return ok({ fileName: monthCsvFileName(month), csv: monthCsv(month, csvPosts) });
}
