import { expectNoAxeViolations } from "./axe";
import { expect, hydrated, signIn, test } from "./fixtures";

// The admin adds a client: on the admin specs' database, so other specs see the demo data as seeded.
test.use({ dbTag: "admin" });

test("a client with no projects sees 'No Projects Assigned', and 'No Projects Available' in AI Insights", async ({
  page,
  browser,
  baseURL,
}) => {
  // Two people, an invite and a password hash, two axe scans: more than the default 30 s on a loaded machine.
  test.setTimeout(90_000);
  await signIn(page, "FLD-ADMIN");
  await expect(page.getByRole("heading", { name: "Admin Panel" })).toBeVisible();
  await hydrated(page);
  await page.getByRole("button", { name: "Add User" }).click();
  const dialog = page.getByRole("dialog", { name: "Add User" });
  await dialog.getByLabel("Email").fill(`empty-${Math.random().toString(36).slice(2, 8)}@example.lk`);
  await dialog.getByLabel("Role").selectOption("client");
  await dialog.getByRole("button", { name: "Create User" }).click();
  const link = dialog.getByLabel("One-time invite link");
  await expect(link).toBeVisible();
  const invite = await link.inputValue();

  const context = await browser.newContext({ baseURL });
  const client = await context.newPage();
  await client.goto(invite);
  await client.getByLabel("New password").fill("Fresh#Start2026");
  await client.getByLabel("Confirm password").fill("Fresh#Start2026");
  await client.getByRole("button", { name: "Set password and sign in" }).click();
  await expect(client.getByRole("heading", { name: "Client Dashboard" })).toBeVisible();
  await expect(client.getByText("No Projects Assigned")).toBeVisible();
  await expect(client.getByText("Contact your admin to get started.")).toBeVisible();
  await hydrated(client);
  await expectNoAxeViolations(client);

  await client
    .getByRole("navigation", { name: "Dashboard sections" })
    .getByRole("link", { name: "AI Insights" })
    .click();
  await expect(client).toHaveURL(/\/dashboard\/insights/);
  const insights = client.getByRole("region", { name: "AI Insights" });
  await expect(insights.getByText("No Projects Available")).toBeVisible();
  await expect(insights.getByText("Contact your admin to get started.")).toBeVisible();
  await expect(client.getByText("No Projects Assigned")).toHaveCount(0);
  await expectNoAxeViolations(client);
  await context.close();
});
