import type { Request } from "@playwright/test";
import { eq } from "drizzle-orm";
import { notifications, projects } from "#db/schema";
import { expectNoAxeViolations } from "./axe";
import { expect, hydrated, offerInstall, signIn, test } from "./fixtures";

/** The one date style and date-time style (app/lib/format.ts): "24 Nov 2026" and "24 Nov 2026, 01:00". */
const DATE = /^\d{1,2} [A-Z][a-z]{2} \d{4}$/;
const DATE_TIME = /^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/;

test("sign-in: a wrong password is refused with the message and toast; the right one opens the client's dashboard", async ({
  page,
}) => {
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/dashboard\/auth\?redirectTo=%2Fdashboard$/);
  await hydrated(page);
  await expect(page).toHaveTitle("Sign in | Fli DESK");
  await expectNoAxeViolations(page);
  await page.getByLabel("Fli DESK ID").fill("FLD-CLNT1");
  await page.getByLabel("Password").fill("not-it");
  await page.getByRole("button", { name: "Access Dashboard" }).click();
  await expect(page.getByText("Authentication Error").first()).toBeVisible();
  await expect(page.getByText("Invalid Fli Desk ID or password").first()).toBeVisible();

  await page.getByLabel("Password").fill("DeskDemo#2025");
  await page.getByRole("button", { name: "Access Dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Client Dashboard" })).toBeVisible();
  await expect(page.getByText("Welcome, Dilani Perera (FLD-CLNT1, client)")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Ceylon Tea Co. Website Redesign" })).toBeVisible();
  await expect(page.getByText("In Development").first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/dashboard\/auth$/);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/dashboard\/auth/);
});

test("the portal's policy pages are open to everyone", async ({ page }) => {
  for (const [path, title] of [
    ["/dashboard/terms-and-conditions", "Fli DESK Terms and Conditions"],
    ["/dashboard/privacy-policy", "Fli DESK Privacy Policy"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  }
});

test.describe("the shell", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("Ctrl+B collapses the sidebar to 3rem and back to 16rem, and the choice survives a reload", async ({ page }) => {
    await signIn(page, "FLD-FRLN1");
    await expect(page.getByRole("heading", { name: "Freelancer Hub" })).toBeVisible();
    await hydrated(page);
    const sidebar = page.locator("#dashboard-sidebar");
    const width = () => sidebar.evaluate((el) => el.getBoundingClientRect().width);
    expect(await width()).toBe(256);
    await page.keyboard.press("Control+b");
    await expect(sidebar).toHaveAttribute("data-state", "collapsed");
    await expect.poll(width).toBe(48);
    await page.reload();
    await expect(sidebar).toHaveAttribute("data-state", "collapsed");
    await hydrated(page);
    await page.keyboard.press("Control+b");
    await expect.poll(width).toBe(256);
    const cookies = await page.context().cookies();
    const state = cookies.find((c) => c.name === "sidebar_state");
    expect(state?.value).toBe("true");
    expect((state?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(6.9 * 86400);
  });

  test("the freelancer's sidebar links and quick actions land on their sections", async ({ page }) => {
    await signIn(page, "FLD-FRLN1");
    await expect(page.getByRole("heading", { name: "Freelancer Hub" })).toBeVisible();
    await hydrated(page);
    const sidebar = page.getByRole("complementary", { name: "Sidebar" });
    for (const [link, section] of [
      ["Progress Updates", "Progress Updates"],
      ["My Projects", "Assigned Projects"],
    ] as const) {
      await sidebar.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: link }).click();
      await expect(page.getByRole("heading", { name: section, level: 2 })).toBeInViewport();
    }
    // Upload Reports leads to where a freelancer can upload: Update Progress, with its screenshots.
    await page.getByRole("heading", { name: "Progress Updates", level: 2 }).scrollIntoViewIfNeeded();
    await sidebar.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Upload Reports" }).click();
    await expect(page.getByText("To upload a report, choose Update Progress")).toBeInViewport();
    await expect(page.getByRole("button", { name: /^Update Progress of / }).first()).toBeInViewport();
    await expect(page.getByRole("region", { name: "Progress Updates" })).toContainText(
      "Home, catalogue and product pages built; checkout in progress.",
    );
    await sidebar
      .getByRole("navigation", { name: "Quick actions" })
      .getByRole("link", { name: "Update Progress" })
      .click();
    await expect(page).toHaveURL(/#assigned$/);
    await expectNoAxeViolations(page);
  });
});

test("while the tab is hidden, its title flashes 'Come back' every 600 ms", async ({ page }) => {
  await signIn(page, "FLD-CLNT2");
  await expect(page.getByRole("heading", { name: "Client Dashboard" })).toBeVisible();
  // The page listens for the tab being hidden once React has hydrated it.
  await hydrated(page);
  const setVisibility = (state: "hidden" | "visible") =>
    page.evaluate((state) => {
      Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });
      document.dispatchEvent(new Event("visibilitychange"));
      return document.title;
    }, state);
  // Waits on each title in turn (sampling every 600 ms could meet the flashing in step and see one title only).
  await setVisibility("hidden");
  await expect(page).toHaveTitle("Come back");
  await expect(page).toHaveTitle(/Client Dashboard/);
  await expect(page).toHaveTitle("Come back");
  expect(await setVisibility("visible")).toBe("Client Dashboard | Fli DESK");
});

test("the client's tabs: overview, analytics as charts, timeline, projects with updates, billing", async ({ page }) => {
  await signIn(page, "FLD-CLNT1");
  await expect(page.getByRole("heading", { name: "Client Dashboard" })).toBeVisible();
  await hydrated(page);
  const tabs = page.getByRole("navigation", { name: "Dashboard sections" });
  // Stats of FLD-CLNT1's three projects: one completed of three.
  await expect(page.getByText("33%")).toBeVisible();

  await tabs.getByRole("link", { name: "Analytics" }).click();
  await expect(page).toHaveURL(/\/dashboard\/analytics/);
  await expect(page.getByText("Page views")).toBeVisible();
  await expect(page.getByText("18,240")).toBeVisible();
  await expectNoAxeViolations(page);

  await tabs.getByRole("link", { name: "Timeline View" }).click();
  await expect(page.locator("section[aria-labelledby=timeline-title] li")).toHaveCount(2);
  // A deadline and a start in the one date style, on the timeline as on the cards.
  await expect(page.locator("section[aria-labelledby=timeline-title] li").first()).toContainText(
    /started \d{1,2} [A-Z][a-z]{2} \d{4} · deadline \d{1,2} [A-Z][a-z]{2} \d{4}/,
  );

  await tabs.getByRole("link", { name: "My Projects" }).click();
  const redesign = page.getByRole("region", { name: "Updates for Ceylon Tea Co. Website Redesign" });
  // Waits for the tab's content: reading the list at once raced the client-side navigation.
  await expect(redesign.locator("li").first()).toContainText("checkout in progress");
  await expect(redesign.locator("li").nth(1)).toContainText("Wireframes approved");
  // An update says when it was posted in the list's one style, the exact Sri Lanka time; the deadline is a date.
  const posted = redesign.locator("li").first().locator("time").first();
  await expect(posted).toHaveText(DATE_TIME);
  await expect(
    page
      .locator("dt", { hasText: /^Deadline$/ })
      .first()
      .locator("xpath=following-sibling::dd[1]"),
  ).toHaveText(DATE);
  await expect(page.getByText("Analytics Connected")).toBeVisible();
  await expectNoAxeViolations(page);

  await tabs.getByRole("link", { name: "Billing" }).click();
  await expect(page.getByText("Growth (Social Media)", { exact: true })).toBeVisible();
  await expect(page.locator("tbody tr")).toHaveCount(4);
  await expect(page.locator("tbody")).toContainText("LKR 50,000");
  // A payment: its date in the one style, its method in words (the gateway says VISA), its status in words.
  const payment = page.locator("tbody tr").first().locator("td");
  await expect(payment.nth(0)).toHaveText(DATE, { useInnerText: true });
  await expect(payment.nth(2)).toHaveText("Visa", { useInnerText: true });
  await expect(payment.nth(3)).toHaveText("Paid", { useInnerText: true });
  await expect(page.getByRole("region", { name: "Billing" }).getByText("Active", { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("Active Projects counts what the timeline shows: a pending project is not active", async ({ page }) => {
  // FLD-CLNT2: one project in development, one pending, one completed.
  await signIn(page, "FLD-CLNT2");
  const active = page.locator("dt", { hasText: "Active Projects" }).locator("xpath=..").locator("dd");
  await expect(active).toHaveText("1");
  await page.goto("/dashboard?tab=timeline");
  const timeline = page.locator("section[aria-labelledby=timeline-title] li");
  await expect(timeline).toHaveCount(1);
  await expect(timeline).toContainText("In Development");
  // The figure's numerals stand on the line in the heading face (lining, not old-style).
  expect(await active.evaluate((el) => getComputedStyle(el).fontVariantNumeric)).toBe("lining-nums");
});

test("the AI box cannot send an empty prompt and, with no AI service, answers from the project data", async ({
  page,
}) => {
  await signIn(page, "FLD-CLNT2");
  await expect(page.getByRole("heading", { name: "Client Dashboard" })).toBeVisible();
  await page.goto("/dashboard?tab=insights");
  await hydrated(page);
  const box = page.getByRole("region", { name: "AI assistant for Lanka Surf Retreats Instagram Growth" });
  await expect(box.getByRole("button", { name: "Ask" })).toBeDisabled();
  await box.getByLabel("Ask about this project").fill("   ");
  await expect(box.getByRole("button", { name: "Ask" })).toBeDisabled();
  await box.getByLabel("Ask about this project").fill("How is my project doing?");
  // Said once, quietly, in the box; not before every answer.
  await expect(box.getByText("Answers come from your project data.")).toBeVisible();
  await box.getByRole("button", { name: "Ask" }).click();
  await expect(box.getByTestId("assistant-answer")).toContainText("Lanka Surf Retreats Instagram Growth is at 40%");
  await expect(box.getByText(/AI service unavailable/)).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("@db a freelancer's update with a screenshot appears on the client's open page within 2 s", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  // The client's page is open first, on My Projects.
  const client = await browser.newContext({ baseURL });
  const clientPage = await client.newPage();
  await signIn(clientPage, "FLD-CLNT2");
  await expect(clientPage.getByRole("heading", { name: "Client Dashboard" })).toBeVisible();
  await clientPage.goto("/dashboard?tab=projects");
  await hydrated(clientPage);
  const updates = clientPage.getByRole("region", { name: "Updates for Lanka Surf Retreats Instagram Growth" });
  await expect(updates.locator("li").first()).toContainText("Content calendar");

  await signIn(page, "FLD-FRLN2");
  await expect(page.getByRole("heading", { name: "Freelancer Hub" })).toBeVisible();
  await hydrated(page);
  await page.getByRole("button", { name: "Update Progress of Lanka Surf Retreats Instagram Growth" }).click();
  const dialog = page.getByRole("dialog", { name: "Update Progress" });
  await dialog.getByLabel("Progress (%)").fill("140");
  await dialog.getByLabel("Update Notes").click();
  await expect(dialog.getByLabel("Progress (%)")).toHaveValue("100");
  await dialog.getByLabel("Progress (%)").fill("65");
  await dialog.getByLabel("Update Notes").fill("Reels for December are scheduled");
  const png = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
    "base64",
  );
  await dialog.getByLabel("Screenshots (optional)").setInputFiles([
    { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") },
    { name: "shot.png", mimeType: "image/png", buffer: png },
  ]);
  await expect(page.getByText("Only image files are allowed").first()).toBeVisible();
  await expect(dialog.getByRole("img", { name: "Screenshot 1" })).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Update Progress" }).click();
  await expect(page.getByText("Project progress updated successfully").first()).toBeVisible();

  // No reload on the client's side: the update arrives over SSE.
  await expect(updates.locator("li").first()).toContainText("Reels for December are scheduled", { timeout: 2000 });
  await expect(updates.getByRole("link").first()).toHaveAttribute("target", "_blank");
  await expect(clientPage.getByText("65%").first()).toBeVisible();
  await client.close();
});

test("installable: manifest and icons, a service worker with an offline page, and the install banner after 3 s", async ({
  page,
}) => {
  const manifest = await (await page.request.get("/manifest.webmanifest")).json();
  expect(manifest).toMatchObject({ name: "Fli DESK", start_url: "/dashboard", display: "standalone" });
  for (const icon of manifest.icons as { src: string }[]) expect((await page.request.get(icon.src)).status()).toBe(200);
  expect((await page.request.get("/offline.html")).status()).toBe(200);

  await signIn(page, "FLD-ADMIN");
  await expect(page.getByRole("heading", { name: "Admin Panel" })).toBeVisible();
  await hydrated(page);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
  expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL)).toMatch(/\/sw\.js$/);

  // The browser's offer, as Chromium sends it.
  await offerInstall(page);
  const banner = page.getByRole("dialog", { name: "Install Fli DESK" });
  await page.waitForTimeout(2000);
  await expect(banner).toBeHidden();
  await expect(banner).toBeVisible({ timeout: 3000 });
  await expect(banner.getByRole("button", { name: "Install App" })).toBeVisible();
  await expectNoAxeViolations(page);
  await banner.getByRole("button", { name: "Not Now" }).click();
  await expect(banner).toBeHidden();
});

test("a freelancer views the analytics of a completed project", async ({ page }) => {
  await signIn(page, "FLD-FRLN1");
  await expect(page.getByRole("heading", { name: "Freelancer Hub" })).toBeVisible();
  await hydrated(page);
  await page.getByRole("button", { name: "View Analytics of Ceylon Tea Co. Brand Identity Refresh" }).click();
  const dialog = page.getByRole("dialog", { name: "Analytics" });
  await expect(dialog.getByText("18,240")).toBeVisible();
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "View Analytics of Lanka Surf Retreats Local SEO" }).click();
  await expect(page.getByRole("dialog", { name: "Analytics" }).getByText("No Analytics Available")).toBeVisible();
});

test("@db an invite link sets the password and signs in", async ({ page, app, baseURL }) => {
  const { users } = await import("../../db/schema");
  const { createInvite } = await import("../../app/features/accounts/links/invites.server");
  const [user] = await app.db
    .insert(users)
    .values({ flideskId: "FLD-NEW01", email: `new-${Date.now()}@example.lk`, role: "client", onboarded: true })
    .returning();
  const link = await createInvite(app.db, baseURL ?? "", user?.id ?? "", { userId: null, flideskId: null, ip: null });
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Set your password" })).toBeVisible();
  await expect(page.getByText("FLD-NEW01")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel("New password").fill("Fresh#Start2026");
  await page.getByLabel("Confirm password").fill("Fresh#Start2026");
  await page.getByRole("button", { name: "Set password and sign in" }).click();
  await expect(page.getByRole("heading", { name: "Client Dashboard" })).toBeVisible();
  await expect(page.getByText("Welcome, FLD-NEW01 (client)")).toBeVisible();
});

test("a client who opens the admin's dashboard path reads 'Access Denied'", async ({ page }) => {
  // React Router warns (a warning, which the console guard lets by) when the matched route has no component.
  const warnings: string[] = [];
  page.on("console", (message) => message.type() === "warning" && warnings.push(message.text()));
  await signIn(page, "FLD-CLNT1");
  await expect(page.getByRole("heading", { name: "Client Dashboard" })).toBeVisible();
  const response = await page.goto("/dashboard/admin");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  await expect(page.getByText("Invalid user role")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Back to your dashboard" }).click();
  await expect(page.getByRole("heading", { name: "Client Dashboard" })).toBeVisible();
  expect(warnings.filter((text) => /does not have an element/.test(text))).toEqual([]);
});

for (const width of [390, 1280]) {
  test(`@db Update Progress is one step, clamps as typed and says when it takes progress back (${width} px)`, async ({
    page,
    app,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    const title = "Ceylon Tea Co. SEO Accelerate Campaign";
    // Each run starts from the demo's 90% (the two widths share a database).
    await app.db.update(projects).set({ progress: 90 }).where(eq(projects.title, title));
    const posts: string[] = [];
    // The dialog posts through a fetcher, to the route's `.data` address.
    const isUpdatePost = (r: Request) =>
      r.method() === "POST" && new URL(r.url()).pathname === "/dashboard/updates.data";
    page.on("request", (r) => isUpdatePost(r) && posts.push(r.url()));
    await signIn(page, "FLD-FRLN2");
    await expect(page.getByRole("heading", { name: "Freelancer Hub" })).toBeVisible();
    await hydrated(page);
    await page.getByRole("button", { name: `Update Progress of ${title}` }).click();
    const dialog = page.getByRole("dialog", { name: "Update Progress" });
    const progress = dialog.getByLabel("Progress (%)");
    await expect(progress).toHaveValue("90");
    // Clamped as typed: 150 never stays on screen.
    await progress.fill("150");
    await expect(progress).toHaveValue("100");
    await progress.fill("80");
    await expect(
      dialog.getByText("This takes the progress back from 90% to 80%. Your client will see 80%."),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    // One press sends it: no second question.
    await dialog.getByRole("button", { name: "Update Progress" }).click();
    await expect(page.getByText("Project progress updated successfully").first()).toBeVisible();
    expect(posts).toHaveLength(1);
    await expect(dialog).toBeHidden();
    await expect(page.getByText("80% (lowered from 90%)").first()).toBeVisible();
    // The client's notification names both figures.
    const [project] = await app.db.select().from(projects).where(eq(projects.title, title));
    const told = await app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, project?.clientId ?? ""));
    expect(told.map((n) => n.title)).toContain(`${title} went back to 80% (from 90%)`);
  });
}
