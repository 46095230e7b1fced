import type { Page } from "@playwright/test";
import { eq, sql } from "drizzle-orm";
import { addDays, fromLocalValue, mondayOf, monthOf, neighbours } from "../../app/features/calendar/colombo-time";
import { formatDate } from "../../app/lib/format";
import { posts, postVariants, users } from "../../db/schema";
import type { PostStatus } from "../../db/schema/values";
import { expectNoAxeViolations } from "./axe";
import { expect, hydrated, layOut, signIn, test } from "./fixtures";

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

// Each page is loaded once at a small phone's width and laid out again at each wider one: the layout follows the
// width through CSS alone.
const WIDTHS = [360, 390, 768, 1280];

/** The page at each width: no axe violation, nothing wider than the screen, and what `atWidth` checks there. */
async function fitsEveryWidth(page: Page, what: string, atWidth: (width: number) => Promise<void> = async () => {}) {
  for (const width of WIDTHS) {
    await layOut(page, width);
    await atWidth(width);
    await expectNoAxeViolations(page);
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(scrollWidth, `${what} at ${width} px`).toBeLessThanOrEqual(innerWidth);
  }
}

test("the calendar and a post's page pass axe and fit at 360, 390, 768 and 1280 px", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 900 });
  await signedIn(page, "FLD-CLNT1", `/dashboard/calendar?month=${thisMonth}`);
  const days = page.getByRole("list", { name: "Days of the month" });
  await fitsEveryWidth(page, "month", async (width) => {
    // On a phone, and on a tablet beside the open sidebar, the month is an agenda, one day under another across the
    // page; where seven columns have room, a grid of weeks (seven 55 px columns at 768 px were unreadable).
    const day = (await days.locator(":scope > li:visible").first().boundingBox())?.width ?? 0;
    if (width <= 768) expect(day, `${width} px`).toBeGreaterThan(280);
    else expect(day, `${width} px`).toBeLessThan(200);
  });
  await layOut(page, 360);
  await page.goto(`/dashboard/calendar?month=${thisMonth}&view=list`);
  await hydrated(page);
  await fitsEveryWidth(page, "list");
  const file = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download CSV" }).click();
  expect((await file).suggestedFilename()).toBe(`fli-desk-calendar-${thisMonth}.csv`);
  await layOut(page, 360);
  await page.getByRole("list", { name: "Posts" }).getByRole("link").first().click();
  await expect(page.getByRole("heading", { name: "History" })).toBeVisible();
  await hydrated(page);
  // Each platform's variant as that platform shows it.
  const previews = page.getByRole("figure", { name: / preview$/ });
  await expect(previews.first()).toBeVisible();
  expect(await previews.count()).toBeGreaterThan(0);
  await fitsEveryWidth(page, "post");
});

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

// Moving posts to another day (decision 39): on the week of the 10th of next month, always ahead of today.
const monday = mondayOf(`${nextMonth}-10`);
const weekPath = `/dashboard/calendar?client=FLD-CLNT1&view=week&week=${monday}`;

type AppDb = Parameters<Parameters<typeof test>[2]>[0]["app"]["db"];

/** A post of FLD-CLNT1's written by FLD-FRLN1, at 10:00 on `day`, straight into the database. */
async function seedPost(db: AppDb, title: string, day: string, status: PostStatus) {
  const idOf = async (deskId: string) =>
    (await db.select({ id: users.id }).from(users).where(eq(users.flideskId, deskId)))[0]?.id as string;
  const [row] = await db
    .insert(posts)
    .values({
      clientId: await idOf("FLD-CLNT1"),
      assignedFreelancerId: await idOf("FLD-FRLN1"),
      title,
      status,
      scheduledAt: fromLocalValue(`${day}T10:00`) as Date,
    })
    .returning({ id: posts.id });
  await db.insert(postVariants).values({ postId: row?.id as string, platform: "Instagram", caption: title });
}

const dayOfWeek = (page: Page, day: string) => page.locator(`[data-day="${day}"]`);

test("@db an admin drags an approved post to another day in the Week view; it goes back to the client", async ({
  page,
  app,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await seedPost(app.db, "Drag me to Wednesday", monday, "approved");
  await signedIn(page, "FLD-ADMIN", weekPath);
  await expect(page.getByRole("heading", { name: /^Week of / })).toBeVisible();
  const handle = page.getByRole("button", { name: "Drag Drag me to Wednesday to another day" });
  const wednesday = dayOfWeek(page, addDays(monday, 2));
  const from = await handle.boundingBox();
  const to = await wednesday.boundingBox();
  if (!from || !to) throw new Error("no boxes");
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 40, from.y + 10, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 10 });
  await page.mouse.up();
  await expect(page.getByTestId("reschedule-answer")).toHaveText(
    /^Post moved to \d+ \w{3} \d{4}, 10:00\. It goes back to the client for approval\.$/,
  );
  await page.reload();
  await hydrated(page);
  const moved = wednesday.getByRole("link", { name: /Drag me to Wednesday/ });
  await expect(moved).toBeVisible();
  await expect(moved).toContainText("Awaiting client");
  await expect(dayOfWeek(page, monday).getByText("Drag me to Wednesday")).toHaveCount(0);
});

test("@db the writer moves a post by keyboard in the Month view, and the page says where it went", async ({
  page,
  app,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await seedPost(app.db, "Keyboard move", monday, "draft");
  await signedIn(page, "FLD-FRLN1", `/dashboard/calendar?client=FLD-CLNT1&month=${monday.slice(0, 7)}`);
  const handle = page.getByRole("button", { name: "Drag Keyboard move to another day" });
  const target = addDays(monday, 8);
  // What a screen reader hears at each step (the drag's own live region), before the next key.
  const heard = (text: string) => expect(page.getByText(text, { exact: true })).toBeAttached();
  await handle.focus();
  await page.keyboard.press("Space");
  await heard(`Keyboard move is over ${formatDate(monday)}.`);
  await page.keyboard.press("ArrowRight");
  await heard(`Keyboard move is over ${formatDate(addDays(monday, 1))}.`);
  await page.keyboard.press("ArrowDown");
  await heard(`Keyboard move is over ${formatDate(target)}.`);
  await page.keyboard.press("Space");
  await heard(`Keyboard move dropped on ${formatDate(target)}.`);
  await expect(page.getByTestId("reschedule-answer")).toHaveText(/^Post moved to \d+ \w{3} \d{4}, 10:00\.$/);
  await page.reload();
  await hydrated(page);
  await expect(dayOfWeek(page, target).getByRole("link", { name: /Keyboard move/ })).toContainText("Draft");
});

test("@db 'Move to another day' works by date, and a refusal is said in words", async ({ page, app }) => {
  await seedPost(app.db, "Move by date", addDays(monday, 1), "scheduled");
  await signedIn(page, "FLD-ADMIN", weekPath);
  const moveTo = async (day: string) => {
    const field = page.getByLabel("New day for Move by date");
    // The details element opens on its summary; after a refusal it is still open.
    if (!(await field.isVisible())) await page.getByText("Move Move by date to another day").click();
    await field.fill(day);
    await page.getByRole("button", { name: "Move Move by date", exact: true }).click();
  };

  // Someone else changes the post after the page was shown: the move made on what the page showed is refused.
  await app.db
    .update(posts)
    .set({ version: sql`${posts.version} + 1` })
    .where(eq(posts.title, "Move by date"));
  await moveTo(addDays(monday, 4));
  await expect(page.getByTestId("reschedule-answer")).toHaveText(
    "This post was changed by someone else meanwhile. Reload the page to see it as it is now.",
  );
  await expect(dayOfWeek(page, addDays(monday, 1)).getByRole("link", { name: /Move by date/ })).toBeVisible();
  await page.reload();
  await hydrated(page);
  await moveTo(addDays(monday, 4));
  await expect(page.getByTestId("reschedule-answer")).toContainText("It goes back to the client for approval.");
  await expect(dayOfWeek(page, addDays(monday, 4)).getByRole("link", { name: /Move by date/ })).toContainText(
    "Awaiting client",
  );
  // The client may not move posts: no handle, no form.
  await page.context().clearCookies();
  await signedIn(page, "FLD-CLNT1", weekPath.replace("client=FLD-CLNT1&", ""));
  await expect(page.getByRole("link", { name: /Move by date/ })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Drag / })).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("@db the date form moves a post", async ({ page, app }) => {
    await seedPost(app.db, "No script move", addDays(monday, 2), "draft");
    await signIn(page, "FLD-ADMIN");
    await page.waitForURL((url) => url.pathname === "/dashboard");
    await page.goto(weekPath);
    await page.getByText("Move No script move to another day").click();
    await page.getByLabel("New day for No script move").fill(addDays(monday, 5));
    await page.getByRole("button", { name: "Move No script move", exact: true }).click();
    await expect(page.getByTestId("reschedule-answer")).toHaveText(/^Post moved to .+, 10:00\.$/);
    await expect(dayOfWeek(page, addDays(monday, 5)).getByRole("link", { name: /No script move/ })).toBeVisible();
  });
});

test("the Week view passes axe and fits at 360, 390, 768 and 1280 px", async ({ page }) => {
  // An axe scan at each of four widths: more than the default 30 s on a loaded machine.
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 900 });
  await signedIn(page, "FLD-ADMIN", `/dashboard/calendar?client=FLD-CLNT1&month=${thisMonth}&view=week`);
  const days = page.getByRole("list", { name: "Days of the week" }).locator(":scope > li");
  await expect(days).toHaveCount(7);
  await page
    .getByText(/^Move .+ to another day$/)
    .first()
    .click();
  await fitsEveryWidth(page, "week");
});
