import { type ClassValue, clsx } from "clsx";
import { classGroups, groupOverrides } from "./class-groups.generated";

let groupOf: Map<string, number> | undefined;

/**
 * Joins class names, letting later Tailwind utilities win over earlier ones (`cn("p-2 text-sm", "text-base")` is
 * `p-2 text-base`), as tailwind-merge does, from a table of the app's own classes that tailwind-merge answered for
 * ahead of time (`scripts/class-groups.ts`). A class the table does not know is kept as it is.
 */
export function cn(...inputs: ClassValue[]) {
  const joined = clsx(inputs);
  const known = merged.get(joined);
  if (known !== undefined) return known;
  const result = mergeClasses(joined);
  // A page renders the same few hundred class lists again and again; a full table is dropped rather than grown.
  if (merged.size >= MERGED_MAX) merged.clear();
  merged.set(joined, result);
  return result;
}

// Class lists merged before, by their joined input: a render asks for the same ones many times.
const merged = new Map<string, string>();
const MERGED_MAX = 5000;

function mergeClasses(joined: string) {
  if (!groupOf) {
    groupOf = new Map();
    for (const [group, members] of classGroups.entries()) for (const c of members.split(" ")) groupOf.set(c, group);
  }
  const classes = joined.split(" ");
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
