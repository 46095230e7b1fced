import { eventually, linkIn } from "../setup/smtp";
import { expectNoAxeViolations } from "./axe";
import { expect, hydrated, signIn, test } from "./fixtures";

// The account's address changes here: a database of its own, and a mail server that receives the outbox's mails.
test.use({ dbTag: "email-change", withMail: true });

test("@db a freelancer names themself and moves to a new email, confirmed from the new inbox", async ({
  page,
  browser,
  baseURL,
  mailbox,
}) => {
  // Two browsers, two sign-ins, two mails and two axe scans: more than the default 30 s on a loaded machine.
  test.setTimeout(90_000);
  await signIn(page, "FLD-FRLN1");
  await expect(page.getByRole("heading", { name: "Freelancer Hub" })).toBeVisible();
  await page.goto("/dashboard/profile");
  await hydrated(page);
  const account = page.getByRole("region", { name: "Account" });

  await account.getByLabel("Your name").fill("Nimal Perera");
  await account.getByRole("button", { name: "Save name" }).click();
  await expect(account.getByRole("status").first()).toHaveText("Your name is saved.");
  await page.reload();
  await expect(page.getByRole("complementary", { name: "Sidebar" }).getByText("Nimal Perera")).toBeVisible();

  await account.getByLabel("New email address").fill("nimal@perera.lk");
  await account.getByLabel("Current password").fill("DeskDemo#2025");
  await account.getByRole("button", { name: "Change email" }).click();
  await expect(account.getByText(/We have mailed a confirmation link to nimal@perera\.lk/)).toBeVisible();
  await expectNoAxeViolations(page);

  const mail = await eventually(() =>
    mailbox.withSubject("Confirm your new Fli DESK email address").find((m) => m.to.includes("nimal@perera.lk")),
  );
  // The new inbox may be read on another device, signed in or not.
  const phone = await browser.newContext({ baseURL });
  const inbox = await phone.newPage();
  await inbox.goto(linkIn(mail, "/dashboard/confirm-email/"));
  await expect(inbox.getByRole("heading", { name: "Confirm your new email address" })).toBeVisible();
  await expectNoAxeViolations(inbox);
  await inbox.getByRole("button", { name: "Confirm new email" }).click();
  await expect(inbox.getByRole("heading", { name: "Email address changed" })).toBeVisible();
  await expect(inbox.getByRole("status")).toHaveText("Your Fli DESK email address is now nimal@perera.lk.");
  await phone.close();

  const told = await eventually(() =>
    mailbox
      .withSubject("Your Fli DESK email address was changed")
      .find((m) => m.to.includes("nimal.dev@demo.flidigital.lk")),
  );
  expect(told).toBeTruthy();
  await page.reload();
  await expect(account.getByText("nimal@perera.lk")).toBeVisible();
});
