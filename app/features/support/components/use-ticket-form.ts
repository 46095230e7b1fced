import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { showFormToast } from "~/components/form-status";
import type { TicketActionData } from "../tickets";

/**
 * One ticket form: a fetcher posting to the dashboard's action (the page stays, its data revalidates), and a toast
 * for the answer, titled Success or Error. `onSuccess` runs once per accepted post (a reply form clears itself).
 */
export function useTicketForm(onSuccess?: () => void) {
  const fetcher = useFetcher<TicketActionData>();
  const seen = useRef<TicketActionData | undefined>(undefined);
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
    if (answer.ok) latest.current?.();
  }, [fetcher.state, fetcher.data]);
  const busy = fetcher.state !== "idle";
  const error = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data.message : undefined;
  return { fetcher, busy, error };
}
