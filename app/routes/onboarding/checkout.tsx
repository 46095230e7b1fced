import { CheckIcon, LockIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, redirect } from "react-router";
import { CheckList } from "~/components/check-list";
import { showFormToast } from "~/components/form-status";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import type { CheckoutActionData } from "~/features/billing/checkout-action.server";
import {
  type CheckoutFieldErrors,
  type CheckoutFields,
  type Currency,
  checkoutFieldErrors,
  checkoutMessages,
} from "~/features/billing/checkout-form";
import { gateway } from "~/features/billing/gateway.server";
import { forgetPassword, readStoredWizard, recallPassword, type StoredWizard } from "~/features/onboarding/storage";
import { fullPhone, validatePassword } from "~/features/onboarding/wizard";
import { findPlan } from "~/features/plans/catalogue";
import { formatLkr } from "~/lib/format";
import type { Route } from "./+types/checkout";

export const meta: Route.MetaFunction = () => [
  { title: "Checkout | Fli Digital" },
  { name: "robots", content: "noindex, nofollow" },
];

/** docs/product.md, Checkout and payment: plan, service and pricing must be there, else 'Invalid Checkout' and back to pricing. */
export function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const plan = findPlan(params.get("plan"));
  if (!plan || params.get("service") !== plan.service) throw redirect("/pricing?error=invalid_checkout");
  return {
    plan: { name: plan.name, service: plan.service, price: plan.price, features: plan.features },
    email: params.get("email") ?? "",
    businessName: params.get("businessName") ?? "",
    // No PayHere and no sandbox allowed here: the page says so instead of failing at Pay.
    paymentsReady: gateway(context.env).kind !== "none",
  };
}

function StepStrip() {
  const steps = ["OnBoarding", "Checkout", "Confirmation"];
  return (
    <ol className="flex items-center justify-center gap-2 text-sm sm:gap-4" aria-label="Progress">
      {steps.map((step, i) => (
        <li key={step} className="flex items-center gap-2" aria-current={i === 1 ? "step" : undefined}>
          <span
            className={`flex size-8 items-center justify-center rounded-full border font-semibold ${
              i === 0
                ? "border-primary bg-primary text-primary-foreground"
                : i === 1
                  ? "border-primary text-primary"
                  : "border-border text-muted-foreground"
            }`}
          >
            {i === 0 ? <CheckIcon className="size-4" aria-label="done" /> : i + 1}
          </span>
          <span className={i === 1 ? "font-semibold" : "text-muted-foreground"}>{step}</span>
          {i < steps.length - 1 && <span className="hidden h-px w-8 bg-border sm:block" aria-hidden="true" />}
        </li>
      ))}
    </ol>
  );
}

/** Posts the signed form to the gateway: a real browser form post, as PayHere expects. */
function GatewayRedirect({ gateway }: { gateway: Extract<CheckoutActionData, { ok: true }>["gateway"] }) {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    ref.current?.submit();
  }, []);
  return (
    <form ref={ref} method="post" action={gateway.url} aria-hidden="true" className="hidden">
      {Object.entries(gateway.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </form>
  );
}

export default function Checkout({ loaderData }: Route.ComponentProps) {
  const { plan, paymentsReady } = loaderData;
  const [wizard, setWizard] = useState<StoredWizard | null | undefined>(undefined);
  const [needsPassword, setNeedsPassword] = useState(false);
  const [currency, setCurrency] = useState<Currency>("LKR");
  const [fields, setFields] = useState<CheckoutFields>({
    email: loaderData.email,
    businessName: loaderData.businessName,
    phone: "",
    agreeToTerms: false,
  });
  const [marketingConsent, setMarketingConsent] = useState(false);
  const [password, setPassword] = useState("");
  const [touched, setTouched] = useState<Partial<Record<keyof CheckoutFields | "password", boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [processing, setProcessing] = useState(false);
  const [gateway, setGateway] = useState<Extract<CheckoutActionData, { ok: true }>["gateway"] | null>(null);

  useEffect(() => {
    const stored = readStoredWizard();
    setWizard(stored);
    if (!stored) {
      showFormToast({
        type: "error",
        title: checkoutMessages.dataErrorTitle,
        description: checkoutMessages.loadFailed,
      });
      return;
    }
    setFields((f) => ({ ...f, phone: f.phone || fullPhone(stored.accountInfo.countryCode, stored.accountInfo.phone) }));
    setNeedsPassword(!recallPassword());
  }, []);

  const errors: CheckoutFieldErrors & { password?: string } = {
    ...checkoutFieldErrors(fields),
    ...(needsPassword && validatePassword(password) ? { password: validatePassword(password) ?? undefined } : {}),
  };
  const shown = (key: keyof typeof errors) => (touched[key] ? (errors[key] ?? serverErrors[key]) : serverErrors[key]);
  const price = currency === "LKR" ? formatLkr(plan.price.lkr) : `USD ${plan.price.usd.toLocaleString("en-US")}`;

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (processing || gateway) return;
    setTouched({ email: true, businessName: true, phone: true, agreeToTerms: true, password: true });
    if (!wizard) {
      showFormToast({
        type: "error",
        title: checkoutMessages.dataErrorTitle,
        description: checkoutMessages.loadFailed,
      });
      return;
    }
    if (Object.values(errors).some(Boolean)) {
      showFormToast({
        type: "error",
        title: checkoutMessages.validationTitle,
        description: checkoutMessages.validationText,
      });
      return;
    }
    const body = new FormData(event.currentTarget);
    const { step: _step, ...answers } = wizard;
    body.set("wizard", JSON.stringify(answers));
    body.set("password", needsPassword ? password : (recallPassword() ?? ""));
    setProcessing(true);
    try {
      const response = await fetch("/api/checkout", { method: "POST", body });
      const answer = (await response.json()) as CheckoutActionData;
      if (!answer.ok) {
        setServerErrors(answer.fieldErrors ?? {});
        showFormToast({ type: "error", title: answer.title, description: answer.message });
        setProcessing(false);
        return;
      }
      forgetPassword();
      showFormToast({
        type: "success",
        title: checkoutMessages.paymentInitiatedTitle,
        description: checkoutMessages.paymentInitiatedText,
      });
      setGateway(answer.gateway);
    } catch (error) {
      const message =
        error instanceof TypeError && /fetch/i.test(error.message)
          ? checkoutMessages.network
          : checkoutMessages.unexpected;
      showFormToast({ type: "error", title: checkoutMessages.paymentFailedTitle, description: message });
      setProcessing(false);
    }
  }

  const busy = processing || Boolean(gateway);
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 pb-20 pt-28 sm:px-6">
      <h1 className="sr-only">Checkout</h1>
      <StepStrip />
      {wizard === null && (
        <div
          role="alert"
          className="mx-auto mt-10 max-w-xl rounded-lg border border-danger-text/50 bg-destructive/20 p-4"
        >
          <p className="font-semibold">{checkoutMessages.loadFailed}</p>
          <p className="mt-1 text-sm">
            Your onboarding answers are not in this browser.{" "}
            <Link to="/onboarding" className="underline">
              Go back to onboarding
            </Link>
            .
          </p>
        </div>
      )}
      {!paymentsReady && (
        <div
          role="alert"
          className="mx-auto mt-10 max-w-xl rounded-lg border border-danger-text/50 bg-destructive/20 p-4"
        >
          <p className="font-semibold">{checkoutMessages.paymentsOffTitle}</p>
          <p className="mt-1 text-sm">
            {checkoutMessages.paymentsOff}{" "}
            <Link to="/support" className="underline">
              Contact us
            </Link>
            .
          </p>
        </div>
      )}
      <div className="mt-10 grid gap-8 lg:grid-cols-[1fr_1.2fr]">
        <section aria-labelledby="summary-title" className="h-fit rounded-2xl border border-border bg-card p-6">
          <h2 id="summary-title" className="font-sans text-xl font-semibold">
            Order Summary
          </h2>
          <p className="mt-4 font-display text-2xl font-bold">{plan.name} Plan</p>
          <p className="text-muted-foreground">{plan.service} · billed monthly</p>
          <fieldset className="mt-6">
            <legend className="mb-2 text-sm font-medium">Currency</legend>
            <div className="flex gap-2">
              {(["LKR", "USD"] as const).map((c) => (
                <label
                  key={c}
                  className="flex cursor-pointer items-center gap-2 rounded-md border border-border px-4 py-2 has-[:checked]:border-primary"
                >
                  <input
                    type="radio"
                    name="currency-choice"
                    value={c}
                    checked={currency === c}
                    onChange={() => setCurrency(c)}
                    className="accent-primary"
                  />
                  {c}
                </label>
              ))}
            </div>
          </fieldset>
          <p className="mt-6 flex items-baseline justify-between border-t border-border pt-4">
            <span>Total per month</span>
            <span className="font-display text-3xl font-bold text-primary" data-testid="order-total">
              {price}
            </span>
          </p>
          <CheckList items={plan.features} className="mt-4 text-muted-foreground" />
        </section>

        <section aria-labelledby="payment-title" className="rounded-2xl border border-border bg-card p-6">
          <h2 id="payment-title" className="flex items-center gap-2 font-sans text-xl font-semibold">
            <LockIcon className="size-5 text-primary" aria-hidden="true" /> Payment Details
          </h2>
          <form onSubmit={submit} noValidate className="mt-6 grid gap-4" aria-label="Payment form">
            <input type="hidden" name="plan" value={plan.name} />
            <input type="hidden" name="currency" value={currency} />
            <fieldset disabled={busy} className="grid gap-4">
              {(
                [
                  ["email", "Email", "email"],
                  ["businessName", "Business Name", "organization"],
                  ["phone", "Phone", "tel"],
                ] as const
              ).map(([key, label, autoComplete]) => (
                <div key={key} className="grid gap-2">
                  <Label htmlFor={`checkout-${key}`}>{label}</Label>
                  <Input
                    id={`checkout-${key}`}
                    name={key}
                    autoComplete={autoComplete}
                    value={fields[key]}
                    onChange={(e) => {
                      setFields((f) => ({ ...f, [key]: e.target.value }));
                      setTouched((t) => ({ ...t, [key]: true }));
                      setServerErrors(({ [key]: _, ...rest }) => rest);
                    }}
                    aria-invalid={shown(key) ? true : undefined}
                    aria-describedby={shown(key) ? `checkout-${key}-error` : undefined}
                  />
                  {shown(key) && (
                    <p id={`checkout-${key}-error`} className="text-sm text-danger-text">
                      {shown(key)}
                      {shown(key) === checkoutMessages.accountExists && (
                        <>
                          {" "}
                          <Link to="/dashboard/auth" className="font-semibold underline">
                            Sign in
                          </Link>
                        </>
                      )}
                    </p>
                  )}
                </div>
              ))}
              {needsPassword && (
                <div className="grid gap-2">
                  <Label htmlFor="checkout-password">Account password</Label>
                  <Input
                    id="checkout-password"
                    type="password"
                    autoComplete="new-password"
                    value={password}
                    onChange={(e) => {
                      setPassword(e.target.value);
                      setTouched((t) => ({ ...t, password: true }));
                    }}
                    aria-invalid={shown("password") ? true : undefined}
                    aria-describedby="checkout-password-help"
                  />
                  <p
                    id="checkout-password-help"
                    className={shown("password") ? "text-sm text-danger-text" : "text-sm text-muted-foreground"}
                  >
                    {shown("password") ??
                      "For your security the password you chose is not kept in the browser: please enter it again."}
                  </p>
                </div>
              )}
              <div className="grid gap-1">
                <label htmlFor="checkout-terms" className="flex items-start gap-3 text-sm">
                  <Checkbox
                    id="checkout-terms"
                    name="agreeToTerms"
                    checked={fields.agreeToTerms}
                    onChange={(e) => {
                      setFields((f) => ({ ...f, agreeToTerms: e.target.checked }));
                      setTouched((t) => ({ ...t, agreeToTerms: true }));
                    }}
                    className="mt-0.5"
                    aria-invalid={shown("agreeToTerms") ? true : undefined}
                  />
                  <span>
                    I agree to the{" "}
                    <a
                      href="/terms-of-service"
                      target="_blank"
                      rel="noopener noreferrer"
                      className="text-accent-foreground underline"
                    >
                      Terms of Service
                    </a>{" "}
                    and{" "}
                    <a
                      href="/privacy-policy"
                      target="_blank"
                      rel="noopener noreferrer"
                      className="text-accent-foreground underline"
                    >
                      Privacy Policy
                    </a>
                  </span>
                </label>
                {shown("agreeToTerms") && <p className="text-sm text-danger-text">{shown("agreeToTerms")}</p>}
              </div>
              <label htmlFor="checkout-marketing" className="flex items-start gap-3 text-sm">
                <Checkbox
                  id="checkout-marketing"
                  name="marketingConsent"
                  checked={marketingConsent}
                  onChange={(e) => setMarketingConsent(e.target.checked)}
                  className="mt-0.5"
                />
                <span>Send me tips and offers by email (optional)</span>
              </label>
            </fieldset>
            <Button type="submit" size="lg" disabled={busy || wizard === undefined || !paymentsReady}>
              {busy ? "Processing Payment..." : `Pay ${price}`}
            </Button>
          </form>
        </section>
      </div>
      {gateway && <GatewayRedirect gateway={gateway} />}
    </main>
  );
}
