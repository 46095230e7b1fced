import { findReviewLink } from "~/features/calendar/review/links.server";
import { reviewLocale } from "~/features/calendar/review/locale.server";
import { reviewMessages } from "~/features/calendar/review/messages";
import { hashReviewToken } from "~/features/calendar/review/tokens.server";
import { openEventStream } from "~/features/realtime/event-stream.server";
import { feedContext } from "~/features/realtime/feed.server";
import { clientContext, dbContext, limitersContext } from "~/lib/context.server";
import { problemResponse } from "~/lib/http.server";
import { loadPortalTexts } from "~/lib/portal-texts";
import { consume, retryText } from "~/lib/rate-limit.server";
import { fail } from "~/lib/result";
import type { Route } from "./+types/review-events";

const EVENT_STREAM_HEADERS = {
  "Content-Type": "text/event-stream",
  "Cache-Control": "no-store",
  Connection: "keep-alive",
  "X-Accel-Buffering": "no",
  "X-Robots-Tag": "noindex, nofollow",
};

/**
 * `/review/<token>/events`: the review page's live updates, without a session (decision 38). The same change feed
 * as the portal's `/api/events`, but the stream is the link's: it gets a `change` only when a post of the link's
 * client changes (nothing of projects, tickets or users, nothing of another client), and `end` once the link is
 * revoked or has expired. An unknown token is a 404 and an ended link a 410 (the browser's EventSource gives up on
 * either); such a token takes a point of the `review` limit, as the page does, so the address cannot be used to
 * guess links faster than the page allows. An open link's reconnects are not counted; its streams count against
 * the per-address cap as sessions' do, and the link may hold as many streams as one session.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const found = await findReviewLink(context.get(dbContext), params.token);
  const ip = context.get(clientContext).clientKey;
  if (found.state !== "open") {
    const taken = await consume(
      context.get(limitersContext).review,
      `${ip}:${hashReviewToken(params.token).slice(0, 32)}`,
    );
    if (!taken.ok) {
      const retryAfterSeconds = taken.retryAfterSeconds;
      return problemResponse(fail("limited", retryText(retryAfterSeconds), { retryAfterSeconds }).problem);
    }
    const status = found.state === "gone" ? 410 : 404;
    // Said as the review page says it: a link that opens nothing names no client, so in the browser's language.
    const m = reviewMessages((await loadPortalTexts(await reviewLocale(context.get(dbContext), request, null))).m);
    return new Response(found.state === "gone" ? m.gone : m.unknown, {
      status,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const owner = { reviewLink: { id: found.link.id, clientId: found.link.clientId }, ip };
  const opened = await openEventStream(context.get(feedContext), owner, request.signal);
  if (!opened.ok) return problemResponse(opened.problem);
  return new Response(opened.value, { headers: EVENT_STREAM_HEADERS });
}
