import type { NotificationKind, NotificationMailMode } from "#db/schema/values";
import type { Role } from "~/lib/validation";

export { notificationKinds, notificationMailModes } from "#db/schema/values";
export type { NotificationKind, NotificationMailMode };

/** What each kind is called in the mails' footers (the profile says it in the portal's language: decision 49). */
export const kindLabels: Record<NotificationKind, string> = {
  update: "Progress updates",
  comment: "Comments",
  approval: "Approvals",
  "change-request": "Change requests",
  status: "Status changes",
  assignment: "Assignments",
  project: "New projects",
  payment: "Payments",
  lead: "New leads",
  ticket: "Support tickets",
  post: "Content calendar posts",
  "post-reminder": "Posts awaiting you soon",
  "post-overdue": "Posts unapproved at their time",
};

/**
 * The kinds whose mails a role chooses, in the order the profile lists them: a client hears of work on their
 * projects, a freelancer of their assignments and the client's answers, an admin of everything that needs the
 * agency. A client's own payments are in the bell but not here: billing mails each one to every client (the
 * receipt, the failed payment), so a choice of how to mail them would change nothing.
 */
export const kindsFor: Record<Role, NotificationKind[]> = {
  client: ["update", "status", "comment", "project", "ticket", "post", "post-reminder"],
  freelancer: ["assignment", "comment", "approval", "change-request", "status", "project", "post"],
  admin: ["lead", "change-request", "approval", "update", "comment", "payment", "ticket", "post", "post-overdue"],
};

/** Mailed at once without a choice of the user's; every other kind is not mailed (the bell still shows it). */
const instantByDefault: Record<Role, NotificationKind[]> = {
  // A post awaiting the client's approval waits on them: they hear of it at once.
  // The 48-hour reminder and the admins' "unapproved at its time" are about a date that will not wait for a digest.
  client: ["update", "status", "ticket", "post", "post-reminder"],
  freelancer: ["assignment", "comment"],
  admin: ["lead", "change-request", "post-overdue"],
};

/** The mail mode of a kind for a user who has not chosen one. */
export function defaultMailMode(role: Role, kind: NotificationKind): NotificationMailMode {
  return instantByDefault[role].includes(kind) ? "instant" : "off";
}
