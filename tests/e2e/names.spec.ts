import type { Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import { users } from "../../db/schema";
import { expectNoAxeViolations } from "./axe";
import { expect, hydrated, signIn, test } from "./fixtures";

// People are shown by name (docs/product.md, "How people are shown"): the demo users have real names (db/seed.ts).
// A ticket is filed here, so this spec has a database of its own.
test.use({ dbTag: "names" });

const pageFits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function signInTo(page: Page, flideskId: string, path = "/dashboard") {
  await signIn(page, flideskId);
  await page.waitForURL(/\/dashboard$/);
  if (path !== "/dashboard") await page.goto(path);
  await hydrated(page);
}

/** The client's cards name their freelancer; no desk ID of another person is on the page. */
async function expectCardsByName(page: Page) {
  const card = page.locator("div.rounded-xl").filter({
    has: page.getByRole("heading", { name: "Ceylon Tea Co. Website Redesign", exact: true }),
  });
  await expect(card.getByRole("definition").filter({ hasText: "Nimal Wickramasinghe" })).toBeVisible();
  await expect(page.locator("main")).not.toContainText("FLD-FRLN");
}

/**
 * The admin's Audit tab names who acted, the desk ID under the name in smaller muted type; the Billing tab names
 * each row's client (their payments too, which were named by the checkout's business before).
 */
async function expectAuditAndBillingByName(page: Page) {
  await signInTo(page, "FLD-ADMIN", "/dashboard?tab=audit");
  const who = page.getByRole("row").filter({ hasText: "Signed in" }).filter({ hasText: "FLD-ADMIN" }).first();
  const name = who.getByText("Kasun Jayawardena", { exact: true });
  const deskId = who.getByText("FLD-ADMIN", { exact: true });
  await expect(name).toBeVisible();
  await expect(deskId).toBeVisible();
  const size = (el: HTMLElement) => Number.parseFloat(getComputedStyle(el).fontSize);
  expect(await deskId.evaluate(size)).toBeLessThan(await name.evaluate(size));
  await expect(deskId).toHaveClass(/text-muted-foreground/);
  expect(await pageFits(page)).toBe(true);

  await page.goto("/dashboard?tab=billing");
  await hydrated(page);
  const rows = page.getByRole("row").filter({ hasText: "FLD-CLNT2" });
  expect(await rows.count()).toBeGreaterThanOrEqual(2);
  for (const row of await rows.all()) await expect(row).toContainText("Ruwan Fernando");
  expect(await rows.filter({ hasText: "Payment" }).count()).toBeGreaterThan(0);
  expect(await pageFits(page)).toBe(true);
}

test.describe("at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the header welcomes the client by name, with the desk ID and role after it; cards and a ticket name people", async ({
    page,
  }) => {
    await signInTo(page, "FLD-CLNT1");
    await expect(page.getByText("Welcome, Dilani Perera (FLD-CLNT1, client)", { exact: true })).toBeVisible();
    await expectCardsByName(page);
    await expectNoAxeViolations(page);

    await page.goto("/dashboard?tab=support");
    await hydrated(page);
    const form = page.getByRole("form", { name: "New ticket" });
    await form.getByLabel("Subject").fill("Invoice address");
    await form.getByLabel("Message").fill("Please add our VAT number.");
    await form.getByRole("button", { name: "Open Ticket" }).click();
    await expect(page.getByRole("heading", { name: "Invoice address" })).toBeVisible();
    const messages = page.getByRole("list", { name: "Messages" });
    await expect(messages).toContainText("Dilani Perera");
    await expect(messages).not.toContainText("FLD-CLNT1");

    await page.context().clearCookies();
    await signInTo(page, "FLD-ADMIN", "/dashboard?tab=tickets");
    await expect(page.getByText("Welcome, Kasun Jayawardena (FLD-ADMIN, admin)", { exact: true })).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: "Invoice address" });
    await expect(row).toContainText("Dilani Perera");
    await expect(row).not.toContainText("FLD-CLNT1");
    await row.getByRole("link", { name: /FLD-T-/ }).click();
    await expect(page.getByRole("heading", { name: "Invoice address" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Messages" })).toContainText("Dilani Perera");
  });

  test("the admin's projects name client and freelancer; the users table keeps the desk ID in its own column", async ({
    page,
  }) => {
    await signInTo(page, "FLD-ADMIN", "/dashboard?tab=projects");
    const project = page.getByRole("row").filter({ hasText: "Ceylon Tea Co. Website Redesign" });
    await expect(project).toContainText("Client Dilani Perera");
    await expect(project.getByLabel("Freelancer for Ceylon Tea Co. Website Redesign")).toHaveValue(/.+/);
    await expect(
      project.getByLabel("Freelancer for Ceylon Tea Co. Website Redesign").locator("option:checked"),
    ).toHaveText("Nimal Wickramasinghe");
    await page.goto("/dashboard?tab=users");
    await hydrated(page);
    const user = page.getByRole("row").filter({ hasText: "FLD-FRLN2" });
    await expect(user.getByRole("cell").first()).toHaveText("FLD-FRLN2");
    await expect(user).toContainText("Ayesha Rahman");
  });

  test("the admin's Audit and Billing tabs name people, the desk ID beside", async ({ page }) => {
    await expectAuditAndBillingByName(page);
  });
});

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test("the header's welcome is hidden as before; the sidebar names the user over the desk ID; cards name people", async ({
    page,
  }) => {
    await signInTo(page, "FLD-CLNT1");
    // Below 640 px the header has room for the menu, the bell and 'Sign out' only.
    await expect(page.getByText("Welcome, Dilani Perera (FLD-CLNT1, client)", { exact: true })).toBeHidden();
    await expectCardsByName(page);
    expect(await pageFits(page)).toBe(true);
    await page.getByRole("button", { name: "Toggle sidebar" }).click();
    const sidebar = page.getByRole("complementary", { name: "Sidebar" });
    await expect(sidebar.getByText("Dilani Perera", { exact: true })).toBeVisible();
    await expect(sidebar.getByText("FLD-CLNT1", { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("the admin's Audit and Billing tabs name people, the desk ID beside", async ({ page }) => {
    await expectAuditAndBillingByName(page);
  });
});

// Last in this file: it renames the demo users of this spec's database, and names them back at the end.
test.describe("long names", () => {
  const LONG = {
    "FLD-CLNT1": "Wickramasinghearachchige Dilani Hemamala Kumarihamy Perera of Ceylon Tea Company",
    "FLD-FRLN1": "Nimalwickramasinghearachchigedonhemachandrasirisenasamarasekarabandaranayake",
    "FLD-ADMIN": "Kasun Jayawardena Mudiyanselage Ralahamilage Wijesundara Bandara Tennakoon",
  };
  const PAGES: Record<string, string[]> = {
    "FLD-CLNT1": ["/dashboard", "/dashboard?tab=projects", "/dashboard?tab=support"],
    "FLD-FRLN1": ["/dashboard"],
    "FLD-ADMIN": ["/dashboard", "/dashboard?tab=projects", "/dashboard?tab=users", "/dashboard?tab=tickets"],
  };

  test("make no page wider than the screen at 360 and 768 px", async ({ page, app }) => {
    test.setTimeout(120_000);
    const rename = async (names: Record<string, string | null>) => {
      for (const [deskId, name] of Object.entries(names)) {
        await app.db.update(users).set({ displayName: name }).where(eq(users.flideskId, deskId));
      }
    };
    await rename(LONG);
    try {
      for (const [deskId, paths] of Object.entries(PAGES)) {
        await page.context().clearCookies();
        await page.setViewportSize({ width: 360, height: 800 });
        await signInTo(page, deskId);
        for (const width of [360, 768]) {
          await page.setViewportSize({ width, height: 800 });
          for (const path of paths) {
            await page.goto(path);
            await hydrated(page);
            // What sticks out, named, so a failure says where.
            const wide = await page.evaluate(() =>
              [...document.querySelectorAll("main *")]
                .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
                .slice(0, 4)
                .map((el) => `${el.tagName.toLowerCase()}.${el.className}: ${el.textContent?.slice(0, 40)}`),
            );
            expect(await pageFits(page), `${deskId} ${path} at ${width} px: ${wide.join(" | ")}`).toBe(true);
          }
        }
      }
    } finally {
      await rename({
        "FLD-CLNT1": "Dilani Perera",
        "FLD-FRLN1": "Nimal Wickramasinghe",
        "FLD-ADMIN": "Kasun Jayawardena",
      });
    }
  });
});
