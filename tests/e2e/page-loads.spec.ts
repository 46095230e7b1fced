import type { Page, Request } from "@playwright/test";
import { clientOnProjects } from "./client-updates";
import { expect, hydrated, signIn, test } from "./fixtures";

// Writes a comment on the demo data: a database of its own.
test.use({ dbTag: "page-loads" });

/**
 * The portal's data loads (`.data` GETs) the page makes from now on, by the route ids each asked for, and how many
 * began while another was still on its way.
 */
function countLoads(page: Page) {
  const loads: string[] = [];
  const open = new Set<Request>();
  const watch = { loads, overlapping: 0 };
  const isLoad = (request: Request) => request.method() === "GET" && new URL(request.url()).pathname.endsWith(".data");
  page.on("request", (request) => {
    if (!isLoad(request)) return;
    if (open.size > 0) watch.overlapping++;
    open.add(request);
    loads.push(new URL(request.url()).searchParams.get("_routes") ?? "");
  });
  const done = (request: Request) => open.delete(request);
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  return watch;
}

test("@db a write and the live change it causes load the page's data one at a time, not side by side", async ({
  page,
}) => {
  const { update } = await clientOnProjects(page);
  await update.getByRole("button", { name: "Comment", exact: true }).click();
  const text = `One load at a time ${Math.random().toString(36).slice(2, 8)}`;
  await update.getByLabel("Add a comment").fill(text);
  const watch = countLoads(page);
  await update.getByRole("button", { name: "Post comment" }).click();
  await expect(update.locator("[data-comment]").filter({ hasText: text })).toBeVisible();
  // Long enough for the load the change heard over the live stream would start.
  await page.waitForTimeout(1_500);
  expect(watch.loads.length).toBeGreaterThanOrEqual(1);
  expect(watch.overlapping).toBe(0);
});

test("opening and closing a dialog by its address does not load the dashboard's data again", async ({ page }) => {
  await signIn(page, "FLD-ADMIN");
  await expect(page.getByRole("heading", { name: "Admin Panel" })).toBeVisible();
  await hydrated(page);
  const { loads } = countLoads(page);
  await page.getByRole("complementary", { name: "Sidebar" }).getByRole("link", { name: "Add User" }).click();
  const dialog = page.getByRole("dialog", { name: "Add User" });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/dialog=add-user/);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.waitForTimeout(500);
  expect(loads.filter((routes) => routes === "" || routes.includes("routes/dashboard/overview"))).toEqual([]);
});

test("@db a live change reloads only the parts of the page that read it", async ({ page, browser, baseURL }) => {
  test.setTimeout(60_000);
  await signIn(page, "FLD-ADMIN");
  await expect(page.getByRole("heading", { name: "Admin Panel" })).toBeVisible();
  await page.goto("/dashboard/admin/billing");
  await hydrated(page);
  const watch = countLoads(page);
  const billing = "routes/dashboard/admin/billing";

  // A client's comment is an `update` change: nothing on the admin's Billing page reads it.
  const client = await (await browser.newContext({ baseURL })).newPage();
  const { update } = await clientOnProjects(client);
  await update.getByRole("button", { name: "Comment", exact: true }).click();
  const text = `Only what reads it ${Math.random().toString(36).slice(2, 8)}`;
  await update.getByLabel("Add a comment").fill(text);
  await update.getByRole("button", { name: "Post comment" }).click();
  await expect(update.locator("[data-comment]").filter({ hasText: text })).toBeVisible();
  await page.waitForTimeout(1_500);
  expect(watch.loads.filter((routes) => routes === "" || routes.includes(billing))).toEqual([]);

  // A new lead moves the frame's count of new leads: the frame reloads, the Billing page's own data does not.
  const visitorContext = await browser.newContext({ baseURL });
  await visitorContext.addInitScript(() => sessionStorage.setItem("splash-seen", "1"));
  const visitor = await visitorContext.newPage();
  await visitor.goto("/");
  await hydrated(visitor);
  const form = visitor.getByRole("form", { name: "Contact form" });
  await form.getByLabel("First Name").fill("Live");
  await form.getByLabel("Last Name").fill("Reload");
  await form.getByLabel("Email").fill("live.reload@example.lk");
  await form.getByLabel("Message").fill("Please call us about a new website.");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(visitor.getByText("Message Sent!", { exact: true })).toBeVisible();
  await expect.poll(() => watch.loads.some((routes) => routes.includes("routes/dashboard/admin/layout"))).toBe(true);
  expect(watch.loads.filter((routes) => routes === "" || routes.includes(billing))).toEqual([]);
  await client.context().close();
  await visitorContext.close();
});

test("@db a form's answer stays on the page when a live change reloads its data", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const project = "Ceylon Tea Co. Website Redesign";
  const admin = await (await browser.newContext({ baseURL })).newPage();
  await signIn(admin, "FLD-ADMIN");
  await expect(admin.getByRole("heading", { name: "Admin Panel" })).toBeVisible();
  await admin.goto("/dashboard?tab=projects");
  await hydrated(admin);
  const setStatus = async (status: string) => {
    const row = admin.getByRole("row").filter({ hasText: project });
    await row.getByLabel(`Status of ${project}`).selectOption(status);
    await row.getByRole("button", { name: /^Save\s*: Status of/ }).click();
    await expect(admin.getByText("Project status updated").first()).toBeVisible();
  };

  await signIn(page, "FLD-CLNT1");
  await expect(page.getByRole("heading", { name: "Client Dashboard" })).toBeVisible();
  await page.goto("/dashboard/notifications");
  await hydrated(page);
  const bell = page.getByRole("link", { name: /^Notifications, \d+ unread$/ });
  await setStatus("testing");
  await expect(bell).toHaveAccessibleName("Notifications, 1 unread");
  await page.getByRole("button", { name: "Mark all as read" }).click();
  const answer = page.getByText("All notifications are marked as read.");
  await expect(answer).toBeVisible();
  await expect(bell).toHaveAccessibleName("Notifications, 0 unread");

  // Another change reaches the page and reloads it: the answer to the client's own form is still there.
  await setStatus("in_progress");
  await expect(bell).toHaveAccessibleName("Notifications, 1 unread");
  await expect(answer).toBeVisible();
  await admin.context().close();
});
