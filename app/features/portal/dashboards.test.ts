import { describe, expect, it } from "vitest";
import { PROJECT_STATUSES, statusBadge } from "~/features/projects";
import { projectStats } from "~/features/projects/index.server";
import { clientTabsFor, insightProjects, timelineProjects } from "./dashboards";

const list = (...statuses: string[]) => statuses.map((status, i) => ({ id: String(i), status }));

describe("active projects: one meaning for the cards and the lists", () => {
  it("counts in development and testing as active, not pending or completed", () => {
    const projects = list("pending", "in_progress", "testing", "completed");
    expect(projectStats(projects).active).toBe(2);
    expect(timelineProjects(projects).map((p) => p.status)).toEqual(["in_progress", "testing"]);
  });

  it("shows on the timeline every active project the card counts, up to its two", () => {
    for (const projects of [
      list("pending", "in_progress"),
      list("in_progress", "pending", "testing"),
      list("pending", "pending"),
      list("completed", "testing"),
    ]) {
      expect(timelineProjects(projects)).toHaveLength(Math.min(2, projectStats(projects).active));
    }
  });

  it("gives a client with only pending projects an assistant box all the same", () => {
    expect(insightProjects(list("pending"))).toHaveLength(1);
    expect(insightProjects(list("completed", "pending")).map((p) => p.status)).toEqual(["completed"]);
    expect(insightProjects([])).toEqual([]);
  });

  it("has a badge with a label and a colour for every status, for clients and admins", () => {
    for (const status of PROJECT_STATUSES)
      for (const view of ["client", "admin"] as const) {
        const badge = statusBadge(status, view);
        expect(badge.variant).not.toBe("secondary");
        expect(badge.label).toMatch(/^[A-Z]/);
      }
  });
});

describe("the client's areas", () => {
  it("has Analytics once a project is completed, or once a monthly report was made", () => {
    expect(clientTabsFor([{ status: "in_progress" }])).not.toContain("analytics");
    expect(clientTabsFor([{ status: "completed" }])).toContain("analytics");
    expect(clientTabsFor([{ status: "in_progress" }], true)).toContain("analytics");
    expect(clientTabsFor([], true)).toContain("analytics");
  });
});

describe("the client's Analytics area and keywords", () => {
  it("has Analytics once a keyword is tracked, before any project is completed", () => {
    expect(clientTabsFor([{ status: "in_progress" }], false, true)).toContain("analytics");
    expect(clientTabsFor([{ status: "in_progress" }], false, false)).not.toContain("analytics");
  });
});
