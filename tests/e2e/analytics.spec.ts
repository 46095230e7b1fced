import { eq } from "drizzle-orm";
import { type Snapshot, upsertSnapshots } from "../../app/features/results/index.server";
import { addDays, colomboDayKey } from "../../app/lib/colombo-month";
import { googleConnections, projects, users } from "../../db/schema";
import { expectNoAxeViolations } from "./axe";
import { expect, hydrated, signIn, test } from "./fixtures";

// The client's Analytics trends (decision 47): a database of this spec's own, with 180 days of figures for one
// of FLD-CLNT1's projects written straight into the store.
test.use({ dbTag: "analytics" });

test.beforeAll(async ({ app }) => {
  const [client] = await app.db.select({ id: users.id }).from(users).where(eq(users.flideskId, "FLD-CLNT1"));
  const [project] = await app.db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.clientId, client?.id ?? ""));
  if (!project) throw new Error("no demo project");
  await app.db
    .insert(googleConnections)
    .values({
      projectId: project.id,
      accessToken: "x",
      refreshToken: "y",
      expiresAt: new Date(Date.now() + 3600_000),
      propertyId: "properties/1",
      siteUrl: "https://tea.example/",
    })
    .onConflictDoNothing();
  const today = colomboDayKey(new Date());
  const rows: Snapshot[] = [];
  for (let i = 1; i <= 180; i++) {
    const day = addDays(today, -i);
    const ga = (metric: string, value: number) =>
      rows.push({ source: "ga4", account: "properties/1", metric, day, value });
    ga("sessions", 100 + (i % 7) * 10);
    ga("totalUsers", 80 + (i % 5) * 10);
    ga("screenPageViews", 300 + (i % 3) * 40);
    ga("bounceRate", 0.4);
    rows.push({
      source: "search-console",
      account: "https://tea.example/",
      metric: "clicks",
      day,
      value: 20 + (i % 4),
    });
    rows.push({ source: "search-console", account: "https://tea.example/", metric: "impressions", day, value: 900 });
  }
  await upsertSnapshots(app.db, rows);
});

const trends = (page: import("@playwright/test").Page) => page.getByRole("region", { name: "Trends" });

test("the client sees the trends, switches 7, 30 and 90 days by keyboard, and the page stays axe and overflow clean", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, "FLD-CLNT1");
  await expect(page.getByRole("heading", { name: "Client Dashboard" })).toBeVisible();
  await page.goto("/dashboard/analytics");
  await hydrated(page);
  const region = trends(page);
  await expect(region.getByRole("link", { name: "30 days" })).toHaveAttribute("aria-current", "page");
  await expect(region.getByRole("figure", { name: "Traffic per day" })).toBeVisible();
  await expect(region.getByRole("figure", { name: "Search per day" })).toBeVisible();
  // The screen readers' table has a row a day.
  await expect(region.getByRole("table", { name: "Traffic per day" }).locator("tbody tr")).toHaveCount(30);
  await expect(region.getByText(/on the previous 30 days$/).first()).toBeVisible();
  await expect(region.getByRole("heading", { name: "Month over month" })).toBeVisible();

  for (const days of [7, 90]) {
    const link = region.getByRole("link", { name: `${days} days` });
    await link.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`days=${days}$`));
    await expect(link).toHaveAttribute("aria-current", "page");
    await expect(region.getByRole("table", { name: "Traffic per day" }).locator("tbody tr")).toHaveCount(days);
    await expect(region.getByText(new RegExp(`on the previous ${days} days$`)).first()).toBeVisible();
  }

  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(region.getByRole("figure", { name: "Traffic per day" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${width} px`).toBe(
      true,
    );
    await expectNoAxeViolations(page);
  }
});

test("a bad period falls back to 30 days, and a project's own trends page shows its charts", async ({ page }) => {
  await signIn(page, "FLD-CLNT1");
  await expect(page.getByRole("heading", { name: "Client Dashboard" })).toBeVisible();
  const answer = await page.goto("/dashboard/analytics?days=abc");
  expect(answer?.status()).toBe(200);
  await expect(trends(page).getByRole("link", { name: "30 days" })).toHaveAttribute("aria-current", "page");
  await page.goto("/dashboard/projects");
  await page
    .getByRole("link", { name: /Website Redesign|Brand Identity|SEO/ })
    .first()
    .click();
  await page.getByRole("link", { name: "Analytics trends" }).click();
  await expect(page.getByRole("heading", { name: /^Analytics for / })).toBeVisible();
  await hydrated(page);
  await expect(trends(page).getByRole("link", { name: "30 days" })).toBeVisible();
  await expectNoAxeViolations(page);
});
