import type { ComponentProps, ReactNode } from "react";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";

/*
 * The app's one forms module: every labelled field is a `Field` (label, control, hint, error list), so a control
 * is tied to its hint and errors the same way everywhere. Ids follow one rule, `${id}-hint` and `${id}-error`,
 * which the e2e and axe checks rely on.
 */

type Errors = string | readonly string[] | undefined;

const messagesOf = (errors: Errors): readonly string[] =>
  errors === undefined ? [] : typeof errors === "string" ? (errors ? [errors] : []) : errors.filter(Boolean);

/** A field's or a form's errors, announced as they appear; nothing while there are none. */
export function ErrorList({ id, errors, className }: { id?: string; errors: Errors; className?: string }) {
  const messages = messagesOf(errors);
  if (messages.length === 0) return null;
  const classes = className ?? "text-sm text-danger-text";
  if (messages.length === 1) {
    return (
      <p id={id} className={classes} role="alert">
        {messages[0]}
      </p>
    );
  }
  return (
    <ul id={id} className={`${classes} list-disc pl-5`} role="alert">
      {messages.map((m) => (
        <li key={m}>{m}</li>
      ))}
    </ul>
  );
}

/** What ties a control to its hint and error list (only to the parts that are shown). */
export function describedBy(id: string, { hint, error }: { hint?: unknown; error?: Errors }) {
  const parts = [hint ? `${id}-hint` : "", messagesOf(error).length > 0 ? `${id}-error` : ""].filter(Boolean);
  return {
    "aria-invalid": messagesOf(error).length > 0 ? (true as const) : undefined,
    "aria-describedby": parts.length > 0 ? parts.join(" ") : undefined,
  };
}

export type FieldProps = {
  id: string;
  label: ReactNode;
  /** A line under the control saying what to enter; gets the id `${id}-hint`. */
  hint?: ReactNode;
  /** The field's errors; the list gets the id `${id}-error`. */
  error?: Errors;
  /** The control, and whatever belongs between it and the hint. */
  children: ReactNode;
  /** What follows the error list. */
  after?: ReactNode;
  /** What sits on the label's line, at its end (a "Forgot password?" link): beside the label, never inside it. */
  beside?: ReactNode;
  className?: string;
};

/** A labelled field: label, control, optional hint, error list. */
export function Field({ id, label, hint, error, children, after, beside, className = "grid gap-2" }: FieldProps) {
  const labelled = <Label htmlFor={id}>{label}</Label>;
  return (
    <div className={className}>
      {beside ? (
        <div className="flex items-baseline justify-between gap-3">
          {labelled}
          {beside}
        </div>
      ) : (
        labelled
      )}
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <ErrorList id={`${id}-error`} errors={error} />
      {after}
    </div>
  );
}

type TextFieldProps = Omit<FieldProps, "children" | "className"> &
  Omit<ComponentProps<typeof Input>, "id" | "children"> & {
    /** The wrapper's class; `className` is the input's. */
    fieldClassName?: string;
    /** Shown between the input and the hint (a help line of its own, a custom error line). */
    children?: ReactNode;
  };

/**
 * A field whose control is one text input, tied to its hint and errors; aria props given by the caller win
 * (a form whose error line is not the field's own).
 */
export function TextField({
  id,
  label,
  hint,
  error,
  after,
  beside,
  fieldClassName,
  children,
  ...input
}: TextFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error} after={after} beside={beside} className={fieldClassName}>
      <Input id={id} {...describedBy(id, { hint, error })} {...input} />
      {children}
    </Field>
  );
}

export type Choice = { value: string; label: string };

export function Options({ choices }: { choices: readonly Choice[] }) {
  return choices.map((c) => (
    <option key={c.value} value={c.value}>
      {c.label}
    </option>
  ));
}

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
