import type { Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import type { Db } from "~/lib/db.server";
import { checkoutSessions, payments, subscriptions, users } from "../../db/schema";
import { CHECKOUT_PASSWORD, checkoutFields, payAtSandbox } from "../setup/checkout";
import { signInCookie } from "../setup/server-build";
import { expect, hydrated } from "./fixtures";

type App = { url: string; db: Db };

let buyers = 0;

/**
 * A client who bought Growth on the sandbox's page (over HTTP, as the browser posts it), signed in in `page`:
 * their subscription and their first payment.
 */
export async function paidClient(page: Page, app: App) {
  const email = `paid-${Date.now()}-${++buyers}@example.lk`;
  const checkout = await fetch(`${app.url}/api/checkout`, {
    method: "POST",
    headers: { Origin: app.url },
    body: new URLSearchParams(checkoutFields(email)),
  });
  const { gateway: form } = (await checkout.json()) as { gateway: { fields: Record<string, string> } };
  const orderId = form.fields.order_id ?? "";
  const pay = await payAtSandbox(app.url, form.fields);
  expect(pay.status).toBe(302);
  const [order] = await app.db
    .select({ deskId: users.flideskId, userId: users.id })
    .from(checkoutSessions)
    .innerJoin(users, eq(users.id, checkoutSessions.userId))
    .where(eq(checkoutSessions.orderId, orderId));
  const [name, value] = (await signInCookie(app.url, order?.deskId ?? "", CHECKOUT_PASSWORD)).split("=");
  await page.context().addCookies([{ name: name ?? "", value: value ?? "", url: app.url }]);
  const [sub] = await app.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, order?.userId ?? ""));
  const [payment] = await app.db.select().from(payments).where(eq(payments.orderId, orderId));
  return { sub, payment };
}

/** The client's Billing tab, hydrated. */
export async function openBilling(page: Page) {
  await page.goto("/dashboard?tab=billing");
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Billing" })).toBeVisible();
}
