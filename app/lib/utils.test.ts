import { readFileSync } from "node:fs";
import fc from "fast-check";
import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { appClasses, classGroupsModule, tableFile } from "../../scripts/class-groups";
import { cn } from "./utils";

describe("cn", () => {
  it("knows every class written in app/: after changing classes, run `npx tsx scripts/class-groups.ts`", () => {
    expect(readFileSync(tableFile, "utf8")).toBe(classGroupsModule());
  });

  it("merges exactly as tailwind-merge does, for any mix of the app's classes and other words", () => {
    const classes = appClasses();
    const word = fc.oneof(
      fc.constantFrom(...classes),
      fc.constantFrom("group", "splash", "logo-track", "splash-letter"),
    );
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 8 }), (words) => {
        expect(cn(words.join(" "))).toBe(twMerge(words.join(" ")));
      }),
      { numRuns: 5000 },
    );
  });

  it("keeps what tailwind-merge keeps in the app's own combinations", () => {
    expect(cn("inline-flex h-10 px-4 text-sm", "h-9 px-3")).toBe("inline-flex text-sm h-9 px-3");
    expect(cn("scroll-mt-20 py-20 sm:py-24", "py-16 sm:py-16")).toBe("scroll-mt-20 py-16 sm:py-16");
    expect(cn("rounded-xl border border-border bg-card", "border-primary")).toBe(
      "rounded-xl border bg-card border-primary",
    );
    expect(cn("p-6 pt-0", undefined, false && "x")).toBe("p-6 pt-0");
  });
});
