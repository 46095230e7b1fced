import { useDroppable } from "@dnd-kit/core";
import type { ReactNode } from "react";

/** A day of the calendar that a post can be dropped on; its id is the day ("2026-11-05"). */
export function DayCell({
  day,
  label,
  className,
  children,
}: {
  day: string;
  label: ReactNode;
  className: string;
  children: ReactNode;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: day });
  return (
    <li
      ref={setNodeRef}
      data-day={day}
      className={`min-w-0 rounded-lg border p-2 ${isOver ? "bg-muted ring-2 ring-ring" : ""} ${className}`}
    >
      {label}
      {/* One column that may be narrower than a chip's longest word: the chips wrap inside their day. */}
      <ul className="grid grid-cols-1 gap-1">{children}</ul>
    </li>
  );
}
