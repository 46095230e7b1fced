import type { Browser, Page } from "@playwright/test";
import { monthOf } from "../../app/features/calendar/colombo-time";
import { expectNoAxeViolations } from "./axe";
import { expect, hydrated, layOut, signIn, test } from "./fixtures";

// These tests decide on the demo calendar's posts: a worker, and so a database, of their own.
test.use({ dbTag: "calendar-review" });

const thisMonth = monthOf(new Date());

async function clientCalendar(page: Page, query = "") {
  await signIn(page, "FLD-CLNT1");
  await page.waitForURL((url) => url.pathname === "/dashboard");
  await page.goto(`/dashboard/calendar?month=${thisMonth}${query}`);
  await hydrated(page);
  return page.getByRole("region", { name: "Review without signing in" });
}

/** "Share for review" on the client's calendar: the link it shows once. */
async function shareLink(page: Page) {
  const section = await clientCalendar(page);
  await section.getByRole("button", { name: "Share for review" }).click();
  await expect(section.getByRole("status").first()).toHaveText(/^Review link ready\. It works until .+\.$/);
  const link = await section.getByLabel("Review link").inputValue();
  expect(link).toMatch(/\/review\/[A-Za-z0-9_-]{22}$/);
  await expect(section.getByRole("button", { name: "Copy link" })).toBeVisible();
  await expect(section.getByRole("link", { name: "Share on WhatsApp" })).toHaveAttribute(
    "href",
    `https://wa.me/?text=${encodeURIComponent(`Please review our posts for the month:\n${link}`)}`,
  );
  await expect(section.getByTestId("review-links-status")).toHaveText(
    /^(1 review link for this month is open, until|\d+ review links for this month are open, the last until) /,
  );
  return link;
}

/** The link in a browser that never signed in. */
async function asStranger(browser: Browser, baseURL: string, link: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const response = await page.goto(link);
  return { context, page, status: response?.status() };
}

test("@db the client shares a link, a stranger approves with their name, the calendar shows it; revoked, it refuses", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const link = await shareLink(page);

  const { context, page: stranger, status } = await asStranger(browser, baseURL, link);
  expect(status).toBe(200);
  await hydrated(stranger);
  await expect(stranger.getByRole("heading", { level: 1 })).toHaveText("Ceylon Tea Co.");
  const posts = stranger.getByRole("list", { name: "Posts awaiting approval" }).getByRole("listitem");
  const count = await posts.count();
  expect(count).toBeGreaterThan(0);
  const first = posts.first();
  const title = (await first.getByRole("heading", { level: 2 }).textContent()) ?? "";
  await expect(first.getByRole("figure", { name: / preview$/ }).first()).toBeVisible();
  // A decision without a name is refused in words; with one, it is made.
  await first.getByRole("button", { name: "Approve", exact: true }).click();
  await expect(first.getByLabel("Your name")).toBeFocused();
  await first.getByLabel("Your name").fill("Ama Perera");
  await first.getByRole("button", { name: "Approve", exact: true }).click();
  await expect(stranger.getByText(/^Post moved to (Scheduled|Approved)\.$/)).toBeVisible();
  await expect(posts).toHaveCount(count - 1);

  // The client's calendar shows the post decided, and its page who decided.
  await page.goto(`/dashboard/calendar?month=${thisMonth}&view=list`);
  const row = page
    .getByRole("list", { name: "Posts" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: title, exact: true }) })
    .first();
  await expect(row).toContainText(/Scheduled|Approved/);
  await row.getByRole("link", { name: title, exact: true }).click();
  await expect(page.getByText("Ama Perera via review link")).toBeVisible();

  // Revoked on the calendar: the open link now refuses, with nothing of the account.
  await page.goto(`/dashboard/calendar?month=${thisMonth}`);
  await hydrated(page);
  const section = page.getByRole("region", { name: "Review without signing in" });
  await section.getByRole("button", { name: "Revoke link" }).click();
  await expect(section.getByRole("status").first()).toHaveText(
    "Review links for this month revoked. They no longer open.",
  );
  await expect(section.getByTestId("review-links-status")).toHaveText("No review link for this month is open.");
  const gone = await stranger.goto(link);
  expect(gone?.status()).toBe(410);
  await expect(stranger.getByRole("heading", { level: 1 })).toHaveText("This review link has ended");
  await expect(stranger.getByText("Ceylon Tea Co.")).toHaveCount(0);
  await context.close();
});

test("@db an open review page shows a decision made in the portal within 2 s, without a session or a reload", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const link = await shareLink(page);
  const { context, page: stranger } = await asStranger(browser, baseURL, link);
  await hydrated(stranger);
  const posts = stranger.getByRole("list", { name: "Posts awaiting approval" }).getByRole("listitem");
  const count = await posts.count();
  expect(count).toBeGreaterThan(0);
  const title = (await posts.first().getByRole("heading", { level: 2 }).textContent()) ?? "";

  // The client approves the page's first post from its own post page, in the other browser.
  await page.goto(`/dashboard/calendar?month=${thisMonth}&view=list`);
  await page.getByRole("list", { name: "Posts" }).getByRole("link", { name: title, exact: true }).first().click();
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await hydrated(page);
  await page.getByRole("button", { name: "Approve", exact: true }).click();
  await expect(page.getByText(/^Post moved to (Scheduled|Approved)\.$/)).toBeVisible();

  // The review page polls only without a stream (every 60 s): within 2 s, only the live stream can have told it.
  await expect(posts).toHaveCount(count - 1, { timeout: 2000 });
  await context.close();
});

test("@db the review page passes axe and fits at 360, 390, 768 and 1280 px", async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  const link = await shareLink(page);
  const { context, page: stranger } = await asStranger(browser, baseURL, link);
  await stranger.setViewportSize({ width: 360, height: 900 });
  await stranger.goto(link);
  await hydrated(stranger);
  await expect(stranger.getByRole("list", { name: "Posts awaiting approval" })).toBeVisible();
  // Loaded once and laid out again at each width: the layout follows the width through CSS alone.
  for (const width of [360, 390, 768, 1280]) {
    await layOut(stranger, width);
    await expectNoAxeViolations(stranger);
    expect(
      await stranger.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      `${width} px`,
    ).toBe(true);
  }
  await context.close();
});
