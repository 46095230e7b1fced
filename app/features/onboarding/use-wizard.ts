import { type Dispatch, type SetStateAction, useEffect, useRef, useState } from "react";
import { useFetcher, useSearchParams } from "react-router";
import { showFormToast } from "~/components/form-status";
import type { Cycle, SelectedPlan } from "~/features/plans";
import { type Locale, localizedPath } from "~/lib/locale";
import { usePortalTexts } from "~/lib/portal-texts";
import { readSelectedPlan, rememberPassword, restoreWizard, storeWizard } from "./storage";
import { wizardMessagesOf } from "./texts";
import {
  draftEmail,
  draftOf,
  emptyWizard,
  platformLimit,
  stepErrors,
  steps,
  type WizardData,
  type WizardMessages,
} from "./wizard";

/**
 * The onboarding wizard's state: the plan, the answers and the step, kept in browser storage and (without the
 * account details) in a server draft; a step opens the next only when its rules pass.
 */
export function useWizard() {
  const [params] = useSearchParams();
  const { m, locale } = usePortalTexts();
  const messages = wizardMessagesOf(m);
  const { plan, data, setData, step, setStep, restored } = useStoredWizard(params);
  useDraftSaving(data, plan?.name, restored, locale);
  const [showErrors, setShowErrors] = useState(false);
  // Chosen on the review step and carried to checkout in its link: checkout can still change it.
  const [cycle, setCycle] = useState<Cycle>("monthly");
  const planName = plan?.name ?? "";
  const errors = stepErrors(step, data, planName, messages);

  function next() {
    if (Object.keys(errors).length > 0) {
      setShowErrors(true);
      return;
    }
    setShowErrors(false);
    setStep((s) => Math.min(steps.length, s + 1));
    window.scrollTo({ top: 0 });
  }

  // A link, not a navigate() call: React Router learns the checkout's route when the link renders, so leaving
  // never waits on route discovery, which a draft save finishing at that moment would trip over.
  const checkoutHref = `${localizedPath("/checkout", locale)}?${new URLSearchParams({
    plan: planName,
    price: String(plan?.price.lkr ?? ""),
    service: plan?.service ?? "",
    email: data.accountInfo.workEmail.trim(),
    businessName: data.businessInfo.businessName.trim(),
    cycle,
  })}`;

  /** Keeps the answers and the password for checkout as the link is followed; stays if they cannot be kept. */
  function toCheckout(event: { preventDefault: () => void }) {
    try {
      rememberPassword(data.accountInfo.password);
      storeWizard(data, steps.length);
    } catch {
      event.preventDefault();
      showFormToast({ type: "error", title: m.buy_error_title(), description: messages.prepareFailed });
    }
  }

  return {
    plan,
    data,
    step,
    /** The step's errors once Next has been pressed on it, none before. */
    errors: showErrors ? errors : {},
    limit: platformLimit(planName),
    edit: answerEditors(data, setData, planName, messages),
    next,
    back: () => setStep((s) => Math.max(1, s - 1)),
    checkoutHref,
    toCheckout,
    cycle,
    setCycle,
  };
}

export type Wizard = ReturnType<typeof useWizard>;

/** The plan and the answers, read from browser storage once hydrated (the server knows neither) and saved back. */
function useStoredWizard(params: URLSearchParams) {
  const [plan, setPlan] = useState<SelectedPlan | null | undefined>(undefined);
  const [data, setData] = useState<WizardData>(emptyWizard);
  const [step, setStep] = useState(1);
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    setPlan(readSelectedPlan(params.get("plan")));
    const saved = restoreWizard();
    if (saved) {
      setData(saved.data);
      setStep(saved.step);
    }
    setRestored(true);
  }, [params]);

  // Autosave on every change.
  useEffect(() => {
    if (restored) storeWizard(data, step);
  }, [data, step, restored]);

  return { plan, data, setData, step, setStep, restored };
}

/**
 * When the work email changes: keep a draft of the answers for it on the server (decision 0015). The server keeps
 * it for this browser only; a draft saved in another browser comes back only through a mailed link.
 */
function useDraftSaving(data: WizardData, plan: string | undefined, restored: boolean, locale: Locale) {
  const email = draftEmail(data.accountInfo.workEmail);
  const fetcher = useFetcher();
  // Read the answers as they are when the request goes out, without asking again on every keystroke.
  const latest = useRef({ data, plan, submit: fetcher.submit });
  latest.current = { data, plan, submit: fetcher.submit };
  useEffect(() => {
    if (!restored || !email) return;
    // Posted to the page's action, which nothing else on the page reloads after. A later save takes the place of
    // one still on its way; a failure is no matter: drafts are a convenience, the wizard goes on without them.
    const timer = window.setTimeout(() => {
      const { data: answers, plan: planName, submit } = latest.current;
      void submit(
        { email, data: draftOf(answers), plan: planName ?? null },
        {
          method: "post",
          action: localizedPath("/onboarding", locale),
          encType: "application/json",
          defaultShouldRevalidate: false,
        },
      );
    }, 600);
    return () => window.clearTimeout(timer);
  }, [email, restored, locale]);
}

const toggled = (list: string[], item: string) =>
  list.includes(item) ? list.filter((i) => i !== item) : [...list, item];

/** The changes the steps make to the answers. */
function answerEditors(
  data: WizardData,
  setData: Dispatch<SetStateAction<WizardData>>,
  planName: string,
  messages: WizardMessages,
) {
  return {
    business: (patch: Partial<WizardData["businessInfo"]>) =>
      setData((d) => ({ ...d, businessInfo: { ...d.businessInfo, ...patch } })),
    account: (patch: Partial<WizardData["accountInfo"]>) =>
      setData((d) => ({ ...d, accountInfo: { ...d.accountInfo, ...patch } })),
    toggleGoal: (goal: string) => setData((d) => ({ ...d, marketingGoals: toggled(d.marketingGoals, goal) })),
    // One more platform than the plan allows is refused with a toast, and stays unticked.
    togglePlatform: (platform: string) => {
      const limit = platformLimit(planName);
      if (!data.platformPreferences.includes(platform) && data.platformPreferences.length >= limit) {
        const description = messages.platformLimit(planName, limit);
        showFormToast({ type: "error", title: messages.platformLimitTitle, description });
        return;
      }
      setData((d) => ({ ...d, platformPreferences: toggled(d.platformPreferences, platform) }));
    },
    hearAboutUs: (option: string) => setData((d) => ({ ...d, hearAboutUs: option })),
  };
}
