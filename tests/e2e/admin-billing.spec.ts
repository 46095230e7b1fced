import type { Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import { createCheckout } from "../../app/features/billing/checkout/checkout.server";
import { sandboxAppCredentials } from "../../app/features/billing/payhere/gateway.server";
import { findPlan } from "../../app/features/plans/catalogue";
import { payments, sandboxPayments } from "../../db/schema";
import { CHECKOUT_PASSWORD, payAtSandbox, wizardFor } from "../setup/checkout";
import { testEnv } from "../setup/test-db";
import { expectNoAxeViolations } from "./axe";
import { expect, hydrated, signIn, test } from "./fixtures";

// Payments are made and refunded here: a database of this spec's own.
test.use({ dbTag: "billing" });

const overflows = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/** A Growth order paid on the sandbox gateway's page over HTTP (its notify reaches the app as PayHere's would). */
async function paidOrder(url: string, db: Parameters<typeof createCheckout>[0], business: string) {
  const plan = findPlan("Growth");
  if (!plan) throw new Error("no Growth plan");
  const email = `${business.toLowerCase().replaceAll(" ", "-")}@example.lk`;
  const { form } = await createCheckout(db, testEnv({ PUBLIC_URL: url }), {
    plan,
    cycle: "monthly",
    currency: "LKR",
    email,
    businessName: business,
    phone: "+94771234567",
    wizard: { ...wizardFor(email), accountInfo: { ...wizardFor(email).accountInfo, password: CHECKOUT_PASSWORD } },
    ipAddress: "10.0.0.1",
    marketingConsent: false,
  });
  const res = await payAtSandbox(url, form.fields);
  expect(res.status).toBe(302);
  return form.fields.order_id ?? "";
}

test("@db an admin refunds part of a payment from the Billing tab", async ({ page, app }) => {
  const orderId = await paidOrder(app.url, app.db, "Ella Spice Garden");
  const [payment] = await app.db.select().from(payments).where(eq(payments.orderId, orderId));
  if (!payment) throw new Error("the payment was not recorded");

  await signIn(page, "FLD-ADMIN");
  await expect(page.getByRole("heading", { name: "Admin Panel" })).toBeVisible();
  await page.goto("/dashboard?tab=billing");
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Billing" })).toBeVisible();
  await page.getByLabel("Kind").selectOption("payment");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/\/dashboard\/admin\/billing\?kind=payment/);
  const row = page.getByRole("row").filter({ hasText: "Ella Spice Garden" });
  // The address changes before the filtered list comes: until then the subscription's row is there too.
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Paid");
  await expect(row).toContainText("LKR 50,000");
  await expectNoAxeViolations(page);

  await row.getByRole("button", { name: `Refund payment ${payment.paymentId}` }).click();
  const dialog = page.getByRole("dialog", { name: `Refund payment ${payment.paymentId}` });
  await expect(dialog.getByLabel("Amount (LKR)")).toHaveValue("50000.00");
  await dialog.getByLabel("Amount (LKR)").fill("60000");
  await dialog.getByLabel("Reason").fill("One month paused");
  await dialog.getByRole("button", { name: "Refund now" }).click();
  await expect(dialog).toContainText("The refund amount is more than the LKR 50,000 left to refund");
  await dialog.getByLabel("Amount (LKR)").fill("12,500");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Refund now" }).click();
  await expect(page.getByText("Refunded LKR 12,500. The client is mailed.").first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText("Partly refunded");
  await expect(row).toContainText("LKR 12,500 refunded");
  await expect
    .poll(
      async () =>
        (await app.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, payment.paymentId)))[0]?.status,
    )
    .toBe("PARTIALLY_REFUNDED");
});

/** The sandbox's switch, over its API: PayHere makes the payment's next refund, and its answer is lost. */
async function loseNextRefundAnswer(url: string, gatewayPaymentId: string) {
  const { appId, appSecret } = sandboxAppCredentials(testEnv({ PUBLIC_URL: url }));
  const token = await fetch(`${url}/sandbox-gateway/merchant/v1/oauth/token`, {
    method: "POST",
    headers: { Authorization: `Basic ${Buffer.from(`${appId}:${appSecret}`).toString("base64")}` },
    body: new URLSearchParams({ grant_type: "client_credentials" }),
  });
  const { access_token } = (await token.json()) as { access_token: string };
  const armed = await fetch(`${url}/sandbox-gateway/merchant/v1/sandbox/drop-refund-answer`, {
    method: "POST",
    headers: { Authorization: `Bearer ${access_token}`, "Content-Type": "application/json" },
    body: JSON.stringify({ payment_id: gatewayPaymentId }),
  });
  expect(armed.status).toBe(200);
}

test("@db a refund PayHere did not confirm waits, then an admin settles it", async ({ page, app }) => {
  const orderId = await paidOrder(app.url, app.db, "Galle Fort Cafe");
  const [payment] = await app.db.select().from(payments).where(eq(payments.orderId, orderId));
  if (!payment) throw new Error("the payment was not recorded");
  await loseNextRefundAnswer(app.url, payment.paymentId);

  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, "FLD-ADMIN");
  await expect(page.getByRole("heading", { name: "Admin Panel" })).toBeVisible();
  await page.goto("/dashboard?tab=billing&kind=payment");
  await hydrated(page);
  const row = page.getByRole("row").filter({ hasText: "Galle Fort Cafe" });
  await row.getByRole("button", { name: `Refund payment ${payment.paymentId}` }).click();
  const dialog = page.getByRole("dialog", { name: `Refund payment ${payment.paymentId}` });
  await dialog.getByLabel("Amount (LKR)").fill("20000");
  await dialog.getByLabel("Reason").fill("Two weeks paused");
  await dialog.getByRole("button", { name: "Refund now" }).click();
  const unconfirmed = "PayHere did not confirm this refund. Check the payment in PayHere before refunding again.";
  await expect(dialog).toContainText(unconfirmed);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  // The admins' page follows live: the payment waits, unconfirmed, first in the list, with nothing to refund.
  await expect(row).toContainText("Refund unconfirmed");
  await expect(row).toContainText("LKR 20,000 refund not confirmed by PayHere");
  await expect(row.getByRole("button", { name: `Refund payment ${payment.paymentId}` })).toHaveCount(0);
  expect(await overflows(page)).toBe(false);
  await expectNoAxeViolations(page);

  const settle = row.getByRole("button", { name: `Settle refund of payment ${payment.paymentId}` });
  await settle.focus();
  await page.keyboard.press("Enter");
  const settling = page.getByRole("dialog", { name: `Settle the refund of payment ${payment.paymentId}` });
  await expect(settling).toContainText("(reason: Two weeks paused)");
  await expectNoAxeViolations(page);
  await settling.getByRole("button", { name: "It was refunded" }).click();
  await expect(page.getByText("Recorded the refund of LKR 20,000. The client is mailed.").first()).toBeVisible();
  await expect(settling).toBeHidden();
  await expect(row).toContainText("Partly refunded");
  await expect(row).toContainText("LKR 20,000 refunded");
  await expect(row.getByRole("button", { name: `Refund payment ${payment.paymentId}` })).toBeVisible();
});
