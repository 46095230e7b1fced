import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { showFormToast } from "~/components/form-status";
import type { AdminActionData } from "../messages";

/**
 * One admin write: a fetcher posting to the dashboard's action (the page stays, its data revalidates) and
 * the documented toast for the answer, titled Success or Error.
 */
export function useAdminForm(onSuccess?: (answer: AdminActionData & { ok: true }) => void) {
  const fetcher = useFetcher<AdminActionData>({});
  const seen = useRef<AdminActionData | undefined>(undefined);
  const latest = useRef(onSuccess);
  latest.current = onSuccess;
  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || !answer || seen.current === answer) return;
    seen.current = answer;
    showFormToast({
      type: answer.ok ? "success" : "error",
      title: answer.ok ? "Success" : "Error",
      description: answer.message,
    });
    if (answer.ok) latest.current?.(answer);
  }, [fetcher.state, fetcher.data]);
  const busy = fetcher.state !== "idle";
  const error = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data.message : undefined;
  return { fetcher, busy, error };
}
