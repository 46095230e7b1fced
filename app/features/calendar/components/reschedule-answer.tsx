import { useFetcher } from "react-router";
import type { Answer } from "~/lib/result";
import { useLastActionData } from "~/lib/use-last-action-data";
import { RESCHEDULE_FETCHER } from "./calendar-dnd";

/**
 * What the server said of the last move to another day, dragged or by date: one live region, in the page from
 * the start, so a screen reader hears each answer. Without JavaScript the form's answer comes with the page.
 */
export function RescheduleAnswer() {
  const fetched = useFetcher<Answer>({ key: RESCHEDULE_FETCHER }).data;
  const posted = useLastActionData<Answer>();
  const answer = fetched ?? (posted?.intent === "reschedule" ? posted : undefined);
  return (
    <p
      role="status"
      data-testid="reschedule-answer"
      className={`text-sm empty:hidden ${answer?.ok ? "text-success-text" : "text-danger-text"}`}
    >
      {answer?.message ?? ""}
    </p>
  );
}
