import { type ClassValue, clsx } from "clsx";
import { classGroups, groupOverrides } from "./class-groups.generated";

let groupOf: Map<string, number> | undefined;

/**
 * Joins class names, letting later Tailwind utilities win over earlier ones (`cn("p-2 text-sm", "text-base")` is
 * `p-2 text-base`), as tailwind-merge does, from a table of the app's own classes that tailwind-merge answered for
 * ahead of time (`scripts/class-groups.ts`). A class the table does not know is kept as it is.
 */
export function cn(...inputs: ClassValue[]) {
  if (!groupOf) {
    groupOf = new Map();
    for (const [group, members] of classGroups.entries()) for (const c of members.split(" ")) groupOf.set(c, group);
  }
  const classes = clsx(inputs).split(" ");
  const overridden = new Set<number>();
  const kept: string[] = [];
  for (let i = classes.length - 1; i >= 0; i--) {
    const c = classes[i] as string;
    const group = groupOf.get(c);
    if (group === undefined) {
      if (c) kept.push(c);
      continue;
    }
    if (overridden.has(group)) continue;
    kept.push(c);
    overridden.add(group);
    for (const beaten of groupOverrides[group] ?? []) overridden.add(beaten);
  }
  return kept.reverse().join(" ");
}
