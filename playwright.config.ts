import { defineConfig } from "@playwright/test";
import type { AppOptions } from "./tests/e2e/fixtures";

// The workers serve the production build in-process, as `npm start` does: with React's production renderer.
process.env.NODE_ENV ??= "production";

// Debian's Chromium, never a downloaded browser (the machine has no way to fetch one).
const executablePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const engines: AppOptions["dbEngine"][] = ["pglite", ...(process.env.TEST_DATABASE_URL ? (["postgres"] as const) : [])];

export default defineConfig<AppOptions>({
  testDir: "tests/e2e",
  fullyParallel: false,
  // Two workers: the machine has two cores, and each worker runs its own server and browser.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"], ["json", { outputFile: "reports/playwright.json" }]],
  use: {
    launchOptions: {
      executablePath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
    trace: "retain-on-failure",
  },
  // A test tagged @db (it writes the database and reads it back) runs on PostgreSQL when there is one, and on PGlite
  // otherwise; every other test runs on PGlite. The integration tests cover both engines in full (decision 53).
  projects: engines.map((dbEngine) => ({
    name: dbEngine,
    use: { dbEngine },
    ...(dbEngine === "postgres" ? { grep: /@db/ } : engines.includes("postgres") ? { grepInvert: /@db/ } : {}),
  })),
});
