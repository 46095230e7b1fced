import { test as base, expect } from "@playwright/test";
import { startTestServer } from "../setup/server-build";
import { createTestDatabase, testEnv } from "../setup/test-db";

export type AppOptions = { dbEngine: "pglite" | "postgres" };

type AppFixture = {
  /** The built app, served on its own port for this worker, over a database of its own. */
  app: { url: string; db: Awaited<ReturnType<typeof createTestDatabase>>["db"] };
};

export const test = base.extend<{ baseURL: string }, AppOptions & AppFixture>({
  dbEngine: ["pglite", { option: true, scope: "worker" }],
  app: [
    async ({ dbEngine }, use) => {
      const database = await createTestDatabase(dbEngine);
      // Every test here posts from 127.0.0.1: a high limit keeps them apart; the limit itself is tested elsewhere.
      const server = await startTestServer(database, testEnv(), {
        contact: { points: 10_000, durationSeconds: 60 },
        quote: { points: 10_000, durationSeconds: 60 },
        validator: { points: 10_000, durationSeconds: 60 },
      });
      await use({ url: server.url, db: database.db });
      await server.close();
      await database.close();
    },
    { scope: "worker", timeout: 60_000 },
  ],
  baseURL: async ({ app }, use) => use(app.url),
});

export { expect };
