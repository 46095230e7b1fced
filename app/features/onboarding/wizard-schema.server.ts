import { z } from "zod";
import { type WizardData, type WizardMessages, wizardErrors } from "./wizard";
import { englishWizardMessages } from "./wizard-messages.server";

/**
 * The wizard's answers as checkout posts them: JSON text in one field, the password in a field of its own (it is
 * never stored with the answers). The rules are the Zod-free ones of `wizard.ts`, which the browser runs step by
 * step; here every step is checked at once, for the plan being bought.
 */

/** The longest answers checkout takes: far above what the wizard's fields can hold. */
const ANSWERS_MAX = 20_000;

/** Said when the answers are not JSON at all; a missing or mistyped answer is left to its step's rule instead. */
const WIZARD_FORMAT_MESSAGE = "Invalid wizard data format";

// A missing or mistyped answer reads as empty, so the step's own rule names it in the words the wizard uses.
const text = z.string().catch("");
const list = z
  .array(z.unknown())
  .catch([])
  .transform((items) => items.filter((item): item is string => typeof item === "string"));
const businessInfo = z.object({ businessName: text, industry: text, website: text });
const accountInfo = z.object({ fullName: text, workEmail: text, countryCode: text, phone: text });

const answersShape = z.object({
  businessInfo: businessInfo.catch(() => businessInfo.parse({})),
  marketingGoals: list,
  platformPreferences: list,
  hearAboutUs: text,
  accountInfo: accountInfo.catch(() => accountInfo.parse({})),
});
const answers = answersShape.catch(() => answersShape.parse({}));

const answersJson = z
  .string(WIZARD_FORMAT_MESSAGE)
  .max(ANSWERS_MAX, WIZARD_FORMAT_MESSAGE)
  .transform((json, ctx): unknown => {
    try {
      const value: unknown = JSON.parse(json);
      if (value !== null) return value;
    } catch {
      // Reported below, as for `null`.
    }
    ctx.addIssue({ code: "custom", message: WIZARD_FORMAT_MESSAGE });
    return z.NEVER;
  })
  .pipe(answers);

/**
 * `{ answers, password }` → the wizard's data, with every step's rule for `planName` as an issue at the field it
 * names (`businessName`, `platformPreferences`, `password`, ...), in the wizard's order. A problem with the JSON
 * itself is an issue at `answers`.
 */
export function wizardSchema(planName: string, messages: WizardMessages = englishWizardMessages) {
  return z
    .object({ answers: answersJson, password: z.string().catch("") })
    .transform(
      ({ answers, password }): WizardData => ({ ...answers, accountInfo: { ...answers.accountInfo, password } }),
    )
    .superRefine((data, ctx) => {
      for (const [field, message] of Object.entries(wizardErrors(data, planName, messages))) {
        if (message) ctx.addIssue({ code: "custom", path: [field], message });
      }
    });
}
