import { Form, Link, useActionData, useNavigation } from "react-router";
import { TextField } from "~/components/forms";
import { AccountCard, FormSubmit } from "~/features/accounts";
import { clientFrom, forgotPasswordSchema, requestPasswordReset, servicesFrom } from "~/features/accounts/index.server";
import { answer } from "~/lib/answer.server";
import { readForm } from "~/lib/forms.server";
import { parseFormData } from "~/lib/parse.server";
import { refusalOf } from "~/lib/result";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = () => [
  { title: "Forgot password | Fli DESK" },
  { name: "robots", content: "noindex, nofollow" },
];

/** Always the same sentence when the input is well formed: whether an account matched is nobody's business here. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const input = parseFormData(form, forgotPasswordSchema);
  const result = input.ok ? await requestPasswordReset(servicesFrom(context), clientFrom(context), input.value) : input;
  // Without JavaScript the page is rendered anew: a refused form gets what was typed back.
  const identifier = String(form.get("identifier") ?? "").slice(0, 254);
  return answer(result, { values: { identifier } });
}

export default function ForgotPassword() {
  const sent = useActionData<typeof action>();
  const refusal = refusalOf(sent);
  const busy = useNavigation().state !== "idle";
  return (
    <AccountCard>
      <h1 className="font-sans text-2xl font-bold">Forgot your password?</h1>
      <p className="mt-2 text-muted-foreground">
        Enter your Fli DESK ID or your account's email address. We will mail you a link to set a new password.
      </p>
      {sent?.ok ? (
        <p role="status" className="mt-6 rounded-lg border border-border bg-muted/40 p-4 text-sm">
          {sent.message}
        </p>
      ) : (
        <Form method="post" className="mt-6 grid gap-4" noValidate>
          <TextField
            id="identifier"
            label="Fli DESK ID or email"
            name="identifier"
            autoComplete="username"
            defaultValue={sent?.ok === false ? sent.values?.identifier : undefined}
            aria-invalid={refusal ? true : undefined}
            required
          />
          <FormSubmit error={refusal} busy={busy} label="Send reset link" busyLabel="Sending..." />
        </Form>
      )}
      <p className="mt-6 text-sm">
        <Link to="/dashboard/auth" className="underline">
          Back to sign in
        </Link>
      </p>
    </AccountCard>
  );
}
