import type { ReactNode } from "react";
import { cn } from "~/lib/utils";

/**
 * The profile's lists (signed-in devices, sign-ins): one bordered row per entry, what it is on the left and an
 * action or a time on the right, wrapping on a phone.
 */
export function EntryList<T extends { id: string }>({
  entries,
  ordered = false,
  className,
  children,
}: {
  entries: T[];
  /** Newest first, as a sequence (sign-ins), rather than a set (devices). */
  ordered?: boolean;
  className?: string;
  children: (entry: T) => ReactNode;
}) {
  const List = ordered ? "ol" : "ul";
  return (
    <List className="grid gap-3">
      {entries.map((entry) => (
        <li
          key={entry.id}
          className={cn(
            "flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border p-3",
            className,
          )}
        >
          {children(entry)}
        </li>
      ))}
    </List>
  );
}
