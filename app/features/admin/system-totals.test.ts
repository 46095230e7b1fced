import { describe, expect, it } from "vitest";
import { projectStats } from "~/features/projects/index.server";
import { systemTotals } from "./system-analytics.server";

describe("the admin's Active Projects card", () => {
  it("counts what the client's and freelancer's cards count: in development or testing, pending apart", () => {
    const projects = ["pending", "in_progress", "testing", "completed", "pending"].map((status) => ({ status }));
    const totals = systemTotals(projects, []);
    expect(totals).toMatchObject({ projects: 5, active: 2, pending: 2, completed: 1 });
    expect(totals.active).toBe(projectStats(projects).active);
  });
});
