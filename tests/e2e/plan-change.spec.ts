import type { Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import type { Db } from "~/lib/db.server";
import { checkoutSessions, subscriptions, users } from "../../db/schema";
import { CHECKOUT_PASSWORD, checkoutFields } from "../setup/checkout";
import { signInCookie } from "../setup/server-build";
import { expectNoAxeViolations } from "./axe";
import { expect, hydrated, test } from "./fixtures";

// Clients change their own plans here: a database of its own.
test.use({ dbTag: "plan-change" });

type App = { url: string; db: Db };

let buyers = 0;
/** A client who bought Growth on the sandbox's page (over HTTP, as the browser posts it), signed in in `page`. */
async function paidClient(page: Page, app: App) {
  const email = `plan-change-${Date.now()}-${++buyers}@example.lk`;
  const checkout = await fetch(`${app.url}/api/checkout`, {
    method: "POST",
    headers: { Origin: app.url },
    body: new URLSearchParams(checkoutFields(email)),
  });
  const { gateway: form } = (await checkout.json()) as { gateway: { fields: Record<string, string> } };
  const pay = await fetch(`${app.url}/sandbox-gateway/pay`, {
    method: "POST",
    redirect: "manual",
    body: new URLSearchParams({
      ...form.fields,
      intent: "pay",
      cardNumber: "4916217501611292",
      expiry: "12/30",
      cvv: "123",
    }),
  });
  expect(pay.status).toBe(302);
  const [order] = await app.db
    .select({ deskId: users.flideskId, userId: users.id })
    .from(checkoutSessions)
    .innerJoin(users, eq(users.id, checkoutSessions.userId))
    .where(eq(checkoutSessions.orderId, form.fields.order_id ?? ""));
  const [name, value] = (await signInCookie(app.url, order?.deskId ?? "", CHECKOUT_PASSWORD)).split("=");
  await page.context().addCookies([{ name: name ?? "", value: value ?? "", url: app.url }]);
  const [sub] = await app.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, order?.userId ?? ""));
  return { sub };
}

async function openBilling(page: Page) {
  await page.goto("/dashboard?tab=billing");
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Billing" })).toBeVisible();
}

test("@db a client changes plan, pays on the gateway, and the tab shows the new plan and the old one ending", async ({
  page,
  app,
}) => {
  await paidClient(page, app);
  await openBilling(page);
  await page.getByText("Change plan").click();
  await expect(page.getByText("Scale (Social Media), Monthly: LKR 80,000 / month")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Change to Scale, monthly" }).click();
  await expect(page.getByRole("heading", { name: "Change plan" })).toBeVisible();
  await expect(page.getByText("Pay LKR 80,000 to start your Scale plan.")).toBeVisible();
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
});
