import { sandboxAppCredentials } from "~/features/billing/payhere/gateway.server";
import { testEnv } from "../setup/test-db";
import { expectNoAxeViolations } from "./axe";
import { expect, test } from "./fixtures";
import { openBilling, paidClient } from "./paid-client";

// Clients change their own subscriptions here: a database of its own.
test.use({ dbTag: "billing" });

test("@db a client cancels with notice by keyboard, sees until when, and undoes it", async ({ page, app }) => {
  await paidClient(page, app);
  await openBilling(page);
  await expect(page.getByText("Monthly", { exact: true })).toBeVisible();
  await expect(page.getByText(/^LKR 50,000 on /)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Cancel plan" }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Cancel this plan?" });
  await expect(dialog).toContainText(/runs until \d{1,2} \w{3} \d{4}/);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await page.getByRole("link", { name: "Cancel plan" }).click();
  await dialog.getByRole("button", { name: "Cancel my plan" }).click();
  await expect(page.getByRole("status")).toContainText(
    /Cancellation scheduled: your plan runs until \d{1,2} \w{3} \d{4}/,
  );
  await expect(page.getByText(/Runs until .*, then cancelled/)).toBeVisible();
  // The sandbox bills a month after the payment, inside the 30-day notice: that installment is still charged.
  await expect(page.getByText(/^LKR 50,000 on /)).toBeVisible();
  await expectNoAxeViolations(page);

  // On a phone the tab, with its schedule and actions, fits the screen.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.getByRole("button", { name: "Undo cancellation" }).click();
  await expect(page.getByRole("status")).toHaveText("Cancellation undone: your plan goes on.");
  await expect(page.getByRole("link", { name: "Cancel plan" })).toBeVisible();
});

test("@db without JavaScript, Cancel plan asks on a confirm step and the tab shows the schedule", async ({
  browser,
  app,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: app.url });
  const page = await context.newPage();
  await paidClient(page, app);
  await page.goto("/dashboard?tab=billing");
  await page.getByRole("link", { name: "Cancel plan" }).click();
  await expect(page.getByRole("heading", { name: "Cancel this plan?" })).toBeVisible();
  await page.getByRole("button", { name: "Cancel my plan" }).click();
  await expect(page).toHaveURL(/\/dashboard\/billing$/);
  await expect(page.getByText(/Runs until .*, then cancelled/)).toBeVisible();
  await context.close();
});

test("@db a client retries a failed payment after the card failed", async ({ page, app }) => {
  const { sub } = await paidClient(page, app);
  // The sandbox's hook: the next installment is charged now and declined, as PayHere's failing card would be.
  const env = testEnv({ PUBLIC_URL: app.url });
  const { appId, appSecret } = sandboxAppCredentials(env);
  const token = await fetch(`${app.url}/sandbox-gateway/merchant/v1/oauth/token`, {
    method: "POST",
    headers: { Authorization: `Basic ${Buffer.from(`${appId}:${appSecret}`).toString("base64")}` },
    body: new URLSearchParams({ grant_type: "client_credentials" }),
  });
  const { access_token } = (await token.json()) as { access_token: string };
  const failed = await fetch(`${app.url}/sandbox-gateway/merchant/v1/sandbox/charge-installment`, {
    method: "POST",
    headers: { Authorization: `Bearer ${access_token}`, "Content-Type": "application/json" },
    body: JSON.stringify({ subscription_id: sub?.gatewaySubscriptionId, fail: true }),
  });
  expect(failed.status).toBe(200);

  await openBilling(page);
  await expect(page.getByText("Past due")).toBeVisible();
  await page.getByRole("button", { name: "Retry payment" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Payment retried: your card was charged and your plan is active again.",
  );
  await expect(page.getByText("Active", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Retry payment" })).toHaveCount(0);
});
