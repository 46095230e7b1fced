import { readFile } from "node:fs/promises";
import { eq } from "drizzle-orm";
import { checkoutSessions, subscriptions, users } from "../../db/schema";
import { expectNoAxeViolations } from "./axe";
import { expect, hydrated, test } from "./fixtures";

const PASSWORD = "Ocean#Waves2025";

/** The wizard's answers as this browser keeps them after step 5 (never the password), open at the Review step. */
const storedWizard = (email: string) => ({
  businessInfo: { businessName: "Kandy Spice Garden", industry: "Tourism & Travel", website: "" },
  marketingGoals: ["Brand Awareness"],
  platformPreferences: ["Instagram", "Facebook"],
  hearAboutUs: "Google Search",
  accountInfo: { fullName: "Nimali Fernando", workEmail: email, countryCode: "+94", phone: "771234567" },
  step: 6,
});

test("@db an annual purchase: review step, checkout, sandbox gateway, receipt downloaded from the Billing tab", async ({
  page,
  app,
}) => {
  test.setTimeout(120_000);
  const email = `annual-${Date.now()}@example.lk`;
  await page.goto("/pricing");
  await page.evaluate((wizard) => {
    localStorage.setItem(
      "selectedPlan",
      JSON.stringify({ name: "Growth", price: { lkr: 50000, usd: 165 }, service: "Social Media" }),
    );
    localStorage.setItem("wizardData", JSON.stringify(wizard));
    localStorage.setItem("wizardProgress", "6");
  }, storedWizard(email));
  await page.goto("/onboarding?plan=Growth");
  await hydrated(page);

  // The review step offers both cycles, in LKR and USD; annual is 12 months less 10%.
  await expect(page.getByRole("heading", { name: "Review & Payment" })).toBeVisible();
  await expect(page.getByText("Save 10% with annual billing")).toBeVisible();
  await expect(page.getByRole("radio", { name: "Monthly" })).toBeChecked();
  await expect(page.getByText("LKR 540,000 / year (USD 1,782)")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("radio", { name: "Annual" }).check();
  await page.getByRole("link", { name: "Checkout" }).click();

  await expect(page).toHaveURL(/\/checkout\?plan=Growth&.*&cycle=annual$/);
  await expect(page.getByRole("radio", { name: "Annual" })).toBeChecked();
  await expect(page.getByTestId("order-total")).toHaveText("LKR 540,000");
  await expect(page.getByText("Total per year")).toBeVisible();
  await page.getByLabel("USD").check();
  await expect(page.getByTestId("order-total")).toHaveText("USD 1,782");
  await page.getByRole("radio", { name: "Monthly" }).check();
  await expect(page.getByTestId("order-total")).toHaveText("USD 165");
  await page.getByLabel("LKR").check();
  await page.getByRole("radio", { name: "Annual" }).check();
  await expect(page.getByTestId("order-total")).toHaveText("LKR 540,000");
  await expectNoAxeViolations(page);

  // This browser no longer has the wizard's password: the buyer types it here.
  await page.getByLabel("Account password").fill(PASSWORD);
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole("button", { name: "Pay LKR 540,000" }).click();

  await expect(page).toHaveURL(/\/sandbox-gateway\/pay$/);
  await expect(page.getByText("LKR 540,000 / year")).toBeVisible();
  await page.getByLabel("Card number").fill("4916217501611292");
  await page.getByLabel("Expiry (MM/YY)").fill("12/30");
  await page.getByLabel("CVV").fill("123");
  await page.getByRole("button", { name: /^Pay LKR 540,000/ }).click();

  await expect(page).toHaveURL(/\/payment-success\?order_id=FLD-ORD-/);
  await expect(page.getByTestId("amount-charged")).toHaveText("LKR 540,000 / year");
  const deskId = (await page.getByTestId("desk-id").textContent())?.trim() ?? "";

  // The subscription is annual, and the sandbox gateway bills it again a year on.
  const [user] = await app.db.select().from(users).where(eq(users.email, email));
  const [subscription] = await app.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, user?.id ?? ""));
  expect(subscription).toMatchObject({ cycle: "annual", amount: "540000.00", status: "active" });
  const year = Number(subscription?.nextBillingDate?.slice(0, 4));
  expect(year - new Date().getFullYear()).toBeGreaterThanOrEqual(1);
  const [session] = await app.db.select().from(checkoutSessions).where(eq(checkoutSessions.email, email));
  expect(session?.cycle).toBe("annual");

  await page.goto("/dashboard/auth");
  await page.getByLabel("Fli DESK ID").fill(deskId);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Access Dashboard" }).click();
  await expect(page.getByRole("heading", { name: "Client Dashboard" })).toBeVisible();
  await page.goto("/dashboard?tab=billing");
  const billing = page.getByRole("region", { name: "Billing" });
  await expect(billing.getByText("LKR 540,000 / year")).toBeVisible();
  const link = billing.getByRole("link", { name: /^Download receipt FLD-R-\d{4}-\d{6} \(PDF\)$/ });
  await expect(link).toBeVisible();
  await expectNoAxeViolations(page);

  const download = page.waitForEvent("download");
  await link.click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^FLD-R-\d{4}-\d{6}\.pdf$/);
  const bytes = await readFile((await file.path()) ?? "");
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
});
