import type * as React from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";

/** A labelled field with an optional hint under it, tied to the control for screen readers. */
export function Field({
  id,
  label,
  hint,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}

export type Choice = { value: string; label: string };

/** A labelled select whose first option is the empty one ("Select a client", "All"). */
export function ChoiceField({
  id,
  label,
  name,
  empty,
  choices,
  defaultValue = "",
}: {
  id: string;
  label: string;
  name: string;
  empty: string;
  choices: readonly Choice[];
  defaultValue?: string;
}) {
  return (
    <Field id={id} label={label}>
      <Select id={id} name={name} defaultValue={defaultValue}>
        <option value="">{empty}</option>
        <Options choices={choices} />
      </Select>
    </Field>
  );
}

export function Options({ choices }: { choices: readonly Choice[] }) {
  return choices.map((c) => (
    <option key={c.value} value={c.value}>
      {c.label}
    </option>
  ));
}

/**
 * A tab's filters: a plain GET form, so they live in the address (with the tab) and work without JavaScript.
 * `submit` names the button ("Filter", "Search").
 */
export function FilterForm({
  tab,
  label,
  submit = "Filter",
  children,
}: {
  tab: string;
  label: string;
  submit?: string;
  children: React.ReactNode;
}) {
  return (
    <Form method="get" className="flex flex-wrap items-end gap-3" role="search" aria-label={label} preventScrollReset>
      <input type="hidden" name="tab" value={tab} />
      {children}
      <Button type="submit" variant="outline">
        {submit}
      </Button>
    </Form>
  );
}
