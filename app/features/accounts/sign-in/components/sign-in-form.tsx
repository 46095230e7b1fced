import { useEffect } from "react";
import { Form, Link } from "react-router";
import { showFormToast } from "~/components/form-status";
import { TextField } from "~/components/forms";
import { type Answer, refusalOf } from "~/lib/result";
import { FormSubmit } from "../../components/form-submit";
import { loginMessages, type PaymentOutcome, paymentBanners } from "../login";

/**
 * The refusal in a toast too (once per answer, so a second wrong password toasts again), and the payment's
 * outcome once, when the page opens after a payment.
 */
export function useSignInToasts(answer: Answer | undefined, payment: PaymentOutcome | null) {
  // Each post's answer is a new object: the same refusal twice is toasted twice.
  useEffect(() => {
    const refusal = refusalOf(answer);
    if (refusal) showFormToast({ type: "error", title: loginMessages.errorTitle, description: refusal });
  }, [answer]);
  useEffect(() => {
    if (!payment) return;
    const banner = paymentBanners[payment];
    showFormToast({ type: payment === "success" ? "success" : "error", title: banner.toast, description: banner.text });
  }, [payment]);
}

/** docs/product.md, Accounts and sign-in: desk ID and password, and the terms the user agrees to. */
export function SignInForm({ error, busy, deskId }: { error?: string; busy: boolean; deskId?: string | null }) {
  return (
    <div className="rounded-2xl border border-border bg-card p-6 sm:p-8">
      <h1 className="font-sans text-2xl font-bold">Sign in to Fli DESK</h1>
      <Form method="post" className="mt-6 grid gap-4" noValidate>
        <TextField
          id="flideskId"
          label="Fli DESK ID"
          name="flideskId"
          placeholder="FLD-XXXXX"
          autoComplete="username"
          defaultValue={deskId ?? undefined}
          className="uppercase placeholder:normal-case"
          required
        />
        <TextField
          id="password"
          label="Password"
          beside={
            <Link to="/dashboard/forgot-password" className="text-sm underline">
              Forgot password?
            </Link>
          }
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
        <FormSubmit error={error} busy={busy} label="Access Dashboard" busyLabel="Signing in..." />
      </Form>
      <p className="mt-6 text-center text-xs text-muted-foreground">
        By signing in you agree to the{" "}
        <Link to="/dashboard/terms-and-conditions" className="underline">
          Terms and Conditions
        </Link>{" "}
        and the{" "}
        <Link to="/dashboard/privacy-policy" className="underline">
          Privacy Policy
        </Link>
        .
      </p>
    </div>
  );
}
