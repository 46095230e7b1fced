import { feedForToken } from "~/features/calendar/index.server";
import { clientContext, dbContext, envContext, limitersContext } from "~/lib/context.server";
import { consume, retryText } from "~/lib/rate-limit.server";
import type { Route } from "./+types/calendar-feed";

const text = (body: string, status: number, headers: Record<string, string> = {}) =>
  new Response(body, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers },
  });

/**
 * A client's secret calendar address, `/calendar/<token>.ics` (decision 36): fetched by calendar apps without a
 * cookie, so it lives outside /dashboard. `private` keeps it out of shared caches (the public page cache only holds
 * rendered pages); the 15 minutes spare the database an app's eager refreshes.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const limit = await consume(context.get(limitersContext).calendarFeed, context.get(clientContext).clientIp);
  if (!limit.ok) {
    return text(retryText(limit.retryAfterSeconds), 429, { "Retry-After": String(limit.retryAfterSeconds) });
  }
  const token = /^(.+)\.ics$/.exec(params.feed)?.[1];
  const body = token ? await feedForToken(context.get(dbContext), context.get(envContext), token) : null;
  if (body === null)
    return text("This calendar address does not exist or was revoked.", 404, { "X-Robots-Tag": "noindex" });
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Cache-Control": "private, max-age=900",
      "X-Robots-Tag": "noindex",
    },
  });
}
