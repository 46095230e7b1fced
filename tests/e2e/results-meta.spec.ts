import { type MetaServer, startMetaServer } from "../setup/meta-server";
import { generousLimits, startTestServer } from "../setup/server-build";
import { createTestDatabase, testEnv } from "../setup/test-db";
import { expectNoAxeViolations } from "./axe";
import { test as appTest, expect, hydrated, signIn } from "./fixtures";

const PROJECT = "Ceylon Tea Co. Brand Identity Refresh";

// This spec's worker serves the app with a Meta app set up, its Graph API and login dialog a local stand-in.
const test = appTest.extend<object, { meta: MetaServer }>({
  meta: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const meta = await startMetaServer();
      meta.state.pages = [
        { id: "101", name: "Ceylon Tea Co.", instagram: { id: "17841400000000101", username: "ceylontea" } },
        { id: "102", name: "Ceylon Tea Outlet" },
      ];
      await use(meta);
      await meta.close();
    },
    { scope: "worker" },
  ],
  app: [
    async ({ dbEngine, meta }, use) => {
      const database = await createTestDatabase(dbEngine);
      const { seedDemoData } = await import("../../db/seed");
      await seedDemoData(database.db);
      const env = testEnv({
        META_APP_ID: meta.appId,
        META_APP_SECRET: meta.appSecret,
        META_GRAPH_URL: meta.url,
        META_DIALOG_URL: meta.url,
        TOKEN_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString("base64"),
      });
      const server = await startTestServer(database, env, generousLimits(10_000), { ownPublicUrl: true });
      await use({ url: server.url, db: database.db, mailbox: null });
      await server.close();
      await database.close();
    },
    { scope: "worker", timeout: 180_000 },
  ],
});

const fitsTheScreen = (page: import("@playwright/test").Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test("a client connects Facebook & Instagram from the project page, picks the Page, sees a failed import, disconnects", async ({
  page,
  app,
  meta,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 780 });
  await signIn(page, "FLD-CLNT1");
  await page.waitForURL(/\/dashboard$/);
  await page.goto("/dashboard/projects");
  await hydrated(page);
  await page.getByRole("link", { name: PROJECT, exact: true }).click();
  await expect(page.getByRole("heading", { name: PROJECT, level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "Connect Facebook & Instagram" }).click();
  await expect(page.getByRole("heading", { name: `Facebook & Instagram for ${PROJECT}`, level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(`Facebook & Instagram for ${PROJECT} | Fli DESK`);
  await hydrated(page);
  expect(await fitsTheScreen(page)).toBe(true);
  await expectNoAxeViolations(page);

  // Through Meta's login dialog (the stand-in consents at once) and back to the choice of Page.
  await page.getByRole("button", { name: "Connect Facebook & Instagram" }).click();
  const pick = page.getByLabel("Facebook Page");
  await expect(pick).toBeVisible();
  expect(new URL(page.url()).pathname).toMatch(/^\/dashboard\/projects\/[0-9a-f-]{36}\/meta$/);
  await expect(pick.locator("option")).toHaveText([
    "Ceylon Tea Co. (Instagram @ceylontea)",
    "Ceylon Tea Outlet (no Instagram account)",
  ]);
  await hydrated(page);
  expect(await fitsTheScreen(page)).toBe(true);
  await expectNoAxeViolations(page);
  await pick.selectOption("101");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toHaveText("Facebook Page saved.");
  await expect(page.getByText("@ceylontea")).toBeVisible();
  await expect(page.getByText("Not imported yet")).toBeVisible();

  // Meta stops accepting the token: the import marks the connection, and the project says so in words.
  meta.expireTokens();
  const { runMetaImport } = await import("~/features/results/index.server");
  const env = testEnv({
    META_APP_ID: meta.appId,
    META_APP_SECRET: meta.appSecret,
    META_GRAPH_URL: meta.url,
    META_DIALOG_URL: meta.url,
    TOKEN_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString("base64"),
  });
  expect(await runMetaImport({ db: app.db, env })).toEqual({ done: 0, failed: 1 });
  await page.getByRole("link", { name: `Back to ${PROJECT}` }).click();
  const alert = page.getByRole("alert").filter({ hasText: "Reconnect needed" });
  await expect(alert).toContainText("Last import failed: Meta no longer accepts the stored access");
  await hydrated(page);
  expect(await fitsTheScreen(page)).toBe(true);
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Facebook & Instagram", exact: true }).click();
  await expect(page.getByRole("button", { name: "Connect Facebook again" })).toBeVisible();
  await page.getByRole("button", { name: "Disconnect" }).click();
  await expect(page.getByRole("status")).toHaveText("Facebook & Instagram disconnected.");
  await expect(page.getByRole("button", { name: "Connect Facebook & Instagram" })).toBeVisible();
});
