import type { Answer } from "~/lib/result";
import { useLastActionData } from "~/lib/use-last-action-data";

/**
 * The action's answer to the form named `intent`: its sentence, as a status line or an alert. Kept through the live
 * reload the move itself sets off (`useLastActionData`), which would otherwise drop it.
 */
export function FormAnswer({ intent }: { intent: string }) {
  const answer = useLastActionData<Answer>();
  if (!answer || answer.intent !== intent || !answer.message) return null;
  return answer.ok ? (
    <p role="status" className="text-sm text-success-text">
      {answer.message}
    </p>
  ) : (
    <p role="alert" className="text-sm text-danger-text">
      {answer.message}
    </p>
  );
}
