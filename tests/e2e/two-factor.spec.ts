import type { Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { expectNoAxeViolations } from "./axe";
import { expect, hydrated, openEditUser, signIn, test } from "./fixtures";

// Accounts gain a second factor here: a database of their own.
test.use({ dbTag: "two-factor" });

/** The code an authenticator app shows `steps` steps of 30 s from now. */
const codeOf = (key: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(key.replace(/\s/g, "")), algorithm: "SHA1", digits: 6, period: 30 }).generate({
    timestamp: Date.now() + steps * 30_000,
  });
/**
 * The next step's code: a code is accepted once, so the sign-in after the set-up gives a newer one than the set-up
 * used, still inside the server's window of one step either side.
 */
const nextCode = (key: string) => codeOf(key, 1);

/** Sets up two-factor sign-in from the profile, typing the manual key into "the app"; gives back the key and codes. */
async function enrol(page: Page) {
  await page.goto("/dashboard/profile/security");
  await hydrated(page);
  const section = page.getByRole("region", { name: "Two-factor sign-in" });
  await section.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  await expect(section.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const key = (await section.getByTestId("two-factor-key").textContent()) ?? "";
  await expectNoAxeViolations(page);
  await section.getByLabel("2. Enter the 6-digit code the app shows").fill("000000");
  await section.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  await expect(section.getByRole("alert")).toContainText("That code is not correct");
  await section.getByLabel("2. Enter the 6-digit code the app shows").fill(codeOf(key));
  await section.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  const list = section.getByRole("list", { name: "Recovery codes" });
  await expect(list.getByRole("listitem")).toHaveCount(10);
  const codes = await list.getByRole("listitem").allTextContents();
  await expect(section.getByText("10 of 10 recovery codes left")).toBeVisible();
  await expectNoAxeViolations(page);
  return { key, codes };
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { name: "Sign in to Fli DESK" })).toBeVisible();
}

async function secondStep(page: Page, flideskId: string, code: string) {
  await signIn(page, flideskId);
  await expect(page.getByRole("heading", { name: "Two-factor sign-in" })).toBeVisible();
  await page.getByLabel("Code").fill(code);
  await page.getByRole("button", { name: "Verify and sign in" }).click();
}

test("@db a client turns on two-factor sign-in, signs in with the app's code, and each recovery code works once", async ({
  page,
}) => {
  // Five sign-ins and a set-up: more than the default budget on a loaded machine.
  test.setTimeout(90_000);
  await signIn(page, "FLD-CLNT1");
  await expect(page.getByRole("heading", { name: "Client Dashboard" })).toBeVisible();
  const { key, codes } = await enrol(page);
  // Once on, the key is gone from the page for good.
  await page.reload();
  await expect(page.getByTestId("two-factor-key")).toHaveCount(0);
  await signOut(page);

  // The password alone leads to the second step, not into the portal.
  await signIn(page, "FLD-CLNT1");
  await expect(page.getByRole("heading", { name: "Two-factor sign-in" })).toBeVisible();
  await hydrated(page);
  await expectNoAxeViolations(page);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Sign in to Fli DESK" })).toBeVisible();

  await secondStep(page, "FLD-CLNT1", nextCode(key));
  await expect(page.getByRole("heading", { name: "Client Dashboard" })).toBeVisible();
  await signOut(page);

  const recovery = codes[0] ?? "";
  await secondStep(page, "FLD-CLNT1", recovery);
  await expect(page.getByRole("heading", { name: "Client Dashboard" })).toBeVisible();
  await signOut(page);
  await secondStep(page, "FLD-CLNT1", recovery);
  await expect(page.getByRole("alert")).toHaveText(
    "That code is not correct, or the recovery code has been used already.",
  );
  await expectNoAxeViolations(page);
  await page.getByLabel("Code").fill(codes[1] ?? "");
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  await expect(page.getByRole("heading", { name: "Client Dashboard" })).toBeVisible();
  await page.goto("/dashboard/profile/security");
  await expect(page.getByText("8 of 10 recovery codes left")).toBeVisible();
});

test("@db the admin resets a freelancer's two-factor sign-in from Edit User, after checking who asks", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const freelancer = await browser.newContext({ baseURL });
  const freelancerPage = await freelancer.newPage();
  await signIn(freelancerPage, "FLD-FRLN1");
  await expect(freelancerPage.getByRole("heading", { name: "Freelancer Hub" })).toBeVisible();
  await enrol(freelancerPage);
  await freelancer.close();

  const dialog = await openEditUser(page, "FLD-FRLN1");
  await expect(dialog.getByText("make sure it is really them asking")).toBeVisible();
  await dialog.getByRole("button", { name: "Reset two-factor sign-in" }).click();
  await expect(dialog.getByRole("status").filter({ hasText: "Two-factor sign-in is reset" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await signOut(page);

  // The password alone signs the freelancer in again.
  await signIn(page, "FLD-FRLN1");
  await expect(page.getByRole("heading", { name: "Freelancer Hub" })).toBeVisible();
});
