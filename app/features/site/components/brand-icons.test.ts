import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { brandPaths, brandSprite, spriteFile } from "../../../../scripts/brand-sprite";
import { brandViewBox, drawnBrands } from "./brand-shapes";

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
    expect([...Object.keys(brandPaths), ...Object.keys(drawnBrands)].sort()).toEqual([...names].sort());
    // BrandIcon draws each symbol in the symbol's own view box, so a wide logo is not shrunk into a square.
    for (const name of names) expect(brandSprite()).toContain(`<symbol id="${name}" viewBox="${brandViewBox(name)}">`);
  });
});
