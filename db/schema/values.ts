// The values of the database's enums, as plain constants: app/lib/validation.ts hands them to the browser's
// rules and the server's schemas without pulling Drizzle into the client bundle.

export const userRoles = ["client", "freelancer", "admin"] as const;
export type UserRole = (typeof userRoles)[number];

export const leadStatuses = ["new", "contacted", "closed"] as const;
export type LeadStatusValue = (typeof leadStatuses)[number];

// What the audit log records (db/schema/audit.ts): security-relevant and admin actions, each by one fixed name.
export const auditActions = [
  "signed-in",
  "sign-in-failed",
  "password-reset-requested",
  "password-reset-completed",
  "password-changed",
  "email-changed",
  "two-factor-enabled",
  "two-factor-disabled",
  "two-factor-reset",
  "recovery-codes-regenerated",
  "invite-sent",
  "invite-accepted",
  "user-added",
  "user-edited",
  "project-created",
  "project-assigned",
  "project-status-changed",
  "analytics-uploaded",
  "update-approved",
  "update-changes-requested",
  "project-completed-override",
  "lead-status-changed",
  "ticket-assigned",
  "ticket-status-changed",
  "csv-exported",
  "payment-refunded",
  "refund-voided",
  "subscription-cancel-scheduled",
  "subscription-cancel-undone",
  "subscription-cancelled",
  "subscription-retried",
  "subscription-plan-changed",
  "post-created",
  "post-edited",
  "post-moved",
  "post-rescheduled",
  "calendar-feed-created",
  "calendar-feed-revoked",
  "review-link-created",
  "review-link-revoked",
  "report-regenerated",
  "report-resent",
  "keyword-added",
  "keyword-removed",
] as const;
export type AuditAction = (typeof auditActions)[number];

/** The client's answer to a progress update (db/schema/projects.ts updateDecisions). */
export const decisionKinds = ["approved", "changes-requested"] as const;
export type DecisionKind = (typeof decisionKinds)[number];

/** The kinds of record an audit row may point at. */
export const auditTargets = [
  "user",
  "project",
  "contact",
  "quote",
  "ticket",
  "export",
  "payment",
  "subscription",
  "post",
  "report",
] as const;
export type AuditTarget = (typeof auditTargets)[number];

/**
 * What a notification is about (features/notifications): each user chooses per kind whether it is mailed at once,
 * in a daily digest, or not at all; the bell shows every kind.
 */
export const notificationKinds = [
  "update",
  "comment",
  "approval",
  "change-request",
  "status",
  "assignment",
  "project",
  "payment",
  "lead",
  "ticket",
  "post",
  "post-reminder",
  "post-overdue",
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** How a user wants a kind of notification mailed: one mail each at once, in the daily digest, or not at all. */
export const notificationMailModes = ["instant", "digest", "off"] as const;
export type NotificationMailMode = (typeof notificationMailModes)[number];

/** A support ticket's priority: the public support form and the portal offer the same four. */
export const ticketPriorities = ["low", "medium", "high", "critical"] as const;
export type TicketPriority = (typeof ticketPriorities)[number];

/** Where a support ticket stands: `waiting` is "waiting on client", after the agency's reply. */
export const ticketStatuses = ["open", "waiting", "resolved", "closed"] as const;
export type TicketStatus = (typeof ticketStatuses)[number];

/**
 * Where a content calendar post stands (features/calendar/workflow.ts holds the moves between them):
 * written, checked by the agency, with the client, and out on the platform.
 */
export const postStatuses = [
  "draft",
  "in_review",
  "awaiting_client",
  "approved",
  "changes_requested",
  "on_hold",
  "scheduled",
  "published",
  "failed",
] as const;
export type PostStatus = (typeof postStatuses)[number];

/** The languages of the public site (app/lib/locale.ts, decision 48), as a lead or a ticket records the one it came in. */
export const siteLocales = ["en", "si", "ta"] as const;
export type SiteLocale = (typeof siteLocales)[number];
