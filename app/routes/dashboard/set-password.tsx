import { data, redirect, useActionData, useNavigation } from "react-router";
import { AccountCard, LinkNotValid, SetPasswordForm } from "~/features/accounts";
import {
  clientFrom,
  type PasswordLinkKind,
  passwordLinks,
  servicesFrom,
  signInCookies,
} from "~/features/accounts/index.server";
import { answer } from "~/lib/answer.server";
import { clientContext, dbContext } from "~/lib/context.server";
import { readForm } from "~/lib/forms.server";
import { refusalOf } from "~/lib/result";
import type { Route } from "./+types/set-password";

/** Which link this is: the path is /dashboard/invite/:token or /dashboard/reset/:token (app/routes.ts). */
const kindOf = (request: Request): PasswordLinkKind =>
  new URL(request.url).pathname.startsWith("/dashboard/reset/") ? "reset" : "invite";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data && texts[data.kind].title} | Fli DESK` },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const kind = kindOf(request);
  const link = await passwordLinks[kind].find(context.get(dbContext), params.token);
  if (!link) return data({ kind, flideskId: null }, { status: 410 });
  return { kind, flideskId: link.flideskId };
}

/**
 * A one-time link sets a password and signs the user in (this browser is remembered for the desk ID, as after a
 * sign-in): an invite's first password, or a reset's new one. A link that is unknown, replaced, used or expired
 * answers 410, whatever was typed.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const result = await passwordLinks[kindOf(request)].complete(
    context.get(dbContext),
    params.token,
    form,
    context.get(clientContext).clientIp,
  );
  if (!result.ok) return answer(result, { status: result.problem.kind === "not-found" ? 410 : undefined });
  const next = await signInCookies(servicesFrom(context), clientFrom(context), request, result.value);
  return redirect(next.to, { headers: next.headers });
}

const texts = {
  invite: {
    title: "Set your password",
    intro: "Choose a password to sign in with it.",
    submit: "Set password and sign in",
    goneTitle: "Invite link not valid",
    gone: "This invite link is invalid, used or expired. A new invite replaces the older links. If you have already set your password, sign in with it; otherwise ask your admin for a new link.",
  },
  reset: {
    title: "Set a new password",
    intro: "Every device signed in to it is signed out; this one is signed in with the new password.",
    submit: "Save password and sign in",
    goneTitle: "Reset link not valid",
    gone: "This reset link is invalid, used or expired. Only the newest link works, once, for 30 minutes. Ask for a new one from the sign-in page.",
  },
} satisfies Record<PasswordLinkKind, Record<string, string>>;

export default function SetPassword({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const { kind, flideskId } = loaderData;
  const text = texts[kind];
  return (
    <AccountCard>
      {flideskId ? (
        <SetPasswordForm
          title={text.title}
          intro={
            <>
              Your Fli DESK ID is <span className="font-mono font-semibold text-foreground">{flideskId}</span>.{" "}
              {text.intro}
            </>
          }
          submitLabel={text.submit}
          error={refusalOf(actionData)}
          busy={busy}
        />
      ) : (
        <LinkNotValid title={text.goneTitle}>{text.gone}</LinkNotValid>
      )}
    </AccountCard>
  );
}
