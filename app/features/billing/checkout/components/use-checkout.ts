import { type FormEvent, useEffect, useMemo, useReducer, useRef } from "react";
import { useFetcher } from "react-router";
import { showFormToast } from "~/components/form-status";
import {
  forgetPassword,
  fullPhone,
  passwordWordsOf,
  readStoredWizard,
  recallPassword,
  type StoredWizard,
  wizardMessagesOf,
} from "~/features/onboarding";
import { type Cycle, cycleAmount } from "~/features/plans";
import { formatMoney } from "~/lib/format";
import { localizedPath } from "~/lib/locale";
import { usePortalTexts } from "~/lib/portal-texts";
import { passwordProblem } from "~/lib/validation";
import { type CheckoutActionData, type CheckoutMessages, checkoutFieldErrors } from "../checkout-form";
import { checkoutMessagesOf } from "../texts";
import { type CheckoutEvent, type CheckoutFieldName, checkoutReducer, initialCheckout } from "./checkout-state";

type Prefill = { email: string; businessName: string; cycle: Cycle };
type Price = { lkr: number; usd: number };

const loadFailed = (messages: CheckoutMessages) =>
  showFormToast({ type: "error", title: messages.dataErrorTitle, description: messages.loadFailed });

/**
 * Checkout's state and submit: the wizard's answers come from this browser's storage, the buyer's fields are
 * checked as they type (the same rules the server runs), and an accepted checkout hands back the signed gateway
 * form, which the page then posts (GatewayRedirect).
 */
export function useCheckout(prefill: Prefill, price: Price) {
  const [state, dispatch] = useReducer(checkoutReducer, prefill, initialCheckout);
  // The page's language (decision 50): the rules' words, the toasts', and the address it posts to.
  const { m, locale } = usePortalTexts();
  const messages = useMemo(() => checkoutMessagesOf(m), [m]);
  const passwordWords = useMemo(() => passwordWordsOf(wizardMessagesOf(m)), [m]);
  const sent = useCheckoutFetcher(dispatch, messages, localizedPath("/checkout", locale));

  useEffect(() => {
    const stored = readStoredWizard();
    if (!stored) loadFailed(messages);
    const phone = stored ? fullPhone(stored.accountInfo.countryCode, stored.accountInfo.phone) : "";
    dispatch({ type: "loaded", wizard: stored, phone, needsPassword: !recallPassword() });
  }, [messages]);

  const passwordError = state.needsPassword ? (passwordProblem(state.password, passwordWords) ?? undefined) : undefined;
  const errors: Partial<Record<CheckoutFieldName, string>> = {
    ...checkoutFieldErrors(state.fields, messages),
    ...(passwordError ? { password: passwordError } : {}),
  };
  /** A field's message: the live rule's once the buyer touched it, else what the server said. */
  const shown = (field: CheckoutFieldName) =>
    state.touched[field] ? (errors[field] ?? state.serverErrors[field]) : state.serverErrors[field];
  const amount = cycleAmount(price, state.cycle, state.currency);
  const total = formatMoney(state.currency, amount, locale);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.processing || state.gateway) return;
    dispatch({ type: "submitted" });
    if (!state.wizard) return loadFailed(messages);
    const form = event.currentTarget;
    if (Object.values(errors).some(Boolean)) {
      requestAnimationFrame(() => showFirstInvalid(form));
      return showFormToast({
        type: "error",
        title: messages.validationTitle,
        description: messages.validationText,
      });
    }
    dispatch({ type: "sending" });
    sent(form, checkoutBody(form, state.wizard, state.needsPassword ? state.password : null));
  }

  return { ...state, dispatch, shown, total, amount, submit, busy: state.processing || Boolean(state.gateway) };
}

export type Checkout = ReturnType<typeof useCheckout>;

/**
 * The first field a refusal names, focused and brought to the middle of the screen: on a phone the error toast
 * sits at the top, and the field it is about must not be under it. Run after React has marked the fields.
 */
function showFirstInvalid(form: HTMLFormElement) {
  const field = form.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!field) return;
  field.focus({ preventScroll: true });
  field.scrollIntoView({ block: "center" });
}

/** The form's own fields, with the wizard's answers (less the step) and the password they were given with. */
function checkoutBody(form: HTMLFormElement, wizard: StoredWizard, typedPassword: string | null) {
  const body = new FormData(form);
  const { step: _step, ...answers } = wizard;
  body.set("wizard", JSON.stringify(answers));
  body.set("password", typedPassword ?? recallPassword() ?? "");
  return body;
}

/**
 * Posts the checkout through a fetcher to the page's action (nothing else on the page reloads) and, once answered,
 * says in a toast how it went and tells the page what it does next. A refusal's first marked field is brought into
 * view; the page's `clientAction` turns a submit that got no answer into a refusal with the failure's words.
 */
function useCheckoutFetcher(dispatch: (event: CheckoutEvent) => void, messages: CheckoutMessages, action: string) {
  const fetcher = useFetcher<CheckoutActionData>();
  const form = useRef<HTMLFormElement | null>(null);
  const seen = useRef<CheckoutActionData | undefined>(undefined);
  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || !answer || answer === seen.current) return;
    seen.current = answer;
    const event = checkoutEvent(answer, messages);
    dispatch(event);
    const sentForm = form.current;
    if (event.type === "refused" && sentForm) requestAnimationFrame(() => showFirstInvalid(sentForm));
  }, [fetcher.state, fetcher.data, dispatch, messages]);
  return (sentForm: HTMLFormElement, body: FormData) => {
    form.current = sentForm;
    void fetcher.submit(body, {
      method: "post",
      action,
      encType: "multipart/form-data",
      defaultShouldRevalidate: false,
    });
  };
}

/** The toast for an answer, and what the page does next. */
function checkoutEvent(answer: CheckoutActionData, messages: CheckoutMessages): CheckoutEvent {
  if (!answer.ok) {
    const title = answer.title ?? messages.paymentFailedTitle;
    showFormToast({ type: "error", title, description: answer.message });
    return { type: "refused", errors: answer.fields ?? {} };
  }
  forgetPassword();
  showFormToast({
    type: "success",
    title: messages.paymentInitiatedTitle,
    description: messages.paymentInitiatedText,
  });
  return { type: "accepted", gateway: answer.gateway };
}
