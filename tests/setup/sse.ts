import { expect } from "vitest";

// A server-sent event stream read as a browser's EventSource reads it, for the tests of the streams' routes.

export type SseEvent = { event: string; data: string };
export type SseStream = { events: SseEvent[]; ended: () => boolean; stop: () => void };
export type SseAnswer =
  | { status: 200; type: string | null; body: ""; stream: SseStream }
  | { status: number; type: string | null; body: string; stream: undefined };

/**
 * Opens `url` with `headers`. Resolves once the server's first bytes (the `retry:` line) have come, i.e. the stream
 * is subscribed; or with the status and body when it is refused. `open` collects the streams a test file must stop.
 */
export async function connectSse(url: string, headers: Record<string, string>, open: Set<SseStream>) {
  const controller = new AbortController();
  const res = await fetch(url, {
    headers: { ...headers, Accept: "text/event-stream" },
    redirect: "manual",
    signal: controller.signal,
  });
  const type = res.headers.get("content-type");
  if (res.status !== 200) return { status: res.status, type, body: await res.text(), stream: undefined } as SseAnswer;
  expect(type).toMatch(/^text\/event-stream/);
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const events: SseEvent[] = [];
  let done = false;
  let subscribed: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    subscribed = resolve;
  });
  const stream: SseStream = {
    events,
    ended: () => done,
    stop: () => {
      controller.abort();
      open.delete(stream);
    },
  };
  open.add(stream);
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = "";
    try {
      for (;;) {
        const { value, done: end } = await reader.read();
        if (end) break;
        buffer += decoder.decode(value, { stream: true });
        for (let at = buffer.indexOf("\n\n"); at >= 0; at = buffer.indexOf("\n\n")) {
          const block = buffer.slice(0, at);
          buffer = buffer.slice(at + 2);
          if (block.startsWith("retry:")) subscribed();
          const event = /^event: (.*)$/m.exec(block)?.[1];
          if (event) events.push({ event, data: /^data: (.*)$/m.exec(block)?.[1] ?? "" });
        }
      }
    } catch {}
    done = true;
    subscribed();
  })();
  await ready;
  return { status: 200, type, body: "", stream } as SseAnswer;
}
