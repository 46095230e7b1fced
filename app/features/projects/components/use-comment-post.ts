import { useState } from "react";
import { showFormToast } from "~/components/form-status";
import { usePortalTexts } from "~/lib/portal-texts";
import { COMMENT_BODY_BYTES, uploadTexts } from "~/lib/upload-limits";
import { usePostWrite } from "./use-post-write";

/**
 * Posts one write on an update (a comment, its edit or removal, a decision) to /dashboard/comments, whose answer
 * is `{ ok, message }`: the toast says it, the refusal stays beside the form, and the page reloads its data. A comment
 * too large for the route is refused here in the reader's words, unsent.
 */
export function useCommentPost() {
  const { m } = usePortalTexts();
  // Every post here is multipart, so the route's upload limit holds for each (server/app.ts).
  const commentLimit = { bytes: COMMENT_BODY_BYTES, message: uploadTexts(m).commentTooLarge };
  const postWrite = usePostWrite();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  async function send(body: FormData) {
    setBusy(true);
    setError(undefined);
    const answer = await postWrite("/dashboard/comments", body, commentLimit);
    setBusy(false);
    const message = answer.message ?? m.project_answer_failed();
    showFormToast({
      type: answer.ok ? "success" : "error",
      title: answer.ok ? m.update_dialog_success() : m.update_dialog_error(),
      description: message,
    });
    if (!answer.ok) setError(message);
    return answer.ok;
  }
  return { send, busy, error, clearError: () => setError(undefined) };
}

/** A form's fields, plus the values the write needs (its intent and the id it is about). */
export function formWith(form: HTMLFormElement, fields: Record<string, string>) {
  const body = new FormData(form);
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return body;
}
