import { useEffect, useRef } from "react";
import { useFetchers, useNavigation, useRevalidator } from "react-router";
import { type ChangeKind, forgetHeardChanges, hearChange, heardSinceLoad, markCarried } from "./live-changes";

// When the server refuses the stream (too many open, the database away, signed out), EventSource gives up; the
// hook tries again after these delays, doubling: slowly, never in a loop.
const REFUSED_RETRY_FIRST_MS = 30_000;
const REFUSED_RETRY_MAX_MS = 5 * 60_000;

export type LiveOptions = {
  /** The stream: the portal's (`/api/events`) unless a page has its own (a review link's). */
  url?: string;
  /**
   * Reload every so often while no stream is open: the browser has no EventSource, or the server refused the stream
   * (between the tries again). Without it, a page without a stream waits for the next try.
   */
  fallbackPollMs?: number;
};

/**
 * Keeps a page current: on every `change` event the loaders of the routes that read that kind of change run
 * again (`reloadOn`); after the stream reconnects (changes may have come meanwhile) or a `revalidate` event, all of
 * them. On `end` (the session or review link is over) the stream stops for good and the loaders, asked again, send
 * the visitor to sign in or show that the link has ended.
 */
export function useLiveRevalidation({ url = "/api/events", fallbackPollMs }: LiveOptions = {}) {
  const revalidate = useCoalescedRevalidate();
  useEffect(() => {
    const poll = fallbackPoll(() => revalidate("all"), fallbackPollMs);
    if (typeof EventSource === "undefined") {
      poll.start();
      return poll.stop;
    }
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let delay = REFUSED_RETRY_FIRST_MS;
    let everOpened = false;
    const open = () => {
      const current = new EventSource(url);
      source = current;
      current.addEventListener("open", () => {
        poll.stop();
        if (everOpened) revalidate("all");
        everOpened = true;
        delay = REFUSED_RETRY_FIRST_MS;
      });
      current.addEventListener("change", (event) => revalidate(kindOf(event)));
      current.addEventListener("revalidate", () => revalidate("all"));
      current.addEventListener("end", () => {
        current.close();
        source = null;
        poll.stop();
        revalidate("all");
      });
      current.addEventListener("error", () => {
        // CONNECTING: a dropped stream that EventSource is reopening by itself. CLOSED: it gave up, because the
        // answer was not a stream (429, 503, a sign-in page).
        if (current.readyState !== EventSource.CLOSED || source !== current) return;
        source = null;
        poll.start();
        retry = setTimeout(open, delay);
        delay = Math.min(delay * 2, REFUSED_RETRY_MAX_MS);
      });
    };
    open();
    return () => {
      clearTimeout(retry);
      poll.stop();
      source?.close();
      source = null;
    };
  }, [revalidate, url, fallbackPollMs]);
}

/** A reload every `ms` while the page is in view; nothing when `ms` is not given. */
function fallbackPoll(reload: () => void, ms: number | undefined) {
  let timer: ReturnType<typeof setInterval> | undefined;
  return {
    start() {
      if (!ms || timer) return;
      timer = setInterval(() => {
        if (document.visibilityState === "visible") reload();
      }, ms);
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}

/**
 * One load at a time. A change heard while the page is busy (a form or a fetcher's write on its way, a load under way)
 * is not loaded at once beside it: a load that chose its routes after the change was heard carries it (the reload
 * after a form's write, the user's own change included); otherwise the page loads once more when it is idle again.
 */
function useCoalescedRevalidate() {
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const loading =
    navigation.state === "loading" || revalidator.state === "loading" || fetchers.some((f) => f.state === "loading");
  const busy = loading || navigation.state !== "idle" || fetchers.some((f) => f.state !== "idle");
  // The revalidator's identity changes on every render; the stream's listeners read the latest through a ref.
  const latest = useRef({ revalidator, busy });
  latest.current = { revalidator, busy };
  const wasLoading = useRef(false);
  useEffect(() => {
    if (loading) {
      wasLoading.current = true;
      return;
    }
    // A finished load carried what was heard before it chose its routes; what came after is loaded now.
    if (wasLoading.current) {
      wasLoading.current = false;
      if (!heardSinceLoad()) forgetHeardChanges();
    }
    if (!busy && heardSinceLoad()) {
      markCarried();
      latest.current.revalidator.revalidate();
    }
  }, [loading, busy]);
  return useRef((kind: ChangeKind | "all") => {
    hearChange(kind);
    if (latest.current.busy) return;
    markCarried();
    latest.current.revalidator.revalidate();
  }).current;
}

/** The kind a `change` event names; a message that cannot be read reloads everything rather than nothing. */
function kindOf(event: Event): ChangeKind | "all" {
  try {
    const kind = (JSON.parse((event as MessageEvent<string>).data) as { kind?: ChangeKind }).kind;
    return kind ?? "all";
  } catch {
    return "all";
  }
}
