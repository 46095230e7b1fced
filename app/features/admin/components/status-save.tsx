import { useEffect, useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { Select } from "~/components/ui/select";
import { HiddenFields } from "./admin-dialog";
import { type Choice, Options } from "./field";
import { useAdminForm } from "./use-admin-form";

/**
 * A project's status with its Save button (as `SelectSave`), and the completion rule: a project is completed
 * when the client approved its latest update; otherwise the admin ticks "Complete without approval", and the
 * audit log records that they did.
 */
export function StatusSave({
  label,
  value,
  choices,
  projectId,
  approved,
}: {
  label: string;
  value: string;
  choices: readonly Choice[];
  projectId: string;
  /** Whether the client approved the project's latest update. */
  approved: boolean;
}) {
  const { fetcher, busy } = useAdminForm();
  const [choice, setChoice] = useState(value);
  const overrideId = useId();
  useEffect(() => setChoice(value), [value]);
  const needsOverride = choice === "completed" && value !== "completed" && !approved;
  return (
    <fetcher.Form method="post" className="grid gap-2">
      <HiddenFields fields={{ intent: "set-status", projectId }} />
      <div className="flex items-center gap-2">
        <Select
          aria-label={label}
          name="status"
          value={choice}
          onChange={(e) => setChoice(e.target.value)}
          className="min-w-32"
        >
          <Options choices={choices} />
        </Select>
        <Button type="submit" size="sm" variant="outline" disabled={busy || choice === value}>
          Save<span className="sr-only">: {label}</span>
        </Button>
      </div>
      {needsOverride && (
        <div className="flex max-w-56 items-start gap-2 text-xs">
          <Checkbox id={overrideId} name="override" className="mt-0.5" />
          <label htmlFor={overrideId}>
            Complete without approval
            <span className="block text-muted-foreground">The client has not approved the latest update.</span>
          </label>
        </div>
      )}
    </fetcher.Form>
  );
}
