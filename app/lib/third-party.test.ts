import { describe, expect, it } from "vitest";
import { thirdPartyOrigins, voiceWidgetAllowed } from "./third-party";

describe("third parties", () => {
  it("allows the voice widget on the home page only, never on wizard paths", () => {
    expect(voiceWidgetAllowed("/")).toBe(true);
    for (const path of [
      "/pricing",
      "/wizard",
      "/wizard/step-2",
      "/onboarding/PlanWizard",
      "/x/FastWizard",
      "/SmartWizard",
    ]) {
      expect(voiceWidgetAllowed(path)).toBe(false);
    }
  });

  it("names the hosts of the parties that are on, and none otherwise", () => {
    expect(thirdPartyOrigins({})).toEqual([]);
    expect(
      thirdPartyOrigins({ analytics: { scriptUrl: "https://stats.example/js/script.js", domain: "a.lk" } }),
    ).toEqual(["https://stats.example"]);
    expect(thirdPartyOrigins({ voiceAgentId: "agent" })).toContain("https://unpkg.com");
  });
});
