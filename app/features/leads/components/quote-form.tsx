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
import type { QuoteFields } from "../quote-schema";
import type { QuoteFormTexts } from "../texts.server";
import { LeadFormFrame } from "./lead-form-frame";
import { useLeadForm } from "./use-lead-form";

type QuoteField<T = string> = FieldMetadata<T, QuoteFields, string[]>;

function ServicesFieldset({ field, texts }: { field: QuoteField<string[]>; texts: QuoteFormTexts }) {
  const error = field.errors?.[0];
  return (
    <fieldset
      className="grid min-w-0 gap-3"
      aria-describedby={error ? field.errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-3 text-sm font-medium">{texts.services}</legend>
      {getCollectionProps(field, { type: "checkbox", options: texts.serviceChoices.map((s) => s.id) }).map((props) => {
        const service = texts.serviceChoices.find((s) => s.id === props.value);
        return (
          <label
            key={props.key}
            htmlFor={props.id}
            className="flex cursor-pointer flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-lg border border-border bg-muted/40 p-4 has-[:checked]:border-primary has-[:checked]:bg-accent"
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

function OptionSelect(props: {
  field: QuoteField;
  label: string;
  placeholder: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <Field label={props.label} id={props.field.id}>
      {/* min-w-0: a select is as wide as its longest option by default; here it takes the column's width. */}
      <Select {...getSelectProps(props.field)} className="min-w-0">
        <option value="">{props.placeholder}</option>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/** The quote form (docs/product.md, Contact and quote forms): posts to the page's action, so it works without JavaScript; the answer also comes as a toast. */
export function QuoteForm({ texts }: { texts: QuoteFormTexts }) {
  const { fields, submitting, frame } = useLeadForm<QuoteFields>("quote", QUOTE_INTENT);
  return (
    <LeadFormFrame {...frame} label={texts.label} className="grid gap-6" submitText={texts.submit}>
      {/* min-w-0: a fieldset is as wide as its widest content by default, and a longer Sinhala or Tamil option or
          label would then push the form past a phone's screen. */}
      <fieldset disabled={submitting} className="grid min-w-0 gap-6">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={texts.name} id={fields.name.id}>
            <Input {...getInputProps(fields.name, { type: "text" })} autoComplete="name" />
          </Field>
          <Field label={texts.email} id={fields.email.id}>
            <Input {...getInputProps(fields.email, { type: "text" })} inputMode="email" autoComplete="email" />
          </Field>
          <Field label={texts.company} id={fields.company.id}>
            <Input {...getInputProps(fields.company, { type: "text" })} autoComplete="organization" />
          </Field>
          <Field label={texts.phone} id={fields.phone.id}>
            <Input {...getInputProps(fields.phone, { type: "tel" })} autoComplete="tel" />
          </Field>
        </div>
        <ServicesFieldset field={fields.selectedServices} texts={texts} />
        <div className="grid gap-4 sm:grid-cols-2">
          <OptionSelect
            field={fields.budget}
            label={texts.budget}
            placeholder={texts.budgetPlaceholder}
            options={texts.budgetOptions}
          />
          <OptionSelect
            field={fields.timeline}
            label={texts.timeline}
            placeholder={texts.timelinePlaceholder}
            options={texts.timelineOptions}
          />
        </div>
        <Field label={texts.details} id={fields.message.id}>
          <Textarea {...getTextareaProps(fields.message)} rows={5} placeholder={texts.detailsPlaceholder} />
        </Field>
      </fieldset>
    </LeadFormFrame>
  );
}
