import type { Page } from "@playwright/test";
import { monthOf, neighbours } from "../../app/features/calendar/colombo-time";
import { expectNoAxeViolations } from "./axe";
import { expect, hydrated, signIn, test } from "./fixtures";

// These tests write posts on the demo calendar: a worker, and so a database, of its own.
test.use({ dbTag: "calendar" });

const thisMonth = monthOf(new Date());
const nextMonth = neighbours(thisMonth).next;

async function signedIn(page: Page, deskId: string, path: string) {
  await signIn(page, deskId);
  await page.waitForURL((url) => url.pathname === "/dashboard");
  await page.goto(path);
  await hydrated(page);
}

test("@db the writer submits, an admin sends, the client approves in another browser; each sees it live", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const clientContext = await browser.newContext({ baseURL });
  const client = await clientContext.newPage();
  await signedIn(client, "FLD-CLNT1", `/dashboard/calendar?month=${nextMonth}`);
  await expect(client.getByTestId("quota-posts")).toHaveText("0 of 30 posts this month");

  // The writer creates a post for next month: the client's quota meter moves without a reload.
  await signedIn(page, "FLD-FRLN1", `/dashboard/calendar?client=FLD-CLNT1&month=${nextMonth}`);
  await page.getByText("New post").click();
  await page.getByLabel("Title").fill("Gift boxes are back");
  await page.getByLabel("Date and time (Sri Lanka)").fill(`${nextMonth}-15T09:30`);
  await page.getByLabel("Write for Instagram").check();
  await page.locator("#caption-instagram").fill("Our gift boxes are back for the season.");
  await page.getByRole("button", { name: "Create post" }).click();
  await expect(page.getByRole("heading", { name: "Gift boxes are back" })).toBeVisible();
  await expect(client.getByTestId("quota-posts")).toHaveText("1 of 30 posts this month", { timeout: 2000 });
  await hydrated(page);
  await page.getByRole("button", { name: "Submit for review" }).click();
  await expect(page.getByText("Post moved to In review.")).toBeVisible();
  const postUrl = page.url();

  // An admin sends it to the client, in a third browser.
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await signedIn(admin, "FLD-ADMIN", postUrl);
  await admin.getByRole("button", { name: "Send to client" }).click();
  await expect(admin.getByText("Post moved to Awaiting client.")).toBeVisible();
  await expect(page.getByText("Awaiting client").first()).toBeVisible({ timeout: 2000 });

  // The client approves from the post's page; the writer's page shows it Scheduled within 2 s.
  await client.getByRole("link", { name: /Gift boxes are back/ }).click();
  await expect(client.getByRole("heading", { name: "Gift boxes are back" })).toBeVisible();
  await hydrated(client);
  await client.getByRole("button", { name: "Approve", exact: true }).click();
  await expect(client.getByText("Post moved to Scheduled.")).toBeVisible();
  await expect(page.getByText("Scheduled").first()).toBeVisible({ timeout: 2000 });
  await expect(admin.getByText("Scheduled").first()).toBeVisible({ timeout: 2000 });
  await expect(page.getByText("Dilani Perera")).toBeVisible();
  await clientContext.close();
  await adminContext.close();
});

test("@db the client approves every post awaiting them in the month at once", async ({ page }) => {
  await signedIn(page, "FLD-CLNT1", `/dashboard/calendar?month=${thisMonth}&view=list`);
  const approveAll = page.getByRole("button", { name: "Approve all", exact: true });
  const label = (await page.getByText(/posts? awaits? your approval\.$/).textContent()) ?? "";
  const waiting = Number(/^(\d+)/.exec(label)?.[1]);
  expect(waiting).toBeGreaterThan(0);
  await approveAll.click();
  await expect(page.getByText(`${waiting} posts approved.`)).toBeVisible();
  await expect(approveAll).toHaveCount(0);
  await expect(page.getByRole("list", { name: "Posts" }).getByText("Awaiting client")).toHaveCount(0);
});

for (const width of [360, 390, 768, 1280]) {
  test(`the calendar and a post's page pass axe and fit at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signedIn(page, "FLD-CLNT1", `/dashboard/calendar?month=${thisMonth}`);
    const days = page.getByRole("list", { name: "Days of the month" });
    // On a phone the month is an agenda, one day under another across the screen; on a wide one, a grid of weeks.
    const day = (await days.locator(":scope > li:visible").first().boundingBox())?.width ?? 0;
    if (width < 768) expect(day).toBeGreaterThan(280);
    else expect(day).toBeLessThan(200);
    for (const path of [`/dashboard/calendar?month=${thisMonth}`, `/dashboard/calendar?month=${thisMonth}&view=list`]) {
      await page.goto(path);
      await hydrated(page);
      await expectNoAxeViolations(page);
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      expect(scrollWidth, path).toBeLessThanOrEqual(innerWidth);
    }
    if (width === 1280) {
      const file = page.waitForEvent("download");
      await page.getByRole("link", { name: "Download CSV" }).click();
      expect((await file).suggestedFilename()).toBe(`fli-desk-calendar-${thisMonth}.csv`);
    }
    await page.getByRole("list", { name: "Posts" }).getByRole("link").first().click();
    await expect(page.getByRole("heading", { name: "History" })).toBeVisible();
    await hydrated(page);
    // Each platform's variant as that platform shows it.
    const previews = page.getByRole("figure", { name: / preview$/ });
    await expect(previews.first()).toBeVisible();
    expect(await previews.count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
}

test("@db the client subscribes to their calendar, the feed answers without a cookie, and revoking ends it", async ({
  page,
  request,
}) => {
  await signedIn(page, "FLD-CLNT1", "/dashboard/calendar");
  const section = page.getByRole("region", { name: "Subscribe in your calendar" });
  await section.getByRole("button", { name: "Subscribe in your calendar" }).click();
  await expect(section.getByRole("status")).toHaveText("Your calendar address is ready. Add it to your calendar app.");
  const address = await section.getByLabel("Calendar address").inputValue();
  expect(address).toMatch(/\/calendar\/[0-9a-f]{32}-[A-Za-z0-9_-]{32}\.ics$/);
  await expect(section.getByRole("link", { name: "Open in calendar app" })).toHaveAttribute(
    "href",
    address.replace(/^https?:/, "webcal:"),
  );
  const feed = await request.get(new URL(address).pathname);
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain("BEGIN:VEVENT");
  await section.getByRole("button", { name: "Revoke link" }).click();
  await expect(section.getByRole("status")).toHaveText("Calendar link revoked. The old address no longer works.");
  expect((await request.get(new URL(address).pathname)).status()).toBe(404);
});
