import type { Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import { checkoutSessions, users } from "../../db/schema";
import { expectNoAxeViolations } from "./axe";
import { expect, hydrated, test } from "./fixtures";

const PASSWORD = "Ocean#Waves2025";

async function startWizard(page: Page, plan = "Growth") {
  await page.goto("/pricing");
  await hydrated(page);
  await page.getByRole("link", { name: `Get Started with ${plan}` }).click();
  await expect(page).toHaveURL(new RegExp(`/onboarding\\?plan=${plan}$`));
  await expect(page.getByRole("heading", { name: "Business Info" })).toBeVisible();
}

/** No toast on screen overlaps the Pay button. */
async function expectToastsClearOfPay(page: Page) {
  const pay = await page.getByRole("button", { name: /^Pay / }).boundingBox();
  const toasts = page.getByRole("region", { name: "Notifications" }).getByRole("alert");
  expect(pay).not.toBeNull();
  expect(await toasts.count()).toBeGreaterThan(0);
  for (const toast of await toasts.all()) {
    const box = await toast.boundingBox();
    if (!box || !pay) continue;
    const apart =
      box.x + box.width <= pay.x ||
      pay.x + pay.width <= box.x ||
      box.y + box.height <= pay.y ||
      pay.y + pay.height <= box.y;
    expect(apart, `toast ${JSON.stringify(box)} over Pay ${JSON.stringify(pay)}`).toBe(true);
  }
}

const next = (page: Page) => page.getByRole("button", { name: "Next" }).click();

/** The two widths issue 29's walk was made at: every item it found is proved at both. */
const VIEWPORTS = [
  { name: "390 px", viewport: { width: 390, height: 800 } },
  { name: "1280 px", viewport: { width: 1280, height: 900 } },
];

/**
 * The review step's offer of annual billing is a box of its own; the note that onboarding can be resumed within
 * 3 days is a separate line under it, not part of the offer.
 */
async function expectSavingApartFromResume(page: Page) {
  const offer = page.getByText("Save 10% with annual billing", { exact: true }).locator("..");
  const resume = page.getByText(/^You can resume within 3 days/);
  await expect(offer).toBeVisible();
  await expect(resume).toBeVisible();
  await expect(offer).not.toContainText("You can resume");
  const [box, note] = [await offer.boundingBox(), await resume.boundingBox()];
  expect(box && note && note.y >= box.y + box.height, `${JSON.stringify(note)} under ${JSON.stringify(box)}`).toBe(
    true,
  );
}

/** No toast on screen overlaps `target`, once the page has stopped scrolling. */
async function expectToastsClear(page: Page, target: import("@playwright/test").Locator) {
  const toasts = page.getByRole("region", { name: "Notifications" }).getByRole("alert");
  expect(await toasts.count()).toBeGreaterThan(0);
  await expect
    .poll(async () => {
      const field = await target.boundingBox();
      if (!field) return "no field";
      for (const toast of await toasts.all()) {
        const box = await toast.boundingBox();
        if (!box) continue;
        const apart =
          box.x + box.width <= field.x ||
          field.x + field.width <= box.x ||
          box.y + box.height <= field.y ||
          field.y + field.height <= box.y;
        if (!apart) return `toast ${JSON.stringify(box)} over ${JSON.stringify(field)}`;
      }
      return "clear";
    })
    .toBe("clear");
}

/** Ella Tea Rooms' Launch plan through the six steps and checkout, to the sandbox gateway's card page. */
/** The Launch plan's five steps answered for a restaurant, up to the review step. */
async function answerLaunchWizard(page: Page, business: string, owner: string, email: string) {
  await startWizard(page, "Launch");
  await page.getByLabel("Business Name").fill(business);
  await page.getByLabel("Industry").selectOption("Restaurants & Cafes");
  await next(page);
  await page.getByLabel("Product Sales").check();
  await next(page);
  await page.getByLabel("Instagram").check();
  await next(page);
  await page.getByLabel("Google Search").check();
  await next(page);
  await page.getByLabel("Full Name").fill(owner);
  await page.getByLabel("Work Email").fill(email);
  await page.getByLabel("Phone Number").fill("712345678");
  await page.getByLabel("Password *").fill(PASSWORD);
  await next(page);
}

async function launchToGateway(page: Page, email: string) {
  await answerLaunchWizard(page, "Ella Tea Rooms", "Ruvini Silva", email);
  await expectSavingApartFromResume(page);
  await page.getByRole("link", { name: "Checkout" }).click();
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole("button", { name: /^Pay / }).click();
}

async function completeWizard(page: Page, email: string) {
  // Step 1: Next without answers stays, with the messages.
  await expect(page.getByRole("button", { name: "Back" })).toBeDisabled();
  await next(page);
  await expect(page.getByText("Business name is required")).toBeVisible();
  await expect(page.getByText("Please select your industry")).toBeVisible();
  await page.getByLabel("Business Name").fill("Mirissa Whale Tours");
  await page.getByLabel("Industry").selectOption("Tourism & Travel");
  await expect(page.getByText("Step 1 of 6")).toBeVisible();
  await expect(page.getByText("17%")).toBeVisible();
  await next(page);

  await expect(page.getByRole("heading", { name: "Marketing Goals" })).toBeVisible();
  await next(page);
  await expect(page.getByText("Please select at least one marketing goal")).toBeVisible();
  await page.getByLabel("Brand Awareness").check();
  await page.getByLabel("Lead Generation").check();
  await next(page);

  await expect(page.getByRole("heading", { name: "Platform Preferences" })).toBeVisible();
  await next(page);
  await expect(page.getByText("Please select at least one platform")).toBeVisible();
  for (const p of ["Instagram", "Facebook", "LinkedIn", "TikTok"]) await page.getByLabel(p, { exact: true }).check();
  // Growth allows 4: a fifth is refused with the documented toast.
  await page.getByLabel("X (Twitter)").click();
  await expect(page.getByText("Platform Limit Reached").first()).toBeVisible();
  await expect(page.getByText("Your Growth plan allows up to 4 platforms.").first()).toBeVisible();
  await expect(page.getByLabel("X (Twitter)")).not.toBeChecked();
  await next(page);

  await expect(page.getByRole("heading", { name: "How Did You Hear?" })).toBeVisible();
  await next(page);
  await expect(page.getByText("Please tell us how you heard about us")).toBeVisible();
  await page.getByLabel("By a Friend").check();
  await next(page);

  await expect(page.getByRole("heading", { name: "Account Owner Details" })).toBeVisible();
  await next(page);
  await expect(page.getByText("Full name is required")).toBeVisible();
  await expect(page.getByText("Email is required")).toBeVisible();
  await page.getByLabel("Full Name").fill("Dilan Jayawardena");
  await page.getByLabel("Work Email").fill(email);
  await page.getByLabel("Phone Number").fill("077-123 4567");
  await expect(page.getByLabel("Phone Number")).toHaveValue("0771234567");
  // Nothing typed yet: a hint, not a verdict.
  await expect(page.getByTestId("strength")).toContainText("Use 8 or more characters");
  await expect(page.getByTestId("strength")).not.toContainText("Weak");
  await page.getByLabel("Password *").fill("weak");
  await expect(page.getByTestId("strength")).toContainText("Very Weak");
  await next(page);
  await expect(page.getByText("Password must be at least 8 characters long")).toBeVisible();
  await page.getByLabel("Password *").fill(PASSWORD);
  await expect(page.getByTestId("strength")).toContainText("Strong");
  await next(page);

  await expect(page.getByRole("heading", { name: "Review & Payment" })).toBeVisible();
  await expect(page.getByText("Save 10% with annual billing")).toBeVisible();
  await expect(page.getByText(/You can resume within 3 days/)).toBeVisible();
  await expect(page.getByText("100%")).toBeVisible();
}

test("@db the whole purchase: pricing, six steps, checkout, sandbox success, desk ID, then the desk", async ({
  page,
  app,
}) => {
  test.setTimeout(90_000);
  const email = `buyer-${Date.now()}@example.lk`;
  await startWizard(page);
  await completeWizard(page, email);

  // The password is in no local storage key.
  const storage = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(storage).not.toContain(PASSWORD);
  expect(storage).toContain("Mirissa Whale Tours");

  await page.getByRole("link", { name: "Checkout" }).click();
  await expect(page).toHaveURL(
    /\/checkout\?plan=Growth&price=50000&service=Social\+Media&email=.+&businessName=Mirissa/,
  );
  await expect(page.getByText("Order Summary")).toBeVisible();
  await expect(page.getByTestId("order-total")).toHaveText("LKR 50,000");
  await page.getByLabel("USD").check();
  await expect(page.getByTestId("order-total")).toHaveText("USD 165");
  await page.getByLabel("LKR").check();
  await expect(page.getByTestId("order-total")).toHaveText("LKR 50,000");
  // This buyer pays in dollars: what was charged is what the success page shows.
  await page.getByLabel("USD").check();
  const payment = page.getByRole("form", { name: "Payment form" });
  await expect(payment.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("target", "_blank");
  await expect(payment.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("target", "_blank");
  await expectNoAxeViolations(page);

  // The terms are required. The error's toast leaves the Pay button clear, on a desktop and on a phone.
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page.getByText("Form Validation Failed").first()).toBeVisible();
  await expect(page.getByText("You must agree to the terms and conditions")).toBeVisible();
  await expectToastsClearOfPay(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const notifications = page.getByRole("region", { name: "Notifications" });
  // The first toast leaves (4.5 s), so the one seen next is the phone's.
  await expect(notifications.getByRole("alert")).toHaveCount(0, { timeout: 10_000 });
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(notifications.getByRole("alert").filter({ hasText: "Form Validation Failed" })).toBeVisible();
  await expectToastsClearOfPay(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole("button", { name: /^Pay / }).click();

  // The local sandbox gateway, clearly marked, with the success card.
  await expect(page).toHaveURL(/\/sandbox-gateway\/pay$/);
  await expect(page.getByText(/SANDBOX/)).toBeVisible();
  await page.getByLabel("Card number").fill("4916217501611292");
  await page.getByLabel("Expiry (MM/YY)").fill("12/30");
  await page.getByLabel("CVV").fill("123");
  await expect(page.getByText("USD 165 / month")).toBeVisible();
  await page.getByRole("button", { name: /^Pay USD 165/ }).click();

  await expect(page).toHaveURL(/\/payment-success\?order_id=FLD-ORD-/);
  await expect(page.getByRole("heading", { name: "Payment Successful!" })).toBeVisible();
  const deskId = (await page.getByTestId("desk-id").textContent())?.trim() ?? "";
  expect(deskId).toMatch(/^FLD-[A-Z0-9]{5}$/);
  // The amount charged, in dollars, with the plan's price in rupees beside it.
  await expect(page.getByTestId("amount-charged")).toHaveText("USD 165 (LKR 50,000) / month");
  // The wizard's answers are cleared.
  expect(await page.evaluate(() => localStorage.getItem("wizardData"))).toBeNull();

  const [user] = await app.db.select().from(users).where(eq(users.email, email));
  expect(user?.flideskId).toBe(deskId);
  const sessions = await app.db.select().from(checkoutSessions).where(eq(checkoutSessions.email, email));
  expect(sessions).toHaveLength(1);
  // The password is in no column in clear.
  expect(JSON.stringify(sessions[0])).not.toContain(PASSWORD);
  expect(sessions[0]?.passwordHash).toMatch(/^\$argon2id\$/);

  // The countdown goes to the desk's sign-in with the payment parameters.
  await expect(page).toHaveURL(/\/dashboard\/auth\?payment=success&order_id=FLD-ORD-[^&]+&payment_id=SBX\d+$/, {
    timeout: 9000,
  });
  await expect(page.getByText("Payment successful! Your FliDESK account has been created.").first()).toBeVisible();

  // The new desk ID came along: named in the banner and filled in; the buyer types only the wizard's password.
  await expect(page.getByText(`Your Fli DESK ID: ${deskId}`)).toBeVisible();
  await expect(page.getByLabel("Fli DESK ID")).toHaveValue(deskId);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Access Dashboard" }).click();
  await expect(page.getByRole("heading", { name: "Client Dashboard" })).toBeVisible();
  await expect(page.getByText("No Projects Assigned")).toBeVisible();
});

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`at ${name}`, () => {
    test.use({ viewport });

    test("@db after paying, sign-in has the new desk ID filled in, and no password is in any address or page", async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await launchToGateway(page, `paid-${viewport.width}-${Date.now()}@example.lk`);
      await expect(page).toHaveURL(/\/sandbox-gateway\/pay$/);
      await page.getByLabel("Card number").fill("4916217501611292");
      await page.getByLabel("Expiry (MM/YY)").fill("12/30");
      await page.getByLabel("CVV").fill("123");
      await page.getByRole("button", { name: /^Pay / }).click();
      await expect(page).toHaveURL(/\/payment-success\?order_id=FLD-ORD-/);
      const deskId = (await page.getByTestId("desk-id").textContent())?.trim() ?? "";
      expect(deskId).toMatch(/^FLD-[A-Z0-9]{5}$/);
      expect(await page.content()).not.toContain(PASSWORD);

      await expect(page).toHaveURL(/\/dashboard\/auth\?payment=success&/, { timeout: 9000 });
      await hydrated(page);
      await expect(page.getByText(`Your Fli DESK ID: ${deskId}`)).toBeVisible();
      await expect(page.getByLabel("Fli DESK ID")).toHaveValue(deskId);
      await expect(page.getByLabel("Password")).toHaveValue("");
      // The desk ID comes from the order on the server: the address names the order, never a password.
      const address = new URL(page.url());
      expect([...address.searchParams.keys()].sort()).toEqual(["order_id", "payment", "payment_id"]);
      expect(page.url()).not.toContain(encodeURIComponent(PASSWORD));
      expect(await page.content()).not.toContain(PASSWORD);
      await expectNoAxeViolations(page);
      await page.getByLabel("Password").fill(PASSWORD);
      await page.getByRole("button", { name: "Access Dashboard" }).click();
      await expect(page.getByRole("heading", { name: "Client Dashboard" })).toBeVisible();
    });

    test("@db a declined card gives the gateway's reason and one way back to checkout, answers kept", async ({
      page,
      app,
    }) => {
      test.setTimeout(60_000);
      const email = `declined-${viewport.width}-${Date.now()}@example.lk`;
      await launchToGateway(page, email);
      await page.getByLabel("Card number").fill("4024007194349121");
      await page.getByLabel("Expiry (MM/YY)").fill("11/31");
      await page.getByLabel("CVV").fill("321");
      await page.getByRole("button", { name: /^Pay / }).click();
      await expect(page).toHaveURL(/\/pricing\?error=payment_failed&order_id=FLD-ORD-[^&]+$/);
      await expect(page.getByText("Your payment did not go through.").first()).toBeVisible();
      // The gateway's reason, and one button back to checkout with the wizard's answers.
      const notice = page.getByRole("main").getByRole("alert");
      await expect(notice.getByText("Reason given by the payment gateway: Insufficient funds")).toBeVisible();
      await expect(notice.getByRole("link")).toHaveCount(1);
      await expect(notice).toBeInViewport();
      expect(await app.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
      const [session] = await app.db.select().from(checkoutSessions).where(eq(checkoutSessions.email, email));
      expect(session?.status).toBe("failed");
      await expectNoAxeViolations(page);
      await notice.getByRole("link", { name: "Back to checkout" }).click();
      await expect(page).toHaveURL(/\/checkout\?plan=Launch&/);
      await hydrated(page);
      await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
      await expect(page.getByLabel("Business Name")).toHaveValue("Ella Tea Rooms");
      // The password was not kept across the gateway: asked again, with the reason why, also after a reload.
      const why = "For your security the password you chose is not kept in the browser: please enter it again.";
      await expect(page.getByText(why)).toBeVisible();
      await page.reload();
      await hydrated(page);
      await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
      const password = page.getByLabel("Account password");
      await expect(password).toBeVisible();
      await expect(password).toHaveAccessibleDescription(why);

      // Pay without it: the toast names the failure and the field it is about stays in sight, clear of the toast.
      await page.getByRole("button", { name: /^Pay / }).click();
      await expect(page.getByText("Form Validation Failed").first()).toBeVisible();
      await expect(password).toBeFocused();
      await expect(password).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByText(why)).toBeVisible();
      await expect(password).toBeInViewport();
      await expectToastsClear(page, password);
    });
  });
}

test("a reload mid-wizard keeps the answers (but never the password)", async ({ page }) => {
  await startWizard(page, "Scale");
  await page.getByLabel("Business Name").fill("Jaffna Foods");
  await page.getByLabel("Industry").selectOption("Food & Beverage");
  await next(page);
  await page.getByLabel("Community Building").check();
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Marketing Goals" })).toBeVisible();
  await expect(page.getByLabel("Community Building")).toBeChecked();
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByLabel("Business Name")).toHaveValue("Jaffna Foods");
});

test("no plan at all shows the spec's message; Save & Exit goes to /services", async ({ page }) => {
  await page.goto("/onboarding");
  await expect(page.getByText("No plan selected. Please go back to pricing to select a plan.")).toBeVisible();
  await page.goto("/onboarding?plan=Essential");
  await hydrated(page);
  await expect(page.getByText("Essential · SEO")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Save & Exit" }).click();
  await expect(page).toHaveURL(/\/services$/);
});

test("checkout without plan or service goes back to pricing with 'Invalid Checkout'", async ({ page }) => {
  await page.goto("/checkout?plan=Growth");
  await expect(page).toHaveURL(/\/pricing\?error=invalid_checkout$/);
  await expect(page.getByText("Invalid Checkout").first()).toBeVisible();
});

test("the ID validation demo checks the sample ID and resets", async ({ page }) => {
  await page.goto("/flidesk-demo");
  await hydrated(page);
  await expect(page.getByTestId("validator-status")).toContainText("Unchecked");
  await page.getByRole("button", { name: "Test with Sample ID" }).click();
  await expect(page.getByText("Valid Fli DESK ID: FLD-CLNT1")).toBeVisible();
  await expect(page.getByTestId("validator-status")).toContainText("Valid");
  await page.getByRole("button", { name: "Reset" }).click();
  await expect(page.getByTestId("validator-status")).toContainText("Unchecked");
  await expectNoAxeViolations(page);
});

test("@db a checkout form changed to recur yearly is charged, but the buyer is told it is being returned", async ({
  page,
  app,
}) => {
  test.setTimeout(60_000);
  const email = `yearly-${Date.now()}@example.lk`;
  await launchToGateway(page, email);
  await expect(page).toHaveURL(/\/sandbox-gateway\/pay$/);
  // Once the page is hydrated: React's hydration of the hidden fields would otherwise put the signed value back.
  await hydrated(page);
  // What a buyer can do in the browser's tools: PayHere's hash does not cover the recurrence.
  await page.locator('input[name="recurrence"]').evaluate((input: HTMLInputElement) => {
    input.value = "1 Year";
  });
  await page.getByLabel("Card number").fill("4916217501611292");
  await page.getByLabel("Expiry (MM/YY)").fill("11/31");
  await page.getByLabel("CVV").fill("321");
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/payment-success\?order_id=FLD-ORD-/);
  await expect(page.getByRole("heading", { name: "Your payment is being returned" })).toBeVisible();
  await expect(page.getByTestId("payment-returning")).toContainText("did not match this order");
  await expectNoAxeViolations(page);
  expect(await app.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
});

test("@db leaving for checkout while a draft is still being saved goes there without an error", async ({ page }) => {
  // Issue seen in CI: the draft's answer arrived while the router was still learning the checkout's route, and
  // React Router threw. Hold the draft save until after Checkout is clicked, and the route lookup past that.
  let releaseDraft = () => {};
  const draftHeld = new Promise<void>((resolve) => {
    releaseDraft = resolve;
  });
  let clicked = false;
  await page.route(
    (url) => url.pathname.startsWith("/onboarding"),
    async (route) => {
      if (route.request().method() !== "POST") return route.fallback();
      await draftHeld;
      await route.fallback();
    },
  );
  await page.route("**/__manifest*", async (route) => {
    if (clicked) await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.fallback();
  });
  await answerLaunchWizard(page, "Galle Fort Bakes", "Nimal Perera", `held-draft-${Date.now()}@example.lk`);
  const checkout = page.getByRole("link", { name: "Checkout" });
  await expect(checkout).toBeVisible();
  // Give the draft's timer time to send (it is held above) and the link time to be learnt.
  await page.waitForTimeout(900);
  clicked = true;
  await checkout.click();
  setTimeout(releaseDraft, 300);
  await expect(page).toHaveURL(/\/checkout\?plan=Launch&/);
  await expect(page.getByLabel(/I agree to the/)).toBeVisible();
});
