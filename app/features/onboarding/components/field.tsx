import type { ComponentProps, ReactNode } from "react";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import type { StepErrors } from "../wizard";

/** A field's error line; nothing while the field is fine or its errors are not shown yet. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-danger-text" role="alert">
      {message}
    </p>
  );
}

/** What ties a control to its error line. */
export const errorProps = (id: string, error?: string) => ({
  "aria-invalid": error ? true : undefined,
  "aria-describedby": `${id}-error`,
});

type FieldProps = {
  id: string;
  label: string;
  error?: string;
  /** The control, and whatever belongs between it and the error line. */
  children: ReactNode;
  /** What follows the error line. */
  after?: ReactNode;
};

/** A labelled field of the wizard: label, control, error line. */
export function Field({ id, label, error, children, after }: FieldProps) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
      <FieldError id={`${id}-error`} message={error} />
      {after}
    </div>
  );
}

type TextFieldProps = Omit<FieldProps, "children"> &
  Omit<ComponentProps<typeof Input>, "id" | "onChange" | "value" | "children"> & {
    value: string;
    onValueChange: (value: string) => void;
    /** Shown between the input and the error line. */
    below?: ReactNode;
  };

/** A field whose control is one text input. */
export function TextField({ id, label, error, after, below, value, onValueChange, ...input }: TextFieldProps) {
  return (
    <Field id={id} label={label} error={error} after={after}>
      <Input
        id={id}
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
        {...errorProps(id, error)}
        {...input}
      />
      {below}
    </Field>
  );
}

/** Ties text fields to a step's answers: `field("businessName")` gives the field's id, value, error and setter. */
export function textFields<T extends Record<string, string>>(
  values: T,
  errors: StepErrors,
  onChange: (patch: Partial<T>) => void,
) {
  return (key: keyof T & string) => ({
    id: key,
    error: errors[key],
    value: values[key],
    // A computed key reads as any string to TypeScript; `key` is one of T's, so the patch is one of T's fields.
    onValueChange: (value: string) => onChange({ [key]: value } as Partial<T>),
  });
}
