import type { Browser, Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { expect, hydrated, signIn, test } from "./fixtures";

// The admin creates projects and changes users: on a database of its own, so other specs see the demo data as seeded.
test.use({ dbTag: "admin" });

/** A second person at their own browser: a fresh context, signed in as `flideskId`. */
async function openAs(browser: Browser, baseURL: string, flideskId: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, flideskId);
  await page.waitForURL(/\/dashboard$/);
  await hydrated(page);
  return page;
}

async function signInAdmin(page: Page, path = "/dashboard") {
  await signIn(page, "FLD-ADMIN");
  await expect(page.getByRole("heading", { name: "Admin Panel" })).toBeVisible();
  if (path !== "/dashboard") await page.goto(path);
  await hydrated(page);
}

const unique = () => Math.random().toString(36).slice(2, 8);

test("the admin adds a user; the invite link sets its password and the user signs in", async ({
  page,
  browser,
  baseURL,
}) => {
  // Two browsers and two sign-ins with password hashing: more than the default 30 s on a loaded machine.
  test.setTimeout(90_000);
  await signInAdmin(page);
  await page.getByRole("button", { name: "Add User" }).click();
  const dialog = page.getByRole("dialog", { name: "Add User" });
  await dialog.getByRole("button", { name: "Create User" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Please fill in all required fields");
  const email = `new-${unique()}@example.lk`;
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Role").selectOption("freelancer");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Create User" }).click();
  const created = dialog.getByText(/^User created successfully with ID: FLD-[A-Z0-9]{5}$/);
  await expect(created).toBeVisible();
  const deskId = ((await created.textContent()) ?? "").slice(-9);
  const link = await dialog.getByLabel("One-time invite link").inputValue();
  expect(link).toMatch(/\/dashboard\/invite\/[\w-]{43}$/);
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(dialog).toBeHidden();

  await page.goto("/dashboard?tab=users");
  const row = page.getByRole("row").filter({ hasText: deskId });
  await expect(row).toContainText(email);
  await expect(row).toContainText("Invite pending");

  const context = await browser.newContext({ baseURL });
  const newcomer = await context.newPage();
  await newcomer.goto(link);
  await newcomer.getByLabel("New password").fill("Fresh#Start2026");
  await newcomer.getByLabel("Confirm password").fill("Fresh#Start2026");
  await newcomer.getByRole("button", { name: "Set password and sign in" }).click();
  await expect(newcomer.getByRole("heading", { name: "Freelancer Hub" })).toBeVisible();
  await expect(newcomer.getByText(`Welcome, ${deskId} (freelancer)`)).toBeVisible();
  await context.close();
});

test("the admin edits a user's email; ID and role are read-only", async ({ page }) => {
  await signInAdmin(page, "/dashboard?tab=users");
  await page.getByRole("row").filter({ hasText: "FLD-CLNT2" }).getByRole("button", { name: "Edit" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit User" });
  await expect(dialog.getByLabel("Fli DESK ID")).toHaveAttribute("readonly", "");
  await expect(dialog.getByText("FliDESK ID cannot be changed")).toBeVisible();
  await expect(dialog.getByText("Role cannot be changed for security reasons")).toBeVisible();
  await dialog.getByLabel("Email").fill("");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Please fill in the email address");
  await dialog.getByLabel("Email").fill("bookings@lankasurf.demo");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("User updated successfully")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "FLD-CLNT2" })).toContainText("bookings@lankasurf.demo");
});

/** Fills and sends Create Project; the freelancer is picked by its option label. */
async function createProject(page: Page, title: string, freelancer: string) {
  await page.getByRole("button", { name: "Create Project" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Project" });
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Client").selectOption({ label: "Dilani Perera (owner@ceylonteaco.demo)" });
  await dialog.getByLabel("Freelancer").selectOption({ label: freelancer });
  await dialog.getByLabel("Deadline").fill("2027-03-31");
  return dialog;
}

test("a project the admin creates shows on the freelancer's open dashboard within 2 s", async ({
  page,
  browser,
  baseURL,
}) => {
  const freelancer = await openAs(browser, baseURL ?? "", "FLD-FRLN2");
  await signInAdmin(page);
  const title = `Negombo Cafe Menu Site ${unique()}`;
  const dialog = await createProject(page, title, "Ayesha Rahman (ayesha.seo@demo.flidigital.lk)");
  await expectNoAxeViolations(page);
  const started = Date.now();
  await dialog.getByRole("button", { name: "Create Project" }).click();
  await expect(page.getByText("Project created successfully")).toBeVisible();
  await expect(freelancer.getByRole("heading", { name: title })).toBeVisible({ timeout: 2_000 });
  expect(Date.now() - started).toBeLessThan(2_000 + 1_000);
  await freelancer.context().close();
});

test("unassigning a project makes it Pending and takes it off the freelancer's dashboard; assigning makes it In Progress", async ({
  page,
  browser,
  baseURL,
}) => {
  await signInAdmin(page);
  const title = `Galle Fort Guesthouse Site ${unique()}`;
  const dialog = await createProject(page, title, "Ayesha Rahman (ayesha.seo@demo.flidigital.lk)");
  await dialog.getByRole("button", { name: "Create Project" }).click();
  await expect(page.getByText("Project created successfully")).toBeVisible();
  const freelancer = await openAs(browser, baseURL ?? "", "FLD-FRLN2");
  await expect(freelancer.getByRole("heading", { name: title })).toBeVisible();

  await page.goto("/dashboard?tab=projects");
  await hydrated(page);
  const row = page.getByRole("row").filter({ hasText: title });
  const status = row.getByLabel(`Status of ${title}`);
  await expect(status).toHaveValue("in_progress");
  const saveFreelancer = row.getByRole("button", { name: /^Save\s*: Freelancer for/ });
  await expect(saveFreelancer).toBeDisabled();
  await row.getByLabel(`Freelancer for ${title}`).selectOption("");
  await saveFreelancer.click();
  await expect(page.getByText("Project assignment updated")).toBeVisible();
  await expect(status).toHaveValue("pending");
  await expect(freelancer.getByRole("heading", { name: title })).toBeHidden({ timeout: 2_000 });
  await row.getByLabel(`Freelancer for ${title}`).selectOption({ label: "Nimal Wickramasinghe" });
  await saveFreelancer.click();
  await expect(status).toHaveValue("in_progress");
  await freelancer.context().close();
  // The project's name leads to its own page, and that page back to the list.
  await row.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await page.getByRole("link", { name: "All Projects" }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/admin\/projects$/);
});

test("choosing Analytics opens the upload dialog over Overview; the upload shows on the client's Analytics tab", async ({
  page,
  browser,
  baseURL,
}) => {
  // Two browsers, two sign-ins and an upload: more than the default 30 s on a loaded machine.
  test.setTimeout(90_000);
  await signInAdmin(page);
  await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Analytics" }).click();
  const dialog = page.getByRole("dialog", { name: "Upload Analytics Data" });
  await expect(dialog).toBeVisible();
  // The rest of the page is hidden from assistive technology while the dialog is open, so look by id.
  await expect(page.locator("#overview-title")).toHaveText("Overview");
  await dialog.getByLabel("Project").selectOption({ label: "Ceylon Tea Co. Brand Identity Refresh (Dilani Perera)" });
  await dialog.getByLabel("Bounce Rate (%)").fill("140");
  await dialog.getByRole("button", { name: "Upload Data" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Bounce rate must be a number from 0 to 100");
  await dialog.getByLabel("Bounce Rate (%)").fill("35");
  await dialog.getByLabel("Page Views").fill("98765");
  await dialog.getByLabel("Unique Visitors").fill("43210");
  await dialog.getByLabel("Avg. Session Duration (min)").fill("2.5");
  await dialog.getByLabel("Top Pages").fill("/, /teas, /about");
  await dialog.getByRole("button", { name: "Upload Data" }).click();
  await expect(page.getByText("Analytics data uploaded successfully")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard$/);

  const client = await openAs(browser, baseURL ?? "", "FLD-CLNT1");
  await client.goto("/dashboard?tab=analytics");
  await expect(client.getByText("98,765")).toBeVisible();
  await client.context().close();
});

test("a contact message from the public site arrives live in the Leads inbox, and its status can be changed", async ({
  page,
  browser,
  baseURL,
}) => {
  await signInAdmin(page, "/dashboard?tab=leads");
  const name = `Lead${unique()}`;
  const visitorContext = await browser.newContext({ baseURL });
  await visitorContext.addInitScript(() => sessionStorage.setItem("splash-seen", "1"));
  const visitor = await visitorContext.newPage();
  await visitor.goto("/");
  await hydrated(visitor);
  const form = visitor.getByRole("form", { name: "Contact form" });
  await form.getByLabel("First Name").fill(name);
  await form.getByLabel("Last Name").fill("Wickramasinghe");
  await form.getByLabel("Email").fill("lead@example.lk");
  await form.getByLabel("Message").fill("We need a new website for our tea estate.");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(visitor.getByText("Message Sent!", { exact: true })).toBeVisible();

  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toBeVisible({ timeout: 2_000 });
  await expect(row).toContainText("We need a new website for our tea estate.");
  await row.getByLabel(`Status of the lead from ${name} Wickramasinghe`).selectOption("contacted");
  await row.getByRole("button", { name: /^Save\s*: Status of the lead/ }).click();
  await expect(page.getByText("Lead status updated")).toBeVisible();

  await page.getByLabel("Search leads").fill(name);
  await page.getByLabel("Status", { exact: true }).selectOption("contacted");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${name}`));
  await expect(page.getByRole("row")).toHaveCount(2);
  await page.getByLabel("Status", { exact: true }).selectOption("new");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("No leads match.")).toBeVisible();
  await visitorContext.close();
});

test("Settings shows each item's state, and Export downloads CSV", async ({ page }) => {
  await signInAdmin(page, "/dashboard?tab=settings");
  await expect(page.getByText("Version")).toBeVisible();
  await expect(page.getByText("Test", { exact: true })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export projects" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^fli-desk-projects-\d{4}-\d{2}-\d{2}\.csv$/);
  const path = await download.path();
  const { readFileSync } = await import("node:fs");
  expect(readFileSync(path, "utf8")).toContain("Ceylon Tea Co. Website Redesign");
});

// Each tab is scanned by axe in a test of its own: seven scans in one test took a busy 2-core machine past 30 s.
for (const [link, heading, from] of [
  ["All Projects", "All Projects", "/dashboard"],
  ["Users Management", "Users Management", "/dashboard"],
  ["System Analytics", "System Analytics", "/dashboard"],
  ["Settings", "Settings", "/dashboard"],
  ["Dashboard", "Overview", "/dashboard/admin/settings"],
] as const) {
  test(`the sidebar's ${link} link lands on ${heading}, which passes axe`, async ({ page }) => {
    await signInAdmin(page, from);
    await expect(page).toHaveTitle(/^(\w+ \| )?Admin Panel \| Fli DESK$/);
    await page.getByRole("complementary", { name: "Sidebar" }).getByRole("link", { name: link, exact: true }).click();
    await expect(page.getByRole("heading", { name: heading, level: 2 })).toBeVisible();
    if (heading === "System Analytics") await expect(page.getByText(/^LKR [\d,]+$/).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test("the Leads tab passes axe; the sidebar's quick actions open their dialogs", async ({ page }) => {
  await signInAdmin(page, "/dashboard?tab=leads");
  await expect(page.getByRole("heading", { name: "Leads", level: 2 })).toBeVisible();
  await expectNoAxeViolations(page);

  const sidebar = page.getByRole("complementary", { name: "Sidebar" });
  await sidebar.getByRole("link", { name: "Add User" }).click();
  await expect(page.getByRole("dialog", { name: "Add User" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(page).not.toHaveURL(/dialog=/);
  await sidebar.getByRole("link", { name: "Create Project" }).click();
  await expect(page.getByRole("dialog", { name: "Create Project" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the admin's tabs write dates, statuses, services and activity in one style", async ({ page }) => {
  const date = /\d{1,2} [A-Z][a-z]{2} \d{4}/;
  const otherDates = /\d{4}-\d{2}-\d{2}|\d{1,2}\/\d{1,2}\/\d{4}/;
  const exactTime = /^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/;

  await signInAdmin(page, "/dashboard?tab=projects");
  const projects = page.locator("section[aria-labelledby=projects-title]");
  await expect(projects).toContainText("Ceylon Tea Co. SEO Accelerate Campaign");
  await expect(projects).toContainText(date);
  await expect(projects).not.toContainText(otherDates);
  // A status reads as its badge and its select say it: never the stored code.
  await expect(projects).not.toContainText(/\btesting\b|in_progress|\bpending\b/);

  await page.goto("/dashboard?tab=users");
  const users = page.locator("section[aria-labelledby=users-title]");
  await expect(users).toContainText(date);
  await expect(users).not.toContainText(otherDates);

  await page.goto("/dashboard?tab=leads");
  const leads = page.locator("section[aria-labelledby=leads-title]");
  // The seeded quote asked for "seo" and "web": shown by their names.
  await expect(leads).toContainText("SEO Optimization, Web Development");
  await expect(leads.locator("time").first()).toHaveText(exactTime);

  await page.goto("/dashboard?tab=analytics");
  const activity = page.locator("section[aria-labelledby=analytics-title] li time").first();
  await expect(activity).toHaveText(exactTime);
});

test("the admin's revenue: this month's figures, twelve months of charts with their tables, revenue by plan", async ({
  page,
}) => {
  await signInAdmin(page, "/dashboard/admin/analytics");
  const revenue = page.getByRole("region", { name: "Revenue and subscriptions" });
  // The demo clients pay LKR 50,000 and 55,000 a month.
  await expect(revenue.locator("dl > div").filter({ hasText: "Monthly recurring revenue" })).toContainText(
    "LKR 105,000",
  );
  for (const title of [
    "Monthly recurring revenue (LKR)",
    "Revenue (LKR)",
    "Average revenue per client (LKR)",
    "Subscriptions",
    "Collection rate",
    "Failed charges",
  ]) {
    const figure = revenue.getByRole("figure", { name: title, exact: true });
    await expect(figure.locator("svg")).toBeVisible();
    // The same figures for screen readers: a row per month, this one last.
    await expect(figure.getByRole("table").getByRole("row")).toHaveCount(13);
  }
  await expect(revenue.getByRole("table", { name: "Revenue by plan, last 12 months" })).toContainText(
    "Growth (Social Media)",
  );
  await expectNoAxeViolations(page);
});
