import { ArrowLeftIcon, ArrowRightIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { showFormToast } from "~/components/form-status";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Progress } from "~/components/ui/progress";
import { Select } from "~/components/ui/select";
import { EMAIL_PATTERN } from "~/features/leads/contact";
import { DraftLinkOffer } from "~/features/onboarding/draft-link-offer";
import { dialCodes, hearAboutUsOptions, industries, marketingGoals, platforms } from "~/features/onboarding/options";
import { readSelectedPlan, readStoredWizard, rememberPassword, storeWizard } from "~/features/onboarding/storage";
import {
  draftOf,
  emptyWizard,
  passwordStrength,
  phoneDigits,
  platformLimit,
  platformLimitText,
  type StepErrors,
  stepErrors,
  steps,
  type WizardData,
  wizardMessages,
} from "~/features/onboarding/wizard";
import type { SelectedPlan } from "~/features/plans/catalogue";
import { formatLkr, formatUsdApprox } from "~/lib/format";
import { cn } from "~/lib/utils";
import type { Route } from "./+types/onboarding";

export const meta: Route.MetaFunction = () => [
  { title: "Onboarding | Fli Digital" },
  { name: "robots", content: "noindex, nofollow" },
];

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-danger-text" role="alert">
      {message}
    </p>
  );
}

function ChoiceGrid({
  legend,
  options,
  selected,
  onToggle,
  type,
  name,
  error,
}: {
  legend: string;
  options: readonly string[];
  selected: string[];
  onToggle: (option: string) => void;
  type: "checkbox" | "radio";
  name: string;
  error?: string;
}) {
  return (
    <fieldset aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="mb-4 text-lg font-semibold">{legend}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option}
            className="flex cursor-pointer items-center gap-3 rounded-lg border border-border bg-muted/40 p-4 has-[:checked]:border-primary has-[:checked]:bg-accent"
          >
            <input
              type={type}
              name={name}
              value={option}
              checked={selected.includes(option)}
              onChange={() => onToggle(option)}
              className="size-4 accent-primary"
            />
            {option}
          </label>
        ))}
      </div>
      <div className="mt-3">
        <FieldError id={`${name}-error`} message={error} />
      </div>
    </fieldset>
  );
}

function StrengthMeter({ password }: { password: string }) {
  const { score, label } = passwordStrength(password);
  return (
    <div className="grid gap-1" data-testid="strength">
      <div className="flex gap-1" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((i) => (
          <span
            key={i}
            className={cn(
              "h-1.5 flex-1 rounded-full",
              i <= score
                ? score >= 4
                  ? "bg-success-text"
                  : score >= 3
                    ? "bg-warning-text"
                    : "bg-danger-text"
                : "bg-muted",
            )}
          />
        ))}
      </div>
      <p className="text-xs text-muted-foreground">
        Password strength: <span className="font-semibold text-foreground">{label}</span>
      </p>
    </div>
  );
}

export default function Onboarding() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [plan, setPlan] = useState<SelectedPlan | null | undefined>(undefined);
  const [data, setData] = useState<WizardData>(emptyWizard);
  const [step, setStep] = useState(1);
  const [showErrors, setShowErrors] = useState(false);
  const [restored, setRestored] = useState(false);

  // Load the plan and any saved progress (never a password: none is ever stored).
  useEffect(() => {
    setPlan(readSelectedPlan(params.get("plan")));
    const stored = readStoredWizard();
    if (stored) {
      const { step: savedStep, ...answers } = stored;
      setData({
        ...emptyWizard(),
        ...answers,
        accountInfo: { ...emptyWizard().accountInfo, ...answers.accountInfo, password: "" },
      });
      setStep(Math.min(Math.max(1, Number(savedStep) || 1), 6));
    }
    setRestored(true);
  }, [params]);

  // Autosave on every change.
  useEffect(() => {
    if (restored) storeWizard(data, step);
  }, [data, step, restored]);

  // When the work email changes: keep a draft of the answers for it on the server (decision 0015). The server
  // keeps it for this browser only; a draft saved in another browser comes back only through a mailed link.
  const email = data.accountInfo.workEmail.trim().toLowerCase();
  const validEmail = EMAIL_PATTERN.test(email);
  // Read the answers as they are when the request goes out, without asking again on every keystroke.
  const latest = useRef({ data, plan: plan?.name });
  latest.current = { data, plan: plan?.name };
  useEffect(() => {
    if (!restored || !validEmail) return;
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      try {
        await fetch("/api/drafts", {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ email, data: draftOf(latest.current.data), plan: latest.current.plan }),
          signal: controller.signal,
        });
      } catch {
        // Drafts are a convenience: the wizard goes on without them.
      }
    }, 600);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [email, validEmail, restored]);

  if (plan === undefined) {
    return (
      <main id="main" className="mx-auto max-w-3xl px-4 pb-20 pt-32 text-center">
        <h1 className="text-3xl font-bold">Onboarding</h1>
        <p className="mt-4 text-muted-foreground" role="status">
          Loading your onboarding...
        </p>
      </main>
    );
  }
  if (plan === null) {
    return (
      <main id="main" className="mx-auto max-w-3xl px-4 pb-20 pt-32 text-center">
        <h1 className="text-3xl font-bold">Onboarding</h1>
        <p className="mt-4 text-lg" role="alert">
          {wizardMessages.noPlan}
        </p>
        <Button asChild size="lg" className="mt-8">
          <Link to="/pricing">Go to pricing</Link>
        </Button>
      </main>
    );
  }

  const errors: StepErrors = stepErrors(step, data, plan.name);
  const valid = Object.keys(errors).length === 0;
  const shown = (key: string) => (showErrors ? errors[key] : undefined);
  const percent = Math.round((step / steps.length) * 100);
  const limit = platformLimit(plan.name);

  const setBusiness = (patch: Partial<WizardData["businessInfo"]>) =>
    setData((d) => ({ ...d, businessInfo: { ...d.businessInfo, ...patch } }));
  const setAccount = (patch: Partial<WizardData["accountInfo"]>) =>
    setData((d) => ({ ...d, accountInfo: { ...d.accountInfo, ...patch } }));

  function next() {
    if (!valid) {
      setShowErrors(true);
      return;
    }
    setShowErrors(false);
    setStep((s) => Math.min(6, s + 1));
    window.scrollTo({ top: 0 });
  }

  function toCheckout() {
    try {
      rememberPassword(data.accountInfo.password);
      storeWizard(data, 6);
      const query = new URLSearchParams({
        plan: plan?.name ?? "",
        price: String(plan?.price.lkr ?? ""),
        service: plan?.service ?? "",
        email: data.accountInfo.workEmail.trim(),
        businessName: data.businessInfo.businessName.trim(),
      });
      navigate(`/checkout?${query}`);
    } catch {
      showFormToast({ type: "error", title: "Error", description: wizardMessages.prepareFailed });
    }
  }

  return (
    <main id="main" className="mx-auto max-w-3xl px-4 pb-20 pt-28 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-primary">
            {plan.name} · {plan.service}
          </p>
          <h1 className="mt-1 text-3xl font-bold">{steps[step - 1]}</h1>
        </div>
        <Button variant="ghost" asChild>
          <Link to="/services">Save &amp; Exit</Link>
        </Button>
      </div>
      <div className="mt-6 grid gap-2">
        <div className="flex justify-between text-sm text-muted-foreground">
          <span>
            Step {step} of {steps.length}
          </span>
          <span>{percent}%</span>
        </div>
        <Progress value={percent} aria-label={`Onboarding progress, ${percent}%`} />
      </div>

      <form
        className="mt-8 rounded-2xl border border-border bg-card p-6 sm:p-8"
        noValidate
        aria-label={`Step ${step}: ${steps[step - 1]}`}
        onSubmit={(event) => {
          event.preventDefault();
          if (step < 6) next();
        }}
      >
        {step === 1 && (
          <div className="grid gap-5">
            <div className="grid gap-2">
              <Label htmlFor="businessName">Business Name *</Label>
              <Input
                id="businessName"
                value={data.businessInfo.businessName}
                onChange={(e) => setBusiness({ businessName: e.target.value })}
                aria-invalid={shown("businessName") ? true : undefined}
                aria-describedby="businessName-error"
                autoComplete="organization"
              />
              <FieldError id="businessName-error" message={shown("businessName")} />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="industry">Industry *</Label>
              <Select
                id="industry"
                value={data.businessInfo.industry}
                onChange={(e) => setBusiness({ industry: e.target.value })}
                aria-invalid={shown("industry") ? true : undefined}
                aria-describedby="industry-error"
              >
                <option value="">Select your industry</option>
                {industries.map((i) => (
                  <option key={i} value={i}>
                    {i}
                  </option>
                ))}
              </Select>
              <FieldError id="industry-error" message={shown("industry")} />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="website">Website (optional)</Label>
              <Input
                id="website"
                type="url"
                placeholder="https://yourbusiness.lk"
                value={data.businessInfo.website}
                onChange={(e) => setBusiness({ website: e.target.value })}
                aria-invalid={shown("website") ? true : undefined}
                aria-describedby="website-error"
              />
              <FieldError id="website-error" message={shown("website")} />
            </div>
          </div>
        )}
        {step === 2 && (
          <ChoiceGrid
            legend="What are your marketing goals?"
            options={marketingGoals}
            selected={data.marketingGoals}
            type="checkbox"
            name="marketingGoals"
            error={shown("marketingGoals")}
            onToggle={(goal) =>
              setData((d) => ({
                ...d,
                marketingGoals: d.marketingGoals.includes(goal)
                  ? d.marketingGoals.filter((g) => g !== goal)
                  : [...d.marketingGoals, goal],
              }))
            }
          />
        )}
        {step === 3 && (
          <div className="grid gap-3">
            <p className="text-sm text-muted-foreground">
              Your {plan.name} plan includes up to {limit} platforms.
            </p>
            <ChoiceGrid
              legend="Which platforms should we manage?"
              options={platforms}
              selected={data.platformPreferences}
              type="checkbox"
              name="platformPreferences"
              error={shown("platformPreferences")}
              onToggle={(platform) => {
                if (data.platformPreferences.includes(platform)) {
                  setData((d) => ({ ...d, platformPreferences: d.platformPreferences.filter((p) => p !== platform) }));
                } else if (data.platformPreferences.length >= limit) {
                  showFormToast({
                    type: "error",
                    title: wizardMessages.platformLimitTitle,
                    description: platformLimitText(plan.name, limit),
                  });
                } else {
                  setData((d) => ({ ...d, platformPreferences: [...d.platformPreferences, platform] }));
                }
              }}
            />
          </div>
        )}
        {step === 4 && (
          <ChoiceGrid
            legend="How did you hear about us?"
            options={hearAboutUsOptions}
            selected={data.hearAboutUs ? [data.hearAboutUs] : []}
            type="radio"
            name="hearAboutUs"
            error={shown("hearAboutUs")}
            onToggle={(option) => setData((d) => ({ ...d, hearAboutUs: option }))}
          />
        )}
        {step === 5 && (
          <div className="grid gap-5">
            <div className="grid gap-2">
              <Label htmlFor="fullName">Full Name *</Label>
              <Input
                id="fullName"
                autoComplete="name"
                value={data.accountInfo.fullName}
                onChange={(e) => setAccount({ fullName: e.target.value })}
                aria-invalid={shown("fullName") ? true : undefined}
                aria-describedby="fullName-error"
              />
              <FieldError id="fullName-error" message={shown("fullName")} />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="workEmail">Work Email *</Label>
              <Input
                id="workEmail"
                type="email"
                autoComplete="email"
                value={data.accountInfo.workEmail}
                onChange={(e) => setAccount({ workEmail: e.target.value })}
                aria-invalid={shown("workEmail") ? true : undefined}
                aria-describedby="workEmail-error"
              />
              <FieldError id="workEmail-error" message={shown("workEmail")} />
              {validEmail && <DraftLinkOffer key={email} email={email} />}
            </div>
            <div className="grid gap-2">
              <Label htmlFor="phone">Phone Number *</Label>
              <div className="flex gap-2">
                <Select
                  aria-label="Country code"
                  className="w-36"
                  value={data.accountInfo.countryCode}
                  onChange={(e) => setAccount({ countryCode: e.target.value })}
                >
                  {dialCodes.map((d) => (
                    <option key={`${d.code}-${d.country}`} value={d.code}>
                      {d.code} {d.country}
                    </option>
                  ))}
                </Select>
                <Input
                  id="phone"
                  inputMode="numeric"
                  autoComplete="tel-national"
                  value={data.accountInfo.phone}
                  onChange={(e) => setAccount({ phone: phoneDigits(e.target.value) })}
                  aria-invalid={shown("phone") ? true : undefined}
                  aria-describedby="phone-error"
                />
              </div>
              <FieldError id="phone-error" message={shown("phone")} />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="password">Password *</Label>
              <Input
                id="password"
                type="password"
                autoComplete="new-password"
                value={data.accountInfo.password}
                onChange={(e) => setAccount({ password: e.target.value })}
                aria-invalid={shown("password") ? true : undefined}
                aria-describedby="password-error"
              />
              <StrengthMeter password={data.accountInfo.password} />
              <FieldError id="password-error" message={shown("password")} />
              <p className="text-xs text-muted-foreground">
                You will sign in to Fli DESK with your desk ID and this password.
              </p>
            </div>
          </div>
        )}
        {step === 6 && (
          <div className="grid gap-6">
            <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
              <dt className="text-muted-foreground">Plan</dt>
              <dd>
                {plan.name} ({plan.service}): {formatLkr(plan.price.lkr)}/month ({formatUsdApprox(plan.price.usd)})
              </dd>
              <dt className="text-muted-foreground">Business</dt>
              <dd>
                {data.businessInfo.businessName} · {data.businessInfo.industry}
                {data.businessInfo.website ? ` · ${data.businessInfo.website}` : ""}
              </dd>
              <dt className="text-muted-foreground">Goals</dt>
              <dd>{data.marketingGoals.join(", ")}</dd>
              <dt className="text-muted-foreground">Platforms</dt>
              <dd>{data.platformPreferences.join(", ")}</dd>
              <dt className="text-muted-foreground">Heard about us</dt>
              <dd>{data.hearAboutUs}</dd>
              <dt className="text-muted-foreground">Account owner</dt>
              <dd>
                {data.accountInfo.fullName} · {data.accountInfo.workEmail} · {data.accountInfo.countryCode}
                {data.accountInfo.phone}
              </dd>
            </dl>
            <div className="rounded-lg border border-primary/40 bg-accent/40 p-4">
              <p className="font-semibold">Save 10% with annual billing</p>
              <p className="text-sm text-muted-foreground">
                You can resume within 3 days: unfinished onboarding data is deleted after 3 days.
              </p>
            </div>
          </div>
        )}

        <div className="mt-8 flex items-center justify-between gap-4">
          <Button
            type="button"
            variant="outline"
            disabled={step === 1}
            onClick={() => setStep((s) => Math.max(1, s - 1))}
          >
            <ArrowLeftIcon aria-hidden="true" /> Back
          </Button>
          {step < 6 ? (
            // Next stays clickable: on an incomplete step it shows what is missing instead of moving on.
            <Button type="submit">
              Next <ArrowRightIcon aria-hidden="true" />
            </Button>
          ) : (
            <Button type="button" size="lg" onClick={toCheckout}>
              Checkout
            </Button>
          )}
        </div>
      </form>
    </main>
  );
}
