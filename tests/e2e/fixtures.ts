import { test as base, expect } from "@playwright/test";
import { generousLimits, signInCookie, startTestServer } from "../setup/server-build";
import { startSmtpServer } from "../setup/smtp";
import { createTestDatabase, testEnv } from "../setup/test-db";

export type AppOptions = {
  dbEngine: "pglite" | "postgres";
  /** Specs that change the demo data (the admin's) set their own tag: a worker, and so a database, of their own. */
  dbTag: string;
  /** Specs that read mail set it: the worker's server then sends through a real SMTP server of the worker's own. */
  withMail: boolean;
};

type AppFixture = {
  /** The built app, served on its own port for this worker, over a database of its own. */
  app: {
    url: string;
    db: Awaited<ReturnType<typeof createTestDatabase>>["db"];
    /** The mails the server sent (with `withMail` only). */
    mailbox: Awaited<ReturnType<typeof startSmtpServer>> | null;
  };
};

/**
 * Renders the pages most tests start on once before the worker's first test: a route's first render loads and
 * compiles its code, which took a busy machine over 15 s of the first test's 30. The portal is rendered for an admin.
 */
async function warmUp(url: string) {
  const render = async (path: string, cookie = "") => {
    const res = await fetch(`${url}${path}`, { headers: { Cookie: cookie } });
    await res.arrayBuffer();
  };
  await render("/");
  await render("/dashboard/auth");
  await render("/dashboard", await signInCookie(url, "FLD-ADMIN"));
}

/**
 * Whether a console message is one the browser logs for a page that works as it should: a resource answered with
 * a 4xx (a form refused with 400, a 404 page, a 429), which the page shows in its own words.
 */
export function expectedConsoleError(text: string) {
  return /^Failed to load resource: the server responded with a status of 4\d\d\b/.test(text);
}

type TestFixtures = {
  baseURL: string;
  /** The worker's mail server: a spec that asks for it without `withMail` fails here, not later on a null. */
  mailbox: NonNullable<AppFixture["app"]["mailbox"]>;
  skipSplash: boolean;
  /** Console errors a test provokes on purpose (an outage, a broken upload), declared with `test.use`. */
  allowedConsoleErrors: RegExp[];
  consoleGuard: undefined;
};

export const test = base.extend<TestFixtures, AppOptions & AppFixture>({
  dbEngine: ["pglite", { option: true, scope: "worker" }],
  dbTag: ["shared", { option: true, scope: "worker" }],
  withMail: [false, { option: true, scope: "worker" }],
  app: [
    async ({ dbEngine, dbTag: _, withMail }, use) => {
      const mailbox = withMail ? await startSmtpServer() : null;
      const database = await createTestDatabase(dbEngine);
      const { seedDemoData } = await import("../../db/seed");
      await seedDemoData(database.db);
      // Every test here posts from 127.0.0.1: high limits keep them apart; the limits are tested elsewhere.
      const env = testEnv(mailbox ? { SMTP_URL: mailbox.url } : {});
      const server = await startTestServer(database, env, generousLimits(10_000), { ownPublicUrl: true });
      await warmUp(server.url);
      await use({ url: server.url, db: database.db, mailbox });
      await server.close();
      await database.close();
      await mailbox?.close();
    },
    // A database, the demo data's password hashes, a server and its first renders: minutes on a loaded machine.
    { scope: "worker", timeout: 180_000 },
  ],
  baseURL: async ({ app }, use) => use(app.url),
  mailbox: async ({ app }, use) => {
    if (!app.mailbox) throw new Error("this spec needs test.use({ withMail: true })");
    await use(app.mailbox);
  },
  // The home page's splash covers it for 3 s on a first visit: tests of other things start as a returning visitor.
  skipSplash: [true, { option: true }],
  page: async ({ page, skipSplash }, use) => {
    if (skipSplash) await page.addInitScript(() => sessionStorage.setItem("splash-seen", "1"));
    await use(page);
  },
  allowedConsoleErrors: [[], { option: true }],
  // Every test fails on an error in the browser console of any of its pages (a CSP refusal, a React warning, a
  // failed load other than a 4xx), on an uncaught error, and on any hydration warning whatever its level
  // (production React logs its errors as links to react.dev/errors).
  consoleGuard: [
    async ({ context, allowedConsoleErrors }, use) => {
      const problems: string[] = [];
      const allowed = (text: string) => allowedConsoleErrors.some((pattern) => pattern.test(text));
      context.on("weberror", (error) => {
        const text = error.error().message;
        if (!allowed(text)) problems.push(`uncaught: ${text}`);
      });
      context.on("console", (message) => {
        const text = message.text();
        const where = message.location().url;
        const line = `${message.type()}: ${text}${where ? ` (${where})` : ""}`;
        if (/hydrat|react\.dev\/errors/i.test(text) && !allowed(text)) problems.push(line);
        else if (message.type() === "error" && !expectedConsoleError(text) && !allowed(text)) problems.push(line);
      });
      await use(undefined);
      expect(problems, "errors in the browser console").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Waits until React has hydrated the page and everything in its first screen (not the parts below the fold). */
export async function pageHydrated(page: import("@playwright/test").Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * Waits until React has hydrated the page, so client-side behaviour is live: the page itself, then the parts
 * below the fold, which hydrate when the browser is idle after the load or as a visitor nears them. A part that
 * waits for a visitor alone (the home page's contact form) is brought into view once, as a visitor scrolling to it
 * would, and the page goes back to where it was.
 */
export async function hydrated(page: import("@playwright/test").Page) {
  await pageHydrated(page);
  const waiting = page.locator("[data-part]:not([data-ready])");
  await expect(waiting.and(page.locator(":not([data-idle=false])"))).toHaveCount(0, { timeout: 15_000 });
  if ((await waiting.count()) === 0) return;
  const top = await page.evaluate(() => window.scrollY);
  for (const part of await waiting.all()) await part.scrollIntoViewIfNeeded();
  await expect(waiting).toHaveCount(0);
  await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top);
}

/** Signs in through the portal's sign-in form (the demo accounts share one password). */
export async function signIn(page: import("@playwright/test").Page, flideskId: string, password = "DeskDemo#2025") {
  await page.goto("/dashboard/auth");
  await page.getByLabel("Fli DESK ID").fill(flideskId);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Access Dashboard" }).click();
}

/** Signs in as the demo admin and opens Edit User for one desk ID from the Users tab; gives the dialog. */
export async function openEditUser(page: import("@playwright/test").Page, flideskId: string) {
  await signIn(page, "FLD-ADMIN");
  await expect(page.getByRole("heading", { name: "Admin Panel" })).toBeVisible();
  await page.goto("/dashboard?tab=users");
  await hydrated(page);
  await page.getByRole("row").filter({ hasText: flideskId }).getByRole("button", { name: "Edit" }).click();
  return page.getByRole("dialog", { name: "Edit User" });
}

/**
 * Holds the browser's requests to `url` until `release()` is called: a state that lasts while a request is on its
 * way ('Sending...') can be checked however slow the machine, and ends when the test has seen it.
 */
export async function holdRequests(page: import("@playwright/test").Page, url: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The browser's offer to install the app, as Chromium sends it (a `beforeinstallprompt` event). */
export async function offerInstall(page: import("@playwright/test").Page) {
  await page.evaluate(() => {
    const offer = new Event("beforeinstallprompt", { cancelable: true }) as Event & Record<string, unknown>;
    offer.prompt = async () => {};
    offer.userChoice = Promise.resolve({ outcome: "dismissed" });
    window.dispatchEvent(offer);
  });
}

/**
 * Gives the page another width (the same height) and waits two frames, so what a resize re-renders is laid out.
 * The walks of many pages load each page once and check it at every width they cover: the layout follows the width
 * through CSS alone, and a page load costs a busy machine seconds where a resize costs milliseconds.
 */
export async function layOut(page: import("@playwright/test").Page, width: number) {
  const height = page.viewportSize()?.height ?? 800;
  await page.setViewportSize({ width, height });
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}
