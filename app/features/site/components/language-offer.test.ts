import { describe, expect, it } from "vitest";
import { offeredLocale } from "./language-offer";

describe("the language offered to a first visit", () => {
  it("offers Sinhala or Tamil when the browser puts it before English, on a page in another language", () => {
    expect(offeredLocale(["si-LK", "en-US"], "en")).toBe("si");
    expect(offeredLocale(["ta", "en"], "en")).toBe("ta");
    expect(offeredLocale(["TA-lk"], "si")).toBe("ta");
    expect(offeredLocale(["fr-FR", "ta-LK", "en"], "en")).toBe("ta");
  });

  it("offers nothing when English comes first, the page is already in that language, or nothing matches", () => {
    expect(offeredLocale(["en-GB", "si"], "en")).toBeNull();
    expect(offeredLocale(["si-LK"], "si")).toBeNull();
    expect(offeredLocale(["fr", "de"], "en")).toBeNull();
    expect(offeredLocale([], "ta")).toBeNull();
  });
});
