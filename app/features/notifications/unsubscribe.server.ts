import { and, eq } from "drizzle-orm";
import { notificationPreferences, users } from "#db/schema";
import type { Db } from "~/lib/db.server";
import type { Locale } from "~/lib/locale";
import type { PortalTexts } from "~/lib/portal-texts";
import { fail, ok, type Result } from "~/lib/result";
import { kindTexts } from "./kinds";
import { setMailMode } from "./preferences.server";
import { readUnsubscribeToken, type UnsubscribeScope } from "./unsubscribe-token.server";

/** A link that is ours, of a user who still exists: who, which mails, and the language the user reads in. */
export type UnsubscribeLink = { userId: string; kind: UnsubscribeScope; locale: Locale | null };

/** What the page names, in the reader's language: "progress updates", "the daily digest". */
export function scopeName(scope: UnsubscribeScope, { m, locale }: PortalTexts) {
  return scope === "digest" ? m.unsubscribe_digest() : kindTexts[scope](m).toLocaleLowerCase(locale);
}

/** The user, scope and language of a link, when it is ours and its user still exists; else `invalid`, as given. */
export async function readUnsubscribeLink(
  db: Db,
  secret: string,
  token: string,
  invalid: string,
): Promise<Result<UnsubscribeLink>> {
  const read = readUnsubscribeToken(secret, token);
  if (!read) return fail("invalid", invalid);
  const [user] = await db
    .select({ id: users.id, locale: users.locale })
    .from(users)
    .where(eq(users.id, read.userId))
    .limit(1);
  if (!user) return fail("invalid", invalid);
  return ok({ ...read, locale: user.locale });
}

/**
 * Turns off the mails a link names (read by `readUnsubscribeLink`): one kind, or every kind now in the daily digest.
 * Doing it again changes nothing.
 */
export async function unsubscribe(db: Db, { userId, kind }: UnsubscribeLink): Promise<void> {
  await db.transaction(async (tx) => {
    if (kind !== "digest") return setMailMode(tx, userId, kind, "off");
    const digested = await tx
      .select({ kind: notificationPreferences.kind })
      .from(notificationPreferences)
      .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.mail, "digest")));
    for (const row of digested) await setMailMode(tx, userId, row.kind, "off");
  });
}
