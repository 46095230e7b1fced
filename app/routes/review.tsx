import { data } from "react-router";
import { ReviewLinkRefused, ReviewPage } from "~/features/calendar/review/components/review-page";
import { decideByLink } from "~/features/calendar/review/decide.server";
import { reviewDecisionSchema, reviewDecisionValue } from "~/features/calendar/review/decision-schema.server";
import { type FoundLink, findReviewLink } from "~/features/calendar/review/links.server";
import { reviewLocale } from "~/features/calendar/review/locale.server";
import { reviewPageData } from "~/features/calendar/review/review-page.server";
import { hashReviewToken } from "~/features/calendar/review/tokens.server";
import { answer } from "~/lib/answer.server";
import { clientContext, dbContext, limitersContext, type RequestContext } from "~/lib/context.server";
import { formatMonth } from "~/lib/format";
import { parseValue, readFormResult } from "~/lib/parse.server";
import { portalTextsOf } from "~/lib/portal-locale.server";
import { loadPortalTexts, type PortalMessages } from "~/lib/portal-texts";
import { consume, retryText } from "~/lib/rate-limit.server";
import { fail } from "~/lib/result";
import type { Route } from "./+types/review";

// A page for whoever holds the link: never indexed, never kept by a cache.
const PRIVATE = { "X-Robots-Tag": "noindex, nofollow", "Cache-Control": "no-store" };

export const meta: Route.MetaFunction = ({ data }) => [
  {
    title: data && "pageTitle" in data ? data.pageTitle : "Review link | Fli DESK",
  },
  { name: "robots", content: "noindex, nofollow" },
];

export const headers: Route.HeadersFunction = () => PRIVATE;

/**
 * A point of the `review` limit for this address and this link (by the token's hash: no plain token is stored). A
 * refusal speaks the browser's language: looking the link up for its client's would answer a guess.
 */
async function limited(context: RequestContext, request: Request, token: string) {
  const key = `${context.get(clientContext).clientKey}:${hashReviewToken(token).slice(0, 32)}`;
  const taken = await consume(context.get(limitersContext).review, key);
  if (taken.ok) return null;
  const texts = await portalTextsOf(request, null);
  const refusal = fail("limited", retryText(taken.retryAfterSeconds, texts.locale), {
    retryAfterSeconds: taken.retryAfterSeconds,
  });
  return { refusal, texts };
}

const refused = (found: Exclude<FoundLink, { state: "open" }>, m: PortalMessages) =>
  found.state === "gone"
    ? { status: 410, title: m.review_gone_title(), message: m.review_gone() }
    : { status: 404, title: m.review_unknown_title(), message: m.review_unknown() };

/** The page's texts in the client's language (a link that opens nothing names no client). */
const textsFor = async (context: RequestContext, request: Request, found: FoundLink) =>
  loadPortalTexts(
    await reviewLocale(context.get(dbContext), request, found.state === "open" ? found.link.clientId : null),
  );

/** `/review/<token>`: a client's month of posts awaiting approval, no sign-in (issue 31 item 6, decision 38). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const limit = await limited(context, request, params.token);
  if (limit) {
    const { refusal, texts } = limit;
    const init = { status: 429, headers: { ...PRIVATE, "Retry-After": String(refusal.problem.retryAfterSeconds) } };
    const page = { title: texts.m.review_limited_title(), message: refusal.problem.message };
    return data(
      { state: "refused" as const, ...page, pageTitle: texts.m.review_link_title(), portalLocale: texts.locale },
      init,
    );
  }
  const db = context.get(dbContext);
  const found = await findReviewLink(db, params.token);
  const { m, locale } = await textsFor(context, request, found);
  const pageTitle = m.review_link_title();
  if (found.state !== "open") {
    const { status, ...page } = refused(found, m);
    return data({ state: "refused" as const, ...page, pageTitle, portalLocale: locale }, { status, headers: PRIVATE });
  }
  const page = await reviewPageData(db, found.link);
  const title = m.review_page_title({ business: page.businessName, month: formatMonth(page.month, "long", locale) });
  return data({ state: "open" as const, ...page, pageTitle: title, portalLocale: locale }, { headers: PRIVATE });
}

/** Approve, Request changes or Hold on one post of the link, under the name given. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const intent = "decide";
  const limit = await limited(context, request, params.token);
  if (limit) return answer(limit.refusal, { intent });
  const db = context.get(dbContext);
  const found = await findReviewLink(db, params.token);
  const texts = await textsFor(context, request, found);
  const { m } = texts;
  if (found.state !== "open") {
    const { status, message } = refused(found, m);
    return answer(fail("not-found", message), { intent, status });
  }
  const form = await readFormResult(request);
  if (!form.ok) return answer(form, { intent });
  const input = parseValue(reviewDecisionValue(form.value), reviewDecisionSchema(m));
  if (!input.ok) return answer(input, { intent });
  return answer(await decideByLink(db, found.link, input.value, context.get(clientContext).clientIp, texts), {
    intent,
  });
}

export default function Review({ loaderData }: Route.ComponentProps) {
  if (loaderData.state === "refused")
    return <ReviewLinkRefused title={loaderData.title} message={loaderData.message} />;
  return <ReviewPage data={loaderData} />;
}
