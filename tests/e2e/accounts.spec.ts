import type { Browser, Page } from "@playwright/test";
import { eventually, linkIn } from "../setup/smtp";
import { expectNoAxeViolations } from "./axe";
import { expect, hydrated, openEditUser, signIn, test } from "./fixtures";

// Passwords change here: a database of its own, and a mail server that receives what the outbox worker sends.
test.use({ dbTag: "accounts", withMail: true });

const SUBJECT = "Set a new Fli DESK password";

test("@db a client who forgot the password sets a new one from the mailed link; the old session ends", async ({
  page,
  browser,
  baseURL,
  mailbox,
}) => {
  // Two browsers, a mail and a password change: more than the default 30 s on a loaded machine.
  test.setTimeout(90_000);
  // The client is signed in on another device, which the reset signs out.
  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  await signIn(otherPage, "FLD-CLNT2");
  await expect(otherPage.getByRole("heading", { name: "Client Dashboard" })).toBeVisible();

  await page.goto("/dashboard/auth");
  await hydrated(page);
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("alert")).toHaveText("Enter your Fli DESK ID or the email address of your account");
  await page.getByLabel("Fli DESK ID or email").fill("Hello@LankaSurf.demo");
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "If an account matches" })).toBeVisible();
  await expectNoAxeViolations(page);

  const mail = await eventually(() => mailbox.withSubject(SUBJECT).find((m) => m.to.includes("hello@lankasurf.demo")));
  await page.goto(linkIn(mail, "/dashboard/reset/"));
  await expect(page.getByRole("heading", { name: "Set a new password" })).toBeVisible();
  await expect(page.getByText("FLD-CLNT2")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel("New password").fill("Surf#Season2027");
  await page.getByLabel("Confirm password").fill("Surf#Season2027");
  await page.getByRole("button", { name: "Save password and sign in" }).click();
  await expect(page.getByRole("heading", { name: "Client Dashboard" })).toBeVisible();

  await otherPage.reload();
  await expect(otherPage.getByRole("heading", { name: "Sign in to Fli DESK" })).toBeVisible();
  await signIn(otherPage, "FLD-CLNT2", "Surf#Season2027");
  await expect(otherPage.getByRole("heading", { name: "Client Dashboard" })).toBeVisible();
  await other.close();
});

test("@db the admin mails a reset link from Edit User; the link works for the user", async ({ page, mailbox }) => {
  const dialog = await openEditUser(page, "FLD-FRLN1");
  await dialog.getByRole("button", { name: "Send a password reset link" }).click();
  await expect(dialog.getByRole("status").filter({ hasText: "A password reset link was mailed to" })).toBeVisible();
  await expectNoAxeViolations(page);
  const mail = await eventually(() =>
    mailbox.withSubject(SUBJECT).find((m) => m.to.some((to) => to.includes("demo.flidigital.lk"))),
  );
  const link = linkIn(mail, "/dashboard/reset/");
  // The admin never sees the link: it goes to the user's own address only.
  await expect(dialog).not.toContainText("/dashboard/reset/");
  const user = await page.context().browser()?.newContext();
  if (!user) throw new Error("no browser");
  const userPage = await user.newPage();
  await userPage.goto(link);
  await expect(userPage.getByText("FLD-FRLN1")).toBeVisible();
  await user.close();
});

/** Signs `deskId` in on a second device (a browser context of its own); gives back its page, on the dashboard. */
async function secondDevice(browser: Browser, baseURL: string | undefined, deskId: string, heading: string) {
  const other = await browser.newContext({ baseURL });
  const page = await other.newPage();
  await signIn(page, deskId);
  await expect(page.getByRole("heading", { name: heading })).toBeVisible();
  return page;
}

/** Signs in, opens Profile from the sidebar, then one of its sections from the section links. */
async function openProfile(page: Page, deskId: string, heading: string, section: "Security" | "Devices") {
  await signIn(page, deskId);
  await expect(page.getByRole("heading", { name: heading })).toBeVisible();
  await hydrated(page);
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Profile" }).click();
  await expect(page.getByRole("heading", { name: "Profile and security", level: 1 })).toBeVisible();
  await page.getByRole("navigation", { name: "Profile sections" }).getByRole("link", { name: section }).click();
  await expect(page).toHaveTitle(`${section} | Profile and security | Fli DESK`);
}

test("@db Profile lists the signed-in devices and signs another one out", async ({ page, browser, baseURL }) => {
  const otherPage = await secondDevice(browser, baseURL, "FLD-FRLN2", "Freelancer Hub");
  await openProfile(page, "FLD-FRLN2", "Freelancer Hub", "Devices");
  const devices = page.getByRole("region", { name: "Signed-in devices" });
  await expect(devices.getByRole("listitem")).toHaveCount(2);
  await expect(devices.getByText("This device")).toHaveCount(1);
  await expectNoAxeViolations(page);

  await devices.getByRole("button", { name: "Sign out Chrome on Linux" }).click();
  await expect(devices.getByRole("listitem")).toHaveCount(1);
  await otherPage.reload();
  await expect(otherPage.getByRole("heading", { name: "Sign in to Fli DESK" })).toBeVisible();
  await otherPage.context().close();
});

test("@db Profile changes the password with the current one and signs out the other devices", async ({
  page,
  browser,
  baseURL,
}) => {
  const otherPage = await secondDevice(browser, baseURL, "FLD-CLNT1", "Client Dashboard");
  await openProfile(page, "FLD-CLNT1", "Client Dashboard", "Security");
  const password = page.getByRole("region", { name: "Change password" });
  await password.getByLabel("Current password").fill("Wrong#Guess1");
  await password.getByLabel("New password", { exact: true }).fill("Ceylon#Tea2027");
  await password.getByLabel("Confirm new password").fill("Ceylon#Tea2027");
  await password.getByRole("button", { name: "Change password" }).click();
  await expect(password.getByRole("alert")).toHaveText("Your current password is not correct");
  await password.getByLabel("Current password").fill("DeskDemo#2025");
  await password.getByRole("button", { name: "Change password" }).click();
  await expect(password.getByRole("status")).toHaveText("Password changed. Every other device has been signed out.");
  await expect(password.getByLabel("Current password")).toHaveValue("");

  await otherPage.reload();
  await expect(otherPage.getByRole("heading", { name: "Sign in to Fli DESK" })).toBeVisible();
  await signIn(otherPage, "FLD-CLNT1", "Ceylon#Tea2027");
  await expect(otherPage.getByRole("heading", { name: "Client Dashboard" })).toBeVisible();
  await otherPage.context().close();
});
