import { getInputProps, getTextareaProps } from "@conform-to/react";
import { Field } from "~/components/forms";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import type { ContactInput } from "../contact-schema";
import { CONTACT_INTENT } from "../lead-action";
import type { ContactFormTexts } from "../texts.server";
import { LeadFormFrame } from "./lead-form-frame";
import { useLeadForm } from "./use-lead-form";

/**
 * The contact form (docs/product.md, Contact and quote forms). It posts to the page's action, so it works without JavaScript; with it, the
 * action's answer also comes as a toast.
 */
export default function ContactForm({ texts }: { texts: ContactFormTexts }) {
  const { fields, submitting, frame } = useLeadForm<ContactInput>("contact", CONTACT_INTENT);
  const text = (field: typeof fields.firstName, autoComplete: string) => (
    <Input {...getInputProps(field, { type: "text" })} autoComplete={autoComplete} disabled={submitting} />
  );

  return (
    <LeadFormFrame {...frame} label={texts.label} className="grid gap-4" submitText={texts.submit}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={texts.firstName} id={fields.firstName.id}>
          {text(fields.firstName, "given-name")}
        </Field>
        <Field label={texts.lastName} id={fields.lastName.id}>
          {text(fields.lastName, "family-name")}
        </Field>
      </div>
      <Field label={texts.email} id={fields.email.id}>
        {/* type=text: browser-native validation is off (docs/product.md), the schema's rule is the only rule. */}
        <Input
          {...getInputProps(fields.email, { type: "text" })}
          inputMode="email"
          autoComplete="email"
          disabled={submitting}
        />
      </Field>
      <Field label={texts.message} id={fields.message.id}>
        <Textarea {...getTextareaProps(fields.message)} rows={5} className="min-h-[120px]" disabled={submitting} />
      </Field>
    </LeadFormFrame>
  );
}
