import type * as React from "react";
import { cn } from "~/lib/utils";

/** A native checkbox in the theme's colours, so it works in forms without JavaScript. */
export function Checkbox({ className, ...props }: Omit<React.ComponentProps<"input">, "type">) {
  return <input type="checkbox" className={cn("size-4 shrink-0 rounded accent-primary", className)} {...props} />;
}
