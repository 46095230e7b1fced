import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { Select } from "~/components/ui/select";
import { HiddenFields } from "./admin-dialog";
import { type Choice, Options } from "./field";
import { useAdminForm } from "./use-admin-form";

/**
 * A choice in a table row that takes effect with its Save button, not on change: a keyboard user browsing the
 * options with the arrow keys does not fire a write at every step (WCAG 3.2.2).
 */
export function SelectSave({
  label,
  name,
  value,
  choices,
  fields,
}: {
  label: string;
  name: string;
  value: string;
  choices: readonly Choice[];
  fields: Record<string, string>;
}) {
  const { fetcher, busy } = useAdminForm();
  const [choice, setChoice] = useState(value);
  // A saved (or live-updated) value becomes the new starting point.
  useEffect(() => setChoice(value), [value]);
  return (
    <fetcher.Form method="post" className="flex items-center gap-2">
      <HiddenFields fields={fields} />
      <Select
        aria-label={label}
        name={name}
        value={choice}
        onChange={(e) => setChoice(e.target.value)}
        className="min-w-32"
      >
        <Options choices={choices} />
      </Select>
      <Button type="submit" size="sm" variant="outline" disabled={busy || choice === value}>
        Save<span className="sr-only">: {label}</span>
      </Button>
    </fetcher.Form>
  );
}
