import { getFormProps, getInputProps, getTextareaProps } from "@conform-to/react";
import { Form } from "react-router";
import { FormStatus } from "~/components/form-status";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import type { ContactInput } from "../contact-schema";
import { CONTACT_INTENT } from "../lead-action";
import { useLeadForm } from "./use-lead-form";

/**
 * The contact form (docs/product.md, Contact and quote forms). It posts to the page's action, so it works without JavaScript; with it, the
 * action's answer also comes as a toast.
 */
export default function ContactForm() {
  const { form, fields, lastResult, submitting } = useLeadForm<ContactInput>("contact", CONTACT_INTENT);

  return (
    <Form
      method="post"
      preventScrollReset
      {...getFormProps(form)}
      noValidate
      className="grid gap-4"
      aria-label="Contact form"
    >
      <input type="hidden" name="intent" value={CONTACT_INTENT} />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={fields.firstName.id}>First Name</Label>
          <Input
            {...getInputProps(fields.firstName, { type: "text" })}
            autoComplete="given-name"
            disabled={submitting}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={fields.lastName.id}>Last Name</Label>
          <Input
            {...getInputProps(fields.lastName, { type: "text" })}
            autoComplete="family-name"
            disabled={submitting}
          />
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={fields.email.id}>Email</Label>
        {/* type=text: browser-native validation is off (docs/product.md), the schema's rule is the only rule. */}
        <Input
          {...getInputProps(fields.email, { type: "text" })}
          inputMode="email"
          autoComplete="email"
          disabled={submitting}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={fields.message.id}>Message</Label>
        <Textarea {...getTextareaProps(fields.message)} rows={5} className="min-h-[120px]" disabled={submitting} />
      </div>
      <FormStatus
        id={form.errorId}
        error={form.errors?.[0]}
        success={lastResult?.toast.type === "success" ? lastResult.toast : undefined}
      />
      <Button type="submit" size="lg" disabled={submitting} className="w-full sm:w-auto">
        {submitting ? "Sending..." : "Send Message"}
      </Button>
    </Form>
  );
}
