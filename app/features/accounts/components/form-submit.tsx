import { ErrorList } from "~/components/forms";
import { Button } from "~/components/ui/button";

/** The end of an account form: the action's refusal, if any, and the submit button, which waits while it runs. */
export function FormSubmit({
  error,
  busy,
  label,
  busyLabel,
}: {
  error?: string;
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <>
      <ErrorList errors={error} className="text-sm font-medium text-danger-text" />
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? busyLabel : label}
      </Button>
    </>
  );
}
