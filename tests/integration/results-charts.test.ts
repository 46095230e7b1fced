import { beforeAll, describe, expect, it } from "vitest";
import { googleConnections, projects } from "#db/schema";
import { lastMonths } from "~/features/results/charts/period";
import { type Snapshot, upsertSnapshots } from "~/features/results/index.server";
import { addDays, colomboDayKey } from "~/lib/colombo-month";
import { setUpDatabase, setUpSignedInUsers } from "../setup/hooks";
import { loadPortal } from "../setup/portal";
import { testContext } from "../setup/test-db";

// The Analytics trends (decision 47) from figures written straight into the store, on both databases.
const database = setUpDatabase({ seed: true });
const { cookies } = setUpSignedInUsers(database);
const today = colomboDayKey(new Date());
const yesterday = addDays(today, -1);
const ids: Record<string, string> = {};
const seeded: Snapshot[] = [];

const ga = (account: string, metric: string, day: string, value: number): Snapshot => ({
  source: "ga4",
  account,
  metric,
  day,
  value,
});

beforeAll(async () => {
  const db = database.db;
  for (const p of await db.select({ id: projects.id, title: projects.title }).from(projects)) ids[p.title] = p.id;
  const connect = (title: string, propertyId: string, siteUrl: string | null) => ({
    projectId: ids[title] ?? "",
    accessToken: "x",
    refreshToken: "y",
    expiresAt: new Date(Date.now() + 3600_000),
    propertyId,
    siteUrl,
  });
  await db
    .insert(googleConnections)
    .values([
      connect("Ceylon Tea Co. Website Redesign", "properties/111", "https://ceylontea.example/"),
      connect("Lanka Surf Retreats Booking Site", "properties/222", null),
    ]);
  // CLNT1: 100 sessions a day this week, 80 the week before; a busy and a quiet day's bounce rates; a search site.
  for (let i = 0; i < 14; i++) {
    const day = addDays(yesterday, -i);
    seeded.push(ga("properties/111", "sessions", day, i < 7 ? 100 : 80));
    seeded.push({ source: "search-console", account: "https://ceylontea.example/", metric: "clicks", day, value: 10 });
  }
  seeded.push(
    ga("properties/111", "bounceRate", yesterday, 0.2),
    ga("properties/111", "bounceRate", addDays(yesterday, -1), 0.8),
  );
  // A renamed metric and a page's row: neither is a figure of the page.
  seeded.push(ga("properties/111", "sessionsRenamed", yesterday, 9999));
  seeded.push({ ...ga("properties/111", "sessions", yesterday, 7777), dimension: "page:/shop" });
  // The month over month: a figure on each of the two last full months' first days.
  const months = lastMonths(today);
  seeded.push(ga("properties/111", "screenPageViews", months.current.from, 300));
  seeded.push(ga("properties/111", "screenPageViews", months.previous.from, 200));
  // CLNT2's site: far more sessions, which CLNT1 must never see.
  for (let i = 0; i < 14; i++) seeded.push(ga("properties/222", "sessions", addDays(yesterday, -i), 5000));
  await upsertSnapshots(db, seeded);
  await upsertSnapshots(db, [ga("properties/111", "sessions", yesterday, 100)]);
});

const figure = (trends: { families: { figures: { key: string; value: number | null }[] }[] }, key: string) =>
  trends.families.flatMap((f) => f.figures).find((f) => f.key === key);

describe("the client's Analytics trends", () => {
  it("sums the client's own figures over the period, compares them with the period before, and weights the averages", async () => {
    const page = await loadPortal("/dashboard/analytics?days=7", cookies["FLD-CLNT1"], testContext(database));
    expect(page.status).toBe(200);
    const { trends } = page.data;
    expect(trends.days).toBe(7);
    expect(trends.labels).toHaveLength(7);
    expect(trends.labels.at(-1)).toBe(yesterday);
    expect(figure(trends, "sessions")).toMatchObject({ value: 700, previous: 560, change: 0.25 });
    expect(figure(trends, "clicks")).toMatchObject({ value: 70, previous: 70, change: 0 });
    // (0.2 × 100 + 0.8 × 100) / 200: each day's rate weighted by its sessions.
    expect(figure(trends, "bounceRate")?.value).toBeCloseTo(0.5);
    const traffic = trends.families.find((f: { id: string }) => f.id === "traffic");
    expect(traffic.series.find((s: { key: string }) => s.key === "sessions").values).toEqual(Array(7).fill(100));
    expect(trends.families.map((f: { id: string }) => f.id)).toEqual(["traffic", "search"]);
    // The monthly reports' list and the spec's per-project reports are still there.
    expect(Array.isArray(page.data.monthly)).toBe(true);
    expect(Array.isArray(page.data.reports)).toBe(true);
  });

  it("takes 30 by default and for any other value, 90 when asked, and answers month over month", async () => {
    for (const days of ["", "?days=abc", "?days=31", "?days=-1"]) {
      const page = await loadPortal(`/dashboard/analytics${days}`, cookies["FLD-CLNT1"], testContext(database));
      expect(page.status).toBe(200);
      expect(page.data.trends.days).toBe(30);
      expect(figure(page.data.trends, "sessions")?.value).toBe(7 * 100 + 7 * 80);
    }
    const page = await loadPortal("/dashboard/analytics?days=90", cookies["FLD-CLNT1"], testContext(database));
    expect(page.data.trends.labels).toHaveLength(90);
    const months = lastMonths(today);
    const inMonth = (m: { from: string; to: string }) =>
      seeded
        .filter((s) => s.account === "properties/111" && s.metric === "sessions" && !s.dimension)
        .filter((s) => s.day >= m.from && s.day <= m.to)
        .reduce((t, s) => t + s.value, 0);
    const rows = page.data.trends.months.rows;
    expect(rows.find((r: { key: string }) => r.key === "pageViews")).toMatchObject({
      value: 300,
      previous: 200,
      change: 0.5,
    });
    const sessions = rows.find((r: { key: string }) => r.key === "sessions");
    expect([sessions?.value ?? 0, sessions?.previous ?? 0]).toEqual([
      inMonth(months.current),
      inMonth(months.previous),
    ]);
  });

  it("never shows another client's figures", async () => {
    const other = await loadPortal("/dashboard/analytics?days=7", cookies["FLD-CLNT2"], testContext(database));
    expect(figure(other.data.trends, "sessions")).toMatchObject({ value: 35000 });
    expect(figure(other.data.trends, "clicks")).toBeUndefined();
    const mine = await loadPortal("/dashboard/analytics?days=7", cookies["FLD-CLNT1"], testContext(database));
    expect(JSON.stringify(mine.data.trends)).not.toContain("5000");
  });
});

describe("a project's Analytics trends", () => {
  const path = (title: string) => `/dashboard/projects/${ids[title]}/analytics?days=7`;

  it("shows the project's figures to its client, its assigned freelancer and an admin", async () => {
    for (const who of ["FLD-CLNT1", "FLD-FRLN1", "FLD-ADMIN"]) {
      const page = await loadPortal(path("Ceylon Tea Co. Website Redesign"), cookies[who], testContext(database));
      expect(page.status, who).toBe(200);
      expect(figure(page.data.charts, "sessions")?.value).toBe(700);
    }
  });

  it("is a 404 for another client and a freelancer not assigned, whatever the id", async () => {
    const redesign = path("Ceylon Tea Co. Website Redesign");
    for (const who of ["FLD-CLNT2", "FLD-FRLN2"]) {
      const page = await loadPortal(redesign, cookies[who], testContext(database));
      expect(page.status, who).toBe(404);
      expect(JSON.stringify(page.data ?? {})).not.toContain("700");
    }
    const bad = await loadPortal(
      "/dashboard/projects/not-an-id/analytics",
      cookies["FLD-CLNT1"],
      testContext(database),
    );
    expect(bad.status).toBe(404);
  });

  it("answers no family for a project with nothing connected, with the way to connect", async () => {
    const page = await loadPortal(
      path("Ceylon Tea Co. SEO Accelerate Campaign"),
      cookies["FLD-CLNT1"],
      testContext(database),
    );
    expect(page.status).toBe(200);
    expect(page.data.charts.families).toEqual([]);
    expect(page.data.charts.projects).toEqual([
      { id: ids["Ceylon Tea Co. SEO Accelerate Campaign"], title: "Ceylon Tea Co. SEO Accelerate Campaign" },
    ]);
  });
});
