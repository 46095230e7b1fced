import { eq } from "drizzle-orm";
import { googleConnections, projects } from "#db/schema";
import { upsertSnapshots } from "~/features/results/index.server";
import { addDays, colomboDayKey } from "~/lib/colombo-month";
import { expectNoAxeViolations } from "./axe";
import { expect, hydrated, signIn, test } from "./fixtures";

// Staff add keywords and Search Console figures are stored: a database of this spec's own.
test.use({ dbTag: "keywords" });

const PROJECT = "Lanka Surf Retreats Local SEO";
const SITE = "sc-domain:lankasurf.demo";
const today = colomboDayKey(new Date());

/** A query's figures on the days given (days back from today → position), as the Search Console import writes them. */
const figures = (query: string, positions: Record<number, number>) =>
  Object.entries(positions).flatMap(([back, position]) =>
    (
      [
        ["position", position],
        ["clicks", 3],
        ["impressions", 40],
      ] as const
    ).map(([metric, value]) => ({
      source: "search-console" as const,
      account: SITE,
      metric,
      dimension: `query:${query}`,
      day: addDays(today, -Number(back)),
      value,
    })),
  );

/** No horizontal scroll at the page's width. */
async function expectNoOverflow(page: import("@playwright/test").Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

test.describe.configure({ mode: "serial" });

test("the project's freelancer adds a keyword; a refused one is explained next to the field", async ({ page, app }) => {
  test.setTimeout(90_000);
  const [project] = await app.db.select({ id: projects.id }).from(projects).where(eq(projects.title, PROJECT));
  await signIn(page, "FLD-FRLN1");
  await expect(page.getByRole("heading", { name: "Freelancer Hub" })).toBeVisible();
  await page.goto(`/dashboard/projects/${project?.id}`);
  await hydrated(page);
  await page.getByRole("link", { name: "Manage tracked keywords" }).click();
  await expect(page.getByRole("heading", { name: /^Tracked keywords for / })).toBeVisible();
  await expect(page.getByText("0 of 50 keywords tracked on the Accelerate plan.")).toBeVisible();
  await hydrated(page);
  await page.getByRole("textbox", { name: "Keyword" }).fill("Surf lessons  Weligama");
  await page.getByRole("button", { name: "Add keyword" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Keyword added." })).toBeVisible();
  await expect(page.getByText("1 of 50 keywords tracked on the Accelerate plan.")).toBeVisible();
  await page.getByRole("textbox", { name: "Keyword" }).fill("surf lessons weligama");
  await page.getByRole("button", { name: "Add keyword" }).click();
  await expect(page.getByText('"surf lessons weligama" is already tracked for this client.')).toBeVisible();
  await page.getByRole("textbox", { name: "Keyword" }).fill("Weligama hotels");
  await page.getByRole("textbox", { name: "Keyword" }).press("Enter");
  await expect(page.getByRole("button", { name: "Remove Weligama hotels" })).toBeVisible();
  await expectNoAxeViolations(page);
});

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("the client sees the keyword rankings on Analytics and a keyword's history chart", async ({ page, app }) => {
      test.setTimeout(90_000);
      const [project] = await app.db.select({ id: projects.id }).from(projects).where(eq(projects.title, PROJECT));
      await app.db
        .insert(googleConnections)
        .values({
          projectId: project?.id ?? "",
          accessToken: "x",
          refreshToken: "x",
          expiresAt: new Date(Date.now() + 3600_000),
          siteUrl: SITE,
        })
        .onConflictDoNothing();
      await upsertSnapshots(app.db, figures("surf lessons weligama", { 40: 15, 30: 12, 7: 9, 1: 6, 0: 4 }));

      await signIn(page, "FLD-CLNT2");
      await expect(page.getByRole("heading", { name: "Client Dashboard" })).toBeVisible();
      await page.goto("/dashboard/analytics");
      const rankings = page.getByRole("region", { name: "Keyword rankings" });
      await expect(rankings).toBeVisible();
      const table = rankings.getByRole("table", { name: "Keyword rankings" });
      const row = table.getByRole("row").filter({ hasText: "Surf lessons Weligama" });
      await expect(row).toContainText("4");
      // The moves read in words, not only as a green arrow.
      await expect(row.getByText("up 5 places")).toBeAttached();
      await expect(row.getByText("up 8 places")).toBeAttached();
      await expect(table.getByRole("row").filter({ hasText: "Weligama hotels" })).toContainText("Not ranked yet");
      await hydrated(page);
      await expectNoAxeViolations(page);
      await expectNoOverflow(page);

      await row.getByRole("link", { name: "Surf lessons Weligama" }).click();
      await expect(page.getByRole("heading", { name: "Surf lessons Weligama", level: 1 })).toBeVisible();
      const chart = page.getByRole("figure", { name: "Position over the last 90 days" });
      await expect(chart.locator("svg path").first()).toBeVisible();
      await expect(page.getByRole("table", { name: "Daily figures" }).getByRole("row")).toHaveCount(6);
      await hydrated(page);
      await expectNoAxeViolations(page);
      await expectNoOverflow(page);
      await page.keyboard.press("Tab");
      await page.getByRole("link", { name: "Back to Analytics" }).focus();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/dashboard\/analytics$/);
    });
  });
}
