import { data, Form, Link, redirect, useActionData, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { AccountCard, LinkNotValid } from "~/features/accounts";
import { accountTexts, confirmEmailChange, findEmailChange } from "~/features/accounts/index.server";
import { answer } from "~/lib/answer.server";
import { clientContext, dbContext } from "~/lib/context.server";
import { portalLocaleOf } from "~/lib/portal-locale.server";
import { loadPortalTexts, usePortalTexts } from "~/lib/portal-texts";
import { refusalOf } from "~/lib/result";
import type { Route } from "./+types/confirm-email";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Confirm your new email | Fli DESK" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const found = await findEmailChange(context.get(dbContext), params.token);
  // Opened from a mail, maybe signed out: the last public page's language (decision 49).
  const portalLocale = portalLocaleOf(request, null);
  const { m } = await loadPortalTexts(portalLocale);
  const shown = { portalLocale, title: m.auth_confirm_email_page_title() };
  if (!found) return data({ ...shown, change: null }, { status: 410 });
  const { state, newEmail, flideskId } = found;
  return { ...shown, change: { state, newEmail, flideskId } };
}

/**
 * The button on the page confirms (a link opened by a mail scanner changes nothing), then the page reloads into
 * its "changed" state, so a refresh does not post again.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  // The answer in the page's language: the last public page's, as the loader shows it (decision 49).
  const locale = portalLocaleOf(request, null);
  const t = accountTexts((await loadPortalTexts(locale)).m, locale);
  const result = await confirmEmailChange(context.get(dbContext), params.token, context.get(clientContext).clientIp, t);
  if (result.ok) return redirect(new URL(request.url).pathname);
  return answer(result, { status: result.problem.kind === "not-found" ? 410 : undefined });
}

export default function ConfirmEmail({ loaderData }: Route.ComponentProps) {
  const refusal = refusalOf(useActionData<typeof action>());
  const busy = useNavigation().state !== "idle";
  const { change } = loaderData;
  const { m } = usePortalTexts();
  if (change?.state === "done") {
    return (
      <AccountCard>
        <h1 className="font-sans text-2xl font-bold">{m.auth_email_changed_title()}</h1>
        <p role="status" className="mt-2 text-muted-foreground">
          {m.auth_email_changed({ email: change.newEmail })}
        </p>
        <Button asChild className="mt-6">
          <Link to="/dashboard/profile">{m.auth_go_to_profile()}</Link>
        </Button>
      </AccountCard>
    );
  }
  return (
    <AccountCard>
      {change && !refusal ? (
        <>
          <h1 className="font-sans text-2xl font-bold">{m.auth_confirm_email_title()}</h1>
          {/* One sentence: Sinhala and Tamil put the address and the ID in another order. */}
          <p className="mt-2 break-all text-muted-foreground">
            {m.auth_confirm_email_question({ email: change.newEmail, id: change.flideskId })}
          </p>
          <Form method="post" className="mt-6">
            <Button type="submit" size="lg" disabled={busy}>
              {busy ? m.auth_confirming() : m.auth_confirm_email_submit()}
            </Button>
          </Form>
        </>
      ) : (
        <LinkNotValid title={m.auth_confirm_link_gone_title()}>{refusal ?? m.auth_confirm_link_gone()}</LinkNotValid>
      )}
    </AccountCard>
  );
}
