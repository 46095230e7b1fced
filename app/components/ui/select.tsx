import type * as React from "react";
import { cn } from "~/lib/utils";
import { fieldClass } from "./input";

/**
 * A native select: it posts with the form without JavaScript, and the platform gives it keyboard and
 * screen-reader behaviour for free.
 */
export function Select({ className, ...props }: React.ComponentProps<"select">) {
  return <select className={cn(fieldClass, "h-10", className)} {...props} />;
}
