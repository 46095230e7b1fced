import {
  type FieldMetadata,
  getCollectionProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
} from "@conform-to/react";
import { Field } from "~/components/forms";
import { Checkbox } from "~/components/ui/checkbox";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { QUOTE_INTENT } from "../lead-action";
import { budgetOptions, quoteServices, timelineOptions } from "../quote";
import type { QuoteFields } from "../quote-schema";
import { LeadFormFrame } from "./lead-form-frame";
import { useLeadForm } from "./use-lead-form";

type QuoteField<T = string> = FieldMetadata<T, QuoteFields, string[]>;

function ServicesFieldset({ field }: { field: QuoteField<string[]> }) {
  const error = field.errors?.[0];
  return (
    <fieldset
      className="grid gap-3"
      aria-describedby={error ? field.errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-3 text-sm font-medium">Services you need *</legend>
      {getCollectionProps(field, { type: "checkbox", options: quoteServices.map((s) => s.id) }).map((props) => {
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
      {error && (
        <p id={field.errorId} className="text-sm text-danger-text">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function OptionSelect(props: { field: QuoteField; label: string; placeholder: string; options: readonly string[] }) {
  return (
    <Field label={props.label} id={props.field.id}>
      <Select {...getSelectProps(props.field)}>
        <option value="">{props.placeholder}</option>
        {props.options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/** The quote form (docs/product.md, Contact and quote forms): posts to the page's action, so it works without JavaScript; the answer also comes as a toast. */
export function QuoteForm() {
  const { fields, submitting, frame } = useLeadForm<QuoteFields>("quote", QUOTE_INTENT);
  return (
    <LeadFormFrame {...frame} label="Quote form" className="grid gap-6" submitText={["Get My Quote", "Submitting..."]}>
      <fieldset disabled={submitting} className="grid gap-6">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Full Name *" id={fields.name.id}>
            <Input {...getInputProps(fields.name, { type: "text" })} autoComplete="name" />
          </Field>
          <Field label="Email Address *" id={fields.email.id}>
            <Input {...getInputProps(fields.email, { type: "text" })} inputMode="email" autoComplete="email" />
          </Field>
          <Field label="Company" id={fields.company.id}>
            <Input {...getInputProps(fields.company, { type: "text" })} autoComplete="organization" />
          </Field>
          <Field label="Phone" id={fields.phone.id}>
            <Input {...getInputProps(fields.phone, { type: "tel" })} autoComplete="tel" />
          </Field>
        </div>
        <ServicesFieldset field={fields.selectedServices} />
        <div className="grid gap-4 sm:grid-cols-2">
          <OptionSelect field={fields.budget} label="Budget" placeholder="Select your budget" options={budgetOptions} />
          <OptionSelect
            field={fields.timeline}
            label="Timeline"
            placeholder="Select your timeline"
            options={timelineOptions}
          />
        </div>
        <Field label="Project Details" id={fields.message.id}>
          <Textarea
            {...getTextareaProps(fields.message)}
            rows={5}
            placeholder="Tell us about your goals, audience and deadlines"
          />
        </Field>
      </fieldset>
    </LeadFormFrame>
  );
}
