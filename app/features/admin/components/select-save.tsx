import { type ReactNode, useEffect, useState } from "react";
import { type Choice, Options } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { Select } from "~/components/ui/select";
import { usePortalTexts } from "~/lib/portal-texts";
import { type AdminFormIntent, adminFormAction } from "../messages";
import { HiddenFields } from "./admin-dialog";
import { useAdminForm } from "./use-admin-form";

/**
 * A choice in a table row that takes effect with its Save button, not on change: a keyboard user browsing the
 * options with the arrow keys does not fire a write at every step (WCAG 3.2.2). `children` may add fields that
 * depend on the choice being made (the status's "Complete without approval").
 */
export function SelectSave({
  label,
  name,
  value,
  choices,
  fields,
  children,
}: {
  label: string;
  name: string;
  value: string;
  choices: readonly Choice[];
  fields: { intent: AdminFormIntent } & Record<string, string>;
  children?: (choice: string) => ReactNode;
}) {
  const { fetcher, busy } = useAdminForm();
  const { m } = usePortalTexts();
  const [choice, setChoice] = useState(value);
  // A saved (or live-updated) value becomes the new starting point.
  useEffect(() => setChoice(value), [value]);
  return (
    <fetcher.Form method="post" action={adminFormAction(fields.intent)} className="grid gap-2">
      <HiddenFields fields={fields} />
      {/* Save goes under the choice when the column is narrow (longer words in Sinhala and Tamil), not off the table. */}
      <div className="flex flex-wrap items-center gap-2">
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
          {m.admin_save()}
          <span className="sr-only">: {label}</span>
        </Button>
      </div>
      {children?.(choice)}
    </fetcher.Form>
  );
}
