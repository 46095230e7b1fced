import { expectNoAxeViolations } from "./axe";
import { expect, hydrated, signIn, test } from "./fixtures";

// Sign-ins and admin writes add audit rows: on a database of its own, so other specs see the log they expect.
test.use({ dbTag: "audit" });

test("the admin opens the Audit tab, filters it by user and action, and exports what it shows", async ({ page }) => {
  // Two sign-ins, two axe scans and a download: more than the default 30 s on a loaded machine.
  test.setTimeout(90_000);
  await signIn(page, "FLD-CLNT2", "Not#The-Password1");
  await expect(page.locator("#main").getByRole("alert")).toHaveText("Invalid Fli Desk ID or password");
  await signIn(page, "FLD-ADMIN");
  await expect(page.getByRole("heading", { name: "Admin Panel" })).toBeVisible();
  await hydrated(page);

  await page.getByRole("link", { name: "Audit Log" }).click();
  const panel = page.getByRole("region", { name: "Audit log" });
  await expect(panel.getByRole("table", { name: "Audit log" })).toBeVisible();
  await expect(panel.getByRole("row").filter({ hasText: "FLD-ADMIN" }).first()).toContainText("Signed in");
  await expectNoAxeViolations(page);

  await panel.getByLabel("User (Fli DESK ID)").fill("fld-clnt2");
  await panel.getByLabel("Action").selectOption({ label: "Sign-in failed" });
  await panel.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/[?&]user=fld-clnt2/);
  await expect(page).toHaveURL(/[?&]action=sign-in-failed/);
  const rows = panel.getByRole("row").filter({ hasText: "FLD-CLNT2" });
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText("Sign-in failed");
  await expect(rows).toContainText("127.0.0.1");
  await expect(panel.getByRole("row").filter({ hasText: "FLD-ADMIN" })).toHaveCount(0);
  await expect(panel.getByLabel("Action")).toHaveValue("sign-in-failed");
  await expectNoAxeViolations(page);

  const exportLink = panel.getByRole("link", { name: "Export CSV" });
  await expect(exportLink).toHaveAttribute("href", /\/dashboard\/export\/audit\.csv\?.*action=sign-in-failed/);
  const download = page.waitForEvent("download");
  await exportLink.click();
  const csv = await (await download).createReadStream();
  let text = "";
  for await (const chunk of csv) text += chunk;
  const lines = text.trim().split("\r\n");
  expect(lines[0]).toBe("at,actor_desk_id,action,target_type,target_id,target,ip,detail");
  expect(lines).toHaveLength(2);
  expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30,FLD-CLNT2,sign-in-failed,/);

  // The export itself is in the log.
  await page.goto("/dashboard?tab=audit&action=csv-exported");
  await expect(panel.getByRole("row").filter({ hasText: "audit.csv" })).toContainText("FLD-ADMIN");

  // Nothing is wider than a phone's screen: the table scrolls inside its own box.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test("a client sees their own sign-ins and failed attempts in Profile", async ({ page }) => {
  await signIn(page, "FLD-CLNT1", "Not#The-Password1");
  await expect(page.locator("#main").getByRole("alert")).toHaveText("Invalid Fli Desk ID or password");
  await signIn(page, "FLD-CLNT1");
  await page.waitForURL(/\/dashboard$/);
  await page.goto("/dashboard/profile/devices");
  await hydrated(page);
  const history = page.getByRole("region", { name: "Sign-in history" });
  const events = history.getByRole("listitem");
  await expect(events.first()).toContainText("Signed in");
  await expect(events.nth(1)).toContainText("Failed attempt");
  await expect(events.first()).toContainText("127.0.0.1");
  await expectNoAxeViolations(page);
});
