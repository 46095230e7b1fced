import { describe, expect, it } from "vitest";
import type { AuditAction } from "#db/schema/values";
import { loadPortalTexts } from "~/lib/portal-texts";
import { expectOwnWords } from "../../../../tests/setup/translations";
import { auditActionTexts } from "./audit-action-texts";

/** The audit actions' names in English, word for word (the Audit tab's filter and rows). */
const spec: Record<AuditAction, string> = {
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

const said = (m: Awaited<ReturnType<typeof loadPortalTexts>>["m"]) =>
  Object.fromEntries(Object.entries(auditActionTexts).map(([action, text]) => [action, text(m)]));

// The Audit tab's actions in the reader's language (decision 49); the English ones word for word.
describe("the audit actions' names", () => {
  it("say in English, from the portal's messages, what the product says word for word", async () => {
    expect(said((await loadPortalTexts("en")).m)).toEqual(spec);
  });

  it("name every action in Sinhala and in Tamil", async () => {
    await expectOwnWords(spec, said);
  });
});
