import type { Page } from "@playwright/test";
import { monthOf, neighbours } from "../../app/features/calendar/colombo-time";
import { expectNoAxeViolations } from "./axe";
import { expect, hydrated, signIn, test } from "./fixtures";

// A post's versions and comments (decision 40): this file writes posts, so its worker has a database of its own.
test.use({ dbTag: "calendar-post" });

const nextMonth = neighbours(monthOf(new Date())).next;

async function signedIn(page: Page, deskId: string, path: string) {
  await signIn(page, deskId);
  await page.waitForURL((url) => url.pathname === "/dashboard");
  await page.goto(path);
  await hydrated(page);
}

async function moveButton(page: Page, name: string, done: string) {
  await page.getByRole("button", { name, exact: true }).click();
  await expect(page.getByText(done)).toBeVisible();
}

test("@db the client sees word by word what changed since they asked, a shared comment arrives live, and the page passes axe and fits", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  // The writer creates a post and submits it; an admin sends it to the client.
  await signedIn(page, "FLD-FRLN1", `/dashboard/calendar?client=FLD-CLNT1&month=${nextMonth}`);
  await page.getByText("New post").click();
  await page.getByLabel("Title").fill("Tea tasting weekend");
  await page.getByLabel("Date and time (Sri Lanka)").fill(`${nextMonth}-20T10:00`);
  await page.getByLabel("Write for Instagram").check();
  await page.locator("#caption-instagram").fill("Join our tea tasting this weekend.");
  await page.getByRole("button", { name: "Create post" }).click();
  await expect(page.getByRole("heading", { name: "Tea tasting weekend" })).toBeVisible();
  await hydrated(page);
  await moveButton(page, "Submit for review", "Post moved to In review.");
  const postUrl = page.url();
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await signedIn(admin, "FLD-ADMIN", postUrl);
  await moveButton(admin, "Send to client", "Post moved to Awaiting client.");
  await adminContext.close();

  // The client asks for changes.
  const clientContext = await browser.newContext({ baseURL });
  const client = await clientContext.newPage();
  await signedIn(client, "FLD-CLNT1", postUrl);
  await client.getByLabel("Reason").fill("Say where it is");
  await moveButton(client, "Request changes", "Post moved to Changes requested.");

  // The writer edits the caption; the client's page shows the change word by word, live.
  await page.reload();
  await hydrated(page);
  await page.getByText("Edit post").click();
  await page.locator("#caption-instagram").fill("Join our tea tasting in Kandy this weekend.");
  await page.getByRole("button", { name: "Save post" }).click();
  await expect(page.getByText("Post saved")).toBeVisible();
  const since = client.getByRole("region", { name: "Changed since you asked for changes" });
  await expect(since).toBeVisible({ timeout: 2000 });
  await expect(since.locator("ins")).toHaveText(/in Kandy/);
  await expect(since).toContainText("Say where it is");

  // A shared comment by the writer reaches the client's open page; an internal one never does.
  await page.getByLabel("Add a comment").fill("Internal: check the venue's name");
  await page.getByRole("button", { name: "Post comment" }).click();
  await expect(page.getByText("Internal: check the venue's name")).toBeVisible();
  await page.getByLabel("Add a comment").fill("The venue is the Kandy tea museum.");
  await page.getByLabel("Shared with the client").check();
  await page.getByRole("button", { name: "Post comment" }).click();
  const comments = client.getByRole("region", { name: /^Comments/ });
  await expect(comments.getByText("The venue is the Kandy tea museum.")).toBeVisible({ timeout: 2000 });
  await expect(client.getByText("Internal: check the venue's name")).toHaveCount(0);

  // The page with a version, its diff and comments passes axe and fits a phone and a desktop.
  for (const width of [360, 1280]) {
    await client.setViewportSize({ width, height: 900 });
    await client.reload();
    await hydrated(client);
    await client.getByText("What changed since version 1").click();
    await expectNoAxeViolations(client);
    const fits = await client.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(fits, `${width} px`).toBe(true);
  }
  await clientContext.close();
});
