import type { SessionUser } from "~/features/accounts/index.server";
import type { AuditActor } from "~/lib/audit.server";
import type { Db } from "~/lib/db.server";
import type { PortalMessages } from "~/lib/portal-texts";
import { fail, type Result } from "~/lib/result";
import { calendarClient } from "../access.server";
import { calendarMessages, feedMessages } from "../messages";
import { revokeFeed, subscribeFeed } from "./feed-address.server";

/**
 * "Subscribe in your calendar" and "Revoke link": the client for their own calendar, an admin for the client the
 * address names. Freelancers write the posts but the feed is the client's: refused. Answered in the words of `texts`
 * (the user's language).
 */
export async function feedWrite(
  { db }: { db: Db },
  user: SessionUser,
  deskId: string | null,
  intent: "feed-subscribe" | "feed-revoke",
  actor: AuditActor,
  texts: PortalMessages,
): Promise<Result<{ message: string }>> {
  if (user.role === "freelancer") return fail("forbidden", feedMessages(texts).notForFreelancers);
  const client = await calendarClient(db, user, deskId);
  if (!client) return fail("not-found", calendarMessages(texts).clientNotFound);
  return intent === "feed-subscribe"
    ? subscribeFeed(db, client.id, actor, texts)
    : revokeFeed(db, client.id, actor, texts);
}
