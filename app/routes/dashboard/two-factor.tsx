import { data, Form, Link, redirect, useActionData, useNavigation } from "react-router";
import { TextField } from "~/components/forms";
import { AccountCard, CODE_MAX, FormSubmit, safeRedirect } from "~/features/accounts";
import {
  answerChallenge,
  clientFrom,
  codeSchemaOf,
  deviceCookie,
  findChallenge,
  servicesFrom,
  twoFactorTexts,
} from "~/features/accounts/index.server";
import { dbContext, envContext } from "~/lib/context.server";
import { isDatabaseUnavailable, logError } from "~/lib/errors.server";
import { problemInit } from "~/lib/http.server";
import { parseForm } from "~/lib/parse.server";
import { portalLocaleOf } from "~/lib/portal-locale.server";
import { loadPortalTexts, usePortalTexts } from "~/lib/portal-texts";
import type { Route } from "./+types/two-factor";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Two-factor sign-in | Fli DESK" },
  { name: "robots", content: "noindex, nofollow" },
];

const redirectToOf = (request: Request) => safeRedirect(new URL(request.url).searchParams.get("redirectTo"));

/** The second step of a sign-in: only after a correct password (an open challenge), else back to the first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const challenge = await findChallenge(context.get(dbContext), request);
  if (!challenge) throw redirect("/dashboard/auth");
  // The language of the person signing in: their profile's choice, else the last public page's (decision 49).
  const portalLocale = portalLocaleOf(request, challenge);
  const { m } = await loadPortalTexts(portalLocale);
  return { flideskId: challenge.flideskId, portalLocale, title: m.auth_2fa_page_title() };
}

/** A right code makes the session (and remembers the browser, as a sign-in does); a wrong one says so. */
export async function action({ request, context }: Route.ActionArgs) {
  // Before the challenge is found, the language of the page itself (the last public page's).
  let locale = portalLocaleOf(request, null);
  try {
    // The answer speaks the language of the account whose challenge this is, while it is open.
    const challenge = await findChallenge(context.get(dbContext), request);
    locale = portalLocaleOf(request, challenge);
    const texts = twoFactorTexts((await loadPortalTexts(locale)).m);
    const input = await parseForm(request, codeSchemaOf(texts));
    const result = input.ok
      ? await answerChallenge(servicesFrom(context), clientFrom(context), request, input.value, texts, locale)
      : input;
    if (!result.ok) {
      const gone = result.problem.kind === "unauthorized";
      return data({ error: result.problem.message, gone }, problemInit(result.problem));
    }
    const headers = new Headers();
    for (const cookie of result.value.cookies) headers.append("Set-Cookie", cookie);
    headers.append("Set-Cookie", deviceCookie(context.get(envContext), result.value.user.flideskId));
    return redirect(redirectToOf(request), { headers });
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error;
    logError(error, "POST /dashboard/two-factor");
    const { m } = await loadPortalTexts(locale);
    return data({ error: m.auth_unexpected(), gone: false }, { status: 500 });
  }
}

export default function TwoFactor({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const { m } = usePortalTexts();
  return (
    <AccountCard>
      <h1 className="font-sans text-2xl font-bold">{m.profile_2fa_title()}</h1>
      <p className="mt-2 text-muted-foreground">
        {m.auth_2fa_signing_in()}{" "}
        <span className="font-mono font-semibold text-foreground">{loaderData.flideskId}</span>. {m.auth_2fa_enter()}
      </p>
      <Form method="post" className="mt-6 grid gap-4" noValidate>
        <TextField
          id="code"
          label={m.auth_2fa_code()}
          name="code"
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={CODE_MAX}
          error={answer && !answer.gone ? answer.error : undefined}
          hint={m.auth_2fa_hint()}
          required
        />
        {/* A wrong code is the field's error, tied to it; a sign-in that has ended is the form's. */}
        <FormSubmit
          error={answer?.gone ? answer.error : undefined}
          busy={busy}
          label={m.auth_2fa_verify()}
          busyLabel={m.auth_2fa_checking()}
        />
      </Form>
      <p className="mt-6 text-sm">
        <Link to="/dashboard/auth" className="underline">
          {answer?.gone ? m.auth_sign_in_again() : m.auth_back_to_sign_in()}
        </Link>
      </p>
    </AccountCard>
  );
}
