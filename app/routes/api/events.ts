import { requireUser } from "~/features/accounts/session.server";
import type { Route } from "./+types/events";

const HEARTBEAT_MS = 25_000;

/**
 * Server-sent events for the portal: a `change` event whenever something the user may see changes; the page then
 * asks its loaders again. The browser's EventSource reconnects by itself after a drop.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  const encoder = new TextEncoder();
  let cleanup = () => {};
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const write = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          cleanup();
        }
      };
      const unsubscribe = await context.feed.subscribe(user, (change) =>
        write(`event: change\ndata: ${JSON.stringify(change)}\n\n`),
      );
      // The first bytes come once the subscription is live: a client that has read them misses no change.
      write("retry: 2000\n\n");
      const heartbeat = setInterval(() => write(": ping\n\n"), HEARTBEAT_MS);
      cleanup = () => {
        clearInterval(heartbeat);
        unsubscribe();
      };
      request.signal.addEventListener("abort", () => {
        cleanup();
        try {
          controller.close();
        } catch {}
      });
    },
    cancel() {
      cleanup();
    },
  });
  return new Response(stream, {
    headers: {
      "Content-Type": "text/event-stream",
      "Cache-Control": "no-store",
      Connection: "keep-alive",
      "X-Accel-Buffering": "no",
    },
  });
}
