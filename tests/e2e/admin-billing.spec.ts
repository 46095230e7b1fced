import { eq } from "drizzle-orm";
import { createCheckout } from "../../app/features/billing/checkout.server";
import { findPlan } from "../../app/features/plans/catalogue";
import { payments, sandboxPayments } from "../../db/schema";
import { CHECKOUT_PASSWORD, payAtSandbox, wizardFor } from "../setup/checkout";
import { testEnv } from "../setup/test-db";
import { expectNoAxeViolations } from "./axe";
import { expect, hydrated, signIn, test } from "./fixtures";

// Payments are made and refunded here: a database of this spec's own.
test.use({ dbTag: "billing" });

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
  await expect(page).toHaveURL(/tab=billing&kind=payment/);
  const row = page.getByRole("row").filter({ hasText: "Ella Spice Garden" });
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
