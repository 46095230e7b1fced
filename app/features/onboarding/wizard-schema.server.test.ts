import { describe, expect, it } from "vitest";
import { parseValue } from "~/lib/parse.server";
import { emptyWizard, type WizardData, wizardErrors } from "./wizard";
import { englishWizardMessages } from "./wizard-messages.server";
import { wizardSchema } from "./wizard-schema.server";

const answers = {
  businessInfo: { businessName: "Galle Surf Co", industry: "Tourism & Travel", website: "gallesurf.lk" },
  marketingGoals: ["Brand Awareness"],
  platformPreferences: ["Instagram", "Facebook", "LinkedIn"],
  hearAboutUs: "Google Search",
  accountInfo: { fullName: "Sahan Perera", workEmail: "sahan@example.lk", countryCode: "+94", phone: "771234567" },
};
const check = (json: string, password = "Secret#2025a", plan = "Growth") =>
  parseValue({ answers: json, password }, wizardSchema(plan));

describe("the wizard's schema for checkout", () => {
  it("gives back the answers with the password", () => {
    expect(check(JSON.stringify(answers))).toEqual({
      ok: true,
      value: { ...answers, accountInfo: { ...answers.accountInfo, password: "Secret#2025a" } },
    });
  });

  it.each(["{not json", "null", "", "x".repeat(20_001)])("refuses %j as no answers at all", (json) => {
    expect(check(json)).toMatchObject({ ok: false, problem: { fields: { answers: "Invalid wizard data format" } } });
  });

  const withPassword = (data: Omit<WizardData, "accountInfo"> & { accountInfo: object }): WizardData => ({
    ...data,
    accountInfo: { ...emptyWizard().accountInfo, countryCode: "", ...data.accountInfo, password: "weak" },
  });
  const nothing = withPassword({ ...emptyWizard(), businessInfo: emptyWizard().businessInfo, accountInfo: {} });

  it.each<[string, unknown, string, WizardData]>([
    ["a number", 5, "Growth", nothing],
    ["a list", [], "Growth", nothing],
    [
      "mistyped answers",
      { ...answers, businessInfo: { businessName: 7 }, marketingGoals: "SEO", platformPreferences: ["TikTok", 3] },
      "Growth",
      withPassword({
        ...answers,
        businessInfo: emptyWizard().businessInfo,
        marketingGoals: [],
        platformPreferences: ["TikTok"],
      }),
    ],
    ["too many platforms for the plan", answers, "Launch", withPassword(answers)],
  ])("reports %s with the wizard's own rules, every step, in its order", (_, given, plan, read) => {
    const expected = wizardErrors(read, plan, englishWizardMessages);
    expect(check(JSON.stringify(given), "weak", plan)).toEqual({
      ok: false,
      problem: { kind: "invalid", message: Object.values(expected)[0], fields: expected },
    });
  });
});
