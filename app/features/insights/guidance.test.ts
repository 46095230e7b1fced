import { describe, expect, it } from "vitest";
import { localGuidance, projectOutlook, topicOf } from "./guidance";

const now = new Date("2026-11-21T00:00:00Z");
const project = {
  title: "Site",
  status: "in_progress",
  progress: 40,
  deadline: "2026-12-01",
  createdAt: "2026-11-01T00:00:00Z",
  freelancerDeskId: "FLD-FRLN1",
  googleAnalyticsConnected: false,
};

describe("local guidance", () => {
  it("chooses the topic by the spec's keywords", () => {
    expect(topicOf("How is my project?")).toBe("projects");
    expect(topicOf("next TASK")).toBe("projects");
    expect(topicOf("who is my freelancer")).toBe("people");
    expect(topicOf("show statistics")).toBe("analytics");
    expect(topicOf("hello")).toBe("general");
  });

  it("computes the pace from the updates and flags a project that will miss its deadline", () => {
    const updates = [
      { progress: 20, createdAt: "2026-11-11T00:00:00Z" },
      { progress: 40, createdAt: "2026-11-21T00:00:00Z" },
    ];
    // 20 points in 10 days = 2 a day; 60 left = 30 days; 10 days to the deadline.
    expect(projectOutlook(project, updates, now)).toEqual({ daysLeft: 10, pace: 2, daysNeeded: 30, atRisk: true });
    const fast = [
      { progress: 0, createdAt: "2026-11-19T00:00:00Z" },
      { progress: 40, createdAt: "2026-11-21T00:00:00Z" },
    ];
    expect(projectOutlook(project, fast, now).atRisk).toBe(false);
  });

  it("answers from the user's real projects", () => {
    const text = localGuidance("project status?", [project], () => [], now);
    expect(text).toContain("Site is at 40% and is due in 10 days");
    expect(localGuidance("my freelancer", [project], () => [], now)).toContain("freelancer FLD-FRLN1");
    expect(localGuidance("anything", [], () => [], now)).toContain("no projects");
  });
});
