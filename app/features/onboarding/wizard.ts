import { DEFAULT_PLATFORM_LIMIT, findPlan, type SelectedPlan } from "~/features/plans";
import { isEmail, type PasswordMessages, passwordProblem } from "~/lib/validation";
import { dialCodes, hearAboutUsOptions, industries, marketingGoals, platforms } from "./options";

/**
 * The onboarding wizard's data and rules (docs/product.md, Onboarding wizard). No Zod: the same functions run in the browser for
 * each step and on the server when checkout re-checks everything.
 */
export type WizardData = {
  businessInfo: { businessName: string; industry: string; website: string };
  marketingGoals: string[];
  platformPreferences: string[];
  hearAboutUs: string;
  accountInfo: { fullName: string; workEmail: string; countryCode: string; phone: string; password: string };
};

export const emptyWizard = (): WizardData => ({
  businessInfo: { businessName: "", industry: "", website: "" },
  marketingGoals: [],
  platformPreferences: [],
  hearAboutUs: "",
  accountInfo: { fullName: "", workEmail: "", countryCode: "+94", phone: "", password: "" },
});

export const steps = [
  "Business Info",
  "Marketing Goals",
  "Platform Preferences",
  "How Did You Hear?",
  "Account Owner Details",
  "Review & Payment",
] as const;

/**
 * The rules' words in one language (the purchase path in Sinhala and Tamil, decision 50): the `buy_` messages, read
 * by `wizardMessagesOf` (texts.ts). No English table here: the browser passes its page's messages, the server the
 * reader's (`englishWizardMessages` in wizard-messages.server.ts when there is no reader's language).
 */
export type WizardMessages = {
  businessNameRequired: string;
  industryRequired: string;
  websiteInvalid: string;
  goalRequired: string;
  platformRequired: string;
  hearRequired: string;
  fullNameRequired: string;
  emailRequired: string;
  emailInvalid: string;
  passwordRequired: string;
  passwordLength: string;
  passwordLower: string;
  passwordUpper: string;
  passwordNumber: string;
  passwordTooLong: string;
  phoneRequired: string;
  phoneInvalid: string;
  platformLimitTitle: string;
  noPlan: string;
  prepareFailed: string;
  businessNameLong: string;
  platformLimit: (plan: string, n: number) => string;
};

/** Platform limits: Launch 2, Growth 4, Scale 5, anything else 5. */
export function platformLimit(planName: string) {
  return findPlan(planName)?.platformLimit ?? DEFAULT_PLATFORM_LIMIT;
}

export function validateEmail(email: string, messages: WizardMessages) {
  if (!email.trim()) return messages.emailRequired;
  if (!isEmail(email)) return messages.emailInvalid;
  return null;
}

/** The address a server draft is kept under: the work email trimmed and lower-cased, or null until it is one. */
export function draftEmail(workEmail: string) {
  const email = workEmail.trim().toLowerCase();
  return isEmail(email) ? email : null;
}

/** The password rules' words out of the wizard's (checkout asks for a password too). */
export const passwordWordsOf = (messages: WizardMessages): PasswordMessages => ({
  required: messages.passwordRequired,
  length: messages.passwordLength,
  lower: messages.passwordLower,
  upper: messages.passwordUpper,
  number: messages.passwordNumber,
  tooLong: messages.passwordTooLong,
});

/** The first rule a new password breaks (the rules of invites too: app/lib/validation.ts), in the wizard's language. */
export function validatePassword(password: string, messages: WizardMessages) {
  return passwordProblem(password, passwordWordsOf(messages));
}

/** The phone input keeps digits only. */
export const phoneDigits = (value: string) => value.replace(/\D/g, "");

/** Country code plus digits: a plus sign, then 2 to 15 digits starting 1-9. */
export function validatePhone(countryCode: string, phone: string, messages: WizardMessages) {
  const digits = phoneDigits(phone);
  if (!digits) return messages.phoneRequired;
  const full = `${countryCode}${digits.replace(/^0+/, "")}`;
  if (!/^\+[1-9]\d{1,14}$/.test(full)) return messages.phoneInvalid;
  return null;
}

export function fullPhone(countryCode: string, phone: string) {
  return `${countryCode}${phoneDigits(phone).replace(/^0+/, "")}`;
}

function validWebsite(website: string) {
  if (!website.trim()) return true;
  try {
    const url = new URL(/^https?:\/\//i.test(website.trim()) ? website.trim() : `https://${website.trim()}`);
    return url.hostname.includes(".");
  } catch {
    return false;
  }
}

export type StepErrors = Partial<Record<string, string>>;

/** The errors that keep a step closed; an empty object opens Next. */
export function stepErrors(step: number, data: WizardData, planName: string, messages: WizardMessages): StepErrors {
  const errors: StepErrors = {};
  if (step === 1) {
    if (!data.businessInfo.businessName.trim()) errors.businessName = messages.businessNameRequired;
    else if (data.businessInfo.businessName.trim().length > 200) errors.businessName = messages.businessNameLong;
    if (!(industries as readonly string[]).includes(data.businessInfo.industry))
      errors.industry = messages.industryRequired;
    if (!validWebsite(data.businessInfo.website)) errors.website = messages.websiteInvalid;
  }
  if (step === 2) {
    const goals = data.marketingGoals.filter((g) => (marketingGoals as readonly string[]).includes(g));
    if (goals.length === 0 || goals.length !== data.marketingGoals.length)
      errors.marketingGoals = messages.goalRequired;
  }
  if (step === 3) {
    const chosen = data.platformPreferences.filter((p) => (platforms as readonly string[]).includes(p));
    if (chosen.length === 0 || chosen.length !== data.platformPreferences.length) {
      errors.platformPreferences = messages.platformRequired;
    } else if (chosen.length > platformLimit(planName)) {
      errors.platformPreferences = messages.platformLimit(planName, platformLimit(planName));
    }
  }
  if (step === 4 && !(hearAboutUsOptions as readonly string[]).includes(data.hearAboutUs)) {
    errors.hearAboutUs = messages.hearRequired;
  }
  if (step === 5) {
    const a = data.accountInfo;
    if (!a.fullName.trim()) errors.fullName = messages.fullNameRequired;
    const email = validateEmail(a.workEmail, messages);
    if (email) errors.workEmail = email;
    const password = validatePassword(a.password, messages);
    if (password) errors.password = password;
    if (!dialCodes.some((d) => d.code === a.countryCode)) errors.phone = messages.phoneInvalid;
    else {
      const phone = validatePhone(a.countryCode, a.phone, messages);
      if (phone) errors.phone = phone;
    }
  }
  return errors;
}

/** Every step at once: what checkout's action runs on the answers it receives. */
export function wizardErrors(data: WizardData, planName: string, messages: WizardMessages): StepErrors {
  return Object.assign({}, ...[1, 2, 3, 4, 5].map((step) => stepErrors(step, data, planName, messages)));
}

/** The strength meter: five criteria; 0-1 Very Weak, 2 Weak, 3 Fair, 4 Good, 5 Strong. */
export function passwordStrength(password: string) {
  const score = [
    password.length >= 8,
    /[a-z]/.test(password),
    /[A-Z]/.test(password),
    /[0-9]/.test(password),
    /[!@#$%^&*]/.test(password),
  ].filter(Boolean).length;
  const label =
    score <= 1 ? "Very Weak" : score === 2 ? "Weak" : score === 3 ? "Fair" : score === 4 ? "Good" : "Strong";
  return { score, label } as const;
}

/** The answers that may be kept in local storage or in a server draft. */
export type WizardDraft = Pick<WizardData, "businessInfo" | "marketingGoals" | "platformPreferences" | "hearAboutUs">;

export function draftOf(data: WizardData): WizardDraft {
  return {
    businessInfo: { ...data.businessInfo },
    marketingGoals: [...data.marketingGoals],
    platformPreferences: [...data.platformPreferences],
    hearAboutUs: data.hearAboutUs,
  };
}

/** The plan from local storage; none at all falls back to Growth (Social Media, LKR 30000, USD 100). */
export const FALLBACK_PLAN: SelectedPlan = { name: "Growth", price: { lkr: 30000, usd: 100 }, service: "Social Media" };
