import type { ComponentProps, ReactNode } from "react";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";

/** A labelled text input; `children` go under it (a help line, an error). */
export function Field({
  id,
  label,
  children,
  ...input
}: ComponentProps<typeof Input> & { id: string; label: string; children?: ReactNode }) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} {...input} />
      {children}
    </div>
  );
}
