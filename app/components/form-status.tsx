import { useEffect } from "react";
import { toast } from "~/components/ui/toaster";
import type { Answer } from "~/lib/result";

/** A toast that a form action asks the page to show. */
export type FormToast = { type: "success" | "error"; title: string; description: string };

export function showFormToast(t: FormToast) {
  if (t.type === "success") toast.success(t.title, { description: t.description });
  else toast.error(t.title, { description: t.description });
}

/** A form answer whose value is a toast's words (`answer` of a `Result<ToastWords>`). */
export type ToastWords = { title: string; description: string };

/** The toast of such an answer: its words when the write worked, the refusal's title and sentence otherwise. */
export const toastOf = (answer: Answer<ToastWords>): FormToast =>
  answer.ok
    ? { type: "success", title: answer.title, description: answer.description }
    : { type: "error", title: answer.title ?? "", description: answer.message };

/** Shows the toast of each new answer of the page's action, once per answer. */
export function useActionToast<A>(answer: A | undefined, toast: (answer: A) => FormToast) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per answer; `toast` is a pure reading of it.
  useEffect(() => {
    if (answer) showFormToast(toast(answer));
  }, [answer]);
}

/**
 * The form's message in the page itself: what a visitor without JavaScript reads, and what a screen
 * reader hears next to the fields.
 */
export function FormStatus({
  id,
  error,
  success,
}: {
  id: string;
  /** The message to show as an error, if any. */
  error?: string;
  success?: FormToast;
}) {
  if (error) {
    return (
      <p id={id} role="alert" className="text-sm font-medium text-danger-text">
        {error}
      </p>
    );
  }
  if (success) {
    return (
      <p id={id} role="status" className="text-sm font-medium text-success-text">
        {success.title} {success.description}
      </p>
    );
  }
  return <p id={id} role="status" className="sr-only" />;
}
