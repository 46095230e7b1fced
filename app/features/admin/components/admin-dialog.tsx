import type * as React from "react";
import { FormStatus } from "~/components/form-status";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import { type AdminFormIntent, adminFormAction } from "../messages";
import type { useAdminForm } from "./use-admin-form";

/** An admin dialog: its button (if it has one), title and description. Without `open` it keeps its own state. */
export function AdminDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  children,
}: {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  trigger?: React.ReactNode;
  title: string;
  description: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}

/** The values a form posts along with what the admin types: its `intent` and the ids it is about. */
export function HiddenFields({ fields }: { fields: Record<string, string> }) {
  return Object.entries(fields).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
}

/**
 * A dialog's form: it posts `intent` (and `fields`) to its area's action, shows the refusal next to the
 * fields, and names its button by what it is doing while busy.
 */
export function AdminForm({
  form,
  intent,
  fields,
  statusId,
  submit,
  busyLabel,
  children,
}: {
  form: ReturnType<typeof useAdminForm>;
  intent: AdminFormIntent;
  fields?: Record<string, string>;
  /** The message's element, which the form is described by. */
  statusId: string;
  submit: string;
  busyLabel: string;
  children: React.ReactNode;
}) {
  const { fetcher, busy, error } = form;
  return (
    <fetcher.Form
      method="post"
      action={adminFormAction(intent)}
      className="grid gap-4"
      noValidate
      aria-describedby={statusId}
    >
      <HiddenFields fields={{ intent, ...fields }} />
      {children}
      <FormStatus id={statusId} error={error} />
      <DialogFooter>
        <Button type="submit" disabled={busy}>
          {busy ? busyLabel : submit}
        </Button>
      </DialogFooter>
    </fetcher.Form>
  );
}
