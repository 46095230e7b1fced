import { useActionData } from "react-router";
import type { Answer } from "~/lib/result";

/** The action's answer to the form named `intent`: its sentence, as a status line or an alert. */
export function FormAnswer({ intent }: { intent: string }) {
  const answer = useActionData() as Answer | undefined;
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
