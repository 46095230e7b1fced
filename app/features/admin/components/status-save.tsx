import { useId } from "react";
import type { Choice } from "~/components/forms";
import { Checkbox } from "~/components/ui/checkbox";
import { usePortalTexts } from "~/lib/portal-texts";
import { SelectSave } from "./select-save";

/**
 * A project's status with its Save button, and the completion rule: a project is completed when the client
 * approved its latest update; otherwise the admin ticks "Complete without approval", and the audit log records
 * that they did.
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
  const overrideId = useId();
  const { m } = usePortalTexts();
  return (
    <SelectSave
      label={label}
      name="status"
      value={value}
      choices={choices}
      fields={{ intent: "set-status", projectId }}
    >
      {(choice) =>
        choice === "completed" &&
        value !== "completed" &&
        !approved && (
          <div className="flex max-w-56 items-start gap-2 text-xs">
            <Checkbox id={overrideId} name="override" className="mt-0.5" />
            <label htmlFor={overrideId}>
              {m.admin_complete_without_approval()}
              <span className="block text-muted-foreground">{m.admin_not_approved_yet()}</span>
            </label>
          </div>
        )
      }
    </SelectSave>
  );
}
