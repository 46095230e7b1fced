import { expectNoAxeViolations } from "./axe";
import { expect, hydrated, signIn, test } from "./fixtures";

const PROJECT = "Ceylon Tea Co. Website Redesign";

/** Signs in as `deskId` after whoever was signed in, and waits for their dashboard. */
async function switchTo(page: import("@playwright/test").Page, deskId: string) {
  await page.context().clearCookies();
  await signIn(page, deskId);
  await page.waitForURL(/\/dashboard$/);
}

const fitsTheScreen = (page: import("@playwright/test").Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

for (const width of [390, 1280]) {
  test(`one project's page: the client's own, the assigned freelancer's, the admin's, and nobody else's (${width} px)`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: 844 });
    await switchTo(page, "FLD-CLNT1");
    await page.goto("/dashboard/projects");
    await hydrated(page);
    await page.getByRole("link", { name: PROJECT, exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/projects\/[0-9a-f-]{36}$/);
    const address = new URL(page.url()).pathname;
    await expect(page.getByRole("heading", { name: PROJECT, level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(`${PROJECT} | Fli DESK`);
    // Its updates, with their comments and decisions, in one thread.
    const thread = page.getByRole("region", { name: `Updates for ${PROJECT}` });
    await expect(thread.locator("li").first()).toContainText("checkout in progress");
    await expect(thread.getByRole("button", { name: "Comment", exact: true }).first()).toBeVisible();
    expect(await fitsTheScreen(page)).toBe(true);
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "My Projects" }).first().click();
    await expect(page).toHaveURL(/\/dashboard\/projects$/);

    // Another client: as if it did not exist.
    await switchTo(page, "FLD-CLNT2");
    const refused = await page.goto(address);
    expect(refused?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await expect(page).toHaveTitle("Page not found | Fli DESK");

    // The assigned freelancer updates progress from here; the other freelancer cannot see it.
    await switchTo(page, "FLD-FRLN2");
    expect((await page.goto(address))?.status()).toBe(404);
    await switchTo(page, "FLD-FRLN1");
    await page.goto(address);
    await hydrated(page);
    await expect(page.getByRole("button", { name: `Update Progress of ${PROJECT}` })).toBeVisible();
    expect(await fitsTheScreen(page)).toBe(true);
    await expectNoAxeViolations(page);

    // The admin sees every project's page.
    await switchTo(page, "FLD-ADMIN");
    expect((await page.goto(address))?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: PROJECT, level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "All Projects" }).first()).toBeVisible();
  });
}
