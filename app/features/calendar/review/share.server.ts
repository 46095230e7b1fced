import type { SessionUser } from "~/features/accounts/index.server";
import type { AuditActor } from "~/lib/audit.server";
import type { Db } from "~/lib/db.server";
import { formatDate } from "~/lib/format";
import type { PortalTexts } from "~/lib/portal-texts";
import { fail, ok, type Result } from "~/lib/result";
import { calendarClient } from "../access.server";
import { whatsAppShareUrl } from "../feeds/share";
import { calendarMessages } from "../messages";
import { makeReviewLink, revokeMonthLinks } from "./links.server";
import { reviewMessages } from "./messages";

export type ReviewIntent = "review-share" | "review-revoke";
export type SharedLink = { message: string; link?: { url: string; whatsApp: string; expiresAt: string } };

/**
 * "Share for review" and "Revoke link" on the calendar, for the month shown: the client for their own calendar, an
 * admin for the client the address names. Freelancers write the posts, but who may decide on them is the client's
 * and the agency's to give: refused. A new link's address is in this answer and nowhere else. Answered in the
 * language of `texts` (the user's), the WhatsApp message included.
 */
export async function reviewWrite(
  { db, publicUrl }: { db: Db; publicUrl: string },
  user: SessionUser,
  { deskId, month, intent }: { deskId: string | null; month: string; intent: ReviewIntent },
  actor: AuditActor,
  texts: PortalTexts,
): Promise<Result<SharedLink>> {
  const m = reviewMessages(texts.m);
  if (user.role === "freelancer") return fail("forbidden", m.notForFreelancers);
  const client = await calendarClient(db, user, deskId);
  if (!client) return fail("not-found", calendarMessages(texts.m).clientNotFound);
  if (intent === "review-revoke") {
    return ok({ message: m.revoked(await revokeMonthLinks(db, client.id, month, actor)) });
  }
  const made = await db.transaction((tx) =>
    makeReviewLink(tx, { clientId: client.id, month, by: actor, via: "share" }),
  );
  const url = new URL(made.path, publicUrl).href;
  return ok({
    message: m.shared(formatDate(made.expiresAt, texts.locale)),
    link: { url, whatsApp: whatsAppShareUrl(url, m.whatsAppText), expiresAt: made.expiresAt.toISOString() },
  });
}
