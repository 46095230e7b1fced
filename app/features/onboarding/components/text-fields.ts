import type { ChangeEvent } from "react";
import type { StepErrors } from "../wizard";

/**
 * Ties the shared `TextField` to a step's answers: `field("businessName")` gives the field's id, value, error
 * and change handler.
 */
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
    onChange: (e: ChangeEvent<HTMLInputElement>) => onChange({ [key]: e.target.value } as Partial<T>),
  });
}
