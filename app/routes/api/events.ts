import { requireUser, sessionIdOf } from "~/features/accounts/session.server";
import { describeError } from "~/lib/errors.server";
import type { Route } from "./+types/events";

const HEARTBEAT_MS = 25_000;

const plain = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(text, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers },
  });

/**
 * Server-sent events for the portal. Events: `change` whenever something the user may see changes, and
 * `revalidate` when changes may have been missed (the database connection was lost a while): either way the page
 * asks its loaders again. `end` when the session is over (signed out here or elsewhere, expired, user removed):
 * the browser stops, and the stream closes. The browser's EventSource reconnects by itself after a drop.
 *
 * Each session and each client address may hold only a few streams at once (`FeedOptions`): one more is answered
 * 429, so no one can exhaust the server's connections.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  // requireUser found the session, so the cookie names one.
  const sessionId = sessionIdOf(request) as string;
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  let finished = false;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let release = () => {};
  const finish = () => {
    if (finished) return;
    finished = true;
    clearInterval(heartbeat);
    release();
    try {
      controller?.close();
    } catch {}
  };
  const write = (text: string) => {
    if (finished) return;
    try {
      controller?.enqueue(encoder.encode(text));
    } catch {
      finish();
    }
  };
  // `start` runs at once, so the controller is there before any event can be written.
  const stream = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
    cancel() {
      finish();
    },
  });

  let opened: Awaited<ReturnType<typeof context.feed.open>>;
  try {
    opened = await context.feed.open(
      { user, sessionId, ip: context.clientIp },
      {
        change: (change) => write(`event: change\ndata: ${JSON.stringify(change)}\n\n`),
        // An event without data is never dispatched by the browser, so these carry a word.
        revalidate: () => write("event: revalidate\ndata: reconnected\n\n"),
        end: () => {
          write("event: end\ndata: session ended\n\n");
          finish();
        },
      },
    );
  } catch (error) {
    // The database could not be listened to (it is down): no stream rather than one that would never say anything.
    console.error("Opening an event stream failed:", describeError(error));
    finish();
    return plain(503, "Live updates are not available right now. Please reload the page in a minute.", {
      "Retry-After": "60",
    });
  }
  if (opened.refused) {
    finish();
    return plain(
      429,
      opened.refused === "session"
        ? "Too many live update streams are open for this sign-in. Close a few tabs and try again."
        : "Too many live update streams are open from your network. Close a few tabs and try again.",
      { "Retry-After": "60" },
    );
  }
  release = opened.close;
  if (finished) release();
  // The browser may have gone while the stream was being opened; the session may have ended too (then the
  // stream holds just the `end` event).
  if (request.signal.aborted) finish();
  request.signal.addEventListener("abort", finish);
  if (!finished) {
    // The first bytes come once the subscription is live: a client that has read them misses no change.
    write("retry: 2000\n\n");
    heartbeat = setInterval(() => write(": ping\n\n"), HEARTBEAT_MS);
  }
  return new Response(stream, {
    headers: {
      "Content-Type": "text/event-stream",
      "Cache-Control": "no-store",
      Connection: "keep-alive",
      "X-Accel-Buffering": "no",
    },
  });
}
