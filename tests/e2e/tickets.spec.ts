import type { Browser, Page } from "@playwright/test";
import { eventually, readableText } from "../setup/smtp";
import { expectNoAxeViolations } from "./axe";
import { expect, hydrated, signIn, test } from "./fixtures";

// Tickets are written here and read back by the admin: a database (and a mail server) of this spec's own.
test.use({ dbTag: "tickets", withMail: true });

const unique = () => Math.random().toString(36).slice(2, 8);

/** A second person at their own browser: a fresh context, signed in as `flideskId`, on `path`. */
async function openAs(browser: Browser, baseURL: string, flideskId: string, path: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, flideskId);
  await page.waitForURL(/\/dashboard$/);
  await page.goto(path);
  await hydrated(page);
  return page;
}

/** Sends the public support form as a visitor in a browser of their own; gives back the reference shown. */
async function sendSupportRequest(browser: Browser, baseURL: string, subject: string) {
  const context = await browser.newContext({ baseURL });
  const visitor = await context.newPage();
  await visitor.goto("/support");
  await hydrated(visitor);
  const form = visitor.getByRole("form", { name: "Support form" });
  await form.getByLabel("Name").fill("Nadeesha Silva");
  await form.getByLabel("Email").fill("nadeesha@example.lk");
  await form.getByLabel("Subject").fill(subject);
  await form.getByLabel("Priority").selectOption("high");
  await form.getByLabel("Message").fill("Our booking page shows an error.\nSince this morning.");
  await form.getByRole("button", { name: "Send Request" }).click();
  const status = form.getByRole("status");
  await expect(status).toContainText(/Your reference number is FLD-T-\d{6}\./);
  const reference = /FLD-T-\d{6}/.exec((await status.textContent()) ?? "")?.[0] ?? "";
  await context.close();
  return reference;
}

async function openSupportTicket(client: Page, subject: string) {
  const form = client.getByRole("form", { name: "New ticket" });
  await form.getByLabel("Subject").fill(subject);
  await form.getByLabel("Project").selectOption({ index: 1 });
  await form.getByLabel("Priority").selectOption("critical");
  await form.getByLabel("Message").fill("The new logo looks blurry on the home page.");
  await form.getByRole("button", { name: "Open Ticket" }).click();
  await expect(client.getByRole("heading", { name: subject })).toBeVisible();
  await hydrated(client);
}

test("a request sent with the public form shows live in the admin's Tickets tab, and both mails go out @db", async ({
  page,
  browser,
  baseURL,
  app,
}) => {
  await signIn(page, "FLD-ADMIN");
  await page.waitForURL(/\/dashboard$/);
  await page.goto("/dashboard?tab=tickets");
  await hydrated(page);
  const subject = `Booking page error ${unique()}`;
  const reference = await sendSupportRequest(browser, baseURL ?? "", subject);
  expect(reference).toMatch(/^FLD-T-\d{6}$/);

  const row = page.getByRole("row").filter({ hasText: subject });
  await expect(row).toBeVisible({ timeout: 2_000 });
  await expect(row).toContainText(reference);
  await expect(row).toContainText("nadeesha@example.lk");
  await expect(row).toContainText("Open");
  await expectNoAxeViolations(page);

  const mailbox = app.mailbox;
  if (!mailbox) throw new Error("the spec runs with a mail server");
  const confirmation = await eventually(() => mailbox.withSubject(`We received your support request ${reference}`)[0]);
  expect(confirmation.to).toEqual(["nadeesha@example.lk"]);
  const agency = await eventually(() => mailbox.withSubject(`Support request ${reference}: ${subject}`)[0]);
  expect(readableText(agency)).toContain("Our booking page shows an error.");

  await row.getByRole("link", { name: reference }).click();
  await expect(page.getByRole("heading", { name: subject })).toBeVisible();
  await expect(page.getByRole("list", { name: "Messages" })).toContainText("Since this morning.");
  await expect(page.getByText(`your reply is mailed to nadeesha@example.lk`)).toBeVisible();
});

test("the admin's reply shows on the client's open Support tab within 2 s, without a reload @db", async ({
  page,
  browser,
  baseURL,
}) => {
  // Two browsers signed in, several round trips: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  const client = await openAs(browser, baseURL ?? "", "FLD-CLNT1", "/dashboard?tab=support");
  await expectNoAxeViolations(client);
  const subject = `Blurry logo ${unique()}`;
  await openSupportTicket(client, subject);
  await expect(client.getByText("Open", { exact: true })).toBeVisible();
  await expectNoAxeViolations(client);
  // The page must not reload: a mark set now would be gone after one.
  await client.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
  });

  await signIn(page, "FLD-ADMIN");
  await page.waitForURL(/\/dashboard$/);
  await page.goto("/dashboard?tab=tickets");
  await hydrated(page);
  const row = page.getByRole("row").filter({ hasText: subject });
  await expect(row).toContainText("Critical");
  await row.getByRole("link", { name: /FLD-T-/ }).click();
  await expect(page.getByRole("heading", { name: subject })).toBeVisible();
  await hydrated(page);
  await expectNoAxeViolations(page);
  await page.getByLabel(/^Admin looking after/).selectOption({ label: "Kasun Jayawardena" });
  await page.getByRole("button", { name: /^Save\s*: Admin looking after/ }).click();
  await expect(page.getByText("Ticket assigned")).toBeVisible();

  const answer = `We are on it ${unique()}: a sharper file is coming today.`;
  await page.getByLabel("Reply to the client").fill(answer);
  await page.getByRole("button", { name: "Send Reply" }).click();
  await expect(page.getByText("Reply sent")).toBeVisible();
  const messages = client.getByRole("list", { name: "Messages" });
  await expect(messages.locator("li").last()).toContainText(answer, { timeout: 2_000 });
  await expect(client.getByText("Waiting on client", { exact: true })).toBeVisible({ timeout: 2_000 });
  expect(await client.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

  // The client answers: the ticket is open again on the admin's page, live too.
  await client.getByLabel("Your reply").fill("Thank you!");
  await client.getByRole("button", { name: "Send Reply" }).click();
  await expect(page.getByRole("list", { name: "Messages" }).locator("li").last()).toContainText("Thank you!", {
    timeout: 2_000,
  });
  await expect(page.getByLabel(/^Status of FLD-T-/)).toHaveValue("open");

  await client.getByRole("button", { name: "Close Ticket" }).click();
  await expect(client.getByText("This ticket is closed. Open a new ticket to ask again.")).toBeVisible();
  await client.context().close();
});

test.describe("at 360 px", () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test("the Support tab, the Tickets tab and a thread fit the screen @db", async ({ page, browser, baseURL }) => {
    const client = await openAs(browser, baseURL ?? "", "FLD-CLNT2", "/dashboard?tab=support");
    await client.setViewportSize({ width: 360, height: 800 });
    await openSupportTicket(client, `A long subject to wrap on a narrow phone screen ${unique()}`);
    const fits = async (p: Page) => p.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(await fits(client)).toBe(true);
    const thread = client.url();
    await client.goto("/dashboard?tab=support");
    await hydrated(client);
    expect(await fits(client)).toBe(true);
    await client.context().close();

    await signIn(page, "FLD-ADMIN");
    await page.waitForURL(/\/dashboard$/);
    await page.goto("/dashboard?tab=tickets");
    await hydrated(page);
    expect(await fits(page)).toBe(true);
    await page.goto(thread.replace("/dashboard/support/", "/dashboard/admin/tickets/"));
    await hydrated(page);
    await expect(page.getByRole("list", { name: "Messages" })).toBeVisible();
    expect(await fits(page)).toBe(true);
  });
});

test("without JavaScript the public form still files a ticket and shows its reference @db", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const visitor = await context.newPage();
  await visitor.goto("/support");
  const form = visitor.getByRole("form", { name: "Support form" });
  await form.getByLabel("Name").fill("Ruwan");
  await form.getByLabel("Email").fill("ruwan@example.lk");
  await form.getByLabel("Subject").fill("No script");
  await form.getByLabel("Message").fill("Sent without JavaScript.");
  await form.getByRole("button", { name: "Send Request" }).click();
  await expect(visitor.getByRole("status").filter({ hasText: "Support Request Sent" })).toContainText(
    /Your reference number is FLD-T-\d{6}\./,
  );
  await context.close();
});
