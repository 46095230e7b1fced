import type { NotificationKind, NotificationMailMode } from "#db/schema/values";
import type { PortalMessages } from "~/lib/portal-texts";
import type { Role } from "~/lib/validation";

export { notificationKinds, notificationMailModes } from "#db/schema/values";
export type { NotificationKind, NotificationMailMode };

/** What each kind is called, in the portal's language: the profile's choices, the mails' footers (decision 49). */
export const kindTexts: Record<NotificationKind, (m: PortalMessages) => string> = {
  update: (m) => m.notifications_kind_update(),
  comment: (m) => m.notifications_kind_comment(),
  approval: (m) => m.notifications_kind_approval(),
  "change-request": (m) => m.notifications_kind_change_request(),
  status: (m) => m.notifications_kind_status(),
  assignment: (m) => m.notifications_kind_assignment(),
  project: (m) => m.notifications_kind_project(),
  payment: (m) => m.notifications_kind_payment(),
  lead: (m) => m.notifications_kind_lead(),
  ticket: (m) => m.notifications_kind_ticket(),
  post: (m) => m.notifications_kind_post(),
  "post-reminder": (m) => m.notifications_kind_post_reminder(),
  "post-overdue": (m) => m.notifications_kind_post_overdue(),
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
