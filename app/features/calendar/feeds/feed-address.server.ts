import { createHmac, timingSafeEqual } from "node:crypto";
import { and, asc, eq, inArray } from "drizzle-orm";
import { calendarFeeds, posts, postVariants, users } from "#db/schema";
import { personName } from "~/features/accounts/index.server";
import { type AuditActor, recordAudit } from "~/lib/audit.server";
import type { Db } from "~/lib/db.server";
import { postPage } from "~/lib/portal-areas";
import type { PortalMessages } from "~/lib/portal-texts";
import { ok, type Result } from "~/lib/result";
import { feedMessages } from "../messages";
import type { Platform } from "../platforms";
import { clientCalendar, type FeedPost } from "./ical.server";

type Secrets = { SESSION_SECRET: string; PUBLIC_URL: string };

/** The address's secret part: an HMAC of the client and the generation, so a revoked generation never matches again. */
function signature(env: Secrets, clientId: string, generation: number) {
  return createHmac("sha256", env.SESSION_SECRET)
    .update(`calendar-feed:${clientId}:${generation}`)
    .digest("base64url")
    .slice(0, 32);
}

/** `<client id without dashes>-<signature>`: the id finds the row, the signature proves the address is the live one. */
const tokenOf = (env: Secrets, clientId: string, generation: number) =>
  `${clientId.replaceAll("-", "")}-${signature(env, clientId, generation)}`;

export const feedUrl = (env: Secrets, token: string) => new URL(`/calendar/${token}.ics`, env.PUBLIC_URL).href;

/** The client's live address, or null when they have none (never made, or revoked). */
export async function feedAddress(db: Db, env: Secrets, clientId: string) {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.clientId, clientId));
  if (!row?.active) return null;
  const url = feedUrl(env, tokenOf(env, clientId, row.generation));
  return { url, webcal: url.replace(/^https?:/, "webcal:") };
}

/** Makes the client's address (the next generation after a revoked one); the live one stays as it is. */
export async function subscribeFeed(db: Db, clientId: string, by: AuditActor, texts: PortalMessages) {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(calendarFeeds).where(eq(calendarFeeds.clientId, clientId)).for("update");
    if (row?.active) return;
    if (row) {
      await tx.update(calendarFeeds).set({ active: true, revokedAt: null }).where(eq(calendarFeeds.clientId, clientId));
    } else {
      // Two first clicks at once: the second finds the row made and leaves it.
      await tx.insert(calendarFeeds).values({ clientId }).onConflictDoNothing();
    }
    await recordAudit(tx, { action: "calendar-feed-created", by, target: { type: "user", id: clientId }, detail: {} });
  });
  return ok({ message: feedMessages(texts).ready });
}

/** Ends the client's address for good: the generation moves on, so even "Subscribe" again makes a new one. */
export async function revokeFeed(
  db: Db,
  clientId: string,
  by: AuditActor,
  texts: PortalMessages,
): Promise<Result<{ message: string }>> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(calendarFeeds).where(eq(calendarFeeds.clientId, clientId)).for("update");
    if (!row?.active) return;
    await tx
      .update(calendarFeeds)
      .set({ active: false, generation: row.generation + 1, revokedAt: new Date() })
      .where(eq(calendarFeeds.clientId, clientId));
    await recordAudit(tx, { action: "calendar-feed-revoked", by, target: { type: "user", id: clientId }, detail: {} });
  });
  return ok({ message: feedMessages(texts).revoked });
}

const TOKEN = /^([0-9a-f]{32})-([A-Za-z0-9_-]{32})$/;

/** The client whose live address this is, or null (malformed, unknown, revoked or forged). */
async function clientOfToken(db: Db, env: Secrets, token: string) {
  const match = TOKEN.exec(token);
  if (!match?.[1] || !match[2]) return null;
  const hex = match[1];
  const clientId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.clientId, clientId));
  if (!row?.active) return null;
  const expected = Buffer.from(signature(env, clientId, row.generation));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? clientId : null;
}

/** The iCalendar file for a live address, or null for any other token. */
export async function feedForToken(db: Db, env: Secrets, token: string): Promise<string | null> {
  const clientId = await clientOfToken(db, env, token);
  if (!clientId) return null;
  const [client] = await db
    .select({ name: personName(users) })
    .from(users)
    .where(eq(users.id, clientId));
  const rows = await db
    .select({
      id: posts.id,
      title: posts.title,
      status: posts.status,
      scheduledAt: posts.scheduledAt,
      updatedAt: posts.updatedAt,
    })
    .from(posts)
    .where(and(eq(posts.clientId, clientId), inArray(posts.status, ["scheduled", "published"])))
    .orderBy(asc(posts.scheduledAt));
  const variants = rows.length
    ? await db
        .select({ postId: postVariants.postId, platform: postVariants.platform })
        .from(postVariants)
        .where(
          inArray(
            postVariants.postId,
            rows.map((r) => r.id),
          ),
        )
    : [];
  const feedPosts: FeedPost[] = rows.map((row) => ({
    ...row,
    platforms: variants.filter((v) => v.postId === row.id).map((v) => v.platform as Platform),
    url: new URL(postPage(row.id), env.PUBLIC_URL).href,
  }));
  return clientCalendar({
    businessName: client?.name ?? "Fli DESK",
    publicUrl: env.PUBLIC_URL,
    posts: feedPosts,
  });
}
