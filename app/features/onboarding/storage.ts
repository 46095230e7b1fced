import { findPlan, SELECTED_PLAN_KEY, type SelectedPlan, toSelectedPlan } from "~/features/plans";
import { emptyWizard, FALLBACK_PLAN, steps, type WizardData, type WizardDraft } from "./wizard";

/** The wizard's browser storage keys (docs/product.md, Onboarding wizard). The password is never written to any of them. */
export const WIZARD_DATA_KEY = "wizardData";
export const WIZARD_PROGRESS_KEY = "wizardProgress";

export type StoredWizard = Omit<WizardData, "accountInfo"> & {
  accountInfo: Omit<WizardData["accountInfo"], "password">;
  step: number;
};

function read<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch (error) {
    // Stored JSON that does not parse is logged and ignored.
    console.warn(`Ignoring unreadable ${key} in local storage`, error);
    return null;
  }
}

/**
 * The plan for the wizard: the stored selectedPlan; a plan named in the link when storage is empty; a stored
 * value that is not a plan falls back to Growth (docs/product.md, Onboarding wizard); with none at all, null.
 */
export function readSelectedPlan(planFromLink: string | null): SelectedPlan | null {
  let stored: unknown = null;
  try {
    const raw = localStorage.getItem(SELECTED_PLAN_KEY);
    stored = raw ? JSON.parse(raw) : null;
  } catch {
    stored = "unreadable";
  }
  const linked = findPlan(planFromLink);
  if (stored === null) return linked ? toSelectedPlan(linked) : null;
  const plan = stored as Partial<SelectedPlan>;
  const known = findPlan(plan?.name);
  if (known) return toSelectedPlan(known);
  return FALLBACK_PLAN;
}

export function readStoredWizard() {
  return read<StoredWizard>(WIZARD_DATA_KEY);
}

/** The saved answers and the step to continue at, or null. Never a password: none is ever stored. */
export function restoreWizard(): { data: WizardData; step: number } | null {
  const stored = readStoredWizard();
  if (!stored) return null;
  const { step, ...answers } = stored;
  const empty = emptyWizard();
  return {
    data: { ...empty, ...answers, accountInfo: { ...empty.accountInfo, ...answers.accountInfo, password: "" } },
    step: Math.min(Math.max(1, Number(step) || 1), steps.length),
  };
}

export function storeWizard(data: WizardData, step: number) {
  const { password: _never, ...account } = data.accountInfo;
  const stored: StoredWizard = { ...data, accountInfo: account, step };
  try {
    localStorage.setItem(WIZARD_DATA_KEY, JSON.stringify(stored));
    localStorage.setItem(WIZARD_PROGRESS_KEY, String(step));
  } catch {
    // Storage can be full or off; the wizard still works for this visit.
  }
}

export function clearStoredWizard() {
  try {
    localStorage.removeItem(WIZARD_DATA_KEY);
    localStorage.removeItem(WIZARD_PROGRESS_KEY);
  } catch {}
}

/**
 * Puts a draft opened through a mailed link into this browser's wizard: its answers, the proven work email, the
 * draft's plan, and the step to continue at. Names and a phone already typed here are kept; a password never is.
 */
export function storeResumedDraft(resumed: { email: string; draft: WizardDraft; plan: string | null; step: number }) {
  const here = readStoredWizard();
  const account = { ...emptyWizard().accountInfo, ...here?.accountInfo, workEmail: resumed.email, password: "" };
  storeWizard({ ...emptyWizard(), ...resumed.draft, accountInfo: account }, resumed.step);
  const plan = findPlan(resumed.plan);
  try {
    if (plan) localStorage.setItem(SELECTED_PLAN_KEY, JSON.stringify(toSelectedPlan(plan)));
  } catch {}
}

export type { WizardDraft };

// The password lives only in this module's memory between the wizard and checkout: never in storage, history or
// the URL. A reload loses it, and checkout then asks for it again.
let pendingPassword: string | null = null;
export const rememberPassword = (password: string) => {
  pendingPassword = password;
};
export const recallPassword = () => pendingPassword;
export const forgetPassword = () => {
  pendingPassword = null;
};
