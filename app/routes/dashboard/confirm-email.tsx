import { data, Form, Link, redirect, useActionData, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { AccountCard, emailChangeMessages, LinkNotValid } from "~/features/accounts";
import { confirmEmailChange, findEmailChange } from "~/features/accounts/index.server";
import { answer } from "~/lib/answer.server";
import { clientContext, dbContext } from "~/lib/context.server";
import { refusalOf } from "~/lib/result";
import type { Route } from "./+types/confirm-email";

export const meta: Route.MetaFunction = () => [
  { title: "Confirm your new email | Fli DESK" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ params, context }: Route.LoaderArgs) {
  const found = await findEmailChange(context.get(dbContext), params.token);
  if (!found) return data({ change: null }, { status: 410 });
  const { state, newEmail, flideskId } = found;
  return { change: { state, newEmail, flideskId } };
}

/**
 * The button on the page confirms (a link opened by a mail scanner changes nothing), then the page reloads into
 * its "changed" state, so a refresh does not post again.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const result = await confirmEmailChange(context.get(dbContext), params.token, context.get(clientContext).clientIp);
  if (result.ok) return redirect(new URL(request.url).pathname);
  return answer(result, { status: result.problem.kind === "not-found" ? 410 : undefined });
}

export default function ConfirmEmail({ loaderData }: Route.ComponentProps) {
  const refusal = refusalOf(useActionData<typeof action>());
  const busy = useNavigation().state !== "idle";
  const { change } = loaderData;
  if (change?.state === "done") {
    return (
      <AccountCard>
        <h1 className="font-sans text-2xl font-bold">Email address changed</h1>
        <p role="status" className="mt-2 text-muted-foreground">
          {emailChangeMessages.changed(change.newEmail)}
        </p>
        <Button asChild className="mt-6">
          <Link to="/dashboard/profile">Go to your profile</Link>
        </Button>
      </AccountCard>
    );
  }
  return (
    <AccountCard>
      {change && !refusal ? (
        <>
          <h1 className="font-sans text-2xl font-bold">Confirm your new email address</h1>
          <p className="mt-2 text-muted-foreground">
            Use <span className="break-all font-semibold text-foreground">{change.newEmail}</span> for Fli DESK ID{" "}
            <span className="font-mono font-semibold text-foreground">{change.flideskId}</span>?
          </p>
          <Form method="post" className="mt-6">
            <Button type="submit" size="lg" disabled={busy}>
              {busy ? "Confirming..." : "Confirm new email"}
            </Button>
          </Form>
        </>
      ) : (
        <LinkNotValid title="Confirmation link not valid">{refusal ?? emailChangeMessages.gone}</LinkNotValid>
      )}
    </AccountCard>
  );
}
