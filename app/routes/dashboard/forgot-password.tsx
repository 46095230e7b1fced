import { Form, Link, useActionData, useNavigation } from "react-router";
import { TextField } from "~/components/forms";
import { AccountCard, FormSubmit } from "~/features/accounts";
import {
  accountTexts,
  clientFrom,
  forgotPasswordSchemaOf,
  requestPasswordReset,
  servicesFrom,
} from "~/features/accounts/index.server";
import { answer } from "~/lib/answer.server";
import { readForm } from "~/lib/forms.server";
import { parseFormData } from "~/lib/parse.server";
import { portalLocaleOf } from "~/lib/portal-locale.server";
import { loadPortalTexts, usePortalTexts } from "~/lib/portal-texts";
import { refusalOf } from "~/lib/result";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Forgot password | Fli DESK" },
  { name: "robots", content: "noindex, nofollow" },
];

/** Before sign-in: the last public page's language (decision 49). */
export async function loader({ request }: Route.LoaderArgs) {
  const portalLocale = portalLocaleOf(request, null);
  const { m } = await loadPortalTexts(portalLocale);
  return { portalLocale, title: m.auth_forgot_page_title() };
}

/** Always the same sentence when the input is well formed: whether an account matched is nobody's business here. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  // The answer in the page's language: the last public page's, as the loader shows it (decision 49).
  const locale = portalLocaleOf(request, null);
  const t = accountTexts((await loadPortalTexts(locale)).m, locale);
  const input = parseFormData(form, forgotPasswordSchemaOf(t));
  const result = input.ok
    ? await requestPasswordReset(servicesFrom(context), clientFrom(context), input.value, t)
    : input;
  // Without JavaScript the page is rendered anew: a refused form gets what was typed back.
  const identifier = String(form.get("identifier") ?? "").slice(0, 254);
  return answer(result, { values: { identifier } });
}

export default function ForgotPassword() {
  const sent = useActionData<typeof action>();
  const refusal = refusalOf(sent);
  const busy = useNavigation().state !== "idle";
  const { m } = usePortalTexts();
  return (
    <AccountCard>
      <h1 className="font-sans text-2xl font-bold">{m.auth_forgot_title()}</h1>
      <p className="mt-2 text-muted-foreground">{m.auth_forgot_intro()}</p>
      {sent?.ok ? (
        <p role="status" className="mt-6 rounded-lg border border-border bg-muted/40 p-4 text-sm">
          {sent.message}
        </p>
      ) : (
        <Form method="post" className="mt-6 grid gap-4" noValidate>
          <TextField
            id="identifier"
            label={m.auth_forgot_field()}
            name="identifier"
            autoComplete="username"
            defaultValue={sent?.ok === false ? sent.values?.identifier : undefined}
            aria-invalid={refusal ? true : undefined}
            required
          />
          <FormSubmit error={refusal} busy={busy} label={m.auth_forgot_submit()} busyLabel={m.auth_forgot_busy()} />
        </Form>
      )}
      <p className="mt-6 text-sm">
        <Link to="/dashboard/auth" className="underline">
          {m.auth_back_to_sign_in()}
        </Link>
      </p>
    </AccountCard>
  );
}
