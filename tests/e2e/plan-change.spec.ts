import { eq } from "drizzle-orm";
import { merchantApi } from "~/features/billing/payhere/merchant-api.server";
import { runPlanChangeRefunds } from "~/features/billing/plan-changes/plan-change-refund-job.server";
import { payments } from "../../db/schema";
import { testEnv } from "../setup/test-db";
import { expectNoAxeViolations } from "./axe";
import { expect, hydrated, signIn, test } from "./fixtures";
import { openBilling, paidClient } from "./paid-client";

// Clients change their own plans here: a database of its own.
test.use({ dbTag: "plan-change" });

test("@db a client changes plan, sees the refund of the unused days, pays, and the admin sees it refunded", async ({
  page,
  browser,
  app,
}) => {
  // A purchase, two pages of the client's, the gateway's page and the admin's: more than one page's 30 s.
  test.setTimeout(120_000);
  const { payment } = await paidClient(page, app);
  // Paid 10 days ago (a change on the day paid would give the whole payment back: the new plan has that day too).
  await app.db
    .update(payments)
    .set({ createdAt: new Date(Date.now() - 10 * 24 * 60 * 60 * 1000) })
    .where(eq(payments.id, payment?.id ?? ""));
  await openBilling(page);
  await page.getByText("Change plan").click();
  await expect(page.getByText("Scale (Social Media), Monthly: LKR 80,000 / month")).toBeVisible();
  // Today and the rest of the month paid for are refunded.
  const refundLine = page.getByText(/and LKR [\d,.]+ for the unused days of your current plan is refunded\.$/);
  await expect(refundLine).toBeVisible();
  const refund = /and (LKR [\d,.]+) for the unused days/.exec((await refundLine.textContent()) ?? "")?.[1] ?? "";
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Change to Scale, monthly" }).click();
  await expect(page.getByRole("heading", { name: "Change plan" })).toBeVisible();
  await expect(
    page.getByText(
      `Pay LKR 80,000 to start your Scale plan, and ${refund} for the unused days of your current plan is refunded.`,
    ),
  ).toBeVisible();
  await page.getByRole("button", { name: "Continue to payment" }).click();

  await page.getByLabel("Card number").fill("4916217501611292");
  await page.getByLabel("Expiry (MM/YY)").fill("12/30");
  await page.getByLabel("CVV").fill("123");
  await page.getByRole("button", { name: "Pay LKR 80,000" }).click();
  await expect(page).not.toHaveURL(/sandbox-gateway/);

  await openBilling(page);
  await expect(page.getByText("Scale (Social Media)", { exact: true })).toBeVisible();
  await expect(page.getByText("Growth (Social Media)", { exact: true })).toBeVisible();
  await expect(page.getByText(/Runs until .*, then cancelled/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // The billing job (run here rather than waiting for its interval) refunds it through the sandbox's merchant API.
  const env = testEnv({ PUBLIC_URL: app.url });
  expect(await runPlanChangeRefunds(app.db, env, merchantApi(env))).toBe(1);
  const admin = await browser.newContext({ baseURL: app.url });
  const adminPage = await admin.newPage();
  await signIn(adminPage, "FLD-ADMIN");
  await expect(adminPage.getByRole("heading", { name: "Admin Panel" })).toBeVisible();
  await adminPage.goto("/dashboard?tab=billing&kind=payment");
  await hydrated(adminPage);
  // The old plan's payment: partly refunded, so its refund button is still there.
  const row = adminPage
    .getByRole("row")
    .filter({ has: adminPage.getByRole("button", { name: `Refund payment ${payment?.paymentId}` }) });
  await expect(row).toContainText("Partly refunded");
  await expect(row).toContainText(`${refund} refunded`);
  await expectNoAxeViolations(adminPage);
  await admin.close();
});

test("@db a client buys a bundle from Change plan and is told the end of its 12-month commitment", async ({
  page,
  app,
}) => {
  // A purchase, the client's pages and the gateway's page: more than one page's 30 s.
  test.setTimeout(120_000);
  await paidClient(page, app);
  await openBilling(page);
  await page.getByText("Change plan").click();
  // Growth LKR 50,000 + Accelerate LKR 55,000, less 10%.
  await expect(page.getByText("Growth + Accelerate (Social Media + SEO), Monthly: LKR 94,500 / month")).toBeVisible();
  const commitment = page.getByText(/Your bundle runs to \d{1,2} \w{3} \d{4}, the end of its 12-month commitment if/);
  await expect(commitment).toBeVisible();
  const runsTo = /runs to (.+?), the end/.exec((await commitment.textContent()) ?? "")?.[1] ?? "";
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Change to Growth + Accelerate, monthly" }).click();
  await expect(page.getByText(`Your bundle runs to ${runsTo}, the end of its 12-month commitment.`)).toBeVisible();
  await page.getByRole("button", { name: "Continue to payment" }).click();

  await page.getByLabel("Card number").fill("4916217501611292");
  await page.getByLabel("Expiry (MM/YY)").fill("12/30");
  await page.getByLabel("CVV").fill("123");
  await page.getByRole("button", { name: "Pay LKR 94,500" }).click();
  await expect(page).not.toHaveURL(/sandbox-gateway/);

  await openBilling(page);
  await expect(page.getByText("Growth + Accelerate (Social Media + SEO)", { exact: true })).toBeVisible();
  // Cancelling now takes effect at the commitment's end, which the dialog says before the client confirms.
  await page.getByRole("link", { name: "Cancel plan" }).click();
  await expect(
    page
      .getByRole("dialog")
      .getByText(`Your bundle runs to ${runsTo}, the end of its 12-month commitment, and is cancelled after that.`),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await page.setViewportSize({ width: 360, height: 740 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
