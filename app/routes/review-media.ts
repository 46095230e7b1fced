import { mediaNotFound, serveMedia } from "~/features/calendar/index.server";
import { findReviewLink } from "~/features/calendar/review/links.server";
import { reviewMedia } from "~/features/calendar/review/review-page.server";
import { hashReviewToken } from "~/features/calendar/review/tokens.server";
import { clientContext, dbContext, limitersContext, storageContext } from "~/lib/context.server";
import { consume } from "~/lib/rate-limit.server";
import type { Route } from "./+types/review-media";

/**
 * A picture or video of a post the review link shows (`/review/<token>/media/<id>`), to whoever holds the link.
 * An open link's files are not counted against the `review` limit (a month's previews load dozens of them); a token
 * that opens nothing is, so the address cannot be used to guess links faster than the page allows.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const found = await findReviewLink(db, params.token);
  if (found.state !== "open") {
    const key = `${context.get(clientContext).clientKey}:${hashReviewToken(params.token).slice(0, 32)}`;
    const taken = await consume(context.get(limitersContext).review, key);
    if (!taken.ok)
      return new Response("Too Many Requests", {
        status: 429,
        headers: { "Retry-After": String(taken.retryAfterSeconds) },
      });
    return mediaNotFound();
  }
  const media = await reviewMedia(db, found.link, params.mediaId);
  if (!media) return mediaNotFound();
  const answer = await serveMedia(request, context.get(storageContext), media);
  answer.headers.set("X-Robots-Tag", "noindex, nofollow");
  return answer;
}
