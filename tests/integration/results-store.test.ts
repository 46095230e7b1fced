import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { metricSnapshots, projects } from "#db/schema";
import { readSnapshots, upsertSnapshots } from "~/features/results/index.server";
import { setUpDatabase, setUpSignedInUsers } from "../setup/hooks";
import { adminFormPath, callPortal, portalPost } from "../setup/portal";
import { testContext } from "../setup/test-db";

const database = setUpDatabase({ seed: true });
const { cookies } = setUpSignedInUsers(database);

describe("the metric store", () => {
  it("keeps one row per source, account, metric, dimension and day: a second write replaces the first", async () => {
    const day = { source: "ga4" as const, account: "properties/1", day: "2026-11-01" };
    await upsertSnapshots(database.db, [
      { ...day, metric: "sessions", value: 10 },
      { ...day, metric: "screenPageViews", dimension: "/shop", value: 4 },
    ]);
    await upsertSnapshots(database.db, [
      { ...day, metric: "sessions", value: 12 },
      { ...day, metric: "screenPageViews", dimension: "/shop", value: 5 },
      { ...day, metric: "sessions", day: "2026-11-02", value: 7 },
    ]);
    const rows = await readSnapshots(database.db, {
      source: "ga4",
      account: "properties/1",
      metrics: ["sessions", "screenPageViews"],
      from: "2026-11-01",
      to: "2026-11-30",
    });
    expect(rows.map((r) => [r.metric, r.dimension, r.day, r.value]).sort()).toEqual(
      [
        ["screenPageViews", "/shop", "2026-11-01", 5],
        ["sessions", "", "2026-11-01", 12],
        ["sessions", "", "2026-11-02", 7],
      ].sort(),
    );
  });

  it("the admin's manual upload also writes its figures into the store, keyed by the project", async () => {
    const [project] = await database.db
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.title, "Ceylon Tea Co. Brand Identity Refresh"));
    const id = project?.id ?? "";
    const fields = {
      intent: "upload-analytics",
      projectId: id,
      pageViews: "4321",
      uniqueVisitors: "1200",
      bounceRate: "41.5",
      avgSessionDuration: "2.34",
      topPages: "/, /shop",
    };
    const answer = await callPortal(
      portalPost(adminFormPath("upload-analytics"), cookies["FLD-ADMIN"], fields),
      testContext(database),
    );
    expect(answer.data).toMatchObject({ ok: true });
    const rows = await database.db
      .select()
      .from(metricSnapshots)
      .where(and(eq(metricSnapshots.source, "manual"), eq(metricSnapshots.account, id)));
    const byMetric = Object.fromEntries(rows.map((r) => [`${r.metric}${r.dimension}`, r.value]));
    expect(byMetric).toEqual({
      pageViews: 4321,
      uniqueVisitors: 1200,
      bounceRate: 41.5,
      avgSessionDuration: 2.3,
      "topPageRank/": 1,
      "topPageRank/shop": 2,
    });
  });
});
