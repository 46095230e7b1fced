import type { ReactNode } from "react";
import { Form } from "react-router";
import { FormStatus } from "~/components/form-status";
import { Button } from "~/components/ui/button";
import type { useLeadForm } from "./use-lead-form";

type FrameProps = ReturnType<typeof useLeadForm>["frame"] & {
  label: string;
  className: string;
  /** The button's text, and its text while the form is on its way. */
  submitText: [idle: string, busy: string];
  children: ReactNode;
};

/**
 * What both lead forms are around their fields: a post to the page's action with the form's intent (it works
 * without JavaScript), the form's message in the page, and the send button.
 */
export function LeadFormFrame({
  formProps,
  intent,
  submitting,
  status,
  label,
  className,
  submitText,
  children,
}: FrameProps) {
  return (
    <Form method="post" preventScrollReset {...formProps} noValidate className={className} aria-label={label}>
      <input type="hidden" name="intent" value={intent} />
      {children}
      <FormStatus {...status} />
      {/* A longer Sinhala or Tamil text wraps instead of pushing the form past a phone's screen. */}
      <Button type="submit" size="lg" disabled={submitting} className="w-full sm:w-auto">
        {submitting ? submitText[1] : submitText[0]}
      </Button>
    </Form>
  );
}
