import { useEffect, useRef } from "react";
import { useFetchers, useNavigation, useRevalidator } from "react-router";

// When the server refuses the stream (too many open, the database away, signed out), EventSource gives up; the
// hook tries again after these delays, doubling: slowly, never in a loop.
const REFUSED_RETRY_FIRST_MS = 30_000;
const REFUSED_RETRY_MAX_MS = 5 * 60_000;

/**
 * Keeps a portal page current: on every `change` or `revalidate` event, and after the stream reconnects (changes
 * may have come meanwhile), the page's loaders run again. On `end` (the session is over) the stream stops for good
 * and the loaders, asked again, send the visitor to sign in.
 */
export function useLiveRevalidation() {
  const revalidate = useCoalescedRevalidate();
  useEffect(() => {
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let delay = REFUSED_RETRY_FIRST_MS;
    let everOpened = false;
    const open = () => {
      const current = new EventSource("/api/events");
      source = current;
      current.addEventListener("open", () => {
        if (everOpened) revalidate();
        everOpened = true;
        delay = REFUSED_RETRY_FIRST_MS;
      });
      current.addEventListener("change", revalidate);
      current.addEventListener("revalidate", revalidate);
      current.addEventListener("end", () => {
        current.close();
        source = null;
        revalidate();
      });
      current.addEventListener("error", () => {
        // CONNECTING: a dropped stream that EventSource is reopening by itself. CLOSED: it gave up, because the
        // answer was not a stream (429, 503, a sign-in page).
        if (current.readyState !== EventSource.CLOSED || source !== current) return;
        source = null;
        retry = setTimeout(open, delay);
        delay = Math.min(delay * 2, REFUSED_RETRY_MAX_MS);
      });
    };
    open();
    return () => {
      clearTimeout(retry);
      source?.close();
      source = null;
    };
  }, [revalidate]);
}

/**
 * One load at a time. A change heard while the page is busy (a form or a fetcher's write on its way, a load under way)
 * is not loaded at once beside it: a load that starts after the change was heard carries it (the reload after a form's write, the
 * user's own change included); otherwise the page loads once more when it is idle again.
 */
function useCoalescedRevalidate() {
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const loading =
    navigation.state === "loading" || revalidator.state === "loading" || fetchers.some((f) => f.state === "loading");
  const busy = loading || navigation.state !== "idle" || fetchers.some((f) => f.state !== "idle");
  const pending = useRef(false);
  // The revalidator's identity changes on every render; the stream's listeners read the latest through a ref.
  const latest = useRef({ revalidator, busy });
  latest.current = { revalidator, busy };
  useEffect(() => {
    if (loading) pending.current = false;
    else if (!busy && pending.current) {
      pending.current = false;
      latest.current.revalidator.revalidate();
    }
  }, [loading, busy]);
  return useRef(() => {
    if (latest.current.busy) pending.current = true;
    else latest.current.revalidator.revalidate();
  }).current;
}
