import { data, Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { AccountCard } from "~/features/accounts";
import { mailModeOff } from "~/features/notifications/preferences.server";
import { readUnsubscribeLink, scopeName, unsubscribe } from "~/features/notifications/unsubscribe.server";
import { answer } from "~/lib/answer.server";
import { dbContext, envContext } from "~/lib/context.server";
import { problemInit } from "~/lib/http.server";
import { profileSections } from "~/lib/portal-areas";
import { portalTextsOf } from "~/lib/portal-locale.server";
import { usePortalTexts } from "~/lib/portal-texts";
import { type Answer, ok } from "~/lib/result";
import type { Route } from "./+types/unsubscribe";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Unsubscribe | Fli DESK" },
  { name: "robots", content: "noindex, nofollow" },
];

type Page = { state: "invalid"; message: string } | { state: "confirm" | "done"; name: string };

/**
 * The page's language (decision 49): the mail's recipient's, as the mail was written in it, else the last public
 * page's; a link that is not ours names nobody, so only the latter.
 */
async function linkIn(request: Request, context: Route.LoaderArgs["context"], token: string) {
  const shown = await portalTextsOf(request, null);
  const secret = context.get(envContext).SESSION_SECRET;
  const link = await readUnsubscribeLink(context.get(dbContext), secret, token, shown.m.unsubscribe_invalid());
  return { link, texts: link.ok ? await portalTextsOf(request, link.value) : shown };
}

/**
 * A mail's unsubscribe link, no sign-in needed. Opening it changes nothing (mail scanners open links); it shows the
 * button, or that these mails are off already.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { link, texts } = await linkIn(request, context, params.token);
  const shown = { portalLocale: texts.locale, title: texts.m.unsubscribe_page_title() };
  if (!link.ok) {
    const page: Page = { state: "invalid", message: link.problem.message };
    return data({ ...shown, ...page }, problemInit(link.problem));
  }
  const { userId, kind } = link.value;
  const off = await mailModeOff(context.get(dbContext), userId, kind);
  const page: Page = { state: off ? "done" : "confirm", name: scopeName(kind, texts) };
  return data({ ...shown, ...page });
}

/** The page's button, or a mail client's one-click POST (RFC 8058): turns the mails off and says so, every time. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { link, texts } = await linkIn(request, context, params.token);
  if (link.ok) await unsubscribe(context.get(dbContext), link.value);
  return answer(link.ok ? ok({ name: scopeName(link.value.kind, texts) }) : link);
}

/** The page after the button: the action's answer as the loader's states. */
const pageOf = (answered: Answer<{ name: string }>): Page =>
  answered.ok ? { state: "done", name: answered.name } : { state: "invalid", message: answered.message };

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const page: Page = actionData ? pageOf(actionData) : loaderData;
  const busy = useNavigation().state !== "idle";
  const { m } = usePortalTexts();
  // One sentence with the profile's link inside: Sinhala and Tamil put the link elsewhere than English does.
  const [beforeLink = "", afterLink = ""] = m.unsubscribe_choose({ profile: "\u0000" }).split("\u0000");
  return (
    <AccountCard>
      {page.state === "invalid" ? (
        <>
          <h1 className="font-sans text-2xl font-bold">{m.unsubscribe_invalid_title()}</h1>
          <p className="mt-2 text-muted-foreground">{page.message}</p>
        </>
      ) : page.state === "done" ? (
        <>
          <h1 className="font-sans text-2xl font-bold">{m.unsubscribe_done_title()}</h1>
          <p role="status" className="mt-2 text-muted-foreground">
            {m.unsubscribe_done({ name: page.name })}
          </p>
        </>
      ) : (
        <>
          <h1 className="font-sans text-2xl font-bold">{m.unsubscribe_title()}</h1>
          <p className="mt-2 text-muted-foreground">{m.unsubscribe_question({ name: page.name })}</p>
          <Form method="post" className="mt-6">
            <Button type="submit" size="lg" disabled={busy}>
              {busy ? m.unsubscribe_busy() : m.unsubscribe_button()}
            </Button>
          </Form>
        </>
      )}
      <p className="mt-6 text-sm text-muted-foreground">
        {beforeLink}
        <Link to={profileSections.notifications} className="font-medium text-primary underline">
          {m.unsubscribe_profile()}
        </Link>
        {afterLink}
      </p>
    </AccountCard>
  );
}
