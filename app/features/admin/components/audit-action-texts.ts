import type { AuditAction } from "#db/schema/values";
import type { PortalMessages } from "~/lib/portal-texts";

/**
 * Each audit action in the reader's language, for the Audit tab's filter and rows (decision 49): the one source of
 * their names, the English word for word (audit-action-texts.test.ts). The CSV export writes the stored action
 * codes (`signed-in`), not these names.
 */
export const auditActionTexts: Record<AuditAction, (m: PortalMessages) => string> = {
  "signed-in": (m) => m.admin_audit_action_signed_in(),
  "sign-in-failed": (m) => m.admin_audit_action_sign_in_failed(),
  "password-reset-requested": (m) => m.admin_audit_action_password_reset_requested(),
  "password-reset-completed": (m) => m.admin_audit_action_password_reset_completed(),
  "password-changed": (m) => m.admin_audit_action_password_changed(),
  "email-changed": (m) => m.admin_audit_action_email_changed(),
  "two-factor-enabled": (m) => m.admin_audit_action_two_factor_enabled(),
  "two-factor-disabled": (m) => m.admin_audit_action_two_factor_disabled(),
  "two-factor-reset": (m) => m.admin_audit_action_two_factor_reset(),
  "recovery-codes-regenerated": (m) => m.admin_audit_action_recovery_codes_regenerated(),
  "invite-sent": (m) => m.admin_audit_action_invite_sent(),
  "invite-accepted": (m) => m.admin_audit_action_invite_accepted(),
  "user-added": (m) => m.admin_audit_action_user_added(),
  "user-edited": (m) => m.admin_audit_action_user_edited(),
  "project-created": (m) => m.admin_audit_action_project_created(),
  "project-assigned": (m) => m.admin_audit_action_project_assigned(),
  "project-status-changed": (m) => m.admin_audit_action_project_status_changed(),
  "analytics-uploaded": (m) => m.admin_audit_action_analytics_uploaded(),
  "update-approved": (m) => m.admin_audit_action_update_approved(),
  "update-changes-requested": (m) => m.admin_audit_action_update_changes_requested(),
  "project-completed-override": (m) => m.admin_audit_action_project_completed_override(),
  "lead-status-changed": (m) => m.admin_audit_action_lead_status_changed(),
  "ticket-assigned": (m) => m.admin_audit_action_ticket_assigned(),
  "ticket-status-changed": (m) => m.admin_audit_action_ticket_status_changed(),
  "csv-exported": (m) => m.admin_audit_action_csv_exported(),
  "payment-refunded": (m) => m.admin_audit_action_payment_refunded(),
  "refund-voided": (m) => m.admin_audit_action_refund_voided(),
  "subscription-cancel-scheduled": (m) => m.admin_audit_action_subscription_cancel_scheduled(),
  "subscription-cancel-undone": (m) => m.admin_audit_action_subscription_cancel_undone(),
  "subscription-cancelled": (m) => m.admin_audit_action_subscription_cancelled(),
  "subscription-retried": (m) => m.admin_audit_action_subscription_retried(),
  "subscription-plan-changed": (m) => m.admin_audit_action_subscription_plan_changed(),
  "post-created": (m) => m.admin_audit_action_post_created(),
  "post-edited": (m) => m.admin_audit_action_post_edited(),
  "post-moved": (m) => m.admin_audit_action_post_moved(),
  "post-rescheduled": (m) => m.admin_audit_action_post_rescheduled(),
  "calendar-feed-created": (m) => m.admin_audit_action_calendar_feed_created(),
  "calendar-feed-revoked": (m) => m.admin_audit_action_calendar_feed_revoked(),
  "review-link-created": (m) => m.admin_audit_action_review_link_created(),
  "review-link-revoked": (m) => m.admin_audit_action_review_link_revoked(),
  "report-regenerated": (m) => m.admin_audit_action_report_regenerated(),
  "report-resent": (m) => m.admin_audit_action_report_resent(),
  "keyword-added": (m) => m.admin_audit_action_keyword_added(),
  "keyword-removed": (m) => m.admin_audit_action_keyword_removed(),
};
