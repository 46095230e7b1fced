import type { SessionUser } from "~/features/accounts/index.server";
import type { AuditActor } from "~/lib/audit.server";
import type { Db } from "~/lib/db.server";
import { fail, type Result } from "~/lib/result";
import { calendarClient } from "../access.server";
import { englishAnswers } from "../english-answers.server";
import { revokeFeed, subscribeFeed } from "./feed-address.server";

/**
 * "Subscribe in your calendar" and "Revoke link": the client for their own calendar, an admin for the client the
 * address names. Freelancers write the posts but the feed is the client's: refused.
 */
export async function feedWrite(
  { db }: { db: Db },
  user: SessionUser,
  deskId: string | null,
  intent: "feed-subscribe" | "feed-revoke",
  actor: AuditActor,
): Promise<Result<{ message: string }>> {
  if (user.role === "freelancer")
    return fail("forbidden", "Only the client and the agency manage the calendar address.");
  const client = await calendarClient(db, user, deskId);
  if (!client) return fail("not-found", englishAnswers.clientNotFound);
  return intent === "feed-subscribe" ? subscribeFeed(db, client.id, actor) : revokeFeed(db, client.id, actor);
}
