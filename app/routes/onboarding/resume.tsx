import { Loader2Icon } from "lucide-react";
import { useEffect } from "react";
import { data, Form, Link, useNavigate, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { isSecure } from "~/features/accounts/session.server";
import {
  browserKeyCookie,
  findDraftLink,
  newBrowserKey,
  openDraftLink,
  readBrowserKey,
} from "~/features/onboarding/drafts.server";
import { storeResumedDraft } from "~/features/onboarding/storage";
import type { Route } from "./+types/resume";

export const meta: Route.MetaFunction = () => [
  { title: "Continue your onboarding | Fli Digital" },
  { name: "robots", content: "noindex, nofollow" },
];

// The page names an email and, once opened, carries the draft: no cache may keep it.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

const gone = () => data({ state: "gone" as const }, { status: 410, headers: { "Cache-Control": "no-store" } });

/**
 * Opening the link only shows what it is for: mail scanners open links before people do, and a link spent by one
 * would leave the person a dead link. The draft moves on the button's POST (decision 0015).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const link = await findDraftLink(context.db, params.token);
  if (!link) return gone();
  return { state: "open" as const, email: link.email };
}

/** Spends the link, makes this browser one of the draft's owners, and hands the draft to the page. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const key = readBrowserKey(request) ?? newBrowserKey();
  const resumed = await openDraftLink(context.db, params.token, key);
  if (!resumed) return gone();
  return data(
    { state: "resumed" as const, resumed },
    // The status is explicit: an action's own status wins over its loader's, which now sees a spent link (410).
    {
      status: 200,
      headers: { "Cache-Control": "no-store", "Set-Cookie": browserKeyCookie(key, isSecure(context.env)) },
    },
  );
}

// After the link is spent, its loader would answer 410: the page goes to the wizard instead of asking again.
export const shouldRevalidate = () => false;

export default function Resume({ loaderData, actionData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const busy = useNavigation().state !== "idle";
  const resumed = actionData?.state === "resumed" ? actionData.resumed : null;

  useEffect(() => {
    if (!resumed) return;
    storeResumedDraft(resumed);
    navigate(resumed.plan ? `/onboarding?${new URLSearchParams({ plan: resumed.plan })}` : "/onboarding", {
      replace: true,
    });
  }, [resumed, navigate]);

  if (resumed) {
    return (
      <main id="main" className="flex min-h-[70vh] items-center justify-center px-4 pb-16 pt-28">
        <div className="text-center" role="status">
          <Loader2Icon className="mx-auto size-10 animate-spin text-primary" aria-hidden="true" />
          <p className="mt-4 text-lg">Opening your onboarding...</p>
        </div>
      </main>
    );
  }

  if (loaderData.state === "gone" || actionData?.state === "gone") {
    return (
      <main id="main" className="flex min-h-[70vh] items-center justify-center px-4 pb-16 pt-28">
        <div className="w-full max-w-lg rounded-2xl border border-border bg-card p-6 text-center sm:p-8">
          <h1 className="text-2xl font-bold sm:text-3xl">This link no longer works</h1>
          <p className="mt-3 text-muted-foreground">
            A link to continue your onboarding works once, for 3 days, and saved answers are deleted 3 days after your
            last change. You can start again, or ask for a new link from the Account Owner Details step of the
            onboarding.
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Button asChild>
              <Link to="/onboarding">Go to onboarding</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/pricing">See our plans</Link>
            </Button>
          </div>
        </div>
      </main>
    );
  }

  return (
    <main id="main" className="flex min-h-[70vh] items-center justify-center px-4 pb-16 pt-28">
      <div className="w-full max-w-lg rounded-2xl border border-border bg-card p-6 text-center sm:p-8">
        <h1 className="text-2xl font-bold sm:text-3xl">Continue your onboarding</h1>
        <p className="mt-3 text-muted-foreground">
          We saved your answers for <span className="break-all font-semibold text-foreground">{loaderData.email}</span>.
          Continue in this browser to pick up where you left off. Answers you have already entered here will be replaced
          by the saved ones.
        </p>
        <Form method="post" className="mt-6">
          <Button type="submit" size="lg" disabled={busy} className="h-auto min-h-12 whitespace-normal">
            {busy ? "Opening..." : "Continue where I left off"}
          </Button>
        </Form>
        <p className="mt-4 text-sm text-muted-foreground">This link works once.</p>
      </div>
    </main>
  );
}
