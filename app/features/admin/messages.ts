import type { AuditAction } from "#db/schema/values";
import { type AdminArea, adminArea } from "~/lib/portal-areas";
import type { PortalMessages } from "~/lib/portal-texts";
import { EMAIL_MAX } from "~/lib/validation";

/** The admin dashboard's texts, word for word (docs/product.md, Fli DESK portal). */
export const adminMessages = {
  required: "Please fill in all required fields",
  emailRequired: "Please fill in the email address",
  invalidEmail: "Please enter a valid email address",
  emailTooLong: `Email must be at most ${EMAIL_MAX} characters`,
  invalidRole: "Role must be client, freelancer or admin",
  duplicateEmail: "A user with this email already exists",
  userCreated: (id: string) => `User created successfully with ID: ${id}`,
  userCreateFailed: "Failed to create user",
  userUpdated: "User updated successfully",
  userUpdateFailed: "Failed to update user",
  userNotFound: "User not found",
  inviteSent: (id: string) => `A new invite link for ${id} is ready and was mailed`,
  inviteNotNeeded: "This user has already set a password",
  resetSent: (email: string) => `A password reset link was mailed to ${email}. It works once, for 30 minutes.`,
  twoFactorReset: (email: string) =>
    `Two-factor sign-in is reset: the user signs in with the password alone until they set it up again. We mailed ${email}.`,
  twoFactorNotOn: "This user does not use two-factor sign-in",
  projectCreated: "Project created successfully",
  projectCreateFailed: (reason: string) => `Failed to create project: ${reason}`,
  // What went wrong inside stays in the server's log; the admin reads only that it did not work.
  projectCreateError: "Failed to create project: please try again",
  projectNotFound: "Project not found",
  assignmentUpdated: "Project assignment updated",
  assignFailed: "Failed to assign freelancer",
  statusUpdated: "Project status updated",
  analyticsUploaded: "Analytics data uploaded successfully",
  analyticsFailed: "Failed to upload analytics data",
  leadUpdated: "Lead status updated",
  leadNotFound: "Lead not found",
  leadUpdateFailed: "Failed to update the lead",
  refundFailed: "The refund could not be recorded: please check the payment before trying again",
  // A form of another admin page, or none: nothing a person typed caused it.
  unknownForm: "Unknown form",
  // The forms' own refusals (schemas.server.ts).
  atMost: (max: number) => `Must be at most ${max.toLocaleString("en-US")} characters`,
  chooseProject: "Please choose a project",
  numberRange: (label: string, min: number, max: number) =>
    `${label} must be a number from ${min} to ${max.toLocaleString("en-US")}`,
  wholeNumber: (label: string) => `${label} must be a whole number`,
  pageViews: "Page views",
  uniqueVisitors: "Unique visitors",
  bounceRate: "Bounce rate",
  avgSessionDuration: "Average session duration",
  refundAmount: "Please enter an amount of more than 0, with at most 2 decimals",
  refundReason: "Please give a reason for the refund",
  refundIncomplete: "The refund form is incomplete: please reload the page",
  settleOutcome: "Say whether PayHere made the refund",
  titleTooLong: "Title must be at most 200 characters",
  deadlineDate: "Deadline must be a date (YYYY-MM-DD)",
  unknownProjectStatus: "Unknown project status",
  unknownOverride: "Unknown override",
  unknownLeadType: "Unknown lead type",
  leadStatusInvalid: "Status must be new, contacted or closed",
} as const;

/** The admin's refusals and toasts, in English (`adminMessages`) or in the admin's language (`adminMessagesIn`). */
export type AdminMessages = {
  [Key in keyof typeof adminMessages]: (typeof adminMessages)[Key] extends string
    ? string
    : (typeof adminMessages)[Key];
};

/**
 * The same texts in the language of the admin's profile (decision 49), from the portal's messages, whose English
 * ones are these word for word (messages.test.ts).
 */
export function adminMessagesIn(m: PortalMessages): AdminMessages {
  // One object per language: the actions keep the schemas made with it (actions.server.ts).
  let texts = made.get(m);
  if (!texts) {
    texts = textsOf(m);
    made.set(m, texts);
  }
  return texts;
}
const made = new WeakMap<PortalMessages, AdminMessages>();

function textsOf(m: PortalMessages): AdminMessages {
  return {
    required: m.admin_msg_required(),
    emailRequired: m.admin_msg_email_required(),
    invalidEmail: m.admin_msg_invalid_email(),
    emailTooLong: m.admin_msg_email_too_long({ max: EMAIL_MAX }),
    invalidRole: m.admin_msg_invalid_role(),
    duplicateEmail: m.admin_msg_duplicate_email(),
    userCreated: (id) => m.admin_msg_user_created({ id }),
    userCreateFailed: m.admin_msg_user_create_failed(),
    userUpdated: m.admin_msg_user_updated(),
    userUpdateFailed: m.admin_msg_user_update_failed(),
    userNotFound: m.admin_msg_user_not_found(),
    inviteSent: (id) => m.admin_msg_invite_sent({ id }),
    inviteNotNeeded: m.admin_msg_invite_not_needed(),
    resetSent: (email) => m.admin_msg_reset_sent({ email }),
    twoFactorReset: (email) => m.admin_msg_two_factor_reset({ email }),
    twoFactorNotOn: m.admin_msg_two_factor_not_on(),
    projectCreated: m.admin_msg_project_created(),
    projectCreateFailed: (reason) => m.admin_msg_project_create_failed({ reason }),
    projectCreateError: m.admin_msg_project_create_error(),
    projectNotFound: m.admin_msg_project_not_found(),
    assignmentUpdated: m.admin_msg_assignment_updated(),
    assignFailed: m.admin_msg_assign_failed(),
    statusUpdated: m.admin_msg_status_updated(),
    analyticsUploaded: m.admin_msg_analytics_uploaded(),
    analyticsFailed: m.admin_msg_analytics_failed(),
    leadUpdated: m.admin_msg_lead_updated(),
    leadNotFound: m.admin_msg_lead_not_found(),
    leadUpdateFailed: m.admin_msg_lead_update_failed(),
    refundFailed: m.admin_msg_refund_failed(),
    unknownForm: m.admin_msg_unknown_form(),
    atMost: (max) => m.admin_msg_at_most({ max: max.toLocaleString("en-US") }),
    chooseProject: m.admin_msg_choose_project(),
    numberRange: (label, min, max) => m.admin_msg_number_range({ label, min, max: max.toLocaleString("en-US") }),
    wholeNumber: (label) => m.admin_msg_whole_number({ label }),
    pageViews: m.admin_msg_field_page_views(),
    uniqueVisitors: m.admin_msg_field_unique_visitors(),
    bounceRate: m.admin_msg_field_bounce_rate(),
    avgSessionDuration: m.admin_msg_field_session_duration(),
    refundAmount: m.admin_msg_refund_amount(),
    refundReason: m.admin_msg_refund_reason(),
    refundIncomplete: m.admin_msg_refund_incomplete(),
    settleOutcome: m.admin_msg_settle_outcome(),
    titleTooLong: m.admin_msg_title_too_long(),
    deadlineDate: m.admin_msg_deadline_date(),
    unknownProjectStatus: m.admin_msg_unknown_project_status(),
    unknownOverride: m.admin_msg_unknown_override(),
    unknownLeadType: m.admin_msg_unknown_lead_type(),
    leadStatusInvalid: m.admin_msg_lead_status_invalid(),
  };
}

/** What every admin action answers; the dialogs show `message` in a toast and next to the fields. */
export type AdminActionData =
  | { ok: true; intent: string; message: string; inviteUrl?: string }
  | { ok: false; intent: string; message: string };

/** Dialogs that a link can open (sidebar quick actions, the Analytics tab): `?dialog=`. */
export const ADMIN_DIALOGS = ["add-user", "create-project", "upload-analytics"] as const;
export type AdminDialog = (typeof ADMIN_DIALOGS)[number];

/** The audit log's actions in words, for the Audit tab, its filter and the user's sign-in history. */
export const auditActionLabels: Record<AuditAction, string> = {
  "signed-in": "Signed in",
  "sign-in-failed": "Sign-in failed",
  "password-reset-requested": "Password reset requested",
  "password-reset-completed": "Password reset completed",
  "password-changed": "Password changed",
  "email-changed": "Email changed by its owner",
  "two-factor-enabled": "Two-factor sign-in turned on",
  "two-factor-disabled": "Two-factor sign-in turned off",
  "two-factor-reset": "Two-factor sign-in reset",
  "recovery-codes-regenerated": "Recovery codes replaced",
  "invite-sent": "Invite sent",
  "invite-accepted": "Invite accepted",
  "user-added": "User added",
  "user-edited": "User edited",
  "project-created": "Project created",
  "project-assigned": "Project assigned",
  "project-status-changed": "Project status changed",
  "analytics-uploaded": "Analytics uploaded",
  "update-approved": "Update approved",
  "update-changes-requested": "Changes requested",
  "project-completed-override": "Completed without approval",
  "lead-status-changed": "Lead status changed",
  "ticket-assigned": "Ticket assigned",
  "ticket-status-changed": "Ticket status changed",
  "csv-exported": "CSV exported",
  "payment-refunded": "Payment refunded",
  "refund-voided": "Refund found not made",
  "subscription-cancel-scheduled": "Cancellation scheduled",
  "subscription-cancel-undone": "Cancellation undone",
  "subscription-cancelled": "Subscription cancelled",
  "subscription-retried": "Payment retried",
  "subscription-plan-changed": "Changed their plan",
  "post-created": "Post created",
  "post-edited": "Post edited",
  "post-moved": "Post moved",
  "post-rescheduled": "Post moved to another day",
  "calendar-feed-created": "Calendar address made",
  "calendar-feed-revoked": "Calendar address revoked",
  "review-link-created": "Review link made",
  "review-link-revoked": "Review links revoked",
  "report-regenerated": "Monthly report regenerated",
  "report-resent": "Monthly report sent again",
  "keyword-added": "Tracked keyword added",
  "keyword-removed": "Tracked keyword removed",
};

/**
 * Which admin page runs each form (decision 32): a form posts to the area it changes, wherever it is shown (Add User
 * and Create Project are on every admin page).
 */
export const ADMIN_FORM_AREAS = {
  "add-user": "users",
  "edit-user": "users",
  reinvite: "users",
  "send-reset": "users",
  "reset-two-factor": "users",
  "create-project": "projects",
  assign: "projects",
  "set-status": "projects",
  "upload-analytics": "projects",
  "lead-status": "leads",
  "refund-payment": "billing",
  "settle-refund": "billing",
  "ticket-assign": "tickets",
  "ticket-status": "tickets",
} as const satisfies Record<string, AdminArea>;

export type AdminFormIntent = keyof typeof ADMIN_FORM_AREAS;

/** The address an admin form posts to: its area's page. */
export const adminFormAction = (intent: AdminFormIntent) => adminArea(ADMIN_FORM_AREAS[intent]);
