import { useEffect } from "react";
import { data, useNavigate, useNavigation } from "react-router";
import { isSecure } from "~/features/accounts/index.server";
import { ResumeGone, ResumeOffer, ResumeOpening } from "~/features/onboarding/components/resume-screens";
import { draftLinkParamsSchema } from "~/features/onboarding/draft-schema.server";
import {
  browserKeyCookie,
  findDraftLink,
  newBrowserKey,
  openDraftLink,
  readBrowserKey,
} from "~/features/onboarding/drafts.server";
import { storeResumedDraft } from "~/features/onboarding/storage";
import { dbContext, envContext } from "~/lib/context.server";
import { localeOfPath, localizedPath } from "~/lib/locale";
import { parseValue } from "~/lib/parse.server";
import { loadPortalTexts, usePortalTexts } from "~/lib/portal-texts";
import type { Route } from "./+types/resume";

// Offered in every language (decision 50): the language switcher keeps the page.
export const handle = { inEveryLanguage: true };

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Continue your onboarding | Fli Digital" },
  { name: "robots", content: "noindex, nofollow" },
];

// The page names an email and, once opened, carries the draft: no cache may keep it.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

/** The page's language and title (decision 50): its address's. */
async function language(request: Request) {
  const portalLocale = localeOfPath(new URL(request.url).pathname);
  const { m } = await loadPortalTexts(portalLocale);
  return { portalLocale, title: m.buy_title_resume() };
}

const gone = async (request: Request) =>
  data(
    { state: "gone" as const, ...(await language(request)) },
    { status: 410, headers: { "Cache-Control": "no-store" } },
  );

/**
 * Opening the link only shows what it is for: mail scanners open links before people do, and a link spent by one
 * would leave the person a dead link. The draft moves on the button's POST (decision 0015).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const parsed = parseValue(params, draftLinkParamsSchema);
  const link = parsed.ok ? await findDraftLink(context.get(dbContext), parsed.value.token) : null;
  if (!link) return gone(request);
  return { state: "open" as const, email: link.email, ...(await language(request)) };
}

/** Spends the link, makes this browser one of the draft's owners, and hands the draft to the page. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const parsed = parseValue(params, draftLinkParamsSchema);
  const key = readBrowserKey(request) ?? newBrowserKey();
  const resumed = parsed.ok ? await openDraftLink(context.get(dbContext), parsed.value.token, key) : null;
  if (!resumed) return gone(request);
  return data(
    { state: "resumed" as const, resumed },
    // The status is explicit: an action's own status wins over its loader's, which now sees a spent link (410).
    {
      status: 200,
      headers: { "Cache-Control": "no-store", "Set-Cookie": browserKeyCookie(key, isSecure(context.get(envContext))) },
    },
  );
}

// After the link is spent, its loader would answer 410: the page goes to the wizard instead of asking again.
export const shouldRevalidate = () => false;

export default function Resume({ loaderData, actionData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const busy = useNavigation().state !== "idle";
  const resumed = actionData?.state === "resumed" ? actionData.resumed : null;
  const { locale } = usePortalTexts();

  useEffect(() => {
    if (!resumed) return;
    storeResumedDraft(resumed);
    const wizard = localizedPath("/onboarding", locale);
    navigate(resumed.plan ? `${wizard}?${new URLSearchParams({ plan: resumed.plan })}` : wizard, { replace: true });
  }, [resumed, navigate, locale]);

  if (resumed) return <ResumeOpening />;
  if (loaderData.state === "gone" || actionData?.state === "gone") return <ResumeGone />;
  return <ResumeOffer email={loaderData.email} busy={busy} />;
}
