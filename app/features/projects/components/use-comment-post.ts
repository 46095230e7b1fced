import { useState } from "react";
import { showFormToast } from "~/components/form-status";
import { usePostWrite } from "./use-post-write";

const failed = "Something went wrong. Please try again.";

/**
 * Posts one write on an update (a comment, its edit or removal, a decision) to /dashboard/comments, whose answer
 * is `{ ok, message }`: the toast says it, the refusal stays beside the form, and the page reloads its data.
 */
export function useCommentPost() {
  const postWrite = usePostWrite();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  async function send(body: FormData) {
    setBusy(true);
    setError(undefined);
    try {
      const answer = await postWrite("/dashboard/comments", body);
      const message = answer.message ?? failed;
      showFormToast({
        type: answer.ok ? "success" : "error",
        title: answer.ok ? "Success" : "Error",
        description: message,
      });
      if (!answer.ok) setError(message);
      return answer.ok;
    } catch {
      setError(failed);
      showFormToast({ type: "error", title: "Error", description: failed });
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { send, busy, error, clearError: () => setError(undefined) };
}

/** A form's fields, plus the values the write needs (its intent and the id it is about). */
export function formWith(form: HTMLFormElement, fields: Record<string, string>) {
  const body = new FormData(form);
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return body;
}
