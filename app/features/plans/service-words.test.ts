import { describe, expect, it } from "vitest";
import { inReadersWords, planLabel } from "./service-words";

describe("a plan's service in the reader's words", () => {
  it("translates Social Media and keeps SEO and the plan's name as they are", () => {
    expect(planLabel("Growth", "Social Media", "සමාජ මාධ්‍ය")).toBe("Growth (සමාජ මාධ්‍ය)");
    expect(planLabel("Essential", "SEO", "සමාජ මාධ්‍ය")).toBe("Essential (SEO)");
    expect(planLabel("Growth", "Social Media", "Social Media")).toBe("Growth (Social Media)");
  });

  it("translates a bundle's services and a label made on the server", () => {
    expect(inReadersWords("Social Media + SEO", "சமூக ஊடகம்")).toBe("சமூக ஊடகம் + SEO");
    expect(inReadersWords("Growth + Accelerate (Social Media + SEO)", "සමාජ මාධ්‍ය")).toBe(
      "Growth + Accelerate (සමාජ මාධ්‍ය + SEO)",
    );
  });
});
