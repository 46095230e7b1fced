import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { showFormToast } from "~/components/form-status";

/** What the portal's forms answer: accepted or not, and the sentence to show. */
type Answer = { ok: boolean; message: string };

/**
 * One portal write: a fetcher posting to the page's action (the page stays, its data revalidates), and a toast
 * for the answer, titled Success or Error. `onSuccess` runs once per accepted answer (a dialog closes, a reply form
 * clears itself); the latest callback is used, so it may close over the component's state.
 */
export function useToastForm<T extends Answer>(onSuccess?: (answer: T & { ok: true }) => void) {
  const fetcher = useFetcher<T>();
  const seen = useRef<T | undefined>(undefined);
  const latest = useRef(onSuccess);
  latest.current = onSuccess;
  useEffect(() => {
    // The answers are plain JSON, so their serialized form is the type itself.
    const answer = fetcher.data as T | undefined;
    if (fetcher.state !== "idle" || !answer || seen.current === answer) return;
    seen.current = answer;
    showFormToast({
      type: answer.ok ? "success" : "error",
      title: answer.ok ? "Success" : "Error",
      description: answer.message,
    });
    if (answer.ok) latest.current?.(answer as T & { ok: true });
  }, [fetcher.state, fetcher.data]);
  const busy = fetcher.state !== "idle";
  const answer = fetcher.data as T | undefined;
  const error = fetcher.state === "idle" && answer && !answer.ok ? answer.message : undefined;
  return { fetcher, busy, error };
}
