import { describe, expect, it } from "vitest";
import { englishWizardMessages, wizardMessagesIn } from "./wizard-messages.server";

describe("the wizard's words in English", () => {
  it("are the product's, word for word (docs/product.md, Onboarding wizard)", () => {
    const { platformLimit, ...words } = englishWizardMessages;
    expect(words).toEqual({
      businessNameRequired: "Business name is required",
      businessNameLong: "Business name is too long",
      industryRequired: "Please select your industry",
      websiteInvalid: "Please enter a valid website URL",
      goalRequired: "Please select at least one marketing goal",
      platformRequired: "Please select at least one platform",
      hearRequired: "Please tell us how you heard about us",
      fullNameRequired: "Full name is required",
      emailRequired: "Email is required",
      emailInvalid: "Please enter a valid email address",
      passwordRequired: "Password is required",
      passwordLength: "Password must be at least 8 characters long",
      passwordLower: "Password must contain at least one lowercase letter",
      passwordUpper: "Password must contain at least one uppercase letter",
      passwordNumber: "Password must contain at least one number",
      passwordTooLong: "Password must be at most 128 characters long",
      phoneRequired: "Phone number is required",
      phoneInvalid: "Please enter a valid phone number with country code (e.g., +94771234567)",
      platformLimitTitle: "Platform Limit Reached",
      noPlan: "No plan selected. Please go back to pricing to select a plan.",
      prepareFailed: "Failed to prepare checkout. Please try again.",
    });
    expect(platformLimit("Launch", 2)).toBe("Your Launch plan allows up to 2 platforms.");
  });

  it("are English for an English reader, and the reader's own in Tamil", async () => {
    expect(await wizardMessagesIn("en")).toBe(englishWizardMessages);
    const tamil = await wizardMessagesIn("ta");
    expect(tamil.emailRequired).not.toBe("Email is required");
    expect(tamil.platformLimit("Launch", 2)).toContain("Launch");
  });
});
