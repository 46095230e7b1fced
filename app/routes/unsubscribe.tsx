import { data, Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { AccountCard } from "~/features/accounts";
import { mailModeOff } from "~/features/notifications/preferences.server";
import { readUnsubscribeLink, unsubscribe } from "~/features/notifications/unsubscribe.server";
import { answer } from "~/lib/answer.server";
import { dbContext, envContext } from "~/lib/context.server";
import { problemInit } from "~/lib/http.server";
import { profileSections } from "~/lib/portal-areas";
import type { Answer } from "~/lib/result";
import type { Route } from "./+types/unsubscribe";

export const meta: Route.MetaFunction = () => [
  { title: "Unsubscribe | Fli DESK" },
  { name: "robots", content: "noindex, nofollow" },
];

type Page = { state: "invalid"; message: string } | { state: "confirm" | "done"; name: string };

/**
 * A mail's unsubscribe link, no sign-in needed. Opening it changes nothing (mail scanners open links); it shows the
 * button, or that these mails are off already.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const link = await readUnsubscribeLink(context.get(dbContext), context.get(envContext).SESSION_SECRET, params.token);
  if (!link.ok) return data<Page>({ state: "invalid", message: link.problem.message }, problemInit(link.problem));
  const { userId, kind, name } = link.value;
  const off = await mailModeOff(context.get(dbContext), userId, kind);
  return data<Page>({ state: off ? "done" : "confirm", name });
}

/** The page's button, or a mail client's one-click POST (RFC 8058): turns the mails off and says so, every time. */
export async function action({ params, context }: Route.ActionArgs) {
  return answer(await unsubscribe(context.get(dbContext), context.get(envContext).SESSION_SECRET, params.token));
}

/** The page after the button: the action's answer as the loader's states. */
const pageOf = (answered: Answer<{ name: string }>): Page =>
  answered.ok ? { state: "done", name: answered.name } : { state: "invalid", message: answered.message };

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const page = actionData ? pageOf(actionData) : loaderData;
  const busy = useNavigation().state !== "idle";
  return (
    <AccountCard>
      {page.state === "invalid" ? (
        <>
          <h1 className="font-sans text-2xl font-bold">Unsubscribe link not valid</h1>
          <p className="mt-2 text-muted-foreground">{page.message}</p>
        </>
      ) : page.state === "done" ? (
        <>
          <h1 className="font-sans text-2xl font-bold">You are unsubscribed</h1>
          <p role="status" className="mt-2 text-muted-foreground">
            {`You will no longer get mails about ${page.name}. They still show under the bell in Fli DESK.`}
          </p>
        </>
      ) : (
        <>
          <h1 className="font-sans text-2xl font-bold">Unsubscribe</h1>
          <p className="mt-2 text-muted-foreground">{`Stop the mails about ${page.name}?`}</p>
          <Form method="post" className="mt-6">
            <Button type="submit" size="lg" disabled={busy}>
              {busy ? "Unsubscribing..." : "Unsubscribe"}
            </Button>
          </Form>
        </>
      )}
      <p className="mt-6 text-sm text-muted-foreground">
        Choose how each kind is mailed on your{" "}
        <Link to={profileSections.notifications} className="font-medium text-primary underline">
          Fli DESK profile
        </Link>
        .
      </p>
    </AccountCard>
  );
}
