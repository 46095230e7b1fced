import { redirect } from "react-router";
import { requireUser } from "~/features/accounts/index.server";
import { CalendarPage } from "~/features/calendar/components/calendar-page";
import {
  approveAll,
  beginPostWrite,
  calendarClient,
  calendarView,
  createPost,
  feedAddress,
  feedWrite,
  monthSchemaOf,
  postFormValue,
  postSchemaOf,
  reschedulePost,
  rescheduleSchemaOf,
} from "~/features/calendar/index.server";
import { calendarMessages } from "~/features/calendar/messages";
import { reviewLinkStatus } from "~/features/calendar/review/links.server";
import { reviewWrite } from "~/features/calendar/review/share.server";
import { reloadOn } from "~/features/realtime";
import { feedContext } from "~/features/realtime/feed.server";
import { answer } from "~/lib/answer.server";
import { dbAndEnv, dbContext, envContext, limitedServices } from "~/lib/context.server";
import { formatMonth } from "~/lib/format";
import { problemResponse } from "~/lib/http.server";
import { parseValue } from "~/lib/parse.server";
import { postPage } from "~/lib/portal-areas";
import { portalTextsOf } from "~/lib/portal-locale.server";
import { fail } from "~/lib/result";
import type { Route } from "./+types/calendar";

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.pageTitle ?? "Content calendar | Fli DESK" }];

/** The content calendar (issue 31): a client's own; admins and freelancers pick a client they may see. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(dbAndEnv(context), request);
  // The page's refusals, and the tab's title, in the person's language.
  const { m, locale } = await portalTextsOf(request, user);
  const view = await calendarView(context.get(dbContext), user, new URL(request.url), m);
  if (!view.ok) throw problemResponse(view.problem);
  const client = view.value.calendar?.client;
  // The secret feed is the client's and the admins' only (decision 36).
  const feed =
    client && user.role !== "freelancer"
      ? await feedAddress(context.get(dbContext), context.get(envContext), client.id)
      : undefined;
  // So are its review links (decision 38): whether any is open for the month shown.
  const review =
    client && user.role !== "freelancer"
      ? await reviewLinkStatus(context.get(dbContext), client.id, view.value.month)
      : undefined;
  // The tab's title is built here since `meta` has no hook for the portal's texts.
  const pageTitle = m.calendar_page_title({ month: formatMonth(view.value.month, "long", locale) });
  return { ...view.value, feed, review, pageTitle };
}

/** New post (admins, the client's writers), a post moved to another day, and the client's "Approve all" for a month. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(dbAndEnv(context), request);
  const { intent, ready } = await beginPostWrite(limitedServices(context), user, request);
  if (!ready.ok) return answer(ready, { intent });
  const { form, actor, texts } = ready.value;
  if (intent === "feed-subscribe" || intent === "feed-revoke") {
    const deskId = new URL(request.url).searchParams.get("client");
    return answer(await feedWrite({ db: context.get(dbContext) }, user, deskId, intent, actor, texts.m), { intent });
  }
  if (intent === "review-share" || intent === "review-revoke") {
    const month = parseValue({ month: form.get("month") }, monthSchemaOf(texts.m));
    if (!month.ok) return answer(month, { intent });
    const services = { db: context.get(dbContext), publicUrl: context.get(envContext).PUBLIC_URL };
    const deskId = new URL(request.url).searchParams.get("client");
    const done = await reviewWrite(services, user, { deskId, month: month.value.month, intent }, actor, texts);
    // Open review pages of a revoked link stop now, not at the feed's next check.
    if (done.ok && intent === "review-revoke") void context.get(feedContext).checkReviewLinks();
    return answer(done, { intent });
  }
  if (intent === "approve-all") {
    const month = parseValue({ month: form.get("month") }, monthSchemaOf(texts.m));
    if (!month.ok) return answer(month, { intent });
    return answer(await approveAll(context.get(dbContext), user, month.value.month, actor, texts), { intent });
  }
  if (intent === "reschedule") {
    const input = parseValue(
      Object.fromEntries(["post", "day", "version"].map((k) => [k, form.get(k)])),
      rescheduleSchemaOf(texts.m),
    );
    if (!input.ok) return answer(input, { intent });
    return answer(await reschedulePost(context.get(dbContext), user, input.value, actor, texts), { intent });
  }
  if (intent !== "create") return answer(fail("invalid", calendarMessages(texts.m).unknownForm), { intent });
  if (user.role === "client") return answer(fail("forbidden", calendarMessages(texts.m).notWriter), { intent });
  const client = await calendarClient(context.get(dbContext), user, new URL(request.url).searchParams.get("client"));
  if (!client) return answer(fail("not-found", calendarMessages(texts.m).clientNotFound), { intent });
  const input = parseValue(postFormValue(form), postSchemaOf(texts.m));
  if (!input.ok) return answer(input, { intent });
  const created = await createPost(context.get(dbContext), user, client.id, input.value, actor, texts);
  return created.ok ? redirect(postPage(created.value.id)) : answer(created, { intent });
}

export const shouldRevalidate = reloadOn(["post"]);

export default function Calendar({ loaderData }: Route.ComponentProps) {
  return <CalendarPage data={loaderData} feed={loaderData.feed} review={loaderData.review} />;
}
