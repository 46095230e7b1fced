import { eq } from "drizzle-orm";
import { notifications, users } from "#db/schema";
import type { NotificationKind } from "#db/schema/values";
import { publishChange } from "~/lib/changes.server";
import type { Db } from "~/lib/db.server";
import type { Locale } from "~/lib/locale";
import { loadPortalTexts, type PortalTexts } from "~/lib/portal-texts";
import { mailModesFor } from "./preferences.server";

/**
 * A notification's words: our own as a function of the portal's texts, said in each recipient's language (their
 * profile's, else English) when the notification is made; or a string, shown as written (what a person wrote).
 */
export type Words = string | ((texts: PortalTexts) => string);

/** Something that happened, told to some users: the bell of each, and a mail as each chose for the kind. */
export type NotificationEvent = {
  kind: NotificationKind;
  /** The users told, by id. */
  userIds?: string[];
  /** Every admin is told too. */
  admins?: boolean;
  /** Who caused it: never told of their own act. */
  actorId?: string;
  /** One line: "New comment on Website Redesign". */
  title: Words;
  /** A few words more: the comment's start, the new status. */
  body?: Words;
  /** Where it is, a path in the site: "/dashboard/timeline#update-…". */
  link: string;
  /**
   * For the bell only, never mailed, whatever the user chose: the feature mails it itself to everyone it concerns
   * (a client's receipt, a failed payment), and a notification mail would be a second mail about the same thing.
   */
  bellOnly?: boolean;
  /**
   * The conversation it belongs to ("update:<id>" for an update's comments and decisions, "ticket:<id>"): its
   * recipients get at most one instant mail about it in 10 minutes; what follows meanwhile is mailed together
   * afterwards (mailer.server.ts), so a burst of writes on one thread is not a burst of mails.
   */
  thread?: string;
};

/** The users an event reaches: the named ones and (when asked) every admin, never the actor, each once. */
async function recipientsOf(db: Db, event: NotificationEvent) {
  const ids = new Set(event.userIds ?? []);
  if (event.admins) {
    const admins = await db.select({ id: users.id }).from(users).where(eq(users.role, "admin"));
    for (const admin of admins) ids.add(admin.id);
  }
  if (event.actorId) ids.delete(event.actorId);
  return [...ids];
}

type Listener = () => void;
const listeners = new Set<Listener>();

/** This process's notification mailer subscribes here, so a mail asked for at once leaves at once, not at a poll. */
export function onNotified(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Records an event for each recipient, with how it is to be mailed (their choice for the kind, else their role's
 * default), and tells their open pages. Pass the transaction of the change it reports: the notifications, and so
 * their mails, then exist only if the change commits. The mails themselves are written by the notification mailer
 * (mailer.server.ts), which knows the site's address and signs the unsubscribe links.
 */
export async function notify(db: Db, event: NotificationEvent) {
  const userIds = await recipientsOf(db, event);
  if (userIds.length === 0) return [];
  const chosen = await mailModesFor(db, userIds, event.kind);
  if (chosen.size === 0) return [];
  const said = async (words: Words | undefined, locale: Locale | null) =>
    typeof words === "function" ? words(await loadPortalTexts(locale ?? "en")) : (words ?? "");
  const values = await Promise.all(
    [...chosen].map(async ([id, { mail, locale }]) => ({
      userId: id,
      kind: event.kind,
      title: await said(event.title, locale),
      body: await said(event.body, locale),
      link: event.link,
      mail: event.bellOnly ? ("off" as const) : mail,
      thread: event.thread ?? null,
    })),
  );
  const rows = await db
    .insert(notifications)
    .values(values)
    .returning({ id: notifications.id, userId: notifications.userId, mail: notifications.mail });
  await publishChange(db, { kind: "notification", userIds: rows.map((r) => r.userId) });
  if (rows.some((row) => row.mail === "instant")) wakeSoon();
  return rows;
}

// The rows are visible once the caller commits: a second wake a moment later finds them after most commits, and
// the mailer's poll catches any later one (as queueMail does for the outbox).
function wakeSoon() {
  const wake = () => {
    for (const listener of listeners) listener();
  };
  setTimeout(wake, 0);
  setTimeout(wake, 250);
}
