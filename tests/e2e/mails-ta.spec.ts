import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { eventually, mailText, type ReceivedMail, subjectOf } from "../setup/smtp";
import { expect, hydrated, signIn, test } from "./fixtures";
import { englishInMail } from "./languages";

// Mails go out in the recipient's language (decision 49): a client who chooses Tamil in the profile gets the
// account's mails in Tamil, subject and body, through the outbox worker and a real SMTP server.
test.use({ dbTag: "mails-ta", withMail: true });

/** A Tamil text, as the portal's or the mails' message file holds it. */
function textsOf(file: string) {
  const texts = JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
  return (key: string) => {
    const text = texts[key];
    if (!text) throw new Error(`no ${key} in ${file}`);
    return text;
  };
}
const portal = textsOf("messages/portal/ta.json");
const mails = textsOf("messages/ta.json");

const CLIENT = { deskId: "FLD-CLNT2", email: "hello@lankasurf.demo" };

/** The newest mail to the client with the given subject, once the outbox has sent it. */
async function mailTo(mailbox: { received: ReceivedMail[] }, subject: string, after: number) {
  return eventually(() =>
    mailbox.received.slice(after).find((mail) => mail.to.includes(CLIENT.email) && subjectOf(mail) === subject),
  );
}

/** The mail's subject and text hold no English word (brands, addresses, links and the desk ID aside). */
function expectTamil(mail: ReceivedMail) {
  expect(englishInMail(subjectOf(mail))).toEqual([]);
  const text = mailText(mail);
  expect(text).toMatch(/[\u0B80-\u0BFF]/);
  expect(englishInMail(text)).toEqual([]);
}

async function chooseTamil(page: Page) {
  await page.goto("/dashboard/profile");
  await hydrated(page);
  await page.getByRole("radio", { name: "தமிழ்" }).check();
  await page.getByRole("button", { name: "Save language" }).click();
  // The portal speaks the chosen language from the answer on.
  await expect(page.locator("html")).toHaveAttribute("lang", "ta");
  await expect(page.getByRole("button", { name: portal("profile_save_language") })).toBeVisible();
}

test("@db Tamil mails for a Tamil profile: a new sign-in, a password reset and a new address's confirmation", async ({
  page,
  browser,
  baseURL,
  mailbox,
}) => {
  test.setTimeout(120_000);
  await signIn(page, CLIENT.deskId);
  await expect(page).toHaveURL(/\/dashboard$/);
  await chooseTamil(page);

  // A sign-in from another browser: the alert about it.
  let seen = mailbox.received.length;
  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  await signIn(otherPage, CLIENT.deskId);
  await expect(otherPage).toHaveURL(/\/dashboard$/);
  await other.close();
  expectTamil(await mailTo(mailbox, mails("mail_sign_in_subject"), seen));

  // A new address: its confirmation goes to the new address, in the profile's language.
  seen = mailbox.received.length;
  const newEmail = `surf-${Date.now()}@example.lk`;
  await page.getByLabel(portal("profile_new_email")).fill(newEmail);
  await page.getByLabel(portal("profile_current_password")).fill("DeskDemo#2025");
  await page.getByRole("button", { name: portal("profile_change_email") }).click();
  const confirmation = await eventually(() =>
    mailbox.received
      .slice(seen)
      .find((mail) => mail.to.includes(newEmail) && subjectOf(mail) === mails("mail_confirm_subject")),
  );
  expectTamil(confirmation);

  // A forgotten password, asked for from the sign-in page in English: the mail follows the profile, not the page.
  seen = mailbox.received.length;
  const visitor = await browser.newContext({ baseURL });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto("/dashboard/forgot-password");
  await hydrated(visitorPage);
  await visitorPage.getByLabel("Fli DESK ID or email").fill(CLIENT.deskId);
  await visitorPage.getByRole("button", { name: "Send reset link" }).click();
  await expect(visitorPage.getByRole("status").filter({ hasText: "If an account matches" })).toBeVisible();
  const reset = await mailTo(mailbox, mails("mail_reset_subject"), seen);
  expectTamil(reset);
  expect(mailText(reset)).toMatch(/https?:\/\/\S+\/dashboard\/reset\/[\w-]{20,}/);
  await visitor.close();
});
