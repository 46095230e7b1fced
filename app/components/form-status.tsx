import { useEffect } from "react";
import { toast } from "~/components/ui/toaster";

/** A toast that a form action asks the page to show. */
export type FormToast = { type: "success" | "error"; title: string; description: string };

export function showFormToast(t: FormToast) {
  if (t.type === "success") toast.success(t.title, { description: t.description });
  else toast.error(t.title, { description: t.description });
}

/** Shows the toast an action answered with, once per answer. */
export function useActionToast(answer: { toast: FormToast } | undefined) {
  useEffect(() => {
    if (answer) showFormToast(answer.toast);
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
