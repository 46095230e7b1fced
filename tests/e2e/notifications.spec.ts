import type { Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import { users } from "#db/schema";
import { unsubscribeToken } from "~/features/notifications/unsubscribe-token.server";
import { testEnv } from "../setup/test-db";
import { expectNoAxeViolations } from "./axe";
import { expect, hydrated, signIn, test } from "./fixtures";

// The admin changes a project's status: on a database of its own, so other specs see the demo data as seeded.
test.use({ dbTag: "notifications" });

const PROJECT = "Ceylon Tea Co. Website Redesign";

/** The admin's Projects tab: sets the project's status with its Save button. */
async function setStatus(admin: Page, status: string) {
  const row = admin.getByRole("row").filter({ hasText: PROJECT });
  await row.getByLabel(`Status of ${PROJECT}`).selectOption(status);
  // The save's own answer, not its toast: the first save's toast may still be up when the second is clicked.
  const saved = admin.waitForResponse((res) => res.request().method() === "POST" && res.ok());
  await row.getByRole("button", { name: /^Save\s*: Status of/ }).click();
  await saved;
  await expect(admin.getByText("Project status updated").first()).toBeVisible();
}

/** Whether the page is wider than its window. */
const overflows = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

test("@db an admin's status change moves the client's bell within 2 s; the client opens it and marks all read", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const client = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } });
  const clientPage = await client.newPage();
  await signIn(clientPage, "FLD-CLNT1");
  await clientPage.waitForURL(/\/dashboard$/);
  await hydrated(clientPage);
  const bell = clientPage.getByRole("link", { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toHaveAccessibleName("Notifications, 0 unread");

  await signIn(page, "FLD-ADMIN");
  await expect(page.getByRole("heading", { name: "Admin Panel" })).toBeVisible();
  await page.goto("/dashboard?tab=projects");
  await hydrated(page);
  await setStatus(page, "testing");
  // No reload on the client's side: the change arrives over the event stream.
  await expect(bell).toHaveAccessibleName("Notifications, 1 unread", { timeout: 2000 });
  await setStatus(page, "in_progress");
  await expect(bell).toHaveAccessibleName("Notifications, 2 unread", { timeout: 2000 });

  // By keyboard: the bell, then the list, the newest first.
  await bell.focus();
  await clientPage.keyboard.press("Enter");
  await expect(clientPage.getByRole("heading", { name: "Notifications", level: 1 })).toBeVisible();
  const entries = clientPage.getByRole("list", { name: "Your notifications" }).getByRole("button");
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toContainText(`Unread: ${PROJECT} is now In Development`);
  expect(await overflows(clientPage)).toBe(false);
  await expectNoAxeViolations(clientPage);

  // Following an entry marks it read and goes to its place.
  await entries.nth(1).click();
  await clientPage.waitForURL(/\/dashboard\/projects$/);
  await expect(bell).toHaveAccessibleName("Notifications, 1 unread");
  await clientPage.goto("/dashboard/notifications");
  await hydrated(clientPage);
  await expect(entries.nth(1)).not.toContainText("Unread:");
  await clientPage.getByRole("button", { name: "Mark all as read" }).click();
  await expect(clientPage.getByText("All notifications are marked as read.")).toBeVisible();
  await expect(bell).toHaveAccessibleName("Notifications, 0 unread");
  await expect(clientPage.getByRole("button", { name: "Mark all as read" })).toHaveCount(0);
  await client.close();
});

test("@db each user chooses on the profile how each kind is mailed, by keyboard", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, "FLD-FRLN1");
  await page.waitForURL(/\/dashboard$/);
  await page.goto("/dashboard/profile/notifications");
  await hydrated(page);
  const section = page.getByRole("region", { name: "Notification mails" });
  const comments = section.getByLabel("Comments");
  await expect(comments).toHaveValue("instant");
  await expect(section.getByLabel("Status changes")).toHaveValue("off");
  await expect(section.getByLabel("New leads")).toHaveCount(0);
  await comments.selectOption("digest");
  await section.getByRole("button", { name: "Save mail choices" }).press("Enter");
  await expect(section.getByText("Your notification choices are saved.")).toBeVisible();
  expect(await overflows(page)).toBe(false);
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(page.getByRole("region", { name: "Notification mails" }).getByLabel("Comments")).toHaveValue("digest");
});

test("@db a mail's unsubscribe link asks, turns the kind off by keyboard without a sign-in, and refuses a forged one", async ({
  page,
  app,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const [client] = await app.db.select().from(users).where(eq(users.flideskId, "FLD-CLNT2"));
  const token = unsubscribeToken(testEnv().SESSION_SECRET, client?.id ?? "", "update");
  await page.goto(`/unsubscribe/${token}`);
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Unsubscribe", level: 1 })).toBeVisible();
  await expect(page.getByText("Stop the mails about progress updates?")).toBeVisible();
  expect(await overflows(page)).toBe(false);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Unsubscribe" }).press("Enter");
  await expect(page.getByRole("heading", { name: "You are unsubscribed" })).toBeVisible();
  await expect(page.getByRole("status")).toHaveText(
    "You will no longer get mails about progress updates. They still show under the bell in Fli DESK.",
  );
  await expectNoAxeViolations(page);

  const [, kind, signature] = token.split(".");
  const forged = await page.goto(`/unsubscribe/${client?.id}.status.${signature}`);
  expect(kind).toBe("update");
  expect(forged?.status()).toBe(400);
  await expect(page.getByRole("heading", { name: "Unsubscribe link not valid" })).toBeVisible();
  await expectNoAxeViolations(page);
});
