import type { Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import { outbox, wizardDrafts } from "../../db/schema";
import { expectNoAxeViolations } from "./axe";
import { expect, hydrated, test } from "./fixtures";

const next = (page: Page) => page.getByRole("button", { name: "Next" }).click();

/** Answers steps 1-4 and types the work email at step 5; waits until the draft request has been answered. */
async function answerUpToEmail(
  page: Page,
  email: string,
  answers: { business: string; industry: string; goal: string; platform: string; heard: string },
) {
  await page.getByLabel("Business Name").fill(answers.business);
  await page.getByLabel("Industry").selectOption(answers.industry);
  await next(page);
  await page.getByLabel(answers.goal).check();
  await next(page);
  await page.getByLabel(answers.platform, { exact: true }).check();
  await next(page);
  await page.getByLabel(answers.heard, { exact: true }).check();
  await next(page);
  await expect(page.getByRole("heading", { name: "Account Owner Details" })).toBeVisible();
  // The wizard saves through a fetcher, to its page's action.
  const saved = page.waitForResponse((r) => r.url().endsWith("/onboarding.data") && r.request().method() === "POST");
  await page.getByLabel("Work Email").fill(email);
  expect((await saved).status()).toBe(200);
}

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

test("@db a draft reaches another browser only through the link mailed to its email", async ({
  page,
  browser,
  baseURL,
  app,
}) => {
  test.setTimeout(90_000);
  const email = `draft-${Date.now()}@example.lk`;
  const consoleErrors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") consoleErrors.push(m.text());
  });

  // The laptop starts onboarding and types its email: the answers are kept on the server for that browser.
  const laptop = await browser.newContext({ baseURL });
  const first = await laptop.newPage();
  await first.addInitScript(() => sessionStorage.setItem("splash-seen", "1"));
  await first.goto("/pricing");
  await hydrated(first);
  await first.getByRole("link", { name: "Get Started with Growth" }).click();
  await expect(first.getByRole("heading", { name: "Business Info" })).toBeVisible();
  await answerUpToEmail(first, email, {
    business: "Negombo Boats",
    industry: "Tourism & Travel",
    goal: "Lead Generation",
    platform: "Facebook",
    heard: "Instagram",
  });
  await laptop.close();

  // The phone, at 360 px, types the same email: nothing of the laptop's answers shows, and its own save does not
  // replace them.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto("/onboarding?plan=Scale");
  await hydrated(page);
  await answerUpToEmail(page, email, {
    business: "Something Else",
    industry: "Retail",
    goal: "Brand Awareness",
    platform: "TikTok",
    heard: "Google Search",
  });
  await expect(page.getByText("Negombo Boats")).toHaveCount(0);
  const [row] = await app.db.select().from(wizardDrafts).where(eq(wizardDrafts.email, email));
  expect(JSON.stringify(row?.data)).toContain("Negombo Boats");

  // The offer is reached and used with the keyboard.
  await expect(page.getByText("Started on another device or browser?")).toBeVisible();
  await page.getByLabel("Work Email").focus();
  const offer = page.getByRole("button", { name: "Email me a link to continue where I left off" });
  await page.keyboard.press("Tab");
  await expect(offer).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "If we have a saved draft for that email" })).toHaveText(
    "If we have a saved draft for that email, we've sent a link to continue it.",
  );
  await noSidewaysScroll(page);
  await expectNoAxeViolations(page);

  // The link, as it arrives in the inbox.
  const [mail] = await app.db.select().from(outbox).where(eq(outbox.to, email));
  const path = mail?.text.match(/\/onboarding\/resume\/[\w-]{43}/)?.[0];
  expect(path).toBeTruthy();

  const opened = await page.goto(path ?? "");
  expect(opened?.status()).toBe(200);
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Continue your onboarding" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await noSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Continue where I left off" }).click();

  // Back in the wizard with the laptop's answers and plan, at the step after them, the proven email filled in.
  await expect(page).toHaveURL(/\/onboarding\?plan=Growth$/);
  await expect(page.getByRole("heading", { name: "Account Owner Details" })).toBeVisible();
  await expect(page.getByText("Growth · Social Media")).toBeVisible();
  await expect(page.getByLabel("Work Email")).toHaveValue(email);
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByLabel("Instagram", { exact: true })).toBeChecked();
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByLabel("Facebook", { exact: true })).toBeChecked();
  await expect(page.getByLabel("TikTok", { exact: true })).not.toBeChecked();
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByLabel("Lead Generation")).toBeChecked();
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByLabel("Business Name")).toHaveValue("Negombo Boats");
  expect(consoleErrors).toEqual([]);

  // Once only.
  const again = await page.goto(path ?? "");
  expect(again?.status()).toBe(410);
  await expect(page.getByRole("heading", { name: "This link no longer works" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to onboarding" })).toBeVisible();
  await noSidewaysScroll(page);
});
