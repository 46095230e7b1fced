import { describeError } from "~/lib/errors.server";
import { fail, ok, type Result } from "~/lib/result";
import type { ChangeFeed } from "./feed.server";
import { isReviewOwner, type StreamHandlers, type StreamOwner } from "./stream-registry.server";

const HEARTBEAT_MS = 25_000;

const STREAM_MESSAGES = {
  unavailable: "Live updates are not available right now. Please reload the page in a minute.",
  session: "Too many live update streams are open for this sign-in. Close a few tabs and try again.",
  link: "Too many live update streams are open for this review link. Close a few tabs and try again.",
  ip: "Too many live update streams are open from your network. Close a few tabs and try again.",
};

const encoder = new TextEncoder();

// An event without data is never dispatched by the browser, so every event carries a word.
const sse = (event: string, data: string) => `event: ${event}\ndata: ${data}\n\n`;

/**
 * Opens a server-sent event stream on the change feed for a signed-in session or an open review link. The stream
 * ends when the browser goes (`signal`) or the session or link ends; it frees its slot in the feed either way. A refused stream (a cap is full)
 * and a feed that cannot listen (the database is down) are problems to answer instead: no stream rather than one
 * that would never say anything.
 */
export async function openEventStream(
  feed: ChangeFeed,
  owner: StreamOwner,
  signal: AbortSignal,
): Promise<Result<ReadableStream<Uint8Array>>> {
  const sink = new EventSink(isReviewOwner(owner) ? "link ended" : "session ended");
  let opened: Awaited<ReturnType<ChangeFeed["open"]>>;
  try {
    opened = await feed.open(owner, sink.handlers);
  } catch (error) {
    console.error("Opening an event stream failed:", describeError(error));
    sink.finish();
    return fail("unavailable", STREAM_MESSAGES.unavailable, { retryAfterSeconds: 60 });
  }
  if (opened.refused) {
    sink.finish();
    return fail("limited", STREAM_MESSAGES[opened.refused], { retryAfterSeconds: 60 });
  }
  sink.attach(opened.close, signal);
  return ok(sink.stream);
}

/** The body of one event stream: what the feed tells the stream, written as server-sent events. */
class EventSink {
  readonly stream: ReadableStream<Uint8Array>;
  #controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  #finished = false;
  #heartbeat: ReturnType<typeof setInterval> | undefined;
  #release = () => {};
  readonly #endWord: string;

  constructor(endWord: string) {
    this.#endWord = endWord;
    // `start` runs at once, so the controller is there before any event can be written.
    this.stream = new ReadableStream<Uint8Array>({
      start: (controller) => {
        this.#controller = controller;
      },
      cancel: () => this.finish(),
    });
  }

  readonly handlers: StreamHandlers = {
    change: (change) => this.#write(sse("change", JSON.stringify(change))),
    revalidate: () => this.#write(sse("revalidate", "reconnected")),
    end: () => {
      this.#write(sse("end", this.#endWord));
      this.finish();
    },
  };

  /**
   * Ties the feed's slot to this stream, now that it is subscribed. The browser may have gone while the stream was
   * being opened; the session may have ended too (then the stream holds just the `end` event).
   */
  attach(release: () => void, signal: AbortSignal) {
    this.#release = release;
    if (this.#finished) release();
    if (signal.aborted) this.finish();
    signal.addEventListener("abort", () => this.finish());
    if (this.#finished) return;
    // The first bytes come once the subscription is live: a client that has read them misses no change.
    this.#write("retry: 2000\n\n");
    this.#heartbeat = setInterval(() => this.#write(": ping\n\n"), HEARTBEAT_MS);
  }

  /** Closes the stream once, however it ends, and frees its slot. */
  finish() {
    if (this.#finished) return;
    this.#finished = true;
    clearInterval(this.#heartbeat);
    this.#release();
    try {
      this.#controller?.close();
    } catch {}
  }

  #write(text: string) {
    if (this.#finished) return;
    try {
      this.#controller?.enqueue(encoder.encode(text));
    } catch {
      this.finish();
    }
  }
}
