import { describe, expect, it } from "vitest";
import { dialCodes, hearAboutUsOptions, industries, marketingGoals, platforms } from "./options";
import {
  draftOf,
  emptyWizard,
  passwordStrength,
  phoneDigits,
  platformLimit,
  stepErrors,
  validateEmail,
  validatePassword,
  validatePhone,
  type WizardData,
} from "./wizard";
import { englishWizardMessages as english } from "./wizard-messages.server";

const filled = (): WizardData => ({
  businessInfo: { businessName: "Kandy Crafts", industry: "Retail", website: "" },
  marketingGoals: ["Product Sales"],
  platformPreferences: ["Instagram"],
  hearAboutUs: "LinkedIn",
  accountInfo: {
    fullName: "Amaya",
    workEmail: "amaya@kandy.lk",
    countryCode: "+94",
    phone: "771234567",
    password: "Strong#Pass1",
  },
});

describe("wizard options", () => {
  it("keeps the spec's lists", () => {
    expect(marketingGoals).toEqual([
      "Brand Awareness",
      "Lead Generation",
      "Community Building",
      "Product Sales",
      "Other",
    ]);
    expect(platforms).toEqual(["Instagram", "Facebook", "LinkedIn", "TikTok", "X (Twitter)"]);
    expect(hearAboutUsOptions).toEqual(["Google Search", "Facebook", "Instagram", "LinkedIn", "By a Friend", "Other"]);
    expect(industries.length).toBeGreaterThanOrEqual(55);
    expect(industries.length).toBeLessThanOrEqual(65);
    expect(industries.at(-1)).toBe("Other");
    expect(dialCodes).toHaveLength(43);
    expect(dialCodes[0]).toEqual({ code: "+94", country: "Sri Lanka" });
    expect(emptyWizard().accountInfo.countryCode).toBe("+94");
  });

  it("limits platforms by plan: Launch 2, Growth 4, Scale 5, default 5", () => {
    expect(["Launch", "Growth", "Scale", "Essential", "Unknown"].map(platformLimit)).toEqual([2, 4, 5, 5, 5]);
  });
});

describe("wizard step gates", () => {
  it("opens every step for complete answers", () => {
    for (const step of [1, 2, 3, 4, 5, 6]) expect(stepErrors(step, filled(), "Growth", english)).toEqual({});
  });

  it("step 1 needs a business name and an industry; the website is optional but must be a URL", () => {
    const d = filled();
    d.businessInfo = { businessName: " ", industry: "", website: "not a url" };
    expect(stepErrors(1, d, "Growth", english)).toEqual({
      businessName: "Business name is required",
      industry: "Please select your industry",
      website: "Please enter a valid website URL",
    });
    d.businessInfo = { businessName: "X", industry: "Retail", website: "kandycrafts.lk" };
    expect(stepErrors(1, d, "Growth", english)).toEqual({});
  });

  it("steps 2-4 need a choice, and step 3 respects the plan's limit", () => {
    const d = filled();
    d.marketingGoals = [];
    expect(stepErrors(2, d, "Growth", english)).toEqual({
      marketingGoals: "Please select at least one marketing goal",
    });
    d.platformPreferences = ["Instagram", "Facebook", "TikTok"];
    expect(stepErrors(3, d, "Launch", english)).toEqual({
      platformPreferences: "Your Launch plan allows up to 2 platforms.",
    });
    expect(stepErrors(3, d, "Growth", english)).toEqual({});
    d.platformPreferences = ["MySpace"];
    expect(stepErrors(3, d, "Growth", english).platformPreferences).toBe("Please select at least one platform");
    d.hearAboutUs = "";
    expect(stepErrors(4, d, "Growth", english)).toEqual({ hearAboutUs: "Please tell us how you heard about us" });
  });

  it("step 5 checks name, email, password and phone with the spec's messages", () => {
    const d = filled();
    d.accountInfo = { fullName: "", workEmail: "", countryCode: "+94", phone: "", password: "" };
    expect(stepErrors(5, d, "Growth", english)).toEqual({
      fullName: "Full name is required",
      workEmail: "Email is required",
      password: "Password is required",
      phone: "Phone number is required",
    });
  });
});

describe("field rules", () => {
  it("emails", () => {
    expect(validateEmail("", english)).toBe("Email is required");
    expect(validateEmail("a@b", english)).toBe("Please enter a valid email address");
    expect(validateEmail("a@b.lk", english)).toBeNull();
  });

  it("passwords", () => {
    expect(validatePassword("", english)).toBe("Password is required");
    expect(validatePassword("Ab1", english)).toBe("Password must be at least 8 characters long");
    expect(validatePassword("ABCDEFG1", english)).toBe("Password must contain at least one lowercase letter");
    expect(validatePassword("abcdefg1", english)).toBe("Password must contain at least one uppercase letter");
    expect(validatePassword("Abcdefgh", english)).toBe("Password must contain at least one number");
    expect(validatePassword("Abcdefg1", english)).toBeNull();
  });

  it("passwords in the page's language, the same rules (checkout's live rule uses the same words)", async () => {
    const { loadPortalTexts } = await import("~/lib/portal-texts");
    const { wizardMessagesOf } = await import("./texts");
    const { m } = await loadPortalTexts("si");
    const sinhala = wizardMessagesOf(m);
    expect(validatePassword("", sinhala)).toBe(m.buy_password_required());
    expect(validatePassword("Ab1", sinhala)).toBe(m.buy_password_length());
    expect(validatePassword("abcdefg1", sinhala)).toBe(m.buy_password_upper());
    expect(validatePassword("Abcdefg1", sinhala)).toBeNull();
    expect(m.buy_password_upper()).not.toMatch(/[A-Za-z]{3}/);
  });

  it("phones: digits only, plus sign then 2 to 15 digits starting 1-9", () => {
    expect(phoneDigits("(077) 123-4567")).toBe("0771234567");
    expect(validatePhone("+94", "", english)).toBe("Phone number is required");
    expect(validatePhone("+94", "771234567", english)).toBeNull();
    expect(validatePhone("+94", "0771234567", english)).toBeNull();
    expect(validatePhone("+1", "1234567890123456", english)).toBe(
      "Please enter a valid phone number with country code (e.g., +94771234567)",
    );
  });

  it("rates passwords on five criteria", () => {
    expect(passwordStrength("").label).toBe("Very Weak");
    expect(passwordStrength("abc").label).toBe("Very Weak");
    expect(passwordStrength("abcdefgh").label).toBe("Weak");
    expect(passwordStrength("abcdefgH").label).toBe("Fair");
    expect(passwordStrength("abcdefH1").label).toBe("Good");
    expect(passwordStrength("abcdeH1!")).toEqual({ score: 5, label: "Strong" });
  });

  it("drafts never carry the name, phone or password", () => {
    const draft = JSON.stringify(draftOf(filled()));
    for (const secret of ["Amaya", "771234567", "Strong#Pass1", "amaya@kandy.lk"]) expect(draft).not.toContain(secret);
  });
});
