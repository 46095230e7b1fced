import { type AdminArea, adminArea } from "~/lib/portal-areas";
import type { PortalMessages } from "~/lib/portal-texts";
import { EMAIL_MAX } from "~/lib/validation";

/**
 * The admin dashboard's refusals and toasts in one language: the English ones are the product's, word for word
 * (docs/product.md, Fli DESK portal; messages.test.ts). `adminMessagesIn(m)` makes them from the portal's messages;
 * the server's English default is `adminMessages` (messages.server.ts), made the same way.
 */
export type AdminMessages = {
  required: string;
  emailRequired: string;
  invalidEmail: string;
  emailTooLong: string;
  invalidRole: string;
  duplicateEmail: string;
  /** The new user's Fli DESK ID. */
  userCreated: (id: string) => string;
  userCreateFailed: string;
  userUpdated: string;
  userUpdateFailed: string;
  userNotFound: string;
  /** The user's Fli DESK ID. */
  inviteSent: (id: string) => string;
  inviteNotNeeded: string;
  /** The address the link was mailed to. */
  resetSent: (email: string) => string;
  /** The address the user was told at. */
  twoFactorReset: (email: string) => string;
  twoFactorNotOn: string;
  projectCreated: string;
  /** Why, as `clientMissing` or `freelancerMissing` says it. */
  projectCreateFailed: (reason: string) => string;
  /** What went wrong inside stays in the server's log; the admin reads only that it did not work. */
  projectCreateError: string;
  clientMissing: string;
  freelancerMissing: string;
  projectNotFound: string;
  assignmentUpdated: string;
  assignFailed: string;
  statusUpdated: string;
  analyticsUploaded: string;
  analyticsFailed: string;
  leadUpdated: string;
  leadNotFound: string;
  leadUpdateFailed: string;
  refundFailed: string;
  /** A form of another admin page, or none: nothing a person typed caused it. */
  unknownForm: string;
  // The forms' own refusals (schemas.server.ts).
  atMost: (max: number) => string;
  chooseProject: string;
  /** A field's label (`pageViews`, ...), then its range. */
  numberRange: (label: string, min: number, max: number) => string;
  wholeNumber: (label: string) => string;
  pageViews: string;
  uniqueVisitors: string;
  bounceRate: string;
  avgSessionDuration: string;
  refundAmount: string;
  refundReason: string;
  refundIncomplete: string;
  settleOutcome: string;
  titleTooLong: string;
  deadlineDate: string;
  unknownProjectStatus: string;
  unknownOverride: string;
  unknownLeadType: string;
  leadStatusInvalid: string;
};

/**
 * The texts in the language `m` speaks: the language the admin reads the portal in (decision 49; their profile's,
 * else the last public page's).
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
    clientMissing: m.admin_msg_client_missing(),
    freelancerMissing: m.admin_msg_freelancer_missing(),
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
