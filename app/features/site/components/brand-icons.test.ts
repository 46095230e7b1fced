import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { brandLogosCss, brandPaths, brandSvgs, logosFile } from "../../../../scripts/brand-sprite";
import { brandViewBox, drawnBrands } from "./brand-shapes";

describe("the brand logos", () => {
  it("hold every brand's current path: after a simple-icons upgrade, run `npx tsx scripts/brand-sprite.ts`", () => {
    expect(readFileSync(logosFile, "utf8")).toBe(brandLogosCss());
  });

  it("have a mask for each name BrandIcon accepts, in the logo's own view box", () => {
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
    const css = brandLogosCss();
    for (const name of names) {
      expect(css).toContain(`.brand-logo-${name} {`);
      // A wide logo keeps its proportions: it is not squeezed into a square.
      expect(brandSvgs()[name]).toContain(`viewBox="${brandViewBox(name)}"`);
    }
  });

  it("are never a request of their own: the stylesheet holds them as data URIs", () => {
    expect(brandLogosCss()).not.toMatch(/url\("(?!data:image\/svg\+xml,)/);
  });
});
