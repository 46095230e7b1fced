import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";

/**
 * How a portal write went: `tooLarge` when the browser kept back a body the route would have cut (413), `limited`
 * when a limit refused it (429: a per-user limit, a monthly upload cap; the answer says so, `limitAnswer`).
 */
export type WriteAnswer = { ok: boolean; message?: string; tooLarge?: boolean; limited?: boolean };

/** The most a route takes, and its refusal of more in the reader's words (`uploadTexts`, decision 26). */
export type BodyLimit = { bytes: number; message: string };

// A part's boundary and headers take under 200 bytes; counting 512 errs on the side of keeping a body back.
const PART_FRAMING = 512;
const utf8 = (text: string) => new TextEncoder().encode(text).length;

/** The most bytes `body` takes as multipart: its parts, their names, file names and contents, with their framing. */
export function multipartBytes(body: FormData) {
  let bytes = 0;
  for (const [name, value] of body.entries()) {
    const content = typeof value === "string" ? utf8(value) : utf8(value.name) + utf8(value.type) + value.size;
    bytes += PART_FRAMING + utf8(name) + content;
  }
  return bytes;
}

/**
 * Posts a portal write through a fetcher and answers how it went. The fetcher makes the write part of the router's
 * state, so the live revalidation sees it on its way (decision 29), and the page's data is reloaded after it
 * whatever the answer (`defaultShouldRevalidate`: React Router skips the reload after a 4xx, but a refused write
 * may still have changed something, and the reload carries any change heard from others meanwhile).
 *
 * A body past the route's limit is not sent: the server would cut it with a plain-text 413 before the route runs,
 * which a fetcher cannot read (it is not React Router's answer), so the refusal is said here, in the reader's words.
 */
export function usePostWrite() {
  const fetcher = useFetcher<{ ok?: unknown; message?: unknown; limited?: unknown }>();
  const waiting = useRef<((answer: WriteAnswer) => void) | undefined>(undefined);
  const sent = useRef<unknown>(undefined);
  useEffect(() => {
    // The answer is in once the fetcher stops submitting; the reload after it may still be under way.
    if (fetcher.state === "submitting" || fetcher.data === undefined || fetcher.data === sent.current) return;
    sent.current = fetcher.data;
    const settle = waiting.current;
    waiting.current = undefined;
    const { ok, message, limited } = fetcher.data;
    settle?.({
      ok: ok === true,
      message: typeof message === "string" ? message : undefined,
      ...(limited === true ? { limited } : {}),
    });
  }, [fetcher.state, fetcher.data]);
  return (url: string, body: FormData, limit?: BodyLimit): Promise<WriteAnswer> => {
    if (limit && multipartBytes(body) > limit.bytes) {
      return Promise.resolve({ ok: false, message: limit.message, tooLarge: true });
    }
    return new Promise((resolve) => {
      waiting.current = resolve;
      void fetcher.submit(body, {
        method: "post",
        action: url,
        encType: "multipart/form-data",
        defaultShouldRevalidate: true,
      });
    });
  };
}
