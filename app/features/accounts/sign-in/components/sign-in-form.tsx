import { useEffect } from "react";
import { Form, Link } from "react-router";
import { showFormToast } from "~/components/form-status";
import { TextField } from "~/components/forms";
import { type PortalMessages, usePortalTexts } from "~/lib/portal-texts";
import { type Answer, refusalOf } from "~/lib/result";
import { FormSubmit } from "../../components/form-submit";
import { loginTexts, type PaymentOutcome } from "../login";

/** docs/product.md, Accounts and sign-in: the banners and toasts after a payment, in the page's language. */
export const paymentTexts: Record<PaymentOutcome, (m: PortalMessages) => { toast: string; text: string }> = {
  success: (m) => ({ toast: m.auth_payment_success_toast(), text: m.auth_payment_success_text() }),
  failed: (m) => ({ toast: m.auth_payment_failed_toast(), text: m.auth_payment_failed_text() }),
  error: (m) => ({ toast: m.auth_payment_error_toast(), text: m.auth_payment_error_text() }),
};

/**
 * The refusal in a toast too (once per answer, so a second wrong password toasts again), and the payment's
 * outcome once, when the page opens after a payment.
 */
export function useSignInToasts(answer: Answer | undefined, payment: PaymentOutcome | null) {
  const { m } = usePortalTexts();
  // Each post's answer is a new object: the same refusal twice is toasted twice.
  useEffect(() => {
    const refusal = refusalOf(answer);
    if (refusal) showFormToast({ type: "error", title: loginTexts(m).errorTitle, description: refusal });
  }, [answer, m]);
  useEffect(() => {
    if (!payment) return;
    const banner = paymentTexts[payment](m);
    showFormToast({ type: payment === "success" ? "success" : "error", title: banner.toast, description: banner.text });
  }, [payment, m]);
}

/** docs/product.md, Accounts and sign-in: desk ID and password, and the terms the user agrees to. */
export function SignInForm({ error, busy, deskId }: { error?: string; busy: boolean; deskId?: string | null }) {
  const { m } = usePortalTexts();
  return (
    <div className="rounded-2xl border border-border bg-card p-6 sm:p-8">
      <h1 className="font-sans text-2xl font-bold">{m.auth_title()}</h1>
      <Form method="post" className="mt-6 grid gap-4" noValidate>
        <TextField
          id="flideskId"
          label={m.auth_desk_id()}
          name="flideskId"
          placeholder="FLD-XXXXX"
          autoComplete="username"
          defaultValue={deskId ?? undefined}
          className="uppercase placeholder:normal-case"
          required
        />
        <TextField
          id="password"
          label={m.auth_password()}
          beside={
            <Link to="/dashboard/forgot-password" className="text-sm underline">
              {m.auth_forgot()}
            </Link>
          }
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
        <FormSubmit error={error} busy={busy} label={m.auth_submit()} busyLabel={m.auth_busy()} />
      </Form>
      <p className="mt-6 text-center text-xs text-muted-foreground">
        {m.auth_agree()}{" "}
        <Link to="/dashboard/terms-and-conditions" className="underline">
          {m.auth_terms()}
        </Link>{" "}
        {m.auth_and()}{" "}
        <Link to="/dashboard/privacy-policy" className="underline">
          {m.auth_privacy()}
        </Link>
        .
      </p>
    </div>
  );
}
