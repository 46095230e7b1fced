import { and, eq } from "drizzle-orm";
import { notificationPreferences, users } from "#db/schema";
import type { Db } from "~/lib/db.server";
import { loadPortalTexts } from "~/lib/portal-texts";
import { fail, ok, type Result } from "~/lib/result";
import { kindTexts } from "./kinds";
import { setMailMode } from "./preferences.server";
import { readUnsubscribeToken, type UnsubscribeScope } from "./unsubscribe-token.server";

export const unsubscribeMessages = {
  invalid:
    "This unsubscribe link is not valid. Copy the whole link from the mail, or change your mail choices on your Fli DESK profile.",
};

/** What the page names: "progress updates", "the daily digest". The page is in English, as its texts are. */
async function scopeName(scope: UnsubscribeScope) {
  const { m } = await loadPortalTexts("en");
  return scope === "digest" ? "the daily digest" : kindTexts[scope](m).toLowerCase();
}

/** The user and scope of a link, when it is ours and its user still exists. */
export async function readUnsubscribeLink(db: Db, secret: string, token: string) {
  const read = readUnsubscribeToken(secret, token);
  if (!read) return fail("invalid", unsubscribeMessages.invalid);
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, read.userId)).limit(1);
  if (!user) return fail("invalid", unsubscribeMessages.invalid);
  return ok({ ...read, name: await scopeName(read.kind) });
}

/**
 * Turns off the mails a link names: one kind, or every kind now in the daily digest. Doing it again changes
 * nothing, and says the same.
 */
export async function unsubscribe(db: Db, secret: string, token: string): Promise<Result<{ name: string }>> {
  const link = await readUnsubscribeLink(db, secret, token);
  if (!link.ok) return link;
  const { userId, kind, name } = link.value;
  await db.transaction(async (tx) => {
    if (kind !== "digest") return setMailMode(tx, userId, kind, "off");
    const digested = await tx
      .select({ kind: notificationPreferences.kind })
      .from(notificationPreferences)
      .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.mail, "digest")));
    for (const row of digested) await setMailMode(tx, userId, row.kind, "off");
  });
  return ok({ name });
}
