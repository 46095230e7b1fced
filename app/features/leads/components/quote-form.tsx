import { getCollectionProps, getFormProps, getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import { Form } from "react-router";
import { FormStatus } from "~/components/form-status";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { QUOTE_INTENT } from "../lead-action";
import { budgetOptions, quoteServices, timelineOptions } from "../quote";
import type { QuoteFields } from "../quote-schema";
import { useLeadForm } from "./use-lead-form";

/** The quote form (docs/product.md, Contact and quote forms): posts to the page's action, so it works without JavaScript; the answer also comes as a toast. */
export function QuoteForm() {
  const { form, fields, lastResult, submitting } = useLeadForm<QuoteFields>("quote", QUOTE_INTENT);
  const servicesError = fields.selectedServices.errors?.[0];

  return (
    <Form
      method="post"
      preventScrollReset
      {...getFormProps(form)}
      noValidate
      className="grid gap-6"
      aria-label="Quote form"
    >
      <input type="hidden" name="intent" value={QUOTE_INTENT} />
      <fieldset disabled={submitting} className="grid gap-6">
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-2">
            <Label htmlFor={fields.name.id}>Full Name *</Label>
            <Input {...getInputProps(fields.name, { type: "text" })} autoComplete="name" />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={fields.email.id}>Email Address *</Label>
            <Input {...getInputProps(fields.email, { type: "text" })} inputMode="email" autoComplete="email" />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={fields.company.id}>Company</Label>
            <Input {...getInputProps(fields.company, { type: "text" })} autoComplete="organization" />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={fields.phone.id}>Phone</Label>
            <Input {...getInputProps(fields.phone, { type: "tel" })} autoComplete="tel" />
          </div>
        </div>

        <fieldset
          className="grid gap-3"
          aria-describedby={servicesError ? fields.selectedServices.errorId : undefined}
          aria-invalid={servicesError ? true : undefined}
        >
          <legend className="mb-3 text-sm font-medium">Services you need *</legend>
          {getCollectionProps(fields.selectedServices, {
            type: "checkbox",
            options: quoteServices.map((s) => s.id),
          }).map((props) => {
            const service = quoteServices.find((s) => s.id === props.value);
            return (
              <label
                key={props.key}
                htmlFor={props.id}
                className="flex cursor-pointer items-center justify-between gap-4 rounded-lg border border-border bg-muted/40 p-4 has-[:checked]:border-primary has-[:checked]:bg-accent"
              >
                <span className="flex items-center gap-3">
                  <Checkbox {...props} key={undefined} className="size-5" />
                  <span className="font-medium">{service?.name}</span>
                </span>
                <span className="text-sm text-accent-foreground">{service?.price}</span>
              </label>
            );
          })}
          {servicesError && (
            <p id={fields.selectedServices.errorId} className="text-sm text-danger-text">
              {servicesError}
            </p>
          )}
        </fieldset>

        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-2">
            <Label htmlFor={fields.budget.id}>Budget</Label>
            <Select {...getSelectProps(fields.budget)}>
              <option value="">Select your budget</option>
              {budgetOptions.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </Select>
          </div>
          <div className="grid gap-2">
            <Label htmlFor={fields.timeline.id}>Timeline</Label>
            <Select {...getSelectProps(fields.timeline)}>
              <option value="">Select your timeline</option>
              {timelineOptions.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </Select>
          </div>
        </div>

        <div className="grid gap-2">
          <Label htmlFor={fields.message.id}>Project Details</Label>
          <Textarea
            {...getTextareaProps(fields.message)}
            rows={5}
            placeholder="Tell us about your goals, audience and deadlines"
          />
        </div>
      </fieldset>

      <FormStatus
        id={form.errorId}
        error={form.errors?.[0]}
        success={lastResult?.toast.type === "success" ? lastResult.toast : undefined}
      />
      <Button type="submit" size="lg" disabled={submitting} className="w-full sm:w-auto">
        {submitting ? "Submitting..." : "Get My Quote"}
      </Button>
    </Form>
  );
}
