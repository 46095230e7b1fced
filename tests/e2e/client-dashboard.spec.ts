import { expectNoAxeViolations } from "./axe";
import { expect, hydrated, signIn, test } from "./fixtures";

// FLD-CLNT1 has two projects under way and a completed one, Brand Identity Refresh, with analytics connected and
// a stored report (db/seed.ts). On a phone: the button and the assistant's long answers must not widen the page.

test.use({ viewport: { width: 360, height: 740 } });

const pageFits = (page: import("@playwright/test").Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test("'View Analytics Report' on the completed, connected project opens its report, by keyboard", async ({ page }) => {
  await signIn(page, "FLD-CLNT1");
  await expect(page.getByRole("heading", { name: "Client Dashboard" })).toBeVisible();
  await hydrated(page);
  // Only the completed project with analytics connected has the button.
  await expect(page.getByRole("link", { name: /View Analytics Report/ })).toHaveCount(1);
  expect(await pageFits(page)).toBe(true);
  const button = page.getByRole("link", { name: "View Analytics Report of Ceylon Tea Co. Brand Identity Refresh" });
  await button.focus();
  await expect(button).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/dashboard\/analytics#report-[0-9a-f-]{36}$/);
  const report = page.getByRole("region", { name: "Ceylon Tea Co. Brand Identity Refresh" });
  await expect(report).toBeFocused();
  await expect(report).toBeInViewport();
  await expect(report.getByText("18,240")).toBeVisible();
  expect(await pageFits(page)).toBe(true);
  await expectNoAxeViolations(page);
});

test("asked about analytics in the box of a project without a report, the assistant answers with the other project's figures", async ({
  page,
}) => {
  await signIn(page, "FLD-CLNT1");
  await expect(page.getByRole("heading", { name: "Client Dashboard" })).toBeVisible();
  await page.goto("/dashboard?tab=insights");
  await hydrated(page);
  const box = page.getByRole("region", { name: "AI assistant for Ceylon Tea Co. Website Redesign" });
  await expect(box.getByText("Answers come from your project data.")).toBeVisible();
  await box.getByLabel("Ask about this project").fill("How are my analytics looking?");
  await box.getByRole("button", { name: "Ask" }).click();
  const answer = box.getByTestId("assistant-answer");
  await expect(answer).toContainText("Ceylon Tea Co. Website Redesign has no analytics yet");
  await expect(answer).toContainText("Ceylon Tea Co. Brand Identity Refresh, report of");
  await expect(answer).toContainText("18,240 page views, 7,315 unique visitors, a bounce rate of 38.5%");
  await expect(box.getByText(/AI service unavailable/)).toHaveCount(0);

  // A question naming another project is answered about that one.
  await box.getByLabel("Ask about this project").fill("What is next for the SEO campaign?");
  await box.getByRole("button", { name: "Ask" }).click();
  await expect(answer).toContainText("Ceylon Tea Co. SEO Accelerate Campaign is at 90% (Testing)");
  expect(await pageFits(page)).toBe(true);
  await expectNoAxeViolations(page);
});
