import { and, eq, inArray, isNull, ne } from "drizzle-orm";
import { z } from "zod";
import { notificationPreferences, notifications, users } from "#db/schema";
import type { Db } from "~/lib/db.server";
import type { Locale } from "~/lib/locale";
import { ok, type Result } from "~/lib/result";
import type { Role } from "~/lib/validation";
import {
  defaultMailMode,
  kindsFor,
  type NotificationKind,
  type NotificationMailMode,
  notificationMailModes,
} from "./kinds";

export const preferenceMessages = {
  saved: "Your notification choices are saved.",
  invalid: "Choose At once, Daily digest or Off for each kind",
};

/**
 * How each of `userIds` wants `kind` mailed (their choice, else their role's default), and the language they chose
 * (null: none). Unknown ids are left out.
 */
export async function mailModesFor(db: Db, userIds: string[], kind: NotificationKind) {
  if (userIds.length === 0) return new Map<string, { mail: NotificationMailMode; locale: Locale | null }>();
  const rows = await db
    .select({ id: users.id, role: users.role, locale: users.locale, chosen: notificationPreferences.mail })
    .from(users)
    .leftJoin(
      notificationPreferences,
      and(eq(notificationPreferences.userId, users.id), eq(notificationPreferences.kind, kind)),
    )
    .where(inArray(users.id, userIds));
  return new Map(
    rows.map((row) => [row.id, { mail: row.chosen ?? defaultMailMode(row.role, kind), locale: row.locale }]),
  );
}

/** The profile's list: each kind that concerns the role, with how it is mailed now. */
export async function preferencesOf(db: Db, user: { id: string; role: Role }) {
  const rows = await db
    .select({ kind: notificationPreferences.kind, mail: notificationPreferences.mail })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, user.id));
  const chosen = new Map(rows.map((row) => [row.kind, row.mail]));
  return kindsFor[user.role].map((kind) => ({ kind, mail: chosen.get(kind) ?? defaultMailMode(user.role, kind) }));
}

/**
 * Sets how one kind is mailed to a user. Its notifications still waiting for a mail follow the new choice (off drops
 * the mail, digest waits for the next digest, at once sends it now); ones made while the kind was off stay unmailed.
 */
export async function setMailMode(db: Db, userId: string, kind: NotificationKind, mail: NotificationMailMode) {
  await db
    .insert(notificationPreferences)
    .values({ userId, kind, mail })
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind],
      set: { mail, updatedAt: new Date() },
    });
  await db
    .update(notifications)
    .set({ mail })
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.kind, kind),
        isNull(notifications.mailedAt),
        ne(notifications.mail, "off"),
        ne(notifications.mail, mail),
      ),
    );
}

/**
 * The profile's form: one field per kind of the role, named by the kind; all of them are required. `invalid` is the
 * refusal in the reader's language (the portal's: decision 49).
 */
export function preferencesSchema(role: Role, invalid: string = preferenceMessages.invalid) {
  const modeField = z.enum(notificationMailModes, invalid);
  return z.object(Object.fromEntries(kindsFor[role].map((kind) => [kind, modeField])));
}

/** Saves the profile's form for the signed-in user, in one transaction. */
export async function savePreferences(
  db: Db,
  user: { id: string; role: Role },
  chosen: Partial<Record<NotificationKind, NotificationMailMode>>,
  saved: string = preferenceMessages.saved,
): Promise<Result<{ message: string }>> {
  await db.transaction(async (tx) => {
    for (const kind of kindsFor[user.role]) await setMailMode(tx, user.id, kind, chosen[kind] ?? "off");
  });
  return ok({ message: saved });
}

/** Whether the mails a link names are off already: the kind, or every kind of the daily digest. */
export async function mailModeOff(db: Db, userId: string, scope: NotificationKind | "digest") {
  if (scope !== "digest") return (await mailModesFor(db, [userId], scope)).get(userId)?.mail === "off";
  const [digested] = await db
    .select({ kind: notificationPreferences.kind })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.mail, "digest")))
    .limit(1);
  return !digested;
}
