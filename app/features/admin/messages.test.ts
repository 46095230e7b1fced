import { describe, expect, it } from "vitest";
import { loadPortalTexts } from "~/lib/portal-texts";
import { expectOwnWords } from "../../../tests/setup/translations";
import { type AdminMessages, adminMessagesIn } from "./messages";
import { adminMessages } from "./messages.server";

/** Every text, the functions said with a desk ID, an address, a label or a range as each one takes. */
const said = (t: AdminMessages): Record<keyof AdminMessages, string> => ({
  ...t,
  userCreated: t.userCreated("FLD-ABC12"),
  inviteSent: t.inviteSent("FLD-ABC12"),
  resetSent: t.resetSent("a@b.lk"),
  twoFactorReset: t.twoFactorReset("a@b.lk"),
  projectCreateFailed: t.projectCreateFailed(t.clientMissing),
  atMost: t.atMost(5000),
  numberRange: t.numberRange(t.bounceRate, 0, 100),
  wholeNumber: t.wholeNumber(t.pageViews),
});

/** The product's English texts of the admin dashboard, word for word (docs/product.md, Fli DESK portal). */
const spec: Record<keyof AdminMessages, string> = {
  required: "Please fill in all required fields",
  emailRequired: "Please fill in the email address",
  invalidEmail: "Please enter a valid email address",
  emailTooLong: "Email must be at most 254 characters",
  invalidRole: "Role must be client, freelancer or admin",
  duplicateEmail: "A user with this email already exists",
  userCreated: "User created successfully with ID: FLD-ABC12",
  userCreateFailed: "Failed to create user",
  userUpdated: "User updated successfully",
  userUpdateFailed: "Failed to update user",
  userNotFound: "User not found",
  inviteSent: "A new invite link for FLD-ABC12 is ready and was mailed",
  inviteNotNeeded: "This user has already set a password",
  resetSent: "A password reset link was mailed to a@b.lk. It works once, for 30 minutes.",
  twoFactorReset:
    "Two-factor sign-in is reset: the user signs in with the password alone until they set it up again. We mailed a@b.lk.",
  twoFactorNotOn: "This user does not use two-factor sign-in",
  projectCreated: "Project created successfully",
  projectCreateFailed: "Failed to create project: the client does not exist",
  projectCreateError: "Failed to create project: please try again",
  clientMissing: "the client does not exist",
  freelancerMissing: "the freelancer does not exist",
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
  unknownForm: "Unknown form",
  atMost: "Must be at most 5,000 characters",
  chooseProject: "Please choose a project",
  numberRange: "Bounce rate must be a number from 0 to 100",
  wholeNumber: "Page views must be a whole number",
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
};

// The admin's answers in the language the admin reads the portal in (decision 49); the English ones word for word.
describe("the admin's refusals and toasts", () => {
  it("say in English, from the portal's messages, what the product says word for word", async () => {
    const { m } = await loadPortalTexts("en");
    expect(said(adminMessagesIn(m))).toEqual(spec);
    // The server's English default is the same texts.
    expect(said(adminMessages)).toEqual(spec);
    expect(adminMessages.numberRange("Unique visitors", 0, 10_000_000)).toBe(
      "Unique visitors must be a number from 0 to 10,000,000",
    );
  });

  it("say each text in Sinhala and in Tamil, with what they name kept as it is", async () => {
    await expectOwnWords(spec, (m) => {
      const texts = adminMessagesIn(m);
      expect(texts.userCreated("FLD-ABC12")).toContain("FLD-ABC12");
      expect(texts.resetSent("a@b.lk")).toContain("a@b.lk");
      // One object per language: the actions keep the schemas made with it.
      expect(adminMessagesIn(m)).toBe(texts);
      return said(texts);
    });
  });
});
