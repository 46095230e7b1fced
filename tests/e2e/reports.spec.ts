import { expectNoAxeViolations } from "./axe";
import { expect, hydrated, signIn, test } from "./fixtures";

// The admin makes a report: a database of this spec's own, so no other spec sees the report or the audit rows.
test.use({ dbTag: "reports" });

test("the admin makes a client's report, and the client finds it on Analytics and downloads it", async ({
  page,
  browser,
  baseURL,
}) => {
  // A PDF made, two people signed in, two axe scans: more than the default 30 s on a loaded machine.
  test.setTimeout(90_000);
  await signIn(page, "FLD-ADMIN");
  await expect(page.getByRole("heading", { name: "Admin Panel" })).toBeVisible();
  await page.goto("/dashboard/admin/reports");
  await expect(page.getByRole("heading", { name: /^Monthly reports: / })).toBeVisible();
  await hydrated(page);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Regenerate for FLD-CLNT1" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The report was made again." })).toBeVisible();
  await expect(page.getByRole("button", { name: "Send again to FLD-CLNT1" })).toBeVisible();

  const context = await browser.newContext({ baseURL });
  const client = await context.newPage();
  await signIn(client, "FLD-CLNT1");
  await expect(client.getByRole("heading", { name: "Client Dashboard" })).toBeVisible();
  await client.goto("/dashboard/analytics");
  const list = client.getByRole("region", { name: "Monthly reports" });
  await expect(list).toBeVisible();
  await hydrated(client);
  await expectNoAxeViolations(client);
  const [download] = await Promise.all([
    client.waitForEvent("download"),
    list
      .getByRole("link", { name: /^Download PDF report for / })
      .first()
      .click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^fli-digital-report-\d{4}-\d{2}\.pdf$/);
  await context.close();
});
