import { data, redirect, useActionData, useNavigation } from "react-router";
import { AccountCard, LinkNotValid, SetPasswordForm } from "~/features/accounts";
import {
  accountTexts,
  clientFrom,
  type PasswordLinkKind,
  passwordLinks,
  servicesFrom,
  signInCookies,
} from "~/features/accounts/index.server";
import { answer } from "~/lib/answer.server";
import { clientContext, dbContext } from "~/lib/context.server";
import { readForm } from "~/lib/forms.server";
import { portalLocaleOf } from "~/lib/portal-locale.server";
import { loadPortalTexts, type PortalMessages, usePortalTexts } from "~/lib/portal-texts";
import { refusalOf } from "~/lib/result";
import type { Route } from "./+types/set-password";

/** Which link this is: the path is /dashboard/invite/:token or /dashboard/reset/:token (app/routes.ts). */
const kindOf = (request: Request): PasswordLinkKind =>
  new URL(request.url).pathname.startsWith("/dashboard/reset/") ? "reset" : "invite";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const kind = kindOf(request);
  const link = await passwordLinks[kind].find(context.get(dbContext), params.token);
  // Before sign-in: the last public page's language (decision 49).
  const portalLocale = portalLocaleOf(request, null);
  const { m } = await loadPortalTexts(portalLocale);
  const shown = { kind, portalLocale, title: `${texts[kind](m).title} | Fli DESK` };
  if (!link) return data({ ...shown, flideskId: null }, { status: 410 });
  return { ...shown, flideskId: link.flideskId };
}

/**
 * A one-time link sets a password and signs the user in (this browser is remembered for the desk ID, as after a
 * sign-in): an invite's first password, or a reset's new one. A link that is unknown, replaced, used or expired
 * answers 410, whatever was typed.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  // The answers in the page's language: the last public page's, as the loader shows it (decision 49).
  const locale = portalLocaleOf(request, null);
  const { m } = await loadPortalTexts(locale);
  const result = await passwordLinks[kindOf(request)].complete(
    context.get(dbContext),
    params.token,
    form,
    context.get(clientContext).clientIp,
    accountTexts(m, locale),
  );
  if (!result.ok) return answer(result, { status: result.problem.kind === "not-found" ? 410 : undefined });
  const next = await signInCookies(servicesFrom(context), clientFrom(context), request, result.value);
  return redirect(next.to, { headers: next.headers });
}

/** Each link's words, in the page's language (decision 49). */
const texts = {
  invite: (m: PortalMessages) => ({
    title: m.auth_invite_title(),
    intro: m.auth_invite_intro(),
    submit: m.auth_invite_submit(),
    goneTitle: m.auth_invite_gone_title(),
    gone: m.auth_invite_gone(),
  }),
  reset: (m: PortalMessages) => ({
    title: m.auth_reset_title(),
    intro: m.auth_reset_intro(),
    submit: m.auth_reset_submit(),
    goneTitle: m.auth_reset_gone_title(),
    gone: m.auth_reset_gone(),
  }),
} satisfies Record<PasswordLinkKind, (m: PortalMessages) => Record<string, string>>;

export default function SetPassword({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const { kind, flideskId } = loaderData;
  const { m } = usePortalTexts();
  const text = texts[kind](m);
  return (
    <AccountCard>
      {flideskId ? (
        <SetPasswordForm
          title={text.title}
          intro={
            <>
              {m.auth_your_desk_id_is()} <span className="font-mono font-semibold text-foreground">{flideskId}</span>.{" "}
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
