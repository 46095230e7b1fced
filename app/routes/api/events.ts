import { requireUser, sessionIdOf } from "~/features/accounts/index.server";
import { openEventStream } from "~/features/realtime/event-stream.server";
import { feedContext } from "~/features/realtime/feed.server";
import { clientContext, dbAndEnv } from "~/lib/context.server";
import { problemResponse } from "~/lib/http.server";
import type { Route } from "./+types/events";

const EVENT_STREAM_HEADERS = {
  "Content-Type": "text/event-stream",
  "Cache-Control": "no-store",
  Connection: "keep-alive",
  "X-Accel-Buffering": "no",
};

/**
 * Server-sent events for the portal. Events: `change` whenever something the user may see changes, and
 * `revalidate` when changes may have been missed (the database connection was lost a while): either way the page
 * asks its loaders again. `end` when the session is over (signed out here or elsewhere, expired, user removed):
 * the browser stops, and the stream closes. The browser's EventSource reconnects by itself after a drop.
 *
 * Each session and each client address may hold only a few streams at once (`FeedOptions`): one more is answered
 * 429, so no one can exhaust the server's connections. The request carries no input but its session cookie.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(dbAndEnv(context), request);
  // requireUser found the session, so the cookie names one; the check only spares a cast.
  const sessionId = sessionIdOf(request);
  if (!sessionId) throw new Response("Unauthorized", { status: 401 });
  const opened = await openEventStream(
    context.get(feedContext),
    { user, sessionId, ip: context.get(clientContext).clientKey },
    request.signal,
  );
  if (!opened.ok) return problemResponse(opened.problem);
  return new Response(opened.value, { headers: EVENT_STREAM_HEADERS });
}
