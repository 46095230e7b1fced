import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { brandPaths, brandSprite, spriteFile } from "../../../../scripts/brand-sprite";

describe("the brand logo sprite", () => {
  it("holds every brand's current path: after a simple-icons upgrade, run `npx tsx scripts/brand-sprite.ts`", () => {
    expect(readFileSync(spriteFile, "utf8")).toBe(brandSprite());
  });

  it("has a symbol for each name BrandIcon accepts", () => {
    const names: import("./brand-icons").BrandIconName[] = [
      "github",
      "hostinger",
      "visa",
      "mastercard",
      "amex",
      "x",
      "instagram",
      "linkedin",
    ];
    expect(Object.keys(brandPaths).sort()).toEqual([...names].sort());
    for (const name of names) expect(brandSprite()).toContain(`<symbol id="${name}" `);
  });
});
